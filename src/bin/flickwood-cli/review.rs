//! `review RECORD [--every-seat | --seat N] [--plays N]`: the Grandmaster's
//! review of a record (issue 43; crokinole in points, pitchnut in the
//! chance to win the game, in percent), a shot at a time as the game
//! computes it: each shot beside the Grandmaster's, the loss split into
//! choice and execution, the costliest three with why, a line per player,
//! and one summary line.

use flickwood_core::ai::crokinole_candidates::ShotKind;
use flickwood_core::review::{
    self, Facts, MeantKind, PitchnutMeant, ReviewBudget, Reviewer, ShotReview, Whose, Why,
    costliest, nearest_level,
};
use flickwood_core::save::MatchRecord;
use flickwood_core::spec::BoardKind;
use std::time::Instant;

const USAGE: &str = "usage: review RECORD [--every-seat | --seat N] [--plays N] [--write OUT]";

pub fn run(args: &[String]) -> Result<(), String> {
    let mut path = None;
    let mut whose = Whose::People;
    let mut budget = ReviewBudget::standard();
    let mut write: Option<String> = None;
    let mut it = args.iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "--every-seat" => whose = Whose::Everyone,
            "--write" => write = Some(it.next().ok_or(USAGE)?.clone()),
            "--seat" => {
                let v = it.next().ok_or(USAGE)?;
                whose = Whose::Seat(v.parse().map_err(|_| format!("not a seat: {v}"))?);
            }
            "--plays" => {
                let v = it.next().ok_or(USAGE)?;
                budget.rollouts = match v.parse() {
                    Ok(n) if (2..=4096).contains(&n) => n,
                    _ => return Err(format!("--plays takes 2 to 4096, not {v}")),
                };
            }
            p if path.is_none() && !p.starts_with("--") => path = Some(p.to_string()),
            p => return Err(format!("unknown argument {p:?}\n{USAGE}")),
        }
    }
    let path = path.ok_or(USAGE)?;
    let bytes = crate::read_input(Some(&path))?;
    let record = MatchRecord::from_json(&bytes).map_err(|e| format!("{path}: {e}"))?;
    let names = Names::of(&record);
    let game = if record.pitchnut.is_some() {
        BoardKind::Pitchnut
    } else {
        BoardKind::Crokinole
    };
    let unit = match game {
        BoardKind::Crokinole => "points",
        BoardKind::Pitchnut => "% of a game",
    };
    let mut kept = record.clone();
    let mut reviewer = Reviewer::new(record, whose, budget).map_err(|e| format!("{path}: {e}"))?;
    outln!(
        "reviewing {} shots by the Grandmaster's search, each shot and the Grandmaster's played {} times with its hand",
        reviewer.total(),
        budget.rollouts
    );
    if game == BoardKind::Pitchnut {
        outln!("values: the shooter's chance in percent to win the game");
    }
    outln!(
        "{:>5}  {:<12} {:<8} {:<8} {:>7} {:>7} {:>7}  {:>6} {:>6} {:>6}",
        "move",
        "player",
        "meant",
        "best",
        "best",
        "meant",
        "played",
        "loss",
        "choice",
        "exec."
    );
    let started = Instant::now();
    let mut reviews = Vec::new();
    while let Some(r) = reviewer.next_shot().map_err(|e| format!("{path}: {e}"))? {
        outln!(
            "{:>5}  {:<12} {:<8} {:<8} {:>7.1} {:>7.1} {:>7.1}  {:>6.1} {:>6.1} {:>6.1}",
            r.at + 1,
            names.seat(r.seat),
            kinds(&r.facts).0,
            kinds(&r.facts).1,
            r.best_value,
            r.meant_value,
            r.played_value,
            r.loss(),
            r.choice(),
            r.execution()
        );
        reviews.push(r);
    }
    let secs = started.elapsed().as_secs_f64();
    outln!("costliest:");
    for r in costliest(&reviews, 3) {
        outln!(
            "  move {}, {}: {:.1} {unit}: {}",
            r.at + 1,
            names.seat(r.seat),
            r.loss(),
            why_line(r, &names)
        );
    }
    for p in review::players(&reviews) {
        let like =
            nearest_level(game, p.mean_loss).map_or(String::new(), |l| format!("; like {l}"));
        let rates = match game {
            BoardKind::Crokinole => format!(
                "open 20s {} of {}; takeouts {} of {}",
                p.open_twenties, p.open_shots, p.takeouts, p.takeout_shots
            ),
            BoardKind::Pitchnut => format!("pots {} of {}", p.pots, p.pot_shots),
        };
        outln!(
            "{}: {} shots, mean loss {:.2} ± {:.2} {unit} (choice {:.2}, execution {:.2}){like}; {rates}",
            names.seat(p.seat),
            p.shots,
            p.mean_loss,
            p.loss_margin,
            p.mean_choice,
            p.mean_execution,
        );
    }
    let n = reviews.len();
    let mean = reviews.iter().map(ShotReview::loss).sum::<f32>() / n.max(1) as f32;
    let worst = costliest(&reviews, 1).first().map_or(0.0, |r| r.loss());
    outln!("time: {secs:.1} s ({:.2} s a shot)", secs / n.max(1) as f64);
    outln!("review: {n} shots reviewed, mean loss {mean:.2}, costliest {worst:.1}");
    if let Some(out) = write {
        // The game's review is of people's shots, at the standard budget.
        if whose != Whose::People || budget != ReviewBudget::standard() {
            return Err("--write keeps only the game's review: people's shots, 64 plays".into());
        }
        kept.review = Some(reviews.iter().map(ShotReview::to_line).collect());
        std::fs::write(&out, kept.to_json()).map_err(|e| format!("cannot write {out}: {e}"))?;
    }
    Ok(())
}

