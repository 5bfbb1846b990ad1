import Foundation

extension LayoutEngine {
    func needsSync(_ view: LayoutView) {
        guard !view.generated.isQueued else { return }
        view.generated.isQueued = true
        syncQueue.queue(view, wasSynced: view.generated.wasSynced)
        setTreeNeedsLayoutPass()
    }

    /// Whether some view's generated constraints may be out of date.
    var hasQueuedViews: Bool { syncQueue.hasQueuedViews }

    /// Brings every queued view's generated constraints up to date.
    func sync() {
        beginChange()
        defer { endChange() }
        addUnsyncedRows()
        syncQueue.beginFullSync()
        while let reference = syncQueue.nextQueued() {
            guard let view = reference.item as? LayoutView, view.generated.isQueued else { continue }
            syncView(view)
        }
        syncQueue.endFullSync()
        refreshReadersOfChangedGuides()
    }

    /// Brings up to date the generated constraints `constraint` could meet
    /// once it is in, so a conflict breaks the same constraint as after a
    /// full sync. While no queued view is one a constraint in the solver
    /// reads (see `SyncQueue.needsFullSync`), those are the constraints
    /// of the views it reads and of their ancestors (frame constraints tie
    /// a view to its superview): the rest wait for a constraint that reads
    /// them, or for the layout pass. So a view that stops translating its
    /// autoresizing mask before its first constraint never gets the frame
    /// constraints it would drop again.
    func sync(before constraint: LayoutConstraint) {
        guard !syncQueue.isEmpty else { return }
        guard !syncQueue.needsFullSync, syncQueue.handedOver.isEmpty else { return sync() }
        beginChange()
        defer { endChange() }
        syncChains(readBy: constraint.firstSide)
        if let second = constraint.secondSide { syncChains(readBy: second) }
        refreshReadersOfChangedGuides()
        // A subclass's intrinsic size may have queued a view synced before.
        if syncQueue.needsFullSync { sync() }
    }

    private func syncChains(readBy side: ConstraintSide) {
        // Nearly every side reads one item; walking the anchors of a
        // distance costs more than the chain itself.
        if side.distance == nil {
            if let item = side.item { syncChain(of: item) }
        } else {
            side.forEachItem { syncChain(of: $0) }
        }
    }

    /// Syncs the queued views among the item's view (a guide's: its owning
    /// view) and its ancestors. Every ancestor of a synced view is synced
    /// (a sync covers whole chains, and a view joining a tree under new
    /// ancestors is queued as synced before), so the walk stops at the
    /// first synced view.
    private func syncChain(of item: LayoutItem) {
        var view = item.hostView
        while let current = view {
            if current.generated.isQueued {
                syncView(current)
                syncQueue.noteSyncedOutOfTurn()
            } else if current.generated.wasSynced {
                return
            }
            view = current.superview
        }
    }

    private func syncView(_ view: LayoutView) {
        view.generated.isQueued = false
        // A subclass's intrinsic size is the app's code, which may change
        // constraints or the tree: it runs first, while the engine is
        // consistent, and the view is synced only if it is still here.
        let size = view.intrinsicContentSize
        guard view.rootView === root else { return }
        view.generated.wasSynced = true
        syncAutoresizing(view)
        syncIntrinsicSize(view, size)
        settleInsetGuides(of: view)
    }

    /// Adds the constraints handed over by a tree that went away to the solver.
    func addUnsyncedRows() {
        guard !syncQueue.handedOver.isEmpty else { return }
        for constraint in syncQueue.takeHandedOver() where constraint.isIn(self) && constraint.record == nil {
            constraint.engine = nil
            activateOrReport(constraint)
        }
    }

