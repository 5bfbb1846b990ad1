/// One symbol with its coefficient in a row.
struct RowTerm {
    var symbol: Int
    var coefficient: Double
}

/// A linear form `constant + sum(coefficient * symbol)`.
///
/// As a tableau row it gives the value of its basic symbol. The terms may
/// name parametric symbols and, lazily, other basic symbols whose rows come
/// earlier in the tableau's order (see ``Tableau``).
struct Row {
    var constant: Double
    var terms: [RowTerm]

    init(constant: Double = 0, terms: [RowTerm] = []) {
        self.constant = constant
        self.terms = terms
    }

    func coefficient(of symbol: Int) -> Double {
        for term in terms where term.symbol == symbol { return term.coefficient }
        return 0
    }

    /// Turns an equation `0 = self` into the row giving `symbol`, in place.
    mutating func solve(for symbol: Int) {
        guard let (index, scale) = solvingTerm(for: symbol) else { return }
        terms.remove(at: index)
        constant *= scale
        for position in terms.indices { terms[position].coefficient *= scale }
    }

    /// Where the symbol's term is, and the factor that solves `0 = self`
    /// for it (see also `RowStore.set(_:solving:)`).
    func solvingTerm(for symbol: Int) -> (index: Int, scale: Double)? {
        guard let index = terms.firstIndex(where: { $0.symbol == symbol }) else {
            assertionFailure("solving for a symbol absent from the row")
            return nil
        }
        return (index, -1 / terms[index].coefficient)
    }
}
