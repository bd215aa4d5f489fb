//! Crokinole's rules in English and French (`super::Section`).

use super::{Section, rule};

pub const EN: &[Section] = &[
    Section {
        head: "The game",
        body: &[
            rule(
                "board",
                "Crokinole, pichenotte in Quebec, is played on a round board with a hole in the middle, a ring of eight posts and a ditch all around.",
            ),
            rule(
                "object",
                "Flick your pucks across the board: knock your opponents' pucks into the ditch and leave yours as close to the centre as you can. Points are counted only at the end of a round.",
            ),
        ],
    },
    Section {
        head: "Players and pucks",
        body: &[
            rule(
                "players",
                "Two players sit opposite each other with 12 pucks each. Three or four players each have 12 pucks of their own colour.",
            ),
            rule(
                "teams",
                "Four players can also play as two teams: partners sit opposite, with 6 pucks each, and share a colour. With more than two, play goes clockwise.",
            ),
        ],
    },
    Section {
        head: "Taking a shot",
        body: &[
            rule(
                "placing",
                "Your puck starts flat, touching the shooting line (the outer circle) in your quarter of the board. Drag it along the line to choose your spot.",
            ),
            rule(
                "controls",
                "Aim by dragging anywhere on the board: the dotted aim line turns a little for each finger move. Shoot by pressing the puck, pulling it away in any direction, holding still and letting go: the farther the pull, the harder the shot, always along the aim line. (Settings also offer the slingshot, which shoots against the pull, and the flick, a quick swipe through the puck.) The Spin button curls the next shot off a post. Everyone takes one shot in turn, whatever happens on the board. The first shooter changes every round.",
            ),
        ],
    },
    Section {
        head: "No opponent on the board",
        body: &[rule(
            "free",
            "If none of your opponents' pucks is on the board, your shot is free: aim for the hole. If you miss, your puck stays where it stops.",
        )],
    },
    Section {
        head: "Opponents on the board: hit one",
        body: &[
            rule(
                "contact",
                "If an opponent's puck is on the board, your shot must touch one of them, directly or through other pucks.",
            ),
            rule(
                "contact-miss",
                "If it touches none, the puck you shot goes to the ditch. Every other puck stays where it ended.",
            ),
        ],
    },
    Section {
        head: "Going for 20",
        body: &[
            rule(
                "declare",
                "Instead of hitting an opponent, you may declare a twenty: tap \u{201c}Going for 20\u{201d} before you shoot.",
            ),
            rule(
                "declare-miss",
                "Then one of your pucks must land flat in the hole, however it gets there. If none does, the puck you shot goes to the ditch, even if it hit an opponent.",
            ),
        ],
    },
    Section {
        head: "The 20 hole",
        body: &[
            rule(
                "twenty",
                "A puck lying flat in the hole scores 20 at once and is put on the rail for everyone to see.",
            ),
            rule(
                "hole-leaner",
                "A puck tipped into the hole but leaning on its edge is not a 20: it counts 15 and can still be knocked out.",
            ),
        ],
    },
    Section {
        head: "Scoring a round",
        body: &[
            rule(
                "rings",
                "When every puck has been shot, each puck on the board scores where it lies: 15 inside the posts, 10 in the middle ring, 5 in the outer ring. A puck touching a line counts the lower value.",
            ),
            rule(
                "posts",
                "A puck leaning against a post scores 25; one sitting on top of a post, 30. Pucks in the ditch score nothing. Add your 20s on the rail to find your round's total.",
            ),
        ],
    },
    Section {
        head: "Rebounds and your own pucks",
        body: &[
            rule(
                "rebound",
                "A puck that goes off the board and bounces back is still off: it goes to the ditch, and whatever it moved stays moved.",
            ),
            rule(
                "rebound-hole",
                "A rebound that lands in the hole does not score, but a puck it knocks into the hole does. Your own pucks knocked into the ditch stay out for the round.",
            ),
        ],
    },
    Section {
        head: "Winning the match",
        body: &[
            rule(
                "best-of-seven",
                "Best of seven: the first to win four rounds wins. A tied round counts for nobody.",
            ),
            rule(
                "to-score",
                "To a score: the match ends after the complete round in which someone reaches the target. If the top scores are tied, one more round is played.",
            ),
            rule(
                "tournament",
                "Tournament: 8 pucks each (6 in teams), four rounds; a round won is worth 2 points, a tie 1 each. With no opponent on the board, your shot must end touching or inside the 15 line. A shot that misses every opponent removes the shot puck and any of your pucks it struck.",
            ),
        ],
    },
    Section {
        head: "Good manners",
        body: &[rule(
            "manners",
            "Let the shooter concentrate: no talking or moving during a shot. Have fun, and shake hands at the end.",
        )],
    },
];

