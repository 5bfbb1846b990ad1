import Cassowary
import Foundation

extension LayoutEngine {
    /// Adds a validated constraint whose items are all in this tree. A
    /// required constraint that conflicts is reported and broken: kept
    /// just below required, so it holds as closely as it can. The report
    /// reaches the handler once the constraint is in (see `perform`).
    ///
    /// - Throws: ``LayoutError/noCommonAncestor(first:second:constraint:)``
    ///   when an item has gone, ``LayoutError/solverFailure(reason:constraint:)``
    ///   when the solver cannot finish adding it (an overflow, the work
    ///   limit), or cannot yet take out the row the constraint left when it
    ///   was last removed; the engine is left as it was.
    func activate(_ constraint: LayoutConstraint) throws(LayoutError) {
        guard !constraint.isInAnEngine else { return }
        beginChange()
        defer { endChange() }
        clearExerciseProbes()
        if !strandedRows.isEmpty { try removeStrandedRow(of: constraint) }
        guard let form = linearForm(for: constraint) else {
            throw .noCommonAncestor(
                first: constraint.firstItem?.debugName ?? "nil",
                second: constraint.secondItem?.debugName ?? "nil", constraint: constraint.description)
        }
        var record = newRecord(for: constraint, readingInsetGuide: !form.insetGuidesRead.isEmpty)
        // Listed before the form is spent, as it names the guide read.
        listAsReader(constraint, of: form.insetGuidesRead)
        do {
            try addRowOrBreak(consume form, of: constraint, into: &record)
        } catch {
            if record.readsInsetGuide { unlistAsReader(constraint) }
            throw Self.failure(error, adding: constraint)
        }
        enlist(constraint, record)
    }

    /// The record of a constraint about to be listed as active: numbered in
    /// activation order, in the next place of `active`, without a row yet.
    /// Inlined, as every activation makes one.
    @inline(__always)
    func newRecord(for constraint: LayoutConstraint, readingInsetGuide readsInsetGuide: Bool) -> Record {
        Record(
            serial: nextSerial, handle: nil, slot: active.count, isBroken: false,
            dependsOnViewState: constraint.readsViewState, readsInsetGuide: readsInsetGuide)
    }

    /// Lists the constraint as active with the record `newRecord` made it;
    /// inlined for the same reason.
    @inline(__always)
    func enlist(_ constraint: LayoutConstraint, _ record: Record) {
        assert(record.serial == nextSerial && record.slot == active.count, "a record made for another place")
        nextSerial += 1
        active.append(constraint)
        constraint.record = record
        constraint.engine = self
        setTreeNeedsLayoutPass()
    }

    /// Removes a constraint from the engine and its row from the solver.
    func deactivate(_ constraint: LayoutConstraint) {
        clearExerciseProbes()
        guard constraint.isIn(self), let record = constraint.record else {
            // Not yet in the solver (see `SyncQueue.handedOver`): nothing else to undo.
            if constraint.isIn(self) { constraint.engine = nil }
            return
        }
        assert(
            (0..<active.count).contains(record.slot) && active[record.slot] === constraint,
            "the active list lost its order"
        )
        if let handle = record.handle {
            removeRow(handle, of: constraint)
        } else if !unplacedConstraints.isEmpty {
            // Kept active without a row (see `activateOrReport(_:)`), it
            // may still have its old one.
            unplacedConstraints.removeAll { $0 === constraint }
            try? removeStrandedRow(of: constraint)
        }
        active.swapRemove(at: record.slot)
        // The last constraint, if it was not this one, took its place.
        if record.slot < active.count { active[record.slot].record?.slot = record.slot }
        if record.readsInsetGuide { unlistAsReader(constraint) }
        constraint.record = nil
        constraint.engine = nil
        setTreeNeedsLayoutPass()
    }

    /// Sets the constant, in the solver in place. The constraint keeps it
    /// even if required constraints then conflict: it is broken, as an
    /// activation would break it, and stays active with its row.
    ///
    /// - Throws: ``LayoutError/solverFailure(reason:constraint:)`` when
    ///   the solver cannot finish the change (an overflow, the work limit);
    ///   the constraint keeps its old constant and the engine is as it was.
    func updateConstant(of constraint: LayoutConstraint, to constant: CGFloat) throws(LayoutError) {
        beginChange()
        defer { endChange() }
        clearExerciseProbes()
        let oldConstant = constraint.storedConstant
        constraint.storedConstant = constant
        guard constraint.isIn(self), var record = constraint.record else { return }
        if let handle = record.handle {
            // The row's constant less the layout constant is read from the
            // anchors again, as few constraints' is other than 0.
            guard let form = linearForm(for: constraint) else { return }
            let base = form.constant
            recycle(consume form)
            do {
                try solver.setConstant(base - Double(constant), of: handle)
                setTreeNeedsLayoutPass()
                return
            } catch {
                // The row keeps its old constant, and so does the constraint,
                // unless required constraints conflict with the new one.
                guard case .unsatisfiableConstraint = error else {
                    let failure = Self.failure(error, adding: constraint)
                    constraint.storedConstant = oldConstant
                    throw failure
                }
                // The conflict is known: the constraint is broken, as an
                // activation would break it. If its row cannot be taken out
                // (an overflow, the work limit), it stays as it is until a
                // later change.
                guard (try? solver.removeConstraint(handle)) != nil else { return }
                record.handle = nil
                constraint.record = breakConstraint(constraint, record, because: error)
                setTreeNeedsLayoutPass()
                return
            }
        }
        // The constraint had no row (it was broken, or kept active when the
        // solver could not take it in).
        do {
            guard try addRowAgain(of: constraint, into: &record) else { return }
        } catch {
            constraint.storedConstant = oldConstant
            throw error
        }
        constraint.record = record
        setTreeNeedsLayoutPass()
    }

