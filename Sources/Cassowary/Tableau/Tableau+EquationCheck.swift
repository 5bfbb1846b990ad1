extension Tableau {
    /// Pivots after which a call checks every equation: one per so many
    /// symbols, so that a check, which costs the equations' size, adds a
    /// constant share to each pivot, as a rebuild does.
    static let symbolsPerEquationCheckPivot = 64

    /// Whether enough pivots have passed since the last check. A check
    /// that falls due is made by the next call, pivoting or not.
    var isEquationCheckDue: Bool {
        pivotsSinceEquationCheck > 0
            && pivotsSinceEquationCheck * Self.symbolsPerEquationCheckPivot >= symbolCount
    }

    /// Checks, when it is due, that the values satisfy every constraint's
    /// equation, and if one misses, rebuilds the rows from the equations
    /// and re-optimizes, within the call.
    ///
    /// Round-off in the rows is invisible while the symbols it multiplies
    /// are parametric (zero), and a later pivot that moves one of them far
    /// turns it into a required constraint broken by whole points: a
    /// removal that pivots its marker in on a long, badly scaled row, say.
    /// The periodic rebuild (`isRefactorDue`) bounds the drift on average;
    /// this check catches the calls whose answers it has spoiled.
    mutating func checkEquationsIfDue() {
        guard failure == nil, isEquationCheckDue else { return }
        // The re-optimization's own pivots count toward the next check.
        pivotsSinceEquationCheck = 0
        guard worstEquationResidual() > equationResidualBound else { return }
        refactor()
        // As in `rebuild()`: a conflict the drift had hidden among accepted
        // constraints cannot be refused now.
        _ = dualOptimize()
        optimize()
        // A rebuild the call's failure undoes leaves the drift: check again at the next call.
        if failure != nil { pivotsSinceEquationCheck = max(1, symbolCount) }
    }

    /// How far the values miss the constraints' equations: the largest
    /// residual of one, relative to the magnitudes it sums (at least one).
    mutating func worstEquationResidual() -> Double {
        refreshValues()
        var worst = 0.0, termCount = 0
        values.withUnsafeBufferPointer { values in
            rows.forEachEquation { constant, sign, terms in
                var sum = 0.0, magnitude = abs(constant)
                for term in terms {
                    let product = term.coefficient * values[term.symbol]
                    sum += product
                    magnitude += abs(product)
                }
                termCount += terms.count
                worst = max(worst, abs(constant + sign * sum) / max(1, magnitude))
            }
        }
        workCount &+= termCount
        return worst
    }

    /// Records how closely freshly rebuilt rows meet the equations: on a
    /// system of widely scaled coefficients, round-off in the elimination
    /// itself can exceed `Tolerance.equationResidual`, and a check held to
    /// that would rebuild at every turn for nothing.
    mutating func noteRebuiltResidual() {
        equationResidualBound = max(Tolerance.equationResidual, 10 * worstEquationResidual())
    }
}
