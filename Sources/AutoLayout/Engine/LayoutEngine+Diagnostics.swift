import Cassowary
import Foundation

extension LayoutEngine {
    /// The subtree's size under its own constraints, with the target size
    /// preferred at the fitting priorities; the live solver is untouched.
    func fittingSize(of view: LayoutView, target: CGSize, priorities: [LayoutPriority]) -> CGSize {
        beginChange()
        defer { endChange() }
        sync()
        var inside = Set<ObjectIdentifier>()
        forEachView(in: view) { subview in
            inside.insert(ObjectIdentifier(subview))
            for guide in subview.layoutGuides { inside.insert(ObjectIdentifier(guide)) }
        }
        let probe = Solver()
        for constraint in activeConstraints {
            if constraint.origin == .autoresizing, constraint.firstItem === view { continue }
            let items = constraint.items
            guard let record = constraint.record, items.allSatisfy({ inside.contains(ObjectIdentifier($0)) }),
                let form = linearForm(for: constraint)
            else { continue }
            // From the constraint, not its handle: one the live solver could
            // not take in (see `activateOrReport(_:)`) is active all the same.
            let strength = record.isBroken ? Self.brokenStrength : Self.strength(for: constraint.storedPriority)
            _ = try? probe.addConstraint(
                terms: form.terms, constant: form.constant - Double(constraint.storedConstant),
                relation: constraint.relation.solverRelation, strength: strength,
                shortfallStrength: Self.shortfallStrength(of: constraint, at: strength), owner: constraint)
            recycle(consume form)
        }
        let sizes = [(view.width, target.width), (view.height, target.height)]
        for (index, (variable, value)) in sizes.enumerated() {
            try? probe.addConstraint((variable == Double(value)) | Self.strength(for: priorities[index]))
        }
        return CGSize(width: probe.value(of: view.width), height: probe.value(of: view.height))
    }

    /// Below every priority: a probe at this level moves only what nothing else holds.
    static let probeStrength = Strength(level: 0) ?? .weak

    /// The variables of the items that can move without changing how well
    /// the constraints are met: the directions in which their layout is
    /// ambiguous. One pass over the solver answers for all the items, so a
    /// whole tree costs about what one layout pass of it costs.
    func ambiguousVariables(of items: [LayoutItem]) -> [Variable] {
        beginChange()
        defer { endChange() }
        sync()
        clearExerciseProbes()
        return solver.variablesFreeToMove(among: items.flatMap(\.variables))
    }

    /// Moves the ambiguous variables of the item to another solution that
    /// meets the constraints as well. The probes that hold them there stay,
    /// below every priority, until the next change to the constraints.
    func exerciseAmbiguity(of item: LayoutItem) {
        for variable in ambiguousVariables(of: [item]) {
            guard (try? solver.addEditVariable(variable, strength: Self.probeStrength)) != nil else { continue }
            exerciseProbes.append(variable)
            let current = solver.value(of: variable)
            try? solver.suggestValue(current + 10, for: variable)
            if abs(solver.value(of: variable) - current) < 1e-6 {
                try? solver.suggestValue(current - 10, for: variable)
            }
        }
        items.markMoved(item)
    }

    /// Removes the probes `exerciseAmbiguity` left.
    func clearExerciseProbes() {
        // Called on every change to the constraints, and there are rarely probes.
        guard !exerciseProbes.isEmpty else { return }
        for variable in exerciseProbes { try? solver.removeEditVariable(variable) }
        exerciseProbes.removeAll()
    }
}
