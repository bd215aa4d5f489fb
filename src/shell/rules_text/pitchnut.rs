//! Pitchnut's rules in English and French (`super::Section`).

use super::{Section, rule};

pub const EN: &[Section] = &[
    Section {
        head: "The game",
        body: &[
            rule(
                "board",
                "Pitchnut is a Quebec game on a square board with a gutter all round and a pocket in each corner. Ten black and ten white pieces start in a ring at the centre, with the poison, the odd-coloured piece, in the middle.",
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
                "You only ever hit the big disc, the shooter. At least half of it must be behind your home line; with American rules you may also place it in the side alleys.",
            ),
            rule(
                "controls",
                "Aim by dragging anywhere on the board, then press the shooter, pull it away in any direction, hold and let go: it flies along the aim line, harder the farther you pull. (Settings also offer the slingshot and the flick.) After every shot it comes back to your line.",
            ),
        ],
    },
    Section {
        head: "The break and the colours",
        body: &[rule(
            "break",
            "A coin toss decides who breaks. Colours are open at first: the first piece sunk on its own sets the colour of the player who sank it. After a game, the loser breaks the next one.",
        )],
    },
    Section {
        head: "Extra turns",
        body: &[
            rule(
                "extra",
                "Each piece of your colour you sink gives you one more shot; sink two at once and you get two. Extra turns add up: a double followed by another double earns three.",
            ),
            rule(
                "cancel",
                "If you sink one of yours and one of your opponent's on the same shot, they cancel out and your turn ends.",
            ),
        ],
    },
    Section {
        head: "Scratches",
        body: &[
            rule(
                "scratch",
                "If the shooter goes into a pocket or off the board, that is a scratch: one of your sunk pieces goes back to the centre and your turn ends.",
            ),
            rule(
                "owe",
                "If you have no piece in a pocket yet, you owe one: the next piece you sink goes to the centre instead, ends your turn, and does not set the colours.",
            ),
            rule(
                "stack",
                "A piece put back where others already sit is stacked on top of them. A stack that gets hit falls where it falls.",
            ),
        ],
    },
    Section {
        head: "Pieces off the board",
        body: &[rule(
            "off",
            "A piece that flies off the board or lands on top of a side goes back to the centre. The shooter on top of a side is still in play.",
        )],
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
                "You lose if it goes in before your pieces are all sunk, together with another piece, or on a shot that scratches. If the poison drops on the break, the breaker wins, unless that shot scratches.",
            ),
            rule(
                "poison-scratch",
                "A scratch while shooting at the poison without sinking it only puts one of your pieces back at the centre.",
            ),
        ],
    },
    Section {
        head: "Beginner rules",
        body: &[rule(
            "beginner",
            "With the beginner option, a scratch still puts one of your pieces back at the centre, but your turn goes on; and a shot whose shooter touches no piece may be played again, once per turn.",
        )],
    },
    Section {
        head: "Winning the match",
        body: &[rule("match", "A match is the best of three games.")],
    },
];

pub const FR: &[Section] = &[
    Section {
        head: "Le jeu",
        body: &[
            rule(
                "board",
                "Le pitchnut est un jeu québécois sur une planche carrée, avec une gouttière tout autour et une poche dans chaque coin. Dix pions noirs et dix blancs partent en cercle au centre, avec le poison, le pion d\u{2019}une autre couleur, au milieu.",
            ),
            rule(
                "goal",
                "Calez tous les pions de votre couleur, puis le poison, avant votre adversaire.",
            ),
        ],
    },
    Section {
        head: "Joueurs",
        body: &[rule(
            "players",
            "Deux joueurs s\u{2019}assoient face à face. À quatre, on joue en deux équipes : les partenaires s\u{2019}assoient face à face et partagent une couleur, et on joue dans le sens des aiguilles d\u{2019}une montre.",
        )],
    },
    Section {
        head: "Le tireur",
        body: &[
            rule(
                "shooter",
                "On ne frappe jamais que le gros disque, le tireur. Au moins la moitié du tireur doit être derrière votre ligne de départ; avec les règles américaines, on peut aussi le placer dans les allées de côté.",
            ),
            rule(
                "controls",
                "Visez en glissant n’importe où sur la planche, puis appuyez sur le tireur, tirez-le dans n’importe quel sens, tenez et lâchez : il part le long de la ligne de visée, plus fort si vous tirez plus loin. (Les réglages offrent aussi le lance-pierre et la pichenotte.) Après chaque coup, il revient sur votre ligne.",
            ),
        ],
    },
    Section {
        head: "La casse et les couleurs",
        body: &[rule(
            "break",
            "Pile ou face décide qui casse. Au début, les couleurs sont libres : le premier pion calé tout seul donne sa couleur au joueur qui l\u{2019}a calé. Après une partie, le perdant casse la suivante.",
        )],
    },
    Section {
        head: "Coups de plus",
        body: &[
            rule(
                "extra",
                "Chaque pion de votre couleur que vous calez vous donne un coup de plus; deux d\u{2019}un coup, deux coups de plus. Les coups s\u{2019}accumulent : un double suivi d\u{2019}un autre double en donne trois.",
            ),
            rule(
                "cancel",
                "Si vous calez un des vôtres et un de l\u{2019}adversaire sur le même coup, ils s\u{2019}annulent et votre tour finit.",
            ),
        ],
    },
    Section {
        head: "Les fautes",
        body: &[
            rule(
                "scratch",
                "Si le tireur tombe dans une poche ou sort de la planche, c\u{2019}est une faute : un de vos pions calés retourne au centre et votre tour finit.",
            ),
            rule(
                "owe",
                "Si vous n\u{2019}avez encore aucun pion dans une poche, vous en devez un : le prochain pion que vous calez retourne au centre, finit votre tour et ne fixe pas les couleurs.",
            ),
            rule(
                "stack",
                "Un pion remis au centre par-dessus d\u{2019}autres s\u{2019}empile sur eux. Une pile frappée tombe là où elle tombe.",
            ),
        ],
    },
    Section {
        head: "Pions sortis",
        body: &[rule(
            "off",
            "Un pion qui sort de la planche ou qui reste sur le dessus d\u{2019}un côté retourne au centre. Le tireur sur le dessus d\u{2019}un côté reste en jeu.",
        )],
    },
    Section {
        head: "Le poison",
        body: &[
            rule(
                "poison-win",
                "Calez le poison en dernier, après tous vos pions, et tout seul : vous gagnez la partie.",
            ),
            rule(
                "poison-lose",
                "Vous perdez s\u{2019}il tombe avant que tous vos pions soient calés, avec un autre pion, ou sur un coup où vous faites une faute. S\u{2019}il tombe à la casse, celui qui casse gagne, sauf s\u{2019}il fait une faute sur ce coup.",
            ),
            rule(
                "poison-scratch",
                "Une faute en visant le poison sans le caler renvoie seulement un de vos pions au centre.",
            ),
        ],
    },
    Section {
        head: "Règles pour débutants",
        body: &[rule(
            "beginner",
            "Avec l\u{2019}option débutant, une faute renvoie encore un de vos pions au centre, mais votre tour continue; et un coup où le tireur ne touche aucun pion peut être rejoué, une fois par tour.",
        )],
    },
    Section {
        head: "Gagner la partie",
        body: &[rule(
            "match",
            "Un match se joue en deux parties gagnantes sur trois.",
        )],
    },
];
