/// Where text sits across its view, as UIKit's `NSTextAlignment`, with its
/// cases and raw values. Alignment moves text inside the view and never
/// changes the view's size.
public enum TextAlignment: Int, Sendable, Hashable {
    /// Against the left edge.
    case left = 0
    /// Centred.
    case center = 1
    /// Against the right edge.
    case right = 2
    /// Spread to both edges, the last line as `natural`.
    case justified = 3
    /// Against the leading edge: the left in left-to-right text, the right
    /// in right-to-left. UIKit's default for labels and text fields.
    case natural = 4
}
