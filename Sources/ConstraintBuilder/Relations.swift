import AutoLayout
import Foundation

/// The Constraint Builder README's spelling of `>=`: `a => b` is `a >= b`.
infix operator => : ComparisonPrecedence

// Each relation makes one inactive constraint, `first relation multiplier * second + constant`,
// solved for the left-hand anchor. Activate constraints in a batch:
// `Constraints { ... }.activate()` or `[...].activate()`.

extension AnchorExpression {
    /// `lhs == rhs`: `button.leading == 2 * button2.trailing / 3`.
    public static func == (lhs: Self, rhs: Self) -> LayoutConstraint { lhs.relate(.equal, to: rhs) }
    /// `lhs >= rhs`.
    public static func >= (lhs: Self, rhs: Self) -> LayoutConstraint { lhs.relate(.greaterThanOrEqual, to: rhs) }
    /// `lhs => rhs`, the same as `lhs >= rhs`.
    public static func => (lhs: Self, rhs: Self) -> LayoutConstraint { lhs.relate(.greaterThanOrEqual, to: rhs) }
    /// `lhs <= rhs`.
    public static func <= (lhs: Self, rhs: Self) -> LayoutConstraint { lhs.relate(.lessThanOrEqual, to: rhs) }
}

extension AnchorExpression where Anchor == TypedXAxisAnchor<XAxis.Center> {
    /// `edge == center`, for an edge of either kind.
    public static func == <Kind: XAxisEdgeKind>(lhs: AnchorExpression<TypedXAxisAnchor<Kind>>, rhs: Self)
        -> LayoutConstraint
    {
        lhs.relate(.equal, to: rhs)
    }
    /// `edge >= center`.
    public static func >= <Kind: XAxisEdgeKind>(lhs: AnchorExpression<TypedXAxisAnchor<Kind>>, rhs: Self)
        -> LayoutConstraint
    {
        lhs.relate(.greaterThanOrEqual, to: rhs)
    }
    /// `edge => center`, the same as `>=`.
    public static func => <Kind: XAxisEdgeKind>(lhs: AnchorExpression<TypedXAxisAnchor<Kind>>, rhs: Self)
        -> LayoutConstraint
    {
        lhs.relate(.greaterThanOrEqual, to: rhs)
    }
    /// `edge <= center`.
    public static func <= <Kind: XAxisEdgeKind>(lhs: AnchorExpression<TypedXAxisAnchor<Kind>>, rhs: Self)
        -> LayoutConstraint
    {
        lhs.relate(.lessThanOrEqual, to: rhs)
    }

    /// `center == edge`, for an edge of either kind: `view3.centerX == view.trailing / 3`.
    public static func == <Kind: XAxisEdgeKind>(lhs: Self, rhs: AnchorExpression<TypedXAxisAnchor<Kind>>)
        -> LayoutConstraint
    {
        lhs.relate(.equal, to: rhs)
    }
    /// `center >= edge`.
    public static func >= <Kind: XAxisEdgeKind>(lhs: Self, rhs: AnchorExpression<TypedXAxisAnchor<Kind>>)
        -> LayoutConstraint
    {
        lhs.relate(.greaterThanOrEqual, to: rhs)
    }
    /// `center => edge`, the same as `>=`.
    public static func => <Kind: XAxisEdgeKind>(lhs: Self, rhs: AnchorExpression<TypedXAxisAnchor<Kind>>)
        -> LayoutConstraint
    {
        lhs.relate(.greaterThanOrEqual, to: rhs)
    }
    /// `center <= edge`.
    public static func <= <Kind: XAxisEdgeKind>(lhs: Self, rhs: AnchorExpression<TypedXAxisAnchor<Kind>>)
        -> LayoutConstraint
    {
        lhs.relate(.lessThanOrEqual, to: rhs)
    }
}

extension AnchorExpression where Anchor == LayoutDimension {
    /// `size == constant`: `button.height == 100`. Arithmetic on the left
    /// is solved as on any side: `2 * w == 100` is `w == 50`.
    public static func == (lhs: Self, rhs: CGFloat) -> LayoutConstraint { lhs.relate(.equal, to: rhs) }
    /// `size >= constant`.
    public static func >= (lhs: Self, rhs: CGFloat) -> LayoutConstraint { lhs.relate(.greaterThanOrEqual, to: rhs) }
    /// `size => constant`, the same as `>=`.
    public static func => (lhs: Self, rhs: CGFloat) -> LayoutConstraint { lhs.relate(.greaterThanOrEqual, to: rhs) }
    /// `size <= constant`.
    public static func <= (lhs: Self, rhs: CGFloat) -> LayoutConstraint { lhs.relate(.lessThanOrEqual, to: rhs) }
}
