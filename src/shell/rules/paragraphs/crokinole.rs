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
                "Crokinole, pichenotte in Quebec, is played on a round board with a hole in the middle, a ring of eight posts and a ditch all around.",
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
            rule(
                "placing",
                "Your puck starts flat, touching the shooting line (the outer circle) in your quarter of the board. Drag it along the line to choose your spot.",
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
            rule(
                "contact-miss",
                "If it touches none, the puck you shot goes to the ditch. Every other puck stays where it ended.",
            ),
            rule(
                "contact-hole",
                "That holds even if your puck drops flat into the hole: with no hit and no declaration, it goes to the ditch for no points.",
            ),
            reading(
                "contact-knocked",
                "Pucks of yours that such a shot knocks into the hole still score 20, since every other puck stays where it ended.",
            ),
            reading(
                "partners",
                "In teams, your partner's pucks count as yours: hitting one is not a hit, a board with none of the other team's pucks leaves your shot free, and a partner's puck that drops flat into the hole makes your declared twenty.",
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
                "Best of seven: the first to win four rounds wins. A tied round counts for nobody.",
            ),
            rule(
                "to-score",
                "To a score (50, or the traditional 300 points): the match ends only after the complete round in which someone reaches the target. If the top scores are tied, one more complete round is played.",
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
            "Respect the other players, above all while they shoot: as in golf, no talking or moving to put the shooter off. Have fun, and shake hands at the end.",
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
            rule(
                "placing",
                "Votre rondelle part à plat, en touchant la ligne de tir (le grand cercle), dans votre quart de la planche. Glissez-la le long de la ligne pour choisir votre place.",
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
            rule(
                "contact-miss",
                "S\u{2019}il n\u{2019}en touche aucune, la rondelle tirée s\u{2019}en va dans le fossé. Toutes les autres restent là où elles se sont arrêtées.",
            ),
            rule(
                "contact-hole",
                "C\u{2019}est vrai même si votre rondelle tombe à plat dans le trou : sans contact et sans annonce, elle s\u{2019}en va dans le fossé, pour zéro point.",
            ),
            reading(
                "contact-knocked",
                "Vos rondelles que ce coup pousse dans le trou comptent quand même 20, puisque toutes les autres rondelles restent là où elles se sont arrêtées.",
            ),
            reading(
                "partners",
                "En équipes, les rondelles de votre partenaire comptent comme les vôtres : en toucher une n\u{2019}est pas un contact, une planche sans rondelle de l\u{2019}autre équipe laisse votre coup libre, et une rondelle de votre partenaire qui tombe à plat dans le trou réussit votre 20 annoncé.",
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
                "Quatre de sept : le premier à gagner quatre manches l\u{2019}emporte. Une manche nulle ne compte pour personne.",
            ),
            rule(
                "to-score",
                "Aux points (50, ou les 300 traditionnels) : la partie finit seulement après la manche complète où quelqu\u{2019}un atteint le total visé. En cas d\u{2019}égalité en tête, on joue une manche complète de plus.",
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
            "Respectez les autres joueurs, surtout quand ils tirent : comme au golf, on ne parle pas et on ne bouge pas pour déranger le tireur. Amusez-vous, et serrez-vous la main à la fin.",
        )],
    },
];
