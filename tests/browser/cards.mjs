// The score cards agree with the count (issue 45), in a real browser by touch
// at 390x844: a whole crokinole round of a person against the Casual AI.
//   1. after every shot, each card's large figure is its side's points by the
//      rules, counted here from the pucks the game reports on the board
//      (games.md: 20 flat in the hole, 15 leaning in it, 25 against a post,
//      30 on one; flat pucks by ring, a puck touching a line takes the lower
//      value) and its 20s taken off;
//   2. the round's summary then says the same points as the cards did after
//      the last shot.
// FLICKWOOD_CARDS_SHOTS=DIR keeps pictures of the board after each shot.
// Exits non-zero on any failure.
import { withGame, fail, Failure, waitMs } from "./page.mjs";

const pictures = process.env.FLICKWOOD_CARDS_SHOTS;
const SAVE = JSON.stringify({ version: 2, prefs: { controls: "AimAndPull", tutorial_seen: true } });
const ROUND_SHOTS = 24;

// The crokinole board of games.md (core/src/spec.rs), in metres.
const BOARD = { fifteen: 0.102, ten: 0.203, shootingLine: 0.305, disc: 0.015875, lineWidth: 0.002 };

// A puck's points by the rules; `near` is true when its edge is within a
// hundredth of a millimetre of a line (f32 in the game against f64 here),
// when either side of the line is accepted.
function value(p) {
    if (p.place === "hole") return { points: [20] };
    if (p.place === "holeleaner") return { points: [15] };
    if (p.place.startsWith("postleaner")) return { points: [25] };
    if (p.place.startsWith("onpost")) return { points: [30] };
    if (p.place !== "board") return { points: [0] };
    const outer = Math.hypot(p.x, p.y) + BOARD.disc;
    const half = BOARD.lineWidth / 2;
    const rings = [[BOARD.fifteen, 15], [BOARD.ten, 10], [BOARD.shootingLine, 5]];
    for (const [radius, points] of rings) {
        const edge = radius - half;
        if (Math.abs(outer - edge) < 1e-5) return { points: [points, points === 15 ? 10 : points === 10 ? 5 : 0] };
        if (outer < edge) return { points: [points] };
    }
    return { points: [0] };
}

// Each side's possible totals from the board: a set of numbers (one unless
// a puck lies on a line to within rounding).
function counted(score) {
    const totals = new Map();
    score.cards.forEach((c, i) => totals.set(c.side, [20 * score.rail[i]]));
    for (const p of score.pucks) {
        const now = totals.get(p.side);
        if (!now) fail(`a puck of side ${p.side}, which has no card: ${JSON.stringify(score)}`);
        const next = [];
        for (const t of now) for (const v of value(p).points) next.push(t + v);
        totals.set(p.side, [...new Set(next)]);
    }
    return totals;
}

function checkCards(score, shots) {
    const totals = counted(score);
    for (const c of score.cards) {
        const shown = Number(c.big);
        if (!Number.isInteger(shown) || c.big.trim() === "") fail(`after shot ${shots}, ${c.name}'s card shows "${c.big}", not a number`);
        const rules = totals.get(c.side);
        if (!rules.includes(shown)) {
            fail(`after shot ${shots}, ${c.name}'s card says ${shown}; the board counts ${rules.join(" or ")}: ${JSON.stringify(score)}`);
        }
    }
}

