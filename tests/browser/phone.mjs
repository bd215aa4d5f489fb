// The phone in a player's hand (issue 15), in Debian's headless Chromium with
// a touch screen at 390x844 and at 844x390 (run it as tests/browser/run.sh):
//   1. the web app manifest parses, has what an install needs, and names
//      icons that exist at the sizes it says;
//   2. the service worker is active after the first load and holds the
//      game's files in its versioned cache;
//   3. the full pull from the bottom seat's disc with the default controls
//      (the game's "pull" in its test report: aim and pull's whole scale,
//      where the screen has room for it) shoots at the top speed and sends
//      the disc across the centre to the far side ("last_shot");
//   4. navigator.vibrate is called on a hit (a pitchnut break; the page's
//      navigator.vibrate is wrapped to record each call);
//   5. with the local server stopped, a reload still starts the game and a
//      shot can be played.
// Exits 1 on the first failed check, with the reason.

import { createServer } from "node:http";
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname, extname, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const dist = resolve(process.env.FLICKWOOD_DIST || join(root, "web", "dist"));
const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";
// Software WebGL is slow: generous, but bounded, waits.
const waitMs = Number(process.env.FLICKWOOD_LOAD_TIMEOUT_MS || 90000);
const TOP_SPEED = 8.0; // crokinole's fastest shot, m/s (core/src/spec.rs)

const types = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".png": "image/png",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".ttf": "font/ttf",
};

class Failure extends Error {}
function fail(msg) {
    throw new Failure(msg);
}

