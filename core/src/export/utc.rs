//! Unix seconds as an ISO 8601 UTC time ("2026-03-12T18:04:05Z"): the
//! core has no clock and no date library.

/// Year, month, day of a Unix time (UTC), by Howard Hinnant's algorithm.
pub fn civil_date(unix: u64) -> (i64, u32, u32) {
    let z = (unix / 86_400) as i64 + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z - era * 146_097;
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// "YYYY-MM-DDTHH:MM:SSZ".
pub fn iso8601(unix: u64) -> String {
    let (y, m, d) = civil_date(unix);
    let s = unix % 86_400;
    format!(
        "{y:04}-{m:02}-{d:02}T{:02}:{:02}:{:02}Z",
        s / 3600,
        s / 60 % 60,
        s % 60
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_instants() {
        assert_eq!(iso8601(0), "1970-01-01T00:00:00Z");
        // 2000-02-29 (a leap day of a century leap year), 12:34:56.
        assert_eq!(iso8601(951_827_696), "2000-02-29T12:34:56Z");
        assert_eq!(iso8601(1_780_010_800), "2026-05-28T23:26:40Z");
    }
}
