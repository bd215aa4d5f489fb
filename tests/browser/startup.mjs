// No black frame from the first picture to the title (issue 45), in headless
// Chromium at 844x390: the DevTools screencast records every frame the page
// shows from the blank page, through the game's loading picture, to a second
// after its title; each frame is decoded here and one that is nearly all
// black fails the test. Twice: a fresh profile (everything from the
// network), then a reload served by the service worker's copy (cached).
//
// Before the fix, 8-9 black frames (128-566 ms) fell after the loading
// picture in every run: macroquad clears each frame to black and the game
// drew nothing while it waited a frame or more for each of its eight sounds.
// FLICKWOOD_STARTUP_FRAMES=DIR keeps every frame there as a PNG.
import { mkdirSync, writeFileSync } from "node:fs";
import { withGame, fail } from "./page.mjs";
import { decodePng } from "./png.mjs";

const prefs = { controls: "AimAndPull", tutorial_seen: true };
const SAVE = JSON.stringify({ version: 2, prefs });
// A frame is black when this share of its pixels is darker than DARK in
// every channel (the table's green is 0x26 0x3a 0x2c, the darkest the
// game shows over a whole frame).
const BLACK_SHARE = 0.9;
const DARK = 20;
const log = (msg) => console.log(`startup test: ${msg}`);

// The share of a frame's pixels darker than DARK in every channel.
function darkShare(png) {
    const { width, height, rgba } = decodePng(png);
    let dark = 0;
    for (let p = 0; p < width * height * 4; p += 4) {
        if (rgba[p] < DARK && rgba[p + 1] < DARK && rgba[p + 2] < DARK) dark++;
    }
    return dark / (width * height);
}

// Records every frame the page shows until stop() is called.
async function screencast(g) {
    const frames = [];
    const onFrame = (f) => {
        frames.push({ at: f.metadata.timestamp, png: Buffer.from(f.data, "base64") });
        g.cdp.send("Page.screencastFrameAck", { sessionId: f.sessionId }).catch(() => {});
    };
    g.cdp.on("Page.screencastFrame", onFrame);
    await g.cdp.send("Page.startScreencast", { format: "png", everyNthFrame: 1 });
    return {
        frames,
        async stop() {
            await g.cdp.send("Page.stopScreencast");
            g.cdp.off("Page.screencastFrame", onFrame);
        },
    };
}

// Waits for the title and a second of it, stops the screencast and judges
// its frames.
async function judge(g, cast, what) {
    await g.waitFor(`${what}: the game never reached its title`, () => window.flickwoodState && window.flickwoodState.screen === "title");
    await g.page.waitForTimeout(1000);
    await cast.stop();
    const { frames } = cast;
    if (frames.length < 3) fail(`${what}: the screencast caught ${frames.length} frames; it cannot tell`);
    const keep = process.env.FLICKWOOD_STARTUP_FRAMES;
    if (keep) mkdirSync(keep, { recursive: true });
    const black = [];
    frames.forEach((f, i) => {
        if (keep) writeFileSync(`${keep}/${what}-${String(i).padStart(2, "0")}.png`, f.png);
        const share = darkShare(f.png);
        if (share >= BLACK_SHARE) black.push({ i, ms: Math.round((f.at - frames[0].at) * 1000), share });
    });
    const span = Math.round((frames[frames.length - 1].at - frames[0].at) * 1000);
    log(`${what}: ${frames.length} frames over ${span} ms, ${black.length} black`);
    if (black.length) {
        const list = black.map((b) => `#${b.i} at ${b.ms} ms (${Math.round(b.share * 100)} % dark)`).join(", ");
        fail(`${what}: ${black.length} black frames before the title: ${list}`);
    }
}

let fresh;
await withGame(844, 390, SAVE, null, async (g) => {
    await judge(g, fresh, "fresh");
    // The service worker holds the game's files once it is ready; the
    // reload is then served from its cache.
    await g.page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    const cached = await screencast(g);
    await g.page.reload({ waitUntil: "load" });
    const controlled = await g.page.evaluate(() => navigator.serviceWorker.controller !== null);
    if (!controlled) fail("cached: the reload was not served by the service worker");
    await judge(g, cached, "cached");
}, async (g) => {
    fresh = await screencast(g);
}).then(
    () => log("PASS"),
    (e) => {
        console.error(`startup test: FAIL: ${e.message}`);
        process.exit(1);
    },
);
