/// How much a constraint matters, from 1 to 1000 (required), as UIKit's
/// `UILayoutPriority`. A higher priority dominates strictly: no number of
/// violated lower-priority constraints outweighs one at a higher priority.
///
/// ```swift
/// constraint.priority = .defaultHigh - 1   // 749
/// ```
public struct LayoutPriority: RawRepresentable, Sendable, Hashable, Comparable {
    /// The numeric priority.
    public var rawValue: Float

    /// Creates a priority from its numeric value.
    public init(rawValue: Float) { self.rawValue = rawValue }

    /// Creates a priority from its numeric value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    /// 1000: the constraint must hold.
    public static let required = LayoutPriority(1000)
    /// 750: the priority of content compression resistance by default.
    public static let defaultHigh = LayoutPriority(750)
    /// 250: the priority of content hugging by default.
    public static let defaultLow = LayoutPriority(250)
    /// 50: the priority a view uses to hold its fitting size.
    public static let fittingSizeLevel = LayoutPriority(50)

    /// Whether the priority is in (0, 1000], the range a constraint accepts.
    public var isValid: Bool { rawValue > 0 && rawValue <= 1000 && rawValue.isFinite }

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }

    /// A priority raised by an amount: `.defaultLow + 1`.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }

    /// A priority lowered by an amount: `.required - 1`.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }
}

extension LayoutPriority: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// A priority written as a number: `constraint.priority = 999`.
    public init(floatLiteral value: Float) { self.init(value) }
    /// A priority written as a number: `constraint.priority = 999`.
    public init(integerLiteral value: Int) { self.init(Float(value)) }
}

extension LayoutPriority: CustomStringConvertible {
    /// The number, without a fraction when it is whole: `750`, `999.5`, `inf`.
    public var description: String { numberText(rawValue) }
}