async function main() {
    const t0 = Date.now();
    const log = (msg) => console.log(`cards test 390x844: ${msg}`);
    await withGame(390, 844, SAVE, null, async (g) => {
        const page = g.page;
        const picture = async (name) => {
            if (pictures) await page.screenshot({ path: `${pictures}/cards-${name}.png` });
        };
        await g.waitFor("the game never reached its title", () => window.flickwoodState && window.flickwoodState.screen === "title");
        await g.tap((await g.state()).tap); // Crokinole
        await g.waitFor("no set-up screen", () => window.flickwoodState.screen === "setup");
        let s = await g.state();
        for (let i = 0; i < 8 && s.seats[1].who !== "ai:casual"; i++) {
            await g.tap(s.seats[1]);
            s = await g.state();
        }
        if (s.seats[1].who !== "ai:casual") fail(`the second seat never became the Casual AI: ${JSON.stringify(s.seats)}`);
        await g.tap(s.tap); // Play

        let checked = -1;
        let lastCards = null;
        let scored = 0;
        const started = Date.now();
        for (;;) {
            if (Date.now() - started > 15 * 60 * 1000) fail(`the round did not end in 15 minutes: ${JSON.stringify(await g.state())}`);
            // Wait for a settled moment: a shot to make, the AI thinking,
            // an overlay, somewhere to tap, or the round's count.
            await g.waitFor("the game never settled after a shot", () => {
                const s = window.flickwoodState;
                return s && s.screen === "play" && (s.pull || s.thinking || s.overlay || s.tap || (s.score && s.score.counting));
            });
            s = await g.state();
            if (!s.score) fail(`a crokinole play screen reports no score: ${JSON.stringify(s)}`);
            if (s.overlay === "round" || s.overlay === "result") {
                if (s.shots !== ROUND_SHOTS) fail(`the round ended after ${s.shots} shots, not ${ROUND_SHOTS}`);
                break;
            }
            if (s.shots !== checked && !s.overlay) {
                // While the last shot's round is counted the board is the
                // next round's: those cards are held to the count below.
                if (!s.score.counting) checkCards(s.score, s.shots);
                checked = s.shots;
                lastCards = s.score.cards;
                scored = Math.max(scored, ...s.score.cards.map((c) => Number(c.big)));
                await picture(`shot-${String(s.shots).padStart(2, "0")}`);
            }
            if (s.score.counting) {
                await page.waitForTimeout(200);
                continue;
            }
            if (s.overlay === "toss" && s.toss.length) {
                await g.tap(s.toss[0]);
                continue;
            }
            if (s.pull && s.flick) {
                // A draw along the turn's aim after a small aim drag, varied.
                const { x0, y0, x1, y1 } = s.flick;
                const across = ((s.shots % 5) - 2) * 10;
                const before = s.shots;
                if (across) {
                    const a = { x: x0, y: y0 - 90 };
                    await g.drag(a, { x: a.x + across, y: a.y }, 300);
                    await page.waitForTimeout(150);
                }
                await g.drag({ x: x0, y: y0 }, { x: x1, y: y1 }, 400);
                await g.waitFor("no completed shot after the pull", (n) => window.flickwoodState.shots > n, before);
                continue;
            }
            if (s.thinking) {
                const before = s.shots;
                await g.waitFor("the AI never shot", (n) => window.flickwoodState.shots > n, before);
                continue;
            }
            if (s.tap && !s.overlay) {
                await g.tap(s.tap);
                continue;
            }
            await page.waitForTimeout(200);
        }
        // The count runs on the board, then the summary: its points per side
        // must be what the cards said after the round's last shot.
        await g.waitFor("no round summary", () => {
            const s = window.flickwoodState;
            return s.score && s.score.summary.length > 0;
        }, undefined);
        s = await g.state();
        await picture("summary");
        if (checked !== ROUND_SHOTS) fail(`the cards were not read after the last shot (last read after shot ${checked})`);
        for (const c of lastCards) {
            const line = s.score.summary.find((l) => l.startsWith(`${c.name}: `));
            const m = line && line.match(/: (\d+) points?$/);
            if (!m) fail(`the summary has no points line for ${c.name}: ${JSON.stringify(s.score.summary)}`);
            if (Number(m[1]) !== Number(c.big)) fail(`after the last shot ${c.name}'s card said ${c.big}; the count says ${m[1]}: ${JSON.stringify(s.score.summary)}`);
        }
        log(`${ROUND_SHOTS} shots, the cards held to the board after each; the count: ${lastCards.map((c) => `${c.name} ${c.big}`).join(", ")}; the most on a card ${scored}`);
    });
    console.log(`cards test: PASS: the score cards agreed with the board after every shot of a round against the Casual AI and with its count (390x844), ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    return 0;
}

main().then(
    (code) => process.exit(code),
    (err) => {
        console.error(err instanceof Failure ? `cards test: FAIL: ${err.message}` : err);
        process.exit(1);
    },
);
