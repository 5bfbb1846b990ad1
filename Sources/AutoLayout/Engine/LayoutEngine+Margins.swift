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

    /// Whether the constraints of the margins or readable content guide
    /// hold other insets than `margins`, the view's margins now, give. A
    /// guide not yet synced is already queued.
    func hasStaleMarginGuides(for margins: EdgeInsets) -> Bool {
        (generated.margins.count == 4 && !generated.margins.holds(margins))
            || (generated.readable.count == 4 && !generated.readable.holds(readableContentInsets(within: margins)))
    }
}

extension EdgeInsets {
    /// The constants of a guide's constraints to its view: left, top,
    /// right, bottom, each `guide.edge == view.edge + constant`.
    var guideConstants: [CGFloat] { [left, top, -right, -bottom] }
}

extension [LayoutConstraint] {
    /// Whether a guide's four constraints (see `guideConstants`) hold these insets.
    func holds(_ insets: EdgeInsets) -> Bool {
        self[0].storedConstant == insets.left && self[1].storedConstant == insets.top
            && self[2].storedConstant == -insets.right && self[3].storedConstant == -insets.bottom
    }
}
