/// The layout direction a trait collection carries, as UIKit's
/// `UITraitEnvironmentLayoutDirection`, with its raw values.
public enum TraitEnvironmentLayoutDirection: Int, Sendable, Hashable {
    /// Not known.
    case unspecified = -1
    /// Leading is left.
    case leftToRight = 0
    /// Leading is right.
    case rightToLeft = 1

    /// The direction a tree lays out in.
    init(_ direction: LayoutDirection) {
        self = direction == .leftToRight ? .leftToRight : .rightToLeft
    }

    /// The direction to lay out in, or `nil` when unspecified.
    var layoutDirection: LayoutDirection? {
        switch self {
        case .unspecified: nil
        case .leftToRight: .leftToRight
        case .rightToLeft: .rightToLeft
        }
    }
}
