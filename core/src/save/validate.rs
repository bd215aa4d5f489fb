//! The first gate for any file we did not just write ourselves: size, text,
//! and strict JSON syntax with a nesting limit, checked before nanoserde
//! sees it. nanoserde 0.2 can loop or panic on some malformed input while it
//! skips unknown fields (an unterminated array, a missing value), so it only
//! ever gets text that is well-formed JSON.

use super::error::SaveError;

/// No save or record file is bigger than this; anything larger is refused
/// unread, so a hostile file cannot make us allocate without bound.
pub const MAX_FILE_BYTES: usize = 8 * 1024 * 1024;
/// Our formats nest about six deep; anything deeper is not ours.
pub const MAX_DEPTH: usize = 32;

/// Checks `bytes` and returns them as text, ready for nanoserde.
pub fn check_json(bytes: &[u8]) -> Result<&str, SaveError> {
    if bytes.len() > MAX_FILE_BYTES {
        return Err(SaveError::new(format!(
            "the file is bigger than the {} MB a save can be",
            MAX_FILE_BYTES / (1024 * 1024)
        )));
    }
    let text = std::str::from_utf8(bytes)
        .map_err(|_| SaveError::new("the file is not text (it may be damaged)"))?;
    Syntax {
        bytes: text.as_bytes(),
        at: 0,
    }
    .document()?;
    Ok(text)
}

/// A float read from a file must be an ordinary number.
pub fn finite(what: &str, x: f32) -> Result<(), SaveError> {
    if x.is_finite() {
        Ok(())
    } else {
        Err(SaveError::new(format!("{what} is not a number")))
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
    fn fail<T>(&self, what: &str) -> Result<T, SaveError> {
        let line = self.bytes[..self.at.min(self.bytes.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        Err(SaveError::new(format!(
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

    fn document(&mut self) -> Result<(), SaveError> {
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

    fn value(&mut self, depth: usize) -> Result<(), SaveError> {
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

    fn object(&mut self, depth: usize) -> Result<(), SaveError> {
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

    fn array(&mut self, depth: usize) -> Result<(), SaveError> {
        self.at += 1;
        self.space();
        if self.peek() == Some(b']') {
            self.at += 1;
            return Ok(());
        }
        loop {
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

    fn string(&mut self) -> Result<(), SaveError> {
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

    fn number(&mut self) -> Result<(), SaveError> {
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

    fn literal(&mut self, word: &[u8]) -> Result<(), SaveError> {
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
            check_json(g.as_bytes()).unwrap_or_else(|e| panic!("{g}: {e}"));
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
            assert!(check_json(b.as_bytes()).is_err(), "{b:?} was accepted");
        }
        assert!(check_json(&[0xff, 0xfe]).is_err());
    }

    #[test]
    fn refuses_deep_nesting_without_overflowing_the_stack() {
        let deep = "[".repeat(100_000) + &"]".repeat(100_000);
        let e = check_json(deep.as_bytes()).unwrap_err();
        assert!(e.0.contains("nests too deeply"), "{e}");
        let ok = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
        check_json(ok.as_bytes()).unwrap();
    }

    #[test]
    fn finds_the_items_of_a_top_level_array() {
        let text = r#"{"version":1,"x":{"records":[9]},"records":[{"a":[1,2]}, "s,]" ,3]}"#;
        check_json(text.as_bytes()).unwrap();
        let items = array_items(text, "records").unwrap();
        assert_eq!(items, vec![r#"{"a":[1,2]}"#, r#""s,]""#, "3"]);
        assert_eq!(array_items(text, "missing"), None);
    }

    #[test]
    fn refuses_oversized_files_unread() {
        let big = vec![b' '; MAX_FILE_BYTES + 1];
        assert!(check_json(&big).unwrap_err().0.contains("MB"));
    }
}
