#if !canImport(UIKit)
/// UIKit's name for `TraitCollection`: size classes, layout
/// direction and display scale.
public typealias UITraitCollection = TraitCollection

/// UIKit's name for `UserInterfaceSizeClass`.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass

/// UIKit's name for `TraitEnvironmentLayoutDirection`, a trait
/// collection's `layoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection

/// UIKit's name for `LayoutDirection`, a view's
/// `effectiveUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = LayoutDirection

/// UIKit's name for `SemanticContentAttribute`, which forces a
/// view's layout direction.
public typealias UISemanticContentAttribute = SemanticContentAttribute
#endif
