#!/usr/bin/env bash
# Builds Flickwood.app for the iOS simulator or a device. Needs a Mac with
# Xcode (xcrun, codesign) and rustup; Linux can only `cargo check` iOS.
#
#   bash ios/build.sh sim        # aarch64-apple-ios-sim (Apple-silicon Mac)
#   bash ios/build.sh sim-x86    # x86_64-apple-ios (Intel Mac simulator)
#   bash ios/build.sh device     # aarch64-apple-ios; set IOS_SIGN_IDENTITY and
#                                # IOS_PROFILE (a .mobileprovision for ca.flickwood.game)
#
# Then, simulator:
#   xcrun simctl boot "iPhone 16"   # any installed device; `xcrun simctl list devices`
#   open -a Simulator
#   xcrun simctl install booted target/ios/aarch64-apple-ios-sim/Flickwood.app
#   xcrun simctl launch --console booted ca.flickwood.game
# Device (Xcode 15+):
#   xcrun devicectl list devices
#   xcrun devicectl device install app --device UDID target/ios/aarch64-apple-ios/Flickwood.app
#   xcrun devicectl device process launch --device UDID ca.flickwood.game
#
# IOS_SCENE_MANIFEST=0 drops UIApplicationSceneManifest from the bundle's
# Info.plist: miniquad 0.4.11 makes its UIWindow in the app delegate, not in
# a UIWindowScene, so if the app starts to a black screen try it without.
set -euo pipefail
cd "$(dirname "$0")/.."

kind="${1:-sim}"
case "$kind" in
    sim) target=aarch64-apple-ios-sim; platform=iphonesimulator ;;
    sim-x86) target=x86_64-apple-ios; platform=iphonesimulator ;;
    device) target=aarch64-apple-ios; platform=iphoneos ;;
    *) echo "usage: ios/build.sh sim|sim-x86|device" >&2; exit 2 ;;
esac

if [ "$(uname -s)" != Darwin ]; then
    echo "ios/build.sh: needs macOS with Xcode (the iOS SDK and linker); here only" >&2
    echo "  cargo check --target aarch64-apple-ios can run." >&2
    exit 1
fi

min_os=$(/usr/libexec/PlistBuddy -c "Print :MinimumOSVersion" ios/Info.plist)
# rustc stamps this into the binary; it must match Info.plist.
export IPHONEOS_DEPLOYMENT_TARGET="$min_os"

rustup target list --installed | grep -qx "$target" || rustup target add "$target"
cargo build --locked --release --target "$target" --bin flickwood

target_dir="${CARGO_TARGET_DIR:-target}"
app="target/ios/$target/Flickwood.app"
rm -rf "$app"
mkdir -p "$app"
cp "$target_dir/$target/release/flickwood" "$app/flickwood"
cp ios/Info.plist "$app/Info.plist"
if [ "${IOS_SCENE_MANIFEST:-1}" = 0 ]; then
    /usr/libexec/PlistBuddy -c "Delete :UIApplicationSceneManifest" "$app/Info.plist"
fi
# load_file reads from the bundle root; the game prefixes "assets/".
if [ -d assets ]; then
    cp -R assets "$app/assets"
fi

# Loose icons, named as CFBundleIconFiles in Info.plist expects.
icons=ios/AppIcon.appiconset
for f in AppIcon60x60@2x.png AppIcon60x60@3x.png AppIcon76x76~ipad.png \
    AppIcon76x76@2x~ipad.png AppIcon83.5x83.5@2x~ipad.png; do
    cp "$icons/$f" "$app/$f"
done
# Newer iOS prefers the compiled asset catalog (CFBundleIconName = AppIcon).
if xcrun --find actool >/dev/null 2>&1; then
    work="$(mktemp -d)"
    mkdir -p "$work/Assets.xcassets"
    cp -R "$icons" "$work/Assets.xcassets/AppIcon.appiconset"
    printf '{"info":{"version":1,"author":"xcode"}}\n' > "$work/Assets.xcassets/Contents.json"
    xcrun actool "$work/Assets.xcassets" --compile "$app" --platform "$platform" \
        --minimum-deployment-target "$min_os" --app-icon AppIcon \
        --target-device iphone --target-device ipad \
        --output-partial-info-plist "$work/partial.plist" >/dev/null
    rm -rf "$work"
fi

if [ "$platform" = iphoneos ]; then
    : "${IOS_SIGN_IDENTITY:?set IOS_SIGN_IDENTITY (security find-identity -v -p codesigning)}"
    : "${IOS_PROFILE:?set IOS_PROFILE to the .mobileprovision for ca.flickwood.game}"
    cp "$IOS_PROFILE" "$app/embedded.mobileprovision"
    # The entitlements come from the profile itself.
    security cms -D -i "$IOS_PROFILE" > "$target_dir/profile.plist"
    /usr/libexec/PlistBuddy -x -c "Print :Entitlements" "$target_dir/profile.plist" > "$target_dir/entitlements.plist"
    codesign --force --sign "$IOS_SIGN_IDENTITY" --entitlements "$target_dir/entitlements.plist" "$app"
else
    # The simulator on Apple silicon still wants a (local, ad-hoc) signature.
    codesign --force --sign - "$app"
fi

echo "ios/build.sh: $app ($(du -sh "$app" | cut -f1)), binary $(wc -c < "$app/flickwood") bytes"
