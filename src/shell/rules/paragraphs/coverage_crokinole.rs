//! `pichenotte-crokinole-beginner-rules.txt`, passage by passage, and where
//! each rule is on the crokinole rules screen.

use super::{HEADING, Place, Rule, Skip};

pub const TABLE: &[(&str, Place)] = &[
    (
        "beginners rules for playing ... set the rules for the game.",
        Skip("the page's title, links and a word on rules differing by region"),
    ),
    (
        "Point Values on the Board ... Rebounds, Leaners and Etiquette",
        Skip("the table of contents"),
    ),
    (
        "One example of a regulation shot - see shooting styles for more REGULATION SHOT:",
        HEADING,
    ),
    (
        "Strike, flick or snap the puck on the side of the puck, not the top, using any finger alone or in combination with the thumb.",
        Rule(&["regulation", "controls"]),
    ),
    (
        "The Puck must not be \"pushed\" from above or the side",
        Rule(&["regulation"]),
    ),
    (
        "Shooter's hand must NOT move forward upon release.",
        Rule(&["regulation"]),
    ),
    ("NUMBER OF PLAYERS AND PUCKS", HEADING),
    (
        "Two People: 12 Pucks each of two different colors.",
        Rule(&["players"]),
    ),
    ("Players sit on opposite sides.", Rule(&["players"])),
    (
        "Three People: 12 Pucks each of three different colors.",
        Rule(&["players"]),
    ),
    (
        "The third person sits at either of the previously unused quadrant areas.",
        Rule(&["players"]),
    ),
    ("Play is Clockwise.", Rule(&["players"])),
    (
        "Four People: 6 Pucks each of the same color for each teammate. (2 teams)",
        Rule(&["teams"]),
    ),
    (
        "Teammates sit on opposite sides of the Board.",
        Rule(&["teams"]),
    ),
    ("Play is Clockwise.", Rule(&["teams"])),
    (
        "Four People : 12 Pucks each of four different colors.",
        Rule(&["players"]),
    ),
    ("Play is Clockwise (Singles)", Rule(&["players"])),
    ("OBJECT OF THE GAME", HEADING),
    (
        "Using a Regulation Shot, the object is to knock your opponent's Pucks off the round gametop, and into the Ditch, leaving your own Pucks on the board in the highest point value area as possible.",
        Rule(&["object", "board"]),
    ),
    (
        "Points are counted only at the end of the Round.",
        Rule(&["object"]),
    ),
    (
        "One Round consists of each player or team having shot all their twelve Pucks.",
        Rule(&["round-end"]),
    ),
    ("DECIDING WHO WILL “SHOOT” FIRST", HEADING),
    ("\"Flip a Coin, or Puck in Hand\"", Rule(&["toss"])),
    (
        "Player \"A\" takes two pucks, one of his own color, and one of his opponent's color, and hides one in his left hand, and one in his right hand.",
        Rule(&["toss"]),
    ),
    (
        "Player \"B\" chooses a hand, and the player whose color is chosen decides to go first or second.",
        Rule(&["toss"]),
    ),
    (
        "Note: Going second can be advantageous if you like to have the last shot of the game (the Hammer Shot - the last shot can often win or lose the game)",
        Rule(&["hammer"]),
    ),
    (
        "Two players: Player's alternate ONE shot each, no matter what happens on the Board.",
        Rule(&["turns"]),
    ),
    (
        "The starting of each round is alternated also.",
        Rule(&["turns"]),
    ),
    ("Doesn't matter who wins the round.", Rule(&["turns"])),
    (
        "More than two players: Players each take ONE shot, and play is clockwise.",
        Rule(&["turns"]),
    ),
    (
        "The starting of each subsequent round is also determined clockwise.",
        Rule(&["turns"]),
    ),
    ("PLAY BEGINS - 'THE OPENING GAME'", HEADING),
    (
        "The player making the first shot of the game tries to land his/her Puck in the Center Hole for Twenty points.",
        Rule(&["opening"]),
    ),
    (
        "Pucks must land FLAT within the Center Hole to count Twenty points.",
        Rule(&["twenty"]),
    ),
    (
        "(A Puck that is partially in the Center Hole, but leaning, is worth 15 points, and can be shot off by the next player.)",
        Rule(&["hole-leaner"]),
    ),
    (
        "If the first player's Puck DOES land flat in the Twenty Hole, that player has scored Twenty Points.",
        Rule(&["twenty"]),
    ),
    (
        "The Puck is removed immediately from the Twenty Hole, and is placed on the top of any rail.",
        Rule(&["twenty"]),
    ),
    (
        "All players are required to display their Twenties on the top of any rail.",
        Rule(&["twenty"]),
    ),
    (
        "It is important, particularly for end-game strategy, that all Twenty Pucks are displayed on the rail.",
        Rule(&["twenty"]),
    ),
    (
        "If the first player's Puck DOES NOT score Twenty, then that Puck stays where it lies, and it is the next person's turn.",
        Rule(&["opening"]),
    ),
    (
        "This next player must either make CONTACT with an opponent's puck, or \"Declare a Twenty\".",
        Rule(&["opening", "contact", "declare"]),
    ),
    ("See Rule 6.", Skip("a cross-reference")),
    ("IF THERE ARE NO OPPONENT'S PUCKS ON THE BOARD:", HEADING),
    (
        "If at the beginning of ANY of your turns, none of your opponent's Pucks are ON the Board, you get to shoot for the Center, called a \"free shot\", scoring a Twenty if you land in the Center.",
        Rule(&["free"]),
    ),
    (
        "But if you miss, your Puck is allowed to stay wherever it lands on the board, since there were NO opponents' Pucks on the board for you to make contact with.",
        Rule(&["free"]),
    ),
    ("IF THERE ARE OPPONENT'S PUCKS ON THE BOARD:", HEADING),
    (
        "If there are opponent's Pucks on the board, you always have two choices:",
        Rule(&["contact", "declare"]),
    ),
    (
        "One of your Pucks MUST make CONTACT with one of your opponent’s Pucks, in whatever combination this happens, OR",
        Rule(&["contact"]),
    ),
    (
        "Clearly, verbally STATE that you are “GOING FOR A TWENTY”.",
        Rule(&["declare"]),
    ),
    (
        "“GOING FOR A TWENTY” means that even though there are opponent’s Pucks on the board, you are shooting for the Center Hole.",
        Rule(&["declare"]),
    ),
    ("If you make it, you score Twenty.", Rule(&["declare"])),
    (
        "If you miss, the Puck you shot is removed from the gametop, to the DITCH.",
        Rule(&["declare-miss"]),
    ),
    (
        "You can “Go for a Twenty” by shooting into another one or several of your own Pucks.",
        Rule(&["declare-own"]),
    ),
    (
        "If you Declare a Twenty: After you shoot, one of your Pucks must have landed flat in the Twenty Hole, however this happens.",
        Rule(&["declare-own"]),
    ),
    (
        "If you do not score a Twenty after Declaring it, even if you have made CONTACT with an opponent's puck, the puck you shot is removed to the Ditch, and all the other Pucks remain where they end up.",
        Rule(&["declare-miss"]),
    ),
    (
        "If you do not Declare “GOING FOR A TWENTY”, it must be assumed by all players that you are trying to make CONTACT with an opponent’s puck.",
        Rule(&["contact"]),
    ),
    (
        "If your puck lands in the center hole, not having made CONTACT, in this case the puck will be removed to the Ditch for zero points.",
        Rule(&["contact-hole"]),
    ),
    (
        "Likewise, if there are opponent's pucks on the board, and you \"GO FOR A TWENTY\", you must make a Twenty.",
        Rule(&["declare-miss"]),
    ),
    (
        "Even if you make CONTACT with an opponents' puck, unless you make a Twenty, your puck is removed to the Ditch for zero points.",
        Rule(&["declare-miss"]),
    ),
    (
        "Strategy Tip #1: ... then it's time to go for the Twenty.",
        Skip("a strategy tip"),
    ),
    (
        "Play continues until all 12 Pucks are played by all the players.",
        Rule(&["round-end"]),
    ),
    (
        "At this point, the first Round is over, and points are counted by where the Pucks last fall.",
        Rule(&["round-end", "rings"]),
    ),
    ("SCORING - END OF GAME (See diagram above)", HEADING),
    (
        "Any Pucks that have fallen completely in the Center Hole have counted for TWENTY points, and are displayed on the rail.",
        Rule(&["rings"]),
    ),
    (
        "Pucks left within the smaller circle (ringed by the posts) count FIFTEEN points.",
        Rule(&["rings", "board"]),
    ),
    (
        "Pucks within the next larger or middle circle count TEN points.",
        Rule(&["rings"]),
    ),
    (
        "Pucks within the last and largest circle count FIVE points",
        Rule(&["rings"]),
    ),
    (
        "Pucks that are touching a line are counted for the lesser score.",
        Rule(&["rings"]),
    ),
    (
        "There are two ways to score the game:",
        Rule(&["best-of-seven", "to-score"]),
    ),
    (
        "Play the best of Seven Rounds - First player to win four rounds is the winner.",
        Rule(&["best-of-seven"]),
    ),
    ("Our favorite way.", Skip("the authors' favourite")),
    (
        "Play to a Pre-Set number of points. often 300 Hundred points is a traditional number.",
        Rule(&["to-score"]),
    ),
    (
        "In this method, the game ends only after a complete round, even if the winning score is reached midway through a Round.",
        Rule(&["to-score"]),
    ),
    (
        "In the event of a tie, one more complete round of twelve each is played.",
        Rule(&["to-score"]),
    ),
    ("ADDITIONAL RULES - REBOUNDS, LEANERS ETIQUETTE", HEADING),
    (
        "Pucks shot off the board may rebound back onto the playing surface.",
        Rule(&["rebound"]),
    ),
    (
        "These pucks are considered OFF, and are removed from the Board and placed in the Ditch after they come to a stop, leaving any “damage” they may have done intact.",
        Rule(&["rebound"]),
    ),
    (
        "If the rebounding Puck lands in the Center Hole, it does NOT count for twenty.",
        Rule(&["rebound-hole"]),
    ),
    (
        "However, if the rebounding Puck knocks either another one of your own Pucks, or an opponent’s Puck into the Center Hole, these will score 20 Points.",
        Rule(&["rebound-hole"]),
    ),
    (
        "A Puck that leans against a post and the board, called a LEANER, will count for 25 points if it stays there at the end of the round.",
        Rule(&["posts"]),
    ),
    (
        "A Puck that lands entirely on top of the post, such that it is NOT touching the board, will count for thirty points if it stays there at the end of the Round.",
        Rule(&["posts"]),
    ),
    (
        "Also, during the course of play, you may inadvertently knock one or more of your own Pucks OFF the board.",
        Rule(&["own-off"]),
    ),
    (
        "These are left in the DITCH and are considered OFF for the duration of the round.",
        Rule(&["own-off"]),
    ),
    (
        "Etiquette - There should be a natural respect shown to all the other players, particularly when they are shooting.",
        Rule(&["manners"]),
    ),
    ("It is similar to golf in that way.", Rule(&["manners"])),
    (
        "Do not try to make a player miss a shot by talking or distracting them while they're shooting.",
        Rule(&["manners"]),
    ),
    (
        "And that’s it! ... some interesting twists.",
        Skip("a greeting"),
    ),
    ("Shooting Styles Strategy Advanced Rules", Skip("links")),
];
