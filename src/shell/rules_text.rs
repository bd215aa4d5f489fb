//! The rules of both games as players read them, in English and French.
//! Written from the seeds (`pichenotte-crokinole-beginner-rules.txt`,
//! `pitchnut-rules.txt`) and the rulings in `games.md`, and from what the
//! engines do; the screen is `rules_screen.rs`.

use flickwood_core::save::Language;
use flickwood_core::spec::BoardKind;

/// One heading and its short paragraphs.
pub struct Section {
    pub head: &'static str,
    pub body: &'static [&'static str],
}

/// The sections of `game`'s rules in `lang`.
pub fn rules(game: BoardKind, lang: Language) -> &'static [Section] {
    match (game, lang) {
        (BoardKind::Crokinole, Language::English) => CROKINOLE_EN,
        (BoardKind::Crokinole, Language::French) => CROKINOLE_FR,
        (BoardKind::Pitchnut, Language::English) => PITCHNUT_EN,
        (BoardKind::Pitchnut, Language::French) => PITCHNUT_FR,
    }
}

const CROKINOLE_EN: &[Section] = &[
    Section {
        head: "The game",
        body: &[
            "Crokinole, pichenotte in Quebec, is played on a round board with a hole in the middle, a ring of eight posts and a ditch all around.",
            "Flick your pucks across the board: knock your opponents' pucks into the ditch and leave yours as close to the centre as you can. Points are counted only at the end of a round.",
        ],
    },
    Section {
        head: "Players and pucks",
        body: &[
            "Two players sit opposite each other with 12 pucks each. Three or four players each have 12 pucks of their own colour.",
            "Four players can also play as two teams: partners sit opposite, with 6 pucks each, and share a colour. With more than two, play goes clockwise.",
        ],
    },
    Section {
        head: "Taking a shot",
        body: &[
            "Your puck starts flat, touching the shooting line (the outer circle) in your quarter of the board. Drag it along the line to choose your spot.",
            "Aim by dragging anywhere on the board: the dotted aim line turns a little for each finger move. Shoot by pressing the puck, pulling it away in any direction, holding still and letting go: the farther the pull, the harder the shot, always along the aim line. (Settings also offer the slingshot, which shoots against the pull, and the flick, a quick swipe through the puck.) The Spin button curls the next shot off a post. Everyone takes one shot in turn, whatever happens on the board. The first shooter changes every round.",
        ],
    },
    Section {
        head: "No opponent on the board",
        body: &[
            "If none of your opponents' pucks is on the board, your shot is free: aim for the hole. If you miss, your puck stays where it stops.",
        ],
    },
    Section {
        head: "Opponents on the board: hit one",
        body: &[
            "If an opponent's puck is on the board, your shot must touch one of them, directly or through other pucks.",
            "If it touches none, the puck you shot goes to the ditch. Every other puck stays where it ended.",
        ],
    },
    Section {
        head: "Going for 20",
        body: &[
            "Instead of hitting an opponent, you may declare a twenty: tap \u{201c}Going for 20\u{201d} before you shoot.",
            "Then one of your pucks must land flat in the hole, however it gets there. If none does, the puck you shot goes to the ditch, even if it hit an opponent.",
        ],
    },
    Section {
        head: "The 20 hole",
        body: &[
            "A puck lying flat in the hole scores 20 at once and is put on the rail for everyone to see.",
            "A puck tipped into the hole but leaning on its edge is not a 20: it counts 15 and can still be knocked out.",
        ],
    },
    Section {
        head: "Scoring a round",
        body: &[
            "When every puck has been shot, each puck on the board scores where it lies: 15 inside the posts, 10 in the middle ring, 5 in the outer ring. A puck touching a line counts the lower value.",
            "A puck leaning against a post scores 25; one sitting on top of a post, 30. Pucks in the ditch score nothing. Add your 20s on the rail to find your round's total.",
        ],
    },
    Section {
        head: "Rebounds and your own pucks",
        body: &[
            "A puck that goes off the board and bounces back is still off: it goes to the ditch, and whatever it moved stays moved.",
            "A rebound that lands in the hole does not score, but a puck it knocks into the hole does. Your own pucks knocked into the ditch stay out for the round.",
        ],
    },
    Section {
        head: "Winning the match",
        body: &[
            "Best of seven: the first to win four rounds wins. A tied round counts for nobody.",
            "To a score: the match ends after the complete round in which someone reaches the target. If the top scores are tied, one more round is played.",
            "Tournament: 8 pucks each (6 in teams), four rounds; a round won is worth 2 points, a tie 1 each. With no opponent on the board, your shot must end touching or inside the 15 line. A shot that misses every opponent removes the shot puck and any of your pucks it struck.",
        ],
    },
    Section {
        head: "Good manners",
        body: &[
            "Let the shooter concentrate: no talking or moving during a shot. Have fun, and shake hands at the end.",
        ],
    },
];

