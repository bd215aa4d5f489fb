//! Samples of every pitchnut refusal kind, numbered, for the words test
//! (`tests.rs`): the same exhaustive-index scheme.

use flickwood_core::geom::Vec2;
use flickwood_core::pitchnut::{
    Alleys, ApplyError, BoardError, PlacementError, SeatRole, SetupError, TeamCounts,
};
use flickwood_core::shot::{InputError, Place};
use flickwood_core::spec::DiscKind;

const P: Vec2 = Vec2 { x: 0.1, y: -0.2 };

pub(super) const BOARD_KINDS: usize = 8;
pub(super) fn board_kind(e: &BoardError) -> usize {
    use BoardError::*;
    match e {
        NotAPiece { .. } => 0,
        NotANumber { .. } => 1,
        OffField { .. } => 2,
        StackedOnMissing { .. } => 3,
        TwoStackedOn { .. } => 4,
        NotFlatOrStacked { .. } => 5,
        StackLoop { .. } => 6,
        Overlap { .. } => 7,
    }
}

pub(super) fn boards() -> Vec<BoardError> {
    use BoardError::*;
    vec![
        NotAPiece { disc: 40 },
        NotANumber { piece: 4 },
        OffField { piece: 4, pos: P },
        StackedOnMissing { piece: 4 },
        TwoStackedOn { below: 4 },
        NotFlatOrStacked {
            piece: 4,
            place: Place::Gutter,
        },
        StackLoop { piece: 4 },
        Overlap { a: 4, b: 5 },
    ]
}

pub(super) const SETUP_KINDS: usize = 16;
pub(super) fn setup_kind(e: &SetupError) -> usize {
    use SetupError::*;
    match e {
        Players { .. } => 0,
        TossWinnerNotPlaying { .. } => 1,
        SeatNotPlaying { .. } => 2,
        MovedNotOnBoard { .. } => 3,
        NoSuchPiece { .. } => 4,
        PieceTwice { .. } => 5,
        PieceMissing { .. } => 6,
        NoSuchPocket { .. } => 7,
        Board(_) => 8,
        NoSuchTeam { .. } => 9,
        WinnerWithoutPoison => 10,
        PoisonWithoutWinner => 11,
        ColoursWithoutPieces => 12,
        Counts { .. } => 13,
        TooManyExtraTurns { .. } => 14,
        NotOver => 15,
    }
}

pub(super) fn setups() -> Vec<SetupError> {
    use SetupError::*;
    let mut out = vec![
        Players { players: 3 },
        TossWinnerNotPlaying { seat: 1 },
        MovedNotOnBoard { piece: 4 },
        NoSuchPiece { piece: 30 },
        PieceTwice { piece: 4 },
        PieceMissing { piece: 4 },
        NoSuchPocket {
            piece: 4,
            pocket: 7,
        },
        Board(BoardError::StackLoop { piece: 4 }),
        NoSuchTeam { winner: 3 },
        WinnerWithoutPoison,
        PoisonWithoutWinner,
        ColoursWithoutPieces,
        TooManyExtraTurns { turns: 30 },
        NotOver,
    ];
    for role in [SeatRole::ToPlay, SeatRole::Breaker, SeatRole::LastShooter] {
        out.push(SeatNotPlaying { role, seat: 1 });
    }
    for which in [TeamCounts::Owed, TeamCounts::Deferred] {
        out.push(Counts { which });
    }
    out
}

pub(super) const PLACEMENT_KINDS: usize = 8;
pub(super) fn placement_kind(e: &PlacementError) -> usize {
    use PlacementError::*;
    match e {
        GameOver { .. } => 0,
        NotANumber => 1,
        OffField { .. } => 2,
        BeyondHomeLine { .. } => 3,
        OnPeg { .. } => 4,
        OnPiece { .. } => 5,
        Shot(_) => 6,
        RetakeToChoose { .. } => 7,
    }
}

pub(super) fn placements() -> Vec<PlacementError> {
    use PlacementError::*;
    let mut out = vec![
        GameOver { winner: 1 },
        NotANumber,
        OffField { pos: P },
        OnPeg { peg: 2 },
        OnPiece { piece: 4 },
        Shot(InputError::Overlap { a: 100, b: 4 }),
        RetakeToChoose { seat: 0 },
    ];
    for alleys in [Alleys::American, Alleys::Canadian] {
        out.push(BeyondHomeLine {
            seat: 0,
            alleys,
            line_m: 0.102,
            from_edge_m: 0.3,
        });
    }
    out
}

pub(super) const APPLY_KINDS: usize = 19;
pub(super) fn apply_kind(e: &ApplyError) -> usize {
    use ApplyError::*;
    match e {
        GameOver { .. } => 0,
        AdjustAfterGameOver => 1,
        SeatNotPlaying { .. } => 2,
        NotReturned { .. } => 3,
        ReturnedBySameSide { .. } => 4,
        OffCentre => 5,
        CannotPut { .. } => 6,
        ReportNotPitchnut => 7,
        WrongShooter { .. } => 8,
        InPocket { .. } => 9,
        UnknownDisc { .. } => 10,
        TwoFinals { .. } => 11,
        WrongKind { .. } => 12,
        FinalNotANumber { .. } => 13,
        PieceNotPitchnutPlace { .. } => 14,
        ImpossibleBoard(_) => 15,
        ShooterNotPitchnutPlace { .. } => 16,
        RetakeToChoose { .. } => 17,
        NoRetakeOffered => 18,
    }
}

pub(super) fn applies() -> Vec<ApplyError> {
    use ApplyError::*;
    vec![
        GameOver { winner: 0 },
        AdjustAfterGameOver,
        SeatNotPlaying { seat: 1 },
        NotReturned { piece: 4 },
        ReturnedBySameSide { seat: 0, piece: 4 },
        OffCentre,
        CannotPut {
            piece: 4,
            why: BoardError::Overlap { a: 4, b: 5 },
        },
        ReportNotPitchnut,
        WrongShooter { disc: 4 },
        InPocket { piece: 4 },
        UnknownDisc { disc: 44 },
        TwoFinals { disc: 4 },
        WrongKind {
            disc: 4,
            kind: DiscKind::Piece,
            reported: DiscKind::Poison,
        },
        FinalNotANumber { disc: 4 },
        PieceNotPitchnutPlace {
            piece: 4,
            place: Place::OnPost(1),
        },
        ImpossibleBoard(BoardError::TwoStackedOn { below: 4 }),
        ShooterNotPitchnutPlace {
            place: Place::HoleLeaner,
        },
        RetakeToChoose { seat: 2 },
        NoRetakeOffered,
    ]
}
