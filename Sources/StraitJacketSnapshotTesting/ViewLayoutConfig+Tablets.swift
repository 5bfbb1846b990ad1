#if SnapshotTesting
import AutoLayout
import Foundation

extension ViewLayoutConfig {
    /// The iPad mini (7.9-inch) held across, as swift-snapshot-testing's
    /// preset is: 1024 x 768 at 2x.
    public static let iPadMini = iPadMini(.landscape)
    /// The 11-inch iPad Pro held across: 1194 x 834 at 2x.
    public static let iPadPro11 = iPadPro11(.landscape)

    /// The iPad mini (7.9-inch) full screen: a 20-point status bar, regular both ways.
    public static func iPadMini(_ orientation: Orientation) -> ViewLayoutConfig {
        tablet(orientation, long: 1024, short: 768, safeArea: EdgeInsets(top: 20))
    }

    /// The 11-inch iPad Pro full screen: 24 points of status bar above and
    /// 20 of home indicator below, regular both ways.
    public static func iPadPro11(_ orientation: Orientation) -> ViewLayoutConfig {
        tablet(orientation, long: 1194, short: 834, safeArea: EdgeInsets(top: 24, bottom: 20))
    }

    /// A tablet full screen, whose safe area is the same either way up.
    private static func tablet(
        _ orientation: Orientation, long: CGFloat, short: CGFloat,
        safeArea: EdgeInsets
    ) -> ViewLayoutConfig {
        let size = orientation == .landscape ? CGSize(width: long, height: short) : CGSize(width: short, height: long)
        return ViewLayoutConfig(safeArea: safeArea, size: size, traits: deviceTraits(.regular, .regular, scale: 2))
    }
}
#endif
