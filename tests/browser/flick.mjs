// Real-browser test of the web build in web/dist (run it as tests/browser/run.sh).
//
// Serves web/dist on a free localhost port, opens it in Debian's headless
// Chromium as a phone with a touch screen, and checks that:
//   1. the page loads with no console error and no uncaught exception;
//   2. the game publishes its state (window.flickwoodState, contract in
//      web/README.md);
//   3. a real flick, sent as touch events through the DevTools protocol,
//      completes a shot: the state's "shots" goes up;
//   4. the screenshot (web/browser-shot.png) shows a drawn wooden board;
//   5. the match in progress was saved in localStorage, and a reload starts
//      cleanly from that save.
// Exits 1 on the first failed check, with the reason.

import { createServer } from "node:http";
import { readFile, writeFile, mkdtemp, rm } from "node:fs/promises";
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, dirname, extname, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { decodePng } from "./png.mjs";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, "..", "..");
const dist = resolve(process.env.FLICKWOOD_DIST || join(root, "web", "dist"));
const shotPath = join(dirname(dist), "browser-shot.png");
const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";
// Software WebGL is slow: generous, but bounded, waits.
const loadTimeoutMs = Number(process.env.FLICKWOOD_LOAD_TIMEOUT_MS || 60000);
const shotTimeoutMs = Number(process.env.FLICKWOOD_SHOT_TIMEOUT_MS || 60000);

const types = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    // compileStreaming refuses wasm served with any other type.
    ".wasm": "application/wasm",
    ".png": "image/png",
    ".json": "application/json",
    ".ttf": "font/ttf",
    ".ogg": "audio/ogg",
    ".wav": "audio/wav",
};

function log(msg) {
    console.log("browser test: " + msg);
}

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

function analyse({ width, height, rgba }) {
    const counts = new Map();
    let wood = 0;
    const n = width * height;
    for (let i = 0; i < n; i++) {
        const r = rgba[i * 4], g = rgba[i * 4 + 1], b = rgba[i * 4 + 2];
        const key = (r >> 3) << 10 | (g >> 3) << 5 | (b >> 3);
        counts.set(key, (counts.get(key) || 0) + 1);
        if (r > g && g > b && r - b >= 50 && r >= 90 && r <= 250) wood++;
    }
    const background = Math.max(...counts.values());
    return {
        pixels: n,
        colours: counts.size,
        foreground: (n - background) / n,
        wood: wood / n,
    };
}

