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
            rule(
                "colours",
                "Colours are open at first: the first piece sunk on its own sets the colour of the player who sank it.",
            ),
            reading(
                "colours-majority",
                "While colours are open, a shot that sinks more of one colour than of the other gives its shooter that colour (a lone piece sunk with a scratch aside); as many of each leaves them open.",
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
            ),
            reading(
                "out-of-reach",
                "A piece caught in a pocket's gate can always be reached: the gate's two pegs leave 41.3 mm for the 38.1 mm shooter. (Matches begun on an older version of the game, whose gates were narrower, keep its rule: if the shooter could touch no piece at all, every piece goes back to the centre.)",
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
                "Apart from the break, you lose if it goes in before your pieces are all sunk, if another piece goes in on the same shot, or if you scratch on the shot that sinks it.",
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
                "If the shooter touches no piece, you may shoot again: choose “Shoot again” or “Pass”. There is no limit: after every miss the choice is yours again.",
            ),
            reading(
                "retake-how",
                "The rails and pegs are not pieces. A shot taken again uses up none of your extra shots.",
            ),
            rule(
                "beginner-doubles",
                "Beginners learn pitchnut best in a doubles match, two against two.",
            ),
        ],
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
                "Le pitchnut est un jeu québécois sur une planche carrée, avec une gouttière tout autour et une poche dans chaque coin. Dix pions noirs et dix blancs partent au centre, en alternance dans un cercle, cinq entre chaque paire des quatre vis; le poison, le pion d\u{2019}une autre couleur, est au milieu.",
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
                "On ne frappe jamais les pions qu\u{2019}avec le tireur, le gros disque. Au moins la moitié du tireur doit être derrière votre ligne de départ : tout entier derrière la ligne ou, avec les règles américaines, aussi dans une allée de côté.",
            ),
            rule(
                "shooter-flat",
                "Le tireur glisse à plat, côté creux contre la planche : on ne le met jamais sur la tranche pour le rouler, ni sur un pion ou sur un côté de la planche.",
            ),
            rule(
                "flick",
                "Sur une vraie planche, on le lance d\u{2019}une pichenotte, l\u{2019}index ou le majeur contre le pouce (poussez-le plutôt que de le frapper, pour épargner votre doigt), ou on le pousse d\u{2019}un doigt, mais on ne le porte jamais à travers la planche. Ici, chaque coup est une seule pichenotte.",
            ),
            rule(
                "controls",
                "Visez en glissant n\u{2019}importe où sur la planche, puis appuyez sur le tireur, tirez-le dans n\u{2019}importe quel sens, tenez et lâchez : il part le long de la ligne de visée, à l\u{2019}écart naturel de la pichenotte près (le cône pâle), plus fort si vous tirez plus loin (la barre le montre). (Les réglages offrent aussi le lance-pierre et la pichenotte.) Après chaque coup, il revient sur votre ligne.",
            ),
            rule(
                "play-off",
                "Vous pouvez jouer par ricochet sur les pions de l\u{2019}adversaire, même quand vous visez le poison à la fin de la partie.",
            ),
        ],
    },
    Section {
        head: "La casse",
        body: &[
            rule(
                "toss",
                "Avant la première partie, on joue à pile ou face; le gagnant choisit qui casse.",
            ),
            rule(
                "next-game",
                "Après une partie, le perdant casse la suivante, sans tirage.",
            ),
            reading(
                "next-game-four",
                "À quatre, la casse revient au premier joueur de l\u{2019}équipe perdante, dans le sens des aiguilles d\u{2019}une montre, après celui qui a joué le dernier coup.",
            ),
            rule(
                "poison-break",
                "Si le poison tombe à la casse, celui qui casse gagne, sauf si ce coup est une faute : il perd alors.",
            ),
        ],
    },
    Section {
        head: "Les couleurs",
        body: &[
            rule(
                "colours",
                "Au début, les couleurs sont libres : le premier pion calé tout seul donne sa couleur au joueur qui l\u{2019}a calé.",
            ),
            reading(
                "colours-majority",
                "Tant que les couleurs sont libres, un coup qui cale plus de pions d\u{2019}une couleur que de l\u{2019}autre donne cette couleur au tireur (sauf un pion seul calé avec une faute); autant de chaque couleur les laisse libres.",
            ),
            rule(
                "first-scratch",
                "Si vous faites une faute sur le coup qui cale votre premier pion, sa couleur ne « colle » pas : les couleurs restent libres et n\u{2019}importe qui peut caler n\u{2019}importe quel pion.",
            ),
            rule(
                "reopen",
                "Chaque fois qu\u{2019}il ne reste aucun pion dans les poches, les couleurs redeviennent libres : chaque joueur peut prendre l\u{2019}une ou l\u{2019}autre.",
            ),
            reading(
                "reopen-how",
                "On prend alors sa couleur comme au début : le prochain pion calé tout seul donne sa couleur au joueur qui l\u{2019}a calé.",
            ),
        ],
    },
    Section {
        head: "Coups de plus",
        body: &[
            rule(
                "extra",
                "Chaque pion de votre couleur que vous calez vous donne un coup de plus : un double en donne deux, un triple trois, et quatre font de vous le dieu du pitchnut. Un double, puis un autre double au coup suivant, donne trois coups de plus en tout : vous en avez joué un pour réussir le second double.",
            ),
            reading(
                "bank",
                "Les coups de plus s\u{2019}accumulent : chaque pion de votre couleur calé en ajoute un, chaque coup joué en use un.",
            ),
            rule(
                "cancel",
                "Si vous calez un des vôtres et un de l\u{2019}adversaire sur le même coup, dans n\u{2019}importe quel ordre, ils s\u{2019}annulent : pas de coup de plus, et votre tour finit, même au début, quand les couleurs ne sont pas encore fixées.",
            ),
            rule(
                "double-one",
                "Deux des vôtres et un de l\u{2019}adversaire sur le même coup donnent un coup de plus.",
            ),
            reading(
                "own-minus",
                "Un coup rapporte un coup de plus par pion de votre couleur qu\u{2019}il cale, moins un par pion de l\u{2019}adversaire (un triple et un des siens : deux). S\u{2019}il n\u{2019}en cale pas plus des vôtres que des siens, votre tour finit et les coups accumulés sont perdus.",
            ),
        ],
    },
    Section {
        head: "Les fautes",
        body: &[
            rule(
                "scratch",
                "Si le tireur tombe dans une poche ou sort de la planche, c\u{2019}est une faute : un de vos pions calés sort de sa poche et retourne au centre, et votre tour finit.",
            ),
            reading(
                "owe",
                "Le texte d\u{2019}origine est brouillé ici (« you WORD PLEASE »). Si vous faites une faute sans avoir de pion dans une poche (à la casse, par exemple), vous en devez un : le premier pion que vous calez ensuite retourne au centre et finit votre tour, et sa couleur ne fixe pas les couleurs.",
            ),
            rule(
                "cancel-scratch",
                "Si vous calez un des vôtres et un de l\u{2019}adversaire avec une faute sur le même coup, votre pion retourne au centre, le sien reste dans la poche, et votre tour finit.",
            ),
            rule(
                "double-scratch",
                "L\u{2019}exception : un double avec une faute sur le même coup, ou un double puis une faute au coup suivant, renvoie un de vos pions au centre, mais vous gardez quand même un coup de plus.",
            ),
            reading(
                "scratch-extra",
                "Une faute reprend un des coups de plus gagnés par ce même coup, jamais un coup accumulé avant.",
            ),
            rule(
                "open-scratch",
                "Avant que les couleurs soient fixées, si vous calez un pion de chaque couleur avec une faute, le prochain pion calé décide des couleurs; un pion de celui qui a fait la faute retourne ensuite au centre.",
            ),
            rule(
                "two-one",
                "Avant que les couleurs soient fixées, si vous calez deux pions d\u{2019}une couleur et un de l\u{2019}autre avec une faute, votre couleur est celle des deux : l\u{2019}un d\u{2019}eux retourne au centre et votre tour finit.",
            ),
        ],
    },
    Section {
        head: "Le centre",
        body: &[
            rule(
                "stack",
                "Un pion remis au centre alors qu\u{2019}un autre y est déjà se place par-dessus; on peut en empiler plusieurs.",
            ),
            rule(
                "stack-falls",
                "Si une pile tombe, ses pions restent là où ils tombent : personne ne les empile de nouveau.",
            ),
            rule(
                "adjust",
                "Quand votre adversaire remet un pion au centre et que sa place ne vous plaît pas, vous pouvez l\u{2019}ajuster, mais seulement avant que l\u{2019}un de vous deux tire.",
            ),
            reading(
                "adjust-how",
                "Ajuster, c\u{2019}est déplacer le pion à plat vers une place qui couvre encore le point central sans toucher d\u{2019}autre pion à plat, autant de fois que vous voulez; les pions posés dessus suivent.",
            ),
        ],
    },
    Section {
        head: "Pions sortis",
        body: &[
            rule(
                "off",
                "Un pion qui sort de la planche ou qui reste sur le dessus d\u{2019}un côté est hors jeu : le jeu le remet au centre pour le joueur qui l\u{2019}a sorti. Le tireur sur le dessus d\u{2019}un côté reste en jeu; le tireur sorti de la planche, c\u{2019}est une faute.",
            ),
            rule(
                "off-both",
                "Si un pion de chaque couleur sort de la planche, les deux retournent au centre, et celui du joueur qui les a sortis va par-dessus.",
            ),
            reading(
                "poison-off",
                "Le poison sorti de la planche ou resté sur un côté retourne lui aussi au centre.",
            ),
            reading(
                "out-of-reach",
                "Un pion coincé entre les poteaux d\u{2019}une poche peut toujours être atteint : les deux poteaux laissent 41,3 mm au tireur de 38,1 mm. (Les parties commencées sur une version plus ancienne du jeu, aux poteaux plus serrés, gardent sa règle : si le tireur ne peut toucher aucun pion, tous les pions retournent au centre.)",
            ),
            rule(
                "table",
                "Ici, seul un coup déplace un pion : la planche tourne vers chaque tireur à l\u{2019}écran sans rien faire tomber dans une poche, et aucune main ne peut accrocher un pion; les règles pour remettre ces pions en place n\u{2019}ont donc jamais à servir.",
            ),
        ],
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
                "Hors de la casse, vous perdez s\u{2019}il tombe avant que tous vos pions soient calés, si un autre pion tombe sur le même coup, ou si vous faites une faute sur le coup qui le cale.",
            ),
            rule(
                "poison-scratch",
                "Une faute en visant le poison, sans le caler, ne fait pas perdre : un de vos pions retourne au centre.",
            ),
        ],
    },
    Section {
        head: "Règles pour débutants",
        body: &[
            rule(
                "beginner",
                "Deux débutants, ou des joueurs pressés, peuvent choisir « Débutant » à la ligne Règles en préparant la partie. Deux règles changent alors :",
            ),
            rule(
                "beginner-scratch",
                "Une faute renvoie encore un de vos pions au centre, mais votre tour ne finit pas.",
            ),
            rule(
                "beginner-retake",
                "Si le tireur ne touche aucun pion, vous pouvez tirer de nouveau : choisissez « Rejouer » ou « Passer ». Il n\u{2019}y a pas de limite : après chaque coup manqué, le choix vous revient.",
            ),
            reading(
                "retake-how",
                "Les bandes et les poteaux ne sont pas des pions. Un coup repris n\u{2019}use aucun de vos coups de plus.",
            ),
            rule(
                "beginner-doubles",
                "Les débutants apprennent mieux le pitchnut en double, deux contre deux.",
            ),
        ],
    },
    Section {
        head: "Gagner la partie",
        body: &[rule(
            "match",
            "Un match se joue en deux parties gagnantes sur trois.",
        )],
    },
];
