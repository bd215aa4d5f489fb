#!/usr/bin/env bash
# Builds the Android APK with cargo-quad-apk, which reads
# [package.metadata.android] in Cargo.toml (package ca.flickwood.game, API 35,
# min 24, icons from android/res, assets/ packed into the APK).
#
# Needs what this repository's CI machine lacks: the Android SDK (platform
# android-35, build-tools), the NDK (r25 or newer), JDK 17, and Rust >= 1.86
# (rapier2d 0.36 and edition 2024). Two ways to get them:
#
#   bash android/build.sh            # local tools: ANDROID_HOME and NDK_HOME set,
#                                    # apksigner (build-tools) on PATH
#   bash android/build.sh --docker   # the notfl3/cargo-apk image (SDK, NDK, JDK);
#                                    # its Rust is 1.79, so this updates it first
#
# Add --debug for a debug build. The APK lands in
#   target/android-artifacts/release/apk/flickwood.apk   (debug/ with --debug)
# Install and start it on a phone with USB debugging on:
#   adb install -r target/android-artifacts/release/apk/flickwood.apk
#   adb shell am start -n ca.flickwood.game/.MainActivity   # miniquad's activity class
#   adb logcat -s SAPP:V '*:S'     # miniquad's log (macroquad's info!, warn!, error!)
# A release APK is signed with the debug key; for a store upload sign it with
# your own: apksigner sign --ks my.keystore flickwood.apk
set -euo pipefail
cd "$(dirname "$0")/.."

rust_min=1.86.0
docker=0
profile=--release
for arg in "$@"; do
    case "$arg" in
        --docker) docker=1 ;;
        --debug) profile= ;;
        *) echo "usage: android/build.sh [--docker] [--debug]" >&2; exit 2 ;;
    esac
done

# Icons are committed; regenerate them only when the source drawing changes:
#   python3 android/make-icons.py

if [ "$docker" = 1 ]; then
    # Everything the container needs happens inside it, on a copy of the
    # cargo registry cache so repeated builds do not download again.
    exec docker run --rm \
        -v "$PWD":/root/src \
        -v "${HOME}/.cargo/registry":/usr/local/cargo/registry \
        -w /root/src \
        notfl3/cargo-apk \
        bash -c "
            set -euo pipefail
            rustup toolchain install $rust_min --profile minimal
            rustup default $rust_min
            rustup target add aarch64-linux-android armv7-linux-androideabi
            # The image's cargo-quad-apk predates edition 2024 manifests.
            cargo install --locked cargo-quad-apk
            # The image ships platform android-36; the manifest compiles against 35.
            yes | \$ANDROID_HOME/tools/bin/sdkmanager 'platforms;android-35' >/dev/null || true
            cargo quad-apk build $profile --bin flickwood
        "
fi

for var in ANDROID_HOME NDK_HOME; do
    if [ -z "${!var:-}" ]; then
        echo "android/build.sh: set $var (or use --docker)" >&2
        exit 1
    fi
done
if [ ! -d "$ANDROID_HOME/platforms/android-35" ]; then
    echo "android/build.sh: install the platform: sdkmanager 'platforms;android-35'" >&2
    exit 1
fi
have=$(rustc --version | cut -d' ' -f2)
if [ "$(printf '%s\n%s\n' "$rust_min" "$have" | sort -V | head -1)" != "$rust_min" ]; then
    echo "android/build.sh: Rust $have is too old; rapier2d 0.36 needs >= $rust_min" >&2
    exit 1
fi
command -v cargo-quad-apk >/dev/null || cargo install --locked cargo-quad-apk
rustup target add aarch64-linux-android armv7-linux-androideabi
cargo quad-apk build $profile --bin flickwood
ls -l target/android-artifacts/*/apk/*.apk
