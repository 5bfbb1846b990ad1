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
    /// how fast they move and rebuilding them: a base that the calls on a
    /// small tableau never reach, and `perPass` passes through the rows
    /// as they were when the call began (`passCost`).
    ///
    /// A pivot finds how fast every row moves by walking from each row to
    /// the rows that name its basic symbol, reading each of those: at most
    /// the sum of the squares of the rows' lengths. On a layout's short
    /// rows that is a few times the terms, and the limit stays tight; on a
    /// dense random system it is the whole factored basis per pivot, and a
    /// limit fixed in symbols cut off calls a few pivots in (the uniform
    /// 2,000 x 6,000 system from its 1,340th row, issue 28).
    var workLimit: Int { workAllowance.base + workAllowance.perPass * passCostAtBegin }

    /// The allowance of every solver: hundreds of passes through the whole
    /// tableau, three times what the costliest call of the first 1,870 rows
    /// of the uniform 2,000 x 6,000 system needs (132), and far more than
    /// a call that is not cycling or lost to round-off makes.
    static let defaultWorkAllowance = (base: 50_000_000, perPass: 400)

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
