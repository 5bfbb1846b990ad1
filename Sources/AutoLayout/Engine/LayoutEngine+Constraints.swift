import Cassowary
import Foundation

extension LayoutEngine {
    /// Adds a validated constraint whose items are all in this tree. A
    /// required constraint that conflicts is reported and broken: kept
    /// just below required, so it holds as closely as it can.
    func activate(_ constraint: LayoutConstraint) throws(LayoutError) {
        clearExerciseProbes()
        let strength = Self.strength(for: constraint.storedPriority)
        guard let (solverConstraint, base) = self.solverConstraint(for: constraint, strength: strength) else {
            throw .noCommonAncestor(first: constraint.firstItem?.debugName ?? "nil",
                                    second: constraint.secondItem?.debugName ?? "nil", constraint: constraint.description)
        }
        var record = Record(constraint: constraint, solverConstraint: solverConstraint, baseConstant: base,
                            isBroken: false, dependsOnViewState: Self.dependsOnViewState(constraint), serial: nextSerial)
        nextSerial += 1
        do {
            try solver.addConstraint(solverConstraint)
        } catch {
            record = breakConstraint(record, because: error)
        }
        records[ObjectIdentifier(constraint)] = record
        constraint.engine = self
        root?.setNeedsLayout()
    }

    func deactivate(_ constraint: LayoutConstraint) {
        clearExerciseProbes()
        guard let record = records.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        try? solver.removeConstraint(record.solverConstraint)
        constraint.engine = nil
        root?.setNeedsLayout()
    }

    func updateConstant(of constraint: LayoutConstraint, to constant: CGFloat) throws(LayoutError) {
        clearExerciseProbes()
        guard var record = records[ObjectIdentifier(constraint)] else { return }
        do {
            try solver.setConstant(record.baseConstant - Double(constant), of: record.solverConstraint)
        } catch {
            // The new constant makes required constraints conflict: break
            // this one, as an activation would.
            try? solver.removeConstraint(record.solverConstraint)
            constraint.storedConstant = constant
            guard let (rebuilt, base) = solverConstraint(for: constraint, strength: .required) else { return }
            record.solverConstraint = rebuilt
            record.baseConstant = base
            do { try solver.addConstraint(rebuilt) } catch { record = breakConstraint(record, because: error) }
            records[ObjectIdentifier(constraint)] = record
        }
        root?.setNeedsLayout()
    }

    func updatePriority(of constraint: LayoutConstraint, to priority: LayoutPriority) {
        guard let record = records[ObjectIdentifier(constraint)], !record.isBroken else { return }
        try? solver.setStrength(Self.strength(for: priority), of: record.solverConstraint)
        root?.setNeedsLayout()
    }

    /// Rebuilds the solver constraints that read view state (direction,
    /// baselines, margins) for the items given, or for all when `nil`.
    func rebuildStateDependentConstraints(of items: Set<ObjectIdentifier>?) {
        let affected = records.values.filter { record in
            guard record.dependsOnViewState else { return false }
            guard let items else { return true }
            let constraint = record.constraint
            return constraint.items
                .contains { items.contains(ObjectIdentifier($0)) }
        }
        for record in affected.sorted(by: { $0.serial < $1.serial }) {
            let constraint = record.constraint
            deactivate(constraint)
            try? activate(constraint)
        }
    }

    /// Re-adds a conflicting required constraint just below required and
    /// reports the conflict through the tree's issue handler.
    private func breakConstraint(_ record: Record, because error: SolverError) -> Record {
        var broken = record
        broken.isBroken = true
        let strength = Strength(level: Self.brokenLevel) ?? .strong
        if let (solverConstraint, base) = solverConstraint(for: record.constraint, strength: strength) {
            broken.solverConstraint = solverConstraint
            broken.baseConstant = base
            try? solver.addConstraint(solverConstraint)
        }
        var conflicting: [LayoutConstraint] = []
        if case let .unsatisfiableConstraint(_, conflicts) = error {
            let byConstraint = Dictionary(uniqueKeysWithValues: records.values.map { (ObjectIdentifier($0.solverConstraint), $0) })
            conflicting = conflicts.compactMap { byConstraint[ObjectIdentifier($0)] }
                .sorted { $0.serial < $1.serial }.map(\.constraint)
        }
        let report = UnsatisfiableConstraintsReport(conflicting: conflicting + [record.constraint], broken: record.constraint)
        root?.layoutIssueHandler(.unsatisfiable(report))
        return broken
    }

    /// The active constraints, in the order they were activated.
    var activeConstraints: [LayoutConstraint] {
        records.values.sorted { $0.serial < $1.serial }.map(\.constraint)
    }
}