async function main() {
    if (!existsSync(join(dist, "index.html")) || !existsSync(join(dist, "flickwood.wasm"))) {
        fail(`${dist} has no index.html or flickwood.wasm: run web/build.sh first`);
    }
    if (!existsSync(chromiumPath)) fail(`no browser at ${chromiumPath} (Debian: apt-get install chromium)`);

    const server = await serve(dist);
    const url = `http://127.0.0.1:${server.address().port}/`;
    log(`serving ${dist} at ${url}`);

    // A fresh, throw-away profile; Playwright passes it as --user-data-dir and,
    // with headless: true, adds --headless itself.
    const profile = await mkdtemp(join(tmpdir(), "flickwood-chromium-"));
    const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        headless: true,
        args: [
            "--no-sandbox", // CI runs as root
            "--use-angle=swiftshader", // WebGL on the CPU: there is no GPU
            "--enable-unsafe-swiftshader",
            // The machine has no network but the registries: no phoning home.
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--no-first-run",
            "--disable-quic",
        ],
        // A phone: touch screen, mobile layout viewport.
        viewport: { width: 412, height: 860 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
    });
    const errors = [];
    let result = 1;
    try {
        const page = context.pages()[0] || (await context.newPage());
        page.on("console", (msg) => {
            const line = `[console.${msg.type()}] ${msg.text()}`;
            if (msg.type() === "error") errors.push(line);
            if (process.env.FLICKWOOD_VERBOSE || msg.type() === "error" || msg.type() === "warning") log(line);
        });
        page.on("pageerror", (err) => {
            errors.push(`[uncaught] ${err.message}`);
            log(`[uncaught] ${err.message}`);
        });
        page.on("requestfailed", (req) => errors.push(`[request failed] ${req.url()}`));
        page.on("response", (res) => {
            if (res.status() >= 400) errors.push(`[http ${res.status()}] ${res.url()}`);
        });

        await page.goto(url, { waitUntil: "load" });
        const webgl = await page.evaluate(() => {
            const c = document.createElement("canvas");
            return !!(c.getContext("webgl2") || c.getContext("webgl"));
        });
        if (!webgl) fail("this Chromium has no WebGL (check the swiftshader flags)");

        // 1 and 2: the game started and published its state.
        const t0 = Date.now();
        try {
            // Also stops early when the wasm is up but is not a miniquad program
            // (the placeholder main.rs): then no state can ever come.
            await page.waitForFunction(() => window.flickwoodState !== null ||
                (typeof wasm_exports !== "undefined" && !!wasm_exports &&
                    typeof wasm_exports.crate_version !== "function"), null, {
                timeout: loadTimeoutMs,
                polling: 100,
            });
        } catch {
            const why = await page.evaluate(() => ({
                wasm: typeof wasm_exports !== "undefined" && wasm_exports !== null,
                miniquad: typeof wasm_exports !== "undefined" && !!wasm_exports && typeof wasm_exports.crate_version === "function",
                reports: window.flickwoodReports,
            }));
            const hint = !why.wasm
                ? "the wasm did not start (see console errors above)"
                : !why.miniquad
                    ? "the wasm has no miniquad in it: src/main.rs is still the placeholder, not the game"
                    : "the game runs but never calls flickwood_report (see web/README.md)";
            fail(`no state from the game within ${loadTimeoutMs} ms: ${hint}`);
        }
        let first = await page.evaluate(() => window.flickwoodState);
        if (first === null) {
            fail("the wasm has no miniquad in it: src/main.rs is still the placeholder, not the game");
        }
        log(`game reported after ${Date.now() - t0} ms: ${JSON.stringify(first)}`);
        // The first frame is drawn while the game loads (screen "loading"):
        // no touch counts until its first screen is up.
        if (first.screen === "loading") {
            try {
                await page.waitForFunction(() => window.flickwoodState.screen !== "loading", null, {
                    timeout: loadTimeoutMs,
                    polling: 100,
                });
            } catch {
                fail(`the game was still loading after ${loadTimeoutMs} ms`);
            }
            first = await page.evaluate(() => window.flickwoodState);
            log(`game loaded after ${Date.now() - t0} ms: ${JSON.stringify(first)}`);
        }
        if (typeof first.shots !== "number") fail(`state has no numeric "shots": ${JSON.stringify(first)}`);
        if (errors.length) fail(`console errors while loading:\n  ${errors.join("\n  ")}`);

        // Let a few frames draw before touching.
        await page.waitForTimeout(500);

        const cdp = await context.newCDPSession(page);
        const point = (x, y) => [{ x, y, id: 1, radiusX: 8, radiusY: 8, force: 1 }];

        // A shell that opens on a menu says where to tap ("tap") until a shot
        // can be made ("flick"); it reports again after each screen change.
        let state = first;
        for (let i = 0; i < 5 && !state.flick && state.tap; i++) {
            const { x, y } = state.tap;
            if (![x, y].every(Number.isFinite)) fail(`bad "tap" in state: ${JSON.stringify(state.tap)}`);
            const reports = await page.evaluate(() => window.flickwoodReports);
            log(`tap (${x.toFixed(0)},${y.toFixed(0)}) as the game asks`);
            await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(x, y) });
            await page.waitForTimeout(100);
            await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
            try {
                await page.waitForFunction((n) => window.flickwoodReports > n, reports, {
                    timeout: loadTimeoutMs,
                    polling: 100,
                });
            } catch {
                fail(`the game did not report again within ${loadTimeoutMs} ms after the tap`);
            }
            await page.waitForTimeout(300);
            state = await page.evaluate(() => window.flickwoodState);
            log(`state: ${JSON.stringify(state)}`);
        }

        // 3: a real flick through the DevTools protocol. The game may say where
        // a legal flick is right now ("flick" in its state); otherwise flick
        // from low in the middle of the screen up towards the centre.
        const viewport = page.viewportSize();
        const hint = state.flick;
        const [x0, y0, x1, y1] = hint && [hint.x0, hint.y0, hint.x1, hint.y1].every(Number.isFinite)
            ? [hint.x0, hint.y0, hint.x1, hint.y1]
            : [viewport.width / 2, viewport.height * 0.85, viewport.width / 2, viewport.height * 0.5];
        log(`flick (${x0.toFixed(0)},${y0.toFixed(0)}) -> (${x1.toFixed(0)},${y1.toFixed(0)}) ${hint ? "(the game's hint)" : "(default)"}`);
        await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(x0, y0) });
        // Hold still briefly (the game sees the touch down on its own frame),
        // then move over ~200 ms: a brisk flick, many frames long.
        await page.waitForTimeout(150);
        const steps = 12;
        for (let i = 1; i <= steps; i++) {
            const t = i / steps;
            await cdp.send("Input.dispatchTouchEvent", {
                type: "touchMove",
                touchPoints: point(x0 + (x1 - x0) * t, y0 + (y1 - y0) * t),
            });
            await page.waitForTimeout(16);
        }
        await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });

        const before = state.shots;
        if (typeof before !== "number") fail(`state has no numeric "shots": ${JSON.stringify(state)}`);
        try {
            await page.waitForFunction(
                (n) => window.flickwoodState && window.flickwoodState.shots > n,
                before,
                { timeout: shotTimeoutMs, polling: 100 },
            );
        } catch {
            const now = await page.evaluate(() => window.flickwoodState);
            fail(`no completed shot within ${shotTimeoutMs} ms after the flick; state: ${JSON.stringify(now)}`);
        }
        const after = await page.evaluate(() => window.flickwoodState);
        log(`shot completed: shots ${before} -> ${after.shots}: ${JSON.stringify(after)}`);

        // 4: the board is on screen. An overlay the game asks to tap away
        // ("Pass to ..." between two people's turns) is tapped first.
        await page.waitForTimeout(300);
        if (after.tap && [after.tap.x, after.tap.y].every(Number.isFinite)) {
            log(`tap (${after.tap.x.toFixed(0)},${after.tap.y.toFixed(0)}) as the game asks`);
            await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: point(after.tap.x, after.tap.y) });
            await page.waitForTimeout(100);
            await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
            await page.waitForTimeout(500);
        }
        const png = await page.screenshot({ type: "png" });
        await writeFile(shotPath, png);
        const pic = analyse(decodePng(png));
        log(`screenshot ${shotPath}: ${pic.colours} colours, ${(pic.foreground * 100).toFixed(1)}% not background, ${(pic.wood * 100).toFixed(1)}% wood`);
        if (pic.foreground < 0.2) fail("the screenshot is mostly one colour: nothing drawn");
        if (pic.wood < 0.1) fail("the screenshot has too little wood colour: no board drawn");
        if (errors.length) fail(`console errors:\n  ${errors.join("\n  ")}`);

        // 5: the save (src/shell/platform/web_storage.rs): the match in progress is in
        // localStorage after the shot, and a reload starts cleanly from it.
        const saved = await page.evaluate(() => localStorage.getItem("flickwood.json"));
        if (!saved) fail("nothing was saved in localStorage after the shot");
        let moves;
        try {
            moves = (JSON.parse(saved).resume || {}).moves || [];
        } catch (e) {
            fail(`the saved game in localStorage is not JSON: ${e.message}`);
        }
        const savedShots = moves.filter((m) => /^(shot|flick) /.test(m)).length;
        if (savedShots < 1) fail(`the saved match has no shot: ${saved.slice(0, 300)}`);
        log(`saved in localStorage: ${saved.length} bytes, a match of ${moves.length} moves`);
        await page.reload({ waitUntil: "load" });
        try {
            await page.waitForFunction(() => window.flickwoodState && window.flickwoodState.screen === "title", null, {
                timeout: loadTimeoutMs,
                polling: 100,
            });
        } catch {
            fail("after a reload with a saved match the game did not reach its title");
        }
        const kept = await page.evaluate(() => localStorage.getItem("flickwood.json"));
        if (kept !== saved) fail("the reload changed the saved game");
        if (errors.length) fail(`console errors after the reload:\n  ${errors.join("\n  ")}`);

        log("PASS: page loaded without errors, a touch flick completed a shot, the board is drawn, the match was saved");
        result = 0;
    } finally {
        await context.close();
        server.close();
        await rm(profile, { recursive: true, force: true });
    }
    return result;
}

main().then(
    (code) => process.exit(code),
    (err) => {
        if (err instanceof Failure) {
            console.error("browser test: FAIL: " + err.message);
        } else {
            console.error("browser test: FAIL (harness error):", err);
        }
        process.exit(1);
    },
);
