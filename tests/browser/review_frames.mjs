// The review never blocks the page (issue 43): a finished crokinole match
// of two people (the corpus record) in the save's records, reviewed from
// Records at 844x390 in headless Chromium by touch. While the Grandmaster
// reviews it in the Web Worker a shot at a time,
//   - the progress moves (reviewed shots counted by the screen's report);
//   - no main-thread task lasts 100 ms (the Long Tasks API);
//   - the second longest gap between frames stays within 100 ms of the
//     ordinary frame of the same run with one core kept busy (as frames.mjs
//     judges the AI's turns: a ratio to this machine, not an absolute time;
//     one hiccup of the shared machine is forgiven).
// The screen's opening (its first 500 ms: the record replayed once to list
// the shots, the board's first picture, the worker's start) is logged, not
// judged, like any screen's opening; the rest of the review's run is.
//   FLICKWOOD_REVIEW_SECONDS=N   how long to time the review (default 25)
//   FLICKWOOD_REVIEW_GAME=pitchnut  a pitchnut match of a person against
//                                the Casual AI instead (its chances to win)
//   FLICKWOOD_NO_WORKER=1        hides Web Workers: the review then runs on
//                                the page, and this test must fail
// Exits non-zero on any failure.
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { withGame, fail, Failure, busyFrames, root } from "./page.mjs";

const SAVE = JSON.stringify({ version: 2, prefs: { controls: "AimAndPull", tutorial_seen: true } });
const SECONDS = Number(process.env.FLICKWOOD_REVIEW_SECONDS || 25);
const NO_WORKER = process.env.FLICKWOOD_NO_WORKER === "1";
const ALLOWANCE_MS = 100;
const OPENING_MS = 500;
const log = (msg) => console.log(`review frames test: ${msg}`);

const GAME = process.env.FLICKWOOD_REVIEW_GAME === "pitchnut" ? "pitchnut" : "crokinole";
const RECORD = GAME === "pitchnut" ? "pitchnut-two-players.json" : "crokinole-two-players-best-of-seven.json";
const record = JSON.parse(await readFile(join(root, "tests/records", RECORD), "utf8"));
delete record.review;
const RECORDS = JSON.stringify({ version: 1, records: [record] });

const RECORDER = `
    if (localStorage.getItem("records.json") === null) localStorage.setItem("records.json", ${JSON.stringify(RECORDS)});
    window.flickwoodWorker = window.Worker;
    ${NO_WORKER ? "window.Worker = undefined;" : ""}
    window.flickwoodFrames = [];
    window.flickwoodLongTasks = [];
    new PerformanceObserver((list) => {
        for (const e of list.getEntries()) window.flickwoodLongTasks.push([e.startTime, e.duration]);
    }).observe({ type: "longtask" });
    (function frame(t) {
        const s = window.flickwoodState;
        window.flickwoodFrames.push([t, !!(s && s.screen === "review" && s.thinking), s ? s.shots : 0]);
        requestAnimationFrame(frame);
    })(0);
`;

async function play(g) {
    await g.waitFor("the game never reached its title", () => window.flickwoodState && window.flickwoodState.screen === "title");
    const title = await g.state();
    if (!title.records) fail(`the title reports no Records button: ${JSON.stringify(title)}`);
    await g.tap(title.records);
    await g.waitFor("no records screen, or no row with Review", () => window.flickwoodState.screen === "records" && window.flickwoodState.tap);
    // The ordinary frame with one core busy, on the still records list.
    const busy = await busyFrames(g);
    await g.page.evaluate(() => { window.flickwoodFrames = []; window.flickwoodLongTasks = []; });
    await g.tap((await g.state()).tap);
    await g.waitFor("the review did not start", () => window.flickwoodState.screen === "review");
    const started = Date.now();
    let s = await g.state();
    while (Date.now() - started < SECONDS * 1000 && s.thinking) {
        await g.page.waitForTimeout(500);
        s = await g.state();
    }
    const frames = await g.page.evaluate(() => window.flickwoodFrames);
    const longTasks = await g.page.evaluate(() => window.flickwoodLongTasks);
    return { frames, longTasks, busy, seconds: (Date.now() - started) / 1000, done: !s.thinking, shots: s.shots };
}

