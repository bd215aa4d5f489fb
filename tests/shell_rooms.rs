//! The shell's house rules (issue 41, docs/shell.md): `src/shell` is a few
//! rooms (its top-level folders and files), the arrows between them are the
//! `use` paths of non-test code, and
//! - no rooms import one another in a loop, of two rooms or more;
//! - the four base rooms (`draw`, `ui`, `words`, `platform`) import only
//!   base rooms: never a screen, the play screen, the rules, the stack or
//!   the app;
//! - there are at most 15 rooms.
//!
//! Paths are read as `../shared/tools/rooms.py` reads them (`super::` chains
//! that climb to `src/shell`), and `crate::shell::ROOM` too.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

const BASE: [&str; 4] = ["draw", "ui", "words", "platform"];
const MOST_ROOMS: usize = 15;

type Graph = BTreeMap<String, BTreeSet<String>>;

/// Every `.rs` file under `dir`.
fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            sources(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

/// A file's module path inside the shell (`draw/paint.rs` is
/// `["draw", "paint"]`, `play/mod.rs` is `["play"]`).
fn module_path(rel: &Path) -> Vec<String> {
    let mut parts: Vec<String> = rel
        .with_extension("")
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    if parts.last().is_some_and(|p| p == "mod") {
        parts.pop();
    }
    parts
}

/// Test files and test modules are not part of the house.
fn is_test_file(rel: &Path) -> bool {
    let name = rel.file_stem().map(|s| s.to_string_lossy().into_owned());
    name.is_some_and(|n| n == "tests" || n.ends_with("_tests"))
}

/// The code before the first `#[cfg(test)] mod NAME {`.
fn without_tests(text: &str) -> &str {
    let mut from = 0;
    while let Some(i) = text[from..].find("#[cfg(test)]") {
        let at = from + i;
        let rest = text[at + "#[cfg(test)]".len()..].trim_start();
        if let Some(after) = rest.strip_prefix("mod ") {
            let name_end = after
                .find(|c: char| !(c.is_ascii_alphanumeric() || c == '_'))
                .unwrap_or(after.len());
            if after[name_end..].trim_start().starts_with('{') {
                return &text[..at];
            }
        }
        from = at + 1;
    }
    text
}

/// The names a path prefix reaches: `name` or each name of `{a, b::c}`.
fn names_after(rest: &str) -> Vec<String> {
    let rest = rest.trim_start();
    if let Some(group) = rest.strip_prefix('{') {
        let body = &group[..group.find('}').unwrap_or(group.len())];
        return body
            .split(',')
            .filter_map(|item| {
                let item = item.trim();
                let end = item
                    .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'))
                    .unwrap_or(item.len());
                (end > 0).then(|| item[..end].to_string())
            })
            .collect();
    }
    let end = rest
        .find(|c: char| !(c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_'))
        .unwrap_or(rest.len());
    if end == 0 {
        Vec::new()
    } else {
        vec![rest[..end].to_string()]
    }
}

/// The rooms one file's code names: `super::` chains that climb exactly to
/// the shell, and `crate::shell::`.
fn arrows_of(code: &str, depth: usize) -> BTreeSet<String> {
    let mut out = BTreeSet::new();
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let boundary = i == 0 || !(bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        if boundary && code[i..].starts_with("crate::shell::") {
            let at = i + "crate::shell::".len();
            out.extend(names_after(&code[at..]));
            i = at;
            continue;
        }
        if boundary && code[i..].starts_with("super::") {
            let mut ups = 0;
            let mut j = i;
            while code[j..].starts_with("super::") {
                ups += 1;
                j += "super::".len();
            }
            if ups == depth + 1 {
                out.extend(names_after(&code[j..]));
            }
            i = j;
            continue;
        }
        i += code[i..].chars().next().map_or(1, char::len_utf8);
    }
    out
}

/// The rooms of `src/shell` and their arrows, test code left out.
fn house(shell: &Path) -> Graph {
    let mut files = Vec::new();
    sources(shell, &mut files);
    let rel = |f: &PathBuf| {
        f.strip_prefix(shell)
            .expect("under the shell")
            .to_path_buf()
    };
    let rooms: BTreeSet<String> = files
        .iter()
        .filter_map(|f| module_path(&rel(f)).first().cloned())
        .collect();
    let mut graph: Graph = rooms.iter().map(|r| (r.clone(), BTreeSet::new())).collect();
    for f in &files {
        let rel = rel(f);
        let module = module_path(&rel);
        if is_test_file(&rel) || module.is_empty() {
            continue;
        }
        let text = std::fs::read_to_string(f).expect("a readable source file");
        let room = &module[0];
        for name in arrows_of(without_tests(&text), module.len() - 1) {
            if rooms.contains(&name) && &name != room {
                graph.get_mut(room).expect("a room").insert(name);
            }
        }
    }
    graph
}

/// The loops: strongly connected parts of more than one room (Tarjan).
fn loops(graph: &Graph) -> Vec<Vec<String>> {
    struct Walk<'a> {
        graph: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        found: Vec<Vec<String>>,
    }
    fn visit<'a>(w: &mut Walk<'a>, v: &'a str) {
        let n = w.index.len();
        w.index.insert(v, n);
        w.low.insert(v, n);
        w.stack.push(v);
        w.on.insert(v);
        let graph = w.graph;
        for to in graph.get(v).into_iter().flatten() {
            let to = to.as_str();
            if !w.index.contains_key(to) {
                visit(w, to);
                let l = w.low[v].min(w.low[to]);
                w.low.insert(v, l);
            } else if w.on.contains(to) {
                let l = w.low[v].min(w.index[to]);
                w.low.insert(v, l);
            }
        }
        if w.low[v] == w.index[v] {
            let mut part = Vec::new();
            while let Some(x) = w.stack.pop() {
                w.on.remove(x);
                part.push(x.to_string());
                if x == v {
                    break;
                }
            }
            if part.len() > 1 {
                part.sort();
                w.found.push(part);
            }
        }
    }
    let mut w = Walk {
        graph,
        index: BTreeMap::new(),
        low: BTreeMap::new(),
        stack: Vec::new(),
        on: BTreeSet::new(),
        found: Vec::new(),
    };
    for v in graph.keys() {
        if !w.index.contains_key(v.as_str()) {
            visit(&mut w, v);
        }
    }
    w.found
}

/// Arrows from a base room to a room that is not one.
fn upward(graph: &Graph) -> Vec<String> {
    let mut out = Vec::new();
    for base in BASE {
        for to in graph.get(base).into_iter().flatten() {
            if !BASE.contains(&to.as_str()) {
                out.push(format!("{base} -> {to}"));
            }
        }
    }
    out
}

fn shell() -> Graph {
    house(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/shell"))
}

#[test]
fn the_shell_is_a_few_rooms_with_no_loop_and_base_rooms_below_the_screens() {
    let graph = shell();
    for (room, to) in &graph {
        println!(
            "{room} -> {}",
            to.iter().cloned().collect::<Vec<_>>().join(" ")
        );
    }
    assert!(
        graph.len() <= MOST_ROOMS,
        "{} rooms in src/shell (at most {MOST_ROOMS}): {:?}",
        graph.len(),
        graph.keys().collect::<Vec<_>>()
    );
    for base in BASE {
        assert!(graph.contains_key(base), "no room {base} in src/shell");
    }
    assert_eq!(
        loops(&graph),
        Vec::<Vec<String>>::new(),
        "rooms import one another in a loop"
    );
    assert_eq!(
        upward(&graph),
        Vec::<String>::new(),
        "a base room imports a room above it"
    );
}

#[test]
fn the_check_sees_a_loop_and_an_upward_arrow() {
    let dir = std::env::temp_dir().join(format!("flickwood-rooms-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let write = |rel: &str, text: &str| {
        let p = dir.join(rel);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(p, text).unwrap();
    };
    write("mod.rs", "mod draw;\nmod play;\nmod screens;\n");
    // play/draw.rs climbs two levels to the shell: an arrow play -> screens.
    write("play/mod.rs", "mod draw;\n");
    write("play/draw.rs", "use super::super::screens::title::Title;\n");
    // screens -> play (a loop with the arrow above) and screens -> draw.
    write(
        "screens/mod.rs",
        "use super::{draw::paint, play::PlayScreen};\n",
    );
    // draw -> play through crate::shell; its test module is left out.
    write(
        "draw/mod.rs",
        "fn f() { crate::shell::play::go(); }\n#[cfg(test)]\nmod tests {\n    use super::super::screens;\n}\n",
    );
    let graph = house(&dir);
    std::fs::remove_dir_all(&dir).unwrap();
    let arrows: Vec<String> = graph
        .iter()
        .flat_map(|(r, to)| to.iter().map(move |t| format!("{r} -> {t}")))
        .collect();
    assert_eq!(
        arrows,
        [
            "draw -> play",
            "play -> screens",
            "screens -> draw",
            "screens -> play"
        ]
    );
    let all = ["draw", "play", "screens"].map(String::from).to_vec();
    assert_eq!(loops(&graph), [all]);
    assert_eq!(upward(&graph), ["draw -> play"]);
}
