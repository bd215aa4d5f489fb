// What the browser tests share: a static server for web/dist, headless
// Chromium at a phone's size with touch, and touches through the DevTools
// protocol. The game's state comes from its test report (web/README.md).
import { createServer } from "node:http";
import { readFile, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join, dirname, extname, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
export const root = resolve(here, "..", "..");
export const dist = resolve(process.env.FLICKWOOD_DIST || join(root, "web", "dist"));
const chromiumPath = process.env.CHROMIUM || "/usr/bin/chromium";
export const waitMs = Number(process.env.FLICKWOOD_LOAD_TIMEOUT_MS || 90000);

const types = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".wasm": "application/wasm",
    ".png": "image/png",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".ttf": "font/ttf",
};

export class Failure extends Error {}
export function fail(msg) {
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
            res.writeHead(200, { "content-type": types[extname(file)] || "application/octet-stream", "cache-control": "no-store" });
            res.end(body);
        } catch {
            res.writeHead(404).end("not found");
        }
    });
    return new Promise((ok) => server.listen(0, "127.0.0.1", () => ok(server)));
}

// Runs `body(game)` on a fresh profile at w x h with `save` in
// localStorage (none if null), `init` (a function or script text) run in
// the page before the game. `before(game)`, if given, runs on the blank
// page before it loads the game (startup.mjs starts its screencast there).
export async function withGame(w, h, save, init, body, before) {
    const server = await serve(dist);
    const url = `http://127.0.0.1:${server.address().port}/`;
    const profile = await mkdtemp(join(tmpdir(), "flickwood-page-"));
    const context = await chromium.launchPersistentContext(profile, {
        executablePath: chromiumPath,
        headless: true,
        args: ["--no-sandbox", "--use-angle=swiftshader", "--enable-unsafe-swiftshader", "--disable-background-networking",
            "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"],
        viewport: { width: w, height: h },
        // One device pixel per px: software GL draws four times fewer, and
        // the touches are the same (the game reads CSS px).
        deviceScaleFactor: 1,
        isMobile: true,
        hasTouch: true,
    });
    if (save !== null) {
        await context.addInitScript((s) => {
            if (localStorage.getItem("flickwood.json") === null) localStorage.setItem("flickwood.json", s);
        }, save);
    }
    if (init) await context.addInitScript(init);
    const errors = [];
    try {
        const page = context.pages()[0] || (await context.newPage());
        page.on("pageerror", (err) => errors.push(`[uncaught] ${err.message}`));
        page.on("console", (msg) => {
            if (msg.type() === "error") errors.push(`[console.error] ${msg.text()}`);
        });
        const game = new Game(page, await context.newCDPSession(page));
        game.url = url;
        if (before) await before(game);
        await page.goto(url, { waitUntil: "load" });
        const out = await body(game);
        const bad = errors.filter((e) => !/Failed to load resource|net::ERR_/.test(e));
        if (bad.length) fail(`page errors:\n  ${bad.join("\n  ")}`);
        return out;
    } finally {
        await context.close();
        server.close();
        await rm(profile, { recursive: true, force: true });
    }
}

// The page with the game in it, touched as a finger would.
export class Game {
    constructor(page, cdp) {
        this.page = page;
        this.cdp = cdp;
    }

    touch(type, x, y) {
        return this.cdp.send("Input.dispatchTouchEvent", {
            type,
            touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1, radiusX: 6, radiusY: 6, force: 1 }],
        });
    }

    state() {
        return this.page.evaluate(() => window.flickwoodState);
    }

    async waitFor(what, fn, arg) {
        try {
            await this.page.waitForFunction(fn, arg, { timeout: waitMs, polling: 100 });
        } catch {
            fail(`${what} (waited ${waitMs} ms); state: ${JSON.stringify(await this.state())}`);
        }
    }

    // A tap, then the game's next report.
    async tap(p) {
        const n = await this.page.evaluate(() => window.flickwoodReports);
        await this.touch("touchStart", p.x, p.y);
        await this.page.waitForTimeout(80);
        await this.touch("touchEnd");
        await this.waitFor("the game did not report after a tap", (k) => window.flickwoodReports > k, n);
        await this.page.waitForTimeout(250);
    }

    // A drag from a to b over ~0.3 s, held still `hold` ms, let go
    // (`beforeLift`, if given, runs while the finger holds still).
    async drag(a, b, hold, beforeLift) {
        await this.touch("touchStart", a.x, a.y);
        await this.page.waitForTimeout(100);
        // Few samples: each touch event waits for a frame of software GL.
        const steps = 8;
        for (let i = 1; i <= steps; i++) {
            const t = i / steps;
            await this.touch("touchMove", a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
            await this.page.waitForTimeout(20);
        }
        await this.page.waitForTimeout(hold);
        if (beforeLift) await beforeLift();
        await this.touch("touchEnd");
    }
}

// The ordinary frame while one core is busy, as it is while the AI's
// worker thinks: with nothing moving, a worker spins for 4 s and the
// frames meanwhile are timed (the page's init keeps the Worker class as
// `window.flickwoodWorker` and each animation frame's [time, ...] in
// `window.flickwoodFrames`). On a 2-core machine
// drawing in software, sharing the CPU alone slows every frame; a freeze
// is a gap far past that.
export async function busyFrames(g) {
    return g.page.evaluate(async () => {
        const spin = new window.flickwoodWorker(URL.createObjectURL(new Blob(["for (;;) {}"], { type: "text/javascript" })));
        await new Promise((ok) => setTimeout(ok, 500));
        const from = window.flickwoodFrames.length;
        await new Promise((ok) => setTimeout(ok, 4000));
        spin.terminate();
        const f = window.flickwoodFrames.slice(from);
        const gaps = f.slice(1).map(([t], i) => t - f[i][0]).sort((a, b) => a - b);
        return { frames: gaps.length, median: gaps[Math.floor(gaps.length / 2)], p95: gaps[Math.floor(gaps.length * 0.95)] };
    });
}
