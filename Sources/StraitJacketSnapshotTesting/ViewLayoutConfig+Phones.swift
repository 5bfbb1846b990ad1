#if SnapshotTesting
import AutoLayout
import Foundation

extension ViewLayoutConfig {
    /// The 4-inch iPhone SE held upright: 320 x 568 at 2x, a 20-point status bar.
    public static let iPhoneSe = iPhoneSe(.portrait)
    /// The iPhone 8 held upright: 375 x 667 at 2x.
    public static let iPhone8 = iPhone8(.portrait)
    /// The iPhone 8 Plus held upright: 414 x 736 at 3x.
    public static let iPhone8Plus = iPhone8Plus(.portrait)
    /// The iPhone 13 held upright: 390 x 844 at 3x, 47 points above and 34 below safe.
    public static let iPhone13 = iPhone13(.portrait)
    /// The iPhone 13 mini held upright: 375 x 812 at 3x.
    public static let iPhone13Mini = iPhone13Mini(.portrait)
    /// The iPhone 13 Pro held upright, the iPhone 13's screen.
    public static let iPhone13Pro = iPhone13Pro(.portrait)
    /// The iPhone 13 Pro Max held upright: 428 x 926 at 3x.
    public static let iPhone13ProMax = iPhone13ProMax(.portrait)

    /// The 4-inch iPhone SE: a status bar upright, none across.
    public static func iPhoneSe(_ orientation: Orientation) -> ViewLayoutConfig {
        phone(orientation, width: 320, height: 568, scale: 2, notch: nil, wideInLandscape: false)
    }

    /// The iPhone 8: a status bar upright, none across.
    public static func iPhone8(_ orientation: Orientation) -> ViewLayoutConfig {
        phone(orientation, width: 375, height: 667, scale: 2, notch: nil, wideInLandscape: false)
    }

    /// The iPhone 8 Plus, horizontally regular across.
    public static func iPhone8Plus(_ orientation: Orientation) -> ViewLayoutConfig {
        phone(orientation, width: 414, height: 736, scale: 3, notch: nil, wideInLandscape: true)
    }

    /// The iPhone 13: the notch's 47 points at the top, or at both sides across.
    public static func iPhone13(_ orientation: Orientation) -> ViewLayoutConfig {
        phone(orientation, width: 390, height: 844, scale: 3, notch: 47, wideInLandscape: false)
    }

    /// The iPhone 13 mini, whose notch takes 50 points.
    public static func iPhone13Mini(_ orientation: Orientation) -> ViewLayoutConfig {
        phone(orientation, width: 375, height: 812, scale: 3, notch: 50, wideInLandscape: false)
    }

    /// The iPhone 13 Pro, the iPhone 13's screen.
    public static func iPhone13Pro(_ orientation: Orientation) -> ViewLayoutConfig {
        iPhone13(orientation)
    }

    /// The iPhone 13 Pro Max, horizontally regular across.
    public static func iPhone13ProMax(_ orientation: Orientation) -> ViewLayoutConfig {
        phone(orientation, width: 428, height: 926, scale: 3, notch: 47, wideInLandscape: true)
    }

    /// A phone of a portrait size. With a notch (`notch` points deep) the
    /// home indicator keeps 34 points upright and 21 across, where the notch
    /// and its mirror inset both sides; without one, only the 20-point
    /// status bar upright. Upright a phone is compact by regular; across it
    /// is vertically compact, and horizontally regular if it is a large one.
    private static func phone(
        _ orientation: Orientation, width: CGFloat, height: CGFloat, scale: CGFloat,
        notch: CGFloat?, wideInLandscape: Bool
    ) -> ViewLayoutConfig {
        switch orientation {
        case .portrait:
            let safeArea = notch.map { EdgeInsets(top: $0, left: 0, bottom: 34, right: 0) } ?? EdgeInsets(top: 20)
            return ViewLayoutConfig(
                safeArea: safeArea, size: CGSize(width: width, height: height),
                traits: deviceTraits(.compact, .regular, scale: scale))
        case .landscape:
            let safeArea = notch.map { EdgeInsets(top: 0, left: $0, bottom: 21, right: $0) } ?? .zero
            return ViewLayoutConfig(
                safeArea: safeArea, size: CGSize(width: height, height: width),
                traits: deviceTraits(wideInLandscape ? .regular : .compact, .compact, scale: scale))
        }
    }
}

/// The traits a device states: both size classes and its scale.
func deviceTraits(
    _ horizontal: UserInterfaceSizeClass, _ vertical: UserInterfaceSizeClass,
    scale: CGFloat
) -> TraitCollection {
    TraitCollection(traitsFrom: [
        TraitCollection(horizontalSizeClass: horizontal),
        TraitCollection(verticalSizeClass: vertical),
        TraitCollection(displayScale: scale),
    ])
}
#endif
