//! The AI's answer to an `AiJob`, as text that keeps every bit: numbers
//! travel as the hex of their f32 bits, so the shot played after a trip
//! through a Web Worker is the shot decided there.

use super::ai_turn::AiShot;
use super::hint::{Expects, Hint, HintKind};
use crate::ai::AiError;
use crate::geom::Vec2;
use crate::review::ShotReview;
use crate::shot::DiscId;

#[derive(Clone, Debug, PartialEq)]
pub enum Answer {
    Shot(Result<AiShot, AiError>),
    Hint(Result<Hint, AiError>),
    /// A shot's review (None: the move was not a crokinole shot), or why
    /// the record could not be reviewed, in the engine's words.
    Review(Result<Option<ShotReview>, String>),
    /// The job could not be read or its record not replayed: the asker
    /// decides in place instead.
    Failed(String),
}

const KINDS: [HintKind; 10] = [
    HintKind::Twenty,
    HintKind::Takeout,
    HintKind::Draw,
    HintKind::Raise,
    HintKind::Guard,
    HintKind::OffPost,
    HintKind::Break,
    HintKind::Pot,
    HintKind::Bank,
    HintKind::Safety,
];

impl Answer {
    pub fn to_text(&self) -> String {
        let mut t = Vec::new();
        match self {
            Answer::Shot(Ok(s)) => {
                t.push("shot ok".to_string());
                put_vecs(&mut t, &[s.at, s.velocity, s.intended]);
                t.push(bits(s.spin));
                t.push(u8::from(s.declare_twenty).to_string());
            }
            Answer::Hint(Ok(h)) => {
                t.push("hint ok".to_string());
                put_vecs(&mut t, &[h.at, h.velocity]);
                t.push(bits(h.power));
                t.push(u8::from(h.declare_twenty).to_string());
                let kind = KINDS.iter().position(|&k| k == h.kind).unwrap_or(0);
                let e = &h.expects;
                for n in [
                    kind as u32,
                    e.removes.into(),
                    e.stays.into(),
                    e.points,
                    e.behind_post.into(),
                    e.poison.into(),
                    e.scratch.into(),
                    // No disc met: a number no disc id reaches.
                    e.aims_at.map_or(u32::MAX, u32::from),
                ] {
                    t.push(n.to_string());
                }
            }
            Answer::Shot(Err(e)) => t.push(format!("shot err {}", error_text(e))),
            Answer::Hint(Err(e)) => t.push(format!("hint err {}", error_text(e))),
            Answer::Failed(why) => t.push(format!("failed {}", why.replace('\n', " "))),
            Answer::Review(Ok(Some(r))) => t.push(format!("review ok {}", r.to_line())),
            Answer::Review(Ok(None)) => t.push("review none".into()),
            Answer::Review(Err(why)) => t.push(format!("review err {}", why.replace('\n', " "))),
        }
        t.join(" ")
    }

    /// Reads `to_text`'s form back; None for anything else.
    pub fn from_text(text: &str) -> Option<Answer> {
        if let Some(why) = text.strip_prefix("failed ") {
            return Some(Answer::Failed(why.to_string()));
        }
        if let Some(rest) = text.strip_prefix("review ") {
            return match rest {
                "none" => Some(Answer::Review(Ok(None))),
                _ if rest.starts_with("ok ") => {
                    ShotReview::from_line(&rest[3..]).map(|r| Answer::Review(Ok(Some(r))))
                }
                _ => Some(Answer::Review(Err(rest.strip_prefix("err ")?.to_string()))),
            };
        }
        let mut w = text.split(' ');
        let what = w.next()?;
        match (what, w.next()?) {
            ("shot", "err") => Some(Answer::Shot(Err(read_error(&mut w)?))),
            ("hint", "err") => Some(Answer::Hint(Err(read_error(&mut w)?))),
            ("shot", "ok") => {
                let shot = AiShot {
                    at: read_vec(&mut w)?,
                    velocity: read_vec(&mut w)?,
                    intended: read_vec(&mut w)?,
                    spin: read_f32(&mut w)?,
                    declare_twenty: read_bool(&mut w)?,
                };
                end(w, Answer::Shot(Ok(shot)))
            }
            ("hint", "ok") => {
                let (at, velocity, power) =
                    (read_vec(&mut w)?, read_vec(&mut w)?, read_f32(&mut w)?);
                let declare_twenty = read_bool(&mut w)?;
                let kind = *KINDS.get(read_u32(&mut w)? as usize)?;
                let expects = Expects {
                    removes: u8::try_from(read_u32(&mut w)?).ok()?,
                    stays: read_bool(&mut w)?,
                    points: read_u32(&mut w)?,
                    behind_post: read_bool(&mut w)?,
                    poison: read_bool(&mut w)?,
                    scratch: read_bool(&mut w)?,
                    aims_at: match read_u32(&mut w)? {
                        u32::MAX => None,
                        id => Some(DiscId::try_from(id).ok()?),
                    },
                };
                let hint = Hint {
                    at,
                    velocity,
                    power,
                    declare_twenty,
                    kind,
                    expects,
                };
                end(w, Answer::Hint(Ok(hint)))
            }
            _ => None,
        }
    }
}

fn bits(x: f32) -> String {
    format!("{:08x}", x.to_bits())
}

fn put_vecs(t: &mut Vec<String>, vs: &[Vec2]) {
    for v in vs {
        t.push(bits(v.x));
        t.push(bits(v.y));
    }
}

fn error_text(e: &AiError) -> String {
    match e {
        AiError::NotInPlay => "not-in-play".into(),
        AiError::GameOver { winner } => format!("game-over {winner}"),
        AiError::NoFreePlacement => "no-free-placement".into(),
        AiError::NoFreePlace => "no-free-place".into(),
    }
}

fn read_error<'a>(w: &mut impl Iterator<Item = &'a str>) -> Option<AiError> {
    let e = match w.next()? {
        "not-in-play" => AiError::NotInPlay,
        "game-over" => AiError::GameOver {
            winner: w.next()?.parse().ok()?,
        },
        "no-free-placement" => AiError::NoFreePlacement,
        "no-free-place" => AiError::NoFreePlace,
        _ => return None,
    };
    w.next().is_none().then_some(e)
}

fn read_f32<'a>(w: &mut impl Iterator<Item = &'a str>) -> Option<f32> {
    let s = w.next()?;
    (s.len() == 8)
        .then(|| u32::from_str_radix(s, 16).ok())
        .flatten()
        .map(f32::from_bits)
}

fn read_vec<'a>(w: &mut impl Iterator<Item = &'a str>) -> Option<Vec2> {
    Some(Vec2::new(read_f32(w)?, read_f32(w)?))
}

fn read_u32<'a>(w: &mut impl Iterator<Item = &'a str>) -> Option<u32> {
    w.next()?.parse().ok()
}

fn read_bool<'a>(w: &mut impl Iterator<Item = &'a str>) -> Option<bool> {
    match w.next()? {
        "0" => Some(false),
        "1" => Some(true),
        _ => None,
    }
}

/// The answer, if nothing follows it.
fn end<'a>(mut w: impl Iterator<Item = &'a str>, a: Answer) -> Option<Answer> {
    w.next().is_none().then_some(a)
}
