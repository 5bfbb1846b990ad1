extension Tableau {
    /// What shifting a marker's constant touches, kept while the rows keep
    /// their shape, in one array: first the rows that name the marker, with
    /// its coefficient in each; then how fast each basic symbol moves with it
    /// (see `derivatives(of:)`): external symbols, then slacks and errors,
    /// then dummies, so the loops that move values need not look kinds up.
    struct ShiftCache {
        var terms: [RowTerm] = []
        var directCount = 0
        var externalCount = 0
        /// The slacks and errors, bounded below by zero, after the externals.
        var boundedBelowCount = 0
        /// The `structureVersion` the cache was made at; older is stale.
        var version = -1
        /// The constants of the rows that name the marker, then of the
        /// marker's own row, before the current call shifted them: the
        /// journal's record of a shift (`Journal.ShiftRecord`).
        var savedConstants: [Double] = []
    }

    /// Changes the constant of the constraint's equation to `newConstant`
    /// in place, by `delta`: the marker `m` enters its constraint as
    /// `m = expression + ...`, so the new system is the old one with `m`
    /// replaced by `m - delta`. Only the rows that name
    /// `m` change their constant. Values move by the marker's derivatives,
    /// cached while the rows keep their shape, so repeated suggestions for
    /// an edit variable cost what moves: a multiply-add per moving symbol.
    ///
    /// The equation takes `newConstant` itself, not its old constant plus
    /// `delta`: it is where the solver reads the constraint's constant
    /// back (`Solver.State.constant(ofMarker:relation:)`), exactly as given.
    mutating func shiftConstant(_ tag: ConstraintTag, to newConstant: Double) -> ConflictRow? {
        let marker = tag.marker
        let equationConstant = rows.equationConstant(of: marker)
        assert(equationConstant != nil, "a constant shifted for a marker without its equation")
        // `m` replaced by `m - delta` in `0 = expression - m + ...`.
        let delta = newConstant - (equationConstant ?? 0)
        rows.setEquationConstant(newConstant, of: marker)
        refreshValues()
        if info[marker].shiftSlot < 0 {
            info[marker].shiftSlot = Int32(shiftCaches.count)
            shiftCaches.append(ShiftCache())
        }
        let slot = Int(info[marker].shiftSlot)
        if shiftCaches[slot].version != structureVersion {
            shiftCaches[slot] = makeShiftCache(marker)
        }
        journal.noteShift(Journal.ShiftRecord(marker: marker, slot: slot, equationConstant: equationConstant))
        // Rows naming a basic marker got -delta in their constant and get
        // +delta through its value: only the marker moves, as its cache says.
        let amount = isBasic(marker) ? delta : -delta
        // The terms alone, not the whole cache: a copy of the cache would
        // share `savedConstants` and make writing them copy the array.
        let terms = shiftCaches[slot].terms
        let rateStart = shiftCaches[slot].directCount
        let boundedStart = rateStart + shiftCaches[slot].externalCount
        let dummyStart = boundedStart + shiftCaches[slot].boundedBelowCount
        terms.withUnsafeBufferPointer { terms in
            shiftCaches[slot].savedConstants.withUnsafeMutableBufferPointer { saved in
                rows.withUnsafeMutableSpans { spans in
                    // Saved whether or not the call is journaled: one store
                    // each, cheaper than a test in the loop.
                    for index in 0..<rateStart {
                        // Basic while the cache is current.
                        let symbol = terms[index].symbol
                        guard spans[symbol].hasRow else { continue }
                        let constant = spans[symbol].constant
                        saved[index] = constant
                        spans[symbol].constant = constant - delta * terms[index].coefficient
                    }
                    saved[rateStart] = spans[marker].hasRow ? spans[marker].constant : 0
                    if spans[marker].hasRow { spans[marker].constant += delta }
                }
            }
            move(
                externals: UnsafeBufferPointer(rebasing: terms[rateStart..<boundedStart]),
                boundedBelow: UnsafeBufferPointer(rebasing: terms[boundedStart..<dummyStart]),
                dummies: UnsafeBufferPointer(rebasing: terms[dummyStart...]), by: amount)
        }
        return dualOptimize()
    }

    private mutating func makeShiftCache(_ marker: Int) -> ShiftCache {
        var cache = ShiftCache()
        for basic in columns[marker] {
            guard let coefficient = rows.coefficient(of: marker, inRowOf: basic) else { continue }
            cache.terms.append(RowTerm(symbol: basic, coefficient: coefficient))
        }
        cache.directCount = cache.terms.count
        cache.savedConstants = Array(repeating: 0, count: cache.directCount + 1)
        let rates = isBasic(marker) ? [RowTerm(symbol: marker, coefficient: 1)] : derivatives(of: marker)
        for rate in rates where info[rate.symbol].kind == .external { cache.terms.append(rate) }
        cache.externalCount = cache.terms.count - cache.directCount
        for rate in rates where info[rate.symbol].kind == .slack || info[rate.symbol].kind == .error {
            cache.terms.append(rate)
        }
        cache.boundedBelowCount = cache.terms.count - cache.directCount - cache.externalCount
        for rate in rates where info[rate.symbol].kind == .dummy { cache.terms.append(rate) }
        cache.version = structureVersion
        return cache
    }

    /// Moves each symbol by `rate * amount`, noting moved externals and
    /// restricted symbols pushed out of bounds. The hot loop of a
    /// suggestion, so it works on the arrays directly, keeps each new value
    /// in a register, and tests each run of symbols against the bound of
    /// its kind, which `isOutOfBounds` folds to one comparison.
    private mutating func move(
        externals: UnsafeBufferPointer<RowTerm>,
        boundedBelow: UnsafeBufferPointer<RowTerm>,
        dummies: UnsafeBufferPointer<RowTerm>,
        by amount: Double
    ) {
        var allFinite = true
        values.withUnsafeMutableBufferPointer { values in
            changedMarks.withUnsafeMutableBufferPointer { marks in
                for rate in externals {
                    let symbol = rate.symbol
                    let value = values[symbol] + rate.coefficient * amount
                    values[symbol] = value
                    if !value.isFinite { allFinite = false }
                    if !marks[symbol] {
                        marks[symbol] = true
                        changedExternals.append(symbol)
                    }
                }
                for rate in boundedBelow {
                    let symbol = rate.symbol
                    let value = values[symbol] + rate.coefficient * amount
                    values[symbol] = value
                    if !value.isFinite { allFinite = false }
                    if Self.isOutOfBounds(.slack, value) { infeasible.append(symbol) }
                }
                for rate in dummies {
                    let symbol = rate.symbol
                    let value = values[symbol] + rate.coefficient * amount
                    values[symbol] = value
                    if !value.isFinite { allFinite = false }
                    if Self.isOutOfBounds(.dummy, value) { infeasible.append(symbol) }
                }
            }
        }
        if !allFinite { failure = .overflow }
    }
}
