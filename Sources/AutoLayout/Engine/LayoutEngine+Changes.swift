extension LayoutEngine {
    /// Runs one change to the engine; the issues it raises reach the tree's
    /// handler once the outermost change in progress on this engine is done.
    ///
    /// The handler is the app's code and may change anything. Called in the
    /// middle of a change (between adding a constraint to the solver and to
    /// the list of active constraints, or halfway through a loop over that
    /// list) it would see, and corrupt, a half-made state. So issues wait
    /// until the engine is consistent again, as UIKit calls its hook, and
    /// the handler's own changes then run as any other change. A change that
    /// spans engines calls into the second only as its last step, so no
    /// engine is left half-changed when a handler runs.
    ///
    /// Nothing may touch the engine after its outermost change returns: the
    /// handler may have let go of the tree and, with it, of the engine.
    @inline(__always)
    func perform<Result, Failure: Error>(_ change: () throws(Failure) -> Result) throws(Failure) -> Result {
        beginChange()
        defer { endChange() }
        return try change()
    }

    func beginChange() {
        changeDepth += 1
    }

    /// Ends a change; at the outermost, tries again what the solver could
    /// not finish (see `settleLeftoverRows()`) and hands the issues raised
    /// to the handler.
    func endChange() {
        changeDepth -= 1
        guard changeDepth == 0 else { return }
        if !strandedRows.isEmpty || !unplacedConstraints.isEmpty { settleLeftoverRows() }
        guard !deferredIssues.isEmpty else { return }
        let issues = deferredIssues
        deferredIssues.removeAll()
        Self.deliver(issues, to: root)
    }

    /// Tells the tree's issue handler: at once outside a change, at its end inside one.
    func report(_ issue: LayoutIssue) {
        guard changeDepth == 0 else {
            deferredIssues.append(issue)
            return
        }
        Self.deliver([issue], to: root)
    }

    /// Static, and reading the handler once: the handler may let go of the
    /// tree, and the engine with it, so nothing of either is read after it runs.
    private static func deliver(_ issues: [LayoutIssue], to root: LayoutView?) {
        guard let handler = root?.layoutIssueHandler else { return }
        for issue in issues { handler(issue) }
    }
}
