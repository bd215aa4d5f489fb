//! `flickwood-cli hand` as CI runs it: the looking player's tables and
//! exactly one summary line at the end (issue 42), from the real binary.

use std::process::Command;

#[test]
fn hand_ends_with_one_summary_line_of_three_tiers() {
    let out = Command::new(env!("CARGO_BIN_EXE_flickwood-cli"))
        .args(["hand", "60", "--drill", "open20"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    let skill: Vec<&str> = text.lines().filter(|l| l.starts_with("skill:")).collect();
    assert_eq!(skill.len(), 1, "{text}");
    assert_eq!(text.lines().last(), Some(skill[0]));
    // "skill: novice N % average A % expert E %", each a percentage.
    let words: Vec<&str> = skill[0].split(' ').collect();
    assert_eq!(words.len(), 10, "{}", skill[0]);
    for (i, tier) in ["novice", "average", "expert"].iter().enumerate() {
        assert_eq!(words[1 + 3 * i], *tier);
        let p: f64 = words[2 + 3 * i].parse().unwrap();
        assert!((0.0..=100.0).contains(&p));
        assert_eq!(words[3 + 3 * i], "%");
    }
    // Both settings' tables, each with the AI levels on it.
    assert!(text.contains("default control") && text.contains("easy control"));
    assert_eq!(text.matches("| AI Champion |").count(), 2);
    assert!(text.contains("60 trials a rate"));
}
