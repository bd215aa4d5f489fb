//! Pitchnut's rules in French: the same sections and paragraph ids as
//! `pitchnut.rs`.

use super::{Section, reading, rule};

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
        head: "Ce qu\u{2019}est une allée",
        body: &[reading(
            "alley",
            "Une allée de côté est la bande du terrain le long du bord gauche ou droit de votre moitié, aussi profonde que votre ligne de départ est loin de votre bord (102 mm), de votre bord jusqu\u{2019}à la ligne du centre. Avec les règles américaines, votre tireur peut s\u{2019}y placer autant que derrière la ligne; avec les règles canadiennes, non.",
            "la règle nomme les allées de côté sans dire où elles sont. Un tireur descendu dans la gouttière ne pourrait pas remonter sur le terrain (aucun pion n\u{2019}y remonte ici) : les allées sont donc les bords du terrain, à côté d\u{2019}elle.",
        )],
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
                "la règle ne décrit la partie suivante qu\u{2019}à deux; à quatre, la casse va au camp perdant, et on choisit son joueur comme les tours s\u{2019}enchaînent.",
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
            reading(
                "colours",
                "Au début, les couleurs sont libres : le premier pion calé tout seul donne sa couleur au joueur qui l\u{2019}a calé.",
                "la règle ne dit jamais comment on choisit d\u{2019}abord les couleurs; elle parle de couleurs « pas encore choisies » et d\u{2019}une couleur qui « colle » : le premier pion calé seul décide.",
            ),
            reading(
                "colours-majority",
                "Tant que les couleurs sont libres, un coup qui cale plus de pions d\u{2019}une couleur que de l\u{2019}autre donne cette couleur au tireur (sauf un pion seul calé avec une faute); autant de chaque couleur les laisse libres.",
                "le seul cas de la règle, deux d\u{2019}une couleur et un de l\u{2019}autre, donne au tireur la couleur des deux; le jeu prend le plus grand nombre dans tous les cas.",
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
                "la règle dit que chacun peut alors choisir sa couleur, sans dire comment; c\u{2019}est ainsi qu\u{2019}on les choisit au début.",
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
                "c\u{2019}est ce qui fait valoir trois à un double suivi d\u{2019}un double : le compte de la règle elle-même.",
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
                "la règle donne un coup de plus pour un double et un des leurs, et aucun pour un de chaque; on compte tous les cas de la même façon.",
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
                "deux mots manquent dans la règle; on les lit d\u{2019}après les phrases autour.",
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
                "la règle laisse un coup de plus à un double avec une faute; reprendre plus que ce que le coup a rapporté effacerait des coups gagnés avant.",
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
                "la règle permet d\u{2019}ajuster le pion sans dire jusqu\u{2019}où; il reste au centre, là où la règle le met.",
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
                "la règle le dit des pions; le poison en est un aussi, et la partie en a besoin en jeu.",
            ),
            reading(
                "out-of-reach",
                "Un pion coincé entre les poteaux d\u{2019}une poche peut toujours être atteint : les deux poteaux laissent 41,3 mm au tireur de 38,1 mm. (Les parties commencées sur une version plus ancienne du jeu, aux poteaux plus serrés, gardent sa règle : si le tireur ne peut toucher aucun pion, tous les pions retournent au centre.)",
                "la règle ne donne aucune mesure; avec un passage plus étroit que le tireur, un pion coincé pouvait bloquer la partie pour de bon.",
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
                "Hors de la casse, vous perdez s\u{2019}il tombe avant que tous vos pions soient calés, si un autre pion tombe pendant le même tour, ou si vous faites une faute sur le coup qui le cale.",
            ),
            reading(
                "same-turn",
                "« Pendant le même tour », ici et pour un pion de chaque couleur, se lit : sur le même coup.",
                "un tour peut compter plusieurs coups; les autres phrases de la règle sur un pion de chaque couleur disent toutes « sur le même coup ».",
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
                "Si le tireur ne touche aucun pion, vous pouvez tirer de nouveau : choisissez « Rejouer » ou « Passer ».",
            ),
            reading(
                "retake-how",
                "Les bandes et les poteaux ne sont pas des pions. Un coup repris n\u{2019}use aucun de vos coups de plus.",
                "la règle dit « toucher un pion »; un coup manqué repris est le même coup, joué de nouveau.",
            ),
            reading(
                "retake-limit",
                "Il n\u{2019}y a pas de limite : après chaque coup manqué, le choix vous revient.",
                "la règle n\u{2019}en fixe aucune, et son « peut » vous laisse le choix.",
            ),
            reading(
                "scratch-miss",
                "Une faute qui ne touche aucun pion tombe sous les deux règles à la fois. Les deux donnent un coup de plus : vous avez ce coup, sans choix à faire, et un de vos pions retourne quand même au centre.",
                "choisir entre deux façons d\u{2019}avoir le même coup ne voudrait rien dire.",
            ),
            rule(
                "beginner-doubles",
                "Les débutants apprennent mieux le pitchnut en double, deux contre deux.",
            ),
        ],
    },
    Section {
        head: "Gagner la partie",
        body: &[reading(
            "match",
            "Un match se joue en deux parties gagnantes sur trois.",
            "la règle décrit une partie et dit que le perdant casse la suivante; deux parties gagnées sur trois font un match court où chacun peut casser.",
        )],
    },
];
