//! Procedural wood grain, generated into textures (the big ones between
//! the first frames: `LazyWood`): long wavy growth rings along x, fine
//! pores, and slow colour variation, so the boards look like planks of
//! real wood rather than flat paint.

use macroquad::prelude::*;

/// The colours and figure of one kind of wood.
#[derive(Clone, Copy, Debug)]
pub struct Species {
    pub light: [f32; 3],
    pub dark: [f32; 3],
    /// Growth rings across the texture's height.
    pub rings: f32,
    /// How much the rings wander.
    pub wander: f32,
    pub seed: u32,
}

pub const MAPLE: Species = Species {
    light: [0.93, 0.78, 0.56],
    dark: [0.78, 0.58, 0.34],
    rings: 34.0,
    wander: 3.2,
    seed: 11,
};

pub const BIRCH: Species = Species {
    light: [0.95, 0.85, 0.66],
    dark: [0.83, 0.68, 0.47],
    rings: 24.0,
    wander: 3.6,
    seed: 23,
};

pub const WALNUT: Species = Species {
    light: [0.47, 0.30, 0.18],
    dark: [0.25, 0.14, 0.08],
    rings: 22.0,
    wander: 2.6,
    seed: 37,
};

pub const CHERRY: Species = Species {
    light: [0.72, 0.40, 0.22],
    dark: [0.50, 0.24, 0.12],
    rings: 30.0,
    wander: 2.0,
    seed: 53,
};

/// A square texture of `size` pixels of this wood; it tiles along x.
pub fn texture(species: &Species, size: u16) -> Texture2D {
    let n = size as usize;
    let mut bytes = vec![0u8; n * n * 4];
    for (y, row) in bytes.chunks_exact_mut(n * 4).enumerate() {
        fill_row(species, n, y, row);
    }
    to_texture(bytes, size)
}

fn to_texture(bytes: Vec<u8>, size: u16) -> Texture2D {
    texture_of(&Image {
        bytes,
        width: size,
        height: size,
    })
}

fn texture_of(image: &Image) -> Texture2D {
    let t = Texture2D::from_image(image);
    t.set_filter(FilterMode::Linear);
    t
}

/// A wood too big to make before the first frame (a board's 1024 px
/// take most of a second on a phone): baked a band of rows at a time
/// between frames (`bake_until`), or the rest at once if it is drawn first.
/// A wood made `with_pixels` keeps them in memory beside the texture: the
/// discs' grain is painted from the maple's (`image`), as reading a
/// texture back from the GPU stalls the frame (156 ms in a phone-sized
/// browser); the others let them go (4 MiB each).
pub struct LazyWood {
    species: Species,
    size: u16,
    keep_pixels: bool,
    done: std::cell::OnceCell<(Texture2D, Option<Image>)>,
    /// The rows so far and the next row to bake.
    baking: std::cell::RefCell<(Vec<u8>, usize)>,
}

impl LazyWood {
    pub fn new(species: Species, size: u16) -> LazyWood {
        LazyWood {
            species,
            size,
            keep_pixels: false,
            done: Default::default(),
            baking: Default::default(),
        }
    }

    /// A wood that keeps its pixels once baked (`image`).
    pub fn with_pixels(species: Species, size: u16) -> LazyWood {
        LazyWood {
            keep_pixels: true,
            ..LazyWood::new(species, size)
        }
    }

    pub fn texture(&self) -> &Texture2D {
        &self.baked().0
    }

    /// The wood's pixels, if it was made `with_pixels`.
    pub fn image(&self) -> Option<&Image> {
        self.baked().1.as_ref()
    }

    fn baked(&self) -> &(Texture2D, Option<Image>) {
        self.done.get_or_init(|| {
            self.bake_rows(|| false);
            self.finish()
        })
    }

    /// Bakes rows while `more()` says there is time; true once baked.
    pub fn bake_until(&self, more: impl Fn() -> bool) -> bool {
        if self.done.get().is_none() && self.bake_rows(|| !more()) {
            let _ = self.done.set(self.finish());
        }
        self.done.get().is_some()
    }

    /// Bakes rows until `stop()`; true once every row is baked.
    fn bake_rows(&self, stop: impl Fn() -> bool) -> bool {
        let n = self.size as usize;
        let mut baking = self.baking.borrow_mut();
        let (bytes, next) = &mut *baking;
        if bytes.is_empty() {
            *bytes = vec![0u8; n * n * 4];
        }
        while *next < n {
            if stop() {
                return false;
            }
            let y = *next;
            fill_row(&self.species, n, y, &mut bytes[y * n * 4..(y + 1) * n * 4]);
            *next += 1;
        }
        true
    }

    fn finish(&self) -> (Texture2D, Option<Image>) {
        let image = Image {
            bytes: std::mem::take(&mut self.baking.borrow_mut().0),
            width: self.size,
            height: self.size,
        };
        (texture_of(&image), self.keep_pixels.then_some(image))
    }
}

