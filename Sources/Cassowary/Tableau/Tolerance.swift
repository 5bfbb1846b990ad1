/// The numerical tolerances of the solver, in one place.
enum Tolerance {
    /// Row coefficients smaller than this are dropped as round-off.
    static let coefficient = 1e-9
    /// How far a restricted variable may dip below zero and still count as feasible.
    static let feasibility = 1e-8
    /// Objective components smaller than this cancel to zero.
    static let weight = 1e-9
}
