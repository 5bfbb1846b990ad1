import AutoLayout
import Foundation

// Horizontal positions relate within their kind (leading/trailing apart
// from left/right), and the centre to either kind, as the anchors do.

extension LayoutXAxisAnchor {
    /// `lhs == rhs`, active.
    @discardableResult
    public static func |=| (lhs: LayoutXAxisAnchor<Kind>, rhs: LayoutXAxisAnchor<Kind>) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs, file: $0, line: $1) }
    }
    /// `lhs == rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |=| (lhs: LayoutXAxisAnchor<Kind>, rhs: (LayoutXAxisAnchor<Kind>, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs >= rhs`, active.
    @discardableResult
    public static func |>=| (lhs: LayoutXAxisAnchor<Kind>, rhs: LayoutXAxisAnchor<Kind>) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs >= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |>=| (lhs: LayoutXAxisAnchor<Kind>, rhs: (LayoutXAxisAnchor<Kind>, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs <= rhs`, active.
    @discardableResult
    public static func |<=| (lhs: LayoutXAxisAnchor<Kind>, rhs: LayoutXAxisAnchor<Kind>) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs <= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |<=| (lhs: LayoutXAxisAnchor<Kind>, rhs: (LayoutXAxisAnchor<Kind>, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }
}

extension LayoutXAxisAnchor where Kind == XAxis.Center {
    /// `lhs == rhs`, active.
    @discardableResult
    public static func |=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<Other>, rhs: LayoutXAxisAnchor<XAxis.Center>) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs, file: $0, line: $1) }
    }
    /// `lhs == rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<Other>, rhs: (LayoutXAxisAnchor<XAxis.Center>, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs >= rhs`, active.
    @discardableResult
    public static func |>=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<Other>, rhs: LayoutXAxisAnchor<XAxis.Center>) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs >= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |>=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<Other>, rhs: (LayoutXAxisAnchor<XAxis.Center>, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs <= rhs`, active.
    @discardableResult
    public static func |<=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<Other>, rhs: LayoutXAxisAnchor<XAxis.Center>) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs <= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |<=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<Other>, rhs: (LayoutXAxisAnchor<XAxis.Center>, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs == rhs`, active.
    @discardableResult
    public static func |=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<XAxis.Center>, rhs: LayoutXAxisAnchor<Other>) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs, file: $0, line: $1) }
    }
    /// `lhs == rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<XAxis.Center>, rhs: (LayoutXAxisAnchor<Other>, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs >= rhs`, active.
    @discardableResult
    public static func |>=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<XAxis.Center>, rhs: LayoutXAxisAnchor<Other>) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs >= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |>=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<XAxis.Center>, rhs: (LayoutXAxisAnchor<Other>, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs <= rhs`, active.
    @discardableResult
    public static func |<=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<XAxis.Center>, rhs: LayoutXAxisAnchor<Other>) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs <= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |<=| <Other: XAxisEdgeKind>(lhs: LayoutXAxisAnchor<XAxis.Center>, rhs: (LayoutXAxisAnchor<Other>, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }
}
