//! Pitchnut's rules in English and French (`super::Section`): the seed
//! `pitchnut-rules.txt`, the rulings of games.md and the readings of
//! docs/scenarios-pitchnut.md.

use super::{Section, reading, rule};

pub const EN: &[Section] = &[
    Section {
        head: "The game",
        body: &[
            rule(
                "board",
                "Pitchnut is a Quebec game on a square board with a gutter all round and a pocket in each corner. Ten black and ten white pieces start at the centre, alternating in a ring, five between each pair of the four screws; the poison, the odd-coloured piece, sits in the middle.",
            ),
            rule(
                "goal",
                "Sink all the pieces of your colour, then the poison, before your opponent does.",
            ),
        ],
    },
    Section {
        head: "Players",
        body: &[rule(
            "players",
            "Two players sit across from each other. Four can play as two teams: partners sit opposite and share a colour, and turns go clockwise.",
        )],
    },
    Section {
        head: "The shooter",
        body: &[
            rule(
                "shooter",
                "Pieces are only ever struck with the shooter, the big disc. At least half of it must be behind your home line: wholly behind the line or, with American rules, up a side alley too.",
            ),
            rule(
                "shooter-flat",
                "The shooter slides flat, its hollow side down: it is never stood on its edge and rolled, and never placed on a piece or on a side of the board.",
            ),
            rule(
                "flick",
                "At a real board it is flicked with the index or middle finger and the thumb, a pichenotte (push it rather than hit it, to spare your finger), or pushed with one finger, but never carried across the board. Here every shot is one flick.",
            ),
            rule(
                "controls",
                "Aim by dragging anywhere on the board, then press the shooter, pull it away in any direction, hold and let go: it flies along the aim line, give or take the flick\u{2019}s own spread (the pale cone), harder the farther you pull (the bar shows how far). (Settings also offer the slingshot and the flick.) After every shot it comes back to your line.",
            ),
            rule(
                "play-off",
                "You may play off your opponent's pieces, also when you shoot at the poison at the end of the game.",
            ),
        ],
    },
    Section {
        head: "What an alley is",
        body: &[reading(
            "alley",
            "A side alley is the strip of the field along the left or right edge of your half, as deep as your home line is from your edge (102 mm), from your edge up to the centre line. With American rules your shooter may sit there as well as behind the line; with Canadian rules it may not.",
            "the seed names the side alleys without saying where they are. A shooter down in the gutter could not climb back onto the field (no piece does here), so the alleys are taken as the edges of the field beside it.",
        )],
    },
    Section {
        head: "The break",
        body: &[
            rule(
                "toss",
                "Before the first game a coin is tossed; its winner chooses who breaks.",
            ),
            rule(
                "next-game",
                "After a game, the loser breaks the next one, with no toss.",
            ),
            reading(
                "next-game-four",
                "With four players, the break goes to the first player of the losing team clockwise after the one who shot last.",
                "the seed tells the next game for two players; with four, the break goes to the losing side, and this picks its player the way turns go round.",
            ),
            rule(
                "poison-break",
                "If the poison drops on the break, the breaker wins, unless that shot is a scratch: then the breaker loses.",
            ),
        ],
    },
    Section {
        head: "The colours",
        body: &[
            reading(
                "colours",
                "Colours are open at first: the first piece sunk on its own sets the colour of the player who sank it.",
                "the seed never says how colours are first chosen; it speaks of colours “not set” and of a colour that “sticks”, so the first piece sunk on its own decides.",
            ),
            reading(
                "colours-majority",
                "While colours are open, a shot that sinks more of one colour than of the other gives its shooter that colour (a lone piece sunk with a scratch aside); as many of each leaves them open.",
                "the seed's one case, two of a colour and one of the other, gives the shooter the colour of the two; the game takes the larger number in every case.",
            ),
            rule(
                "first-scratch",
                "If you scratch on the shot that sinks your first piece, its colour does not stick: colours stay open, and any piece may be sunk by anyone.",
            ),
            rule(
                "reopen",
                "Whenever no piece is left in the pockets, the colours are open again: any player may take either colour.",
            ),
            reading(
                "reopen-how",
                "A colour is then taken as at the start: the next piece sunk on its own sets the colour of the player who sank it.",
                "the seed says any player may then choose a colour but not how; this is how colours are chosen at the start.",
            ),
        ],
    },
    Section {
        head: "Extra turns",
        body: &[
            rule(
                "extra",
                "Each piece of yours you sink gives you one more shot: a double gives two, a triple three, and four make you the pitchnut god. A double, then another double on the next shot, earns three in all: you spent one shot getting the second double.",
            ),
            reading(
                "bank",
                "Extra shots add up: each piece of yours sunk adds one, each shot taken uses one.",
                "that is what makes a double, then a double, worth three: the seed's own sum.",
            ),
            rule(
                "cancel",
                "If you sink one of yours and one of your opponent's on the same shot, in any order, they cancel out: no extra shot, and your turn ends, even at the start when colours are not set yet.",
            ),
            rule(
                "double-one",
                "Two of yours and one of your opponent's on the same shot give one extra shot.",
            ),
            reading(
                "own-minus",
                "A shot earns one extra shot for each piece of yours it sinks, less one for each of your opponent's (a triple and one of theirs: two). If it sinks no more of yours than of theirs, your turn ends and any banked shots are lost.",
                "the seed gives a double and one of theirs as one extra shot, and one of each as none; this counts every case the same way.",
            ),
        ],
    },
    Section {
        head: "Scratches",
        body: &[
            rule(
                "scratch",
                "If the shooter goes into a pocket or off the board, that is a scratch: one of your sunk pieces comes out of its pocket to the centre, and your turn ends.",
            ),
            reading(
                "owe",
                "The seed's text is garbled here (“you WORD PLEASE”). If you scratch with no piece of yours in a pocket (on the break, say), you owe one: the first piece you sink later goes to the centre and ends your turn, and its colour does not set the colours.",
                "two words of the seed are missing; this reads the sentences around them.",
            ),
            rule(
                "cancel-scratch",
                "Sink one of yours and one of your opponent's and scratch on the same shot: your piece goes to the centre, theirs stays in the pocket, and your turn ends.",
            ),
            rule(
                "double-scratch",
                "The exception: a double with a scratch on the same shot, or a double and then a scratch on the next shot, still sends one of your pieces to the centre, but you still get an extra shot.",
            ),
            reading(
                "scratch-extra",
                "A scratch takes back one extra shot earned by that same shot, never one banked before.",
                "the seed lets a double with a scratch keep an extra shot; taking back more than the shot earned would undo shots won before.",
            ),
            rule(
                "open-scratch",
                "Before colours are set, if you sink one of each colour and scratch, the next piece sunk decides the colours; then one of the scratcher's pieces goes to the centre.",
            ),
            rule(
                "two-one",
                "Before colours are set, if you sink two of one colour and one of the other and scratch, your colour is that of the two: one of them goes back to the centre and your turn ends.",
            ),
        ],
    },
    Section {
        head: "The centre",
        body: &[
            rule(
                "stack",
                "A piece put back at the centre where another already sits goes on top of it; several pieces can be stacked there.",
            ),
            rule(
                "stack-falls",
                "If a stack falls over, its pieces stay where they fall: nobody stacks them again.",
            ),
            rule(
                "adjust",
                "When your opponent puts a piece back at the centre and you do not like where it sits, you may adjust it, but only before either of you takes a shot.",
            ),
            reading(
                "adjust-how",
                "Adjusting means moving the piece flat to a spot that still covers the centre point and touches no other flat piece, as often as you like; pieces on top of it move with it.",
                "the seed lets you adjust the piece but not how far; it stays at the centre, where the seed puts it.",
            ),
        ],
    },
    Section {
        head: "Pieces off the board",
        body: &[
            rule(
                "off",
                "A piece that flies off the board or lands on top of a side is out of play: the game puts it back at the centre for the player who sent it off. The shooter on top of a side is still in play; the shooter off the board is a scratch.",
            ),
            rule(
                "off-both",
                "If a piece of each colour flies off, both go back to the centre, and the piece of the player who sent them off goes on top.",
            ),
            reading(
                "poison-off",
                "The poison off the board or on a side goes back to the centre too.",
                "the seed says so of pieces; the poison is a piece too, and the game needs it in play.",
            ),
            reading(
                "out-of-reach",
                "A piece caught in a pocket's gate can always be reached: the gate's two pegs leave 41.3 mm for the 38.1 mm shooter. (Matches begun on an older version of the game, whose gates were narrower, keep its rule: if the shooter could touch no piece at all, every piece goes back to the centre.)",
                "the seed gives no size; with a gate narrower than the shooter, a piece caught in it could end the game for good.",
            ),
            rule(
                "table",
                "Only a shot moves a piece here: the board turns to each shooter on the screen without tipping anything into a pocket, and no hand can knock a piece, so the rules for putting such pieces back never come up.",
            ),
        ],
    },
    Section {
        head: "The poison",
        body: &[
            rule(
                "poison-win",
                "Sink the poison last, after all your pieces, and by itself: you win the game.",
            ),
            rule(
                "poison-lose",
                "Apart from the break, you lose if it goes in before your pieces are all sunk, if another piece goes in on the same turn, or if you scratch on the shot that sinks it.",
            ),
            reading(
                "same-turn",
                "“The same turn”, here and for a piece of each colour, is read as the same shot.",
                "a turn can hold several shots; the seed's other sentences about a piece of each colour all say “on the same shot”.",
            ),
            rule(
                "poison-scratch",
                "A scratch while shooting at the poison, without sinking it, does not lose: one of your pieces goes back to the centre.",
            ),
        ],
    },
    Section {
        head: "Beginner rules",
        body: &[
            rule(
                "beginner",
                "Two beginners, or players short of time, may choose Beginner on the Rules row when setting up. Two rules then change:",
            ),
            rule(
                "beginner-scratch",
                "A scratch still puts one of your pieces back at the centre, but your turn does not end.",
            ),
            rule(
                "beginner-retake",
                "If the shooter touches no piece, you may shoot again: choose “Shoot again” or “Pass”.",
            ),
            reading(
                "retake-how",
                "The rails and pegs are not pieces. A shot taken again uses up none of your extra shots.",
                "the seed says “touch a piece”; a miss taken again is the same shot, played over.",
            ),
            reading(
                "retake-limit",
                "There is no limit: after every miss the choice is yours again.",
                "the seed sets none, and its “may” leaves the choice to you.",
            ),
            reading(
                "scratch-miss",
                "A scratch that touches no piece falls under both rules at once. Both give one more shot, so you get that one shot with no choice to make, and one of your pieces still goes back to the centre.",
                "a choice between two ways of getting the same one shot would mean nothing.",
            ),
            rule(
                "beginner-doubles",
                "Beginners learn pitchnut best in a doubles match, two against two.",
            ),
        ],
    },
    Section {
        head: "Winning the match",
        body: &[reading(
            "match",
            "A match is the best of three games.",
            "the seed tells one game and that the loser breaks the next; two games won of three make a short match with a break back.",
        )],
    },
];
