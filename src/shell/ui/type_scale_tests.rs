//! Every screen asks for its text sizes from the type scale (`ui::TITLE_PX`
//! down to `ui::MIN_TEXT_PX`, docs/look.md): the shell's sources are read
//! for a call that draws, measures or fits text with a number of its own
//! as its size (`ui::fit_size(label, font, 22.0, room)`), which is how the
//! game came to ask for fifteen sizes from 12 to 36 px.

use super::*;

/// The text calls and where their size is among their arguments.
const CALLS: [(&str, usize); 13] = [
    ("text_centered", 2),
    ("text_centered_shadowed", 2),
    ("text_left", 2),
    ("fit_size", 2),
    ("fit_lines", 2),
    ("fit_dotted", 2),
    ("wrap", 2),
    ("wrap_even", 2),
    ("measure", 2),
    ("lines_centered", 2),
    ("button", 2),
    ("icon_button", 3),
    ("draw_text_at", 3),
];

/// The arguments of the call whose `(` is at `open`, as text.
fn arguments(src: &str, open: usize) -> Vec<&str> {
    let bytes = src.as_bytes();
    let (mut depth, mut start, mut out) = (0, open + 1, Vec::new());
    let mut i = open;
    while i < bytes.len() {
        match bytes[i] {
            b'(' | b'[' | b'{' => depth += 1,
            b')' | b']' | b'}' => {
                depth -= 1;
                if depth == 0 {
                    out.push(&src[start..i]);
                    return out;
                }
            }
            b',' if depth == 1 => {
                out.push(&src[start..i]);
                start = i + 1;
            }
            b'"' => {
                i += 1;
                while i < bytes.len() && bytes[i] != b'"' {
                    i += if bytes[i] == b'\\' { 2 } else { 1 };
                }
            }
            _ => {}
        }
        i += 1;
    }
    out
}

/// A bare number such as `22.0` or `18.`.
fn is_number(arg: &str) -> bool {
    let t = arg.trim().trim_end_matches("f32");
    !t.is_empty() && t.contains('.') && t.chars().all(|c| c.is_ascii_digit() || c == '.')
}

/// Each text call in `src` (its test module left out) that asks for a
/// size of its own: "LINE: CALL(... SIZE ...)".
fn own_sizes(src: &str) -> Vec<String> {
    let body = src.split("#[cfg(test)]\nmod tests {").next().unwrap_or(src);
    let mut found = Vec::new();
    for (name, size_at) in CALLS {
        let pattern = format!("{name}(");
        let mut from = 0;
        while let Some(k) = body[from..].find(&pattern) {
            let start = from + k;
            from = start + pattern.len();
            let before = body[..start].chars().next_back();
            // A whole name (not `fit_size` inside `unfit_size(`), not its definition.
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_')
                || body[..start].ends_with("fn ")
            {
                continue;
            }
            // `font.measure(text, size)`: the method has no font argument.
            let at = if name == "measure" && before == Some('.') {
                1
            } else {
                size_at
            };
            let args = arguments(body, from - 1);
            if let Some(size) = args.get(at).filter(|a| is_number(a)) {
                let line = body[..start].lines().count();
                found.push(format!("{line}: {name}(... {} ...)", size.trim()));
            }
        }
    }
    found
}

fn sources(dir: &std::path::Path, out: &mut Vec<std::path::PathBuf>) {
    for entry in std::fs::read_dir(dir).expect("src/shell is readable") {
        let path = entry.expect("a directory entry").path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
            if !name.ends_with("_tests.rs") && name != "tests.rs" {
                out.push(path);
            }
        }
    }
}

#[test]
fn every_screen_asks_for_its_sizes_from_the_scale() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/shell");
    let mut files = Vec::new();
    sources(&root, &mut files);
    assert!(
        files.len() > 100,
        "only {} shell sources found",
        files.len()
    );
    let mut own = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).expect("a shell source reads");
        for hit in own_sizes(&src) {
            own.push(format!(
                "{}:{hit}",
                f.strip_prefix(&root).unwrap_or(f).display()
            ));
        }
    }
    assert!(
        own.is_empty(),
        "text asking for a size off the scale (use ui::TITLE_PX .. ui::MIN_TEXT_PX):\n  {}",
        own.join("\n  ")
    );
}

#[test]
fn the_reader_finds_a_size_of_its_own_wherever_the_call_is_written() {
    let src = "fn draw() {\n    ui::text_centered(&t, at, 18.0, CREAM, font);\n    let s = ui::fit_size(\n        \"a, b\",\n        font,\n        22.0,\n        r.w - f(1.0, 2.0),\n    );\n    ui::icon_button(r, Icon::Back, label, 24.0, wood, held, font);\n    font.measure(&w, 20.0);\n    ui::fit_size(&t, font, ui::BODY_PX, room);\n    ui::button(r, l, BUTTON_PX, wood, held, font);\n}\n#[cfg(test)]\nmod tests {\n    ui::fit_size(&t, font, 99.0, room);\n}\n";
    assert_eq!(
        own_sizes(src),
        [
            "2: text_centered(... 18.0 ...)",
            "3: fit_size(... 22.0 ...)",
            "10: measure(... 20.0 ...)",
            "9: icon_button(... 24.0 ...)",
        ]
    );
}

#[test]
fn a_growing_size_lands_on_the_scale() {
    assert_eq!(on_scale(100.0), TITLE_PX);
    assert_eq!(on_scale(TITLE_PX - 0.1), HEADING_PX);
    assert_eq!(on_scale(19.9), BODY_PX);
    assert_eq!(on_scale(CAPTION_PX), CAPTION_PX);
    assert_eq!(on_scale(14.9), MIN_TEXT_PX);
    assert_eq!(on_scale(f32::NAN), MIN_TEXT_PX);
    // A button's label: never under the buttons' size, at most a heading.
    assert_eq!(button_px(16.0), BUTTON_PX);
    assert_eq!(button_px(25.0), BUTTON_PX);
    assert_eq!(button_px(27.0), HEADING_PX);
    assert_eq!(button_px(60.0), HEADING_PX);
}
