import Foundation

/// Insets from the four absolute edges of a rectangle.
public struct EdgeInsets: Sendable, Hashable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the left edge.
    public var left: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the right edge.
    public var right: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, left: CGFloat = 0, bottom: CGFloat = 0, right: CGFloat = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// The same inset on every edge.
    public init(all inset: CGFloat) { self.init(top: inset, left: inset, bottom: inset, right: inset) }

    /// No insets.
    public static let zero = EdgeInsets()
}

/// Insets from the leading and trailing edges, which swap in right-to-left layout.
public struct DirectionalEdgeInsets: Sendable, Hashable {
    /// Inset from the top edge.
    public var top: CGFloat
    /// Inset from the leading edge.
    public var leading: CGFloat
    /// Inset from the bottom edge.
    public var bottom: CGFloat
    /// Inset from the trailing edge.
    public var trailing: CGFloat

    /// Creates insets.
    public init(top: CGFloat = 0, leading: CGFloat = 0, bottom: CGFloat = 0, trailing: CGFloat = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No insets.
    public static let zero = DirectionalEdgeInsets()

    /// The absolute insets in a layout direction.
    public func absolute(in direction: LayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }
}

extension EdgeInsets {
    /// The directional insets in a layout direction.
    public func directional(in direction: LayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

extension CGRect {
    /// The rectangle's edges in whole pixels at `scale` (each edge rounded
    /// to the nearest pixel), still measured in pixels.
    /// Reads the raw origin and size, not the standardized edges, so a size
    /// that required constraints made negative stays negative.
    func pixelEdges(scale: CGFloat) -> CGRect {
        let left = (origin.x * scale).rounded(), top = (origin.y * scale).rounded()
        let right = ((origin.x + size.width) * scale).rounded(), bottom = ((origin.y + size.height) * scale).rounded()
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Whether the two rectangles have the same origin and size, compared
    /// inline: on Linux Foundation's `==` is a call, and a layout pass
    /// compares the frame of every item that moved.
    func hasSameOriginAndSize(as other: CGRect) -> Bool {
        origin.x == other.origin.x && origin.y == other.origin.y
            && size.width == other.size.width && size.height == other.size.height
    }

    /// This pixel rectangle in points, relative to a pixel origin: the
    /// arithmetic is on whole pixels, so a frame on the pixel grid is exact.
    func points(relativeTo point: CGPoint, scale: CGFloat) -> CGRect {
        CGRect(
            x: (origin.x - point.x) / scale, y: (origin.y - point.y) / scale,
            width: size.width / scale, height: size.height / scale)
    }
}
