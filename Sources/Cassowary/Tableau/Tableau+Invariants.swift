extension Tableau {
    /// What breaks the tableau's invariants, or `nil`: every row names only
    /// basic symbols earlier in the order, and the column index lists every
    /// row that names a symbol and no other. The property tests check it
    /// after each call.
    func checkInvariants() -> String? {
        for symbol in 0..<symbolCount {
            for basic in columns[symbol]
            where basic >= symbolCount || rows[basic]?.terms.contains(where: { $0.symbol == symbol }) != true {
                return "column \(symbol) lists \(basic), whose row does not name it"
            }
        }
        for basic in 0..<symbolCount {
            guard let row = rows[basic] else { continue }
            for term in row.terms {
                if isBasic(term.symbol), info[term.symbol].order >= info[basic].order {
                    return
                        "row \(basic) (order \(info[basic].order)) names \(term.symbol) (order \(info[term.symbol].order))"
                }
                if !columns[term.symbol].contains(basic) { return "column \(term.symbol) misses \(basic)" }
            }
        }
        return nil
    }
}
