// A whole pitchnut game by aim and pull in a real browser at phone sizes
// (issue 30), by touch through the DevTools protocol, on the web build:
//   1. "Aim & pull" chosen in the save; Pitchnut, the top seat set to the
//      AI's strongest level on the set-up screen (its seat button tapped
//      until the report says "ai:grandmaster"), Play;
//   2. every one of the person's shots: an aim drag off the shooter, then a
//      pull from it held still and let go; returned pieces left as they lie
//      (Done); the AI plays its own turns;
//   3. the game must end: the report's overlay says "game" (its summary,
//      the match going on) or "result" (the match over), within
//      MAX_PERSON_SHOTS of the person's shots. A game the AI won before the
//      person shot (it broke and ran the table) is tapped past: the person
//      breaks the next one.
// FLICKWOOD_AIM_SHOTS=DIR keeps pictures and the save. Exits non-zero on any
// failure.
import { writeFileSync } from "node:fs";
import { withGame, fail, Failure, waitMs } from "./page.mjs";

const pictures = process.env.FLICKWOOD_AIM_SHOTS;
// The person's shots before the test gives up: a game against the top
// level took far fewer (printed at the end).
const MAX_PERSON_SHOTS = 40;
// The longest the game may go without a new state (an AI's decision on
// one thread of software-GL Chromium, a long shot).
const STALL_MS = 120000;
// The longest one size may take (CI's time is counted): a game took 1 to 2
// minutes here (printed at the end).
const SIZE_MS = Number(process.env.FLICKWOOD_PITCHNUT_MS || 480000);
const SAVE = JSON.stringify({ version: 2, prefs: { controls: "AimAndPull", tutorial_seen: true } });

async function main() {
    const start = Date.now();
    for (const [w, h] of [[844, 390], [390, 844]]) {
        await phone(w, h);
    }
    const secs = ((Date.now() - start) / 1000).toFixed(0);
    console.log(`pitchnut aim test: PASS at 844x390 and 390x844: a whole pitchnut game by aim and pull against the AI (${secs} s)`);
    return 0;
}

