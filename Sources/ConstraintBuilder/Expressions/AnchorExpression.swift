import AutoLayout
import Foundation

/// `multiplier * item.attribute + constant`: what an anchor property such
/// as `view.top` gives, and what arithmetic on it gives. It is only an
/// operand: relate two of them (`==`, `>=`, `<=`) to make a constraint.
///
/// `Anchor` is the anchor type of the attribute (`LayoutYAxisAnchor`,
/// `TypedXAxisAnchor`, `LayoutDimension`), so the relations only
/// accept what the anchors API accepts.
public struct AnchorExpression<Anchor: LayoutAnchor> {
    let item: LayoutItem
    let attribute: LayoutAttribute
    var multiplier: CGFloat = 1
    var constant: CGFloat = 0

    init(_ item: LayoutItem, _ attribute: LayoutAttribute) {
        self.item = item
        self.attribute = attribute
    }
}

extension AnchorExpression {
    /// `expression + constant`.
    @inlinable public static func + (lhs: Self, rhs: CGFloat) -> Self { lhs.adding(rhs) }
    /// `constant + expression`.
    @inlinable public static func + (lhs: CGFloat, rhs: Self) -> Self { rhs.adding(lhs) }
    /// `expression - constant`.
    @inlinable public static func - (lhs: Self, rhs: CGFloat) -> Self { lhs.adding(-rhs) }
    /// `expression * factor`: the multiplier and the constant scale.
    @inlinable public static func * (lhs: Self, rhs: CGFloat) -> Self { lhs.scaled(by: rhs) }
    /// `factor * expression`.
    @inlinable public static func * (lhs: CGFloat, rhs: Self) -> Self { rhs.scaled(by: lhs) }
    /// `expression / divisor`: `(w + 150) / 2` is `0.5 * w + 75`.
    @inlinable public static func / (lhs: Self, rhs: CGFloat) -> Self { lhs.scaled(by: 1 / rhs) }

    @usableFromInline func adding(_ value: CGFloat) -> Self {
        var copy = self
        copy.constant += value
        return copy
    }

    @usableFromInline func scaled(by factor: CGFloat) -> Self {
        var copy = self
        copy.multiplier *= factor
        copy.constant *= factor
        return copy
    }
}
