import AutoLayout
import Foundation
import LayoutBuilding

/// One constraint of a statement, resolved against the host: what the
/// diff compares, made into a ``ConstraintDescription`` only when the
/// constraint is new or changed.
struct ResolvedConstraint {
    let firstAttribute: LayoutAttribute
    let secondItem: LayoutItem?
    let secondAttribute: LayoutAttribute
    let constant: CGFloat
}

extension ConstraintStatement.Storage {
    /// What the target cannot give every attribute, if anything; a
    /// statement with an error makes no constraint.
    func check() -> LayoutError? {
        switch target {
        case let .item(_, targetAttributes?) where targetAttributes.count != attributes.count:
            .invalidLayout(
                reason: "cannot relate \(attributes.count) attributes to \(targetAttributes.count)",
                location: callSite.location)
        case .size where attributes.contains(where: { !$0.isDimension }):
            .invalidLayout(reason: "a size can only be the target of a width or a height", location: callSite.location)
        default:
            nil
        }
    }

    /// The constraint of the attribute at `index` once the view is in `host`
    /// (the statement checked: a target's attributes are as many as its own).
    func resolve(_ index: Int, in host: LayoutView) -> ResolvedConstraint {
        let attribute = attributes[index]
        let constant = offset + inset * Self.insetSign(of: attribute)
        return switch target {
        case .superview:
            ResolvedConstraint(
                firstAttribute: attribute, secondItem: host, secondAttribute: attribute,
                constant: constant)
        case .safeArea:
            ResolvedConstraint(
                firstAttribute: attribute, secondItem: host.safeAreaLayoutGuide,
                secondAttribute: attribute, constant: constant)
        case .superviewMargins:
            ResolvedConstraint(
                firstAttribute: attribute, secondItem: host.layoutMarginsGuide,
                secondAttribute: attribute, constant: constant)
        case let .item(item, targetAttributes):
            ResolvedConstraint(
                firstAttribute: attribute, secondItem: item,
                secondAttribute: targetAttributes.map { $0[index] } ?? attribute, constant: constant)
        case let .constant(value):
            ResolvedConstraint(
                firstAttribute: attribute, secondItem: nil, secondAttribute: .notAnAttribute,
                constant: constant + value)
        case let .size(size):
            ResolvedConstraint(
                firstAttribute: attribute, secondItem: nil, secondAttribute: .notAnAttribute,
                constant: constant + (attribute == .width ? size.width : size.height))
        }
    }

    /// What matches `constraint` across evaluations.
    func identity(of constraint: ResolvedConstraint) -> ConstraintIdentity {
        ConstraintIdentity(
            callSite: callSite, firstItem: ObjectIdentifier(view),
            secondItem: constraint.secondItem.map(ObjectIdentifier.init), firstAttribute: constraint.firstAttribute,
            secondAttribute: constraint.secondAttribute, relation: relation, multiplier: multiplier)
    }

    /// `constraint` in full, to make or to change a layout constraint from.
    func description(of constraint: ResolvedConstraint) -> ConstraintDescription {
        ConstraintDescription(
            view, constraint.firstAttribute, relation, constraint.secondItem, constraint.secondAttribute,
            multiplier: multiplier, constant: constraint.constant, priority: priority, identifier: label,
            location: callSite.location)
    }

    /// How an inset moves an attribute: inwards from each edge, a size by both edges.
    static func insetSign(of attribute: LayoutAttribute) -> CGFloat {
        switch attribute {
        case .leading, .left, .top, .firstBaseline, .leadingMargin, .leftMargin, .topMargin: 1
        case .trailing, .right, .bottom, .lastBaseline, .trailingMargin, .rightMargin, .bottomMargin: -1
        case .width, .height: -2
        case .centerX, .centerY, .centerXWithinMargins, .centerYWithinMargins, .notAnAttribute: 0
        }
    }
}
