import AutoLayout
import LayoutBuilding

extension LayoutDocument {
    /// Makes the views and guides, activates every constraint in one batch
    /// and lays the tree out.
    ///
    /// Conflicts between the constraints do not throw: the engine breaks a
    /// constraint as it always does, and the tree's
    /// ``LayoutTree/diagnostics`` point at the lines involved. Issues after
    /// this call go to the root's `layoutIssueHandler` (by default, standard error).
    ///
    /// ```swift
    /// let tree = try LayoutDocument(parsing: text, file: "card.layout").build()
    /// for diagnostic in tree.diagnostics { print(diagnostic) }
    /// ```
    ///
    /// - Throws: ``LayoutSpecError`` at the first item or line that cannot
    ///   be built: an unknown or repeated name, anchors that do not relate
    ///   (a position to a size, `leading` to `left`, across axes), a
    ///   position equal to a number, a number that is not finite or outside
    ///   the engine's limits, a priority outside (0, 1000], a visual
    ///   format that does not build. No constraint is then active.
    public func build() throws(LayoutSpecError) -> LayoutTree {
        let (root, items) = try ViewBuilder(self).build()
        var assembly = ConstraintAssembly(self, items: items)
        try assembly.build()
        let collector = IssueCollector()
        root.layoutIssueHandler = { collector.issues.append($0) }
        defer { root.layoutIssueHandler = LayoutView.printIssue }
        do {
            try ConstraintBatch.activate(assembly.constraints)
        } catch {
            throw activationError(error)
        }
        root.layoutIfNeeded()
        return LayoutTree(
            file: file, root: root, items: items, constraints: assembly.constraints,
            positions: assembly.positions, issues: collector.issues)
    }

    /// The engine's error at the line of the constraint it names.
    private func activationError(_ error: LayoutError) -> LayoutSpecError {
        guard case let .located(inner, location) = error else {
            return LayoutSpecError(file, root.position, "\(error)")
        }
        let position = self.constraints.first { $0.position?.line == location.line }?.position
        return LayoutSpecError(file, position, "\(inner)")
    }
}

/// Gathers what the engine reports while a document is built.
final class IssueCollector {
    var issues: [LayoutIssue] = []
}
