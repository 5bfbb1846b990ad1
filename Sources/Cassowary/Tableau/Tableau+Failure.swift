extension Tableau {
    /// Why a call cannot finish: the caller rolls it back and reports it.
    enum Failure: Equatable {
        /// A coefficient or value left `Double`'s range.
        case overflow
        /// The call used up its pivots (`pivotLimit`) or its row operations
        /// (`workLimit`), having made `pivots` pivots.
        case workLimit(pivots: Int)
    }

    /// Pivots after which a call switches to the rules that cannot cycle:
    /// the stable rules are faster, Bland's rule is sure to end.
    var cycleGuardPivots: Int { 500 + symbolCount / 4 }

    /// The most pivots one call may make: far more than any call that is
    /// not cycling or lost to round-off needs.
    var pivotLimit: Int { 2_000 + 4 * symbolCount }

    /// The most row terms one call may go through, expanding rows, finding
    /// how fast they move and rebuilding them: a tenth of a second's work
    /// on a small tableau, a few tenths on a large one. A pivot costs what
    /// the rows it reaches hold, and on a dense random system that is the
    /// whole tableau, so a call can stay under `pivotLimit` and still run
    /// for minutes.
    var workLimit: Int { workAllowance.base + workAllowance.perSymbol * symbolCount }

    /// Whether the call has pivoted long enough to suspect a cycle.
    var isCycleSafe: Bool { pivotCount >= cycleGuardPivots }

    /// Counts a pivot against the call's limits; `false` when the call has
    /// used up its pivots or its row operations.
    mutating func spendPivot() -> Bool {
        pivotCount += 1
        guard pivotCount <= pivotLimit, workCount <= workLimit else {
            failure = .workLimit(pivots: pivotCount - 1)
            return false
        }
        return true
    }
}
