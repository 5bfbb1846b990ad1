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

    /// For an equation `0 = self`, the row giving `symbol`.
    func solved(for symbol: Int) -> Row {
        let pivot = coefficient(of: symbol)
        assert(pivot != 0, "solving for a symbol absent from the row")
        var result = Row(constant: -constant / pivot)
        result.terms.reserveCapacity(terms.count - 1)
        for term in terms where term.symbol != symbol {
            result.terms.append(RowTerm(symbol: term.symbol, coefficient: -term.coefficient / pivot))
        }
        return result
    }
}
