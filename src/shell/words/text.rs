//! Fixed words (`T`), `say!`, and shared words with numbers and names, in
//! English and in Quebec French (rondelle, le trou, pichenotte). `tr(lang, T::Key)` gives a fixed
//! string; the functions below it build the ones with numbers and names.
//!
//! The language is the player's choice (`Prefs::language`), else the
//! system's (`system_language`). A test checks that every character of
//! every string is in the font atlas (`draw::glyphs::CHARSET`).

use flickwood_core::save::{AiLevel, Language, Player, Prefs};
use std::sync::OnceLock;

/// Declares the catalogue: one key per string, its English and its French.
macro_rules! catalogue {
    ($($key:ident => $en:expr, $fr:expr;)*) => {
        /// A fixed string of the catalogue.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        // A few strings are for native builds only (the imports folder).
        #[cfg_attr(target_arch = "wasm32", allow(dead_code))]
        pub enum T { $($key,)* }

        impl T {
            /// Every key, for the tests.
            #[cfg(test)]
            pub const ALL: &'static [T] = &[$(T::$key,)*];

            fn en(self) -> &'static str {
                match self { $(T::$key => $en,)* }
            }

            fn fr(self) -> &'static str {
                match self { $(T::$key => $fr,)* }
            }
        }
    };
}

