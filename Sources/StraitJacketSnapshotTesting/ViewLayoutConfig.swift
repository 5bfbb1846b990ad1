#if SnapshotTesting
import AutoLayout
import Foundation

/// A device to lay a view out on for a snapshot: a size, a safe area and
/// traits, as swift-snapshot-testing's `ViewImageConfig` is for images.
///
/// The presets are phones and tablets in points, with the safe areas and
/// size classes iOS gives them; `traits` also carries the display scale
/// frames are rounded to and, when set, the layout direction.
///
/// ```swift
/// assertSnapshot(of: controller, as: .frames(on: .iPhone13))
/// assertSnapshot(of: controller, as: .frames(on: .iPhone13(.landscape)))
/// assertSnapshot(of: controller, as: .frames(on: .iPhone13, traits: UITraitCollection(layoutDirection: .rightToLeft)))
/// let watch = ViewLayoutConfig(size: CGSize(width: 184, height: 224), traits: UITraitCollection(displayScale: 2))
/// ```
public struct ViewLayoutConfig: Sendable, Hashable {
    /// Which way up a device is held.
    public enum Orientation: Sendable, Hashable {
        /// The long side across.
        case landscape
        /// The long side up.
        case portrait
    }

    /// The insets of the area bars and rounded corners leave, given to the
    /// root as its `safeAreaInsets`.
    public var safeArea: EdgeInsets
    /// The screen in points, or `nil` to keep the view's own size.
    public var size: CGSize?
    /// Size classes, display scale and layout direction; those left
    /// unspecified come from the view (its scale and direction) or from the
    /// size (size classes).
    public var traits: TraitCollection

    /// Creates a device; the defaults keep the view's size and traits, with no safe area.
    public init(safeArea: EdgeInsets = .zero, size: CGSize? = nil, traits: TraitCollection = TraitCollection()) {
        self.safeArea = safeArea
        self.size = size
        self.traits = traits
    }
}
#endif