/// Row `y` of an `n`-pixel square of this wood, as RGBA bytes.
fn fill_row(species: &Species, n: usize, y: usize, row: &mut [u8]) {
    let s = species.seed;
    let v = y as f32 / n as f32;
    // The slow terms (the rings' bend, the fibres across the row, the
    // broad figure) change over tens of pixels along x: worked out every
    // `COARSE` pixels and drawn straight between. Only the pores change
    // from pixel to pixel. A quarter of the work of every term everywhere,
    // and no difference to see.
    let slow_at = |x: usize| {
        let u = x as f32 / n as f32;
        // Growth rings: contour lines of v, bent by slow noise into the
        // long arches of flat-sawn boards, with a little fine wobble.
        let warp = (fbm(u * 1.6, v * 2.5, s, 3) - 0.5) * species.wander
            + (fbm(u * 7.0, v * 12.0, s + 5, 2) - 0.5) * 0.25;
        // Fibres: fine streaks along the grain.
        let fibre = fbm(u * 6.0, v * 420.0, s + 7, 2);
        // Broad colour differences across the board.
        let figure = fbm(u * 1.2, v * 1.8, s + 13, 3);
        [warp, 0.26 * fibre + 0.34 * figure]
    };
    let pores = NoiseRow::new(220.0, v * 900.0, s + 3);
    let mut left = slow_at(0);
    for x0 in (0..n).step_by(COARSE) {
        let right = slow_at(x0 + COARSE);
        for x in x0..(x0 + COARSE).min(n) {
            let k = (x - x0) as f32 / COARSE as f32;
            let [warp, tone] = [0, 1].map(|i| left[i] + (right[i] - left[i]) * k);
            let u = x as f32 / n as f32;
            let ring = (v * species.rings + warp).rem_euclid(1.0);
            // Early wood is wide and pale; late wood a thin darker line.
            let late = smooth(0.78, 0.95, ring) * (1.0 - smooth(0.95, 1.0, ring));
            // Pores: short dark flecks.
            let pore = smooth(0.78, 0.95, pores.at(u));
            let t = (0.5 * late + tone + 0.14 * pore - 0.08).clamp(0.0, 1.0);
            let i = x * 4;
            for c in 0..3 {
                let value = species.light[c] + (species.dark[c] - species.light[c]) * t;
                row[i + c] = (value.clamp(0.0, 1.0) * 255.0) as u8;
            }
            row[i + 3] = 255;
        }
        left = right;
    }
}

/// Pixels between two workings of a row's slow terms (`fill_row`).
const COARSE: usize = 8;

/// `noise(u * cells, y, seed)` along one row, u in 0..1: the row's lattice
/// values are hashed once, not four times a pixel. Same values as `noise`.
struct NoiseRow {
    cells: f32,
    /// The lattice above and below the row, and how far down between them.
    top: Vec<f32>,
    bottom: Vec<f32>,
    sy: f32,
}

impl NoiseRow {
    fn new(cells: f32, y: f32, seed: u32) -> NoiseRow {
        let yf = y.floor();
        let (yi, fy) = (yf as i32, y - yf);
        let lattice = |row: i32| {
            (0..cells as i32 + 2)
                .map(|xi| hash(xi, row, seed))
                .collect()
        };
        NoiseRow {
            cells,
            top: lattice(yi),
            bottom: lattice(yi + 1),
            sy: fy * fy * (3.0 - 2.0 * fy),
        }
    }

    fn at(&self, u: f32) -> f32 {
        let x = u * self.cells;
        let xf = x.floor();
        let (xi, fx) = (xf as usize, x - xf);
        let sx = fx * fx * (3.0 - 2.0 * fx);
        let (a, b) = (self.top[xi], self.top[xi + 1]);
        let (c, d) = (self.bottom[xi], self.bottom[xi + 1]);
        let top = a + (b - a) * sx;
        let bottom = c + (d - c) * sx;
        top + (bottom - top) * self.sy
    }
}

fn smooth(e0: f32, e1: f32, x: f32) -> f32 {
    let t = ((x - e0) / (e1 - e0)).clamp(0.0, 1.0);
    t * t * (3.0 - 2.0 * t)
}

fn hash(x: i32, y: i32, seed: u32) -> f32 {
    let mut h = (x as u32).wrapping_mul(0x8da6_b343)
        ^ (y as u32).wrapping_mul(0xd816_3841)
        ^ seed.wrapping_mul(0xcb1a_b31f);
    h ^= h >> 13;
    h = h.wrapping_mul(0x5bd1_e995);
    h ^= h >> 15;
    (h & 0xffff) as f32 / 65535.0
}

/// Value noise in 0..1, tiling every 64 cells along x... close enough for wood.
fn noise(x: f32, y: f32, seed: u32) -> f32 {
    let (xf, yf) = (x.floor(), y.floor());
    let (xi, yi) = (xf as i32, yf as i32);
    let (fx, fy) = (x - xf, y - yf);
    let (sx, sy) = (fx * fx * (3.0 - 2.0 * fx), fy * fy * (3.0 - 2.0 * fy));
    let a = hash(xi, yi, seed);
    let b = hash(xi + 1, yi, seed);
    let c = hash(xi, yi + 1, seed);
    let d = hash(xi + 1, yi + 1, seed);
    let top = a + (b - a) * sx;
    let bottom = c + (d - c) * sx;
    top + (bottom - top) * sy
}

fn fbm(x: f32, y: f32, seed: u32, octaves: u32) -> f32 {
    let mut sum = 0.0;
    let mut amp = 0.5;
    let mut f = 1.0;
    let mut norm = 0.0;
    for o in 0..octaves {
        sum += noise(x * f, y * f, seed + o * 101) * amp;
        norm += amp;
        amp *= 0.5;
        f *= 2.0;
    }
    sum / norm
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_noise_row_gives_the_noise_at_every_pixel() {
        for (cells, y, seed) in [(220.0, 37.3, 14), (220.0, 899.99, 3), (17.0, 0.0, 0)] {
            let row = NoiseRow::new(cells, y, seed);
            for x in 0..1024 {
                let u = x as f32 / 1024.0;
                assert_eq!(
                    row.at(u).to_bits(),
                    noise(u * cells, y, seed).to_bits(),
                    "u {u}"
                );
            }
        }
    }
}
