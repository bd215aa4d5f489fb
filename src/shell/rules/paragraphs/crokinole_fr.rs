//! Crokinole's rules in French: the same sections and paragraph ids as
//! `crokinole.rs`.

use super::{Section, reading, rule};

pub const FR: &[Section] = &[
    Section {
        head: "Le jeu",
        body: &[
            rule(
                "board",
                "Le crokinole, qu\u{2019}on appelle pichenotte au Québec, se joue sur une planche ronde avec un trou au centre, des poteaux en cercle et un fossé tout autour.",
            ),
            rule(
                "object",
                "D\u{2019}un coup réglementaire, sortez les rondelles de vos adversaires dans le fossé et laissez les vôtres dans les zones qui valent le plus. On compte les points seulement à la fin d\u{2019}une manche.",
            ),
        ],
    },
    Section {
        head: "Joueurs et rondelles",
        body: &[
            rule(
                "players",
                "À deux, on s\u{2019}assoit face à face avec 12 rondelles chacun, une couleur chacun. À trois ou à quatre, chacun peut jouer seul avec 12 rondelles de sa couleur; le troisième joueur s\u{2019}assoit à l\u{2019}un ou l\u{2019}autre des quarts libres. À plus de deux, on joue dans le sens des aiguilles d\u{2019}une montre.",
            ),
            rule(
                "teams",
                "À quatre, on peut aussi jouer en deux équipes : les partenaires s\u{2019}assoient face à face, avec 6 rondelles chacun de la couleur de leur équipe, et on joue dans le sens des aiguilles d\u{2019}une montre.",
            ),
        ],
    },
    Section {
        head: "Qui commence",
        body: &[
            rule(
                "toss",
                "On tire au sort qui commence : un joueur cache une rondelle de chaque couleur, une dans chaque main, et l\u{2019}autre choisit une main (ou on joue à pile ou face). Le joueur dont la couleur sort choisit de tirer en premier ou en second.",
            ),
            rule(
                "hammer",
                "Jouer en second peut valoir la peine si vous aimez avoir le dernier coup, le « marteau » : le dernier coup peut souvent faire gagner ou perdre la partie.",
            ),
            reading(
                "toss-more",
                "À plus de deux, celui qui cache les rondelles et celui qui choisit une main sont adversaires. Un gagnant qui choisit de jouer en second laisse commencer le joueur juste avant lui (dans le sens contraire des aiguilles d\u{2019}une montre).",
                "la règle ne décrit le tirage au sort qu\u{2019}à deux; ainsi il reste un tirage entre rivaux, et le gagnant tire juste après le premier coup, comme en second à deux.",
            ),
            rule(
                "turns",
                "Chacun tire un coup à son tour, peu importe ce qui arrive sur la planche : à deux, on alterne; à plus, on tourne dans le sens des aiguilles d\u{2019}une montre. Celui qui commence change à chaque manche de la même façon, peu importe qui a gagné la précédente.",
            ),
        ],
    },
    Section {
        head: "Tirer",
        body: &[
            reading(
                "placing",
                "Votre rondelle part à plat, en touchant la ligne de tir (le grand cercle), dans votre quart de la planche. Glissez-la le long de la ligne pour choisir votre place.",
                "la règle nomme les zones de tir dans sa table des matières, mais ne dit jamais d\u{2019}où part une rondelle; c\u{2019}est ainsi qu\u{2019}on joue en club et en tournoi.",
            ),
            rule(
                "controls",
                "Visez en glissant n\u{2019}importe où sur la planche : la ligne de visée pointillée tourne un peu à chaque mouvement du doigt. Pour tirer, appuyez sur la rondelle, tirez-la dans n\u{2019}importe quel sens, tenez et lâchez : plus vous tirez loin, plus le coup est fort (la barre le montre), le long de la ligne de visée, à l\u{2019}écart naturel de la pichenotte près, plus large pour un coup fort ou un doigt qui tremble (le cône pâle pendant que vous tirez). La ligne part de quelques degrés de côté et s\u{2019}arrête avant la cible : la juger, c\u{2019}est votre part; le réglage « Guide de visée : Complet (facile) » la montre en entier. (Les réglages offrent aussi le lance-pierre, qui tire à l\u{2019}opposé, et la pichenotte, un balayage rapide à travers la rondelle.) Le bouton Effet fait tourner le prochain coup sur un poteau.",
            ),
            rule(
                "regulation",
                "Sur une vraie planche, un coup réglementaire frappe la rondelle sur le côté, pas sur le dessus, d\u{2019}un doigt seul ou avec le pouce; on ne pousse jamais la rondelle par-dessus ou par le côté, et la main n\u{2019}avance pas au lâcher. Ici, chaque coup est une pichenotte de ce genre, le long de la ligne de visée : aucun coup ne peut être poussé.",
            ),
        ],
    },
    Section {
        head: "Le trou du 20",
        body: &[
            rule(
                "twenty",
                "Pour compter 20, une rondelle doit tomber à plat, entièrement dans le trou. Elle compte tout de suite et va sur la bande, où chacun garde ses 20 à la vue de tous : c\u{2019}est important pour la stratégie en fin de partie.",
            ),
            rule(
                "hole-leaner",
                "Une rondelle penchée dans le trou, appuyée sur le bord, n\u{2019}est pas un 20 : elle compte 15 et le joueur suivant peut la sortir.",
            ),
            rule(
                "opening",
                "Le premier coup d\u{2019}une manche n\u{2019}a rien à frapper : il vise le 20. S\u{2019}il le manque, la rondelle reste là où elle est, et le joueur suivant doit toucher une rondelle adverse ou annoncer un 20.",
            ),
        ],
    },
    Section {
        head: "Aucun adversaire sur la planche",
        body: &[
            rule(
                "free",
                "Si aucune rondelle adverse n\u{2019}est sur la planche au début de votre tour, votre coup est libre : visez le trou. Si vous le manquez, votre rondelle reste là où elle s\u{2019}arrête.",
            ),
            reading(
                "declare-free",
                "Annoncer un 20 quand aucun adversaire n\u{2019}est sur la planche ne change rien : le coup est libre.",
                "l\u{2019}annonce du 20 est la façon d\u{2019}échapper à l\u{2019}obligation de toucher un adversaire, et sans adversaire sur la planche il n\u{2019}y a rien à toucher.",
            ),
            reading(
                "on-post-free",
                "Une rondelle sur le dessus d\u{2019}un poteau n\u{2019}est pas sur la planche : si les seules rondelles adverses sont sur des poteaux, votre coup est libre, et s\u{2019}il ne touche rien, votre rondelle reste là où elle s\u{2019}arrête.",
                "la règle 8-d dit qu\u{2019}une telle rondelle « ne touche PAS la planche », et la règle 5 rend le coup libre quand aucune rondelle adverse n\u{2019}est « SUR la planche ».",
            ),
        ],
    },
    Section {
        head: "Des adversaires sur la planche : il faut toucher",
        body: &[
            rule(
                "contact",
                "Si une rondelle adverse est sur la planche, votre coup doit en toucher une, directement ou par ricochet sur d\u{2019}autres rondelles. Si vous n\u{2019}annoncez pas de 20, tout le monde tient pour acquis que vous visez un adversaire.",
            ),
            reading(
                "contact-miss",
                "S\u{2019}il n\u{2019}en touche aucune, la rondelle tirée s\u{2019}en va dans le fossé. Toutes les autres restent là où elles se sont arrêtées.",
                "la règle ne le dit que pour une rondelle qui tombe dans le trou sans contact et pour un 20 annoncé manqué; l\u{2019}obligation de toucher ne voudrait rien dire si un coup manqué ailleurs pouvait rester.",
            ),
            rule(
                "contact-hole",
                "C\u{2019}est vrai même si votre rondelle tombe à plat dans le trou : sans contact et sans annonce, elle s\u{2019}en va dans le fossé, pour zéro point.",
            ),
            reading(
                "contact-knocked",
                "Vos rondelles que ce coup pousse dans le trou comptent quand même 20, puisque toutes les autres rondelles restent là où elles se sont arrêtées.",
                "la règle ne retire que la rondelle tirée, et une rondelle qu\u{2019}un rebond pousse dans le trou compte (8-b) : celle-ci aussi.",
            ),
            reading(
                "partners",
                "En équipes, les rondelles de votre partenaire comptent comme les vôtres : en toucher une n\u{2019}est pas un contact, une planche sans rondelle de l\u{2019}autre équipe laisse votre coup libre, et une rondelle de votre partenaire qui tombe à plat dans le trou réussit votre 20 annoncé.",
                "dans la règle, les partenaires ont la même couleur, et les règles parlent de vos rondelles et de celles de vos adversaires.",
            ),
        ],
    },
    Section {
        head: "Viser le 20",
        body: &[
            rule(
                "declare",
                "Au lieu de frapper un adversaire, vous pouvez annoncer un 20 : touchez « Je vise le 20 » avant de tirer (autour d\u{2019}une vraie planche, on le dit à voix haute). Vous visez alors le trou même s\u{2019}il y a des adversaires sur la planche; si vous le réussissez, vous comptez 20.",
            ),
            rule(
                "declare-own",
                "Vous pouvez viser le 20 en tirant sur vos propres rondelles : après le coup, une de vos rondelles doit être à plat dans le trou, peu importe comment.",
            ),
            rule(
                "declare-miss",
                "Sinon, la rondelle tirée s\u{2019}en va dans le fossé, pour zéro point, même si elle a touché un adversaire; toutes les autres restent là où elles se sont arrêtées.",
            ),
        ],
    },
    Section {
        head: "Rebonds et vos propres rondelles",
        body: &[
            rule(
                "rebound",
                "Une rondelle sortie de la planche qui revient en rebondissant reste sortie : une fois arrêtée, elle va dans le fossé, et ce qu\u{2019}elle a déplacé reste déplacé.",
            ),
            rule(
                "rebound-hole",
                "Un rebond qui tombe dans le trou ne compte pas 20, mais une rondelle, à vous ou à un adversaire, qu\u{2019}il pousse dans le trou compte 20.",
            ),
            reading(
                "ditch-contacts",
                "Une rondelle tombée dans le fossé est déjà sortie : ce qu\u{2019}elle touche ensuite, en rebondissant ou dans le fossé, ne compte pas comme contact.",
                "la règle 8-a dit qu\u{2019}une rondelle qui rebondit est SORTIE, et une rondelle sortie est hors de la manche.",
            ),
            rule(
                "own-off",
                "Vos propres rondelles envoyées dans le fossé en cours de jeu y restent : elles sont sorties jusqu\u{2019}à la fin de la manche.",
            ),
        ],
    },
    Section {
        head: "Compter une manche",
        body: &[
            rule(
                "round-end",
                "Une manche finit quand chaque joueur ou équipe a tiré toutes ses rondelles. On compte alors chaque rondelle là où elle s\u{2019}est arrêtée.",
            ),
            rule(
                "rings",
                "Une rondelle sur la planche compte 15 en dedans des poteaux, 10 dans l\u{2019}anneau du milieu, 5 dans l\u{2019}anneau extérieur; une rondelle sur une ligne compte la valeur la plus basse. Vos 20 sur la bande comptent 20 chacun; les rondelles du fossé ne comptent rien.",
            ),
            rule(
                "posts",
                "Une rondelle appuyée contre un poteau et la planche vaut 25; une rondelle sur le dessus d\u{2019}un poteau, sans toucher la planche, vaut 30, si elle y est encore à la fin de la manche.",
            ),
        ],
    },
    Section {
        head: "Gagner la partie",
        body: &[
            rule(
                "best-of-seven",
                "Quatre de sept : le premier à gagner quatre manches l\u{2019}emporte.",
            ),
            reading(
                "tied-round",
                "Une manche nulle ne compte pour personne.",
                "la règle ne le dit pas; personne ne l\u{2019}a gagnée, donc personne ne se rapproche de quatre.",
            ),
            rule(
                "to-score",
                "Aux points (souvent les 300 traditionnels) : la partie finit seulement après la manche complète où quelqu\u{2019}un atteint le total visé. En cas d\u{2019}égalité en tête, on joue une manche complète de plus.",
            ),
            reading(
                "raw-totals",
                "Dans une partie aux points, chaque camp ajoute à son total tous les points qu\u{2019}il a faits dans la manche.",
                "la règle ne dit pas comment on additionne; certains clubs ne comptent que l\u{2019}écart du gagnant de la manche, mais ses propres points sont la lecture la plus simple de « jouer jusqu\u{2019}à 300 points ».",
            ),
            reading(
                "quick-score",
                "On peut aussi choisir une partie en 50 points.",
                "ce n\u{2019}est pas dans la règle : une partie courte, pour quelques minutes de jeu.",
            ),
            reading(
                "tournament",
                "Tournoi : 8 rondelles chacun (6 en équipes), quatre manches; une manche gagnée vaut 2 points, une nulle 1 chacun. Sans adversaire sur la planche, votre coup doit finir sur la ligne du 15 ou en dedans. Un coup qui ne touche aucun adversaire retire la rondelle tirée et toutes les vôtres qu\u{2019}elle a frappées.",
                "ce n\u{2019}est pas dans la règle : les règles de l\u{2019}Association nationale de crokinole (NCA), en option pour qui les connaît.",
            ),
        ],
    },
    Section {
        head: "Savoir-vivre",
        body: &[rule(
            "manners",
            "Respectez les autres joueurs, surtout quand ils tirent : comme au golf, on ne parle pas et on ne bouge pas pour déranger le tireur. Amusez-vous, et serrez-vous la main à la fin.",
        )],
    },
];
