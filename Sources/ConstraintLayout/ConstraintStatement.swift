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
    let view: LayoutItem
    let attributes: AttributeList
    let relation: LayoutRelation
    let target: Target
    let callSite: CallSite
    var offset: CGFloat = 0
    var inset: CGFloat = 0
    var multiplier: CGFloat = 1
    var priorityValue: LayoutPriority = .required
    var label: String?

    private func with(_ change: (inout ConstraintStatement) -> Void) -> ConstraintStatement {
        var copy = self
        change(&copy)
        return copy
    }

    /// Adds `amount` to the constant of every attribute, as written:
    /// `trailing.equalToSuperview().offset(-10)` is 10 inside.
    public func offset(_ amount: some ConstraintConstant) -> ConstraintStatement {
        with { $0.offset = amount._value }
    }

    /// Moves every edge `amount` inwards: plus on leading, left and top,
    /// minus on trailing, right and bottom, twice minus on width and height.
    public func inset(_ amount: some ConstraintConstant) -> ConstraintStatement {
        with { $0.inset = amount._value }
    }

    /// Multiplies the target: `width.equalTo(icon).multipliedBy(2)`.
    public func multipliedBy(_ factor: some ConstraintConstant) -> ConstraintStatement {
        with { $0.multiplier = factor._value }
    }

    /// Divides the target: `width.equalTo(icon).dividedBy(2)`.
    public func dividedBy(_ divisor: some ConstraintConstant) -> ConstraintStatement {
        with { $0.multiplier = 1 / divisor._value }
    }

    /// The original's spelling of ``multipliedBy(_:)``.
    public func multiply(by factor: some ConstraintConstant) -> ConstraintStatement {
        multipliedBy(factor)
    }

    /// The priority, in (0, 1000]; required when not given.
    public func priority(_ priority: LayoutPriority) -> ConstraintStatement {
        with { $0.priorityValue = priority }
    }

    /// The priority from a number, in (0, 1000].
    public func priority(_ value: some ConstraintConstant) -> ConstraintStatement {
        with { $0.priorityValue = LayoutPriority(Float(value._value)) }
    }

    /// The identifier of the constraints, for descriptions and conflict reports.
    public func labeled(_ label: String) -> ConstraintStatement {
        with { $0.label = label }
    }
}
