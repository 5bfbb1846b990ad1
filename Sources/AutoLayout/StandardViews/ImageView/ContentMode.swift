extension LayoutView {
    /// How a view fits its content into its bounds, as UIKit's
    /// `UIView.ContentMode`, with its cases and raw values.
    ///
    /// It is drawing, not layout: no mode changes a view's frame or its
    /// intrinsic size, in UIKit or here. An ``ImageView`` keeps the mode it
    /// is given for code and renderers that read it.
    public enum ContentMode: Int, Sendable, Hashable, CaseIterable {
        /// Stretches the content to the bounds; UIKit's default.
        case scaleToFill = 0
        /// Scales the content to fit inside the bounds, keeping its aspect ratio.
        case scaleAspectFit = 1
        /// Scales the content to cover the bounds, keeping its aspect ratio.
        case scaleAspectFill = 2
        /// Redraws the content when the bounds change.
        case redraw = 3
        /// Centres the content, unscaled.
        case center = 4
        /// Centres the content along the top edge.
        case top = 5
        /// Centres the content along the bottom edge.
        case bottom = 6
        /// Centres the content along the left edge.
        case left = 7
        /// Centres the content along the right edge.
        case right = 8
        /// Puts the content in the top-left corner.
        case topLeft = 9
        /// Puts the content in the top-right corner.
        case topRight = 10
        /// Puts the content in the bottom-left corner.
        case bottomLeft = 11
        /// Puts the content in the bottom-right corner.
        case bottomRight = 12
    }
}
