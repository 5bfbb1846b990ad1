/// Rows keyed by symbol and the constraints' equations keyed by marker,
/// their terms kept end to end in one buffer. The tableau's rows are one
/// per basic symbol; the equations `0 = row`, one per marker, are what the
/// checks and rebuilds read (`checkEquationsIfDue()`, `refactor()`), as
/// does a conflict's explanation (see `RowStore+Equations.swift`).
///
/// A row in an array of its own cost a feed cell 27 allocations to make
/// and as many frees to tear down, each with its header, for the rows
/// and as many again for the equations; the rows' frees were most of what
/// the solver's teardown missed the cache on. Here a row is a span of one
/// buffer, and the row a constraint is added with is, most often, a span
/// of its equation's terms (`setEquation(_:_:solvedFor:)`), which costs
/// no copy.
///
/// A row that changes is written anew at the end and leaves its old terms
/// behind until they seem to outnumber the live ones; a committed call
/// then counts the terms some span still covers and copies them together
/// if the rest do outnumber them (`compactIfSparse()`). A call only
/// appends, so the journal keeps the spans it replaced (`Journal.saveRow`,
/// `Journal.saveEquation`) and a rollback restores them and cuts the
/// buffer back (`Mark`).
///
/// Terms read in place (`terms(of:)`) are valid until the store next
/// changes: a write may move the buffer.
struct RowStore: ~Copyable {
    /// Where a symbol's row is in `terms`: `count` terms from `start`, or
    /// `count` -1 when the symbol has none. Offsets of 32 bits, as `Column`
    /// keeps symbols, hold a span in sixteen bytes: there is one per
    /// symbol, with a row or not.
    struct Span {
        var start: Int32 = 0
        var count: Int32 = -1
        var constant = 0.0

        static let none = Span()

        var hasRow: Bool { count >= 0 }

        /// The places of the row's terms in the buffer.
        var range: Range<Int> { Int(start)..<Int(start) + Int(count) }
    }

    /// The store's extent at the start of a call, to roll back to.
    struct Mark {
        let termCount: Int
        let deadTerms: Int
    }

    /// Each symbol's row.
    var spans = UniqueArray<Span>(capacity: 0)
    /// Each marker's equation, at a place of its own (see `SymbolSlots`):
    /// fewer than half the symbols are markers, and a span for every
    /// symbol took sixteen bytes of each of the others.
    var equationSpans = SymbolSlots<Span>()
    /// How each equation's terms are laid out, at its place in `equationSpans`.
    var equationLayouts = UniqueArray<EquationLayout>(capacity: 0)
    var terms = UniqueArray<RowTerm>(capacity: 0)
    /// Terms in `terms` that no span covers any more, as far as the store
    /// can tell from the spans replaced: a row that is part of its
    /// equation counts as dead when it is replaced, though its equation
    /// still covers it, so this is at least the true number.
    var deadTerms = 0

    var mark: Mark { Mark(termCount: terms.count, deadTerms: deadTerms) }

    mutating func reserveCapacity(_ symbols: Int) {
        spans.reserveCapacity(symbols)
        equationSpans.reserveCapacity(symbols)
        // Two terms a symbol for the equations and as many again for rows
        // made by pivots: what a layout's tableau holds, give or take.
        terms.reserveCapacity(4 * symbols)
    }

    /// Makes room for one more symbol, which has no row and no equation.
    @inline(__always)
    mutating func appendSymbol() {
        spans.append(.none)
        equationSpans.appendSymbol()
    }

    /// Forgets the symbols from `count` on: a rollback drops the symbols its call made.
    mutating func removeSymbols(from count: Int) {
        spans.removeLast(from: count)
        equationSpans.removeSymbols(from: count, leaving: .none)
    }

    /// Whether the symbol has a row: for the tableau's rows, whether it is basic.
    @inline(__always)
    func contains(_ symbol: Int) -> Bool {
        spans[symbol].hasRow
    }

    /// Where the symbol's row is, for the journal.
    func span(of symbol: Int) -> Span {
        spans[symbol]
    }

    /// The constant of the symbol's row, or `nil` when it has none.
    @inline(__always)
    func constant(of symbol: Int) -> Double? {
        let span = spans[symbol]
        return span.hasRow ? span.constant : nil
    }

    /// The terms of the symbol's row where they are, none when it has no
    /// row; valid until the store next changes.
    @inline(__always)
    func terms(of symbol: Int) -> UnsafeBufferPointer<RowTerm> {
        let span = spans[symbol]
        guard span.count > 0 else { return UnsafeBufferPointer(start: nil, count: 0) }
        return UnsafeBufferPointer(rebasing: terms.unsafeElements[span.range])
    }

    /// The coefficient of `symbol` in the row of `basic`, or `nil` when
    /// `basic` has no row.
    @inline(__always)
    func coefficient(of symbol: Int, inRowOf basic: Int) -> Double? {
        guard spans[basic].hasRow else { return nil }
        for term in terms(of: basic) where term.symbol == symbol { return term.coefficient }
        return 0
    }

