import Foundation

/// The numbers the layout engine accepts. A number outside its range (NaN
/// and the infinities included) is reported through the tree's
/// ``LayoutView/layoutIssueHandler`` by a setter, or thrown by a call that
/// throws, as ``LayoutError/valueOutOfRange(name:value:validRange:item:)``,
/// and changes nothing.
///
/// The ranges are far wider than any screen, and narrow enough that sums
/// and products of a layout's numbers stay finite and frames round to the
/// pixel exactly: a billion points at a thousand pixels per point is 10^12
/// pixels, well within the integers a `Double` holds exactly.
///
/// ```swift
/// view.frame.size.width = .infinity   // reported; the frame stays as it was
/// ```
public enum LayoutLimits {
    /// Positions and signed lengths, in points: frames, constraint
    /// constants, margins and safe-area insets.
    public static let coordinates: ClosedRange<CGFloat> = -1e9...1e9

    /// Lengths that cannot be negative, in points: intrinsic sizes (or
    /// ``LayoutView/noIntrinsicMetric``), font sizes, wrapping widths and
    /// fitting target sizes.
    public static let lengths: ClosedRange<CGFloat> = 0...1e9

    /// Constraint multipliers.
    public static let multipliers: ClosedRange<CGFloat> = -1e6...1e6

    /// Pixels per point (``LayoutView/contentScaleFactor``).
    public static let contentScaleFactors: ClosedRange<CGFloat> = 0.001...1000
}

extension LayoutError {
    /// The error for `value` given as `name` of `item`, or `nil` when the
    /// value is in `range` (which NaN never is). The names are made only for
    /// an error: checks run on every layout pass, and a view's default name
    /// (its type and address) costs more than the check.
    static func check(
        _ value: CGFloat, _ name: @autoclosure () -> String, in range: ClosedRange<CGFloat>,
        of item: @autoclosure () -> String
    ) -> LayoutError? {
        guard !range.contains(value) else { return nil }
        return .valueOutOfRange(
            name: name(), value: Double(value),
            validRange: Double(range.lowerBound)...Double(range.upperBound), item: item())
    }
}
