// Starting a match and taking up a long one never block the page (issue
// 32), in headless Chromium at 844x390 by touch:
//   - a quick player: the title, Pitchnut, the set-up, Play, a second on
//     each; the boards' woods must be baked between frames by then and the
//     discs painted without reading a texture back from the GPU;
//   - a saved 200-move crokinole match taken up with Resume: it is replayed
//     a slice a frame under a progress line ("resuming"), then played on.
// From the title on, no main-thread task may last 300 ms (the Long Tasks
// API). Before this, the quick player's Play blocked the page 1,508 ms and
// Resume 227 ms (and showed no "resuming" screen, which this test also
// needs); now the longest are 66-185 ms here, so the limit sits well clear
// of both, looser than frames.mjs's 100 ms: one replayed shot of a
// cluster takes ~70 ms and cannot be cut, and the start of a match still
// has a frame of up to 185 ms whose cause is not yet found. Prints the longest task of each
// part (FLICKWOOD_FRAMES_DUMP=1 also prints the screens' times).
import { readFileSync } from "node:fs";
import { withGame, fail, root } from "./page.mjs";

const LIMIT_MS = 300;
const prefs = { controls: "AimAndPull", tutorial_seen: true };
const record = JSON.parse(readFileSync(`${root}/tests/browser/fixtures/long-resume.json`, "utf8"));
const log = (msg) => console.log(`starts test: ${msg}`);

// In the page before the game: every long task, and every screen reported.
const RECORDER = `
    window.flickwoodLongTasks = [];
    window.flickwoodScreens = [];
    new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.flickwoodLongTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask" });
    window.addEventListener("flickwood-state", (e) => {
        const s = e.detail;
        const last = window.flickwoodScreens[window.flickwoodScreens.length - 1];
        if (!last || last[1] !== s.screen || last[2] !== s.shots) window.flickwoodScreens.push([performance.now(), s.screen, s.shots]);
    });
`;

async function title(g) {
    await g.waitFor("the game never reached its title", () => window.flickwoodState && window.flickwoodState.screen === "title");
    await g.page.evaluate(() => { window.flickwoodLongTasks = []; });
    return g.state();
}

// The longest task since the title, or a failure naming every long one.
async function longest(g, what) {
    const tasks = await g.page.evaluate(() => window.flickwoodLongTasks);
    if (process.env.FLICKWOOD_FRAMES_DUMP) console.log(JSON.stringify(await g.page.evaluate(() => [window.flickwoodTapAt, window.flickwoodScreens])));
    const worst = tasks.reduce((m, t) => Math.max(m, t[1]), 0);
    log(`${what}: longest main-thread task ${Math.round(worst)} ms (${tasks.length} over 50 ms)`);
    if (worst >= LIMIT_MS) fail(`${what}: the page was blocked ${Math.round(worst)} ms: ${JSON.stringify(tasks.map((t) => t.map(Math.round)))}`);
}

await withGame(844, 390, JSON.stringify({ version: 2, prefs }), RECORDER, async (g) => {
    let s = await title(g);
    await g.page.waitForTimeout(1000);
    await g.tap(s.pitchnut);
    await g.waitFor("no set-up screen", () => window.flickwoodState.screen === "setup");
    await g.page.waitForTimeout(1000);
    await g.tap((await g.state()).tap); // Play
    await g.waitFor("the match never started", () => window.flickwoodState.screen === "play");
    await g.page.waitForTimeout(2000);
    await longest(g, "title to a pitchnut match");
});

await withGame(844, 390, JSON.stringify({ version: 2, prefs, resume: record }), RECORDER, async (g) => {
    let s = await title(g);
    if (!s.resume) fail(`the title shows no Resume with a match saved: ${JSON.stringify(s)}`);
    await g.page.waitForTimeout(1000);
    await g.page.evaluate(() => { window.flickwoodTapAt = performance.now(); });
    await g.tap(s.resume);
    await g.waitFor("the saved match never came back", () => window.flickwoodState.screen === "play");
    await g.page.waitForTimeout(2000);
    const screens = await g.page.evaluate(() => window.flickwoodScreens);
    const resuming = screens.filter((x) => x[1] === "resuming");
    log(`resuming showed ${resuming.length} different progress reports, up to move ${Math.max(...resuming.map((x) => x[2]))} of ${record.moves.length}`);
    if (resuming.length < 2) fail(`the match was not taken up a slice a frame: ${JSON.stringify(screens)}`);
    await longest(g, "Resume of a 200-move match");
});
log("pass");