const CROKINOLE_FR: &[Section] = &[
    Section {
        head: "Le jeu",
        body: &[
            "Le crokinole, qu\u{2019}on appelle pichenotte au Québec, se joue sur une planche ronde avec un trou au centre, huit poteaux en cercle et un fossé tout autour.",
            "Envoyez vos rondelles d\u{2019}une pichenotte : sortez celles de vos adversaires dans le fossé et laissez les vôtres le plus près possible du centre. On compte les points seulement à la fin d\u{2019}une manche.",
        ],
    },
    Section {
        head: "Joueurs et rondelles",
        body: &[
            "À deux, on s\u{2019}assoit face à face avec 12 rondelles chacun. À trois ou à quatre, chacun a 12 rondelles de sa couleur.",
            "À quatre, on peut aussi jouer en équipes : les partenaires s\u{2019}assoient face à face, avec 6 rondelles chacun, de la même couleur. À plus de deux, on joue dans le sens des aiguilles d\u{2019}une montre.",
        ],
    },
    Section {
        head: "Tirer",
        body: &[
            "Votre rondelle part à plat, en touchant la ligne de tir (le grand cercle), dans votre quart de la planche. Glissez-la le long de la ligne pour choisir votre place.",
            "Visez en glissant n’importe où sur la planche : la ligne de visée pointillée tourne un peu à chaque mouvement du doigt. Pour tirer, appuyez sur la rondelle, tirez-la dans n’importe quel sens, tenez et lâchez : plus vous tirez loin, plus le coup est fort, toujours le long de la ligne de visée. (Les réglages offrent aussi le lance-pierre, qui tire à l’opposé, et la pichenotte, un balayage rapide à travers la rondelle.) Le bouton Effet fait tourner le prochain coup sur un poteau. Chacun tire un coup à son tour, peu importe ce qui arrive sur la planche. Le premier tireur change à chaque manche.",
        ],
    },
    Section {
        head: "Aucun adversaire sur la planche",
        body: &[
            "Si aucune rondelle adverse n\u{2019}est sur la planche, votre coup est libre : visez le trou. Si vous le manquez, votre rondelle reste là où elle s\u{2019}arrête.",
        ],
    },
    Section {
        head: "Des adversaires sur la planche : il faut toucher",
        body: &[
            "Si une rondelle adverse est sur la planche, votre coup doit en toucher une, directement ou par ricochet sur d\u{2019}autres rondelles.",
            "S\u{2019}il n\u{2019}en touche aucune, la rondelle tirée s\u{2019}en va dans le fossé. Toutes les autres restent là où elles se sont arrêtées.",
        ],
    },
    Section {
        head: "Viser le 20",
        body: &[
            "Au lieu de frapper un adversaire, vous pouvez annoncer un 20 : touchez « Je vise le 20 » avant de tirer.",
            "Une de vos rondelles doit alors tomber à plat dans le trou, peu importe comment. Sinon, la rondelle tirée s\u{2019}en va dans le fossé, même si elle a touché un adversaire.",
        ],
    },
    Section {
        head: "Le trou du 20",
        body: &[
            "Une rondelle à plat dans le trou compte 20 tout de suite; on la met sur la bande, à la vue de tous.",
            "Une rondelle penchée dans le trou, appuyée sur le bord, n\u{2019}est pas un 20 : elle compte 15 et on peut encore la sortir.",
        ],
    },
    Section {
        head: "Compter une manche",
        body: &[
            "Quand toutes les rondelles sont jouées, chacune compte selon sa place : 15 en dedans des poteaux, 10 dans l\u{2019}anneau du milieu, 5 dans l\u{2019}anneau extérieur. Une rondelle sur une ligne compte la valeur la plus basse.",
            "Une rondelle appuyée sur un poteau vaut 25; une rondelle sur le dessus d\u{2019}un poteau, 30. Celles du fossé ne comptent rien. Ajoutez vos 20 sur la bande pour le total de la manche.",
        ],
    },
    Section {
        head: "Rebonds et vos propres rondelles",
        body: &[
            "Une rondelle sortie de la planche qui revient en rebondissant reste sortie : elle va dans le fossé, et ce qu\u{2019}elle a déplacé reste déplacé.",
            "Un rebond qui tombe dans le trou ne compte pas, mais une rondelle qu\u{2019}il pousse dans le trou compte. Vos rondelles envoyées dans le fossé y restent jusqu\u{2019}à la fin de la manche.",
        ],
    },
    Section {
        head: "Gagner la partie",
        body: &[
            "Quatre de sept : le premier à gagner quatre manches l\u{2019}emporte. Une manche nulle ne compte pour personne.",
            "Aux points : la partie finit après la manche complète où quelqu\u{2019}un atteint le total visé. En cas d\u{2019}égalité en tête, on joue une manche de plus.",
            "Tournoi : 8 rondelles chacun (6 en équipes), quatre manches; une manche gagnée vaut 2 points, une nulle 1 chacun. Sans adversaire sur la planche, votre coup doit finir sur la ligne du 15 ou en dedans. Un coup qui ne touche aucun adversaire retire la rondelle tirée et toutes les vôtres qu\u{2019}elle a frappées.",
        ],
    },
    Section {
        head: "Savoir-vivre",
        body: &[
            "Laissez le tireur se concentrer : on ne parle pas et on ne bouge pas pendant un coup. Amusez-vous, et serrez-vous la main à la fin.",
        ],
    },
];

