import Foundation

/// A vertical position: top, bottom, centerY, firstBaseline or lastBaseline.
///
/// ```swift
/// title.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20).isActive = true
/// ```
public final class LayoutYAxisAnchor: LayoutAnchor {
    /// `self == anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: constant, file: file, line: line)
    }

    /// `self >= anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: anchor, constant: constant, file: file, line: line)
    }

    /// `self <= anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutYAxisAnchor, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, constant: constant, file: file, line: line)
    }

    /// `self == anchor + multiplier * standard spacing`: 20 points below the
    /// superview's edge, 8 below a sibling.
    public func constraint(
        equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, constant: multiplier * systemSpacing(to: anchor), file: file, line: line)
    }

    /// `self >= anchor + multiplier * standard spacing`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(
            .greaterThanOrEqual, to: anchor, constant: multiplier * systemSpacing(to: anchor), file: file, line: line)
    }

    /// `self <= anchor + multiplier * standard spacing`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat = 1,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(
            .lessThanOrEqual, to: anchor, constant: multiplier * systemSpacing(to: anchor), file: file, line: line)
    }

    /// The distance from this anchor to another, as a dimension.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(offsetFrom: self, to: otherAnchor)
    }
}
