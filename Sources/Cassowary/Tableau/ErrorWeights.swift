/// What one unit of each error of an optional constraint costs in the
/// objective: the constraint's weight on both sides, or for a soft equality
/// weighed apart on each side, one weight for its excess and another for
/// its shortfall. Zero for a required constraint, which has no errors.
struct ErrorWeights {
    /// The cost of the expression rising above zero (an equality's positive error).
    var excess: SymbolicWeight
    /// The cost of the expression falling below zero (an inequality's error,
    /// an equality's negative error).
    var shortfall: SymbolicWeight

    init(_ weight: SymbolicWeight, shortfall: SymbolicWeight? = nil) {
        excess = weight
        self.shortfall = shortfall ?? weight
    }

    var isRequired: Bool { excess.isZero }

    /// The weight of one error of a constraint, as ``ConstraintTag/forEachError(_:)`` names it.
    subscript(isShortfall: Bool) -> SymbolicWeight { isShortfall ? shortfall : excess }

    /// The change from `old` to these weights, side by side.
    func subtracting(_ old: ErrorWeights) -> ErrorWeights {
        var difference = self
        difference.excess.add(old.excess, times: -1)
        difference.shortfall.add(old.shortfall, times: -1)
        return difference
    }
}
