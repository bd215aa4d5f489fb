//! Puts a screen-sized picture on the screen by copying its pixels (the
//! GL's framebuffer blit) instead of drawing it as a textured quad.
//!
//! The play screen's table and board are one cached picture as large as the
//! screen. Drawn as a quad, software GL (llvmpipe, as on CI and in the
//! figures) runs its fragment shader for every pixel of the screen: most of a
//! busy frame's time. A blit of a picture the screen's size and format is a
//! copy of rows. Desktop GL 3 or later only, without window multisampling;
//! elsewhere (the web's WebGL 1, phones, GL 2) the caller draws the quad.
//! `FLICKWOOD_SCREEN_COPY=draw` always draws it (tests/shell_screen_copy.rs
//! compares the two); FLICKWOOD_DEBUG says once which it does.

use macroquad::prelude::*;

/// Copies `texture` (a render target's, exactly `size` physical pixels) to
/// the screen at once, under everything this frame draws after it. False if
/// it cannot here: the caller draws the picture instead.
pub fn to_screen(texture: &Texture2D, size: (u32, u32)) -> bool {
    imp::to_screen(texture, size)
}

#[cfg(not(any(target_arch = "wasm32", target_os = "android", target_os = "ios")))]
mod imp {
    use macroquad::miniquad::gl::*;
    use macroquad::miniquad::{Backend, RawId};
    use macroquad::prelude::*;
    use std::cell::Cell;

    thread_local! {
        /// Whether blits work here (asked once), and the framebuffer that
        /// reads the picture (its GL name; 0 before the first copy).
        static USABLE: Cell<Option<bool>> = const { Cell::new(None) };
        static READER: Cell<GLuint> = const { Cell::new(0) };
    }

    pub fn to_screen(texture: &Texture2D, (w, h): (u32, u32)) -> bool {
        let gl = unsafe { get_internal_gl() };
        let ctx = gl.quad_context;
        #[allow(irrefutable_let_patterns)] // Metal is a second kind on Apple's systems.
        let RawId::OpenGl(tex) = (unsafe { ctx.texture_raw_id(texture.raw_miniquad_id()) }) else {
            return false;
        };
        let usable = USABLE.with(|u| {
            let known = u.get().unwrap_or_else(|| {
                let why = if std::env::var("FLICKWOOD_SCREEN_COPY").is_ok_and(|v| v == "draw") {
                    Some("FLICKWOOD_SCREEN_COPY=draw")
                } else if ctx.info().backend != Backend::OpenGl || unsafe { is_gl2() } {
                    Some("no GL 3")
                } else if unsafe { multisampled() } {
                    Some("the window is multisampled")
                } else {
                    None
                };
                if std::env::var_os("FLICKWOOD_DEBUG").is_some() {
                    match why {
                        None => eprintln!("screen copy: blit"),
                        Some(why) => eprintln!("screen copy: drawn ({why})"),
                    }
                }
                why.is_none()
            });
            u.set(Some(known));
            known
        });
        // A picture a pixel off the screen's size (rounding) is drawn, stretched.
        let (sw, sh) = macroquad::miniquad::window::screen_size();
        if !usable || w == 0 || h == 0 || (sw.round() as u32, sh.round() as u32) != (w, h) {
            return false;
        }
        unsafe {
            let mut screen: GLint = 0;
            glGetIntegerv(GL_FRAMEBUFFER_BINDING, &mut screen);
            let mut fbo = READER.with(Cell::get);
            if fbo == 0 {
                glGenFramebuffers(1, &mut fbo);
                READER.with(|r| r.set(fbo));
            }
            glBindFramebuffer(GL_READ_FRAMEBUFFER, fbo);
            // Attached for each copy: a picture made again for a new size
            // may get the GL name of the one deleted, a different texture.
            glFramebufferTexture2D(
                GL_READ_FRAMEBUFFER,
                GL_COLOR_ATTACHMENT0,
                GL_TEXTURE_2D,
                tex,
                0,
            );
            glBindFramebuffer(GL_DRAW_FRAMEBUFFER, screen as GLuint);
            let (w, h) = (w as GLint, h as GLint);
            glBlitFramebuffer(0, 0, w, h, 0, 0, w, h, GL_COLOR_BUFFER_BIT, GL_NEAREST);
            // Let go of it, so a deleted picture is not kept alive here.
            glFramebufferTexture2D(
                GL_READ_FRAMEBUFFER,
                GL_COLOR_ATTACHMENT0,
                GL_TEXTURE_2D,
                0,
                0,
            );
            glBindFramebuffer(GL_FRAMEBUFFER, screen as GLuint);
        }
        true
    }

    /// GL_SAMPLE_BUFFERS (miniquad's bindings do not name it).
    const SAMPLE_BUFFERS: GLenum = 0x80A8;

    /// Whether the screen's framebuffer has samples (a blit into it from a
    /// single-sampled picture is an error).
    unsafe fn multisampled() -> bool {
        let mut buffers: GLint = 0;
        unsafe { glGetIntegerv(SAMPLE_BUFFERS, &mut buffers) };
        buffers > 0
    }
}

#[cfg(any(target_arch = "wasm32", target_os = "android", target_os = "ios"))]
mod imp {
    use macroquad::prelude::Texture2D;

    pub fn to_screen(_: &Texture2D, _: (u32, u32)) -> bool {
        false
    }
}
