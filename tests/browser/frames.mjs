// The page never freezes while the AI thinks (issue 32): a person against
// the Grandmaster at 844x390 in headless Chromium, by touch, for several
// AI turns, timing every animation frame, and the Menu tapped during one
// of them must open within two frames. While the AI thinks,
//   - no main-thread task may last 100 ms (the Long Tasks API): the page
//     itself never blocks;
//   - the second longest gap between frames (one hiccup of the shared
//     machine forgiven) must stay within 100 ms of the ordinary frame time
//     of the same run: a ratio to this machine, not an absolute time. The AI's worker takes a core, and drawing in software
//     slows with it, so the ordinary frame is also timed with a core kept
//     busy (`busyFrames`): the gap one frame in twenty takes then (software
//     GL on two cores draws unevenly while a core is taken; old and new
//     builds alike missed a limit set by that period's median two runs in
//     three on 2026-12-03) or the ordinary frame, the larger;
//   - the Menu, from the finger's lift to the report of the pause menu,
//     within four frames and 100 ms.
// (Until the web cached its board picture, a frame in software GL took
// 80-150 ms and gaps on 2 cores were judged only on request; now 17 ms.)
//   FLICKWOOD_FRAMES_AI_TURNS=N   AI turns to time (default 6)
//   FLICKWOOD_NO_WORKER=1         hides Web Workers from the page: the AI
//                                 then thinks on the page, as before, and
//                                 this test must fail (the check checked)
// Exits non-zero on any failure.
import { withGame, fail, Failure, busyFrames } from "./page.mjs";

const SAVE = JSON.stringify({ version: 2, prefs: { controls: "AimAndPull", tutorial_seen: true } });
const AI_TURNS = Number(process.env.FLICKWOOD_FRAMES_AI_TURNS || 6);
const NO_WORKER = process.env.FLICKWOOD_NO_WORKER === "1";
const ALLOWANCE_MS = 100;
const log = (msg) => console.log(`frames test: ${msg}`);

// In the page before the game: every animation frame's time, and whether
// the game said the AI was thinking.
const RECORDER = `
    window.flickwoodWorker = window.Worker;
    ${NO_WORKER ? "window.Worker = undefined;" : ""}
    window.flickwoodFrames = [];
    window.flickwoodLongTasks = [];
    window.flickwoodChanges = [];
    window.addEventListener("flickwood-state", (e) => {
        const s = e.detail;
        window.flickwoodChanges.push([performance.now(), s.screen + " shots=" + s.shots + " thinking=" + s.thinking + " flick=" + !!s.flick]);
        if (s.overlay === "pause" && window.flickwoodMenuLift && !window.flickwoodMenuShown) window.flickwoodMenuShown = performance.now();
    });
    new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.flickwoodLongTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask" });
    (function frame(t) {
        const s = window.flickwoodState;
        window.flickwoodFrames.push([t, !!(s && s.thinking)]);
        requestAnimationFrame(frame);
    })(0);
`;

