//! Every refusal kind has words in both languages, the French with no
//! English left; and a French player sees a crokinole placement off the
//! shooting line refused in French.

use super::super::super::play::ai_seat::NoDecision;
use super::super::text::cant_shoot;
use super::super::text::tests::missing;
use super::RefusalWords;
use super::pitchnut_samples::*;
use flickwood_core::ai::AiError;
use flickwood_core::crokinole::{MatchFormat, RuleError, State, TableKind};
use flickwood_core::geom::Vec2;
use flickwood_core::save::{Language, ProfileRefusal, ReplayRefusal, SaveError};
use flickwood_core::shot::{InputError, Place};
use flickwood_core::spec::{BoardKind, DiscKind, Spec, seat_angle};

const P: Vec2 = Vec2 { x: 0.1, y: -0.2 };

// Each `*_kind` numbers the kinds of one refusal type. The matches are
// exhaustive, so a new kind stops the build here: give it the next number,
// raise the count beside it, and add a sample, or `covers` fails.

const INPUT_KINDS: usize = 16;
fn input_kind(e: &InputError) -> usize {
    use InputError::*;
    match e {
        IdUsedTwice { .. } => 0,
        NotANumber { .. } => 1,
        WrongBoard { .. } => 2,
        NotInPlay { .. } => 3,
        OffSurface { .. } => 4,
        StackOffPitchnut { .. } => 5,
        StackedOnMissing { .. } => 6,
        StackLoop { .. } => 7,
        NoSuchPost { .. } => 8,
        HoleOffCrokinole { .. } => 9,
        ShotNotFlat => 10,
        ShotNotANumber => 11,
        TooFast { .. } => 12,
        TooMuchSpin { .. } => 13,
        Overlap { .. } => 14,
        TooManyDiscs { .. } => 15,
    }
}

fn inputs() -> Vec<InputError> {
    use InputError::*;
    vec![
        IdUsedTwice { disc: 3 },
        NotANumber { disc: 3 },
        WrongBoard {
            disc: 3,
            kind: DiscKind::Shooter,
            board: BoardKind::Crokinole,
        },
        NotInPlay {
            disc: 3,
            place: Place::Ditch,
        },
        OffSurface { disc: 3, pos: P },
        StackOffPitchnut { disc: 3 },
        StackedOnMissing { disc: 3 },
        StackLoop { disc: 3 },
        NoSuchPost { disc: 3, post: 9 },
        HoleOffCrokinole { disc: 3 },
        ShotNotFlat,
        ShotNotANumber,
        TooFast {
            speed: 9.5,
            max: 8.0,
        },
        TooMuchSpin {
            spin: 250.0,
            max: 200.0,
        },
        TooManyDiscs { discs: 70, max: 64 },
        Overlap { a: 1, b: 2 },
    ]
}

const RULE_KINDS: usize = 43;
fn rule_kind(e: &RuleError) -> usize {
    use RuleError::*;
    match e {
        NoTable => 0,
        ZeroTarget => 1,
        NoFirstShooter => 2,
        FirstShooterNotSeated { .. } => 3,
        NoSuchRound { .. } => 4,
        ThirdSeatNotThreePlayers => 5,
        ThirdSeatNotFree { .. } => 6,
        StandingsMissSide { .. } => 7,
        StandingsSideTwice { .. } => 8,
        SideAlreadyWon { .. } => 9,
        StandingsUnknownSide => 10,
        PuckListedTwice { .. } => 11,
        PuckOfNoSeat { .. } => 12,
        TooManyPucks { .. } => 13,
        WrongPuckCount { .. } => 14,
        PuckNumberTooHigh { .. } => 15,
        TwoOnPost { .. } => 16,
        PucksOverlap { .. } => 17,
        PuckNotANumber { .. } => 18,
        OffSurface { .. } => 19,
        LeanerNotOverHole { .. } => 20,
        NoSuchPost { .. } => 21,
        NotAPlaceInPlay { .. } => 22,
        TossAlreadyMade => 23,
        SeatNotAtTable { .. } => 24,
        TossNotBetweenOpponents => 25,
        NotChoosing => 26,
        PlacementNotANumber => 27,
        OutsideQuadrant { .. } => 28,
        OffShootingLine { .. } => 29,
        NotInPlay => 30,
        OnTopOf { .. } => 31,
        Shot(_) => 32,
        ReportOfPitchnut => 33,
        ReportWrongShooter { .. } => 34,
        ReportLostShot => 35,
        ReportUnknownPuck { .. } => 36,
        ReportPuckTwice { .. } => 37,
        ReportNotAPuck { .. } => 38,
        ReportMissingPuck { .. } => 39,
        ReportUnknownContact { .. } => 40,
        ReportUnknownLeaving { .. } => 41,
        ReportPucksOverlap { .. } => 42,
    }
}

