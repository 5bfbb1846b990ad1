import Foundation

/// Traits a view imposes on itself and its descendants, as UIKit 17's
/// `UITraitOverrides` (``LayoutView/traitOverrides``).
///
/// Setting a trait overrides it; reading one gives the override, or the
/// unspecified value when there is none. Assign `TraitOverrides()` to clear
/// every override.
///
/// ```swift
/// sidebar.traitOverrides.horizontalSizeClass = .compact
/// ```
public struct TraitOverrides: Sendable, Hashable {
    private var horizontal: UserInterfaceSizeClass?
    private var vertical: UserInterfaceSizeClass?
    private var direction: TraitEnvironmentLayoutDirection?
    private var scale: CGFloat?

    /// No overrides.
    public init() {}

    /// The overriding horizontal size class.
    public var horizontalSizeClass: UserInterfaceSizeClass {
        get { horizontal ?? .unspecified }
        set { horizontal = newValue }
    }

    /// The overriding vertical size class.
    public var verticalSizeClass: UserInterfaceSizeClass {
        get { vertical ?? .unspecified }
        set { vertical = newValue }
    }

    /// The overriding layout direction. Unlike the other traits it changes
    /// the layout, as in UIKit: views below whose semantic content
    /// attribute is unspecified lay out in this direction.
    public var layoutDirection: TraitEnvironmentLayoutDirection {
        get { direction ?? .unspecified }
        set { direction = newValue }
    }

    /// The overriding display scale. Frames still round to the pixels of
    /// the root's ``LayoutView/contentScaleFactor``: the scale is for the
    /// code that reads the traits.
    public var displayScale: CGFloat {
        get { scale ?? 0 }
        set { scale = newValue }
    }

    /// Whether nothing is overridden.
    var isEmpty: Bool { self == TraitOverrides() }

    /// The layout direction forced on the view's subtree, if one is.
    var forcedLayoutDirection: LayoutDirection? { direction?.layoutDirection }

    /// The display scale when it is overridden.
    var overriddenScale: CGFloat? { scale }

    /// `traits` with the overridden ones replaced.
    func applied(to traits: TraitCollection) -> TraitCollection {
        var result = traits
        if let horizontal { result.horizontalSizeClass = horizontal }
        if let vertical { result.verticalSizeClass = vertical }
        if let direction { result.layoutDirection = direction }
        if let scale { result.displayScale = scale }
        return result
    }
}