function judge({ frames, longTasks, busy, seconds, done, shots }) {
    const during = frames.filter((f) => f[1]);
    if (during.length < 10) fail(`only ${during.length} frames while the review ran`);
    const firstShots = during[0][2];
    const lastShots = during[during.length - 1][2];
    log(`${seconds.toFixed(0)} s timed: ${shots} shots reviewed${done ? " (the whole review)" : ""}, ${lastShots - firstShots} while timed`);
    if (lastShots <= firstShots && !done) fail("the review's progress did not move");
    const gaps = [];
    // The screen's opening, its first half second: the tap's frame (the
    // record replayed once to list the shots), the first drawing of the
    // board's picture and the worker's start, as any screen with a board
    // opens. Logged, not judged; the review's run is judged from there on.
    const first = frames.findIndex((f) => f[1]);
    const start = frames[Math.max(first, 1) - 1][0];
    const settled = frames.findIndex((f, i) => i > first && f[0] - start >= OPENING_MS);
    const opening = frames.slice(Math.max(first, 1), settled + 1).map((f, k) => (f[0] - frames[Math.max(first, 1) + k - 1][0]).toFixed(0));
    log(`the review screen opened in frames of ${opening.join(", ")} ms`);
    const from = frames[settled][0];
    let to = from;
    for (let i = settled + 1; i < frames.length; i++) {
        if (frames[i - 1][1]) {
            gaps.push(frames[i][0] - frames[i - 1][0]);
            to = frames[i][0];
        }
    }
    const blocked = longTasks.filter(([t, d]) => t >= from && t < to);
    if (process.env.FLICKWOOD_FRAMES_DUMP) {
        for (const [t, d] of longTasks) log(`long task at +${(t - from).toFixed(0)} ms for ${d.toFixed(0)} ms`);
        for (let i = 1; i < frames.length; i++) {
            const gap = frames[i][0] - frames[i - 1][0];
            if (gap > 100) log(`gap of ${gap.toFixed(0)} ms at +${(frames[i - 1][0] - from).toFixed(0)} ms, shots ${frames[i - 1][2]} -> ${frames[i][2]}, reviewing ${frames[i - 1][1]} -> ${frames[i][1]}`);
        }
    }
    const longestTask = Math.max(0, ...blocked.map(([, d]) => d));
    // The second longest gap is judged: one hiccup of the shared 2-core
    // machine (a 233 ms gap with no long task, once in four quiet runs) is
    // forgiven, while a review on the page stalls every shot it reviews
    // (FLICKWOOD_NO_WORKER=1 must still fail).
    const longest = [...gaps].sort((a, b) => b - a)[1] ?? 0;
    const limit = ALLOWANCE_MS + busy.p95;
    const worst = [...gaps].sort((a, b) => b - a).slice(0, 5).map((x) => x.toFixed(0));
    log(`main-thread tasks over 50 ms while reviewing: ${blocked.length} (longest ${longestTask.toFixed(0)} ms)${NO_WORKER ? " (no Web Worker)" : ""}`);
    log(`${gaps.length} frames while reviewing, longest gaps ${worst.join(", ")} ms; one core busy: median ${busy.median.toFixed(1)} ms, one in twenty ${busy.p95.toFixed(1)} ms; limit ${limit.toFixed(1)} ms`);
    if (longestTask >= ALLOWANCE_MS) fail(`the page was blocked ${longestTask.toFixed(0)} ms while the review ran`);
    if (longest > limit) fail(`a second frame gap of ${longest.toFixed(1)} ms while the review ran, over ${limit.toFixed(1)} ms`);
    log(`PASS at 844x390: the page kept drawing while the Grandmaster reviewed the ${GAME} match`);
}

withGame(844, 390, SAVE, RECORDER, play).then(
    (run) => {
        judge(run);
        process.exit(0);
    },
    (err) => {
        console.error(err instanceof Failure ? `review frames test: FAIL: ${err.message}` : err);
        process.exit(1);
    },
).catch((err) => {
    console.error(err instanceof Failure ? `review frames test: FAIL: ${err.message}` : err);
    process.exit(1);
});