/// Who sits where, by name.
struct Names(Vec<(u8, String)>);

impl Names {
    fn of(record: &MatchRecord) -> Names {
        Names(
            (record.players.iter())
                .map(|s| (s.seat, s.player.name()))
                .collect(),
        )
    }

    fn seat(&self, seat: u8) -> String {
        (self.0.iter())
            .find(|(s, _)| *s == seat)
            .map_or(format!("seat {seat}"), |(_, n)| n.clone())
    }
}

fn best_word(kind: ShotKind) -> &'static str {
    match kind {
        ShotKind::Twenty => "twenty",
        ShotKind::Takeout => "takeout",
        ShotKind::Draw => "draw",
        ShotKind::Raise => "raise",
        ShotKind::Guard => "guard",
        ShotKind::OffPost => "off-post",
    }
}

fn meant_word(kind: MeantKind) -> &'static str {
    match kind {
        MeantKind::Twenty => "twenty",
        MeantKind::Takeout => "takeout",
        MeantKind::Draw => "draw",
        MeantKind::Miss => "miss",
    }
}

fn nut_meant_word(kind: PitchnutMeant) -> &'static str {
    match kind {
        PitchnutMeant::Wins => "winner",
        PitchnutMeant::Loses => "loser",
        PitchnutMeant::Sinks => "pot",
        PitchnutMeant::Scratch => "scratch",
        PitchnutMeant::Safety => "safety",
    }
}

/// The words for the shot meant and the Grandmaster's kind of shot.
fn kinds(facts: &Facts) -> (&'static str, &'static str) {
    match facts {
        Facts::Crokinole(f) => (meant_word(f.meant), best_word(f.best)),
        Facts::Pitchnut(f) => (nut_meant_word(f.meant), nut_meant_word(f.best)),
    }
}

fn article(word: &str) -> &'static str {
    if word.starts_with(['a', 'e', 'i', 'o', 'u']) {
        "an"
    } else {
        "a"
    }
}

/// One line that says why a shot cost what it did.
fn why_line(r: &ShotReview, names: &Names) -> String {
    let who = names.seat(r.seat);
    match review::why(r) {
        Why::Choice {
            best,
            meant,
            lead,
            round_over,
            hammer,
        } => {
            let best = best_word(best);
            let standing = match lead {
                0 => format!("{who} level"),
                l if l > 0 => format!("{who} {l} up"),
                l => format!("{who} {} down", -l),
            };
            let tail = match (round_over, hammer) {
                (true, _) => ", the round over".to_string(),
                (false, Some(h)) if h == r.side => " with the hammer".to_string(),
                (false, Some(_)) => " and the hammer theirs".to_string(),
                (false, None) => String::new(),
            };
            format!(
                "{} {best} was on: the {} left {standing}{tail}",
                article(best),
                meant_word(meant)
            )
        }
        Why::Aim { best } => format!(
            "the right kind of shot, but the Grandmaster's {} was better aimed or paced",
            best_word(best)
        ),
        Why::Execution { meant } => {
            format!(
                "the {} meant was right; the flick missed it",
                meant_word(meant)
            )
        }
        Why::PitchnutChoice { best, meant, left } => {
            let best = nut_meant_word(best);
            let standing = match left {
                Some((mine, theirs)) => {
                    format!(
                        ": the {} left {who} {mine} to sink, them {theirs}",
                        nut_meant_word(meant)
                    )
                }
                None => format!(" instead of the {}", nut_meant_word(meant)),
            };
            format!("{} {best} was on{standing}", article(best))
        }
        Why::PitchnutAim { best } => format!(
            "the right kind of shot, but the Grandmaster's {} was better aimed or paced",
            nut_meant_word(best)
        ),
        Why::PitchnutExecution {
            meant: PitchnutMeant::Scratch | PitchnutMeant::Loses,
        } => "the shot meant was worth about the Grandmaster's; the flick cost the rest".into(),
        Why::PitchnutExecution { meant } => format!(
            "the {} meant was right; the flick missed it",
            nut_meant_word(meant)
        ),
    }
}
