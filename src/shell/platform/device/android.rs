//! Android through JNI of the activity miniquad runs in: the Vibrator
//! service (the VIBRATE permission is in Cargo.toml's Android metadata), a
//! screen wake lock from the PowerManager (WAKE_LOCK permission; the
//! window's keep-screen-on flag may only be set on the UI thread, which
//! this game's thread is not), `Locale.getDefault().getLanguage()`, and the
//! display's density and pixels per inch (`DisplayMetrics`).
//! Every call checks for null and clears a pending Java exception; a
//! failure does nothing (no vibration, the screen may sleep, English).

use macroquad::miniquad::native::android::{ACTIVITY, attach_jni_env, ndk_sys};
use std::ffi::{CStr, c_char};
use std::sync::{Mutex, OnceLock};

type Obj = ndk_sys::jobject;

/// The JNI environment of this thread, with the activity.
struct Jni {
    env: *mut ndk_sys::JNIEnv,
}

impl Jni {
    /// SAFETY (all methods): `env` is attached to this thread by
    /// `attach_jni_env`; objects passed in are live references.
    unsafe fn get() -> Option<Jni> {
        let env = unsafe { attach_jni_env() };
        // SAFETY: ACTIVITY is set by miniquad before the game's code runs.
        let activity = unsafe { ACTIVITY };
        (!env.is_null() && !activity.is_null()).then_some(Jni { env })
    }

    unsafe fn f(&self) -> &ndk_sys::JNINativeInterface {
        unsafe { &**self.env }
    }

    /// A Java exception was thrown (and is now cleared).
    unsafe fn thrown(&self) -> bool {
        let f = unsafe { self.f() };
        let (Some(check), Some(clear)) = (f.ExceptionCheck, f.ExceptionClear) else {
            return true;
        };
        unsafe {
            if check(self.env) != 0 {
                clear(self.env);
                return true;
            }
        }
        false
    }

    unsafe fn drop_local(&self, o: Obj) {
        if let (false, Some(delete)) = (o.is_null(), unsafe { self.f() }.DeleteLocalRef) {
            unsafe { delete(self.env, o) };
        }
    }

    unsafe fn method(&self, obj: Obj, name: &CStr, sig: &CStr) -> Option<ndk_sys::jmethodID> {
        let f = unsafe { self.f() };
        let class = unsafe { (f.GetObjectClass?)(self.env, obj) };
        if class.is_null() {
            return None;
        }
        let m = unsafe { (f.GetMethodID?)(self.env, class, name.as_ptr(), sig.as_ptr()) };
        unsafe { self.drop_local(class) };
        (!unsafe { self.thrown() } && !m.is_null()).then_some(m)
    }

    unsafe fn class(&self, name: &CStr) -> Option<ndk_sys::jclass> {
        let c = unsafe { (self.f().FindClass?)(self.env, name.as_ptr()) };
        (!unsafe { self.thrown() } && !c.is_null()).then_some(c)
    }

    /// `activity.getSystemService(name)`.
    unsafe fn service(&self, name: &CStr) -> Option<Obj> {
        let f = unsafe { self.f() };
        let activity = unsafe { ACTIVITY };
        let get = unsafe {
            self.method(
                activity,
                c"getSystemService",
                c"(Ljava/lang/String;)Ljava/lang/Object;",
            )?
        };
        let jname = unsafe { (f.NewStringUTF?)(self.env, name.as_ptr()) };
        if jname.is_null() {
            return None;
        }
        let s = unsafe { (f.CallObjectMethod?)(self.env, activity, get, jname) };
        unsafe { self.drop_local(jname) };
        (!unsafe { self.thrown() } && !s.is_null()).then_some(s)
    }

    /// `obj.name`, an int field.
    unsafe fn int_field(&self, obj: Obj, name: &CStr) -> Option<i32> {
        let f = unsafe { self.f() };
        let class = unsafe { (f.GetObjectClass?)(self.env, obj) };
        if class.is_null() {
            return None;
        }
        let field = unsafe { (f.GetFieldID?)(self.env, class, name.as_ptr(), c"I".as_ptr()) };
        unsafe { self.drop_local(class) };
        if unsafe { self.thrown() } || field.is_null() {
            return None;
        }
        let v = unsafe { (f.GetIntField?)(self.env, obj, field) };
        (!unsafe { self.thrown() }).then_some(v)
    }

    /// `obj.name`, a float field.
    unsafe fn float_field(&self, obj: Obj, name: &CStr) -> Option<f32> {
        let f = unsafe { self.f() };
        let class = unsafe { (f.GetObjectClass?)(self.env, obj) };
        if class.is_null() {
            return None;
        }
        let field = unsafe { (f.GetFieldID?)(self.env, class, name.as_ptr(), c"F".as_ptr()) };
        unsafe { self.drop_local(class) };
        if unsafe { self.thrown() } || field.is_null() {
            return None;
        }
        let v = unsafe { (f.GetFloatField?)(self.env, obj, field) };
        (!unsafe { self.thrown() }).then_some(v)
    }

