extension Solver.State {
    mutating func dump() -> String {
        tableau.refreshValues()
        var lines = ["Objective:"]
        var objectiveTerms: [String] = []
        for symbol in 0..<tableau.symbolCount where !tableau.objective.isZero(symbol) {
            objectiveTerms.append("  (\(tableau.objective[symbol])) * \(name(of: symbol))")
        }
        lines += objectiveTerms.isEmpty ? ["  0"] : objectiveTerms
        lines.append("Rows:")
        let basics = (0..<tableau.symbolCount)
            .filter { tableau.isBasic($0) }
            .sorted { tableau.info[$0].order < tableau.info[$1].order }
        for basic in basics {
            guard let row = tableau.rows[basic] else { continue }
            var text = "  \(name(of: basic)) = \(formatNumber(row.constant))"
            for term in row.terms {
                let sign = term.coefficient < 0 ? "-" : "+"
                text += " \(sign) \(formatNumber(abs(term.coefficient))) * \(name(of: term.symbol))"
            }
            lines.append(text + "    [= \(formatNumber(tableau.values[basic]))]")
        }
        lines.append("Edit variables:")
        for (variable, value) in editVariables.sorted(by: { $0.variable.name < $1.variable.name }) {
            lines.append("  \(variable) <- \(formatNumber(value))")
        }
        lines.append("Constraints:")
        for record in recordsInOrder {
            let expression = Expression(
                record.constraint.expression.terms,
                constant: constant(ofMarker: record.tag.marker, relation: record.constraint.relation))
            lines.append(
                "  \(expression) \(record.constraint.relation) 0 | \(record.constraint.strengthText(strength(of: record)))"
            )
        }
        // Those added through handles, as the tableau keeps their equations.
        let heldMarkers = (0..<entries.count).filter {
            if case .heldMarker = entries[$0].role { true } else { false }
        }
        for marker in heldMarkers.sorted(by: { entries[$0].serial < entries[$1].serial }) {
            guard case .heldMarker(let owner, _) = entries[marker].role,
                let constraint = heldConstraint(of: marker, owner: owner.takeUnretainedValue())
            else { continue }
            let isOptional =
                tableau.rows.equation(of: marker)?.terms.contains { tableau.info[$0.symbol].kind == .error } == true
            lines.append(
                "  \(constraint.expression) \(constraint.relation) 0 | \(isOptional ? "optional" : "required"), held")
        }
        return lines.joined(separator: "\n")
    }

    private func name(of symbol: Int) -> String {
        switch tableau.info[symbol].kind {
        case .external:
            if symbol < entries.count, let variable = entries[symbol].variable { return variable.description }
            return "x\(symbol)"
        case .slack: return "s\(symbol)"
        case .error: return "e\(symbol)"
        case .dummy: return "d\(symbol)"
        }
    }
}

extension Solver {
    /// A readable dump of the solver's state for debugging: the objective,
    /// every row with its value, the edit variables and the constraints.
    ///
    /// Symbols are shown as variable names, `s` (slack), `e` (error) and
    /// `d` (dummy) followed by their number. A row may name another basic
    /// symbol: rows are kept factored, each naming only rows listed above it.
    public func dump() -> String {
        state.dump()
    }
}