fn rules() -> Vec<RuleError> {
    use RuleError::*;
    vec![
        NoTable,
        ZeroTarget,
        NoFirstShooter,
        FirstShooterNotSeated { seat: 1 },
        NoSuchRound { round: 5 },
        ThirdSeatNotThreePlayers,
        ThirdSeatNotFree { seat: 2 },
        StandingsMissSide { side: 1 },
        StandingsSideTwice { side: 1 },
        SideAlreadyWon { side: 0 },
        StandingsUnknownSide,
        PuckListedTwice { puck: 203 },
        PuckOfNoSeat {
            puck: 703,
            pucks_each: 12,
        },
        TooManyPucks {
            listed: 30,
            per_round: 24,
        },
        WrongPuckCount {
            shots: 3,
            first: 0,
            seat: 2,
            expected: 1,
            listed: 2,
        },
        PuckNumberTooHigh {
            seat: 2,
            expected: 1,
            puck: 205,
        },
        TwoOnPost { post: 4 },
        PucksOverlap { a: 1, b: 201 },
        PuckNotANumber { puck: 1 },
        OffSurface { puck: 1, pos: P },
        LeanerNotOverHole { puck: 1 },
        NoSuchPost {
            puck: 1,
            post: 9,
            posts: 8,
        },
        NotAPlaceInPlay {
            puck: 1,
            place: Place::Hole,
        },
        TossAlreadyMade,
        SeatNotAtTable { seat: 3 },
        TossNotBetweenOpponents,
        NotChoosing,
        PlacementNotANumber,
        OutsideQuadrant { seat: 0, pos: P },
        OffShootingLine {
            pos: P,
            off_mm: 12.5,
        },
        NotInPlay,
        OnTopOf { puck: 200 },
        Shot(InputError::ShotNotFlat),
        ReportOfPitchnut,
        ReportWrongShooter {
            reported: 3,
            seat: 0,
            due: 4,
        },
        ReportLostShot,
        ReportUnknownPuck { puck: 9 },
        ReportPuckTwice { puck: 9 },
        ReportNotAPuck { disc: 9 },
        ReportMissingPuck { puck: 9 },
        ReportUnknownContact { puck: 9 },
        ReportUnknownLeaving { puck: 9 },
        ReportPucksOverlap { a: 1, b: 201 },
    ]
}

const AI_KINDS: usize = 5;
fn ai_kind(e: &NoDecision) -> usize {
    match e {
        NoDecision::Ai(AiError::NotInPlay) => 0,
        NoDecision::Ai(AiError::GameOver { .. }) => 1,
        NoDecision::Ai(AiError::NoFreePlacement) => 2,
        NoDecision::Ai(AiError::NoFreePlace) => 3,
        NoDecision::Stopped => 4,
    }
}

