import Foundation

extension LayoutView {
    /// Adds a layout guide to this view, as UIKit's `addLayoutGuide(_:)`;
    /// adding it again is a no-op. It does not throw: a guide that belongs
    /// to another view is reported at the caller's file and line through
    /// the ``layoutIssueHandler`` and stays where it is.
    /// ``addLayoutGuideOrThrow(_:)`` throws instead.
    public func addLayoutGuide(_ guide: LayoutGuide, file: StaticString = #fileID, line: UInt = #line) {
        do { try addLayoutGuideOrThrow(guide) } catch {
            layoutIssueHandler(.error(.located(error, location: SourceLocation(file: file, line: line))))
        }
    }

    /// Adds a layout guide as ``addLayoutGuide(_:file:line:)`` does.
    ///
    /// - Throws: ``LayoutError/guideAlreadyOwned(guide:owner:)`` when the
    ///   guide belongs to another view; nothing changes.
    public func addLayoutGuideOrThrow(_ guide: LayoutGuide) throws(LayoutError) {
        if let owner = guide.owningView {
            guard owner === self else { throw .guideAlreadyOwned(guide: guide.debugName, owner: owner.debugName) }
            return
        }
        guide.owningView = self
        layoutGuides.append(guide)
        engineStorageOfTree?.register(guide)
    }

    /// Removes a layout guide and deactivates the constraints that reference it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        guard let engine = engineStorageOfTree else { return forget(guide) }
        // One change: an issue taking constraints back in raises reaches
        // the handler once the guide is gone, not halfway.
        engine.perform {
            engine.addUnsyncedRows()
            for constraint in engine.activeConstraints
            where constraint.items.contains(where: { $0 === guide }) {
                engine.deactivate(constraint)
            }
            engine.unregister(guide)
            forget(guide)
        }
    }

    private func forget(_ guide: LayoutGuide) {
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The guide inset from the view by its layout margins, those in
    /// effect (see ``layoutMargins``).
    public var layoutMarginsGuide: LayoutGuide {
        if let guide = marginsGuideStorage { return guide }
        let guide = makeOwnGuide("layoutMarginsGuide", insetFrom: .margins)
        marginsGuideStorage = guide
        return guide
    }

    /// The guide inset from the view by its safe-area insets.
    public var safeAreaLayoutGuide: LayoutGuide {
        if let guide = safeAreaGuideStorage { return guide }
        let guide = makeOwnGuide("safeAreaLayoutGuide", insetFrom: .safeArea)
        safeAreaGuideStorage = guide
        return guide
    }

    /// A guide of the view's own, inset from the view by `source`.
    func makeOwnGuide(_ name: String, insetFrom source: InsetSource) -> LayoutGuide {
        let guide = LayoutGuide(ownGuideNamed: name, insetFrom: source)
        addLayoutGuide(guide)
        engineStorageOfTree?.needsSync(self)
        return guide
    }

    /// The margins, absolute (left and right): 8 on each side by default.
    /// A value outside ``LayoutLimits/coordinates`` is reported and ignored.
    ///
    /// As in UIKit, setting gives the margins you want and reading gives
    /// the margins in effect, which the ``layoutMarginsGuide`` is inset by:
    /// the safe area added (``insetsLayoutMarginsFromSafeArea``) and the
    /// superview's margins preserved (``preservesSuperviewLayoutMargins``),
    /// as of the last layout pass. So assigning a value read back can add
    /// the safe area twice, as it does in UIKit.
    public var layoutMargins: EdgeInsets {
        get { effectiveLayoutMargins }
        set {
            guard accepts(newValue, "layoutMargins") else { return }
            directionalLayoutMargins = newValue.directional(in: effectiveUserInterfaceLayoutDirection)
        }
    }

    /// The margins, leading and trailing: they swap sides in right-to-left
    /// layout. A value outside ``LayoutLimits/coordinates`` is reported and
    /// ignored. Like ``layoutMargins``, reading gives the margins in effect.
    public var directionalLayoutMargins: DirectionalEdgeInsets {
        get { effectiveLayoutMargins.directional(in: effectiveUserInterfaceLayoutDirection) }
        set {
            guard accepts(newValue, "directionalLayoutMargins") else { return }
            guard newValue != storedMargins else { return }
            storedMargins = newValue
            marginsDidChange()
        }
    }

    /// The insets of the area not covered by bars and rounded corners. Set
    /// them on the root; every other view gets them by overlap with the
    /// root's safe area after a layout pass. A value outside
    /// ``LayoutLimits/coordinates`` is reported and ignored.
    public var safeAreaInsets: EdgeInsets {
        get { superview == nil ? rootSafeAreaInsets : storedSafeAreaInsets }
        set {
            guard superview == nil else {
                layoutIssueHandler(.error(.invalidHierarchy(reason: "safe-area insets are set on the root view only")))
                return
            }
            guard accepts(newValue, "safeAreaInsets") else { return }
            guard newValue != storedSafeAreaInsets else { return }
            storedSafeAreaInsets = newValue
            safeAreaDidChangeFromAbove()
            setNeedsLayout()
            safeAreaInsetsDidChange()
            if insetsLayoutMarginsFromSafeArea { layoutMarginsDidChange() }
        }
    }
}
