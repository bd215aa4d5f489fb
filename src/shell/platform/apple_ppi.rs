//! Pixels per inch of Apple's iPhone, iPod touch and iPad panels by model
//! identifier (`hw.machine`, such as "iPhone15,4"): iOS has no call that
//! says how big its screen is, so `millimetres::ios` looks the model up.
//!
//! The figures are the "ppi" of each model's Tech Specs page at Apple
//! (support.apple.com/specs; e.g. iPhone 15: "2556-by-1179-pixel resolution
//! at 460 ppi", iPad mini (6th generation): "2266-by-1488 at 326 ppi"), and
//! the identifiers those of the models; both as tabulated, with a link to
//! each Tech Specs page, in DeviceKit's `Source/Device.swift.gyb`
//! (github.com/devicekit/DeviceKit, MIT). A model not here (a newer one)
//! falls back to the class constants.

/// (ppi, the identifiers of the models with it).
const PPI: [(f32, &[&str]); 6] = [
    (
        132.0,
        // iPad 2.
        &["iPad2,1", "iPad2,2", "iPad2,3", "iPad2,4"],
    ),
    (
        163.0,
        // iPad mini (1st generation).
        &["iPad2,5", "iPad2,6", "iPad2,7"],
    ),
    (
        264.0,
        // Every other iPad, Air and Pro (9.7 to 13 inches).
        &[
            "iPad3,1",
            "iPad3,2",
            "iPad3,3",
            "iPad3,4",
            "iPad3,5",
            "iPad3,6",
            "iPad4,1",
            "iPad4,2",
            "iPad4,3",
            "iPad5,3",
            "iPad5,4",
            "iPad6,3",
            "iPad6,4",
            "iPad6,7",
            "iPad6,8",
            "iPad6,11",
            "iPad6,12",
            "iPad7,1",
            "iPad7,2",
            "iPad7,3",
            "iPad7,4",
            "iPad7,5",
            "iPad7,6",
            "iPad7,11",
            "iPad7,12",
            "iPad8,1",
            "iPad8,2",
            "iPad8,3",
            "iPad8,4",
            "iPad8,5",
            "iPad8,6",
            "iPad8,7",
            "iPad8,8",
            "iPad8,9",
            "iPad8,10",
            "iPad8,11",
            "iPad8,12",
            "iPad11,3",
            "iPad11,4",
            "iPad11,6",
            "iPad11,7",
            "iPad12,1",
            "iPad12,2",
            "iPad13,1",
            "iPad13,2",
            "iPad13,4",
            "iPad13,5",
            "iPad13,6",
            "iPad13,7",
            "iPad13,8",
            "iPad13,9",
            "iPad13,10",
            "iPad13,11",
            "iPad13,16",
            "iPad13,17",
            "iPad13,18",
            "iPad13,19",
            "iPad14,3",
            "iPad14,4",
            "iPad14,5",
            "iPad14,6",
            "iPad14,8",
            "iPad14,9",
            "iPad14,10",
            "iPad14,11",
            "iPad15,3",
            "iPad15,4",
            "iPad15,5",
            "iPad15,6",
            "iPad15,7",
            "iPad15,8",
            "iPad16,3",
            "iPad16,4",
            "iPad16,5",
            "iPad16,6",
            "iPad16,8",
            "iPad16,9",
            "iPad16,10",
            "iPad16,11",
            "iPad17,3",
            "iPad17,4",
            "iPad17,5",
            "iPad17,6",
        ],
    ),
    (
        326.0,
        // iPhone 4 to 8, SE (all three), XR, 11; iPod touch 5 to 7; iPad
        // mini 2 to 7.
        &[
            "iPhone3,1",
            "iPhone3,2",
            "iPhone3,3",
            "iPhone4,1",
            "iPhone5,1",
            "iPhone5,2",
            "iPhone5,3",
            "iPhone5,4",
            "iPhone6,1",
            "iPhone6,2",
            "iPhone7,2",
            "iPhone8,1",
            "iPhone8,4",
            "iPhone9,1",
            "iPhone9,3",
            "iPhone10,1",
            "iPhone10,4",
            "iPhone11,8",
            "iPhone12,1",
            "iPhone12,8",
            "iPhone14,6",
            "iPod5,1",
            "iPod7,1",
            "iPod9,1",
            "iPad4,4",
            "iPad4,5",
            "iPad4,6",
            "iPad4,7",
            "iPad4,8",
            "iPad4,9",
            "iPad5,1",
            "iPad5,2",
            "iPad11,1",
            "iPad11,2",
            "iPad14,1",
            "iPad14,2",
            "iPad16,1",
            "iPad16,2",
        ],
    ),
    (
        401.0,
        // iPhone 6, 6s, 7 and 8 Plus (shown at a native scale of 2.608).
        &[
            "iPhone7,1",
            "iPhone8,2",
            "iPhone9,2",
            "iPhone9,4",
            "iPhone10,2",
            "iPhone10,5",
        ],
    ),
    (
        458.0,
        // iPhone X, XS, XS Max, 11 Pro and Pro Max, 12 and 13 Pro Max,
        // 14 Plus and 14 Pro Max.
        &[
            "iPhone10,3",
            "iPhone10,6",
            "iPhone11,2",
            "iPhone11,4",
            "iPhone11,6",
            "iPhone12,3",
            "iPhone12,5",
            "iPhone13,4",
            "iPhone14,3",
            "iPhone14,8",
            "iPhone15,3",
        ],
    ),
];

