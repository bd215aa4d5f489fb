//! The scripted taps that take the game from its title to a match (or
//! back into one), shared by the window tests. Each returns the events of
//! one opening; the tests add their own shots after it. Seed 1's coin
//! toss is won by Player 1, a guest, at every size.

use super::event;

/// Title at 1280x800: the Crokinole button is centred near (404, 528);
/// then the set-up screen's Play button near (640, 664); then seed 1's toss
/// winner (Player 1, a guest) taps "Shoot first" near (501, 624).
pub fn open_crokinole() -> Vec<String> {
    open_crokinole_tossing_at(0.5, 0.52)
}

/// `open_crokinole`, with "Shoot first" pressed at `down` and let go at
/// `up` (the tests that had their own copy of it tap it at their own times).
pub fn open_crokinole_tossing_at(down: f32, up: f32) -> Vec<String> {
    vec![
        event(0.3, "down", 404.0, 528.0),
        event(0.35, "up", 404.0, 528.0),
        event(0.4, "down", 640.0, 664.0),
        event(0.45, "up", 640.0, 664.0),
        event(down, "down", 501.0, 624.0),
        event(up, "up", 501.0, 624.0),
    ]
}

/// How much later `flick_controls_then_crokinole` opens the match than
/// `open_crokinole`.
pub const FLICK_OFFSET: f32 = 0.8;

/// Title at 1280x800: Settings (bottom row, right), "Flick", Back; then
/// the crokinole match as in `open_crokinole`, `FLICK_OFFSET` s later.
/// Swipes are not shots with the default slingshot controls.
pub fn flick_controls_then_crokinole() -> Vec<String> {
    let mut events = vec![
        event(0.3, "down", 981.0, 661.0),
        event(0.35, "up", 981.0, 661.0),
        event(0.45, "down", 942.0, 194.0),
        event(0.5, "up", 942.0, 194.0),
        event(0.6, "down", 62.0, 32.0),
        event(0.65, "up", 62.0, 32.0),
    ];
    events.extend(open_crokinole().iter().map(|e| shift(e, FLICK_OFFSET)));
    events
}

/// The same event `dt` seconds later.
fn shift(e: &str, dt: f32) -> String {
    let t: f32 = e
        .split(r#""t":"#)
        .nth(1)
        .and_then(|r| r.split(',').next())
        .and_then(|x| x.parse().ok())
        .unwrap();
    e.replacen(&format!(r#""t":{t}"#), &format!(r#""t":{}"#, t + dt), 1)
}

/// Title at 1280x800 with a match in progress: Resume, centred at (640, 395).
pub fn resume_1280() -> Vec<String> {
    vec![
        event(0.4, "down", 640.0, 395.0),
        event(0.45, "up", 640.0, 395.0),
    ]
}

/// 480x480: the toss panel's first choice ("Shoot first"; pitchnut: the
/// winner breaks, as seed 1's coin toss did before the choice was shown).
fn first_toss_choice_480(t: f32) -> [String; 2] {
    [
        event(t, "down", 149.5, 377.0),
        event(t + 0.05, "up", 149.5, 377.0),
    ]
}

/// 480x480: the title's Crokinole button, then the set-up's Play button
/// (below the seats: the four-choice rows go two by two at this width),
/// then the toss panel's first choice at 0.9 s.
pub fn crokinole_480() -> Vec<String> {
    let mut events = vec![
        event(0.3, "down", 130.0, 317.0),
        event(0.35, "up", 130.0, 317.0),
        event(0.6, "down", 240.0, 435.0),
        event(0.65, "up", 240.0, 435.0),
    ];
    events.extend(first_toss_choice_480(0.9));
    events
}

/// 480x480: the title's Pitchnut button, then the set-up's Play button,
/// then the toss panel's first choice (the winner breaks) at 0.9 s.
pub fn pitchnut_480() -> Vec<String> {
    let mut events = vec![
        event(0.3, "down", 350.0, 317.0),
        event(0.35, "up", 350.0, 317.0),
        event(0.6, "down", 240.0, 430.0),
        event(0.65, "up", 240.0, 430.0),
    ];
    events.extend(first_toss_choice_480(0.9));
    events
}

/// 480x480 with a match in progress: the title's Resume button (between
/// the subtitle and the games).
pub fn resume_480() -> Vec<String> {
    vec![
        event(0.3, "down", 240.0, 229.0),
        event(0.35, "up", 240.0, 229.0),
    ]
}

/// 480x480: Crokinole; "Quick: to 50"; both seats tapped once (a guest
/// becomes the Beginner AI); Play (the four-choice rows go two by two at
/// this width, so the rows are tight: setup_layout.rs).
pub fn crokinole_ai_against_ai_480() -> Vec<String> {
    let tap = |t: f32, x: f32, y: f32| [event(t, "down", x, y), event(t + 0.05, "up", x, y)];
    let mut events = Vec::new();
    events.extend(tap(0.3, 130.0, 317.0));
    events.extend(tap(0.5, 216.0, 220.0));
    events.extend(tap(0.6, 134.0, 358.0));
    events.extend(tap(0.7, 346.0, 358.0));
    events.extend(tap(0.9, 240.0, 435.0));
    events
}