catalogue! {
    // The title screen.
    Crokinole => "Crokinole", "Crokinole";
    Pitchnut => "Pitchnut", "Pitchnut";
    Rules => "Rules", "Règles";
    Players => "Players", "Joueurs";
    Records => "Records", "Parties";
    Settings => "Settings", "Réglages";
    Practice => "Practice", "Entraînement";
    Subtitle => "French-Canadian flicking board games",
        "jeux de pichenotte du Canada français";
    FootCrokinole => "Crokinole: round board, 20 hole",
        "Crokinole : planche ronde, trou du 20";
    FootPitchnut => "Pitchnut: square board, corner pockets",
        "Pitchnut : planche carrée, poches en coin";

    // The board in play.
    Menu => "Menu", "Menu";
    GoingFor20 => "Going for 20", "Je vise le 20";
    GoingFor20On => "Going for 20: on", "Je vise le 20 : oui";
    HintSlingCrokinole => "Drag along the shooting line to place  ·  press the disc, pull back and let go to shoot",
        "Glissez la rondelle sur la ligne de tir  ·  appuyez dessus, tirez-la vers vous et lâchez";
    HintSlingPitchnut => "Drag along the home line to place  ·  press the shooter, pull back and let go to shoot",
        "Glissez le tireur sur la ligne de départ  ·  appuyez dessus, tirez-le vers vous et lâchez";
    HintSlingPitchnutAlleys => "Drag along the home line or up a side alley to place  ·  press the shooter, pull back and let go to shoot",
        "Glissez le tireur sur la ligne de départ ou dans un couloir latéral  ·  appuyez dessus, tirez-le vers vous et lâchez";
    HintFlickCrokinole => "Drag along the shooting line to place  ·  swipe quickly through the disc toward where it should go",
        "Glissez la rondelle sur la ligne de tir  ·  balayez vite à travers, vers où elle doit aller";
    HintFlickPitchnut => "Drag along the home line to place  ·  swipe quickly through the shooter toward where it should go",
        "Glissez le tireur sur la ligne de départ  ·  balayez vite à travers, vers où il doit aller";
    HintFlickPitchnutAlleys => "Drag along the home line or up a side alley to place  ·  swipe quickly through the shooter toward where it should go",
        "Glissez le tireur sur la ligne de départ ou dans un couloir latéral  ·  balayez vite à travers, vers où il doit aller";
    HintAimCrokinole => "Drag anywhere to aim  ·  pull the disc any way, hold, let go to shoot  ·  slide it along the line to move it",
        "Glissez n’importe où pour viser  ·  tirez la rondelle, tenez, lâchez pour tirer  ·  glissez-la sur la ligne pour la déplacer";
    HintAimPitchnut => "Drag anywhere to aim  ·  pull the shooter any way, hold, let go to shoot  ·  slide it along the line to move it",
        "Glissez n’importe où pour viser  ·  tirez le tireur, tenez, lâchez pour tirer  ·  glissez-le sur la ligne pour le déplacer";
    AimPullHow => "Pull the disc away in any direction and hold: the farther, the harder. Let go to shoot along the aim line.",
        "Tirez la rondelle dans n’importe quel sens et tenez : plus loin, plus fort. Lâchez pour tirer le long de la ligne de visée.";
    SpinNone => "Spin: none", "Effet : aucun";
    SpinRightLight => "Spin: light right", "Effet : léger à droite";
    SpinRightFull => "Spin: full right", "Effet : fort à droite";
    SpinLeftFull => "Spin: full left", "Effet : fort à gauche";
    SpinLeftLight => "Spin: light left", "Effet : léger à gauche";
    MatchOver => "The match is over", "La partie est finie";
    DragToMove => "Drag the disc along the line to move it",
        "Glissez la rondelle le long de la ligne pour la déplacer";
    TooGentle => "Too gentle: swipe faster through the disc",
        "Trop doux : balayez plus vite à travers la rondelle";
    ShotCalledOff => "Shot called off", "Coup annulé";
    FlickHow => "Flick: swipe quickly through the disc, from behind it toward where it should go (Settings to change)",
        "Au doigt : balayez vite à travers la rondelle, de derrière vers où elle doit aller (Réglages pour changer)";
    CouldNotRead => "Couldn't read that stroke", "Ce geste n’a pas été compris";
    Continue => "Continue", "Continuer";
    Ready => "Ready", "Prêt";
    MatchResumed => "Match resumed", "Partie reprise";
    SlingshotHow => "Slingshot: press the disc, pull back and let go (Settings to change)",
        "Fronde : appuyez sur la rondelle, tirez-la vers vous et lâchez (Réglages pour changer)";
    PlayAgain => "Play again", "Rejouer";
    Title => "Title", "Accueil";
    Resume => "Resume", "Reprendre";
    Restart => "Restart", "Recommencer";
    QuitToTitle => "Quit to title", "Retour à l’accueil";
    Paused => "Paused", "Pause";

    // The rules screen.
    Back => "Back", "Retour";
    RulesCrokinole => "Crokinole rules", "Règles du crokinole";
    RulesPitchnut => "Pitchnut rules", "Règles du pitchnut";

    // The first-launch tutorial.
    Next => "Next", "Suivant";
    Skip => "Skip", "Passer";
    LetsPlay => "Let’s play", "On joue!";
    TutPlace => "Your disc waits on your line. Drag it along the line to choose where you shoot from.",
        "Votre rondelle attend sur votre ligne. Glissez-la le long de la ligne pour choisir d’où tirer.";
    TutPull => "To shoot, press the disc, pull back and let go, like a slingshot. The farther you pull, the harder it goes.",
        "Pour tirer, appuyez sur la rondelle, tirez vers vous et lâchez, comme un lance-pierre. Plus vous tirez, plus elle part fort.";
    TutAim => "Aim: drag anywhere on the board, across the dotted line; lift and drag again to turn more. The line starts a little off and stops short of the target: judge where it leads.",
        "Viser : glissez n’importe où sur la planche, en travers de la ligne pointillée; levez et glissez encore pour tourner plus. La ligne part un peu de côté et s’arrête avant la cible : jugez où elle mène.";
    TutPullAim => "Shoot: press the disc, pull it away, hold still and let go. The farther, the harder: the bar shows how far. The pale cone is where it may go; a steady hold and a softer pull keep it narrow. Crokinole: Spin curls it off a post.",
        "Tirer : appuyez sur la rondelle, tirez-la, tenez et lâchez. Plus loin, plus fort : la barre le montre. Le cône pâle montre où elle peut partir; tenir immobile et tirer moins fort le resserrent. Crokinole : Effet la fait tourner sur un poteau.";
    TutFlick => "To shoot, flick it: swipe quickly through the disc, from behind it toward where it should go.",
        "Pour tirer, donnez une pichenotte : balayez vite à travers la rondelle, de derrière vers où elle doit aller.";
    TutScoreCrokinole => "Pucks score where they stop: 5 in the outer ring, 10 in the middle one, 15 inside the circle the posts stand on, 20 flat in the hole. With an opponent’s puck on the board, hit one, or tap “Going for 20” first.",
        "Les rondelles comptent là où elles s’arrêtent : 5 dans l’anneau extérieur, 10 dans celui du milieu, 15 en dedans du cercle des poteaux, 20 à plat dans le trou. Si une rondelle adverse est sur la planche, frappez-la, ou touchez « Je vise le 20 » avant.";
    TutScorePitchnut => "Sink your colour into the corner pockets: each one sunk gives you another shot. Sink the poison last, alone, to win.",
        "Calez vos pions dans les poches des coins : chaque pion calé vous donne un autre coup. Calez le poison en dernier, tout seul, pour gagner.";
    TutMenu => "The Menu button holds the full rules. Good game!",
        "Le bouton Menu donne accès aux règles. Bonne partie!";

    // The set-up screen.
    Play => "Play", "Jouer";
    MatchRow => "Match", "Partie";
    FourSingles => "4 singles", "4 en solo";
    FourTeams => "4 teams", "4 en équipes";
    QuickTo50 => "Quick: to 50", "Rapide : 50";
    BestOfSeven => "Best of seven", "Meilleur de 7";
    To300 => "To 300", "300 points";
    Tournament => "Tournament", "Tournoi";
    FourPartners => "4 partners", "4 en équipes";
    Standard => "Standard", "Standard";
    Beginner => "Beginner", "Débutant";
    Alleys => "Alleys", "Allées";
    American => "American", "Américaines";
    Canadian => "Canadian", "Canadiennes";
    Guest => "Guest", "Invité";
    Bottom => "Bottom", "En bas";
    Left => "Left", "À gauche";
    Top => "Top", "En haut";
    Right => "Right", "À droite";
    OnlyAi => "Nobody but the AI: sit back and watch the match",
        "Seulement l’IA : installez-vous et regardez la partie";
    TapSeat => "Tap a seat to change who plays it", "Touchez une place pour changer qui la joue";

    // The settings screen.
    Controls => "Controls", "Commandes";
    AimAndPull => "Aim & pull", "Visée";
    Slingshot => "Slingshot", "Fronde";
    Flick => "Flick", "Au doigt";
    Table => "Table", "Table";
    PassAndPlay => "Pass and play", "Chacun son tour";
    TabletOnTable => "Tablet on a table", "Tablette à plat";
    Sound => "Sound", "Son";
    SoundOn => "On", "Activé";
    Muted => "Muted", "Coupé";
    Vibration => "Vibration", "Vibration";
    VibrationOn => "On", "Activée";
    VibrationOff => "Off", "Désactivée";
    Motion => "Motion", "Animations";
    MotionFull => "Full", "Toutes";
    MotionReduced => "Reduced", "Réduites";
    AimGuide => "Aim guide", "Guide de visée";
    GuideShort => "Short", "Court";
    GuideFull => "Full (easy)", "Complet (facile)";
    LanguageRow => "Language", "Langue";
    System => "System", "Système";
    English => "English", "English";
    Francais => "Français", "Français";
    Volume => "Volume", "Volume";
    TutorialAgain => "Show the tutorial again", "Revoir le tutoriel";
    TutorialNext => "The tutorial will show at the next match",
        "Le tutoriel s’affichera à la prochaine partie";

    // The save.
    DateUnknown => "date unknown", "date inconnue";
    NotFinished => "not finished", "pas finie";
    DroppedFile => "The dropped file", "Le fichier déposé";

    // The players screen.
    EveryOpponent => "Every opponent", "Tous les adversaires";
    AgainstPeople => "Against people", "Contre des joueurs";
    BothGames => "Both games", "Les deux jeux";
    NewName => "A new name", "Un nouveau nom";
    NewPlayerName => "The new player's name", "Le nom du nouveau joueur";
    NoPlayers => "No players yet. Add one to keep their results and stats; anyone can also play as a guest.",
        "Aucun joueur pour l’instant. Ajoutez-en un pour garder ses résultats et ses statistiques; tout le monde peut aussi jouer comme invité.";
    NoMatchesYet => "no matches yet", "aucune partie encore";
    AddPlayer => "Add a player", "Ajouter un joueur";
    Rename => "Rename", "Renommer";
    Delete => "Delete", "Supprimer";
    Keep => "Keep", "Garder";
    Games => "Games", "Manches";
    Rounds => "Rounds", "Manches";
    RoundsAndGames => "Rounds and games", "Manches";
    Matches => "Matches", "Parties";
    Shots => "Shots", "Coups";
    Twenties => "20s", "20";
    PointsARound => "Points a round", "Points par manche";
    Open20sMade => "Open 20s made", "20 sur planche vide";
    Open20sShortGuide => "Open 20s", "20 sur planche vide";
    Open20sFullGuide => "Open 20s (easy)", "20 vides (facile)";
    PiecesSunk => "Pieces sunk", "Pions calés";
    Scratches => "Scratches", "Fautes du tireur";
    Fouls => "Fouls", "Fautes";
    HintsAsked => "Hints asked", "Conseils demandés";
    WhereDiscsRest => "Where discs stopped", "Arrêts des rondelles";
    ChooseOneGame => "Choose one game to see this map.", "Choisissez un seul jeu pour voir cette carte.";
    NoShotsYet => "No shots yet", "Aucun coup encore";
    YourEdge => "your edge", "votre côté";
    ResultsOverTime => "Results over time", "Résultats dans le temps";
    NoMatchesYetCap => "No matches yet", "Aucune partie encore";

    // The records screen.
    NoRecords => "No finished matches yet. Play one: every match you finish is kept here, to watch again or to share.",
        "Aucune partie finie encore. Jouez-en une : chaque partie terminée est gardée ici, pour la revoir ou la partager.";
    Watch => "Watch", "Revoir";
    Export => "Export", "Exporter";
    // A crokinole record as Crokinole Match Notation, for scoring apps.
    ExportCmn => "CMN", "CMN";
    ExportAllCmn => "All as CMN", "Tout en CMN";
    Import => "Import", "Importer";
    ImportHintWeb => "Import opens a record file someone shared",
        "Importer ouvre le fichier d’une partie partagée";
    ImportHint => "Drop a shared record on the window, or use Import",
        "Déposez une partie partagée sur la fenêtre, ou touchez Importer";
    ImportsFolder => "the imports folder", "le dossier des importations";

    // The replay viewer.
    Start => "Start", "Début";
    Pause => "Pause", "Pause";
    Step => "Step", "Coup";

    // The on-screen keyboard.
    Shift => "Aa", "Maj";
    Space => "Space", "Espace";
    Backspace => "Delete", "Effacer";
    Cancel => "Cancel", "Annuler";
    Done => "Done", "OK";

    // Motion: pop-ups and the round's score map.
    Pocketed => "In!", "Dedans!";
    Ditched => "Ditch!", "Au fossé!";
    WherePoints => "Where the points came from", "D’où viennent les points";
    // Practice (the drills, their chart and the tiers).
    PracticeStandIn => "Practice", "Pratique";
    ShotMade => "Made!", "Réussi !";
    ShotMissed => "Missed", "Raté";
    NotCounted => "Not counted: shoot from where the puck waits", "Non compté : tirez d’où la rondelle attend";
    DrillAgain => "Again", "Encore";
    DrillDone => "Done", "Terminé";
    OpenTwentyProgress => "Open-20 progress", "Progrès aux 20";
    ProgressTitle => "Open-20 rate over time", "Taux de 20 ouverts dans le temps";
    PracticeSeries => "practice", "entraînement";
    MatchSeries => "matches (empty board)", "parties (planche vide)";
    NoOpenTwenties => "No open 20s yet: practise them, or play a match", "Aucun 20 ouvert encore : entraînez-vous, ou jouez une partie";
    NotTheYardstick => "The tiers are open-20 rates: no tournament figures exist for this drill", "Les niveaux sont des taux de 20 ouverts : aucun chiffre de tournoi pour cet exercice";
    NoAiYardstick => "The AI plays this position for the match, not for the drill: no AI figure", "L’IA joue cette position pour la partie, pas pour l’exercice : aucun chiffre d’IA";
    GuestNotKept => "A guest’s practice is not kept: pick a player to keep it", "L’entraînement d’un invité n’est pas gardé : choisissez un joueur";
    TournamentTiers => "Tournament open-20 rates", "Taux de 20 ouverts en tournoi";
    PaleIsFullGuide => "Pale: the full guide (easy), not for the tiers", "Pâles : guide complet (facile), hors niveaux";
    FullGuidePlayed => "Played with the full guide (easy)", "Joué avec le guide complet (facile)";
    FullGuideNoComparison => "With the full guide the comparison with the pros' rates, the tiers and the AI levels is off: choose the short guide in Settings to measure yourself against them.",
        "Avec le guide complet, pas de comparaison avec les taux des pros, les niveaux ni l’IA : choisissez le guide court dans les Réglages pour vous mesurer à eux.";
}

