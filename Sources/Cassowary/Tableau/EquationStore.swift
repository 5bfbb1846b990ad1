/// The constraints' equations `0 = row`, one per marker, their terms kept
/// end to end in one buffer.
///
/// An equation is written once, when its constraint is added, and read only
/// by the checks and rebuilds (`checkEquationsIfDue()`, `refactor()`) and
/// by a conflict's explanation. An array of terms for each cost a cell of
/// a feed 27 allocations to make and free, and their headers; here they
/// cost a share of one buffer.
///
/// A removed equation leaves its terms behind until they outnumber the
/// live ones; `compactIfSparse()` then copies the live ones together. A
/// call only appends, so rolling it back restores the spans it replaced
/// and cuts the buffer back to its length at the start (`Mark`).
struct EquationStore: ~Copyable {
    /// Where a marker's equation is in `terms`: `count` terms from `start`,
    /// or `count` -1 when the symbol has no equation. Offsets of 32 bits,
    /// as `Column` keeps symbols, hold a span in sixteen bytes: there is
    /// one per symbol, markers or not.
    struct Span {
        var start: Int32 = 0
        var count: Int32 = -1
        var constant = 0.0

        static let none = Span()

        /// The places of the equation's terms in the buffer.
        var range: Range<Int> { Int(start)..<Int(start) + Int(count) }
    }

    /// The store's extent at the start of a call, to roll back to.
    struct Mark {
        let termCount: Int
        let deadTerms: Int
    }

    private var spans = UniqueArray<Span>(capacity: 0)
    private var terms = UniqueArray<RowTerm>(capacity: 0)
    /// Terms in `terms` that no span covers any more.
    private var deadTerms = 0

    var mark: Mark { Mark(termCount: terms.count, deadTerms: deadTerms) }

    mutating func reserveCapacity(_ symbols: Int) {
        spans.reserveCapacity(symbols)
    }

    /// Makes room for one more symbol, which has no equation.
    mutating func appendSymbol() {
        spans.append(.none)
    }

    /// Forgets the symbols from `count` on: a rollback drops the symbols its call made.
    mutating func removeSymbols(from count: Int) {
        spans.removeLast(from: count)
    }

    /// The constant of the marker's equation, or `nil` when it has none.
    func constant(of marker: Int) -> Double? {
        let span = spans[marker]
        return span.count >= 0 ? span.constant : nil
    }

    /// The marker's equation in storage of its own, or `nil`.
    subscript(marker: Int) -> Row? {
        let span = spans[marker]
        guard span.count >= 0 else { return nil }
        return Row(constant: span.constant, terms: Array(terms.unsafeElements[span.range]))
    }

    /// Calls `body` with the constant and terms of every equation, in marker order.
    func forEachEquation(_ body: (Double, UnsafeBufferPointer<RowTerm>) -> Void) {
        let all = terms.unsafeElements
        spans.withUnsafeBufferPointer { spans in
            for span in spans where span.count >= 0 {
                body(span.constant, UnsafeBufferPointer(rebasing: all[span.range]))
            }
        }
    }

    /// Writes the marker's equation, or removes it (`nil`), and returns
    /// the span it replaces for the journal.
    mutating func set(_ marker: Int, _ row: Row?) -> Span {
        let old = spans[marker]
        if old.count > 0 { deadTerms += Int(old.count) }
        guard let row else {
            spans[marker] = .none
            return old
        }
        let start = terms.count
        for term in row.terms { terms.append(term) }
        spans[marker] = Span(start: Int32(start), count: Int32(row.terms.count), constant: row.constant)
        return old
    }

    /// Changes the constant of the marker's equation, if it has one.
    mutating func setConstant(_ constant: Double, of marker: Int) {
        guard spans[marker].count >= 0 else { return }
        spans[marker].constant = constant
    }

    /// Puts back a span `set(_:_:)` replaced in a call being rolled back;
    /// its terms are still in the buffer, as a call only appends.
    mutating func restore(_ span: Span, of marker: Int) {
        spans[marker] = span
    }

    /// Cuts the buffer back to where it was at `mark`, after the call's
    /// spans were restored.
    mutating func rollBack(to mark: Mark) {
        terms.removeLast(from: mark.termCount)
        deadTerms = mark.deadTerms
    }

    /// Copies the live terms together once the dead ones outnumber them,
    /// so the buffer stays within twice what it holds, and a few removals
    /// from a small system do not copy it each time. Only between calls: a
    /// journal's saved spans point into the buffer. The test is inlined
    /// into every call's commit; the copy, which few commits make, is not.
    @inline(__always)
    mutating func compactIfSparse() {
        guard deadTerms >= 64, deadTerms > terms.count - deadTerms else { return }
        compact()
    }

    @inline(never)
    private mutating func compact() {
        var packed = UniqueArray<RowTerm>(capacity: terms.count - deadTerms)
        let old = terms.unsafeElements
        spans.withUnsafeMutableBufferPointer { spans in
            for index in spans.indices where spans[index].count >= 0 {
                let start = packed.count
                for term in old[spans[index].range] { packed.append(term) }
                spans[index].start = Int32(start)
            }
        }
        swap(&terms, &packed)
        deadTerms = 0
    }
}
