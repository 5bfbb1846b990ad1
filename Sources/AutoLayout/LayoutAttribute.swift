/// A part of a view or layout guide that a constraint relates, as UIKit's
/// `NSLayoutConstraint.Attribute`.
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline, firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second attribute of a constraint to a constant.
    case notAnAttribute

    /// The axis the attribute measures along, or `nil` for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute:
            nil
        }
    }

    /// Whether the attribute is a size rather than a position.
    public var isDimension: Bool { self == .width || self == .height }

    /// Whether the attribute follows the layout direction (leading, trailing and their margins).
    public var isDirectional: Bool {
        self == .leading || self == .trailing || self == .leadingMargin || self == .trailingMargin
    }

    /// Whether the attribute is an absolute horizontal edge (left, right and their margins).
    public var isAbsoluteHorizontalEdge: Bool {
        self == .left || self == .right || self == .leftMargin || self == .rightMargin
    }

    /// The attribute's name as it appears in a constraint's description.
    public var name: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        default: String(describing: self)
        }
    }
}

/// How the two sides of a ``LayoutConstraint`` compare.
public enum LayoutRelation: Int, Sendable, Hashable, CaseIterable {
    /// First at most second.
    case lessThanOrEqual = -1
    /// First equals second.
    case equal = 0
    /// First at least second.
    case greaterThanOrEqual = 1

    /// The operator as written in a description.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}

/// The two directions of layout.
public enum LayoutAxis: Int, Sendable, Hashable, CaseIterable {
    /// Along x.
    case horizontal
    /// Along y.
    case vertical
}

/// The direction text and leading/trailing run in.
public enum LayoutDirection: Int, Sendable, Hashable {
    /// Leading is left.
    case leftToRight
    /// Leading is right.
    case rightToLeft
}

/// How a view chooses its layout direction, as UIKit's `UISemanticContentAttribute`.
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    /// Follows the superview (the root follows the tree's direction).
    case unspecified
    /// Playback controls: always left to right.
    case playback
    /// Spatial controls: always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}
