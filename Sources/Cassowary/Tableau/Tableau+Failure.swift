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
    /// how fast they move and rebuilding them: a base for small tableaus,
    /// and `perTerm` passes over every row, counted when the call starts
    /// (`openJournal()`). A pivot costs what the rows it reaches hold, at
    /// most the whole tableau, so the limit scales with what the system
    /// makes each pivot cost: on a dense random system a call that needs
    /// a few hundred pivots through most of the tableau is not runaway,
    /// and a limit fixed in symbols cut such calls off after fifty.
    var workLimit: Int { workAllowance.base + workAllowance.perTerm * workLimitTerms }

    /// The allowance of every solver: hundreds of passes over the whole
    /// tableau, far more than a call that is not cycling or lost to
    /// round-off makes, and a base that a small tableau's calls never reach.
    static let defaultWorkAllowance = (base: 10_000_000, perTerm: 400)

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
