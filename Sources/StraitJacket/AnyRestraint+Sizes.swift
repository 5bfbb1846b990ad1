import AutoLayout
import Foundation

extension AnyRestraint {
    /// Sets constant widths: `setSizes(widths: [column.equal(size: 260), icon.max(size: 44)])`.
    @discardableResult
    public func setSizes(widths: [RestraintValue], file: StaticString = #fileID, line: UInt = #line) -> Self {
        build(file, line) { draft, _ in draft.size(widths, .width) }
    }

    /// Sets constant heights: `setSizes(heights: [field.equal(size: 34)])`.
    @discardableResult
    public func setSizes(heights: [RestraintValue], file: StaticString = #fileID, line: UInt = #line) -> Self {
        build(file, line) { draft, _ in draft.size(heights, .height) }
    }

    /// Sets constant widths (the older spelling): `setWidths([column.width(260)])`.
    @discardableResult
    public func setWidths(_ values: [RestraintValue]..., file: StaticString = #fileID, line: UInt = #line) -> Self {
        build(file, line) { draft, _ in draft.size(values.flatMap { $0 }, .width) }
    }

    /// Sets constant heights (the older spelling): `setHeights([field.height(34)])`.
    @discardableResult
    public func setHeights(_ values: [RestraintValue]..., file: StaticString = #fileID, line: UInt = #line) -> Self {
        build(file, line) { draft, _ in draft.size(values.flatMap { $0 }, .height) }
    }

    /// Sets widths relative to other items': `setRelativeSizes(widths: [half.multiple(0.5, of: root)])`.
    @discardableResult
    public func setRelativeSizes(widths: [RestraintRelation], file: StaticString = #fileID, line: UInt = #line) -> Self
    {
        build(file, line) { draft, _ in draft.relativeSize(widths, .width) }
    }

    /// Sets heights relative to other items'.
    @discardableResult
    public func setRelativeSizes(heights: [RestraintRelation], file: StaticString = #fileID, line: UInt = #line) -> Self
    {
        build(file, line) { draft, _ in draft.relativeSize(heights, .height) }
    }

    /// Sets relative widths (the older spelling): `setRelativeWidths([half.relativeWidth(0.5, of: root)])`.
    @discardableResult
    public func setRelativeWidths(_ values: [RestraintRelation]..., file: StaticString = #fileID, line: UInt = #line)
        -> Self
    {
        build(file, line) { draft, _ in draft.relativeSize(values.flatMap { $0 }, .width) }
    }

    /// Sets relative heights (the older spelling).
    @discardableResult
    public func setRelativeHeights(_ values: [RestraintRelation]..., file: StaticString = #fileID, line: UInt = #line)
        -> Self
    {
        build(file, line) { draft, _ in draft.relativeSize(values.flatMap { $0 }, .height) }
    }
}

extension ConstraintDraft {
    /// `item.dimension relation value` for each value.
    mutating func size(_ values: [RestraintValue], _ dimension: LayoutAttribute) {
        for value in values {
            guard let item = target(value.item) else { continue }
            let modifier = value.modifier
            add(
                item, dimension, modifier.relation, nil, .notAnAttribute, constant: modifier.value,
                priority: modifier.priority, identifier: modifier.identifier)
        }
    }

    /// `item.dimension relation multiple * other.dimension + constant` for each relation.
    mutating func relativeSize(_ relations: [RestraintRelation], _ dimension: LayoutAttribute) {
        for relation in relations {
            guard let item = target(relation.item), let other = target(relation.other) else { continue }
            let modifier = relation.modifier
            add(
                item, dimension, modifier.relation, other, dimension, multiplier: modifier.multiple,
                constant: modifier.value, priority: modifier.priority, identifier: modifier.identifier)
        }
    }
}
