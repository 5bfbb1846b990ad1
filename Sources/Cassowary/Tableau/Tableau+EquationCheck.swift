extension Tableau {
    /// Pivots after which a call that pivoted checks every equation:
    /// one per so many symbols, so that a check, which costs the
    /// equations' size, adds a constant share to each pivot, as a rebuild does.
    static let symbolsPerEquationCheckPivot = 64

    /// After a call that pivoted, checks that the values satisfy every
    /// constraint's equation, and if one misses, rebuilds the rows from
    /// the equations and re-optimizes, within the call.
    ///
    /// Round-off in the rows is invisible while the symbols it multiplies
    /// are parametric (zero), and a later pivot that moves one of them far
    /// turns it into a required constraint broken by whole points: a
    /// removal that pivots its marker in on a long, badly scaled row, say.
    /// The periodic rebuild (`isRefactorDue`) bounds the drift on average;
    /// this check catches a call whose answer it has already spoiled.
    mutating func checkEquationsIfDue() {
        guard failure == nil, pivotCount > 0,
              pivotsSinceEquationCheck * Self.symbolsPerEquationCheckPivot >= symbolCount else { return }
        pivotsSinceEquationCheck = 0
        guard !equationsHold() else { return }
        refactor()
        // As in `rebuild()`: a conflict the drift had hidden among accepted
        // constraints cannot be refused now.
        _ = dualOptimize()
        optimize()
    }

    /// Whether the values satisfy every constraint's equation, within
    /// `Tolerance.equationResidual` of the magnitudes each sums.
    private mutating func equationsHold() -> Bool {
        refreshValues()
        for marker in 0..<symbolCount {
            guard let equation = equations[marker] else { continue }
            var sum = equation.constant, magnitude = abs(equation.constant)
            for term in equation.terms {
                let product = term.coefficient * values[term.symbol]
                sum += product
                magnitude += abs(product)
            }
            workCount &+= equation.terms.count
            if abs(sum) > Tolerance.equationResidual * max(1, magnitude) { return false }
        }
        return true
    }
}
