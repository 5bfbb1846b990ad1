import Foundation

extension ScrollView {
    /// How a scroll view adds its safe area to its ``ScrollView/contentInset``,
    /// as UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Sendable, Hashable {
        /// As ``scrollableAxes``; UIKit also adjusts the top and bottom of
        /// a scroll view under a navigation bar, which does not exist here.
        case automatic
        /// The safe area is added on the axes that scroll: where the content
        /// is larger than the frame, or the axis always bounces.
        case scrollableAxes
        /// The safe area is never added.
        case never
        /// The safe area is always added.
        case always
    }

    /// The insets the content is laid out in, as UIKit's `adjustedContentInset`:
    /// ``ScrollView/contentInset`` plus, per ``ScrollView/contentInsetAdjustmentBehavior``,
    /// the scroll view's safe-area insets (on the scrollable axes only for
    /// `.automatic` and `.scrollableAxes`). An axis scrolls when the content
    /// is longer than the frame or the axis always bounces.
    public var adjustedContentInset: EdgeInsets {
        let safe = safeAreaInsets
        let (vertical, horizontal): (Bool, Bool) =
            switch contentInsetAdjustmentBehavior {
            case .never: (false, false)
            case .always: (true, true)
            case .automatic, .scrollableAxes:
                (
                    alwaysBounceVertical || contentSize.height > frame.height,
                    alwaysBounceHorizontal || contentSize.width > frame.width
                )
            }
        return EdgeInsets(
            top: contentInset.top + (vertical ? safe.top : 0),
            left: contentInset.left + (horizontal ? safe.left : 0),
            bottom: contentInset.bottom + (vertical ? safe.bottom : 0),
            right: contentInset.right + (horizontal ? safe.right : 0))
    }
}
