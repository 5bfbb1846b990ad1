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
    func pixelEdges(scale: CGFloat) -> CGRect {
        let minX = (self.minX * scale).rounded(), minY = (self.minY * scale).rounded()
        let maxX = (self.maxX * scale).rounded(), maxY = (self.maxY * scale).rounded()
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// This pixel rectangle in points, relative to a pixel origin: the
    /// arithmetic is on whole pixels, so a frame on the pixel grid is exact.
    func points(relativeTo origin: CGPoint, scale: CGFloat) -> CGRect {
        CGRect(x: (minX - origin.x) / scale, y: (minY - origin.y) / scale, width: width / scale, height: height / scale)
    }
}
