//! The words that teach the controls chosen in Settings: the play
//! screen's hint line and why a stroke was not a shot. Each names only
//! the gestures those controls shoot with (aim and pull, and the slingshot:
//! a pull from the disc; the flick: a swipe through it).

use super::text::{T, tr};
use flickwood_core::gesture::GestureRejection;
use flickwood_core::save::Language;
use flickwood_core::save::prefs::Controls;
use flickwood_core::spec::BoardKind;

/// What to do on a person's turn. `alleys`: pitchnut's shooter may go up
/// the side alleys too.
pub fn hint(lang: Language, controls: Controls, board: BoardKind, alleys: bool) -> &'static str {
    let key = match (controls, board) {
        (Controls::AimAndPull, BoardKind::Crokinole) => T::HintAimCrokinole,
        (Controls::AimAndPull, BoardKind::Pitchnut) => T::HintAimPitchnut,
        (Controls::Slingshot, BoardKind::Crokinole) => T::HintSlingCrokinole,
        (Controls::Slingshot, BoardKind::Pitchnut) if alleys => T::HintSlingPitchnutAlleys,
        (Controls::Slingshot, BoardKind::Pitchnut) => T::HintSlingPitchnut,
        (Controls::Flick, BoardKind::Crokinole) => T::HintFlickCrokinole,
        (Controls::Flick, BoardKind::Pitchnut) if alleys => T::HintFlickPitchnutAlleys,
        (Controls::Flick, BoardKind::Pitchnut) => T::HintFlickPitchnut,
    };
    tr(lang, key)
}

/// Why a stroke was not a shot, if it needs saying (a tap off the disc
/// does not). `on_disc`: the stroke began on the waiting disc.
pub fn refused(
    lang: Language,
    controls: Controls,
    why: GestureRejection,
    on_disc: bool,
) -> Option<&'static str> {
    let key = match why {
        GestureRejection::Tap if on_disc => T::DragToMove,
        GestureRejection::Tap => return None,
        GestureRejection::NotOnDisc => match controls {
            Controls::AimAndPull => T::AimPullHow,
            Controls::Slingshot => T::SlingshotHow,
            Controls::Flick => T::FlickHow,
        },
        GestureRejection::TooSlow => T::TooGentle,
        GestureRejection::Cancelled => T::ShotCalledOff,
        GestureRejection::Invalid => T::CouldNotRead,
    };
    Some(tr(lang, key))
}

/// After a person's flick that spread (issue 42): how far it left the aim
/// and how much harder or softer than the pull, so a miss is never a
/// mystery. `turn_deg` is the angle between meant and played; `speed_pct`
/// the played speed's change in percent.
pub fn spread(lang: Language, turn_deg: f32, speed_pct: f32) -> String {
    let deg = super::text::dec1(lang, turn_deg.abs());
    let pct = format!("{:.0}", speed_pct.abs());
    if speed_pct.round() == 0.0 {
        return super::text::say!(
            lang,
            "Your flick went {deg}° off the aim, at the pull's strength",
            "Votre pichenotte est partie à {deg}° de la visée, à la force tirée"
        );
    }
    if speed_pct > 0.0 {
        super::text::say!(
            lang,
            "Your flick went {deg}° off the aim, {pct} % harder than the pull",
            "Votre pichenotte est partie à {deg}° de la visée, {pct} % plus fort que tiré"
        )
    } else {
        super::text::say!(
            lang,
            "Your flick went {deg}° off the aim, {pct} % softer than the pull",
            "Votre pichenotte est partie à {deg}° de la visée, {pct} % moins fort que tiré"
        )
    }
}

/// The play screen's note while the easy aids are on: the full guide, the
/// exact power, the aim straight ahead.
pub fn easy_aids(lang: Language) -> &'static str {
    match lang {
        Language::English => "Aim guide: full (easy)",
        Language::French => "Guide de visée : complet (facile)",
    }
}