    /// Adds the constraint's row, built as `form`, at its priority and
    /// gives `record` its handle; if required constraints conflict, breaks
    /// it instead (see `breakConstraint`). Only a conflict is the layout's
    /// to settle: any other failure is thrown, and the solver is as it was.
    func addRowOrBreak(_ form: consuming LinearForm, of constraint: LayoutConstraint, into record: inout Record)
        throws(SolverError)
    {
        do {
            let handle = try addRow(form, for: constraint, strength: Self.strength(for: constraint.storedPriority))
            recycle(consume form)
            record.handle = handle
            record.isBroken = false
        } catch {
            recycle(consume form)
            guard case .unsatisfiableConstraint = error else { throw error }
            record = breakConstraint(constraint, record, because: error)
        }
    }

    /// The error for a solver that could not finish adding or changing a
    /// constraint for a reason other than a conflict.
    static func failure(_ error: SolverError, adding constraint: LayoutConstraint) -> LayoutError {
        .solverFailure(reason: error.description, constraint: constraint.description)
    }

    func updatePriority(of constraint: LayoutConstraint, to priority: LayoutPriority) {
        guard constraint.isIn(self), let record = constraint.record, !record.isBroken,
            var handle = record.handle
        else { return }
        try? solver.setStrength(Self.strength(for: priority), of: &handle)
        constraint.record?.handle = handle
        setTreeNeedsLayoutPass()
    }

    /// Rebuilds the solver constraints that read view state (direction,
    /// baselines, margins) for the items given, or for all when `nil`.
    func rebuildStateDependentConstraints(of items: Set<ObjectIdentifier>?) {
        beginChange()
        defer { endChange() }
        let affected = activeConstraints.filter { constraint in
            guard constraint.record?.dependsOnViewState == true else { return false }
            guard let items else { return true }
            return constraint.items.contains { items.contains(ObjectIdentifier($0)) }
        }
        // All leave before any comes back: a leading edge mirrored beside a
        // trailing edge not yet mirrored would conflict for a moment, and
        // the engine would break and report a constraint that is fine.
        for constraint in affected { deactivate(constraint) }
        for constraint in affected { activateOrReport(constraint) }
    }

    /// Re-adds a conflicting required constraint just below required and
    /// reports the conflict through the tree's issue handler.
    func breakConstraint(_ constraint: LayoutConstraint, _ record: Record, because error: SolverError) -> Record {
        var conflicting: [LayoutConstraint] = []
        if case let .unsatisfiableConstraint(_, conflicts) = error {
            // Gathered before the broken constraint goes back in, while the
            // solver's constraints are still in the caches, and in place,
            // as each copy of a long set retains every member.
            conflicting.reserveCapacity(conflicts.count + 1)
            for conflict in conflicts {
                // Every required row in the engine's solver was added for a
                // layout constraint the engine holds: an active one, or one
                // whose row could not be removed yet (`strandedRows`).
                // (A tree going away leaves in its solver rows of
                // constraints that have left it, but no view leads to that
                // engine any more.)
                guard let owner = conflict.owner else { continue }
                conflicting.append(unsafeDowncast(owner.takeUnretainedValue(), to: LayoutConstraint.self))
            }
            assert(conflicting.count == conflicts.count, "a solver constraint without its layout constraint")
            conflicting.sort { ($0.record?.serial ?? 0) < ($1.record?.serial ?? 0) }
        }
        // The constraint being broken is never in its own conflict set.
        conflicting.append(constraint)
        let standIns = insetGuideConstraints(readBy: conflicting, lastReadingOne: record.readsInsetGuide)
        if !standIns.isEmpty { conflicting.insert(contentsOf: standIns, at: conflicting.count - 1) }
        var broken = record
        broken.isBroken = true
        broken.handle = nil
        if let form = linearForm(for: constraint) {
            broken.handle = try? addRow(form, for: constraint, strength: Self.brokenStrength)
            recycle(consume form)
        }
        let report = UnsatisfiableConstraintsReport(conflicting: conflicting, broken: constraint)
        lastUnsatisfiableReport = report
        self.report(.unsatisfiable(report))
        return broken
    }

    /// The active constraints, in the order they were activated.
    var activeConstraints: [LayoutConstraint] {
        active.unsafeElements.sorted { ($0.record?.serial ?? 0) < ($1.record?.serial ?? 0) }
    }
}

extension LayoutEngine {
    /// The layout direction of `view`'s subtree changed: from now on any
    /// constraint may be mirrored, and what depends on the direction there
    /// (constraints on leading and trailing, the margins) is rebuilt.
    func directionDidChange(below view: LayoutView) {
        mayLayOutRightToLeft = true
        var items = Set<ObjectIdentifier>()
        forEachView(in: view) { subview in
            items.insert(ObjectIdentifier(subview))
            for guide in subview.layoutGuides { items.insert(ObjectIdentifier(guide)) }
            needsSync(subview)
        }
        rebuildStateDependentConstraints(of: items)
    }
}