fn ais() -> Vec<NoDecision> {
    vec![
        NoDecision::Ai(AiError::NotInPlay),
        NoDecision::Ai(AiError::GameOver { winner: 1 }),
        NoDecision::Ai(AiError::NoFreePlacement),
        NoDecision::Ai(AiError::NoFreePlace),
        NoDecision::Stopped,
    ]
}

const PROFILE_KINDS: usize = 8;
fn profile_kind(e: &ProfileRefusal) -> usize {
    use ProfileRefusal::*;
    match e {
        EmptyName => 0,
        NameTooLong { .. } => 1,
        ControlCharacters => 2,
        NameTaken { .. } => 3,
        TooMany { .. } => 4,
        NoIdsLeft => 5,
        NoSuchProfile { .. } => 6,
        GoneFromMatch { .. } => 7,
    }
}

fn profile_refusals() -> Vec<ProfileRefusal> {
    use ProfileRefusal::*;
    vec![
        EmptyName,
        NameTooLong { max: 24 },
        ControlCharacters,
        NameTaken {
            name: "Marie".into(),
        },
        TooMany { max: 64 },
        NoIdsLeft,
        NoSuchProfile { id: 7 },
        GoneFromMatch {
            seat: 2,
            profile: 7,
        },
    ]
}

/// The replay's own kinds (the engines' ones inside it are sampled above).
const REPLAY_KINDS: usize = 11;
fn replay_kind(e: &ReplayRefusal) -> usize {
    use ReplayRefusal::*;
    match e {
        NotNextMove => 0,
        OtherPosition => 1,
        MatchOver => 2,
        MovesNotReplayed => 3,
        Finished => 4,
        TooLong => 5,
        NotOver => 6,
        NotAShot => 7,
        WrongGame { .. } => 8,
        NoOneToShoot => 9,
        NoSeat { .. } => 10,
        Crokinole(_) | PitchnutPlacement(_) | Pitchnut(_) | PitchnutSetup(_) | Physics(_) => 11,
    }
}

fn replay_refusals() -> Vec<ReplayRefusal> {
    use ReplayRefusal::*;
    vec![
        NotNextMove,
        OtherPosition,
        MatchOver,
        MovesNotReplayed,
        Finished,
        TooLong,
        NotOver,
        NotAShot,
        WrongGame {
            board: BoardKind::Pitchnut,
        },
        NoOneToShoot,
        NoSeat { seat: 3 },
    ]
}

/// Every kind is in the samples: the kinds seen are exactly 0..count.
fn covers<E>(samples: &[E], kind: impl Fn(&E) -> usize, count: usize, what: &str) {
    let mut seen: Vec<usize> = samples.iter().map(kind).collect();
    seen.sort_unstable();
    seen.dedup();
    assert_eq!(
        seen,
        (0..count).collect::<Vec<_>>(),
        "{what}: a kind has no sample"
    );
}

/// The words of every sample, English and French side by side.
fn every_refusal() -> Vec<(String, String)> {
    fn both<E: RefusalWords>(e: &E) -> (String, String) {
        (e.words(Language::English), e.words(Language::French))
    }
    let (inputs, rules, boards) = (inputs(), rules(), boards());
    let (setups, placements, applies, ais) = (setups(), placements(), applies(), ais());
    covers(&inputs, input_kind, INPUT_KINDS, "InputError");
    covers(&rules, rule_kind, RULE_KINDS, "RuleError");
    covers(&boards, board_kind, BOARD_KINDS, "BoardError");
    covers(&setups, setup_kind, SETUP_KINDS, "SetupError");
    covers(
        &placements,
        placement_kind,
        PLACEMENT_KINDS,
        "PlacementError",
    );
    covers(&applies, apply_kind, APPLY_KINDS, "ApplyError");
    covers(&ais, ai_kind, AI_KINDS, "NoDecision");
    let (profiles, replays) = (profile_refusals(), replay_refusals());
    covers(&profiles, profile_kind, PROFILE_KINDS, "ProfileRefusal");
    covers(&replays, replay_kind, REPLAY_KINDS, "ReplayRefusal");
    let mut out: Vec<(String, String)> = Vec::new();
    out.extend(inputs.iter().map(both));
    out.extend(rules.iter().map(both));
    out.extend(boards.iter().map(both));
    out.extend(setups.iter().map(both));
    out.extend(placements.iter().map(both));
    out.extend(applies.iter().map(both));
    out.extend(ais.iter().map(both));
    out.extend(profiles.iter().map(|e| both(&SaveError::from(e.clone()))));
    out.extend(replays.iter().map(|e| both(&SaveError::from(e.clone()))));
    out
}

