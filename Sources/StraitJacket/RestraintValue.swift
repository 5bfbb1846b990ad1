import AutoLayout
import Foundation

/// A constant size for one item, `item.width == 260`, made by
/// `item.width(260)`, `item.equal(size: 260)`, `item.min(size:)` or
/// `item.max(size:)` and set by `setWidths`/`setHeights` or
/// `setSizes(widths:)`/`setSizes(heights:)`, which choose the axis.
public struct RestraintValue {
    /// The item sized.
    public let item: RestraintTargetable
    /// The size, relation, priority and identifier.
    public var modifier: RestraintModifier

    /// A size of `value` points for `item`.
    public init(
        _ item: RestraintTargetable, value: CGFloat, relation: LayoutRelation = .equal,
        priority: LayoutPriority = .required
    ) {
        self.item = item
        self.modifier = RestraintModifier(value, relation: relation, priority: priority)
    }

    /// The same size, named.
    public func withId(_ identifier: String) -> RestraintValue {
        var copy = self
        copy.modifier.identifier = identifier
        return copy
    }
}

/// A size relative to another item's, `item.width == 0.5 × other.width`,
/// made by `item.multiple(0.5, of: other)` or `item.relativeWidth(0.5, of: other)`
/// and set by `setRelativeSizes(widths:)`/`setRelativeWidths`, which choose the axis.
public struct RestraintRelation {
    /// The item sized.
    public let item: RestraintTargetable
    /// The item whose size it follows.
    public let other: RestraintTargetable
    /// The factor, constant, relation, priority and identifier.
    public var modifier: RestraintModifier

    /// `item` at `multiple` times `other`'s size plus `constant`.
    public init(
        _ item: RestraintTargetable, constant: CGFloat = 0, multiple: CGFloat = 1, of other: RestraintTargetable,
        relation: LayoutRelation = .equal, priority: LayoutPriority = .required, identifier: String? = nil
    ) {
        self.item = item
        self.other = other
        self.modifier = RestraintModifier(
            constant, multiple: multiple, relation: relation, priority: priority,
            identifier: identifier)
    }

    /// The same relation, named.
    public func withId(_ identifier: String) -> RestraintRelation {
        var copy = self
        copy.modifier.identifier = identifier
        return copy
    }
}

/// A constant width (the older spelling of ``RestraintValue``).
public typealias Width = RestraintValue
/// A constant height (the older spelling of ``RestraintValue``).
public typealias Height = RestraintValue
/// A relative width (the older spelling of ``RestraintRelation``).
public typealias RelativeWidth = RestraintRelation
/// A relative height (the older spelling of ``RestraintRelation``).
public typealias RelativeHeight = RestraintRelation
/// A relative size (see ``RestraintRelation``).
public typealias RelativeSize = RestraintRelation

extension RestraintTargetable {
    /// This item's width (or height) `relation` `value`: `guide.width(260)`.
    public func width(
        _ value: CGFloat, relation: LayoutRelation = .equal,
        priority: LayoutPriority = .required
    ) -> RestraintValue {
        RestraintValue(self, value: value, relation: relation, priority: priority)
    }

    /// This item's height (or width) `relation` `value`: `field.height(34)`.
    public func height(
        _ value: CGFloat, relation: LayoutRelation = .equal,
        priority: LayoutPriority = .required
    ) -> RestraintValue {
        RestraintValue(self, value: value, relation: relation, priority: priority)
    }

    /// A size of exactly `size` points.
    public func equal(size: CGFloat, priority: LayoutPriority = .required) -> RestraintValue {
        RestraintValue(self, value: size, relation: .equal, priority: priority)
    }

    /// A size of at least `size` points.
    public func min(size: CGFloat, priority: LayoutPriority = .required) -> RestraintValue {
        RestraintValue(self, value: size, relation: .greaterThanOrEqual, priority: priority)
    }

    /// A size of at most `size` points.
    public func max(size: CGFloat, priority: LayoutPriority = .required) -> RestraintValue {
        RestraintValue(self, value: size, relation: .lessThanOrEqual, priority: priority)
    }

    /// This item's size `relation` `multiple` times `other`'s.
    public func multiple(
        _ multiple: CGFloat, of other: RestraintTargetable, relation: LayoutRelation = .equal,
        priority: LayoutPriority = .required
    ) -> RestraintRelation {
        RestraintRelation(self, multiple: multiple, of: other, relation: relation, priority: priority)
    }

    /// This item's width `relation` `multiple` times `other`'s (the older spelling).
    public func relativeWidth(
        _ multiple: CGFloat, of other: RestraintTargetable, relation: LayoutRelation = .equal,
        priority: LayoutPriority = .required
    ) -> RestraintRelation {
        self.multiple(multiple, of: other, relation: relation, priority: priority)
    }

    /// This item's height `relation` `multiple` times `other`'s (the older spelling).
    public func relativeHeight(
        _ multiple: CGFloat, of other: RestraintTargetable, relation: LayoutRelation = .equal,
        priority: LayoutPriority = .required
    ) -> RestraintRelation {
        self.multiple(multiple, of: other, relation: relation, priority: priority)
    }
}
