import Foundation

/// An x-axis anchor of a known kind, as an argument: ``TypedXAxisAnchor``
/// conforms.
///
/// It exists for the compile-time check of ``TypedXAxisAnchor``: its
/// relations to an edge of the other kind take this protocol, so such a
/// call matches both them and the plain anchor's relations, and an
/// ambiguous call does not compile. A plain ``LayoutXAxisAnchor`` does not
/// conform, so it matches the plain relations alone.
public protocol KindedXAxisAnchor<Kind>: AnyObject {
    /// The anchor's kind.
    associatedtype Kind: XAxisKind
    /// The anchor, to relate as a plain one.
    var xAxisAnchor: LayoutXAxisAnchor { get }
}

extension TypedXAxisAnchor: KindedXAxisAnchor {
    /// The anchor itself.
    public var xAxisAnchor: LayoutXAxisAnchor { self }
}

// Each relation below has the plain relation's labels and defaults, so a
// call with an edge of the other kind matches both equally and is rejected
// as ambiguous (an unavailable overload would not do: the compiler prefers
// the available plain one). Only a type of the caller's own that conforms
// to `KindedXAxisAnchor` reaches them; it is related as a plain anchor, and
// activating the constraint reports the breach.
extension TypedXAxisAnchor where Kind: XAxisEdgeKind {
    /// Leading and trailing do not relate to left and right: given a typed
    /// anchor of the other kind, this and the plain relation both match, and
    /// the ambiguous call does not compile. See ``TypedXAxisAnchor``.
    public func constraint(
        equalTo anchor: any KindedXAxisAnchor<Kind.Unrelated>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(equalTo: anchor.xAxisAnchor, constant: constant, file: file, line: line)
    }

    /// Leading and trailing do not relate to left and right: given a typed
    /// anchor of the other kind, this and the plain relation both match, and
    /// the ambiguous call does not compile. See ``TypedXAxisAnchor``.
    public func constraint(
        greaterThanOrEqualTo anchor: any KindedXAxisAnchor<Kind.Unrelated>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(greaterThanOrEqualTo: anchor.xAxisAnchor, constant: constant, file: file, line: line)
    }

    /// Leading and trailing do not relate to left and right: given a typed
    /// anchor of the other kind, this and the plain relation both match, and
    /// the ambiguous call does not compile. See ``TypedXAxisAnchor``.
    public func constraint(
        lessThanOrEqualTo anchor: any KindedXAxisAnchor<Kind.Unrelated>, constant: CGFloat = 0,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(lessThanOrEqualTo: anchor.xAxisAnchor, constant: constant, file: file, line: line)
    }

    /// Leading and trailing do not relate to left and right: given a typed
    /// anchor of the other kind, this and the plain relation both match, and
    /// the ambiguous call does not compile. See ``TypedXAxisAnchor``.
    public func constraint(
        equalToSystemSpacingAfter anchor: any KindedXAxisAnchor<Kind.Unrelated>,
        multiplier: CGFloat = 1,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(equalToSystemSpacingAfter: anchor.xAxisAnchor, multiplier: multiplier, file: file, line: line)
    }

    /// Leading and trailing do not relate to left and right: given a typed
    /// anchor of the other kind, this and the plain relation both match, and
    /// the ambiguous call does not compile. See ``TypedXAxisAnchor``.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: any KindedXAxisAnchor<Kind.Unrelated>,
        multiplier: CGFloat = 1,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(
            greaterThanOrEqualToSystemSpacingAfter: anchor.xAxisAnchor, multiplier: multiplier, file: file, line: line)
    }

    /// Leading and trailing do not relate to left and right: given a typed
    /// anchor of the other kind, this and the plain relation both match, and
    /// the ambiguous call does not compile. See ``TypedXAxisAnchor``.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: any KindedXAxisAnchor<Kind.Unrelated>,
        multiplier: CGFloat = 1,
        file: StaticString = #fileID, line: UInt = #line
    ) -> LayoutConstraint {
        constraint(
            lessThanOrEqualToSystemSpacingAfter: anchor.xAxisAnchor, multiplier: multiplier, file: file, line: line)
    }

    /// Leading and trailing do not relate to left and right: given a typed
    /// anchor of the other kind, this and the plain relation both match, and
    /// the ambiguous call does not compile. See ``TypedXAxisAnchor``.
    public func anchorWithOffset(to otherAnchor: any KindedXAxisAnchor<Kind.Unrelated>) -> LayoutDimension {
        anchorWithOffset(to: otherAnchor.xAxisAnchor)
    }
}
