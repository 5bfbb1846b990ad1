import AutoLayout
import Foundation

// Horizontal positions relate within their kind (leading/trailing apart
// from left/right), and the centre to either kind, as the anchors do.

extension TypedXAxisAnchor {
    /// `lhs == rhs`, active.
    @discardableResult
    public static func |=| (lhs: TypedXAxisAnchor<Kind>, rhs: TypedXAxisAnchor<Kind>) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs, file: $0, line: $1) }
    }
    /// `lhs == rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |=| (lhs: TypedXAxisAnchor<Kind>, rhs: (TypedXAxisAnchor<Kind>, constant: CGFloat))
        -> LayoutConstraint
    {
        strut { lhs.constraint(equalTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs >= rhs`, active.
    @discardableResult
    public static func |>=| (lhs: TypedXAxisAnchor<Kind>, rhs: TypedXAxisAnchor<Kind>) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs >= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |>=| (lhs: TypedXAxisAnchor<Kind>, rhs: (TypedXAxisAnchor<Kind>, constant: CGFloat))
        -> LayoutConstraint
    {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs <= rhs`, active.
    @discardableResult
    public static func |<=| (lhs: TypedXAxisAnchor<Kind>, rhs: TypedXAxisAnchor<Kind>) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs <= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |<=| (lhs: TypedXAxisAnchor<Kind>, rhs: (TypedXAxisAnchor<Kind>, constant: CGFloat))
        -> LayoutConstraint
    {
        strut { lhs.constraint(lessThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }
}

extension TypedXAxisAnchor where Kind == XAxis.Center {
    /// `lhs == rhs`, active.
    @discardableResult
    public static func |=| <Other: XAxisEdgeKind>(lhs: TypedXAxisAnchor<Other>, rhs: TypedXAxisAnchor<XAxis.Center>)
        -> LayoutConstraint
    {
        strut { lhs.constraint(equalTo: rhs, file: $0, line: $1) }
    }
    /// `lhs == rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |=| <Other: XAxisEdgeKind>(
        lhs: TypedXAxisAnchor<Other>, rhs: (TypedXAxisAnchor<XAxis.Center>, constant: CGFloat)
    ) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs >= rhs`, active.
    @discardableResult
    public static func |>=| <Other: XAxisEdgeKind>(lhs: TypedXAxisAnchor<Other>, rhs: TypedXAxisAnchor<XAxis.Center>)
        -> LayoutConstraint
    {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs >= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |>=| <Other: XAxisEdgeKind>(
        lhs: TypedXAxisAnchor<Other>, rhs: (TypedXAxisAnchor<XAxis.Center>, constant: CGFloat)
    ) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs <= rhs`, active.
    @discardableResult
    public static func |<=| <Other: XAxisEdgeKind>(lhs: TypedXAxisAnchor<Other>, rhs: TypedXAxisAnchor<XAxis.Center>)
        -> LayoutConstraint
    {
        strut { lhs.constraint(lessThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs <= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |<=| <Other: XAxisEdgeKind>(
        lhs: TypedXAxisAnchor<Other>, rhs: (TypedXAxisAnchor<XAxis.Center>, constant: CGFloat)
    ) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs == rhs`, active.
    @discardableResult
    public static func |=| <Other: XAxisEdgeKind>(lhs: TypedXAxisAnchor<XAxis.Center>, rhs: TypedXAxisAnchor<Other>)
        -> LayoutConstraint
    {
        strut { lhs.constraint(equalTo: rhs, file: $0, line: $1) }
    }
    /// `lhs == rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |=| <Other: XAxisEdgeKind>(
        lhs: TypedXAxisAnchor<XAxis.Center>, rhs: (TypedXAxisAnchor<Other>, constant: CGFloat)
    ) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs >= rhs`, active.
    @discardableResult
    public static func |>=| <Other: XAxisEdgeKind>(lhs: TypedXAxisAnchor<XAxis.Center>, rhs: TypedXAxisAnchor<Other>)
        -> LayoutConstraint
    {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs >= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |>=| <Other: XAxisEdgeKind>(
        lhs: TypedXAxisAnchor<XAxis.Center>, rhs: (TypedXAxisAnchor<Other>, constant: CGFloat)
    ) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs <= rhs`, active.
    @discardableResult
    public static func |<=| <Other: XAxisEdgeKind>(lhs: TypedXAxisAnchor<XAxis.Center>, rhs: TypedXAxisAnchor<Other>)
        -> LayoutConstraint
    {
        strut { lhs.constraint(lessThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs <= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |<=| <Other: XAxisEdgeKind>(
        lhs: TypedXAxisAnchor<XAxis.Center>, rhs: (TypedXAxisAnchor<Other>, constant: CGFloat)
    ) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }
}