/// RefusalWords of the English refusals that French does not share: one in a
/// French line is English left in it.
const ENGLISH: &[&str] = &[
    "the", "is", "not", "and", "of", "puck", "pucks", "piece", "pieces", "shot", "shooter", "seat",
    "board", "line", "must", "may", "would", "which", "there", "from", "your", "with", "off",
    "hole", "ditch", "post", "posts", "peg", "pocket", "pockets", "team", "won", "game", "over",
    "side", "round", "rounds", "toss", "twice", "listed", "nobody", "sits", "player", "players",
    "disc", "discs", "result", "stacked", "spot", "free", "too", "spin", "it", "its", "at", "in",
    "on", "to", "be", "no", "one", "only", "but", "has", "have", "are", "was", "name", "cannot",
    "called", "match", "move", "left",
];

/// The English words left in a French line.
fn english_in(french: &str) -> Vec<String> {
    let french_too = ["on"];
    french
        .split(|c: char| !c.is_alphabetic())
        .map(str::to_lowercase)
        .filter(|w| ENGLISH.contains(&w.as_str()) && !french_too.contains(&w.as_str()))
        .collect()
}

#[test]
fn every_refusal_kind_has_french_words_with_no_english_left() {
    let all = every_refusal();
    assert!(all.len() > 100, "{} refusals", all.len());
    for (en, fr) in &all {
        assert!(!en.is_empty() && !fr.is_empty());
        assert_ne!(en, fr, "the French is the English");
        assert!(
            english_in(fr).is_empty(),
            "{fr:?}: English {:?}",
            english_in(fr)
        );
        assert!(!english_in(en).is_empty(), "{en:?} reads as English");
        for s in [en, fr] {
            assert!(
                missing(s).is_empty(),
                "{s}: {:?} not in the font",
                missing(s)
            );
        }
    }
    // And the check itself can fail.
    assert_eq!(english_in("la rondelle is off"), vec!["is", "off"]);
}

#[test]
fn a_french_player_naming_a_profile_twice_reads_why_in_french() {
    let mut profiles = flickwood_core::save::Profiles::default();
    profiles
        .add("Marie", flickwood_core::save::Rgb::new(1, 2, 3))
        .unwrap();
    let why = profiles
        .add("marie", flickwood_core::save::Rgb::new(4, 5, 6))
        .unwrap_err();
    assert!(matches!(
        why,
        SaveError::Profile(ProfileRefusal::NameTaken { .. })
    ));
    let fr = why.words(Language::French);
    assert_eq!(fr, "il y a déjà un joueur nommé marie");
    assert_eq!(why.to_string(), "there is already a player called marie");
}

/// The save notice shown when a finished match names a profile deleted
/// while it was played: the words come through `FinishError`'s typed kind.
#[test]
fn a_french_player_whose_match_cannot_be_filed_reads_why_in_french() {
    use flickwood_core::save::{FinishError, MatchRecord, Replay};
    let text = include_str!("../../../../tests/records/pitchnut-two-players.json");
    let record = MatchRecord::from_json(text.as_bytes()).unwrap();
    let gone = FinishError::ProfileGone {
        seat: 2,
        profile: 7,
        replay: Box::new(Replay::new(record).unwrap()),
    };
    let english = gone.to_string();
    let why = SaveError::from(gone);
    assert!(matches!(
        why,
        SaveError::Profile(ProfileRefusal::GoneFromMatch {
            seat: 2,
            profile: 7
        })
    ));
    assert_eq!(why.to_string(), english);
    assert_eq!(
        why.words(Language::French),
        "la partie n’a pas été classée : le profil du joueur du siège 2 (7) n’existe plus"
    );
}

