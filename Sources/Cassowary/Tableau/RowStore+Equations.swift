/// The constraints' equations `0 = row`, kept in the rows' buffer and read
/// back as they were given, whatever their layout (`EquationLayout`).
extension RowStore {
    /// Where an equation is and how it is laid out, as the journal saves it.
    struct EquationPlace {
        var span: Span
        var layout: EquationLayout

        static let none = EquationPlace(span: .none, layout: .plain)
    }

    /// Where the marker's equation is kept, if it ever had one.
    @inline(__always)
    private func entry(of marker: Int) -> Int? {
        let place = equationSpans.place(of: marker)
        return place >= 0 ? Int(place) : nil
    }

    /// The constant of the marker's equation, or `nil` when it has none.
    /// Inlined, as a suggestion reads it for every edit.
    @inline(__always)
    func equationConstant(of marker: Int) -> Double? {
        guard let entry = entry(of: marker) else { return nil }
        let span = equationSpans.entries[entry]
        return span.hasRow ? span.constant : nil
    }

    /// Changes the constant of the marker's equation, if it has one.
    @inline(__always)
    mutating func setEquationConstant(_ constant: Double, of marker: Int) {
        guard let entry = entry(of: marker), equationSpans.entries[entry].hasRow else { return }
        equationSpans.entries[entry].constant = constant
    }

    func equationPlace(of marker: Int) -> EquationPlace {
        guard let entry = entry(of: marker) else { return .none }
        return EquationPlace(span: equationSpans.entries[entry], layout: equationLayouts[entry])
    }

    /// The marker's equation as it was given, or `nil`.
    func equation(of marker: Int) -> Row? {
        let place = equationPlace(of: marker)
        let span = place.span
        guard span.hasRow else { return nil }
        let stored = terms.unsafeElements[span.range]
        let layout = place.layout
        guard layout.isSolved, let subject = stored.last?.symbol else {
            return Row(constant: span.constant, terms: Array(stored))
        }
        // Stored as the row `subject = constant * scale + terms * scale`
        // with scale `-1 / a`, then the subject: a symbol's term is `-a`
        // times its coefficient in the row, a sign change at most, and the
        // subject's stood at its place.
        let coefficient = layout.subjectCoefficient
        var given = Array(stored)
        given.withUnsafeMutableBufferPointer { given in
            let last = given.count - 1
            if coefficient == 1 {
                for index in 0..<last { given[index].coefficient = -given[index].coefficient }
            }
            var place = last
            while place > layout.subjectPosition {
                given[place] = given[place - 1]
                place -= 1
            }
            given[place] = RowTerm(symbol: subject, coefficient: coefficient)
        }
        return Row(constant: span.constant, terms: given)
    }

    /// Calls `body` with every equation, in the order of their places,
    /// read in place: the equation as given is `0 = constant + sign *
    /// terms`. A solved layout (`EquationLayout`) keeps the subject last and
    /// the rest with their signs changed where its coefficient is 1: the
    /// sign, 1 or -1, puts them back without a copy.
    func forEachEquation(_ body: (_ constant: Double, _ sign: Double, UnsafeBufferPointer<RowTerm>) -> Void) {
        let all = terms.unsafeElements
        for entry in 0..<equationSpans.entries.count {
            let span = equationSpans.entries[entry]
            guard span.hasRow else { continue }
            let layout = equationLayouts[entry]
            let sign = layout.isSolved ? -layout.subjectCoefficient : 1
            body(span.constant, sign, UnsafeBufferPointer(rebasing: all[span.range]))
        }
    }

    /// Writes the marker's equation as given, or removes it (`nil`), and
    /// returns where it was.
    @discardableResult
    mutating func setEquation(_ marker: Int, _ equation: Row?) -> EquationPlace {
        guard let equation else { return replaceEquation(marker, with: .none) }
        return replaceEquation(marker, with: EquationPlace(span: append(equation), layout: .plain))
    }

    /// Writes the marker's equation and the row that solves it for
    /// `subject`, and returns where each was. Where the subject's
    /// coefficient is 1 or -1 the row is the first terms of the equation,
    /// laid out solved; else each is written as `setEquation(_:_:)` and
    /// `set(_:solving:)` write it.
    mutating func setEquation(_ marker: Int, _ equation: Row, solvedFor subject: Int) -> (
        equation: EquationPlace, row: Span
    ) {
        guard let (index, scale) = equation.solvingTerm(for: subject),
            let layout = EquationLayout.solved(subjectAt: index, coefficient: equation.terms[index].coefficient)
        else {
            let replaced = setEquation(marker, equation)
            return (replaced, set(subject, solving: equation))
        }
        // The scale is 1 or -1: the row's coefficients are the equation's
        // exactly, and reading the equation back undoes it exactly.
        let row = append(equation, solvedAt: index, scale: scale)
        terms.append(RowTerm(symbol: subject, coefficient: -1))
        let replacedRow = replace(subject, with: row)
        let span = Span(start: row.start, count: row.count + 1, constant: equation.constant)
        return (replaceEquation(marker, with: EquationPlace(span: span, layout: layout)), replacedRow)
    }

    /// Puts back an equation the call being rolled back replaced; its
    /// terms are still in the buffer, as a call only appends.
    mutating func restoreEquation(_ place: EquationPlace, of marker: Int) {
        _ = replaceEquation(marker, with: place)
    }

    private mutating func replaceEquation(_ marker: Int, with place: EquationPlace) -> EquationPlace {
        let old = equationPlace(of: marker)
        if old.span.count > 0 { deadTerms += Int(old.span.count) }
        if let entry = entry(of: marker) {
            equationSpans.entries[entry] = place.span
            equationLayouts[entry] = place.layout
        } else if place.span.hasRow {
            let entry = Int(equationSpans.makeEntry(place.span, for: marker))
            if entry == equationLayouts.count {
                equationLayouts.append(place.layout)
            } else {
                equationLayouts[entry] = place.layout
            }
        }
        return old
    }
}
