//! Why a finished match could not be filed. A refusal before anything is
//! written hands the match back, so the caller loses nothing.

use super::error::{ProfileRefusal, SaveError};
use super::profile::ProfileId;
use super::replay::Replay;

#[derive(Clone, Debug)]
pub enum FinishError {
    /// A seat names a profile this save does not have (deleted while the
    /// match was played). Its stats would make the next open set the whole
    /// save aside, so nothing is filed; the match comes back unchanged.
    ProfileGone {
        seat: u8,
        profile: ProfileId,
        replay: Box<Replay>,
    },
    /// The record could not be closed, or a file not written.
    Save(SaveError),
}

impl From<SaveError> for FinishError {
    fn from(e: SaveError) -> Self {
        FinishError::Save(e)
    }
}

/// For callers that only show the words (the shell's save notices).
impl From<FinishError> for SaveError {
    fn from(e: FinishError) -> Self {
        match e {
            FinishError::Save(e) => e,
            FinishError::ProfileGone { seat, profile, .. } => {
                ProfileRefusal::GoneFromMatch { seat, profile }.into()
            }
        }
    }
}

impl core::fmt::Display for FinishError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            FinishError::ProfileGone { seat, profile, .. } => ProfileRefusal::GoneFromMatch {
                seat: *seat,
                profile: *profile,
            }
            .fmt(f),
            FinishError::Save(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for FinishError {}