// The save's notices and the records, players and replay screens' words.
pub use super::screen_words::*;

/// A string with numbers or names, its English and its French side by
/// side: `say!(lang, "{n} left", "{n} restants")` (the names are captured).
macro_rules! say {
    ($lang:expr, $en:literal, $fr:literal $(,)?) => {
        match $lang {
            flickwood_core::save::Language::English => format!($en),
            flickwood_core::save::Language::French => format!($fr),
        }
    };
    ($lang:expr, $en:expr, $fr:expr $(,)?) => {
        match $lang {
            flickwood_core::save::Language::English => String::from($en),
            flickwood_core::save::Language::French => String::from($fr),
        }
    };
}
pub(crate) use say;

/// The fixed string `key` in `lang`.
pub fn tr(lang: Language, key: T) -> &'static str {
    match lang {
        Language::English => key.en(),
        Language::French => key.fr(),
    }
}

/// The language the screens use now: the player's choice, else the system's.
pub fn language(prefs: &Prefs) -> Language {
    prefs.language_or(system_language())
}

/// "Can't shoot from there: {why}", `why` in the same language (the
/// engine's refusal, through `refusal_words`).
pub fn cant_shoot(lang: Language, why: &str) -> String {
    match lang {
        Language::English => format!("Can't shoot from there: {why}"),
        Language::French => format!("Impossible de tirer d’ici : {why}"),
    }
}

