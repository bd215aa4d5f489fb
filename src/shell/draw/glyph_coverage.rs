//! Every string literal in the shell's code (every word table, the rules
//! text, the screens' own words) uses only characters the fonts are cut
//! to (`glyphs::characters()`, `tools/make-fonts.py`): a word with any other
//! would show as '?'. Tests are left out (they try characters on purpose).

use super::glyphs::characters;
use std::path::Path;

/// The contents of the string literals in Rust `src`, comments, char
/// literals and test modules left out.
fn literals(src: &str) -> Vec<String> {
    let src = match src
        .find("#[cfg(test)]\nmod ")
        .or(src.find("#[cfg(test)]\npub(crate) mod "))
    {
        Some(i) => &src[..i],
        None => src,
    };
    let b: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            '/' if b.get(i + 1) == Some(&'/') => {
                while i < b.len() && b[i] != '\n' {
                    i += 1;
                }
            }
            '/' if b.get(i + 1) == Some(&'*') => {
                while i + 1 < b.len() && !(b[i] == '*' && b[i + 1] == '/') {
                    i += 1;
                }
                i += 2;
            }
            // A char literal ('"', '\'', 'é'); a lifetime has no closing quote.
            '\'' if b.get(i + 2) == Some(&'\'') => i += 3,
            '\'' if b.get(i + 1) == Some(&'\\') => {
                i += 2;
                while i < b.len() && b[i] != '\'' {
                    i += 1;
                }
                i += 1;
            }
            '"' => {
                let mut s = String::new();
                i += 1;
                while i < b.len() && b[i] != '"' {
                    if b[i] == '\\' {
                        // An escape: \n, \", \\ and the like say nothing drawn.
                        i += 2;
                        continue;
                    }
                    s.push(b[i]);
                    i += 1;
                }
                out.push(s);
                i += 1;
            }
            _ => i += 1,
        }
    }
    out
}

fn rust_files(dir: &Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/shell is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            if name != "tests.rs" && !name.ends_with("_tests.rs") && name != "glyph_coverage.rs" {
                out.push(path);
            }
        }
    }
}

#[test]
fn every_string_in_the_shell_has_its_glyphs_in_the_fonts() {
    let known: Vec<char> = characters().collect();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/shell");
    let mut files = Vec::new();
    rust_files(&dir, &mut files);
    assert!(files.len() > 50, "found the shell's files: {}", files.len());
    let mut strings = 0;
    for f in files {
        let src = std::fs::read_to_string(&f).expect("a readable source file");
        for s in literals(&src) {
            strings += 1;
            let missing: String = s
                .chars()
                .filter(|c| !known.contains(c) && *c != '\n')
                .collect();
            assert!(
                missing.is_empty(),
                "{}: {s:?} needs {missing:?} (add to glyphs::CHARSET and run tools/make-fonts.py)",
                f.display()
            );
        }
    }
    assert!(strings > 2000, "read {strings} strings");
}

#[test]
fn the_scan_finds_words_and_skips_comments_and_chars() {
    let src = "// \"→\"\nlet a = '\"'; let b = \"Réglages\"; /* \"→\" */ let c = \"a\\\"b\";\n#[cfg(test)]\nmod tests { \"→\" }";
    assert_eq!(
        literals(src),
        vec!["Réglages".to_string(), "ab".to_string()]
    );
}
