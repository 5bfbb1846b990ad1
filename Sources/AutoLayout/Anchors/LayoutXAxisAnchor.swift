import Foundation

/// A horizontal position, as UIKit's `NSLayoutXAxisAnchor`: leading,
/// trailing, left, right or centerX.
///
/// Items hand out ``TypedXAxisAnchor``s, which know their kind, so relating
/// `leadingAnchor` to `leftAnchor` does not compile. This plain type is the
/// one UIKit code names, in properties and parameters that take either kind:
///
/// ```swift
/// let leading: LayoutXAxisAnchor = useSafeArea ? view.safeAreaLayoutGuide.leadingAnchor : view.leadingAnchor
/// label.leadingAnchor.constraint(equalTo: leading, constant: 20).isActive = true
/// ```
///
/// A plain anchor's kind is only known when the constraint is activated,
/// so there, as in UIKit, Apple's rule that "Auto Layout does not allow
/// constraints that mix leading and trailing attributes with left or right
/// attributes" (`NSLayoutAnchor`) is checked: activating such a constraint
/// is a ``LayoutError`` and leaves the engine as it was.
public class LayoutXAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: constant, file: file, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: constant, file: file, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutXAxisAnchor, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: constant, file: file, line: line)
    }

    /// `self == anchor + multiplier * standard spacing`: 20 points after the
    /// superview's edge, 8 after a sibling.
    public func constraint(
        equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: multiplier * systemSpacing(to: anchor), file: file, line: line)
    }

    /// `self >= anchor + multiplier * standard spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(
            .greaterThanOrEqual, to: anchor, constant: multiplier * systemSpacing(to: anchor), file: file, line: line)
    }

    /// `self <= anchor + multiplier * standard spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat = 1,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(
            .lessThanOrEqual, to: anchor, constant: multiplier * systemSpacing(to: anchor), file: file, line: line)
    }

    /// The distance from this anchor to another, as a dimension that can
    /// itself be constrained: `a.anchorWithOffset(to: b).constraint(equalTo: ...)`.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}

extension LayoutAnchor {
    /// The standard spacing between this anchor's item and another's: 20
    /// when one is the other's superview (or one of its guides), 8 between siblings.
    func systemSpacing(to anchor: LayoutAnchor) -> CGFloat {
        guard let mine = item?.hostView, let theirs = anchor.item?.hostView else { return 8 }
        return mine.superview === theirs || theirs.superview === mine ? 20 : 8
    }
}
