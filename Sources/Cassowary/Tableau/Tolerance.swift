/// The numerical tolerances of the solver, in one place. Each is relative
/// to the magnitudes a number was computed from, so a system of
/// coefficients around 1e-9 or 1e9 solves as one around 1 does.
enum Tolerance {
    /// A sum smaller than this times the sum of the magnitudes of its terms
    /// is round-off from a cancellation, and is zero. Far above one
    /// rounding: round-off compounds through the chain of rows a value is
    /// expanded from, and a noise entry kept is a noise pivot later.
    static let cancellation = 1e-7
    /// A row constant smaller than this times the sum of the magnitudes it
    /// was added up from is round-off, and is zero. Far below
    /// `cancellation`: a constant is data (a view 1e9 wide one point short
    /// of a required size), and the rows it is summed through are rebuilt
    /// from the constraints often enough (`refactor()`) that their
    /// round-off stays within a few thousand roundings.
    static let constantCancellation = 1e-12
    /// How far a restricted variable may dip below zero and still count as
    /// feasible, at least; see `relativeFeasibility`.
    static let feasibility = 1e-8
    /// How far, relative to the magnitudes a value was summed from, a
    /// restricted variable may dip below zero and still count as feasible.
    /// Small enough that a row mixing 1e-9 and 1e9 still sees a real shortfall.
    static let relativeFeasibility = 1e-12
    /// A constraint's equation that misses zero by more than this times the
    /// magnitudes it sums (at least one) no longer holds at the values:
    /// the rows have drifted from it. Far above the round-off of a sound
    /// tableau, far below what a layout can see; a system whose rebuilt
    /// rows cannot meet it raises the bound (`Tableau.equationResidualBound`).
    static let equationResidual = 1e-9
    /// Two ratios closer than this, relative to the larger, tie in a ratio test.
    static let ratioTie = 1e-9
    /// A pivot smaller than this times the largest coefficient of its row
    /// (dual simplex) or column (primal) is taken only when there is no
    /// other: dividing by it blows the other coefficients up.
    static let pivot = 1e-9
}

extension Double {
    /// Whether this sum, of terms whose magnitudes add up to `magnitude`, is
    /// more than the round-off of computing it.
    @inline(__always)
    func isSignificant(against magnitude: Double) -> Bool {
        abs(self) > Tolerance.cancellation * magnitude
    }
}