/// "Step 2 of 5".
/// "name: detail", with the space French puts before a colon.
pub fn labelled(lang: Language, name: &str, detail: &str) -> String {
    match lang {
        Language::English => format!("{name}: {detail}"),
        Language::French => format!("{name} : {detail}"),
    }
}

pub fn pass_to(lang: Language, name: &str) -> String {
    match lang {
        Language::English => format!("Pass to {name}"),
        Language::French => format!("Au tour {}", de(name)),
    }
}

/// French "de" before a name, as it is said: "d’Ana", "de l’IA (Club)",
/// "du joueur 2", "de Ben".
pub fn de(name: &str) -> String {
    if let Some(rest) = name.strip_prefix("Joueur ") {
        return format!("du joueur {rest}");
    }
    if name.starts_with("IA") {
        return format!("de l\u{2019}{name}");
    }
    let vowel = name
        .chars()
        .next()
        .is_some_and(|c| "AEIOUYÉÈÊÀÂÎÔaeiouyéèêàâîô".contains(c));
    if vowel {
        format!("d\u{2019}{name}")
    } else {
        format!("de {name}")
    }
}

/// `x` to one decimal as the language writes it: "3.2", French "3,2"
/// (and "−" for a minus, as the review prints it in both).
pub fn dec1(lang: Language, x: f32) -> String {
    let s = format!("{x:.1}");
    match lang {
        Language::French => s.replace('.', ","),
        Language::English => s,
    }
}

