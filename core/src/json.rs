//! The one gate for JSON from outside the program: CLI files and standard
//! input, scenario files, game scripts, saves, records, imports, dropped
//! files and web storage. It checks size, text, strict syntax, nesting depth
//! and array lengths before nanoserde sees the text. nanoserde 0.2 can loop
//! forever or panic while it skips unknown fields (an unterminated array, a
//! missing value), so it only ever gets text that is well-formed JSON.

use nanoserde::DeJson;

/// Why a JSON text was refused: one line that says what and where.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JsonError(pub String);

impl core::fmt::Display for JsonError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for JsonError {}

/// No file we read is bigger than this; anything larger is refused unread,
/// so a hostile file cannot make us allocate without bound.
pub const MAX_FILE_BYTES: usize = 8 * 1024 * 1024;
/// Our formats nest about six deep; anything deeper is not ours.
pub const MAX_DEPTH: usize = 32;
/// No array in any of our formats holds more items (the longest are a
/// record's moves and a save's records); a longer one is refused before
/// nanoserde allocates for it.
pub const MAX_ITEMS: usize = 20_000;

/// Checks `bytes` and returns them as text, ready for nanoserde.
pub fn check(bytes: &[u8]) -> Result<&str, JsonError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(JsonError(format!(
            "the file is bigger than the {} MB a file can be",
            MAX_FILE_BYTES / (1024 * 1024)
        )));
    }
    let text = std::str::from_utf8(bytes)
        .map_err(|_| JsonError("the file is not text (it may be damaged)".into()))?;
    Syntax {
        bytes: text.as_bytes(),
        at: 0,
    }
    .document()?;
    Ok(text)
}

/// Checks `bytes`, then reads them into `T`; `what` names the file in the
/// message ("the scenario does not hold what it should ..."). A panic in
/// nanoserde all the same (checked text should never cause one) is a
/// refusal, not the end of the program.
pub fn parse<T: DeJson>(bytes: &[u8], what: &str) -> Result<T, JsonError> {
    let text = check(bytes)?;
    parse_checked(text, what)
}

/// Reads text that already passed `check` into `T`.
pub fn parse_checked<T: DeJson>(text: &str, what: &str) -> Result<T, JsonError> {
    match std::panic::catch_unwind(|| T::deserialize_json(text)) {
        Ok(Ok(v)) => Ok(v),
        Ok(Err(e)) => Err(JsonError(format!(
            "the {what} does not hold what it should ({e})"
        ))),
        Err(_) => Err(JsonError(format!("the {what} could not be read"))),
    }
}

/// A float read from a file must be an ordinary number.
pub fn finite(what: &str, x: f32) -> Result<(), JsonError> {
    if x.is_finite() {
        Ok(())
    } else {
        Err(JsonError(format!("{what} is not a number")))
    }
}

/// The raw text of each item of the array under `key` at the top level of
/// a JSON object, so each item can be read (and refused) on its own. Call on
/// text that passed `check_json`; None if there is no such array.
pub fn array_items<'a>(text: &'a str, key: &str) -> Option<Vec<&'a str>> {
    let mut p = Syntax {
        bytes: text.as_bytes(),
        at: 0,
    };
    p.space();
    if p.peek() != Some(b'{') {
        return None;
    }
    p.at += 1;
    loop {
        p.space();
        if p.peek() != Some(b'"') {
            return None;
        }
        let name_start = p.at + 1;
        p.string().ok()?;
        let name = &text[name_start..p.at - 1];
        p.space();
        p.at += 1; // the ':'
        p.space();
        if name == key {
            if p.peek() != Some(b'[') {
                return None;
            }
            p.at += 1;
            let mut items = Vec::new();
            loop {
                p.space();
                if p.peek() == Some(b']') {
                    return Some(items);
                }
                let start = p.at;
                p.value(1).ok()?;
                items.push(&text[start..p.at]);
                p.space();
                if p.peek() == Some(b',') {
                    p.at += 1;
                }
            }
        }
        p.value(1).ok()?;
        p.space();
        if p.peek() != Some(b',') {
            return None;
        }
        p.at += 1;
    }
}

