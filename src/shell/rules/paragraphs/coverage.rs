//! Every rule sentence of both seeds has its place on the rules screen.
//!
//! The seeds are committed as `tests/fixtures/seeds/` (copies of the
//! project's `shared/seeds/`). Each table below walks its seed from the first
//! word to the last: every entry quotes the seed's next passage (whitespace
//! collapsed) and either names the rules paragraphs that give it (by `Para::id`,
//! which must exist in English and in French) or says why it is no rule.
//!
//! How sentences were chosen: a rule sentence says what a player may, must or
//! does do, how a piece scores or moves, or how a game is set up, started and
//! won, including the physical rules of the table (how to shoot, pieces moved
//! by hand) that the game enforces by itself: those are mapped to the
//! paragraph that says so. Not rules, and skipped with the reason: titles,
//! headings and links, the table of contents, the words about rules differing
//! by region, how people sit on the floor, strategy tips, cross-references
//! ("See Rule 6."), the authors' favourite, greetings, the board's sale and
//! the game's history. A long skipped passage is quoted by its first and last
//! words joined by " ... "; a rule is always quoted whole.
//!
//! Between two entries the seed may hold only clause labels ("4-a)", "A)",
//! "1)", "-"): no run of two letters, so no sentence can go unlisted.
//!
//! The other way round: a paragraph that no seed passage maps to is no
//! sentence of the seed, so it must be marked as the game's reading
//! (`reading(..)`, "Our reading" / « Notre lecture ») and say why, in
//! English and in French; an unmarked one fails the test.

use super::{Para, Section, reading, rule, rules};
use flickwood_core::save::Language;
use flickwood_core::spec::BoardKind;

/// Where a seed passage is on the rules screen.
enum Place {
    /// The paragraph ids that give the rule.
    Rule(&'static [&'static str]),
    /// Why the passage is no rule.
    Skip(&'static str),
}
use Place::{Rule, Skip};

const HEADING: Place = Skip("a heading");

#[path = "coverage_crokinole.rs"]
mod crokinole;
#[path = "coverage_pitchnut.rs"]
mod pitchnut;

