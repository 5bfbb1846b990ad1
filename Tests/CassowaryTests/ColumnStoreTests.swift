import PropertyBased
import Testing

@testable import Cassowary

/// The tableau's column index (`ColumnStore`): each column reads back as the
/// rows noted in it, whether it fits its three places or spills into a
/// list and shrinks back, as a table of lists would.
@Suite struct ColumnStoreTests {
    /// A script of rows noted in and taken out of a few columns, and symbols
    /// appended and dropped, checked after each step against plain lists.
    @Test func itReadsBackLikeATableOfLists() async {
        let scripts = Gen.int(in: 0...1_000_000).array(of: 1...400)
        await propertyCheck(count: 200, input: scripts) { script in
            var store = ColumnStore()
            var model: [[Int]] = []
            for number in script {
                switch number % 8 {
                case 0:
                    store.appendSymbol()
                    model.append([])
                case 1:
                    guard !model.isEmpty, number / 8 % 5 == 0 else { continue }
                    let count = number / 40 % model.count
                    store.removeSymbols(from: count)
                    model.removeLast(model.count - count)
                case 2, 3:
                    guard !model.isEmpty else { continue }
                    let symbol = number / 8 % model.count
                    let basic = number / 64 % 12
                    let held = model[symbol].firstIndex(of: basic)
                    let removed = store.remove(basic, from: symbol)
                    #expect(removed == (held != nil))
                    if let held { model[symbol].remove(at: held) }
                default:
                    guard !model.isEmpty else { continue }
                    let symbol = number / 8 % model.count
                    let basic = number / 64 % 12
                    // A row names a symbol once.
                    guard !model[symbol].contains(basic) else { continue }
                    store.append(basic, to: symbol)
                    model[symbol].append(basic)
                }
                for (symbol, expected) in model.enumerated() {
                    let column = store[symbol]
                    #expect(column.count == expected.count)
                    #expect(store.isEmpty(symbol) == expected.isEmpty)
                    #expect(Array(column).sorted() == expected.sorted(), "column \(symbol)")
                }
            }
        }
    }

    /// A column of many rows spills and comes back to its places; its list
    /// then serves the next column that grows.
    @Test func aLongColumnShrinksBackIntoItsPlaces() {
        var store = ColumnStore()
        store.appendSymbol()
        store.appendSymbol()
        for basic in 10..<20 { store.append(basic, to: 0) }
        #expect(Array(store[0]).sorted() == Array(10..<20))
        for basic in [10, 19, 14, 12, 11, 13, 18] {
            let removed = store.remove(basic, from: 0)
            #expect(removed)
        }
        #expect(Array(store[0]).sorted() == [15, 16, 17])
        #expect(store[0].rest == nil)
        let removedAgain = store.remove(10, from: 0)
        #expect(!removedAgain)
        for basic in 30..<35 { store.append(basic, to: 1) }
        #expect(Array(store[1]).sorted() == Array(30..<35))
        #expect(Array(store[0]).sorted() == [15, 16, 17])
    }
}
