// The toss on screen in a real browser (issue 31), by touch: a match of two
// people in pass and play, so whoever wins the toss is a person.
//   1. crokinole at 390x844: the toss panel shows "first" and "second"
//      (report's `toss`); the winner taps "second", the panel goes and the
//      device is handed to the other player, who shoots first;
//   2. pitchnut at 844x390: the coin toss panel offers each seat the break,
//      the winner's own first; the winner taps the other player's, and the
//      device goes over to that player to break.
// FLICKWOOD_TOSS_SHOTS=DIR keeps pictures of the panels. Exits non-zero on
// any failure.
import { withGame, fail, Failure } from "./page.mjs";

const pictures = process.env.FLICKWOOD_TOSS_SHOTS;
const SAVE = JSON.stringify({ version: 2, prefs: { controls: "AimAndPull", tutorial_seen: true } });

async function toss(w, h, game) {
    const log = (msg) => console.log(`toss test ${w}x${h} ${game}: ${msg}`);
    return withGame(w, h, SAVE, null, async (g) => {
        const picture = async (name) => {
            if (pictures) await g.page.screenshot({ path: `${pictures}/toss-${w}x${h}-${game}-${name}.png` });
        };
        await g.waitFor("the game never reached its title", () => window.flickwoodState && window.flickwoodState.screen === "title");
        let s = await g.state();
        await g.tap(game === "crokinole" ? s.tap : s.pitchnut);
        await g.waitFor("no set-up screen", () => window.flickwoodState.screen === "setup" && window.flickwoodState.tap);
        await g.tap((await g.state()).tap); // Play
        await g.waitFor("no toss panel", () => window.flickwoodState.overlay === "toss");
        s = await g.state();
        await picture("panel");
        const names = s.toss.map((c) => c.name);
        let pick;
        if (game === "crokinole") {
            if (names.join() !== "first,second") fail(`the choices are ${names}, not first and second`);
            pick = s.toss[1];
        } else {
            const seats = names.map((n) => n.replace("break-", "")).sort();
            if (seats.join() !== "0,2" || !names.every((n) => n.startsWith("break-"))) fail(`the choices are ${names}, not a break for each seat`);
            pick = s.toss[1]; // the other player (the winner's own comes first)
        }
        if (s.shots !== 0 || s.pull) fail(`a shot is offered before the choice: ${JSON.stringify(s)}`);
        log(`the panel offers ${names}; tapping ${pick.name}`);
        await g.tap(pick);
        // The winner chose the other player to start: the device is handed over.
        await g.waitFor("no hand-over after the choice", () => window.flickwoodState.overlay === "handover");
        await picture("handover");
        log(`${pick.name} chosen; the device goes to the other player`);
    });
}

async function main() {
    const t0 = Date.now();
    await toss(390, 844, "crokinole");
    await toss(844, 390, "pitchnut");
    console.log(`toss test: PASS: a person chose after the toss in crokinole (390x844) and pitchnut (844x390), ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    return 0;
}

main().then(
    (code) => process.exit(code),
    (err) => {
        console.error(err instanceof Failure ? `toss test: FAIL: ${err.message}` : err);
        process.exit(1);
    },
);
