import Testing

@testable import Cassowary

/// The scratch accumulator is a sparse set: these pin what the tableau's
/// expansions rely on, across emptyings that leave stale places behind.
@Suite struct SparseAccumulatorTests {
    private func terms(_ row: Row) -> [Int: Double] {
        Dictionary(uniqueKeysWithValues: row.terms.map { ($0.symbol, $0.coefficient) })
    }

    @Test func addReportsTheFirstTouchOnly() {
        var accumulator = SparseAccumulator()
        accumulator.reserve(symbols: 10)
        let first = accumulator.add(3, 2)
        let second = accumulator.add(3, 1)
        let (touched, untouched) = (accumulator.value(3), accumulator.value(4))
        #expect(first && !second)
        #expect(touched == 3 && untouched == 0)
    }

    @Test func aTakenSymbolStaysSeenAndLeavesTheRow() {
        var accumulator = SparseAccumulator()
        accumulator.reserve(symbols: 10)
        accumulator.add(5, 4)
        accumulator.add(2, 1)
        let taken = accumulator.take(5)
        let left = accumulator.value(5)
        let addedAgain = accumulator.add(5, 0.5)
        #expect(taken == 4 && left == 0)
        #expect(!addedAgain)
        let row = accumulator.makeRow()
        #expect(row.terms.map(\.symbol) == [5, 2])
        #expect(terms(row) == [5: 0.5, 2: 1])
    }

    @Test func theRowKeepsTheOrderOfFirstTouchesAndDropsCancellations() {
        var accumulator = SparseAccumulator()
        accumulator.reserve(symbols: 10)
        accumulator.add(
            Row(constant: 1, terms: [RowTerm(symbol: 7, coefficient: 1), RowTerm(symbol: 1, coefficient: 2)]), times: 3)
        accumulator.add(
            Row(constant: -1, terms: [RowTerm(symbol: 1, coefficient: -2), RowTerm(symbol: 4, coefficient: 1)]),
            times: 3)
        let row = accumulator.makeRow()
        #expect(row.constant == 0)
        #expect(row.terms.map(\.symbol) == [7, 4])
        #expect(terms(row) == [7: 3, 4: 3])
    }

    @Test func staleEntriesAfterAnEmptyingNameNoSymbol() {
        var accumulator = SparseAccumulator()
        accumulator.reserve(symbols: 100)
        for symbol in 0..<50 { accumulator.add(symbol, Double(symbol + 1)) }
        accumulator.clear()
        // Symbol 40 kept place 40 from before; the entry there now is another's.
        var firstTouches = 0
        for symbol in 60..<100 where accumulator.add(symbol, 1) { firstTouches += 1 }
        let stale = accumulator.value(40)
        let fresh = accumulator.add(40, 2)
        let added = accumulator.value(40)
        let row = accumulator.makeRow()
        let afterEmptying = accumulator.value(70)
        #expect(firstTouches == 40)
        #expect(stale == 0 && fresh && added == 2)
        #expect(row.terms.count == 41)
        #expect(afterEmptying == 0)
    }
}
