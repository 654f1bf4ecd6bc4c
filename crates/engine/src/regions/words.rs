//! Words the hints are made of, and the subsets the harder rules try.

/// The subsets of `items` of size k, in order.
pub(super) fn subsets(items: &[usize], k: usize) -> Vec<Vec<usize>> {
    let mut out = Vec::new();
    let mut chosen = Vec::with_capacity(k);
    fn walk(
        items: &[usize],
        k: usize,
        start: usize,
        chosen: &mut Vec<usize>,
        out: &mut Vec<Vec<usize>>,
    ) {
        if chosen.len() == k {
            out.push(chosen.clone());
            return;
        }
        for i in start..items.len() {
            chosen.push(items[i]);
            walk(items, k, i + 1, chosen, out);
            chosen.pop();
        }
    }
    walk(items, k, 0, &mut chosen, &mut out);
    out
}

pub(super) fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

pub(super) fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|f| f.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

pub(super) fn lower_first(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|f| f.to_lowercase().chain(chars).collect())
        .unwrap_or_default()
}