async function phone(w, h) {
    const started = Date.now();
    const log = (msg) => console.log(`pitchnut aim test ${w}x${h}: ${msg}`);
    // The server, Chromium at this size with touch, the save and the page's
    // errors: page.mjs.
    return withGame(w, h, SAVE, null, async (g) => {
        const page = g.page;
        const touch = (type, x, y) => g.touch(type, x, y);
        const state = () => page.evaluate(() => window.flickwoodState);
        const reports = () => page.evaluate(() => window.flickwoodReports);
        const waitFor = async (what, fn, arg, ms = waitMs) => {
            try {
                await page.waitForFunction(fn, arg, { timeout: ms, polling: 100 });
            } catch {
                await failWithSave(`${what} (waited ${ms} ms); state: ${JSON.stringify(await state())}`);
            }
        };
        // The match so far, for replaying it natively (`flickwood-cli
        // record` on its "resume" part): kept with the pictures, and its
        // moves printed on a failure (CI's log keeps no files).
        const keepSave = async (failed) => {
            const saved = await page.evaluate(() => localStorage.getItem("flickwood.json"));
            if (!saved) return;
            if (pictures) writeFileSync(`${pictures}/pitchnut-${w}x${h}-save.json`, saved);
            if (failed) {
                try {
                    log(`the match's moves: ${JSON.stringify(JSON.parse(saved).resume.moves)}`);
                } catch {
                    log(`the save is not a match in progress: ${saved.slice(0, 200)}`);
                }
            }
        };
        const failWithSave = async (message) => {
            await picture("failed");
            await keepSave(true);
            fail(message);
        };
        const picture = async (name) => {
            if (pictures) await page.screenshot({ path: `${pictures}/pitchnut-${w}x${h}-${name}.png` });
        };
        const tap = async (p) => {
            const n = await reports();
            await touch("touchStart", p.x, p.y);
            await page.waitForTimeout(80);
            await touch("touchEnd");
            await waitFor("the game did not report after a tap", (k) => window.flickwoodReports > k, n);
            await page.waitForTimeout(150);
        };
        // A drag from a to b over ~0.3 s, held still `hold` ms, let go.
        const drag = async (a, b, hold, name) => {
            await touch("touchStart", a.x, a.y);
            await page.waitForTimeout(100);
            // Few samples: each touch event waits for a frame of software GL.
            const steps = 8;
            for (let i = 1; i <= steps; i++) {
                const t = i / steps;
                await touch("touchMove", a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t);
                await page.waitForTimeout(20);
            }
            await page.waitForTimeout(hold);
            if (name) await picture(name);
            await touch("touchEnd");
        };

        await waitFor("the game never reached its title", () => window.flickwoodState && window.flickwoodState.screen === "title");
        let s = await state();
        if (!s.pitchnut) fail(`no Pitchnut button on the title: ${JSON.stringify(s)}`);
        await tap(s.pitchnut);
        await waitFor("no set-up screen after Pitchnut", () => window.flickwoodState && window.flickwoodState.screen === "setup");
        // The second seat (the top) cycles guest, the AI from Beginner up.
        for (let i = 0; i < 10; i++) {
            s = await state();
            if (s.seats.length !== 2) fail(`a two-player pitchnut set-up should show 2 seats: ${JSON.stringify(s)}`);
            if (s.seats[1].who === "ai:grandmaster") break;
            await tap(s.seats[1]);
        }
        s = await state();
        if (s.seats[0].who !== "guest" || s.seats[1].who !== "ai:grandmaster") fail(`the seats are not a person and the top AI: ${JSON.stringify(s.seats)}`);
        await picture("setup");
        await tap(s.tap);
        await waitFor("no pitchnut match after Play", () => window.flickwoodState && window.flickwoodState.game === "pitchnut");

        let person = 0;
        let taps = 0;
        for (;;) {
            s = await state();
            if (Date.now() - started > SIZE_MS) fail(`no end of the game within ${SIZE_MS / 1000} s (${person} of the person's shots); state: ${JSON.stringify(s)}`);
            // A game the AI won before the person's first shot (it broke and
            // ran the table) does not count: the loser breaks the next one.
            if ((s.overlay === "game" || s.overlay === "result") && person > 0) break;
            if (s.pull) {
                if (person >= MAX_PERSON_SHOTS) await failWithSave(`no end of the game after ${person} of the person's shots and ${s.shots} in all; state: ${JSON.stringify(s)}`);
                // Aims a little either way of straight at the centre; the
                // pull's length from 55 % to the whole of it. With three hard
                // pulls only, the person scratched shot after shot while the
                // AI rolled for safety (CI, 2026-12-03; the AI's side is
                // fixed in ai/pitchnut_candidates.rs).
                const across = [0, 25, -25, 45, -45][person % 5];
                const share = [0.55, 0.7, 0.85, 1.0][person % 4];
                const { x0, y0, x1, y1 } = s.pull;
                const before = s.shots;
                // On the board in front of the shooter (the board faces the person).
                const a = { x: x0, y: y0 - 90 };
                const name = person === 0 ? "first" : null;
                if (across) await drag(a, { x: a.x + across, y: a.y }, 400, name && `${name}-aimed`);
                await page.waitForTimeout(150);
                const end = { x: x0 + (x1 - x0) * share, y: y0 + (y1 - y0) * share };
                await drag({ x: x0, y: y0 }, end, 400, name && `${name}-pull`);
                await waitFor(`no completed shot after the person's pull ${person + 1}`, (n) => window.flickwoodState && window.flickwoodState.shots > n, before);
                person++;
                continue;
            }
            if (s.tap) {
                // Done after returned pieces, or a game's summary that does not count.
                if (++taps > 60) fail(`more than 60 taps asked for; state: ${JSON.stringify(s)}`);
                await tap(s.tap);
                continue;
            }
            // The AI's turn or a shot in flight: wait for the next state.
            const n = await reports();
            await waitFor("the game stalled (no new state)", (k) => window.flickwoodReports > k, n, STALL_MS);
        }
        await page.waitForTimeout(300);
        await picture("game-over");
        await keepSave(false);
        const secs = ((Date.now() - started) / 1000).toFixed(0);
        log(`the game is over (${s.overlay}) after ${s.shots} shots, ${person} of them the person's by aim and pull, ${taps} taps (${secs} s)`);
        if (person < 1) fail("the person never shot");
    });
}

main().then(
    (code) => process.exit(code),
    (err) => {
        console.error(err instanceof Failure ? `pitchnut aim test: FAIL: ${err.message}` : err);
        process.exit(1);
    },
);