/// A recursive-descent JSON checker (RFC 8259) that only says yes or no.
struct Syntax<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl Syntax<'_> {
    fn fail<T>(&self, what: &str) -> Result<T, JsonError> {
        let line = self.bytes[..self.at.min(self.bytes.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        Err(JsonError(format!(
            "the file is damaged: {what} on line {line}"
        )))
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.at).copied()
    }

    fn space(&mut self) {
        while matches!(self.peek(), Some(b' ' | b'\n' | b'\r' | b'\t')) {
            self.at += 1;
        }
    }

    fn document(&mut self) -> Result<(), JsonError> {
        self.space();
        if self.peek().is_none() {
            return self.fail("it is empty");
        }
        self.value(0)?;
        self.space();
        if self.at != self.bytes.len() {
            return self.fail("there is extra text after the end");
        }
        Ok(())
    }

    fn value(&mut self, depth: usize) -> Result<(), JsonError> {
        if depth > MAX_DEPTH {
            return self.fail("it nests too deeply");
        }
        match self.peek() {
            Some(b'{') => self.object(depth + 1),
            Some(b'[') => self.array(depth + 1),
            Some(b'"') => self.string(),
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(b't') => self.literal(b"true"),
            Some(b'f') => self.literal(b"false"),
            Some(b'n') => self.literal(b"null"),
            Some(_) => self.fail("a value is expected"),
            None => self.fail("it ends too early"),
        }
    }

    fn object(&mut self, depth: usize) -> Result<(), JsonError> {
        self.at += 1;
        self.space();
        if self.peek() == Some(b'}') {
            self.at += 1;
            return Ok(());
        }
        loop {
            self.space();
            if self.peek() != Some(b'"') {
                return self.fail("a field name is expected");
            }
            self.string()?;
            self.space();
            if self.peek() != Some(b':') {
                return self.fail("a ':' is expected");
            }
            self.at += 1;
            self.space();
            self.value(depth)?;
            self.space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b'}') => {
                    self.at += 1;
                    return Ok(());
                }
                _ => return self.fail("a ',' or '}' is expected"),
            }
        }
    }

    fn array(&mut self, depth: usize) -> Result<(), JsonError> {
        self.at += 1;
        self.space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(());
        }
        let mut items = 0usize;
        loop {
            items += 1;
            if items > MAX_ITEMS {
                return self.fail(&format!("a list of more than {MAX_ITEMS} items"));
            }
            self.space();
            self.value(depth)?;
            self.space();
            match self.peek() {
                Some(b',') => self.at += 1,
                Some(b']') => {
                    self.at += 1;
                    return Ok(());
                }
                _ => return self.fail("a ',' or ']' is expected"),
            }
        }
    }

    fn string(&mut self) -> Result<(), JsonError> {
        self.at += 1;
        loop {
            match self.peek() {
                None => return self.fail("a text value is not closed"),
                Some(b'"') => {
                    self.at += 1;
                    return Ok(());
                }
                Some(b'\\') => {
                    self.at += 1;
                    match self.peek() {
                        Some(b'"' | b'\\' | b'/' | b'b' | b'f' | b'n' | b'r' | b't') => {
                            self.at += 1
                        }
                        Some(b'u') => {
                            // Plain \uXXXX only; we never write escapes beyond
                            // ASCII controls, so surrogates are refused.
                            let hex = self.bytes.get(self.at + 1..self.at + 5);
                            let code = hex
                                .and_then(|h| std::str::from_utf8(h).ok())
                                .and_then(|h| u32::from_str_radix(h, 16).ok());
                            match code {
                                Some(c) if !(0xD800..0xE000).contains(&c) => self.at += 5,
                                _ => return self.fail("a bad \\u escape"),
                            }
                        }
                        _ => return self.fail("a bad escape"),
                    }
                }
                // NUL ends nanoserde's input early; other controls are not JSON.
                Some(0..=0x1f) => return self.fail("a control character in a text value"),
                Some(_) => self.at += 1,
            }
        }
    }

    fn number(&mut self) -> Result<(), JsonError> {
        let start = self.at;
        if self.peek() == Some(b'-') {
            self.at += 1;
        }
        match self.peek() {
            Some(b'0') => self.at += 1,
            Some(b'1'..=b'9') => self.digits(),
            _ => return self.fail("a bad number"),
        }
        if self.peek() == Some(b'.') {
            self.at += 1;
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return self.fail("a bad number");
            }
            self.digits();
        }
        if matches!(self.peek(), Some(b'e' | b'E')) {
            self.at += 1;
            if matches!(self.peek(), Some(b'+' | b'-')) {
                self.at += 1;
            }
            if !matches!(self.peek(), Some(b'0'..=b'9')) {
                return self.fail("a bad number");
            }
            self.digits();
        }
        if self.at - start > 64 {
            return self.fail("a number with too many digits");
        }
        Ok(())
    }

    fn digits(&mut self) {
        while matches!(self.peek(), Some(b'0'..=b'9')) {
            self.at += 1;
        }
    }

    fn literal(&mut self, word: &[u8]) -> Result<(), JsonError> {
        if self.bytes[self.at..].starts_with(word) {
            self.at += word.len();
            Ok(())
        } else {
            self.fail("an unknown word")
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accepts_json_and_refuses_what_is_not() {
        let good = [
            r#"{"a":[1,-2.5e3,true,null,"x\"\u00e9"],"b":{}}"#,
            "[]",
            " 0 ",
        ];
        for g in good {
            check(g.as_bytes()).unwrap_or_else(|e| panic!("{g}: {e}"));
        }
        let bad = [
            "",
            "{",
            r#"{"a":}"#,
            r#"{"a":[1,2"#,
            r#"{"a":NaN}"#,
            r#"{"a":Infinity}"#,
            r#"{"a":01}"#,
            r#"{"a":1.}"#,
            "{\"a\":\"x\0\"}",
            r#"{"a":1}x"#,
            r#"{"a":"\ud800"}"#,
            r#"[1,]"#,
        ];
        for b in bad {
            assert!(check(b.as_bytes()).is_err(), "{b:?} was accepted");
        }
        assert!(check(&[0xff, 0xfe]).is_err());
    }

    #[test]
    fn refuses_deep_nesting_without_overflowing_the_stack() {
        let deep = "[".repeat(100_000) + &"]".repeat(100_000);
        let e = check(deep.as_bytes()).unwrap_err();
        assert!(e.0.contains("nests too deeply"), "{e}");
        let ok = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
        check(ok.as_bytes()).unwrap();
    }

    #[test]
    fn finds_the_items_of_a_top_level_array() {
        let text = r#"{"version":1,"x":{"records":[9]},"records":[{"a":[1,2]}, "s,]" ,3]}"#;
        check(text.as_bytes()).unwrap();
        let items = array_items(text, "records").unwrap();
        assert_eq!(items, vec![r#"{"a":[1,2]}"#, r#""s,]""#, "3"]);
        assert_eq!(array_items(text, "missing"), None);
    }

    #[test]
    fn refuses_overlong_lists() {
        let long = format!("[{}0]", "0,".repeat(MAX_ITEMS));
        let e = check(long.as_bytes()).unwrap_err();
        assert!(e.0.contains("more than 20000 items"), "{e}");
        let ok = format!("[{}0]", "0,".repeat(MAX_ITEMS - 1));
        check(ok.as_bytes()).unwrap();
    }

    #[test]
    fn parse_refuses_what_nanoserde_would_hang_or_panic_on() {
        #[derive(DeJson, Debug)]
        struct Named {
            #[allow(dead_code)]
            game: String,
        }
        // Each of these hangs nanoserde 0.2 (a skipped field cut off) or
        // reaches its unimplemented!() (a skipped field with no value).
        for text in [
            r#"{"game":"pitchnut","steps":["#,
            r#"{"board":"Crokinole","foo":["#,
            r#"{"game":"pitchnut","note":"#,
            r#"{"note":}"#,
            r#"{"foo":}"#,
        ] {
            let e = parse::<Named>(text.as_bytes(), "scenario").unwrap_err();
            assert!(e.0.starts_with("the file is damaged"), "{text}: {e}");
        }
        let e = parse::<Named>(br#"{"game":3}"#, "scenario").unwrap_err();
        assert!(e.0.starts_with("the scenario does not hold"), "{e}");
        assert_eq!(
            parse::<Named>(br#"{"game":"x","extra":[1,{"a":null}]}"#, "s")
                .unwrap()
                .game,
            "x"
        );
    }

    #[test]
    fn refuses_oversized_files_unread() {
        let big = vec![b' '; MAX_FILE_BYTES + 1];
        assert!(check(&big).unwrap_err().0.contains("MB"));
    }
}
