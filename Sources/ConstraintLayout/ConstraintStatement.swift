import AutoLayout
import Foundation

/// One statement of a constraints closure: an anchor related to a target,
/// with SnapKit's modifiers. Each modifier returns a changed copy; the
/// last of a kind wins.
///
/// ```swift
/// body.top.equalTo(title.bottom).offset(8).priority(.defaultHigh).labeled("body-top")
/// ```
public struct ConstraintStatement {
    /// The statement's parts, in one box: the builder moves a statement
    /// several times on its way into a layout, and a layout is evaluated
    /// again at every input change, so a copy is one reference. Modifiers
    /// change the box in place when no other statement shares it.
    final class Storage {
        let view: LayoutItem
        let attributes: AttributeList
        let relation: LayoutRelation
        let target: Target
        let callSite: CallSite
        var offset: CGFloat = 0
        var inset: CGFloat = 0
        var multiplier: CGFloat = 1
        var priority: LayoutPriority = .required
        var label: String?

        init(
            view: LayoutItem, attributes: AttributeList, relation: LayoutRelation, target: Target,
            callSite: CallSite
        ) {
            self.view = view
            self.attributes = attributes
            self.relation = relation
            self.target = target
            self.callSite = callSite
        }

        func copy() -> Storage {
            let copy = Storage(
                view: view, attributes: attributes, relation: relation, target: target,
                callSite: callSite)
            copy.offset = offset
            copy.inset = inset
            copy.multiplier = multiplier
            copy.priority = priority
            copy.label = label
            return copy
        }
    }

    private(set) var storage: Storage

    init(view: LayoutItem, attributes: AttributeList, relation: LayoutRelation, target: Target, callSite: CallSite) {
        storage = Storage(view: view, attributes: attributes, relation: relation, target: target, callSite: callSite)
    }

    private consuming func with(_ change: (Storage) -> Void) -> ConstraintStatement {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        change(storage)
        return self
    }

    /// Adds `amount` to the constant of every attribute, as written:
    /// `trailing.equalToSuperview().offset(-10)` is 10 inside.
    public consuming func offset(_ amount: some ConstraintConstant) -> ConstraintStatement {
        with { $0.offset = amount._value }
    }

    /// Moves every edge `amount` inwards: plus on leading, left and top,
    /// minus on trailing, right and bottom, twice minus on width and height.
    public consuming func inset(_ amount: some ConstraintConstant) -> ConstraintStatement {
        with { $0.inset = amount._value }
    }

    /// Multiplies the target: `width.equalTo(icon).multipliedBy(2)`.
    public consuming func multipliedBy(_ factor: some ConstraintConstant) -> ConstraintStatement {
        with { $0.multiplier = factor._value }
    }

    /// Divides the target: `width.equalTo(icon).dividedBy(2)`.
    public consuming func dividedBy(_ divisor: some ConstraintConstant) -> ConstraintStatement {
        with { $0.multiplier = 1 / divisor._value }
    }

    /// The upstream ConstraintLayout library's spelling of ``multipliedBy(_:)``.
    public consuming func multiply(by factor: some ConstraintConstant) -> ConstraintStatement {
        multipliedBy(factor)
    }

    /// The priority, in (0, 1000]; required when not given.
    public consuming func priority(_ priority: LayoutPriority) -> ConstraintStatement {
        with { $0.priority = priority }
    }

    /// The priority from a number, in (0, 1000].
    public consuming func priority(_ value: some ConstraintConstant) -> ConstraintStatement {
        with { $0.priority = LayoutPriority(Float(value._value)) }
    }

    /// The identifier of the constraints, for descriptions and conflict reports.
    public consuming func labeled(_ label: String) -> ConstraintStatement {
        with { $0.label = label }
    }
}