    private func syncAutoresizing(_ view: LayoutView) {
        guard view.storedTranslates else {
            for constraint in view.generated.autoresizing { deactivate(constraint) }
            view.generated.autoresizing = []
            return
        }
        let frame = view.storedFrame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        if view.generated.autoresizing.isEmpty {
            let parent = view.superview
            let attributes: [LayoutAttribute] = [.left, .top, .width, .height]
            view.generated.autoresizing = attributes.enumerated().map { index, attribute in
                let constraint = LayoutConstraint(
                    view, attribute, relation: .equal, attribute.isDimension ? nil : parent, attribute,
                    constant: values[index], location: SourceLocation(file: #fileID, line: #line),
                    origin: .autoresizing)
                activateOrReport(constraint)
                return constraint
            }
        } else {
            for (index, constraint) in view.generated.autoresizing.enumerated()
            where constraint.storedConstant != values[index] {
                setConstantOrReport(constraint, values[index])
            }
        }
    }

    private func syncIntrinsicSize(_ view: LayoutView, _ size: CGSize) {
        for axis in LayoutAxis.allCases {
            var value = axis == .horizontal ? size.width : size.height
            // A subclass's own size is first seen here: a bad axis has none.
            if let error = view.intrinsicLengthError(value, on: axis) {
                root?.layoutIssueHandler(.error(error))
                value = LayoutView.noIntrinsicMetric
            }
            view.generated[intrinsic: axis] = intrinsicConstraints(
                view.generated[intrinsic: axis], view: view, axis: axis, value: value)
        }
    }

    /// The constraints holding the view's size on an axis to `value`:
    /// one where both of its priorities there are optional, else two.
    /// Those in `existing` are kept and updated in place where their shape
    /// still fits.
    private func intrinsicConstraints(
        _ existing: IntrinsicSizeConstraints, view: LayoutView, axis: LayoutAxis,
        value: CGFloat
    ) -> IntrinsicSizeConstraints {
        guard value >= 0, value.isFinite else {
            for constraint in existing.all { deactivate(constraint) }
            return .none
        }
        let hugging = view.hugging[axis], compression = view.compressionResistance[axis]
        if hugging != .required, compression != .required {
            var old: LayoutConstraint? = nil
            if case .merged(let constraint) = existing { old = constraint } else { existing.all.forEach(deactivate) }
            return .merged(
                intrinsicConstraint(
                    old, view: view, axis: axis, relation: .equal, value: value, priority: hugging,
                    origin: .contentSize(compressionResistance: compression)))
        }
        var old: (hugging: LayoutConstraint?, compression: LayoutConstraint?) = (nil, nil)
        if case let .split(hugging, compression) = existing {
            old = (hugging, compression)
        } else {
            existing.all.forEach(deactivate)
        }
        return .split(
            hugging: intrinsicConstraint(
                old.hugging, view: view, axis: axis, relation: .lessThanOrEqual, value: value,
                priority: hugging, origin: .contentHugging),
            compression: intrinsicConstraint(
                old.compression, view: view, axis: axis, relation: .greaterThanOrEqual,
                value: value, priority: compression, origin: .compressionResistance))
    }

    private func intrinsicConstraint(
        _ existing: LayoutConstraint?, view: LayoutView, axis: LayoutAxis, relation: LayoutRelation,
        value: CGFloat, priority: LayoutPriority, origin: LayoutConstraint.Origin
    ) -> LayoutConstraint {
        if let existing, existing.origin == origin, (existing.storedPriority == .required) == (priority == .required) {
            if existing.storedConstant != value { setConstantOrReport(existing, value) }
            if existing.storedPriority != priority { try? existing.setPriority(priority) }
            return existing
        }
        if let existing { deactivate(existing) }
        let attribute: LayoutAttribute = axis == .horizontal ? .width : .height
        let constraint = LayoutConstraint(
            view, attribute, relation: relation, nil, .notAnAttribute, constant: value,
            location: SourceLocation(file: #fileID, line: #line), origin: origin)
        constraint.storedPriority = priority
        activateOrReport(constraint)
        return constraint
    }
}