const PITCHNUT_EN: &[Section] = &[
    Section {
        head: "The game",
        body: &[
            "Pitchnut is a Quebec game on a square board with a gutter all round and a pocket in each corner. Ten black and ten white pieces start in a ring at the centre, with the poison, the odd-coloured piece, in the middle.",
            "Sink all the pieces of your colour, then the poison, before your opponent does.",
        ],
    },
    Section {
        head: "Players",
        body: &[
            "Two players sit across from each other. Four can play as two teams: partners sit opposite and share a colour, and turns go clockwise.",
        ],
    },
    Section {
        head: "The shooter",
        body: &[
            "You only ever hit the big disc, the shooter. At least half of it must be behind your home line; with American rules you may also place it in the side alleys.",
            "Aim by dragging anywhere on the board, then press the shooter, pull it away in any direction, hold and let go: it flies along the aim line, harder the farther you pull. (Settings also offer the slingshot and the flick.) After every shot it comes back to your line.",
        ],
    },
    Section {
        head: "The break and the colours",
        body: &[
            "A coin toss decides who breaks. Colours are open at first: the first piece sunk on its own sets the colour of the player who sank it. After a game, the loser breaks the next one.",
        ],
    },
    Section {
        head: "Extra turns",
        body: &[
            "Each piece of your colour you sink gives you one more shot; sink two at once and you get two. Extra turns add up: a double followed by another double earns three.",
            "If you sink one of yours and one of your opponent's on the same shot, they cancel out and your turn ends.",
        ],
    },
    Section {
        head: "Scratches",
        body: &[
            "If the shooter goes into a pocket or off the board, that is a scratch: one of your sunk pieces goes back to the centre and your turn ends.",
            "If you have no piece in a pocket yet, you owe one: the next piece you sink goes to the centre instead, ends your turn, and does not set the colours.",
            "A piece put back where others already sit is stacked on top of them. A stack that gets hit falls where it falls.",
        ],
    },
    Section {
        head: "Pieces off the board",
        body: &[
            "A piece that flies off the board or lands on top of a side goes back to the centre. The shooter on top of a side is still in play.",
        ],
    },
    Section {
        head: "The poison",
        body: &[
            "Sink the poison last, after all your pieces, and by itself: you win the game.",
            "You lose if it goes in before your pieces are all sunk, together with another piece, or on a shot that scratches. If the poison drops on the break, the breaker wins, unless that shot scratches.",
            "A scratch while shooting at the poison without sinking it only puts one of your pieces back at the centre.",
        ],
    },
    Section {
        head: "Beginner rules",
        body: &[
            "With the beginner option, a scratch still puts one of your pieces back at the centre, but your turn goes on; and a shot whose shooter touches no piece may be played again, once per turn.",
        ],
    },
    Section {
        head: "Winning the match",
        body: &["A match is the best of three games."],
    },
];

