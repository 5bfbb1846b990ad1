import PropertyBased
import Testing

@testable import Cassowary

/// Rows and equations kept end to end in one buffer (`RowStore`), as the
/// tableau keeps them: each symbol's row and each marker's equation read
/// back as written, rows made as part of their equations among them,
/// through removals, compaction and calls rolled back, as tables of rows
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

        /// The constant, then each symbol and its coefficient by symbol.
        var sortedBySymbol: [Double] {
            let pairs = stride(from: 0, to: terms.count, by: 2).map { (terms[$0], terms[$0 + 1]) }
            return [constant] + pairs.sorted { $0.0 < $1.0 }.flatMap { [$0.0, $0.1] }
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
            var equations: [Int: Written] = [:]
            var symbolCount = 0
            // The open call: the mark, the spans it replaced, the models and symbols before it.
            typealias Call = (
                mark: RowStore.Mark, saved: [(Int, RowStore.Span)], savedEquations: [(Int, RowStore.EquationPlace)],
                model: [Int: Written], equations: [Int: Written], symbols: Int
            )
            var call: Call?
            for number in script {
                switch number % 10 {
                case 0:
                    call = (store.mark, [], [], model, equations, symbolCount)
                case 1:
                    guard let open = call else { continue }
                    for (marker, span) in open.saved.reversed() { store.restore(span, of: marker) }
                    for (marker, place) in open.savedEquations.reversed() { store.restoreEquation(place, of: marker) }
                    store.rollBack(to: open.mark)
                    store.removeSymbols(from: open.symbols)
                    (model, equations, symbolCount, call) = (open.model, open.equations, open.symbols, nil)
                case 2:
                    guard call != nil else { continue }
                    call = nil
                    store.compactIfSparse()
                case 3:
                    store.appendSymbol()
                    symbolCount += 1
                case 4:
                    // An equation as given, removed, or solved for one of
                    // its symbols (a coefficient of 1 or -1 lays it out
                    // solved, the row inside it; others apart).
                    guard symbolCount > 0 else { continue }
                    let marker = number / 10 % symbolCount
                    let count = number / 100 % 5
                    guard count > 0 else {
                        let replaced = store.setEquation(marker, nil)
                        call?.savedEquations.append((marker, replaced))
                        equations[marker] = nil
                        continue
                    }
                    let coefficients: [Double] = [1, -1, 2.5, -1, 1, 0.5]
                    let equation = Row(
                        constant: Double(number % 13) - 6,
                        terms: (0..<count).map {
                            RowTerm(
                                symbol: ($0 * 7 + number) % symbolCount,
                                coefficient: coefficients[(number / 7 + $0) % 6])
                        })
                    guard Set(equation.terms.map(\.symbol)).count == count else { continue }
                    let subject = equation.terms[number / 1000 % count].symbol
                    if number / 3 % 2 == 0 {
                        let replaced = store.setEquation(marker, equation)
                        call?.savedEquations.append((marker, replaced))
                    } else {
                        let replaced = store.setEquation(marker, equation, solvedFor: subject)
                        call?.savedEquations.append((marker, replaced.equation))
                        call?.saved.append((subject, replaced.row))
                        var row = equation
                        row.solve(for: subject)
                        model[subject] = Written(row)
                    }
                    equations[marker] = Written(equation)
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
                // Read in place, each equation is its constant and its
                // terms times a sign, in an order of their own, and the
                // equations come in the order of their places.
                var listedEquations: [[Double]] = []
                store.forEachEquation { constant, sign, terms in
                    let given = terms.map { RowTerm(symbol: $0.symbol, coefficient: sign * $0.coefficient) }
                    listedEquations.append(Written(Row(constant: constant, terms: given)).sortedBySymbol)
                }
                let expectedEquations = (0..<symbolCount).compactMap { equations[$0]?.sortedBySymbol }
                #expect(
                    listedEquations.sorted { $0.lexicographicallyPrecedes($1) }
                        == expectedEquations.sorted { $0.lexicographicallyPrecedes($1) })
                #expect(store.deadTerms >= store.mark.termCount - store.liveTermCount)
                for marker in 0..<symbolCount {
                    let written = model[marker]
                    #expect(store[marker].map(Written.init) == written, "marker \(marker)")
                    #expect(store.contains(marker) == (written != nil))
                    #expect(store.constant(of: marker) == written?.constant)
                    let terms = store.terms(of: marker).flatMap { [Double($0.symbol), $0.coefficient] }
                    #expect(terms == written?.terms ?? [])
                    #expect(store.coefficient(of: 1, inRowOf: marker) == written?.coefficient(of: 1))
                    #expect(store.equation(of: marker).map(Written.init) == equations[marker], "equation \(marker)")
                    #expect(store.equationConstant(of: marker) == equations[marker]?.constant)
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

    /// A row made as part of its equation stays part of it when the
    /// buffer is packed, and the equation stays whole when the row is
    /// replaced: each reads back as written, from one copy of the terms.
    @Test func aRowInsideItsEquationOutlivesCompaction() {
        var store = RowStore()
        for _ in 0..<200 { store.appendSymbol() }
        // Equation k names k (the subject, coefficient 1 or -1) and 150.
        func equation(_ k: Int) -> Row {
            Row(
                constant: Double(k),
                terms: [RowTerm(symbol: 150, coefficient: 2), RowTerm(symbol: k, coefficient: k % 2 == 0 ? 1 : -1)])
        }
        for k in 0..<100 { _ = store.setEquation(100 + k, equation(k), solvedFor: k) }
        let written = store.mark.termCount
        // Each row is the first term of its equation's two: two a constraint.
        #expect(written == 200)
        #expect(store.liveTermCount == 200)
        // Half the rows replaced (their equations keep their terms), the
        // other half's equations removed (their rows keep theirs).
        for k in 0..<50 { store.set(k, Row(constant: -1, terms: [RowTerm(symbol: 199, coefficient: 1)])) }
        for k in 50..<100 { store.setEquation(100 + k, nil) }
        for _ in 0..<200 { store.set(199, Row(constant: 0, terms: [RowTerm(symbol: 198, coefficient: 1)])) }
        store.compactIfSparse()
        #expect(store.mark.termCount == store.liveTermCount)
        #expect(store.deadTerms == 0)
        // 50 equations of two, 50 rows of one apart, 50 rows of one left
        // of their removed equations' terms, and row 199.
        #expect(store.mark.termCount == 50 * 2 + 50 + 50 + 1)
        for k in 0..<100 {
            var row = equation(k)
            row.solve(for: k)
            if k < 50 {
                #expect(store[k]?.terms.map(\.symbol) == [199])
                let read = store.equation(of: 100 + k)
                #expect(read?.constant == Double(k))
                #expect(read?.terms.map(\.symbol) == [150, k])
                #expect(read?.terms.map(\.coefficient) == [2, k % 2 == 0 ? 1 : -1])
            } else {
                #expect(store[k]?.constant == row.constant)
                #expect(store[k]?.terms.map(\.coefficient) == row.terms.map(\.coefficient))
                #expect(store.equation(of: 100 + k) == nil)
            }
        }
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
        for constraint in optional.dropLast() { try solver.removeConstraint(constraint) }
        let extent = solver.state.tableau.rows.mark
        let live = solver.state.tableau.rows.liveTermCount
        // Packed as the dead terms came to outnumber the live ones: never
        // more dead than live after a call, and the count of them put right.
        #expect(extent.termCount - live <= live)
        #expect(extent.deadTerms == extent.termCount - live)
        let kept = constraints + [optional.last!]
        for constraint in kept {
            let marker = try #require(solver.state.records[constraint]?.tag.marker)
            let stored = solver.state.tableau.rows.equation(of: marker)
            let equation = try #require(stored)
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
