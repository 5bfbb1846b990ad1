import AutoLayout
import Foundation
import LayoutBuilding

// A composite relation makes one inactive constraint per attribute of its
// shape, in the shape's order, each solved as a single anchor's would be.

extension CompositeExpression {
    /// `lhs == rhs` for every attribute: `view.edges == superview.edges`.
    public static func == (lhs: Self, rhs: Self) -> [LayoutConstraint] { lhs.relate(.equal, to: rhs) }
    /// `lhs >= rhs` for every attribute.
    public static func >= (lhs: Self, rhs: Self) -> [LayoutConstraint] { lhs.relate(.greaterThanOrEqual, to: rhs) }
    /// `lhs => rhs`, the same as `>=`.
    public static func => (lhs: Self, rhs: Self) -> [LayoutConstraint] { lhs.relate(.greaterThanOrEqual, to: rhs) }
    /// `lhs <= rhs` for every attribute.
    public static func <= (lhs: Self, rhs: Self) -> [LayoutConstraint] { lhs.relate(.lessThanOrEqual, to: rhs) }

    func relate(_ relation: LayoutRelation, to other: Self) -> [LayoutConstraint] {
        Shape.attributes.map { attribute in
            LinearRelation(
                relation, lhsMultiplier: multiplier, lhsConstant: offsets[attribute],
                rhsMultiplier: other.multiplier, rhsConstant: other.offsets[attribute]
            )
            .constraint(item, attribute, other.item, attribute)
        }
    }
}

extension CompositeExpression where Shape == CompositeAnchor.Size {
    /// Width and height both `value`: `button.size == 100` makes a square.
    public static func == (lhs: Self, rhs: CGFloat) -> [LayoutConstraint] {
        lhs.relate(.equal, to: CGSize(width: rhs, height: rhs))
    }
    /// Width and height both at least `value`.
    public static func >= (lhs: Self, rhs: CGFloat) -> [LayoutConstraint] {
        lhs.relate(.greaterThanOrEqual, to: CGSize(width: rhs, height: rhs))
    }
    /// The same as `>=`.
    public static func => (lhs: Self, rhs: CGFloat) -> [LayoutConstraint] {
        lhs.relate(.greaterThanOrEqual, to: CGSize(width: rhs, height: rhs))
    }
    /// Width and height both at most `value`.
    public static func <= (lhs: Self, rhs: CGFloat) -> [LayoutConstraint] {
        lhs.relate(.lessThanOrEqual, to: CGSize(width: rhs, height: rhs))
    }

    /// Width and height of `size`: `button.size == CGSize(width: 200, height: 100)`.
    public static func == (lhs: Self, rhs: CGSize) -> [LayoutConstraint] { lhs.relate(.equal, to: rhs) }
    /// Width and height at least those of `size`.
    public static func >= (lhs: Self, rhs: CGSize) -> [LayoutConstraint] { lhs.relate(.greaterThanOrEqual, to: rhs) }
    /// The same as `>=`.
    public static func => (lhs: Self, rhs: CGSize) -> [LayoutConstraint] { lhs.relate(.greaterThanOrEqual, to: rhs) }
    /// Width and height at most those of `size`.
    public static func <= (lhs: Self, rhs: CGSize) -> [LayoutConstraint] { lhs.relate(.lessThanOrEqual, to: rhs) }

    /// Width then height, the order in which Constraint Builder relates a size to numbers.
    func relate(_ relation: LayoutRelation, to size: CGSize) -> [LayoutConstraint] {
        [(LayoutAttribute.width, size.width), (.height, size.height)].map { attribute, value in
            LinearRelation(
                relation, lhsMultiplier: multiplier, lhsConstant: offsets[attribute],
                rhsMultiplier: 0, rhsConstant: value
            )
            .constraint(item, attribute, nil, .notAnAttribute)
        }
    }
}

extension CompositeExpression where Shape: EdgesShape {
    /// The edges inset by `inset` from the superview's (a guide's: its
    /// owning view's): `view.horizontalEdges == 10` is leading 10 after the
    /// superview's leading and trailing 10 before its trailing. An item
    /// with no superview gets no constraints, and the error is reported to
    /// its tree's `layoutIssueHandler`.
    public static func == (lhs: Self, rhs: CGFloat) -> [LayoutConstraint] { lhs.relateToContainer(.equal, inset: rhs) }
    /// Each edge at least `inset` inside the superview's, on the same side as `==` puts it.
    public static func >= (lhs: Self, rhs: CGFloat) -> [LayoutConstraint] {
        lhs.relateToContainer(.greaterThanOrEqual, inset: rhs)
    }
    /// The same as `>=`.
    public static func => (lhs: Self, rhs: CGFloat) -> [LayoutConstraint] {
        lhs.relateToContainer(.greaterThanOrEqual, inset: rhs)
    }
    /// Each edge at most `inset` inside the superview's.
    public static func <= (lhs: Self, rhs: CGFloat) -> [LayoutConstraint] {
        lhs.relateToContainer(.lessThanOrEqual, inset: rhs)
    }

    func relateToContainer(_ relation: LayoutRelation, inset: CGFloat) -> [LayoutConstraint] {
        let container = (item as? LayoutView)?.superview ?? (item as? LayoutGuide)?.owningView
        guard let container else {
            IssueReporting.report(
                .invalidConstraint(
                    reason: "\(item.debugName) has no superview to inset its edges from",
                    constraint: "\(item.debugName).edges == \(inset)"), about: [item])
            return []
        }
        return relate(relation, to: CompositeExpression(container) - EdgeInsets(all: inset))
    }
}
