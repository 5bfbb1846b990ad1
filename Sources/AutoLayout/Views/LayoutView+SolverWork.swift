import Cassowary

extension LayoutView {
    /// What the solver of the view's tree has been asked to do so far, for
    /// tests that pin how much solver work a change costs; all zero while
    /// the tree has no engine. Trees that join or split move their
    /// constraints to another solver, which counts from its own start.
    package var solverOperationCounts: SolverOperationCounts {
        rootView.engineStorage?.solver.operationCounts ?? SolverOperationCounts()
    }
}