fn seed(name: &str) -> String {
    let path = format!("{}/tests/fixtures/seeds/{name}", env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
    collapse(&text)
}

fn collapse(s: &str) -> String {
    s.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Whether `gap` (seed text no entry quotes) holds a word: two letters in a row.
fn has_word(gap: &str) -> bool {
    let mut run = 0;
    gap.chars().any(|c| {
        run = if c.is_alphabetic() { run + 1 } else { 0 };
        run >= 2
    })
}

/// Every problem with `table` against the seed `file` and `game`'s rules.
fn problems(file: &str, game: BoardKind, table: &[(&str, Place)]) -> Vec<String> {
    let en = rules(game, Language::English);
    let fr = rules(game, Language::French);
    problems_in(file, [en, fr], table)
}

/// Every problem with `table` against the seed `file` and the paragraphs
/// `pages` (English, French).
fn problems_in(file: &str, pages: [&'static [Section]; 2], table: &[(&str, Place)]) -> Vec<String> {
    let text = seed(file);
    let paras = |page: &'static [Section]| page.iter().flat_map(|s: &Section| s.body);
    let ids = |page| paras(page).map(|p: &Para| p.id).collect::<Vec<_>>();
    let (en, fr) = (ids(pages[0]), ids(pages[1]));
    let mut out = Vec::new();
    let mut at = 0;
    for (quote, place) in table {
        let quote = collapse(quote);
        let parts: Vec<&str> = quote.split(" ... ").collect();
        if parts.len() > 1 && matches!(place, Rule(_)) {
            out.push(format!("a rule is quoted whole, not cut: {quote:?}"));
        }
        let Some(start) = text[at..].find(parts[0]).map(|i| at + i) else {
            out.push(format!(
                "not in the seed after the entry before it: {quote:?}"
            ));
            continue;
        };
        if has_word(&text[at..start]) {
            out.push(format!("seed text with no entry: {:?}", &text[at..start]));
        }
        let mut end = start + parts[0].len();
        for part in &parts[1..] {
            match text[end..].find(part) {
                Some(i) => end += i + part.len(),
                None => out.push(format!("{part:?} not found after {:?}", parts[0])),
            }
        }
        at = end;
        if let Skip(why) = place {
            if why.is_empty() {
                out.push(format!("a skip with no reason: {quote:?}"));
            }
        }
        if let Rule(paras) = place {
            if paras.is_empty() {
                out.push(format!("a rule with no paragraph: {quote:?}"));
            }
            for id in *paras {
                for (lang, have) in [("English", &en), ("French", &fr)] {
                    if !have.contains(id) {
                        out.push(format!("{quote:?}: no paragraph {id:?} in {lang}"));
                    }
                }
            }
        }
    }
    if has_word(&text[at..]) {
        out.push(format!("seed text with no entry: {:?}", &text[at..]));
    }
    let mapped: Vec<&str> = table
        .iter()
        .filter_map(|(_, place)| match place {
            Rule(ids) => Some(*ids),
            Skip(_) => None,
        })
        .flatten()
        .copied()
        .collect();
    for (lang, page) in [("English", pages[0]), ("French", pages[1])] {
        for p in paras(page) {
            if !p.reading && !mapped.contains(&p.id) {
                out.push(format!(
                    "{lang}: paragraph {:?} maps to no seed passage and is not marked as a reading",
                    p.id
                ));
            }
            if p.reading && p.why.trim().is_empty() {
                out.push(format!("{lang}: reading {:?} does not say why", p.id));
            }
        }
    }
    out
}

#[test]
fn every_crokinole_seed_rule_has_its_paragraph_in_both_languages() {
    let p = problems(
        "pichenotte-crokinole-beginner-rules.txt",
        BoardKind::Crokinole,
        crokinole::TABLE,
    );
    assert!(p.is_empty(), "{}", p.join("\n"));
}

#[test]
fn every_pitchnut_seed_rule_has_its_paragraph_in_both_languages() {
    let p = problems("pitchnut-rules.txt", BoardKind::Pitchnut, pitchnut::TABLE);
    assert!(p.is_empty(), "{}", p.join("\n"));
}

/// The check itself finds what it is there to find.
#[test]
fn the_check_finds_an_unlisted_sentence_a_missing_paragraph_and_a_cut_rule() {
    let table: &[(&str, Place)] = &[
        (
            "Goal: To sink all of your pieces",
            Rule(&["no-such-paragraph"]),
        ),
        (
            "Players: 2, sitting across from one another.",
            Rule(&["goal"]),
        ),
        ("Usually played ... the floor.", Rule(&["goal"])),
    ];
    let p = problems("pitchnut-rules.txt", BoardKind::Pitchnut, table).join("\n");
    assert!(p.contains("\"no-such-paragraph\" in English"), "{p}");
    assert!(p.contains("\"no-such-paragraph\" in French"), "{p}");
    assert!(p.contains("seed text with no entry: \" and the"), "{p}");
    assert!(p.contains("quoted whole"), "{p}");
    assert!(p.contains("seed text with no entry: \" (4 can play"), "{p}");
}

/// The check fails on a paragraph that is no seed sentence and is not
/// marked, and on a reading that does not say why, in either language.
#[test]
fn the_check_finds_an_unmarked_paragraph_and_a_reading_with_no_why() {
    static EN: &[Section] = &[Section {
        head: "Test",
        body: &[
            rule("goal", "Sink all your pieces, then the poison."),
            rule("made-up", "A match is the best of three games."),
            reading(
                "read",
                "Colours are open at first.",
                "the seed says nothing.",
            ),
        ],
    }];
    static FR: &[Section] = &[Section {
        head: "Test",
        body: &[
            rule("goal", "Calez tous vos pions, puis le poison."),
            reading(
                "made-up",
                "Un match se joue en deux sur trois.",
                "parce que.",
            ),
            reading("read", "Au début, les couleurs sont libres.", " "),
        ],
    }];
    let table: &[(&str, Place)] = &[
        (
            "Purchase a Board ... contact you with ordering details.",
            Skip("the board's sale"),
        ),
        ("How to Play", HEADING),
        (
            "Goal: To sink all of your pieces and the \"poison\" before your opponent does.",
            Rule(&["goal"]),
        ),
        ("Players: ... please let me know!", Skip("the rest")),
    ];
    let p = problems_in("pitchnut-rules.txt", [EN, FR], table).join("\n");
    assert!(
        p.contains("English: paragraph \"made-up\" maps to no seed passage"),
        "{p}"
    );
    assert!(!p.contains("French: paragraph \"made-up\""), "{p}");
    assert!(
        p.contains("French: reading \"read\" does not say why"),
        "{p}"
    );
    assert!(!p.contains("\"goal\""), "{p}");
    assert!(!p.contains("English: reading"), "{p}");
}