    /// The activity's `DisplayMetrics` (a local reference to drop).
    unsafe fn display_metrics(&self) -> Option<Obj> {
        let resources = unsafe {
            self.call_object(
                ACTIVITY,
                c"getResources",
                c"()Landroid/content/res/Resources;",
            )?
        };
        let metrics = unsafe {
            self.call_object(
                resources,
                c"getDisplayMetrics",
                c"()Landroid/util/DisplayMetrics;",
            )
        };
        unsafe { self.drop_local(resources) };
        metrics
    }

    /// `obj.name()`, a method returning an object, given its signature.
    unsafe fn call_object(&self, obj: Obj, name: &CStr, sig: &CStr) -> Option<Obj> {
        let m = unsafe { self.method(obj, name, sig)? };
        let o = unsafe { (self.f().CallObjectMethod?)(self.env, obj, m) };
        (!unsafe { self.thrown() } && !o.is_null()).then_some(o)
    }

    /// A Java string's text.
    unsafe fn text(&self, s: Obj) -> Option<String> {
        let f = unsafe { self.f() };
        let chars: *const c_char =
            unsafe { (f.GetStringUTFChars?)(self.env, s, std::ptr::null_mut()) };
        if chars.is_null() {
            return None;
        }
        let out = unsafe { CStr::from_ptr(chars) }
            .to_string_lossy()
            .into_owned();
        unsafe { (f.ReleaseStringUTFChars?)(self.env, s, chars) };
        Some(out)
    }
}

/// `Build.VERSION.SDK_INT`, asked once.
fn sdk_int() -> i32 {
    static SDK: OnceLock<i32> = OnceLock::new();
    *SDK.get_or_init(|| {
        // SAFETY: see `Jni`.
        unsafe {
            let Some(jni) = Jni::get() else { return 0 };
            let f = jni.f();
            let Some(class) = jni.class(c"android/os/Build$VERSION") else {
                return 0;
            };
            let (Some(field_id), Some(get_int)) = (f.GetStaticFieldID, f.GetStaticIntField) else {
                return 0;
            };
            let field = field_id(jni.env, class, c"SDK_INT".as_ptr(), c"I".as_ptr());
            let v = if jni.thrown() || field.is_null() {
                0
            } else {
                get_int(jni.env, class, field)
            };
            jni.drop_local(class);
            v
        }
    })
}

pub fn can_vibrate() -> bool {
    // SAFETY: see `Jni`.
    unsafe {
        let Some(jni) = Jni::get() else { return false };
        let Some(vibrator) = jni.service(c"vibrator") else {
            return false;
        };
        let has = jni
            .method(vibrator, c"hasVibrator", c"()Z")
            .and_then(|m| {
                jni.f()
                    .CallBooleanMethod
                    .map(|call| call(jni.env, vibrator, m))
            })
            .is_some_and(|b| b != 0);
        let has = !jni.thrown() && has;
        jni.drop_local(vibrator);
        has
    }
}

pub fn vibrate(ms: u32, strength: f32) {
    // SAFETY: see `Jni`.
    unsafe {
        let Some(jni) = Jni::get() else { return };
        let Some(vibrator) = jni.service(c"vibrator") else {
            return;
        };
        let f = jni.f();
        let ms = i64::from(ms);
        if sdk_int() >= 26 {
            // VibrationEffect.createOneShot(ms, amplitude 1..255): the strength.
            let amplitude = (1.0 + 254.0 * strength.clamp(0.0, 1.0)).round() as i32;
            if let (Some(class), Some(static_method), Some(call_static), Some(call)) = (
                jni.class(c"android/os/VibrationEffect"),
                f.GetStaticMethodID,
                f.CallStaticObjectMethod,
                f.CallVoidMethod,
            ) {
                let create = static_method(
                    jni.env,
                    class,
                    c"createOneShot".as_ptr(),
                    c"(JI)Landroid/os/VibrationEffect;".as_ptr(),
                );
                if !jni.thrown() && !create.is_null() {
                    let effect = call_static(jni.env, class, create, ms, amplitude);
                    if !jni.thrown() && !effect.is_null() {
                        if let Some(m) =
                            jni.method(vibrator, c"vibrate", c"(Landroid/os/VibrationEffect;)V")
                        {
                            call(jni.env, vibrator, m, effect);
                            jni.thrown();
                        }
                        jni.drop_local(effect);
                    }
                }
                jni.drop_local(class);
            }
        } else if let (Some(m), Some(call)) =
            (jni.method(vibrator, c"vibrate", c"(J)V"), f.CallVoidMethod)
        {
            call(jni.env, vibrator, m, ms);
            jni.thrown();
        }
        jni.drop_local(vibrator);
    }
}

