import Cassowary
import Foundation

/// What the solver could not finish: rows it could not take out, and rows
/// of active constraints it could not add. Neither happens in a layout
/// that is not pathological (a number near `Double`'s range, more work
/// than one change may do); the engine then keeps the constraints as the
/// user left them and tries again as each change ends.
extension LayoutEngine {
    /// Takes a constraint's row out of the solver. A removal the solver
    /// cannot finish (an overflow, the work limit) leaves the row in, its
    /// marker naming the constraint without retaining it: the engine keeps
    /// the constraint alive while the row stays, so that a later conflict
    /// never reads a constraint that is gone, and tries the removal again
    /// as each change ends (see `settleLeftoverRows()`).
    func removeRow(_ handle: ConstraintHandle, of constraint: LayoutConstraint) {
        do {
            try solver.removeConstraint(handle)
        } catch {
            strandedRows.append(StrandedRow(constraint: constraint, handle: handle))
        }
    }

    /// Takes out the row the constraint left in the solver when it was
    /// last removed, before the constraint goes in again: beside its new
    /// row, the old one would hold the constraint twice, and a change of
    /// constant or baseline between them would read as a conflict with itself.
    func removeStrandedRow(of constraint: LayoutConstraint) throws(LayoutError) {
        guard let index = strandedRows.firstIndex(where: { $0.constraint === constraint }) else { return }
        do {
            try solver.removeConstraint(strandedRows[index].handle)
        } catch {
            throw Self.failure(error, adding: constraint)
        }
        strandedRows.remove(at: index)
        setTreeNeedsLayoutPass()
    }

    /// Adds again, as an activation adds it, the row of an active constraint
    /// that has none (broken, or kept without one), after any row it left
    /// when it was last removed. `false` when an item of it is gone: the
    /// constraint is then deactivated, as without a row it cannot stay.
    ///
    /// - Throws: ``LayoutError/solverFailure(reason:constraint:)`` when the
    ///   solver cannot finish either step; `record` and the solver are then
    ///   as they were.
    func addRowAgain(of constraint: LayoutConstraint, into record: inout Record) throws(LayoutError) -> Bool {
        if !strandedRows.isEmpty { try removeStrandedRow(of: constraint) }
        guard let form = linearForm(for: constraint) else {
            deactivate(constraint)
            return false
        }
        var placed = record
        do {
            try addRowOrBreak(form, of: constraint, into: &placed)
        } catch {
            throw Self.failure(error, adding: constraint)
        }
        record = placed
        return true
    }

    /// Activates a constraint the engine makes, or takes back in, itself,
    /// where no caller can hear of an error: one goes to the tree's issue
    /// handler. A constraint the solver cannot take in (see
    /// ``LayoutError/solverFailure(reason:constraint:)``) stays active, as
    /// its user left it, without a row until a later change can add one:
    /// UIKit never deactivates a constraint of its own accord.
    func activateOrReport(_ constraint: LayoutConstraint) {
        do {
            try activate(constraint)
        } catch {
            report(.error(error))
            guard case .solverFailure = error, let form = linearForm(for: constraint) else { return }
            let record = newRecord(for: constraint, readingInsetGuide: !form.insetGuidesRead.isEmpty)
            listAsReader(constraint, of: form.insetGuidesRead)
            recycle(form)
            enlist(constraint, record)
            unplacedConstraints.append(constraint)
        }
    }

    /// Moves the constant of a constraint the engine made, where no caller
    /// can hear of an error: one goes to the tree's issue handler, and the
    /// constraint keeps its old constant.
    func setConstantOrReport(_ constraint: LayoutConstraint, _ value: CGFloat) {
        do { try constraint.setConstant(value) } catch { report(.error(error)) }
    }

    /// Tries again, in a change of its own, what earlier changes left: the
    /// rows the solver could not take out, then the rows of active
    /// constraints it could not add. Only once the solver has changed
    /// since the last try: until then it fails the same way, and a try
    /// that meets the work limit costs a fraction of a second. Out of
    /// line: every change ends by asking, and almost never has any.
    @inline(never)
    func settleLeftoverRows() {
        guard solver.operationCounts != leftoversTriedAt else { return }
        beginChange()
        // Not `endChange()`: this runs as the outermost change ends, and
        // delivers nothing itself.
        defer { changeDepth -= 1 }
        if !strandedRows.isEmpty { removeStrandedRows() }
        if !unplacedConstraints.isEmpty { placeUnplacedConstraints() }
        // After the tries, which the counts include.
        leftoversTriedAt = strandedRows.isEmpty && unplacedConstraints.isEmpty ? nil : solver.operationCounts
    }

    /// Tries again the removals the solver could not finish, keeping those
    /// it still cannot.
    private func removeStrandedRows() {
        var remaining: [StrandedRow] = []
        for row in strandedRows where (try? solver.removeConstraint(row.handle)) == nil {
            remaining.append(row)
        }
        if remaining.count < strandedRows.count { setTreeNeedsLayoutPass() }
        strandedRows = remaining
    }

    /// Adds the rows of the constraints kept active without one, as an
    /// activation adds them, keeping those the solver still cannot take
    /// in. A constraint given a row by a change of constant since leaves
    /// the list; a deactivation takes it out at once (see `deactivate(_:)`).
    private func placeUnplacedConstraints() {
        let waiting = unplacedConstraints
        unplacedConstraints = []
        for constraint in waiting {
            guard constraint.isIn(self), var record = constraint.record, record.handle == nil, !record.isBroken
            else { continue }
            do {
                guard try addRowAgain(of: constraint, into: &record) else { continue }
            } catch {
                unplacedConstraints.append(constraint)
                continue
            }
            constraint.record = record
            setTreeNeedsLayoutPass()
        }
    }
}
