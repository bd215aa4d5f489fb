//! Android: the app's private files folder, `Context.getFilesDir()`, asked
//! through JNI of the activity miniquad runs in.

use flickwood_core::save::SaveError;
use macroquad::miniquad::native::android::{ACTIVITY, attach_jni_env, ndk_sys};
use std::ffi::CStr;
use std::path::PathBuf;

/// The folder the save lives in.
pub fn files_dir() -> Result<PathBuf, SaveError> {
    let fail =
        |what: &str| SaveError::new(format!("Android did not give the files folder ({what})"));
    // SAFETY: the JNI calls follow the JNI spec: the env is attached to this
    // thread, every object is checked for null before use, a pending Java
    // exception is cleared, and the UTF chars are released after copying.
    unsafe {
        let env = attach_jni_env();
        if env.is_null() || ACTIVITY.is_null() {
            return Err(fail("no activity"));
        }
        let jni = &**env;
        let (
            Some(get_class),
            Some(get_method),
            Some(call_object),
            Some(exception_check),
            Some(exception_clear),
            Some(get_chars),
            Some(release_chars),
        ) = (
            jni.GetObjectClass,
            jni.GetMethodID,
            jni.CallObjectMethod,
            jni.ExceptionCheck,
            jni.ExceptionClear,
            jni.GetStringUTFChars,
            jni.ReleaseStringUTFChars,
        )
        else {
            return Err(fail("JNI functions missing"));
        };
        let thrown = || {
            if exception_check(env) != 0 {
                exception_clear(env);
                true
            } else {
                false
            }
        };
        let activity_class = get_class(env, ACTIVITY);
        let get_files_dir = get_method(
            env,
            activity_class,
            c"getFilesDir".as_ptr(),
            c"()Ljava/io/File;".as_ptr(),
        );
        if thrown() || get_files_dir.is_null() {
            return Err(fail("getFilesDir"));
        }
        let file = call_object(env, ACTIVITY, get_files_dir);
        if thrown() || file.is_null() {
            return Err(fail("getFilesDir returned nothing"));
        }
        let file_class = get_class(env, file);
        let get_path = get_method(
            env,
            file_class,
            c"getAbsolutePath".as_ptr(),
            c"()Ljava/lang/String;".as_ptr(),
        );
        if thrown() || get_path.is_null() {
            return Err(fail("getAbsolutePath"));
        }
        let jpath: ndk_sys::jstring = call_object(env, file, get_path);
        if thrown() || jpath.is_null() {
            return Err(fail("no path"));
        }
        let chars = get_chars(env, jpath, std::ptr::null_mut());
        if chars.is_null() {
            return Err(fail("path unreadable"));
        }
        let path = CStr::from_ptr(chars).to_string_lossy().into_owned();
        release_chars(env, jpath, chars);
        Ok(PathBuf::from(path))
    }
}