/// iPhone 12 and 13, 14, 14 Pro, 15 to 17 and Air (460 ppi); the 12 mini
/// and 13 mini (476 ppi, shown at a native scale of 2.88).
const PPI_PHONES: [(f32, &[&str]); 2] = [
    (
        460.0,
        &[
            "iPhone13,2",
            "iPhone13,3",
            "iPhone14,2",
            "iPhone14,5",
            "iPhone14,7",
            "iPhone15,2",
            "iPhone15,4",
            "iPhone15,5",
            "iPhone16,1",
            "iPhone16,2",
            "iPhone17,1",
            "iPhone17,2",
            "iPhone17,3",
            "iPhone17,4",
            "iPhone17,5",
            "iPhone18,1",
            "iPhone18,2",
            "iPhone18,3",
            "iPhone18,4",
            "iPhone18,5",
        ],
    ),
    (476.0, &["iPhone13,1", "iPhone14,4"]),
];

/// The panel's pixels per inch of model `machine`, if known.
#[cfg_attr(not(any(target_os = "ios", test)), allow(dead_code))]
pub fn ppi_of(machine: &str) -> Option<f32> {
    PPI.iter()
        .chain(PPI_PHONES.iter())
        .find(|(_, models)| models.contains(&machine))
        .map(|(ppi, _)| *ppi)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn models_have_their_panels() {
        assert_eq!(ppi_of("iPhone15,4"), Some(460.0)); // iPhone 15
        assert_eq!(ppi_of("iPhone10,2"), Some(401.0)); // iPhone 8 Plus
        assert_eq!(ppi_of("iPhone14,6"), Some(326.0)); // iPhone SE (3rd)
        assert_eq!(ppi_of("iPhone14,4"), Some(476.0)); // iPhone 13 mini
        assert_eq!(ppi_of("iPad14,1"), Some(326.0)); // iPad mini (6th)
        assert_eq!(ppi_of("iPad16,5"), Some(264.0)); // iPad Pro 13 (M4)
        assert_eq!(ppi_of("iPad2,5"), Some(163.0));
        assert_eq!(ppi_of("arm64"), None);
        assert_eq!(ppi_of(""), None);
    }

    #[test]
    fn no_model_is_listed_twice() {
        let all: Vec<&str> = PPI
            .iter()
            .chain(PPI_PHONES.iter())
            .flat_map(|(_, m)| m.iter().copied())
            .collect();
        for (i, m) in all.iter().enumerate() {
            assert!(!all[..i].contains(m), "{m} twice");
        }
        assert!(all.len() > 150, "{}", all.len());
    }
}
