import Foundation

/// The checks of a view's numeric input against ``LayoutLimits``: a value
/// outside its range is reported through the tree's issue handler, naming
/// the property and the view, and the caller changes nothing.
extension LayoutView {
    /// Whether the value is in `range`; if not, it is reported.
    func accepts(_ value: CGFloat, _ name: @autoclosure () -> String, in range: ClosedRange<CGFloat>) -> Bool {
        guard let error = LayoutError.check(value, name(), in: range, of: debugName) else { return true }
        layoutIssueHandler(.error(error))
        return false
    }

    /// The value when it is in `range`; else it is reported and `fallback` stands in.
    func checked(_ value: CGFloat, _ name: String, in range: ClosedRange<CGFloat>, or fallback: CGFloat) -> CGFloat {
        accepts(value, name, in: range) ? value : fallback
    }

    /// The priority when it is valid; else it is reported and `fallback` stands in.
    func checked(_ priority: LayoutPriority, _ name: String, or fallback: LayoutPriority) -> LayoutPriority {
        guard priority.isValid else {
            layoutIssueHandler(.error(.priorityOutOfRange(priority.rawValue, constraint: "\(name) of \(debugName)")))
            return fallback
        }
        return priority
    }

    // Each value in turn, without an array: views are made with frames by the thousand.
    func accepts(frame: CGRect) -> Bool {
        let range = LayoutLimits.coordinates
        return accepts(frame.origin.x, "frame.origin.x", in: range)
            && accepts(frame.origin.y, "frame.origin.y", in: range)
            && accepts(frame.size.width, "frame.size.width", in: range)
            && accepts(frame.size.height, "frame.size.height", in: range)
    }

    func accepts(_ insets: EdgeInsets, _ name: String) -> Bool {
        let range = LayoutLimits.coordinates
        return accepts(insets.top, name + ".top", in: range) && accepts(insets.left, name + ".left", in: range)
            && accepts(insets.bottom, name + ".bottom", in: range) && accepts(insets.right, name + ".right", in: range)
    }

    func accepts(_ insets: DirectionalEdgeInsets, _ name: String) -> Bool {
        let range = LayoutLimits.coordinates
        return accepts(insets.top, name + ".top", in: range) && accepts(insets.leading, name + ".leading", in: range)
            && accepts(insets.bottom, name + ".bottom", in: range)
            && accepts(insets.trailing, name + ".trailing", in: range)
    }

    /// The error for an intrinsic length that is neither ``noIntrinsicMetric``
    /// nor within ``LayoutLimits/lengths``, if it is one, naming `property`'s width or height.
    func intrinsicLengthError(
        _ value: CGFloat, on axis: LayoutAxis,
        of property: String = "intrinsicContentSize"
    ) -> LayoutError? {
        guard value != Self.noIntrinsicMetric else { return nil }
        return LayoutError.check(
            value, property + (axis == .horizontal ? ".width" : ".height"),
            in: LayoutLimits.lengths, of: debugName)
    }

    /// Whether both lengths of a ``fixedIntrinsicContentSize`` are
    /// acceptable; the first that is not is reported.
    func accepts(fixedIntrinsicSize size: CGSize) -> Bool {
        let property = "fixedIntrinsicContentSize"
        guard
            let error = intrinsicLengthError(size.width, on: .horizontal, of: property)
                ?? intrinsicLengthError(size.height, on: .vertical, of: property)
        else { return true }
        layoutIssueHandler(.error(error))
        return false
    }

    /// The font a text view's `font` setter stores: `nil` asks for the
    /// default, as UIKit's `font` does; the answer is `nil` when nothing
    /// changes, the font unchanged or its size reported as out of range.
    func fontToStore(_ newValue: Font?, default defaultFont: Font, replacing current: Font) -> Font? {
        let font = newValue ?? defaultFont
        guard font != current, accepts(font.size, "font.size", in: LayoutLimits.lengths) else { return nil }
        return font
    }
}