const PITCHNUT_FR: &[Section] = &[
    Section {
        head: "Le jeu",
        body: &[
            "Le pitchnut est un jeu québécois sur une planche carrée, avec une gouttière tout autour et une poche dans chaque coin. Dix pions noirs et dix blancs partent en cercle au centre, avec le poison, le pion d\u{2019}une autre couleur, au milieu.",
            "Calez tous les pions de votre couleur, puis le poison, avant votre adversaire.",
        ],
    },
    Section {
        head: "Joueurs",
        body: &[
            "Deux joueurs s\u{2019}assoient face à face. À quatre, on joue en deux équipes : les partenaires s\u{2019}assoient face à face et partagent une couleur, et on joue dans le sens des aiguilles d\u{2019}une montre.",
        ],
    },
    Section {
        head: "Le tireur",
        body: &[
            "On ne frappe jamais que le gros disque, le tireur. Au moins la moitié du tireur doit être derrière votre ligne de départ; avec les règles américaines, on peut aussi le placer dans les allées de côté.",
            "Visez en glissant n’importe où sur la planche, puis appuyez sur le tireur, tirez-le dans n’importe quel sens, tenez et lâchez : il part le long de la ligne de visée, plus fort si vous tirez plus loin. (Les réglages offrent aussi le lance-pierre et la pichenotte.) Après chaque coup, il revient sur votre ligne.",
        ],
    },
    Section {
        head: "La casse et les couleurs",
        body: &[
            "Pile ou face décide qui casse. Au début, les couleurs sont libres : le premier pion calé tout seul donne sa couleur au joueur qui l\u{2019}a calé. Après une partie, le perdant casse la suivante.",
        ],
    },
    Section {
        head: "Coups de plus",
        body: &[
            "Chaque pion de votre couleur que vous calez vous donne un coup de plus; deux d\u{2019}un coup, deux coups de plus. Les coups s\u{2019}accumulent : un double suivi d\u{2019}un autre double en donne trois.",
            "Si vous calez un des vôtres et un de l\u{2019}adversaire sur le même coup, ils s\u{2019}annulent et votre tour finit.",
        ],
    },
    Section {
        head: "Les fautes",
        body: &[
            "Si le tireur tombe dans une poche ou sort de la planche, c\u{2019}est une faute : un de vos pions calés retourne au centre et votre tour finit.",
            "Si vous n\u{2019}avez encore aucun pion dans une poche, vous en devez un : le prochain pion que vous calez retourne au centre, finit votre tour et ne fixe pas les couleurs.",
            "Un pion remis au centre par-dessus d\u{2019}autres s\u{2019}empile sur eux. Une pile frappée tombe là où elle tombe.",
        ],
    },
    Section {
        head: "Pions sortis",
        body: &[
            "Un pion qui sort de la planche ou qui reste sur le dessus d\u{2019}un côté retourne au centre. Le tireur sur le dessus d\u{2019}un côté reste en jeu.",
        ],
    },
    Section {
        head: "Le poison",
        body: &[
            "Calez le poison en dernier, après tous vos pions, et tout seul : vous gagnez la partie.",
            "Vous perdez s\u{2019}il tombe avant que tous vos pions soient calés, avec un autre pion, ou sur un coup où vous faites une faute. S\u{2019}il tombe à la casse, celui qui casse gagne, sauf s\u{2019}il fait une faute sur ce coup.",
            "Une faute en visant le poison sans le caler renvoie seulement un de vos pions au centre.",
        ],
    },
    Section {
        head: "Règles pour débutants",
        body: &[
            "Avec l\u{2019}option débutant, une faute renvoie encore un de vos pions au centre, mais votre tour continue; et un coup où le tireur ne touche aucun pion peut être rejoué, une fois par tour.",
        ],
    },
    Section {
        head: "Gagner la partie",
        body: &["Un match se joue en deux parties gagnantes sur trois."],
    },
];

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shell::text::tests::missing;

    #[test]
    fn both_games_have_the_same_sections_in_both_languages_all_drawable() {
        for game in [BoardKind::Crokinole, BoardKind::Pitchnut] {
            let en = rules(game, Language::English);
            let fr = rules(game, Language::French);
            assert_eq!(en.len(), fr.len(), "{game:?}");
            for (a, b) in en.iter().zip(fr) {
                assert_eq!(a.body.len(), b.body.len(), "{}", a.head);
                for s in std::iter::once(&b.head)
                    .chain(b.body)
                    .chain([&a.head])
                    .chain(a.body)
                {
                    assert!(missing(s).is_empty(), "{s}: {:?}", missing(s));
                }
            }
        }
    }
}
