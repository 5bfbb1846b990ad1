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
        let probe = SymbolProbe()
        for constraint in activeConstraints {
            if constraint.origin == .autoresizing, constraint.firstItem === view { continue }
            let items = constraint.items
            guard let record = constraint.record, items.allSatisfy({ inside.contains(ObjectIdentifier($0)) }),
                let form = linearForm(for: constraint, in: probe)
            else { continue }
            // From the constraint, not its handle: one the live solver could
            // not take in (see `activateOrReport(_:)`) is active all the same.
            let strength = record.isBroken ? Self.brokenStrength : Self.strength(for: constraint.storedPriority)
            _ = try? probe.solver.addConstraint(
                terms: form.terms, constant: form.constant - Double(constraint.storedConstant),
                relation: constraint.relation.solverRelation, strength: strength,
                shortfallStrength: Self.shortfallStrength(of: constraint, at: strength), owner: constraint)
            recycle(consume form)
        }
        let symbols = probe.symbols(of: view)
        let sizes = [(symbols.width, target.width), (symbols.height, target.height)]
        for (index, (symbol, value)) in sizes.enumerated() {
            _ = try? probe.solver.addConstraint(
                terms: [ExternalTerm(symbol)], constant: -Double(value), relation: .equal,
                strength: Self.strength(for: priorities[index]), owner: probe)
        }
        return CGSize(width: probe.solver.value(of: symbols.width), height: probe.solver.value(of: symbols.height))
    }

    /// Below every priority: a probe at this level moves only what nothing else holds.
    static let probeStrength = Strength(level: 0) ?? .weak

    /// The parts of the items' rectangles that can move without changing
    /// how well the constraints are met: the directions in which their
    /// layout is ambiguous, item by item in the order given. One pass over
    /// the solver answers for all the items, so a whole tree costs about
    /// what one layout pass of it costs.
    func ambiguousParts(of items: [LayoutItem]) -> [(item: LayoutItem, part: ItemPart, symbol: ExternalSymbol)] {
        beginChange()
        defer { endChange() }
        sync()
        clearExerciseProbes()
        // An item the sync's measuring moved to another tree has no symbols here.
        // A guide inset from its view moves part by part with the view.
        let parts = items.flatMap { item in
            let view = item.isInsetGuide ? unsafeDowncast(item, to: LayoutGuide.self).owningView : nil
            return (symbols(of: item) ?? view.flatMap(symbols(of:)))?.parts.map { (item, $0.part, $0.symbol) } ?? []
        }
        let free = Set(solver.externalsFreeToMove(among: parts.map(\.2)))
        return parts.filter { free.contains($0.2) }.map { (item: $0.0, part: $0.1, symbol: $0.2) }
    }

    /// Moves the ambiguous parts of the item to another solution that
    /// meets the constraints as well, each held by a constraint below every
    /// priority, as an edit would, until the next change to the constraints.
    func exerciseAmbiguity(of item: LayoutItem) {
        for (_, _, symbol) in ambiguousParts(of: [item]) {
            let current = solver.value(of: symbol)
            guard
                let probe = try? solver.addConstraint(
                    terms: [ExternalTerm(symbol)], constant: -(current + 10), relation: .equal,
                    strength: Self.probeStrength, owner: self)
            else { continue }
            exerciseProbes.append(probe)
            if abs(solver.value(of: symbol) - current) < 1e-6 {
                try? solver.setConstant(-(current - 10), of: probe)
            }
        }
        items.markMoved(item)
    }

    /// Removes the probes `exerciseAmbiguity` left.
    func clearExerciseProbes() {
        // Called on every change to the constraints, and there are rarely probes.
        guard !exerciseProbes.isEmpty else { return }
        for probe in exerciseProbes { try? solver.removeConstraint(probe) }
        exerciseProbes.removeAll()
    }
}
