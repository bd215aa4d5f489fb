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