/// French "à" before a name, as it is said: "à Ana", "à l’IA (Club)",
/// "au joueur 2"; `start` capitalises it for the head of a line ("Au
/// joueur 2 de tirer", "À Ana de tirer").
pub fn a(name: &str, start: bool) -> String {
    let said = if let Some(rest) = name.strip_prefix("Joueur ") {
        format!("au joueur {rest}")
    } else if name.starts_with("IA") {
        format!("à l\u{2019}{name}")
    } else {
        format!("à {name}")
    };
    if !start {
        return said;
    }
    let mut chars = said.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// The resuming screen's line: "Taking up the match: move 12 of 200".
pub fn resuming(lang: Language, n: usize, of: usize) -> String {
    match lang {
        Language::English => format!("Taking up the match: move {n} of {of}"),
        Language::French => format!("Reprise de la partie : coup {n} sur {of}"),
    }
}

pub fn step_of(lang: Language, n: usize, of: usize) -> String {
    match lang {
        Language::English => format!("Step {n} of {of}"),
        Language::French => format!("Étape {n} sur {of}"),
    }
}

/// A level of the AI: "Beginner".
pub fn ai_level(lang: Language, level: AiLevel) -> &'static str {
    match lang {
        Language::English => level.name(),
        Language::French => match level {
            AiLevel::Beginner => "Débutant",
            AiLevel::Casual => "Amateur",
            AiLevel::Club => "Club",
            AiLevel::Expert => "Expert",
            AiLevel::Champion => "Champion",
            AiLevel::Grandmaster => "Grand maître",
        },
    }
}

/// An AI seat on the set-up screen: "AI · Club".
pub fn ai_seat(lang: Language, level: AiLevel) -> String {
    let level = ai_level(lang, level);
    say!(lang, "AI · {level}", "IA · {level}")
}

