/// The symbols one constraint owns in the tableau.
///
/// Every constraint has a marker whose row says how much of the constraint
/// went into each row: the dummy of a required equality, the slack of an
/// inequality, the positive error of an optional equality. The marker
/// always enters its own constraint as `marker = expression + ...`, which
/// is what lets a constant change in place (see `Tableau.shiftConstant`).
struct ConstraintTag {
    var marker: Int
    /// The error of an optional inequality, or the negative error of an optional equality.
    var other: Int?
    var isEquality: Bool
    var isRequired: Bool

    /// Calls `body` with each error symbol weighed in the objective, and
    /// whether it measures a shortfall (the expression below zero) rather
    /// than an excess: none for a required constraint, the error of an
    /// optional inequality (a shortfall), both errors of an optional
    /// equality. A closure rather than an array, as every insertion and
    /// removal asks.
    func forEachError(_ body: (_ error: Int, _ isShortfall: Bool) -> Void) {
        guard let other else { return }
        if isEquality { body(marker, false) }
        body(other, true)
    }
}