    /// The symbol's row in storage of its own, or `nil`: for the paths
    /// that hold a row across changes (a rebuild, descriptions, checks).
    subscript(symbol: Int) -> Row? {
        let span = spans[symbol]
        guard span.hasRow else { return nil }
        return Row(constant: span.constant, terms: Array(terms(of: symbol)))
    }

    /// Calls `body` with the constant and terms of every row, in symbol order.
    func forEachRow(_ body: (Double, UnsafeBufferPointer<RowTerm>) -> Void) {
        let all = terms.unsafeElements
        spans.withUnsafeBufferPointer { spans in
            for span in spans where span.hasRow {
                body(span.constant, UnsafeBufferPointer(rebasing: all[span.range]))
            }
        }
    }

    /// Writes the symbol's row, or removes it (`nil`), and returns the
    /// span it replaces.
    @discardableResult
    mutating func set(_ symbol: Int, _ row: Row?) -> Span {
        guard let row else { return replace(symbol, with: .none) }
        return replace(symbol, with: append(row))
    }

    /// Appends the row's terms to the buffer, and returns their span.
    mutating func append(_ row: Row) -> Span {
        let start = terms.count
        assert(start + row.terms.count <= Int(Int32.max), "rows of over two billion terms")
        for term in row.terms { terms.append(term) }
        return Span(start: Int32(start), count: Int32(row.terms.count), constant: row.constant)
    }

    /// Writes the row giving `subject` from the equation `0 = equation`,
    /// straight into the buffer, and returns the span it replaces: a
    /// constraint's new row costs no storage of its own.
    @discardableResult
    mutating func set(_ subject: Int, solving equation: Row) -> Span {
        guard let (index, scale) = equation.solvingTerm(for: subject) else { return spans[subject] }
        return replace(subject, with: append(equation, solvedAt: index, scale: scale))
    }

    /// Appends the row that solves `0 = equation` for its term at `index`,
    /// whose factor is `scale` (`Row.solvingTerm(for:)`), and returns its
    /// span. Inlined into its two callers, as every added constraint runs it.
    @inline(__always)
    mutating func append(_ equation: Row, solvedAt index: Int, scale: Double) -> Span {
        let start = terms.count
        assert(start + equation.terms.count <= Int(Int32.max), "rows of over two billion terms")
        for position in equation.terms.indices where position != index {
            let term = equation.terms[position]
            terms.append(RowTerm(symbol: term.symbol, coefficient: term.coefficient * scale))
        }
        return Span(start: Int32(start), count: Int32(equation.terms.count - 1), constant: equation.constant * scale)
    }

    mutating func replace(_ symbol: Int, with span: Span) -> Span {
        let old = spans[symbol]
        if old.count > 0 { deadTerms += Int(old.count) }
        spans[symbol] = span
        return old
    }

    /// Changes the constant of the symbol's row, if it has one.
    mutating func setConstant(_ constant: Double, of symbol: Int) {
        guard spans[symbol].hasRow else { return }
        spans[symbol].constant = constant
    }

    /// Calls `body` with every symbol's span, to change constants in place.
    mutating func withUnsafeMutableSpans<Result>(_ body: (UnsafeMutableBufferPointer<Span>) -> Result) -> Result {
        spans.withUnsafeMutableBufferPointer(body)
    }

    /// Puts back a span `set` replaced in a call being rolled back; its
    /// terms are still in the buffer, as a call only appends.
    mutating func restore(_ span: Span, of symbol: Int) {
        spans[symbol] = span
    }

    /// Cuts the buffer back to where it was at `mark`, after the call's
    /// spans were restored.
    mutating func rollBack(to mark: Mark) {
        assert(mark.termCount <= terms.count, "a mark from after the store was packed")
        terms.removeLast(from: mark.termCount)
        deadTerms = mark.deadTerms
    }

    /// Copies the live terms together once the dead ones outnumber them,
    /// so the buffer stays within twice what it holds, and a few removals
    /// from a small system do not copy it each time. The count of dead
    /// terms may run high (see `deadTerms`): the live ones are counted
    /// first, and the count put right. Only between calls: a journal's
    /// saved spans point into the buffer. The test is inlined into every
    /// call's commit; the count and the copy, which few commits make, are not.
    @inline(__always)
    mutating func compactIfSparse() {
        guard deadTerms >= 64, deadTerms > terms.count - deadTerms else { return }
        compactIfMostlyDead()
    }

    @inline(never)
    private mutating func compactIfMostlyDead() {
        let pieces = livePieces()
        let live = pieces.reduce(0) { $0 + $1.count }
        if terms.count - live > live { pack(pieces) }
        deadTerms = terms.count - live
    }

    /// The number of terms some row or equation covers.
    var liveTermCount: Int { livePieces().reduce(0) { $0 + $1.count } }
}
