//! Colour is never the only sign: each state a board shows is drawn in
//! greyscale, its brightness taken away, and still told apart from the
//! plain square by its shape alone.

use super::{Mark, Palette, RegionMap, RegionsLook, Scene, SceneOptions, regions_scene};
use crate::engine::regions::{self, Puzzle};
use crate::engine::{Board, Square};
use crate::formats::scene_pixmap;

const SIZE: u32 = 600;

/// The grey levels of square (r, c) of a board of side n drawn `SIZE`
/// pixels wide, its edges left out, less their mean: what is left is the
/// square's shape, whatever its colour or brightness.
fn shape_of(scene: &Scene, n: usize, (r, c): Square) -> Vec<f32> {
    let pixmap = scene_pixmap(scene, SIZE).unwrap();
    let side = SIZE as usize / n;
    let inset = side / 10;
    let mut grey = Vec::new();
    for y in r * side + inset..(r + 1) * side - inset {
        for x in c * side + inset..(c + 1) * side - inset {
            let p = pixmap.pixel(x as u32, y as u32).unwrap();
            let level = 0.299 * f32::from(p.red())
                + 0.587 * f32::from(p.green())
                + 0.114 * f32::from(p.blue());
            grey.push(level);
        }
    }
    let mean = grey.iter().sum::<f32>() / grey.len() as f32;
    grey.iter().map(|g| g - mean).collect()
}

/// How much two squares' shapes differ, in grey levels a pixel.
fn apart(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).map(|(x, y)| (x - y).abs()).sum::<f32>() / a.len() as f32
}

fn plain() -> SceneOptions {
    SceneOptions {
        labels: false,
        palette: Palette::LIGHT,
        ..SceneOptions::default()
    }
}

#[test]
fn attacked_squares_and_clashing_queens_show_by_shape() {
    // Queens on a6 and b5 attack each other; e4 attacks neither. Squares
    // compared are of one colour, so that only marks can tell them apart.
    let board = Board::on_columns(vec![Some(0), Some(1), Some(4), None, None, None], 6).unwrap();
    let options = SceneOptions {
        attacked_by_all: true,
        mark_conflicts: true,
        ..plain()
    };
    let scene = Scene::of(&board, &options);
    let n = 6;
    // An empty square no queen attacks, and an attacked one of its colour.
    let rules = crate::engine::Rules::QUEENS;
    let queens = [(0, 0), (1, 1), (2, 4)];
    let attacked = |s: Square| queens.iter().any(|&q| q != s && rules.attacks(n, q, s));
    let empty: Vec<Square> = (0..n * n)
        .map(|i| (i / n, i % n))
        .filter(|s| !queens.contains(s))
        .collect();
    let free = *empty
        .iter()
        .find(|&&s| !attacked(s))
        .expect("a free square");
    let hit = *empty
        .iter()
        .find(|&&s| attacked(s) && (s.0 + s.1) % 2 == (free.0 + free.1) % 2)
        .expect("an attacked square of the same colour");
    let plain_shape = shape_of(&scene, n, free);
    assert!(apart(&plain_shape, &vec![0.0; plain_shape.len()]) < 1.0);
    let hit_shape = shape_of(&scene, n, hit);
    assert!(
        apart(&hit_shape, &plain_shape) > 3.0,
        "{hit:?} looks like {free:?}"
    );
    // b5 clashes, e4 does not: the same piece on the same colour, told
    // apart by the clash's ring.
    let clash = shape_of(&scene, n, (1, 1));
    let calm = shape_of(&scene, n, (2, 4));
    assert!(apart(&clash, &calm) > 3.0);
}

#[test]
fn pins_blocks_and_the_square_tried_show_by_shape() {
    let board = Board::empty(6).unwrap();
    let options = SceneOptions {
        marks: vec![((0, 0), Mark::Pin), ((1, 1), Mark::Block)],
        trying: Some((2, 2)),
        ..plain()
    };
    let scene = Scene::of(&board, &options);
    let shapes: Vec<Vec<f32>> = [(0, 0), (1, 1), (2, 2), (3, 3)]
        .into_iter()
        .map(|s| shape_of(&scene, 6, s))
        .collect();
    for i in 0..shapes.len() {
        for j in i + 1..shapes.len() {
            assert!(
                apart(&shapes[i], &shapes[j]) > 3.0,
                "squares {i} and {j} alike"
            );
        }
    }
}

#[test]
fn regions_show_by_their_letters_and_borders_and_marks_by_shape() {
    let puzzle = Puzzle::parse("AAAB\nCCAB\nCDDB\nCCDB\n").unwrap();
    let clashing = [(2, 1), (3, 0)];
    let marks = {
        let mut m = vec![regions::Mark::Open; 16];
        m[2 * 4 + 1] = regions::Mark::Queen;
        m[3 * 4] = regions::Mark::Queen;
        m[1] = regions::Mark::Cross;
        m
    };
    let look = RegionsLook {
        marks: &marks,
        clashing: &clashing,
        shown: &[],
        second: &[],
        cursor: None,
        palette: &Palette::LIGHT,
        labels: false,
        patterns: false,
        colours: None,
    };
    let map = RegionMap {
        n: 4,
        regions: puzzle.regions(),
    };
    let scene = regions_scene(map, &look);
    // Two open squares inside regions A and C (no border through them):
    // their letters differ.
    let a = shape_of(&scene, 4, (0, 0));
    let c = shape_of(&scene, 4, (1, 0));
    assert!(apart(&a, &c) > 1.0);
    // An open square, a ×, a clashing queen and a queen: each its shape.
    let open = shape_of(&scene, 4, (0, 2));
    let cross = shape_of(&scene, 4, (0, 1));
    assert!(apart(&open, &cross) > 3.0);
    let clash = shape_of(&scene, 4, (3, 0));
    let marks_calm = {
        let mut m = marks.clone();
        m[3 * 4] = regions::Mark::Open;
        m
    };
    let calm_scene = regions_scene(
        map,
        &RegionsLook {
            marks: &marks_calm,
            clashing: &[],
            ..look
        },
    );
    let queen_calm = shape_of(&calm_scene, 4, (2, 1));
    let queen_clash = shape_of(&scene, 4, (2, 1));
    assert!(apart(&queen_calm, &queen_clash) > 3.0);
    assert!(apart(&clash, &open) > 3.0);
}

#[test]
fn the_heatmaps_depth_reads_in_grey_too() {
    // Pale to deep is light to dark: each step of depth a darker grey.
    let grey = |t: f32| {
        let [r, g, b, _] = super::heat_color(t);
        0.299 * f32::from(r) + 0.587 * f32::from(g) + 0.114 * f32::from(b)
    };
    let levels: Vec<f32> = (0..=20).map(|i| grey(i as f32 / 20.0)).collect();
    for pair in levels.windows(2) {
        assert!(pair[1] < pair[0] - 2.0, "{levels:?}");
    }
}
