//! `pitchnut-rules.txt`, passage by passage, and where each rule is on the
//! pitchnut rules screen.

use super::{HEADING, Place, Rule, Skip};

pub const TABLE: &[(&str, Place)] = &[
    (
        "Purchase a Board ... contact you with ordering details.",
        Skip("the board's sale"),
    ),
    ("How to Play", HEADING),
    (
        "Goal: To sink all of your pieces and the \"poison\" before your opponent does.",
        Rule(&["goal"]),
    ),
    (
        "Players: 2, sitting across from one another.",
        Rule(&["players"]),
    ),
    (
        "Usually played sitting on the floor, but can be played sitting, with playing board raised two feet off the floor.",
        Skip("how people sit at a real board"),
    ),
    (
        "(4 can play, with two sets of partners sitting across from one another.)",
        Rule(&["players"]),
    ),
    (
        "Game Play: Play begins with alternating black and white pieces (nuts) in a ring, in the center of the board.",
        Rule(&["board"]),
    ),
    ("Five pieces fit between each screw.", Rule(&["board"])),
    (
        "The odd colored piece (poison) is placed in the center of the board.",
        Rule(&["board"]),
    ),
    ("Read more game play instructions »", Skip("a link")),
    (
        "The pieces must be struck with the shooter.",
        Rule(&["shooter"]),
    ),
    (
        "Half of the shooter must remain behind each player's home line.",
        Rule(&["shooter"]),
    ),
    (
        "The shooter must be returned to the home line after each shot.",
        Rule(&["controls"]),
    ),
    (
        "The shooter may be completely behind your line or may be placed in the side alleys.",
        Rule(&["shooter", "alley"]),
    ),
    (
        "The shooter is concave on one side.",
        Rule(&["shooter-flat"]),
    ),
    (
        "This side should slide against the board.",
        Rule(&["shooter-flat"]),
    ),
    (
        "The shooter must lie flat and cannot be shot from its side and \"rolled.\"",
        Rule(&["shooter-flat"]),
    ),
    (
        "The shooter may not be placed on top of pieces or on the side of the board.",
        Rule(&["shooter-flat"]),
    ),
    (
        "The shooter is usually flicked with the index (or middle) finger and thumb in a flicking action (\"pichenotte\" in French).",
        Rule(&["flick", "controls"]),
    ),
    (
        "To reduce pain and suffering, push the pitch, do not hit it, with your finger.",
        Rule(&["flick"]),
    ),
    (
        "The shooter may be pushed with a finger without the use of the thumb, but may not be \"carried\" across the board.",
        Rule(&["flick"]),
    ),
    (
        "Flip a coin or shooter to determine who breaks.",
        Rule(&["toss"]),
    ),
    (
        "The winner of the coin toss gets to CHOOSE who breaks.",
        Rule(&["toss"]),
    ),
    (
        "If a game has just concluded, the loser breaks.",
        Rule(&["next-game"]),
    ),
    (
        "If the poison is sunk on the break, the breaker wins- unless they scratch, in which case, they lose.",
        Rule(&["poison-break"]),
    ),
    (
        "You may \"play off\" your opponent's pieces.",
        Rule(&["play-off"]),
    ),
    (
        "You may also play off your opponent's pieces when shooting the \"poison\" at the end of the game.",
        Rule(&["play-off"]),
    ),
    (
        "If the shooter is pocketed or is launched off the board it is considered a scratch- one of your pieces is removed from a pocket and placed in the center of the board, and your turn ends.",
        Rule(&["scratch"]),
    ),
    (
        "If your opponent returns a piece to the center of the board and you are unhappy with the placement, you may adjust it, but not after either of you have taken a turn.",
        Rule(&["adjust"]),
    ),
    (
        "If a piece is already at the center of the board, the scratched piece is placed on top of the one in the center.",
        Rule(&["stack"]),
    ),
    (
        "Several pieces may be stacked in the center of the board.",
        Rule(&["stack"]),
    ),
    (
        "If the stack falls over, it must be left where it falls.",
        Rule(&["stack-falls"]),
    ),
    (
        "If you scratch on the break and do not sink any pieces, you WORD PLEASE.",
        Rule(&["owe"]),
    ),
    (
        "The first piece that you sink on a subsequent turn must be placed in the center and YOUR TURN ENDS.",
        Rule(&["owe"]),
    ),
    (
        "The color of that piece does not WORD PLEASE though.",
        Rule(&["owe"]),
    ),
    (
        "If you scratch while sinking your first piece, the color does not \"stick\"-any piece may be sunk by any player.",
        Rule(&["first-scratch"]),
    ),
    (
        "If at any time there are no pieces in the pockets, any player may choose which color they want to be.",
        Rule(&["reopen", "reopen-how"]),
    ),
    (
        "If you sink your piece and your opponent's piece (regardless of the order they are hit) on the same shot, they cancel each other out and you do not receive an extra turn.",
        Rule(&["cancel"]),
    ),
    (
        "After sinking a piece, you receive another turn.",
        Rule(&["extra"]),
    ),
    (
        "If you sink two pieces on the same shot, you receive two extra turns.",
        Rule(&["extra"]),
    ),
    (
        "If you sink three, you receive three extra turns.",
        Rule(&["extra"]),
    ),
    (
        "If you sink four pieces, you are the pitchnut god.",
        Rule(&["extra"]),
    ),
    (
        "If you get a double and on the next turn get a double, you get three extra turns (why three? because you took a turn to get the second double.)",
        Rule(&["extra", "bank"]),
    ),
    (
        "If you sink your own piece and your opponent's piece on the same shot and scratch, your piece is placed in the center of the board, but your opponent's piece stays in the pocket.",
        Rule(&["cancel-scratch"]),
    ),
    ("Your turn ends.", Rule(&["cancel-scratch"])),
    (
        "If you sink a piece of each color on the same turn, your turn ends, even if it is the beginning of the game and the players' colors are not set.",
        Rule(&["cancel"]),
    ),
    (
        "If you sink a piece of each color and scratch before the players' colors have been set, whichever color is sunk next will determine the colors.",
        Rule(&["open-scratch"]),
    ),
    (
        "The \"scratchee's\" piece is then placed in the center of the board.",
        Rule(&["open-scratch"]),
    ),
    (
        "If you sink two pieces of one color and one of another and scratch before the colors have been set, your color is the color of the two pieces you sunk.",
        Rule(&["two-one"]),
    ),
    (
        "You then return one to the center and your turn ends.",
        Rule(&["two-one"]),
    ),
    (
        "If a piece or shooter flies off the board, the player responsible for sending it off is responsible for chasing it down and returning it.",
        Rule(&["off"]),
    ),
    (
        "If a piece falls in a pocket as a result of turning the board, it must be replaced to where it was.",
        Rule(&["table"]),
    ),
    (
        "If a player accidentally (or intentionally) moves a piece, they must be returned, as close as they can, to their original positions.",
        Rule(&["table"]),
    ),
    (
        "If a piece lands on the top of a board's side it is considered out of play and is returned to the center circle.",
        Rule(&["off"]),
    ),
    (
        "If the shooter lands on top of a board's side it is considered still in play.",
        Rule(&["off"]),
    ),
    (
        "If you get a double and one opponent's piece, you receive ONE extra turn.",
        Rule(&["double-one"]),
    ),
    (
        "If you get a double and scratch on the same shot (or on the next shot), one of your pieces are placed in the center.",
        Rule(&["double-scratch"]),
    ),
    (
        "You STILL receive an extra turn.",
        Rule(&["double-scratch"]),
    ),
    (
        "If a piece of each color flies off the board, both are returned to the center of the board.",
        Rule(&["off-both"]),
    ),
    (
        "The player who sent them off the board's piece is placed on top.",
        Rule(&["off-both"]),
    ),
    ("Winning the Game:", HEADING),
    (
        "To win the game, you must sing the poison after pocketing all your pieces.",
        Rule(&["poison-win"]),
    ),
    (
        "If the poison is sunk before all your pieces are sunk, you lose.",
        Rule(&["poison-lose"]),
    ),
    (
        "If you scratch while shooting the poison, but the poison is NOT sunk, you do NOT lose- one of your pieces is placed in the center.",
        Rule(&["poison-scratch"]),
    ),
    (
        "If you sink the poison and scratch on the same shot, you lose.",
        Rule(&["poison-lose"]),
    ),
    ("The poison must be sunk by itself.", Rule(&["poison-win"])),
    (
        "If you get another piece in on the same turn, you lose.",
        Rule(&["poison-lose", "same-turn"]),
    ),
    ("Rules for beginners:", HEADING),
    (
        "If two beginners are playing one another, or there are time constraints, you may make the following changes:",
        Rule(&["beginner"]),
    ),
    (
        "When a player scratches, place one of his/her pieces at the center of the board.",
        Rule(&["beginner-scratch"]),
    ),
    (
        "However, their turn does not end.",
        Rule(&["beginner-scratch", "scratch-miss"]),
    ),
    (
        "If the shooter does not touch a piece, the player may shoot again.",
        Rule(&[
            "beginner-retake",
            "retake-how",
            "retake-limit",
            "scratch-miss",
        ]),
    ),
    (
        "It is advisable for beginners to learn pitchnut while playing a doubles match.",
        Rule(&["beginner-doubles"]),
    ),
    (
        "History of the Game ... please let me know!",
        Skip("the game's history"),
    ),
];
