extension Tableau {
    /// Why a call cannot finish: the caller rolls it back and reports it.
    enum Failure: Equatable {
        /// A coefficient or value left `Double`'s range.
        case overflow
        /// The call used up its pivots (`pivotLimit`).
        case workLimit(pivots: Int)
    }

    /// Pivots after which a call switches to the rules that cannot cycle:
    /// the stable rules are faster, Bland's rule is sure to end.
    var cycleGuardPivots: Int { 500 + symbolCount / 4 }

    /// The most pivots one call may make: far more than any call that is
    /// not cycling or lost to round-off needs.
    var pivotLimit: Int { 2_000 + 4 * symbolCount }

    /// Whether the call has pivoted long enough to suspect a cycle.
    var isCycleSafe: Bool { pivotCount >= cycleGuardPivots }

    /// Counts a pivot against the call's limit; `false` when it is used up.
    mutating func spendPivot() -> Bool {
        pivotCount += 1
        guard pivotCount <= pivotLimit else {
            failure = .workLimit(pivots: pivotLimit)
            return false
        }
        return true
    }
}
