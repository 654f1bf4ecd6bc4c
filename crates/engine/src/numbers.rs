//! Numbers in words: thousands grouped, nouns in the singular or plural.

/// A number with its thousands grouped: 19,999,900,000.
///
/// ```
/// assert_eq!(nqueens_engine::numbers::grouped(1234567), "1,234,567");
/// assert_eq!(nqueens_engine::numbers::grouped(12), "12");
/// ```
pub fn grouped(number: u64) -> String {
    let digits = number.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(d);
    }
    out
}

/// A count with its noun, singular or plural as the count asks.
///
/// ```
/// use nqueens_engine::numbers::plural;
/// assert_eq!(plural(1, "pair", "pairs"), "1 pair");
/// assert_eq!(plural(14200, "solution", "solutions"), "14,200 solutions");
/// assert_eq!(plural(0, "queen", "queens"), "0 queens");
/// ```
pub fn plural(count: u64, one: &str, many: &str) -> String {
    format!("{} {}", grouped(count), if count == 1 { one } else { many })
}
