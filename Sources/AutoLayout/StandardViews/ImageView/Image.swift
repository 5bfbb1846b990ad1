import Foundation

/// An image as layout sees it, UIKit's `UIImage` without its pixels: a
/// size in points and the scale its pixels were drawn at.
///
/// UIKit measures an image in points, whatever its scale: a 60 x 60-pixel
/// image at scale 2 is 30 x 30, and an image view showing it wants 30 x 30.
/// So does this one; the scale is kept for code that reads it and changes
/// no size.
///
/// ```swift
/// let avatar = Image(size: CGSize(width: 40, height: 40), scale: 3)
/// let star = Image(systemName: "star")   // a symbol's default size
/// ```
///
/// A size or scale a view cannot use (NaN, negative, infinite) is reported
/// by the view it is given to, through the tree's
/// ``LayoutView/layoutIssueHandler``, and that view keeps what it had: an
/// image has no tree to report to.
public struct Image: Sendable, Hashable {
    /// The size in points, as UIKit's `UIImage.size`.
    public var size: CGSize
    /// Pixels per point, as UIKit's `UIImage.scale`: 1 by default.
    public var scale: CGFloat
    /// Whether the image is a symbol made by ``init(systemName:)``, as
    /// UIKit's `isSymbolImage`.
    public internal(set) var isSymbolImage = false

    /// Creates an image of a size in points, drawn at `scale` pixels per point.
    public init(size: CGSize, scale: CGFloat = 1) {
        self.size = size
        self.scale = scale
    }
}
