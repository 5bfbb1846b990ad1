import Foundation

/// A size: width, height, or the distance between two anchors.
///
/// ```swift
/// avatar.widthAnchor.constraint(equalToConstant: 44).isActive = true
/// avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor).isActive = true
/// ```
public final class LayoutDimension: LayoutAnchor {
    /// `self == constant`.
    public func constraint(
        equalToConstant constant: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.equal, to: nil, constant: constant, file: file, line: line)
    }

    /// `self >= constant`.
    public func constraint(
        greaterThanOrEqualToConstant constant: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.greaterThanOrEqual, to: nil, constant: constant, file: file, line: line)
    }

    /// `self <= constant`.
    public func constraint(
        lessThanOrEqualToConstant constant: CGFloat,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: nil, constant: constant, file: file, line: line)
    }

    /// `self == multiplier * anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.equal, to: anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self >= multiplier * anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(
            .greaterThanOrEqual, to: anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }

    /// `self <= multiplier * anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat = 1, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        makeConstraint(.lessThanOrEqual, to: anchor, multiplier: multiplier, constant: constant, file: file, line: line)
    }
}
