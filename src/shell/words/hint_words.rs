//! The hint's words (`play/hint_ghost.rs`), in English and French: the
//! button, and what the top level's shot is meant to do.

use flickwood_core::game::{Hint, HintKind};
use flickwood_core::save::Language;

pub fn button(lang: Language) -> &'static str {
    match lang {
        Language::English => "Hint",
        Language::French => "Conseil",
    }
}

pub fn thinking(lang: Language) -> &'static str {
    match lang {
        Language::English => "Thinking…",
        Language::French => "Réflexion…",
    }
}

/// "Takes 1 out and stays (10) · power 46 %".
pub fn describe(lang: Language, h: &Hint) -> String {
    // The pull's own scale and word ("Force 46 %" as the pull says it).
    let power = flickwood_core::aiming::power_percent(h.power);
    let what = plan(lang, h);
    match lang {
        Language::English => format!("{what} · power {power} %"),
        Language::French => format!("{what} · force {power} %"),
    }
}

fn plan(lang: Language, h: &Hint) -> String {
    let e = &h.expects;
    let en = lang == Language::English;
    let n = e.removes;
    let stays = |en_s: &str, fr_s: &str| -> String {
        if e.stays {
            if en {
                format!("{en_s} and stays ({})", e.points)
            } else {
                format!("{fr_s} et reste ({})", e.points)
            }
        } else if en {
            format!("{en_s}, the shooter goes off")
        } else {
            format!("{fr_s}, le tireur sort")
        }
    };
    match h.kind {
        // With their pucks on the board a 20 counts only if declared: say
        // so, or the player who follows the hint is fouled.
        HintKind::Twenty if h.declare_twenty => if en {
            "Turn on Going for 20 and go for it"
        } else {
            "Activez « Je vise le 20 » et visez-le"
        }
        .into(),
        HintKind::Twenty => if en { "Goes for the 20" } else { "Vise le 20" }.into(),
        HintKind::Takeout | HintKind::OffPost | HintKind::Raise if n > 0 => {
            let base_en = if h.kind == HintKind::OffPost {
                format!("Off the post, takes {n} of theirs out")
            } else {
                format!("Takes {n} of theirs out")
            };
            let base_fr = if h.kind == HintKind::OffPost {
                format!("Par le plot, sort {n} disque(s) adverse(s)")
            } else {
                format!("Sort {n} disque(s) adverse(s)")
            };
            stays(&base_en, &base_fr)
        }
        HintKind::Takeout => stays("Hits a puck of theirs", "Touche un disque adverse"),
        HintKind::OffPost => stays("Plays off the post", "Joue par le plot"),
        HintKind::Raise => stays("Raises your puck", "Pousse votre disque"),
        HintKind::Guard => stays("Guards your puck", "Protège votre disque"),
        HintKind::Draw if e.behind_post => {
            stays("Draws behind the post", "Se place derrière le plot")
        }
        HintKind::Draw => stays("Draws in", "Se place"),
        HintKind::Break => if en {
            "Breaks the centre stack"
        } else {
            "Casse la pile du centre"
        }
        .into(),
        HintKind::Pot | HintKind::Bank if e.scratch => if en {
            "Risky: sinks but scratches"
        } else {
            "Risqué : empoche mais faute"
        }
        .into(),
        HintKind::Pot | HintKind::Bank if n > 0 => {
            let bank = h.kind == HintKind::Bank;
            match (en, bank) {
                (true, false) => format!("Sinks {n} of yours, you shoot again"),
                (true, true) => format!("Banks off the rail, sinks {n}"),
                (false, false) => format!("Empoche {n}, vous rejouez"),
                (false, true) => format!("Par la bande, empoche {n}"),
            }
        }
        HintKind::Pot | HintKind::Bank => if en {
            "Pushes a piece toward a pocket"
        } else {
            "Pousse une pièce vers un trou"
        }
        .into(),
        HintKind::Safety => if en {
            "Plays safe: leaves nothing easy"
        } else {
            "Joue la sécurité : ne laisse rien de facile"
        }
        .into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use flickwood_core::game::Expects;
    use flickwood_core::geom::Vec2;

    fn hint(kind: HintKind, expects: Expects) -> Hint {
        Hint {
            at: Vec2::ZERO,
            velocity: Vec2::new(0.0, 1.0),
            power: 0.456,
            declare_twenty: false,
            kind,
            expects,
        }
    }

    #[test]
    fn a_declared_twenty_says_to_declare_it() {
        let mut h = hint(HintKind::Twenty, Expects::default());
        assert_eq!(
            describe(Language::English, &h),
            "Goes for the 20 · power 46 %"
        );
        h.declare_twenty = true;
        assert_eq!(
            describe(Language::English, &h),
            "Turn on Going for 20 and go for it · power 46 %"
        );
        assert_eq!(
            describe(Language::French, &h),
            "Activez « Je vise le 20 » et visez-le · force 46 %"
        );
    }

    #[test]
    fn says_what_the_shot_does_in_both_languages() {
        let takeout = hint(
            HintKind::Takeout,
            Expects {
                removes: 1,
                stays: true,
                points: 15,
                ..Default::default()
            },
        );
        assert_eq!(
            describe(Language::English, &takeout),
            "Takes 1 of theirs out and stays (15) · power 46 %"
        );
        assert_eq!(
            describe(Language::French, &takeout),
            "Sort 1 disque(s) adverse(s) et reste (15) · force 46 %"
        );
        let behind = hint(
            HintKind::Draw,
            Expects {
                stays: true,
                points: 10,
                behind_post: true,
                ..Default::default()
            },
        );
        assert!(
            describe(Language::English, &behind)
                .starts_with("Draws behind the post and stays (10)")
        );
        let pot = hint(
            HintKind::Pot,
            Expects {
                removes: 2,
                ..Default::default()
            },
        );
        assert!(describe(Language::French, &pot).starts_with("Empoche 2"));
    }
}
