import PropertyBased
import Testing

@testable import Cassowary

/// Rows kept end to end in one buffer (`RowStore`), as the tableau keeps
/// its rows and the equations: each symbol's row reads back as written,
/// through removals, compaction and calls rolled back, as a table of rows
/// would.
@Suite struct RowStoreTests {
    /// An equation's terms and constant, comparable.
    struct Written: Equatable {
        var constant: Double
        var terms: [Double]

        init(_ row: Row) {
            constant = row.constant
            terms = row.terms.flatMap { [Double($0.symbol), $0.coefficient] }
        }

        /// The coefficient of `symbol`, zero when the row does not name it.
        func coefficient(of symbol: Int) -> Double {
            stride(from: 0, to: terms.count, by: 2).first { terms[$0] == Double(symbol) }.map { terms[$0 + 1] } ?? 0
        }
    }

    /// A script of writes (empty rows among them), rows solved for one of
    /// their symbols, removals, calls committed (which compact) and calls
    /// rolled back, checked after each step against a dictionary, through
    /// every way of reading a row.
    @Test func itReadsBackLikeATableOfRows() async {
        let scripts = Gen.int(in: 0...1_000_000).array(of: 1...300)
        await propertyCheck(count: 200, input: scripts) { script in
            var store = RowStore()
            var model: [Int: Written] = [:]
            var symbolCount = 0
            // The open call: the mark, the spans it replaced, the model and symbols before it.
            typealias Call = (
                mark: RowStore.Mark, saved: [(Int, RowStore.Span)], model: [Int: Written], symbols: Int
            )
            var call: Call?
            for number in script {
                switch number % 10 {
                case 0:
                    call = (store.mark, [], model, symbolCount)
                case 1:
                    guard let open = call else { continue }
                    for (marker, span) in open.saved.reversed() { store.restore(span, of: marker) }
                    store.rollBack(to: open.mark)
                    store.removeSymbols(from: open.symbols)
                    (model, symbolCount, call) = (open.model, open.symbols, nil)
                case 2:
                    guard call != nil else { continue }
                    call = nil
                    store.compactIfSparse()
                case 3, 4:
                    store.appendSymbol()
                    symbolCount += 1
                default:
                    guard symbolCount > 0 else { continue }
                    let marker = number / 10 % symbolCount
                    let row: Row? =
                        number % 3 == 0
                        ? nil
                        : Row(
                            constant: Double(number % 7),
                            terms: (0..<(number % 6)).map { RowTerm(symbol: $0, coefficient: Double(number % 11)) })
                    if var equation = row, number % 4 == 0, marker < equation.terms.count {
                        // The row of a symbol the equation names, solved
                        // for it straight into the buffer.
                        for index in equation.terms.indices { equation.terms[index].coefficient += 1 }
                        let replaced = store.set(marker, solving: equation)
                        call?.saved.append((marker, replaced))
                        equation.solve(for: marker)
                        model[marker] = Written(equation)
                    } else {
                        let replaced = store.set(marker, row)
                        call?.saved.append((marker, replaced))
                        model[marker] = row.map(Written.init)
                    }
                }
                var listed: [Written] = []
                store.forEachRow { constant, terms in
                    listed.append(Written(Row(constant: constant, terms: Array(terms))))
                }
                #expect(listed == (0..<symbolCount).compactMap { model[$0] })
                for marker in 0..<symbolCount {
                    let written = model[marker]
                    #expect(store[marker].map(Written.init) == written, "marker \(marker)")
                    #expect(store.contains(marker) == (written != nil))
                    #expect(store.constant(of: marker) == written?.constant)
                    let terms = store.terms(of: marker).flatMap { [Double($0.symbol), $0.coefficient] }
                    #expect(terms == written?.terms ?? [])
                    #expect(store.coefficient(of: 1, inRowOf: marker) == written?.coefficient(of: 1))
                }
            }
        }
    }

    /// A row of no terms (a basic symbol fixed at its constant) keeps a
    /// valid place when the rows written before it are packed away.
    @Test func anEmptyRowOutlivesCompaction() {
        var store = RowStore()
        for _ in 0...100 { store.appendSymbol() }
        for symbol in 0..<100 { store.set(symbol, Row(constant: 1, terms: [RowTerm(symbol: 100, coefficient: 2)])) }
        store.set(100, Row(constant: 7))
        for symbol in 0..<100 { store.set(symbol, nil) }
        store.compactIfSparse()
        #expect(store.mark.termCount == 0)
        var listed: [Double] = []
        store.forEachRow { constant, terms in
            #expect(terms.isEmpty)
            listed.append(constant)
        }
        #expect(listed == [7])
        #expect(store[100]?.constant == 7)
        #expect(store.terms(of: 100).isEmpty)
    }

    /// Removing most constraints leaves their terms behind until they
    /// outnumber the rest, which a committed call then packs together; the
    /// rows rebuilt from the packed equations give the same solution.
    @Test func removalsAreCompactedAndTheRestRebuildsTheSameRows() throws {
        let solver = Solver()
        let xs = (0..<100).map { Variable("x\($0)") }
        var constraints = [xs[0] == 0]
        for index in 1..<xs.count { constraints.append(xs[index] == xs[index - 1] + Double(index)) }
        let optional = xs.indices.map { (xs[$0] + xs[($0 + 1) % xs.count] >= 10_000) | .weak }
        try solver.addConstraints(constraints + optional)
        let written = solver.state.tableau.equations.mark.termCount
        for constraint in optional.dropLast() { try solver.removeConstraint(constraint) }
        // Each removed equation had four terms: two variables, a slack and an error.
        let live = written - 4 * (optional.count - 1)
        let extent = solver.state.tableau.equations.mark
        #expect(extent.termCount - extent.deadTerms == live)
        // Packed as the dead terms came to outnumber the live ones: never more dead than live after a call.
        #expect(extent.termCount < written)
        #expect(extent.deadTerms <= live)
        let kept = constraints + [optional.last!]
        for constraint in kept {
            let marker = try #require(solver.state.records[constraint]?.tag.marker)
            let equation = try #require(solver.state.tableau.equations[marker])
            let symbols = constraint.expression.terms.map { solver.state.symbolOfVariable[$0.variable] }
            #expect(Array(equation.terms.map(\.symbol).prefix(symbols.count)) == symbols.compactMap { $0 })
            #expect(equation.constant == constraint.expression.constant)
        }
        solver.updateVariables()
        let before = xs.map { solver.value(of: $0) }
        #expect(before.last == 4_950)
        #expect(before.first == 0)
        solver.state.tableau.begin()
        solver.state.tableau.refactor()
        solver.state.tableau.commit()
        solver.updateVariables()
        #expect(xs.map { solver.value(of: $0) } == before)
        #expect(solver.state.tableau.checkInvariants() == nil)
    }
}
