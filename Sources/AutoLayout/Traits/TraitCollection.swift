import Foundation

/// The environment a view lays out in, as UIKit's `UITraitCollection`: the
/// size classes, the layout direction and the display scale.
///
/// Every view has one (``LayoutView/traitCollection``). The root's comes
/// from its size, its ``LayoutView/contentScaleFactor`` and its
/// ``LayoutView/userInterfaceLayoutDirection``; each other view inherits
/// its superview's, and ``LayoutView/traitOverrides`` replace traits for a
/// view and its descendants. A trait whose value is unspecified
/// (`.unspecified`, or a display scale of 0) is one the collection does not
/// state, as in UIKit.
///
/// ```swift
/// override func traitCollectionDidChange(_ previous: TraitCollection?) {
///     guard traitCollection.hasDifferentSizeClasses(comparedTo: previous) else { return }
///     LayoutConstraint.deactivate(traitCollection.horizontalSizeClass == .regular ? compact : regular)
///     LayoutConstraint.activate(traitCollection.horizontalSizeClass == .regular ? regular : compact)
/// }
/// ```
public struct TraitCollection: Sendable, Hashable {
    /// The room across: compact on phones (except the largest in
    /// landscape), regular on iPads and wide windows.
    public internal(set) var horizontalSizeClass: UserInterfaceSizeClass
    /// The room down: compact on phones in landscape, regular otherwise.
    public internal(set) var verticalSizeClass: UserInterfaceSizeClass
    /// The direction of the tree (or of an override). A view's
    /// ``LayoutView/semanticContentAttribute`` can still force its own
    /// direction, as in UIKit, without changing this trait.
    public internal(set) var layoutDirection: TraitEnvironmentLayoutDirection
    /// Pixels per point; 0 when unspecified.
    public internal(set) var displayScale: CGFloat

    /// A collection that specifies no trait.
    public init() {
        self.init(horizontal: .unspecified, vertical: .unspecified, direction: .unspecified, scale: 0)
    }

    /// A collection that specifies only the horizontal size class.
    public init(horizontalSizeClass: UserInterfaceSizeClass) {
        self.init(horizontal: horizontalSizeClass, vertical: .unspecified, direction: .unspecified, scale: 0)
    }

    /// A collection that specifies only the vertical size class.
    public init(verticalSizeClass: UserInterfaceSizeClass) {
        self.init(horizontal: .unspecified, vertical: verticalSizeClass, direction: .unspecified, scale: 0)
    }

    /// A collection that specifies only the layout direction.
    public init(layoutDirection: TraitEnvironmentLayoutDirection) {
        self.init(horizontal: .unspecified, vertical: .unspecified, direction: layoutDirection, scale: 0)
    }

    /// A collection that specifies only the display scale.
    public init(displayScale: CGFloat) {
        self.init(horizontal: .unspecified, vertical: .unspecified, direction: .unspecified, scale: displayScale)
    }

    /// The collections combined: each trait takes the value of the last
    /// collection that specifies it, as UIKit's `init(traitsFrom:)`.
    public init(traitsFrom collections: [TraitCollection]) {
        self.init()
        for collection in collections {
            if collection.horizontalSizeClass != .unspecified { horizontalSizeClass = collection.horizontalSizeClass }
            if collection.verticalSizeClass != .unspecified { verticalSizeClass = collection.verticalSizeClass }
            if collection.layoutDirection != .unspecified { layoutDirection = collection.layoutDirection }
            if collection.displayScale != 0 { displayScale = collection.displayScale }
        }
    }

    init(
        horizontal: UserInterfaceSizeClass, vertical: UserInterfaceSizeClass,
        direction: TraitEnvironmentLayoutDirection, scale: CGFloat
    ) {
        horizontalSizeClass = horizontal
        verticalSizeClass = vertical
        layoutDirection = direction
        displayScale = scale
    }

    /// Whether this collection has the value of every trait `other`
    /// specifies, as UIKit's `containsTraits(in:)`; traits `other` leaves
    /// unspecified match anything, so `nil` and an empty collection are
    /// contained in every collection.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.layoutDirection == .unspecified || other.layoutDirection == layoutDirection)
            && (other.displayScale == 0 || other.displayScale == displayScale)
    }

    /// Whether either size class differs from `other`'s (any size class
    /// differs from `nil`'s): the test of the usual
    /// ``LayoutView/traitCollectionDidChange(_:)`` that swaps constraints.
    public func hasDifferentSizeClasses(comparedTo other: TraitCollection?) -> Bool {
        guard let other else { return true }
        return other.horizontalSizeClass != horizontalSizeClass || other.verticalSizeClass != verticalSizeClass
    }
}