/// The set-up screen's note on how several people share the device.
pub fn people_at_device(lang: Language, n: usize, tablet: bool) -> String {
    if tablet {
        say!(
            lang,
            "{n} players round a tablet",
            "{n} joueurs autour d’une tablette"
        )
    } else {
        say!(
            lang,
            "{n} players at this device: pass it round",
            "{n} joueurs sur cet appareil : passez-le"
        )
    }
}

/// Whoever plays a seat in a record: a name, or "AI (Club)".
pub fn player_name(lang: Language, player: &Player) -> String {
    match player {
        Player::Ai { level } => {
            let level = ai_level(lang, *level);
            say!(lang, "AI ({level})", "IA ({level})")
        }
        _ => player.name(),
    }
}

/// Between the names of a match's players: "Ana v Ben".
pub fn versus(lang: Language) -> &'static str {
    match lang {
        Language::English => " v ",
        Language::French => " c. ",
    }
}

/// "12 Mar 2026" for a day of the civil calendar (month 1 to 12).
pub fn date(lang: Language, y: i64, m: u32, d: u32) -> String {
    const EN: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    const FR: [&str; 12] = [
        "janv.", "févr.", "mars", "avr.", "mai", "juin", "juil.", "août", "sept.", "oct.", "nov.",
        "déc.",
    ];
    let i = (m as usize + 11) % 12;
    match lang {
        Language::English => format!("{d} {} {y}", EN[i]),
        Language::French => format!("{d} {} {y}", FR[i]),
    }
}

/// A finished record's result: "Ana won, 4 (120 pts) – 2 (80 pts)".
pub fn record_result(lang: Language, winner: Option<&str>, score: &str) -> String {
    match winner {
        None => say!(lang, "drawn, {score}", "partie nulle, {score}"),
        Some(names) => {
            let de_names = de(names);
            say!(lang, "{names} won, {score}", "victoire {de_names}, {score}")
        }
    }
}

/// "Side 2", for a record with nobody named on that side.
pub fn side_number(lang: Language, n: u8) -> String {
    say!(lang, "Side {n}", "Côté {n}")
}

/// A pop-up of points: "+20".
pub fn plus_points(points: u32) -> String {
    format!("+{points}")
}

/// The system's language, asked once: the locale variables on desktop,
/// `navigator.language` on the web. Android reads
/// `Locale.getDefault().getLanguage()` through JNI, iOS the first of
/// `NSLocale.preferredLanguages` (`shell/platform/device/`); English if they fail.
pub fn system_language() -> Language {
    static SYSTEM: OnceLock<Language> = OnceLock::new();
    *SYSTEM.get_or_init(detect)
}

#[cfg(target_arch = "wasm32")]
unsafe extern "C" {
    /// From web/index.html: 1 if `navigator.language` starts with "fr".
    fn flickwood_prefers_french() -> u32;
}

/// Tells the JS bundle the `flickwood_language` plugin is used.
#[cfg(target_arch = "wasm32")]
#[unsafe(no_mangle)]
pub extern "C" fn flickwood_language_crate_version() -> u32 {
    1
}

#[cfg(target_arch = "wasm32")]
fn detect() -> Language {
    // SAFETY: a plain import from web/index.html, no arguments, returns a number.
    if unsafe { flickwood_prefers_french() } == 1 {
        Language::French
    } else {
        Language::English
    }
}

#[cfg(all(
    not(target_arch = "wasm32"),
    not(target_os = "android"),
    not(target_os = "ios")
))]
fn detect() -> Language {
    from_env(|k| std::env::var(k).ok())
}

/// Android: `Locale.getDefault().getLanguage()`; iOS: the first of
/// `NSLocale.preferredLanguages` (`shell/platform/device/`).
#[cfg(any(target_os = "android", target_os = "ios"))]
fn detect() -> Language {
    super::super::platform::device::system_language()
        .map_or(Language::English, |l| Language::from_locale(&l))
}

/// The language the POSIX locale variables ask for, in their order of
/// precedence: LC_ALL, then LC_MESSAGES, then LANG ("C" and empty skip on).
#[cfg_attr(
    any(target_arch = "wasm32", target_os = "android", target_os = "ios"),
    allow(dead_code)
)]
fn from_env(get: impl Fn(&str) -> Option<String>) -> Language {
    ["LC_ALL", "LC_MESSAGES", "LANG"]
        .iter()
        .filter_map(|k| get(k))
        .find(|v| !v.is_empty() && v != "C" && v != "POSIX")
        .map_or(Language::English, |v| Language::from_locale(&v))
}

#[cfg(test)]
#[path = "text_tests.rs"]
pub(crate) mod tests;