async function play(g) {
    await g.waitFor("the game never reached its title", () => window.flickwoodState && window.flickwoodState.screen === "title");
    await g.tap((await g.state()).tap); // Crokinole
    await g.waitFor("no set-up screen", () => window.flickwoodState.screen === "setup");
    let s = await g.state();
    for (let i = 0; i < 8 && s.seats[1].who !== "ai:grandmaster"; i++) {
        await g.tap(s.seats[1]);
        s = await g.state();
    }
    if (s.seats[1].who !== "ai:grandmaster") fail(`the second seat never became the Grandmaster: ${JSON.stringify(s)}`);
    await g.tap(s.tap); // Play
    await g.page.evaluate(() => { window.flickwoodFrames = []; });

    const started = Date.now();
    let aiTurns = 0;
    let personShots = 0;
    let wasThinking = false;
    let busy = null;
    let menuMs = null;
    while (aiTurns < AI_TURNS) {
        if (Date.now() - started > 20 * 60 * 1000) fail(`only ${aiTurns} AI turns in 20 minutes: ${JSON.stringify(await g.state())}`);
        s = await g.state();
        if (wasThinking && !s.thinking) aiTurns += 1;
        wasThinking = s.thinking;
        if (s.thinking && aiTurns === 1 && menuMs === null) {
            // The Menu while the AI thinks: the match pauses at once, and
            // goes on (the AI's turn with it) from the menu's first button.
            // Timed in the page, from the lift (a button acts on it) to the
            // first report with the pause menu up.
            await g.touch("touchStart", s.menu_button.x, s.menu_button.y);
            await g.page.waitForTimeout(60);
            await g.page.evaluate(() => { window.flickwoodMenuLift = performance.now(); });
            await g.touch("touchEnd");
            await g.waitFor("the Menu did not open while the AI thought", () => window.flickwoodMenuShown);
            menuMs = Math.round(await g.page.evaluate(() => window.flickwoodMenuShown - window.flickwoodMenuLift));
            await g.tap((await g.state()).tap);
            wasThinking = true;
            continue;
        }
        if (s.thinking || !s.flick) {
            // The AI's turn, a shot rolling, or a screen to tap through.
            if (!s.thinking && s.tap && !s.pull) await g.tap(s.tap);
            else await g.page.waitForTimeout(100);
            continue;
        }
        // The person's turn: the game's own draw-strength pull, held, let go.
        const before = s.shots;
        if (!busy) busy = await busyFrames(g);
        const { x0, y0, x1, y1 } = s.flick;
        await g.drag({ x: x0, y: y0 }, { x: x1, y: y1 }, 300);
        await g.waitFor("no completed shot after the pull", (n) => window.flickwoodState.shots > n, before);
        personShots += 1;
    }
    const frames = await g.page.evaluate(() => window.flickwoodFrames);
    const longTasks = await g.page.evaluate(() => window.flickwoodLongTasks);
    if (process.env.FLICKWOOD_FRAMES_DUMP) {
        const changes = await g.page.evaluate(() => window.flickwoodChanges);
        for (const [t, d] of longTasks) {
            const before = changes.filter(([c]) => c <= t + d).slice(-2).map(([c, w]) => `${c.toFixed(0)}: ${w}`);
            log(`long task at ${t.toFixed(0)} for ${d.toFixed(0)} ms, after ${before.join(" | ")}`);
        }
    }
    const cores = await g.page.evaluate(() => navigator.hardwareConcurrency || 1);
    return { frames, cores, busy, menuMs, longTasks, aiTurns, personShots, seconds: (Date.now() - started) / 1000 };
}

