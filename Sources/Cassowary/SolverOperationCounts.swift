/// How many times a solver was asked to change its system, by kind, over
/// its life: what tests read to pin how much solver work a change costs
/// (a layout that changes one constant asks for one constant change and
/// nothing else). Counting is a few additions per call, which cost nothing
/// beside the call.
package struct SolverOperationCounts: Equatable, Sendable {
    /// Constraints added, one for each of an `addConstraints` call.
    package var constraintsAdded = 0
    /// Constraints removed.
    package var constraintsRemoved = 0
    /// Constants changed in place.
    package var constantsChanged = 0
    /// Strengths changed in place.
    package var strengthsChanged = 0
    /// Edit variables added.
    package var editVariablesAdded = 0
    /// Edit variables removed.
    package var editVariablesRemoved = 0
    /// Values suggested for edit variables.
    package var valuesSuggested = 0

    /// Counts, zero unless given.
    package init(
        constraintsAdded: Int = 0, constraintsRemoved: Int = 0, constantsChanged: Int = 0,
        strengthsChanged: Int = 0, editVariablesAdded: Int = 0, editVariablesRemoved: Int = 0,
        valuesSuggested: Int = 0
    ) {
        self.constraintsAdded = constraintsAdded
        self.constraintsRemoved = constraintsRemoved
        self.constantsChanged = constantsChanged
        self.strengthsChanged = strengthsChanged
        self.editVariablesAdded = editVariablesAdded
        self.editVariablesRemoved = editVariablesRemoved
        self.valuesSuggested = valuesSuggested
    }

    /// The operations counted in `later` since `earlier`.
    package static func - (later: SolverOperationCounts, earlier: SolverOperationCounts) -> SolverOperationCounts {
        SolverOperationCounts(
            constraintsAdded: later.constraintsAdded - earlier.constraintsAdded,
            constraintsRemoved: later.constraintsRemoved - earlier.constraintsRemoved,
            constantsChanged: later.constantsChanged - earlier.constantsChanged,
            strengthsChanged: later.strengthsChanged - earlier.strengthsChanged,
            editVariablesAdded: later.editVariablesAdded - earlier.editVariablesAdded,
            editVariablesRemoved: later.editVariablesRemoved - earlier.editVariablesRemoved,
            valuesSuggested: later.valuesSuggested - earlier.valuesSuggested)
    }
}
