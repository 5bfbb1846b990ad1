import Foundation

extension TraitCollection {
    /// The traits of a root view: its size classes from its size, its
    /// display scale and its tree's layout direction.
    ///
    /// UIKit gives size classes per device and window, not per size; the
    /// rule here reproduces the table of Apple's Human Interface Guidelines
    /// (Layout, "Device size classes") over the devices' sizes in points:
    ///
    /// - A root of zero width or height has both classes unspecified: it
    ///   has no size yet, as a view outside a window has no size classes.
    /// - Vertical: compact below 480 points of height, regular from 480.
    ///   Every phone in landscape is compact (the tallest, 440 points, is a
    ///   Pro Max's short side); every phone in portrait is regular (the
    ///   shortest, 480, is the 3.5-inch iPhone's long side); iPads, full
    ///   screen or split, are at least 744 points tall and regular.
    /// - Horizontal: regular from 678 points of width when the height is at
    ///   least 414, compact otherwise. Widths split the iPad cases: the
    ///   narrowest regular split is 678 (half of a 12.9-inch iPad in
    ///   landscape), the widest compact one 639 (two thirds of it in
    ///   portrait), and every phone in portrait is narrower. The height
    ///   splits the phones in landscape, whose widths overlap (an 8 Plus's
    ///   736 is regular, an iPhone 14's 844 compact): the Plus and Max
    ///   phones, regular, are 414 points or more on their short side
    ///   (414, 428, 430, 440); the others, compact, are 402 or less.
    ///
    /// Known exceptions, where UIKit decides from the window's scene rather
    /// than its size: iPad windows in Stage Manager and Slide Over of sizes
    /// outside the table, iPhone apps running on an iPad, and Mac Catalyst
    /// windows, which are regular in both directions at any size.
    init(rootSize size: CGSize, displayScale: CGFloat, layoutDirection: LayoutDirection) {
        let direction = TraitEnvironmentLayoutDirection(layoutDirection)
        guard size.width > 0, size.height > 0 else {
            self.init(horizontal: .unspecified, vertical: .unspecified, direction: direction, scale: displayScale)
            return
        }
        let isWide = size.width >= Self.regularWidth && size.height >= Self.regularWidthShortSide
        self.init(
            horizontal: isWide ? .regular : .compact,
            vertical: size.height >= Self.regularHeight ? .regular : .compact,
            direction: direction, scale: displayScale)
    }

    /// The narrowest width of the regular horizontal class.
    static let regularWidth: CGFloat = 678
    /// The lowest height at which a wide root is horizontally regular: a
    /// Plus or Max phone's short side.
    static let regularWidthShortSide: CGFloat = 414
    /// The lowest height of the regular vertical class.
    static let regularHeight: CGFloat = 480
}
