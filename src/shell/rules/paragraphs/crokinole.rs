//! Crokinole's rules in English and French (`super::Section`): the seed
//! `pichenotte-crokinole-beginner-rules.txt`, the rulings of games.md and
//! the readings of docs/scenarios-crokinole.md.

use super::{Section, reading, rule};

pub const EN: &[Section] = &[
    Section {
        head: "The game",
        body: &[
            rule(
                "board",
                "Crokinole, pichenotte in Quebec, is played on a round board with a hole in the middle, a ring of posts and a ditch all around.",
            ),
            rule(
                "object",
                "With regulation shots, knock your opponents' pucks off the board into the ditch and leave yours in the highest-scoring rings you can. Points are counted only at the end of a round.",
            ),
        ],
    },
    Section {
        head: "Players and pucks",
        body: &[
            rule(
                "players",
                "Two players sit opposite each other with 12 pucks each, one colour each. Three or four players can each play alone with 12 pucks of their own colour; a third player sits at either free quarter of the board. With more than two, play goes clockwise.",
            ),
            rule(
                "teams",
                "Four players can also play as two teams: partners sit opposite, with 6 pucks each in their team's colour, and play goes clockwise.",
            ),
        ],
    },
    Section {
        head: "Who shoots first",
        body: &[
            rule(
                "toss",
                "Who shoots first is drawn: one player hides a puck of each colour, one in each hand, and the other picks a hand (or a coin is tossed). The player whose colour comes out chooses to shoot first or second.",
            ),
            rule(
                "hammer",
                "Going second can pay if you like to have the last shot, the hammer: the last shot can often win or lose the game.",
            ),
            reading(
                "toss-more",
                "With more than two players, the one who hides the pucks and the one who picks a hand are opponents. A winner who chooses to go second lets the player just before them (counter-clockwise) shoot first.",
                "the seed tells the toss for two players only; this keeps it a draw between rivals and lets the winner shoot right after the first shot, as going second does with two.",
            ),
            rule(
                "turns",
                "Everyone takes one shot in turn, whatever happens on the board: two players alternate, more go clockwise. Who starts changes every round in the same way, whoever won the last one.",
            ),
        ],
    },
    Section {
        head: "Taking a shot",
        body: &[
            reading(
                "placing",
                "Your puck starts flat, touching the shooting line (the outer circle) in your quarter of the board. Drag it along the line to choose your spot.",
                "the seed names shooting zones in its contents but never says where a puck starts; this is how crokinole is played at clubs and tournaments.",
            ),
            rule(
                "controls",
                "Aim by dragging anywhere on the board: the dotted aim line turns a little for each finger move. Shoot by pressing the puck, pulling it away in any direction, holding still and letting go: the farther the pull, the harder the shot (the bar shows how far), along the aim line give or take the flick\u{2019}s own spread, wider for a hard shot or a shaking finger (the pale cone while you pull). The line starts a few degrees off and stops short of the target: judging it is your part; the \u{201c}Aim guide: Full (easy)\u{201d} setting shows it all. (Settings also offer the slingshot, which shoots against the pull, and the flick, a quick swipe through the puck.) The Spin button curls the next shot off a post.",
            ),
            rule(
                "regulation",
                "At a real board, a regulation shot strikes the side of the puck, not the top, with any finger alone or with the thumb; the puck is never pushed from above or the side, and the hand does not move forward on release. Here every shot is one such flick along the aim line, so no shot can be a push.",
            ),
        ],
    },
    Section {
        head: "The 20 hole",
        body: &[
            rule(
                "twenty",
                "A puck must land flat, fully in the hole, to score 20. It scores at once and goes on the rail, where every player keeps their 20s in sight: they matter for end-game strategy.",
            ),
            rule(
                "hole-leaner",
                "A puck tipped into the hole but leaning on its edge is not a 20: it counts 15 and the next player can knock it out.",
            ),
            rule(
                "opening",
                "The first shot of a round has nothing to hit: it goes for the 20. If it misses, the puck stays where it lies, and the next player must hit an opponent's puck or declare a twenty.",
            ),
        ],
    },
    Section {
        head: "No opponent on the board",
        body: &[
            rule(
                "free",
                "If none of your opponents' pucks is on the board when your turn begins, your shot is free: aim for the hole. If you miss, your puck stays where it stops.",
            ),
            reading(
                "declare-free",
                "Declaring a twenty when no opponent is on the board changes nothing: the shot is free.",
                "the declared twenty is the seed's way out of hitting an opponent, and with none on the board there is nothing to hit.",
            ),
            reading(
                "on-post-free",
                "A puck sitting on top of a post is not on the board: if your opponents' only pucks are on posts, your shot is free, and if it touches nothing it stays where it stops.",
                "rule 8-d says such a puck is “NOT touching the board”, and rule 5 makes the shot free when none of your opponents' pucks are “ON the Board”.",
            ),
        ],
    },
    Section {
        head: "Opponents on the board: hit one",
        body: &[
            rule(
                "contact",
                "If an opponent's puck is on the board, your shot must touch one of them, directly or through other pucks. Unless you declare a twenty, everyone takes it that you are going for a hit.",
            ),
            reading(
                "contact-miss",
                "If it touches none, the puck you shot goes to the ditch. Every other puck stays where it ended.",
                "the seed says so only for a puck that drops into the hole with no hit, and for a declared twenty missed; a hit that must be made would mean nothing if a miss elsewhere could stay.",
            ),
            rule(
                "contact-hole",
                "That holds even if your puck drops flat into the hole: with no hit and no declaration, it goes to the ditch for no points.",
            ),
            reading(
                "contact-knocked",
                "Pucks of yours that such a shot knocks into the hole still score 20, since every other puck stays where it ended.",
                "the seed takes only the shot puck off, and a rebound's knock into the hole scores (8-b), so this one does too.",
            ),
            reading(
                "partners",
                "In teams, your partner's pucks count as yours: hitting one is not a hit, a board with none of the other team's pucks leaves your shot free, and a partner's puck that drops flat into the hole makes your declared twenty.",
                "the seed's teammates share a colour, and its rules speak of your pucks and your opponents'.",
            ),
        ],
    },
    Section {
        head: "Going for 20",
        body: &[
            rule(
                "declare",
                "Instead of hitting an opponent, you may declare a twenty: tap “Going for 20” before you shoot (at a real board you say it out loud). You are then shooting for the hole although opponents are on the board; make it and you score 20.",
            ),
            rule(
                "declare-own",
                "You may go for 20 by shooting into your own pucks: after the shot, one of your pucks must lie flat in the hole, however it got there.",
            ),
            rule(
                "declare-miss",
                "If none does, the puck you shot goes to the ditch for no points, even if it hit an opponent; every other puck stays where it ended.",
            ),
        ],
    },
    Section {
        head: "Rebounds and your own pucks",
        body: &[
            rule(
                "rebound",
                "A puck that goes off the board and bounces back is still off: once it stops it goes to the ditch, and whatever it moved stays moved.",
            ),
            rule(
                "rebound-hole",
                "A rebound that lands in the hole does not score 20, but a puck of yours or an opponent's that it knocks into the hole does.",
            ),
            reading(
                "ditch-contacts",
                "A puck that has dropped into the ditch is already off: what it touches afterwards, on a rebound or in the ditch, is not a hit.",
                "rule 8-a calls a rebounding puck OFF, and a puck that is off is out of the round.",
            ),
            rule(
                "own-off",
                "Your own pucks knocked into the ditch during play stay there: they are off for the rest of the round.",
            ),
        ],
    },
    Section {
        head: "Scoring a round",
        body: &[
            rule(
                "round-end",
                "A round is over when every player or team has shot all their pucks. Then each puck is counted where it came to rest.",
            ),
            rule(
                "rings",
                "A puck on the board scores 15 inside the posts, 10 in the middle ring, 5 in the outer ring; a puck touching a line counts the lower value. Your 20s on the rail count 20 each; pucks in the ditch score nothing.",
            ),
            rule(
                "posts",
                "A puck leaning against a post and the board, a leaner, scores 25; one sitting on top of a post, not touching the board, scores 30, if it is still there when the round ends.",
            ),
        ],
    },
    Section {
        head: "Winning the match",
        body: &[
            rule(
                "best-of-seven",
                "Best of seven: the first to win four rounds wins.",
            ),
            reading(
                "tied-round",
                "A tied round counts for nobody.",
                "the seed does not say; nobody won it, so nobody comes a round closer to four.",
            ),
            rule(
                "to-score",
                "To a score (often the traditional 300 points): the match ends only after the complete round in which someone reaches the target. If the top scores are tied, one more complete round is played.",
            ),
            reading(
                "raw-totals",
                "In a match to a score, every side adds all the points it scored in a round to its total.",
                "the seed does not say how points are added up; some clubs count only the round's winning margin, but a side's own points are the plainest reading of “play to 300 points”.",
            ),
            reading(
                "quick-score",
                "The set-up also offers a match to 50 points.",
                "not in the seed: a short match, for a few minutes' play.",
            ),
            reading(
                "tournament",
                "Tournament: 8 pucks each (6 in teams), four rounds; a round won is worth 2 points, a tie 1 each. With no opponent on the board, your shot must end touching or inside the 15 line. A shot that misses every opponent removes the shot puck and any of your pucks it struck.",
                "not in the seed: the rules of the National Crokinole Association, an option for players who know them.",
            ),
        ],
    },
    Section {
        head: "Good manners",
        body: &[rule(
            "manners",
            "Respect the other players, above all while they shoot: as in golf, no talking or moving to put the shooter off. Have fun, and shake hands at the end.",
        )],
    },
];
