import Foundation

extension LayoutEngine {
    /// A view of the tree preserves its superview's margins: from now on a
    /// pass looks for margins inherited from a superview.
    func someViewPreservesMargins() {
        mayPreserveMargins = true
    }

    /// After a view moved: brings up to date what its frame decides in the
    /// margins. A view that preserves its superview's margins, or has a
    /// readable content guide, is queued for a sync if its guides no longer
    /// match; so are the subviews that preserve its margins. Returns whether
    /// any was queued. The margins of other views do not follow their frame
    /// (a changed safe area queues them where it is settled), so most views
    /// cost a look at their settings.
    @discardableResult
    func settleMargins(of view: LayoutView) -> Bool {
        var changed = false
        if let settings = view.settings, settings.preservesSuperviewMargins || settings.readableGuide != nil {
            let margins = view.effectiveLayoutMargins
            if settings.preservesSuperviewMargins, margins != settings.settledMargins {
                if settings.settledMargins != nil { viewsWithChangedMargins.append(view) }
                settings.settledMargins = margins
            }
            if view.hasStaleMarginGuides(for: margins) {
                needsSync(view)
                changed = true
            }
        }
        if mayPreserveMargins {
            for subview in view.subviews where subview.preservesSuperviewLayoutMargins {
                if settleMargins(of: subview) { changed = true }
            }
        }
        return changed
    }

    /// Tells each view that preserves its superview's margins and whose
    /// margins the last solves changed, and marks it for `layoutSubviews()`,
    /// as UIKit calls `layoutMarginsDidChange()`. A view whose safe area
    /// changed too hears of both from `announceSafeAreaChanges()`, so this
    /// runs first and leaves it out. Runs after the engine's change is
    /// complete, as the views' code may change constraints.
    func announceMarginChanges() {
        guard !viewsWithChangedMargins.isEmpty else { return }
        let views = viewsWithChangedMargins
        viewsWithChangedMargins = []
        var told = Set(
            viewsWithChangedSafeArea.lazy.filter(\.insetsLayoutMarginsFromSafeArea).map(ObjectIdentifier.init))
        for view in views where told.insert(ObjectIdentifier(view)).inserted {
            view.mark(.needsLayout)
            view.layoutMarginsDidChange()
        }
    }
}

extension LayoutView {
    /// Whether the view has a guide inset by margins that its safe area
    /// moves: a change of its safe-area insets queues it for a sync.
    var hasMarginGuidesFollowingSafeArea: Bool {
        (marginsGuideStorage != nil || settings?.readableGuide != nil) && insetsLayoutMarginsFromSafeArea
    }

    /// Whether the margins or readable content guide is inset by other
    /// insets than `margins`, the view's margins now, give. A guide not
    /// yet settled is already queued.
    func hasStaleMarginGuides(for margins: EdgeInsets) -> Bool {
        func isStale(_ guide: LayoutGuide?, _ insets: @autoclosure () -> EdgeInsets) -> Bool {
            guard let applied = guide?.insetState.insets else { return false }
            return applied != insets()
        }
        return isStale(marginsGuideStorage, margins)
            || isStale(settings?.readableGuide, readableContentInsets(within: margins))
    }
}
