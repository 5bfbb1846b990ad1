import AutoLayout
import Foundation

extension LayoutDimension {
    /// `lhs == rhs`, active.
    @discardableResult
    public static func |=| (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs, file: $0, line: $1) }
    }
    /// `lhs == rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |=| (lhs: LayoutDimension, rhs: (LayoutDimension, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs >= rhs`, active.
    @discardableResult
    public static func |>=| (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs >= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |>=| (lhs: LayoutDimension, rhs: (LayoutDimension, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs <= rhs`, active.
    @discardableResult
    public static func |<=| (lhs: LayoutDimension, rhs: LayoutDimension) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs, file: $0, line: $1) }
    }
    /// `lhs <= rhs.0 + rhs.constant` (the label `constant:` may be left out), active.
    @discardableResult
    public static func |<=| (lhs: LayoutDimension, rhs: (LayoutDimension, constant: CGFloat)) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs.0, constant: rhs.constant, file: $0, line: $1) }
    }

    /// `lhs == rhs.0 * rhs.multiplier`, active. Generic so that the
    /// concrete `(anchor, constant)` form wins for an unlabelled `(anchor, 20)`.
    @discardableResult
    public static func |=| <Multiplier: BinaryFloatingPoint>(
        lhs: LayoutDimension, rhs: (LayoutDimension, multiplier: Multiplier)
    ) -> LayoutConstraint {
        strut { lhs.constraint(equalTo: rhs.0, multiplier: CGFloat(rhs.multiplier), file: $0, line: $1) }
    }
    /// `lhs == rhs.0 * rhs.multiplier + rhs.constant`, active:
    /// `subv.heightAnchor |=| (v.heightAnchor, multiplier: 2, constant: -20)`.
    @discardableResult
    public static func |=| (lhs: LayoutDimension, rhs: (LayoutDimension, multiplier: CGFloat, constant: CGFloat))
        -> LayoutConstraint
    {
        strut { lhs.constraint(equalTo: rhs.0, multiplier: rhs.multiplier, constant: rhs.constant, file: $0, line: $1) }
    }
    /// `lhs == constant`, active: `subv.heightAnchor |=| 200`.
    @discardableResult
    public static func |=| (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
        strut { lhs.constraint(equalToConstant: rhs, file: $0, line: $1) }
    }

    /// `lhs >= rhs.0 * rhs.multiplier`, active. Generic so that the
    /// concrete `(anchor, constant)` form wins for an unlabelled `(anchor, 20)`.
    @discardableResult
    public static func |>=| <Multiplier: BinaryFloatingPoint>(
        lhs: LayoutDimension, rhs: (LayoutDimension, multiplier: Multiplier)
    ) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualTo: rhs.0, multiplier: CGFloat(rhs.multiplier), file: $0, line: $1) }
    }
    /// `lhs >= rhs.0 * rhs.multiplier + rhs.constant`, active:
    /// `subv.heightAnchor |=| (v.heightAnchor, multiplier: 2, constant: -20)`.
    @discardableResult
    public static func |>=| (lhs: LayoutDimension, rhs: (LayoutDimension, multiplier: CGFloat, constant: CGFloat))
        -> LayoutConstraint
    {
        strut {
            lhs.constraint(
                greaterThanOrEqualTo: rhs.0, multiplier: rhs.multiplier, constant: rhs.constant, file: $0, line: $1)
        }
    }
    /// `lhs >= constant`, active: `subv.heightAnchor |>=| 200`.
    @discardableResult
    public static func |>=| (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
        strut { lhs.constraint(greaterThanOrEqualToConstant: rhs, file: $0, line: $1) }
    }

    /// `lhs <= rhs.0 * rhs.multiplier`, active. Generic so that the
    /// concrete `(anchor, constant)` form wins for an unlabelled `(anchor, 20)`.
    @discardableResult
    public static func |<=| <Multiplier: BinaryFloatingPoint>(
        lhs: LayoutDimension, rhs: (LayoutDimension, multiplier: Multiplier)
    ) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualTo: rhs.0, multiplier: CGFloat(rhs.multiplier), file: $0, line: $1) }
    }
    /// `lhs <= rhs.0 * rhs.multiplier + rhs.constant`, active:
    /// `subv.heightAnchor |=| (v.heightAnchor, multiplier: 2, constant: -20)`.
    @discardableResult
    public static func |<=| (lhs: LayoutDimension, rhs: (LayoutDimension, multiplier: CGFloat, constant: CGFloat))
        -> LayoutConstraint
    {
        strut {
            lhs.constraint(
                lessThanOrEqualTo: rhs.0, multiplier: rhs.multiplier, constant: rhs.constant, file: $0, line: $1)
        }
    }
    /// `lhs <= constant`, active: `subv.heightAnchor |<=| 200`.
    @discardableResult
    public static func |<=| (lhs: LayoutDimension, rhs: CGFloat) -> LayoutConstraint {
        strut { lhs.constraint(lessThanOrEqualToConstant: rhs, file: $0, line: $1) }
    }
}
