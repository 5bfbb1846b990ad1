import AutoLayout
import Foundation

/// The gap between two items of a chain: its relation, size, priority and
/// identifier. Spell it `Space(60)`, `Space(10, relation: .greaterThanOrEqual)`,
/// `Space.equal(20)`, `Space.least(8)` or `Space.most(40)`, and name it
/// with `withId`:
///
/// ```swift
/// restraint.chainVertically([title, Space(60).withId("gap"), username, password])
/// ```
public struct RestraintModifier: Restrainable, Sendable, Hashable, CustomStringConvertible {
    /// The size of the gap (the constraint's constant).
    public var value: CGFloat
    /// A factor kept for descriptions; chains do not use it.
    public var multiple: CGFloat
    /// How the gap compares with ``value``.
    public var relation: LayoutRelation
    /// The priority of the gap's constraint.
    public var priority: LayoutPriority
    /// The identifier of the gap's constraint, for `constraintWithId`.
    public var identifier: String?

    /// A gap of `constant` points.
    public init(
        _ constant: CGFloat, multiple: CGFloat = 1, relation: LayoutRelation = .equal,
        priority: LayoutPriority = .required, identifier: String? = nil
    ) {
        self.value = constant
        self.multiple = multiple
        self.relation = relation
        self.priority = priority
        self.identifier = identifier
    }

    /// The same gap, named.
    public func withId(_ identifier: String) -> RestraintModifier {
        var copy = self
        copy.identifier = identifier
        return copy
    }

    /// A gap of exactly `value` points.
    public static func equal(_ value: CGFloat, priority: LayoutPriority = .required) -> RestraintModifier {
        RestraintModifier(value, relation: .equal, priority: priority)
    }

    /// A gap of at least `value` points.
    public static func least(_ value: CGFloat, priority: LayoutPriority = .required) -> RestraintModifier {
        RestraintModifier(value, relation: .greaterThanOrEqual, priority: priority)
    }

    /// A gap of at most `value` points.
    public static func most(_ value: CGFloat, priority: LayoutPriority = .required) -> RestraintModifier {
        RestraintModifier(value, relation: .lessThanOrEqual, priority: priority)
    }

    /// `RestraintModifier.gap(== *1.0 + 60.0 @ 1000.0)`; the `.gap` part only when named.
    public var description: String {
        let name = identifier.map { "RestraintModifier.\($0)" } ?? "RestraintModifier"
        return "\(name)(\(relation.symbol) *\(Double(multiple)) + \(Double(value)) @ \(priority.rawValue))"
    }
}

/// The gap between two items of a chain (see ``RestraintModifier``).
public typealias Space = RestraintModifier
