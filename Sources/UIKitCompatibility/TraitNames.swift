#if !canImport(UIKit)
/// UIKit's name for ``AutoLayout/TraitCollection``: size classes, layout
/// direction and display scale.
public typealias UITraitCollection = TraitCollection

/// UIKit's name for ``AutoLayout/UserInterfaceSizeClass``.
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass

/// UIKit's name for ``AutoLayout/TraitEnvironmentLayoutDirection``, a trait
/// collection's `layoutDirection`.
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection

/// UIKit's name for ``AutoLayout/LayoutDirection``, a view's
/// `effectiveUserInterfaceLayoutDirection`.
public typealias UIUserInterfaceLayoutDirection = LayoutDirection

/// UIKit's name for ``AutoLayout/SemanticContentAttribute``, which forces a
/// view's layout direction.
public typealias UISemanticContentAttribute = SemanticContentAttribute
#endif
