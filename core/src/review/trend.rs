//! A player's reviews across matches: what the stats page shows as the
//! trend (issue 43). Each finished record on the shelf that keeps a whole
//! review gives one point: the mean loss of the player's shots in it.

use super::{PlayerReview, ShotReview, players};
use crate::save::{MatchRecord, Player, ProfileId};
use crate::spec::BoardKind;

/// The player's line in each reviewed record of `game`, oldest first (the
/// shelf's order; the games' losses are not on one scale). Seats the profile played are taken together (a team's two
/// seats, one player); records without a review, or that do not seat the
/// profile, are left out. A review line that does not read (a hand-edited
/// file) leaves its record out rather than count part of a match.
pub fn trend(records: &[MatchRecord], who: ProfileId, game: BoardKind) -> Vec<PlayerReview> {
    records
        .iter()
        .filter(|r| r.pitchnut.is_some() == (game == BoardKind::Pitchnut))
        .filter_map(|r| {
            let lines = r.review.as_ref()?;
            let seats: Vec<u8> = (r.players.iter())
                .filter(|s| matches!(s.player, Player::Person { profile, .. } if profile == who))
                .map(|s| s.seat)
                .collect();
            if seats.is_empty() {
                return None;
            }
            let reviews: Option<Vec<ShotReview>> =
                lines.iter().map(|l| ShotReview::from_line(l)).collect();
            let mine: Vec<ShotReview> = (reviews?.into_iter())
                .filter(|s| seats.contains(&s.seat))
                .map(|s| ShotReview {
                    seat: seats[0],
                    ..s
                })
                .collect();
            players(&mine).into_iter().next()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::save::Seated;

    fn reviewed() -> MatchRecord {
        let text = include_str!("../../../tests/reviews/crokinole-two-players-best-of-seven.json");
        MatchRecord::from_json(text.as_bytes()).unwrap()
    }

    fn as_profile(mut r: MatchRecord, seat: u8, id: ProfileId) -> MatchRecord {
        let s: &mut Seated = r.players.iter_mut().find(|s| s.seat == seat).unwrap();
        s.player = Player::Person {
            profile: id,
            name: "Ana".into(),
        };
        r
    }

    #[test]
    fn each_reviewed_match_of_the_profile_is_a_point_oldest_first() {
        let whole = reviewed();
        let lines = whole.review.clone().unwrap();
        let all: Vec<ShotReview> = lines
            .iter()
            .map(|l| ShotReview::from_line(l).unwrap())
            .collect();
        let seat0 = &players(&all)[0];
        assert_eq!(seat0.seat, 0);

        // Seat 0 is profile 7 in the first match; the second keeps only
        // seat 0's first ten shots, so the two points differ.
        let first = as_profile(whole.clone(), 0, 7);
        let mut second = first.clone();
        let mut kept = 0;
        second.review = Some(
            (lines.iter())
                .filter(|l| {
                    let s = ShotReview::from_line(l).unwrap();
                    s.seat != 0 || {
                        kept += 1;
                        kept <= 10
                    }
                })
                .cloned()
                .collect(),
        );
        let unreviewed = MatchRecord {
            review: None,
            ..first.clone()
        };
        let someone_else = as_profile(whole.clone(), 0, 8);
        let got = trend(
            &[first, unreviewed, someone_else, second],
            7,
            BoardKind::Crokinole,
        );
        assert_eq!(got.len(), 2);
        assert_eq!(got[0], *seat0);
        assert_eq!(got[1].shots, 10);
        assert_ne!(got[1].mean_loss, got[0].mean_loss);
    }

    #[test]
    fn two_seats_of_one_profile_count_as_one_player() {
        // The profile sits at seats 0 and 2; half the shots are put on
        // seat 2. The trend counts them all as one player's.
        let mut both = as_profile(as_profile(reviewed(), 0, 7), 2, 7);
        let lines = both.review.take().unwrap();
        let moved: Vec<String> = (lines.iter().enumerate())
            .map(|(i, l)| {
                let s = ShotReview::from_line(l).unwrap();
                let seat = if i % 2 == 0 { 0 } else { 2 };
                ShotReview { seat, ..s }.to_line()
            })
            .collect();
        both.review = Some(moved);
        let got = trend(&[both], 7, BoardKind::Crokinole);
        let all: Vec<ShotReview> = lines
            .iter()
            .map(|l| ShotReview::from_line(l).unwrap())
            .collect();
        assert_eq!(got, players(&all));
        assert_eq!(got[0].shots, lines.len());
    }

    /// Each game's trend has only its own matches: a pitchnut match's
    /// losses (in % of a game) never join crokinole's points.
    #[test]
    fn each_game_keeps_its_own_trend() {
        let text = include_str!("../../../tests/reviews/pitchnut-two-players.json");
        let nut = as_profile(MatchRecord::from_json(text.as_bytes()).unwrap(), 0, 7);
        let croki = as_profile(reviewed(), 0, 7);
        let records = [croki, nut.clone()];
        let nut_trend = trend(&records, 7, BoardKind::Pitchnut);
        let croki_trend = trend(&records, 7, BoardKind::Crokinole);
        assert_eq!(nut_trend.len(), 1);
        assert_eq!(croki_trend.len(), 1);
        assert_eq!(nut_trend[0].game, BoardKind::Pitchnut);
        assert_eq!(croki_trend[0].game, BoardKind::Crokinole);
        let all: Vec<ShotReview> = (nut.review.unwrap().iter())
            .map(|l| ShotReview::from_line(l).unwrap())
            .collect();
        let seat0 = players(&all).into_iter().find(|p| p.seat == 0).unwrap();
        assert_eq!(nut_trend[0], seat0);
    }

    #[test]
    fn a_line_that_does_not_read_leaves_its_match_out() {
        let mut r = as_profile(reviewed(), 0, 7);
        r.review.as_mut().unwrap()[3] = "not a review line".into();
        assert!(trend(&[r], 7, BoardKind::Crokinole).is_empty());
    }
}