function judge({ frames, cores, busy, menuMs, longTasks, aiTurns, personShots, seconds }) {
    const ordinary = [];
    const thinking = [];
    // The AI's turns: from the frame before the first that says "thinking"
    // to the first frame after.
    const turns = [];
    let inTurn = false;
    for (let i = 1; i < frames.length; i++) {
        const gap = frames[i][0] - frames[i - 1][0];
        // A frame that blocks is the gap from the last frame that said
        // "thinking" to the next one.
        const during = frames[i][1] || frames[i - 1][1];
        (during ? thinking : ordinary).push(gap);
        if (during && !inTurn) turns.push([frames[i - 1][0], frames[i][0]]);
        if (during) turns[turns.length - 1][1] = frames[i][0];
        inTurn = during;
    }
    // Main-thread tasks over 50 ms (the Long Tasks API) during those turns:
    // the page itself blocked, whatever the frame rate.
    const blocked = longTasks.filter(([t, d]) => turns.some(([a, b]) => t < b && t + d > a));
    const longestTask = Math.max(0, ...blocked.map(([, d]) => d));
    log(`main-thread tasks over 50 ms during the AI's turns: ${blocked.length} (longest ${longestTask.toFixed(0)} ms); over the whole run: ${longTasks.map(([, d]) => d.toFixed(0)).join(", ") || "none"} ms`);
    if (thinking.length < 10) fail(`only ${thinking.length} frames while the AI thought`);
    ordinary.sort((a, b) => a - b);
    const median = ordinary[Math.floor(ordinary.length / 2)];
    // The second longest gap is judged: one hiccup of the shared 2-core
    // machine (a single 217-233 ms gap with no long task, two runs in five
    // on 2026-12-06, builds old and new alike) is forgiven, while the AI
    // thinking on the page stalls every turn (FLICKWOOD_NO_WORKER=1 fails).
    const longest = [...thinking].sort((a, b) => b - a)[1] ?? 0;
    // Software GL on two cores draws unevenly while a core is taken: the
    // gap one frame in twenty takes with a plain busy core (not the median)
    // is what sharing the CPU alone costs; a freeze is 100 ms past that.
    const limit = ALLOWANCE_MS + Math.max(median, busy.p95);
    log(`${aiTurns} Grandmaster turns and ${personShots} shots by touch in ${seconds.toFixed(0)} s on ${cores} cores${NO_WORKER ? " (no Web Worker)" : ""}`);
    if (process.env.FLICKWOOD_FRAMES_DUMP) {
        const lines = [];
        for (let i = 1; i < frames.length; i++) {
            if (frames[i][1] || frames[i - 1][1]) lines.push(`${frames[i][0].toFixed(0)} +${(frames[i][0] - frames[i - 1][0]).toFixed(0)} ${frames[i][1] ? "T" : "-"}`);
        }
        log(`thinking frames (time, gap, thinking):\n${lines.join("\n")}`);
    }
    const worst = [...thinking].sort((a, b) => b - a).slice(0, 5).map((x) => x.toFixed(0));
    log(`longest gaps while thinking: ${worst.join(", ")} ms`);
    log(`ordinary frame ${median.toFixed(1)} ms (median of ${ordinary.length}), ${busy.median.toFixed(1)} ms with one core busy (median of ${busy.frames}; one in twenty ${busy.p95.toFixed(1)} ms); while the AI thought: ${thinking.length} frames, second longest gap ${longest.toFixed(1)} ms; limit ${limit.toFixed(1)} ms`);
    log(`the Menu, tapped while the AI thought, opened in ${menuMs} ms`);
    if (menuMs === null) fail("the Menu was never tried while the AI thought");
    // The lift reaches the page on its next frame; the game answers it on
    // the frame after and reports then.
    // Frames counted as the gap limit counts them (one in twenty with a
    // core busy): a median frame four times undercounts the uneven ones.
    const menuFrame = Math.max(median, busy.median);
    const menuLimit = ALLOWANCE_MS + Math.max(4 * menuFrame, 2 * Math.max(median, busy.p95));
    if (menuMs > menuLimit) fail(`the Menu took ${menuMs} ms to open while the AI thought (over ${menuLimit.toFixed(0)} ms: ${ALLOWANCE_MS} ms and four ordinary frames or two uneven ones)`);
    if (longestTask >= ALLOWANCE_MS) fail(`the page was blocked ${longestTask.toFixed(0)} ms while the AI thought`);
    if (longest > limit) fail(`a second frame gap of ${longest.toFixed(1)} ms while the AI thought, over ${limit.toFixed(1)} ms (${ALLOWANCE_MS} ms plus the frame gap one in twenty takes with one core busy)`);
    log("PASS at 844x390: the page kept drawing while the Grandmaster thought");
}

withGame(844, 390, SAVE, RECORDER, play).then(
    (run) => {
        judge(run);
        process.exit(0);
    },
    (err) => {
        console.error(err instanceof Failure ? `frames test: FAIL: ${err.message}` : err);
        process.exit(1);
    },
).catch((err) => {
    console.error(err instanceof Failure ? `frames test: FAIL: ${err.message}` : err);
    process.exit(1);
});