#[test]
fn a_french_player_placing_a_puck_off_the_shooting_line_reads_why_in_french() {
    let spec = Spec::STANDARD;
    let state = State::new_match(
        TableKind::TwoPlayers,
        None,
        MatchFormat::BestOfSeven,
        Some(0),
    )
    .unwrap();
    let seat = state.to_shoot().unwrap();
    // Inside the seat's quarter, halfway between the centre and the line.
    let inside = Vec2::from_angle(seat_angle(seat)) * (spec.crokinole.shooting_line_radius * 0.5);
    let why = state
        .shot_input(&spec, inside, Vec2::new(0.0, 1.0), 0.0)
        .unwrap_err();
    assert!(matches!(why, RuleError::OffShootingLine { .. }), "{why}");
    // What the play screen shows.
    let fr = cant_shoot(Language::French, &why.words(Language::French));
    assert!(fr.starts_with("Impossible de tirer d’ici : "), "{fr}");
    assert!(fr.contains("la ligne de tir"), "{fr}");
    assert!(english_in(&fr).is_empty(), "{fr}");
    let en = cant_shoot(Language::English, &why.words(Language::English));
    assert!(en.contains("shooting line"), "{en}");
    // The engine's own English stays as the scenario files read it.
    assert!(why.to_string().contains("does not touch the shooting line"));
}

#[test]
fn the_match_the_play_screen_drives_says_refusals_in_the_players_language() {
    use super::super::match_words::Words;
    use flickwood_core::game::{Match, MatchSettings, Refusal};
    use flickwood_core::save::profile::Profiles;
    let profiles = Profiles::default();
    let settings = MatchSettings::default_for(BoardKind::Crokinole);
    let mut game = Match::new(settings, 7, &profiles).unwrap();
    game.choose_by_rule().unwrap();
    let seat = game.next_turn().expect("someone shoots first").seat;
    let radius = Spec::STANDARD.crokinole.shooting_line_radius;
    let inside = Vec2::from_angle(seat_angle(seat)) * (radius * 0.5);
    let why = game.check_shot(inside, Vec2::new(0.0, 1.0)).unwrap_err();
    // What the play screen shows (play/flight.rs).
    let fr = Words::new(&game, Language::French).refusal(&why);
    let said = cant_shoot(Language::French, &fr);
    assert!(said.contains("la ligne de tir"), "{said}");
    assert!(english_in(&said).is_empty(), "{said}");
    let en = Words::new(&game, Language::English).refusal(&why);
    assert!(en.contains("must touch the shooting line"), "{en}");

    // Pitchnut: the shooter put at the centre, far past the home line.
    let settings = MatchSettings::default_for(BoardKind::Pitchnut);
    let mut nut = Match::new(settings, 7, &profiles).unwrap();
    nut.choose_by_rule().unwrap();
    let why = nut.check_place(Vec2::ZERO).unwrap_err();
    let fr = Words::new(&nut, Language::French).refusal(&why);
    assert!(fr.contains("ligne de départ"), "{fr}");
    assert!(english_in(&fr).is_empty(), "{fr}");

    // The driver's own kinds, said by match_words beside the engines'.
    for why in [Refusal::NoTurn, Refusal::NotPitchnut] {
        let fr = Words::new(&nut, Language::French).refusal(&why);
        let en = Words::new(&nut, Language::English).refusal(&why);
        assert_ne!(fr, en);
        assert!(english_in(&fr).is_empty(), "{fr}");
    }
}