function serve(dir) {
    const server = createServer(async (req, res) => {
        const path = decodeURIComponent(new URL(req.url, "http://localhost").pathname);
        const file = normalize(join(dir, path === "/" ? "index.html" : path));
        if (!file.startsWith(dir + sep)) {
            res.writeHead(403).end();
            return;
        }
        try {
            const body = await readFile(file);
            res.writeHead(200, {
                "content-type": types[extname(file)] || "application/octet-stream",
                "cache-control": "no-store",
            });
            res.end(body);
        } catch {
            res.writeHead(404).end("not found");
        }
    });
    return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

// Width and height from a PNG's header.
function pngSize(buf) {
    if (buf.length < 24 || buf.readUInt32BE(0) !== 0x89504e47 || buf.toString("ascii", 12, 16) !== "IHDR") {
        return null;
    }
    return [buf.readUInt32BE(16), buf.readUInt32BE(20)];
}

async function checkManifest(url, page, log) {
    const href = await page.evaluate(() => {
        const l = document.querySelector('link[rel="manifest"]');
        return l ? l.href : null;
    });
    if (!href) fail('index.html has no <link rel="manifest">');
    const res = await fetch(href);
    if (!res.ok) fail(`the manifest ${href} answered ${res.status}`);
    let m;
    try {
        m = JSON.parse(await res.text());
    } catch (e) {
        fail(`the manifest is not JSON: ${e.message}`);
    }
    for (const key of ["name", "short_name", "start_url", "theme_color", "background_color"]) {
        if (typeof m[key] !== "string" || !m[key]) fail(`the manifest has no "${key}"`);
    }
    if (!["fullscreen", "standalone"].includes(m.display)) fail(`the manifest's display is ${m.display}`);
    const icons = m.icons || [];
    const want = [
        ["192x192", "any"],
        ["512x512", "any"],
        ["512x512", "maskable"],
    ];
    for (const [sizes, purpose] of want) {
        if (!icons.some((i) => i.sizes === sizes && (i.purpose || "any").split(" ").includes(purpose))) {
            fail(`the manifest has no ${purpose} icon of ${sizes}`);
        }
    }
    for (const icon of icons) {
        const src = new URL(icon.src, href).href;
        const r = await fetch(src);
        if (!r.ok) fail(`icon ${src} answered ${r.status}`);
        const size = pngSize(Buffer.from(await r.arrayBuffer()));
        if (!size) fail(`icon ${src} is not a PNG`);
        if (`${size[0]}x${size[1]}` !== icon.sizes) fail(`icon ${src} is ${size.join("x")}, the manifest says ${icon.sizes}`);
    }
    log(`manifest: "${m.name}" (${m.short_name}), display ${m.display}, ${icons.length} icons, all present at their sizes`);
}

async function checkServiceWorker(page, log) {
    try {
        await page.waitForFunction(async () => {
            const r = await navigator.serviceWorker.getRegistration();
            return !!(r && r.active && r.active.state === "activated");
        }, null, { timeout: waitMs, polling: 200 });
    } catch {
        fail("no service worker became active after the first load");
    }
    const cached = await page.evaluate(async () => {
        const names = (await caches.keys()).filter((n) => n.startsWith("flickwood-"));
        const out = {};
        for (const n of names) {
            out[n] = (await (await caches.open(n)).keys()).map((r) => new URL(r.url).pathname);
        }
        return out;
    });
    const names = Object.keys(cached);
    if (names.length !== 1) fail(`expected one flickwood cache, found ${JSON.stringify(names)}`);
    const files = cached[names[0]];
    for (const f of ["/", "/index.html", "/flickwood.wasm", "/mq_js_bundle.js", "/manifest.webmanifest"]) {
        if (!files.includes(f)) fail(`the cache ${names[0]} lacks ${f}: ${files.join(" ")}`);
    }
    log(`service worker active; cache ${names[0]} holds ${files.length} files`);
}

async function main() {
    if (!existsSync(join(dist, "index.html")) || !existsSync(join(dist, "sw.js"))) {
        fail(`${dist} has no index.html or sw.js: run web/build.sh first`);
    }
    for (const [w, h] of [[390, 844], [844, 390]]) {
        await phone(w, h);
    }
    console.log("phone test: PASS at 390x844 and 844x390: manifest and icons, service worker, full pull to the far side, vibration on a hit, offline reload and shot");
    return 0;
}

async function phone(w, h) {
    const log = (msg) => console.log(`phone test ${w}x${h}: ${msg}`);
    const server = await serve(dist);
    const url = `http://127.0.0.1:${server.address().port}/`;
    const profile = await mkdtemp(join(tmpdir(), "flickwood-phone-"));
    const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        headless: true,
        args: [
            "--no-sandbox",
            "--use-angle=swiftshader",
            "--enable-unsafe-swiftshader",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
        ],
        viewport: { width: w, height: h },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
    });
    // Every navigator.vibrate call the game makes, recorded by the page.
    await context.addInitScript(() => {
        window.flickwoodVibrations = [];
        const real = typeof navigator.vibrate === "function" ? navigator.vibrate.bind(navigator) : null;
        navigator.vibrate = function (pattern) {
            window.flickwoodVibrations.push(pattern);
            return real ? real(pattern) : true;
        };
    });
    const errors = [];
    try {
        const page = context.pages()[0] || (await context.newPage());
        page.on("pageerror", (err) => errors.push(`[uncaught] ${err.message}`));
        page.on("console", (msg) => {
            if (msg.type() === "error") errors.push(`[console.error] ${msg.text()}`);
            if (process.env.FLICKWOOD_VERBOSE) log(`[console.${msg.type()}] ${msg.text()}`);
        });
        const cdp = await context.newCDPSession(page);
        const touch = (type, x, y) => cdp.send("Input.dispatchTouchEvent", {
            type,
            touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1, radiusX: 6, radiusY: 6, force: 1 }],
        });
        const state = () => page.evaluate(() => window.flickwoodState);
        const waitFor = async (what, fn, arg) => {
            try {
                await page.waitForFunction(fn, arg, { timeout: waitMs, polling: 100 });
            } catch {
                fail(`${what} (waited ${waitMs} ms); state: ${JSON.stringify(await state())}`);
            }
        };
        const tap = async (p) => {
            const n = await page.evaluate(() => window.flickwoodReports);
            await touch("touchStart", p.x, p.y);
            await page.waitForTimeout(80);
            await touch("touchEnd");
            await waitFor("the game did not report after a tap", (k) => window.flickwoodReports > k, n);
            await page.waitForTimeout(250);
        };
        // Taps where the game asks (title, set-up, the tutorial's Skip, a
        // hand-over) until it offers a straight full pull.
        const toPull = async () => {
            let s = await state();
            for (let i = 0; i < 8 && !(s && s.pull); i++) {
                if (!s || !s.tap) fail(`nowhere to tap and no pull: ${JSON.stringify(s)}`);
                await tap(s.tap);
                s = await state();
            }
            if (!s.pull) fail(`no pull offered after 8 taps: ${JSON.stringify(s)}`);
            return s;
        };
        // The default aids start a turn's aim a few degrees off: a player
        // straightens it first, by a drag across the board in front of the
        // disc (1.2 degrees a millimetre, 6.3 px a millimetre on a phone).
        const straighten = async (s) => {
            if (typeof s.aim !== "number") fail(`no aim in the report on a person's turn: ${JSON.stringify(s)}`);
            const px = (-s.aim / 1.2) * 6.3;
            const a = { x: s.pull.x0, y: s.pull.y0 - 90 };
            await touch("touchStart", a.x, a.y);
            await page.waitForTimeout(80);
            for (let i = 1; i <= 10; i++) {
                await touch("touchMove", a.x + (px * i) / 10, a.y);
                await page.waitForTimeout(20);
            }
            await page.waitForTimeout(150);
            await touch("touchEnd");
            await page.waitForTimeout(250);
            const after = await state();
            log(`aim ${s.aim.toFixed(2)} degrees, straightened to ${after.aim.toFixed(2)} by a ${px.toFixed(0)} px drag`);
            if (Math.abs(after.aim) > 1) fail(`the aim drag left the aim ${after.aim} degrees off straight ahead`);
            return after;
        };
        // A pull: press, pull along the stroke over ~0.4 s, hold, let go.
        const pull = async (s) => {
            const { x0, y0, x1, y1 } = s.pull;
            const before = s.shots;
            await touch("touchStart", x0, y0);
            await page.waitForTimeout(120);
            const steps = 20;
            for (let i = 1; i <= steps; i++) {
                const t = i / steps;
                await touch("touchMove", x0 + (x1 - x0) * t, y0 + (y1 - y0) * t);
                await page.waitForTimeout(20);
            }
            // Held still: aim and pull reads where the finger held.
            await page.waitForTimeout(300);
            await touch("touchEnd");
            await waitFor("no completed shot after the pull", (n) => window.flickwoodState && window.flickwoodState.shots > n, before);
            return state();
        };
        const startGame = async () => {
            await waitFor("the game never reached its title", () => window.flickwoodState && window.flickwoodState.screen === "title");
        };

        await page.goto(url, { waitUntil: "load" });
        await startGame();
        log(`game up: ${JSON.stringify(await state())}`);
        await checkManifest(url, page, log);
        await checkServiceWorker(page, log);

        // 3: the full pull from the bottom seat.
        let s = await toPull();
        const length = Math.hypot(s.pull.x1 - s.pull.x0, s.pull.y1 - s.pull.y0);
        log(`pull ${length.toFixed(0)} px from (${s.pull.x0.toFixed(0)},${s.pull.y0.toFixed(0)}) to (${s.pull.x1.toFixed(0)},${s.pull.y1.toFixed(0)})`);
        if (s.pull.y1 > h || s.pull.x1 < 0 || s.pull.x1 > w) fail(`the pull leaves the screen: ${JSON.stringify(s.pull)}`);
        s = await pull(await straighten(s));
        const shot = s.last_shot;
        if (!shot) fail(`no last_shot in the report: ${JSON.stringify(s)}`);
        log(`shot at ${shot.speed.toFixed(2)} m/s, came to rest ${shot.far.toFixed(3)} m past the centre (${shot.place})`);
        // The default aids spread a flick's speed by a few % at most for a still hold.
        if (shot.speed < TOP_SPEED * 0.95) fail(`a full pull shot at ${shot.speed} m/s, not the top speed ${TOP_SPEED}`);
        if (!(shot.far > 0.1)) fail(`the disc did not reach the far side: ${JSON.stringify(shot)}`);
        // To look at the game as a player does: FLICKWOOD_PHONE_SHOTS=DIR keeps a picture.
        const shots = process.env.FLICKWOOD_PHONE_SHOTS;
        if (shots) await page.screenshot({ path: `${shots}/web-${w}x${h}-crokinole.png` });

        // 4: a hit vibrates: a pitchnut break into the ring of pieces.
        await page.reload({ waitUntil: "load" });
        await startGame();
        s = await state();
        if (!s.pitchnut) fail(`the title gives no Pitchnut button: ${JSON.stringify(s)}`);
        await tap(s.pitchnut);
        s = await pull(await toPull());
        const vibrations = await page.evaluate(() => window.flickwoodVibrations);
        log(`pitchnut break: navigator.vibrate called ${vibrations.length} times (${vibrations.join(", ")} ms)`);
        if (!vibrations.length) fail("navigator.vibrate was never called on the break");
        if (shots) await page.screenshot({ path: `${shots}/web-${w}x${h}-pitchnut.png` });

        // 5: offline: the server stops, a reload still starts the game and plays a shot.
        await new Promise((ok) => {
            server.close(ok);
            server.closeAllConnections();
        });
        const refused = await fetch(url).then(() => false, () => true);
        if (!refused) fail("the local server still answers after it was stopped");
        await page.reload({ waitUntil: "load" });
        await startGame();
        s = await pull(await toPull());
        log(`offline: the game started from the service worker's cache and played shot ${s.shots} (${JSON.stringify(s.last_shot)})`);
        const bad = errors.filter((e) => !/Failed to load resource|net::ERR_/.test(e));
        if (bad.length) fail(`page errors:\n  ${bad.join("\n  ")}`);
    } finally {
        await context.close();
        server.close();
        await rm(profile, { recursive: true, force: true });
    }
}

main().then(
    (code) => process.exit(code),
    (err) => {
        if (err instanceof Failure) {
            console.error("phone test: FAIL: " + err.message);
        } else {
            console.error("phone test: FAIL (harness error):", err);
        }
        process.exit(1);
    },
);
