import AutoLayout

/// The attributes a format's views follow along its axis: where each view
/// starts and ends, the superview's margins, and the size.
struct FormatFlow {
    var start: LayoutAttribute
    var end: LayoutAttribute
    var startMargin: LayoutAttribute
    var endMargin: LayoutAttribute
    var size: LayoutAttribute
    /// Whether the flow runs against the axis (right to left), so a gap is
    /// measured from the later item's end back to the earlier one's start.
    var isReversed = false

    /// The flow of a format on an axis with the options' direction; a
    /// vertical format runs top to bottom whatever the direction.
    init(axis: LayoutAxis, options: LayoutConstraint.FormatOptions) {
        switch axis {
        case .vertical:
            (start, end, startMargin, endMargin, size) = (.top, .bottom, .topMargin, .bottomMargin, .height)
        case .horizontal:
            switch options.intersection(.directionMask) {
            case .directionLeftToRight:
                (start, end, startMargin, endMargin, size) = (.left, .right, .leftMargin, .rightMargin, .width)
            case .directionRightToLeft:
                (start, end, startMargin, endMargin, size) = (.right, .left, .rightMargin, .leftMargin, .width)
                isReversed = true
            default:
                (start, end, startMargin, endMargin, size) = (
                    .leading, .trailing, .leadingMargin, .trailingMargin, .width
                )
            }
        }
    }
}
