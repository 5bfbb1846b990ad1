import Foundation

/// A horizontal position: leading, trailing, left, right or centerX.
///
/// Its kind keeps directional and absolute edges apart: relating
/// `leadingAnchor` to `leftAnchor` does not compile. The centre relates to both.
///
/// ```swift
/// button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
/// ```
public final class LayoutXAxisAnchor<Kind: XAxisKind>: LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(equalTo anchor: LayoutXAxisAnchor<Kind>, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: constant, file: file, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor<Kind>, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: constant, file: file, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor<Kind>, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: constant, file: file, line: line)
    }

    /// `self == anchor + multiplier * standard spacing`: 20 points after the
    /// superview's edge, 8 after a sibling.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor<Kind>, multiplier: CGFloat = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: multiplier * systemSpacing(to: anchor), file: file, line: line)
    }

    /// `self >= anchor + multiplier * standard spacing`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor<Kind>, multiplier: CGFloat = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: multiplier * systemSpacing(to: anchor), file: file, line: line)
    }

    /// `self <= anchor + multiplier * standard spacing`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor<Kind>, multiplier: CGFloat = 1,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: multiplier * systemSpacing(to: anchor), file: file, line: line)
    }

    /// The distance from this anchor to another, as a dimension that can
    /// itself be constrained: `a.anchorWithOffset(to: b).constraint(equalTo: ...)`.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor<Kind>) -> LayoutDimension {
        LayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}

extension LayoutXAxisAnchor where Kind: XAxisEdgeKind {
    /// `self == center + constant`.
    public func constraint(equalTo anchor: LayoutXAxisAnchor<XAxis.Center>, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: constant, file: file, line: line)
    }

    /// `self >= center + constant`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutXAxisAnchor<XAxis.Center>, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: constant, file: file, line: line)
    }

    /// `self <= center + constant`.
    public func constraint(lessThanOrEqualTo anchor: LayoutXAxisAnchor<XAxis.Center>, constant: CGFloat = 0,
                           file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: constant, file: file, line: line)
    }
}

extension LayoutXAxisAnchor where Kind == XAxis.Center {
    /// `center == anchor + constant`, for an edge of either kind.
    public func constraint<Other: XAxisEdgeKind>(equalTo anchor: LayoutXAxisAnchor<Other>, constant: CGFloat = 0,
                                                 file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: constant, file: file, line: line)
    }

    /// `center >= anchor + constant`, for an edge of either kind.
    public func constraint<Other: XAxisEdgeKind>(greaterThanOrEqualTo anchor: LayoutXAxisAnchor<Other>, constant: CGFloat = 0,
                                                 file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: constant, file: file, line: line)
    }

    /// `center <= anchor + constant`, for an edge of either kind.
    public func constraint<Other: XAxisEdgeKind>(lessThanOrEqualTo anchor: LayoutXAxisAnchor<Other>, constant: CGFloat = 0,
                                                 file: StaticString = #fileID, line: UInt = #line) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: constant, file: file, line: line)
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
