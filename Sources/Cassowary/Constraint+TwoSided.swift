extension Constraint {
    /// A soft equality `expression == 0` whose excess (the expression above
    /// zero) is weighed at `excess` and whose shortfall (below zero) at
    /// `shortfall`; `nil` when either strength is required.
    ///
    /// It holds as `expression <= 0 | excess` and `expression >= 0 | shortfall`
    /// would together, with one row and two error symbols in the solver
    /// instead of two rows and four symbols: a layout engine's intrinsic
    /// size, with hugging above and compression resistance below, is one.
    /// Its ``strength`` is `excess`, and changing it in place leaves the
    /// shortfall's strength as it is.
    package convenience init?(
        _ expression: Expression, weighingExcessAt excess: Strength, shortfallAt shortfall: Strength,
        owner: AnyObject? = nil
    ) {
        guard !excess.isRequired, !shortfall.isRequired else { return nil }
        self.init(expression, .equal, strength: excess, shortfallStrength: shortfall, owner: owner)
    }

    /// The weights of the constraint's errors at a strength in place of its own.
    func errorWeights(at strength: Strength) -> ErrorWeights {
        ErrorWeights(strength.weight, shortfall: shortfallStrength?.weight)
    }
}
