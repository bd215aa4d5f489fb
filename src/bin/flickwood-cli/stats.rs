//! Small statistics for the measurement commands.

/// The Wilson score interval (95 percent) of `hits` successes in `n` trials,
/// as fractions: the core's, which the practice screens show.
pub fn wilson(hits: usize, n: usize) -> (f64, f64) {
    flickwood_core::practice::wilson(hits as u64, n as u64)
}

/// "55.2 % [52.1, 58.3]" for `hits` of `n`.
pub fn rate(hits: usize, n: usize) -> String {
    let (lo, hi) = wilson(hits, n);
    let p = if n == 0 { 0.0 } else { hits as f64 / n as f64 };
    format!(
        "{:5.1} % [{:4.1}, {:4.1}]",
        p * 100.0,
        lo * 100.0,
        hi * 100.0
    )
}

/// The value at fraction `q` (0 to 1) of sorted `values` (nearest rank).
pub fn quantile(sorted: &[f64], q: f64) -> f64 {
    if sorted.is_empty() {
        return 0.0;
    }
    let i = ((q * sorted.len() as f64).ceil() as usize).clamp(1, sorted.len()) - 1;
    sorted[i]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wilson_matches_a_known_interval() {
        // 50 of 100: the textbook Wilson interval is [40.4, 59.6].
        let (lo, hi) = wilson(50, 100);
        assert!(
            (lo - 0.4038).abs() < 1e-3 && (hi - 0.5962).abs() < 1e-3,
            "{lo} {hi}"
        );
        assert_eq!(quantile(&[1.0, 2.0, 3.0, 4.0], 0.5), 2.0);
        assert_eq!(quantile(&[1.0, 2.0, 3.0, 4.0], 0.99), 4.0);
    }
}