pub const FR: &[Section] = &[
    Section {
        head: "Le jeu",
        body: &[
            rule(
                "board",
                "Le crokinole, qu\u{2019}on appelle pichenotte au Québec, se joue sur une planche ronde avec un trou au centre, huit poteaux en cercle et un fossé tout autour.",
            ),
            rule(
                "object",
                "Envoyez vos rondelles d\u{2019}une pichenotte : sortez celles de vos adversaires dans le fossé et laissez les vôtres le plus près possible du centre. On compte les points seulement à la fin d\u{2019}une manche.",
            ),
        ],
    },
    Section {
        head: "Joueurs et rondelles",
        body: &[
            rule(
                "players",
                "À deux, on s\u{2019}assoit face à face avec 12 rondelles chacun. À trois ou à quatre, chacun a 12 rondelles de sa couleur.",
            ),
            rule(
                "teams",
                "À quatre, on peut aussi jouer en équipes : les partenaires s\u{2019}assoient face à face, avec 6 rondelles chacun, de la même couleur. À plus de deux, on joue dans le sens des aiguilles d\u{2019}une montre.",
            ),
        ],
    },
    Section {
        head: "Tirer",
        body: &[
            rule(
                "placing",
                "Votre rondelle part à plat, en touchant la ligne de tir (le grand cercle), dans votre quart de la planche. Glissez-la le long de la ligne pour choisir votre place.",
            ),
            rule(
                "controls",
                "Visez en glissant n’importe où sur la planche : la ligne de visée pointillée tourne un peu à chaque mouvement du doigt. Pour tirer, appuyez sur la rondelle, tirez-la dans n’importe quel sens, tenez et lâchez : plus vous tirez loin, plus le coup est fort, toujours le long de la ligne de visée. (Les réglages offrent aussi le lance-pierre, qui tire à l’opposé, et la pichenotte, un balayage rapide à travers la rondelle.) Le bouton Effet fait tourner le prochain coup sur un poteau. Chacun tire un coup à son tour, peu importe ce qui arrive sur la planche. Le premier tireur change à chaque manche.",
            ),
        ],
    },
    Section {
        head: "Aucun adversaire sur la planche",
        body: &[rule(
            "free",
            "Si aucune rondelle adverse n\u{2019}est sur la planche, votre coup est libre : visez le trou. Si vous le manquez, votre rondelle reste là où elle s\u{2019}arrête.",
        )],
    },
    Section {
        head: "Des adversaires sur la planche : il faut toucher",
        body: &[
            rule(
                "contact",
                "Si une rondelle adverse est sur la planche, votre coup doit en toucher une, directement ou par ricochet sur d\u{2019}autres rondelles.",
            ),
            rule(
                "contact-miss",
                "S\u{2019}il n\u{2019}en touche aucune, la rondelle tirée s\u{2019}en va dans le fossé. Toutes les autres restent là où elles se sont arrêtées.",
            ),
        ],
    },
    Section {
        head: "Viser le 20",
        body: &[
            rule(
                "declare",
                "Au lieu de frapper un adversaire, vous pouvez annoncer un 20 : touchez « Je vise le 20 » avant de tirer.",
            ),
            rule(
                "declare-miss",
                "Une de vos rondelles doit alors tomber à plat dans le trou, peu importe comment. Sinon, la rondelle tirée s\u{2019}en va dans le fossé, même si elle a touché un adversaire.",
            ),
        ],
    },
    Section {
        head: "Le trou du 20",
        body: &[
            rule(
                "twenty",
                "Une rondelle à plat dans le trou compte 20 tout de suite; on la met sur la bande, à la vue de tous.",
            ),
            rule(
                "hole-leaner",
                "Une rondelle penchée dans le trou, appuyée sur le bord, n\u{2019}est pas un 20 : elle compte 15 et on peut encore la sortir.",
            ),
        ],
    },
    Section {
        head: "Compter une manche",
        body: &[
            rule(
                "rings",
                "Quand toutes les rondelles sont jouées, chacune compte selon sa place : 15 en dedans des poteaux, 10 dans l\u{2019}anneau du milieu, 5 dans l\u{2019}anneau extérieur. Une rondelle sur une ligne compte la valeur la plus basse.",
            ),
            rule(
                "posts",
                "Une rondelle appuyée sur un poteau vaut 25; une rondelle sur le dessus d\u{2019}un poteau, 30. Celles du fossé ne comptent rien. Ajoutez vos 20 sur la bande pour le total de la manche.",
            ),
        ],
    },
    Section {
        head: "Rebonds et vos propres rondelles",
        body: &[
            rule(
                "rebound",
                "Une rondelle sortie de la planche qui revient en rebondissant reste sortie : elle va dans le fossé, et ce qu\u{2019}elle a déplacé reste déplacé.",
            ),
            rule(
                "rebound-hole",
                "Un rebond qui tombe dans le trou ne compte pas, mais une rondelle qu\u{2019}il pousse dans le trou compte. Vos rondelles envoyées dans le fossé y restent jusqu\u{2019}à la fin de la manche.",
            ),
        ],
    },
    Section {
        head: "Gagner la partie",
        body: &[
            rule(
                "best-of-seven",
                "Quatre de sept : le premier à gagner quatre manches l\u{2019}emporte. Une manche nulle ne compte pour personne.",
            ),
            rule(
                "to-score",
                "Aux points : la partie finit après la manche complète où quelqu\u{2019}un atteint le total visé. En cas d\u{2019}égalité en tête, on joue une manche de plus.",
            ),
            rule(
                "tournament",
                "Tournoi : 8 rondelles chacun (6 en équipes), quatre manches; une manche gagnée vaut 2 points, une nulle 1 chacun. Sans adversaire sur la planche, votre coup doit finir sur la ligne du 15 ou en dedans. Un coup qui ne touche aucun adversaire retire la rondelle tirée et toutes les vôtres qu\u{2019}elle a frappées.",
            ),
        ],
    },
    Section {
        head: "Savoir-vivre",
        body: &[rule(
            "manners",
            "Laissez le tireur se concentrer : on ne parle pas et on ne bouge pas pendant un coup. Amusez-vous, et serrez-vous la main à la fin.",
        )],
    },
];
