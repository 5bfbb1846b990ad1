#if !canImport(UIKit)
import Foundation

/// UIKit's name for `EdgeInsets`: top, left, bottom, right.
public typealias UIEdgeInsets = EdgeInsets

/// UIKit's name for `DirectionalEdgeInsets`: top, leading, bottom, trailing.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

extension CGRect {
    /// The rectangle with each edge moved in by its inset, as UIKit's
    /// `inset(by:)` does in a `layoutSubviews()` that places views by hand;
    /// negative insets move edges out.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}
#endif
