import AutoLayout
import Foundation

extension LayoutYAxisAnchor {
    /// `lhs == rhs`, active.
    @discardableResult
    public static func |=| (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs, file: $0, line: $1) }
    }
    /// `lhs == rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |=| (lhs: LayoutYAxisAnchor, rhs: (LayoutYAxisAnchor, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs >= rhs`, active.
    @discardableResult
    public static func |>=| (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs >= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |>=| (lhs: LayoutYAxisAnchor, rhs: (LayoutYAxisAnchor, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs <= rhs`, active.
    @discardableResult
    public static func |<=| (lhs: LayoutYAxisAnchor, rhs: LayoutYAxisAnchor) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs <= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |<=| (lhs: LayoutYAxisAnchor, rhs: (LayoutYAxisAnchor, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }
}
