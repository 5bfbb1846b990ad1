import Foundation

extension LayoutView {
    /// A guide within the layout margins whose width is limited to the
    /// readable width, as UIKit's `readableContentGuide`: for text that
    /// stays comfortable to read on wide views.
    ///
    /// Its top and bottom are the margins guide's. Across, it is the margins
    /// guide's width up to 672 points, the readable width UIKit gives at the
    /// default text size (Large), and centred within the margins when they
    /// are wider. So it is the margins guide on every iPhone in portrait
    /// (390 wide: 8 to 382) and 672 points centred on an iPad (1024 wide:
    /// 176 to 848, the inset measured on UIKit). The readable width grows
    /// with Dynamic Type in UIKit; here text has the default size only.
    public var readableContentGuide: LayoutGuide {
        if let guide = settings?.readableGuide { return guide }
        let guide = makeOwnGuide("readableContentGuide", insetFrom: .readableContent)
        editableSettings.readableGuide = guide
        return guide
    }

    /// The readable width at the default text size, in points.
    static let readableWidth: CGFloat = 672

    /// The insets of the readable content guide from the view.
    var readableContentInsets: EdgeInsets { readableContentInsets(within: effectiveLayoutMargins) }

    /// The readable content insets for these margins and the view's width
    /// in the last layout pass.
    func readableContentInsets(within margins: EdgeInsets) -> EdgeInsets {
        let spare = max(0, (storedFrame.width - margins.left - margins.right - Self.readableWidth) / 2)
        return EdgeInsets(
            top: margins.top, left: margins.left + spare,
            bottom: margins.bottom, right: margins.right + spare)
    }
}
