import Foundation

extension LayoutView {
    /// The view's traits, as UIKit's `traitCollection`: the root's, from its
    /// size (see the size-class rule below), ``contentScaleFactor`` and
    /// ``userInterfaceLayoutDirection``, with the ``traitOverrides`` of the
    /// view and its ancestors applied, outermost first.
    ///
    /// Size classes follow the root's size as UIKit gives them on iPhone
    /// and iPad (Apple's Human Interface Guidelines, "Device size
    /// classes"): vertically compact below 480 points of height (a phone in
    /// landscape); horizontally regular from 678 points of width when the
    /// height is at least 414 (an iPad, full screen or in a large split, or
    /// a Plus or Max phone in landscape), compact otherwise; both
    /// unspecified while the root has no area. A 390 x 844 root is compact
    /// by regular, rotated to 844 x 390 compact by compact; 1024 x 768 is
    /// regular by regular.
    ///
    /// Reading it gives the traits as they are now; the views whose traits
    /// changed hear of it in ``traitCollectionDidChange(_:)`` after the next
    /// layout pass.
    public var traitCollection: TraitCollection {
        // Overrides are rare: the walk up collects only the views that have some.
        var overriding: [TraitOverrides] = []
        var view = self
        while true {
            if let overrides = view.settings?.traitOverrides, !overrides.isEmpty { overriding.append(overrides) }
            guard let parent = view.superview else { break }
            view = parent
        }
        var traits = view.rootTraits
        for overrides in overriding.reversed() { traits = overrides.applied(to: traits) }
        return traits
    }

    /// The traits this view imposes on itself and its descendants, as
    /// UIKit 17's `traitOverrides`. A change reaches
    /// ``traitCollectionDidChange(_:)`` after the next layout pass; an
    /// overridden layout direction also lays the subtree out in that
    /// direction. A display scale outside ``LayoutLimits/contentScaleFactors``
    /// (other than 0, unspecified) is reported and the change ignored.
    ///
    /// ```swift
    /// detail.traitOverrides.horizontalSizeClass = .compact
    /// ```
    public var traitOverrides: TraitOverrides {
        get { settings?.traitOverrides ?? TraitOverrides() }
        set {
            let old = traitOverrides
            guard newValue != old else { return }
            if let scale = newValue.overriddenScale, scale != 0,
                !accepts(scale, "traitOverrides.displayScale", in: LayoutLimits.contentScaleFactors)
            {
                return
            }
            editableSettings.traitOverrides = newValue
            guard let engine = engineStorageOfTree else { return }
            engine.traitsMayChange(below: self)
            if newValue.forcedLayoutDirection != old.forcedLayoutDirection { directionDidChange() }
            setNeedsLayout()
        }
    }

    /// The traits of this view as a root, before any override.
    var rootTraits: TraitCollection {
        TraitCollection(rootSize: storedFrame.size, displayScale: storedScale, layoutDirection: storedRootDirection)
    }
}