/// The wake lock, made once (a global reference).
struct Lock(Obj);
// SAFETY: a JNI global reference may be used from any attached thread.
unsafe impl Send for Lock {}

static WAKE: Mutex<Option<Lock>> = Mutex::new(None);

/// PowerManager.SCREEN_BRIGHT_WAKE_LOCK | ON_AFTER_RELEASE.
const SCREEN_ON: i32 = 0x0000_000a | 0x2000_0000;

pub fn keep_awake(on: bool) {
    let Ok(mut wake) = WAKE.lock() else { return };
    // SAFETY: see `Jni`.
    unsafe {
        let Some(jni) = Jni::get() else { return };
        let f = jni.f();
        if wake.is_none() && on {
            let Some(power) = jni.service(c"power") else {
                return;
            };
            let made = jni
                .method(
                    power,
                    c"newWakeLock",
                    c"(ILjava/lang/String;)Landroid/os/PowerManager$WakeLock;",
                )
                .and_then(|m| {
                    let tag = (f.NewStringUTF?)(jni.env, c"flickwood:match".as_ptr());
                    let lock = (f.CallObjectMethod?)(jni.env, power, m, SCREEN_ON, tag);
                    jni.drop_local(tag);
                    (!jni.thrown() && !lock.is_null()).then_some(lock)
                });
            jni.drop_local(power);
            let Some(local) = made else { return };
            let global = f
                .NewGlobalRef
                .map_or(std::ptr::null_mut(), |g| g(jni.env, local));
            jni.drop_local(local);
            if global.is_null() {
                return;
            }
            // One acquire, one release, however often each is asked.
            if let (Some(m), Some(call)) = (
                jni.method(global, c"setReferenceCounted", c"(Z)V"),
                f.CallVoidMethod,
            ) {
                call(jni.env, global, m, 0u32);
                jni.thrown();
            }
            *wake = Some(Lock(global));
        }
        let Some(Lock(lock)) = wake.as_ref() else {
            return;
        };
        let name = if on { c"acquire" } else { c"release" };
        if let (Some(m), Some(call)) = (jni.method(*lock, name, c"()V"), f.CallVoidMethod) {
            call(jni.env, *lock, m);
            jni.thrown();
        }
    }
}

/// `Locale.getDefault().getLanguage()`: "fr" on a phone set to French.
pub fn system_language() -> Option<String> {
    // SAFETY: see `Jni`.
    unsafe {
        let jni = Jni::get()?;
        let f = jni.f();
        let class = jni.class(c"java/util/Locale")?;
        let get_default = (f.GetStaticMethodID?)(
            jni.env,
            class,
            c"getDefault".as_ptr(),
            c"()Ljava/util/Locale;".as_ptr(),
        );
        if jni.thrown() || get_default.is_null() {
            jni.drop_local(class);
            return None;
        }
        let locale = (f.CallStaticObjectMethod?)(jni.env, class, get_default);
        jni.drop_local(class);
        if jni.thrown() || locale.is_null() {
            return None;
        }
        let lang = jni
            .method(locale, c"getLanguage", c"()Ljava/lang/String;")
            .and_then(|m| {
                let s = (f.CallObjectMethod?)(jni.env, locale, m);
                (!jni.thrown() && !s.is_null()).then_some(s)
            });
        jni.drop_local(locale);
        let s = lang?;
        let text = jni.text(s);
        jni.drop_local(s);
        text
    }
}

/// The display's `DisplayMetrics.densityDpi` (160 is one pixel per px) and
/// its shortest side in pixels, from the activity's resources.
pub fn display_density() -> Option<(i32, i32)> {
    // SAFETY: see `Jni`.
    unsafe {
        let jni = Jni::get()?;
        let metrics = jni.display_metrics()?;
        let dpi = jni.int_field(metrics, c"densityDpi");
        let w = jni.int_field(metrics, c"widthPixels");
        let h = jni.int_field(metrics, c"heightPixels");
        jni.drop_local(metrics);
        Some((dpi?, w?.min(h?)))
    }
}

/// The panel's physical pixels per inch across and down
/// (`DisplayMetrics.xdpi`, `ydpi`) and its `densityDpi`, to be checked
/// (`millimetres::android`): some devices report a constant here.
pub fn display_ppi() -> Option<(f32, f32, i32)> {
    // SAFETY: see `Jni`.
    unsafe {
        let jni = Jni::get()?;
        let metrics = jni.display_metrics()?;
        let x = jni.float_field(metrics, c"xdpi");
        let y = jni.float_field(metrics, c"ydpi");
        let dpi = jni.int_field(metrics, c"densityDpi");
        jni.drop_local(metrics);
        Some((x?, y?, dpi?))
    }
}
