import PropertyBased
import Testing

@testable import Cassowary

/// The errors' costs kept in sixteen bytes where they have one level
/// (`CostTable`): every cost reads back as the symbolic weight written or
/// summed, of one level, several, or a level beyond `Int32`, through
/// additions that cancel and symbols dropped by a rollback.
@Suite struct CostTableTests {
    /// A weight from a number: none, one level, a level beyond `Int32`, or two levels.
    static func weight(_ number: Int) -> SymbolicWeight {
        let value = Double(number % 7 - 3)
        switch number % 4 {
        case 0: return SymbolicWeight()
        case 1: return SymbolicWeight(level: number % 5, value: value)
        case 2: return SymbolicWeight(level: 1 << 40, value: value)
        default:
            var weight = SymbolicWeight(level: number % 5, value: value)
            weight.add(SymbolicWeight(level: 7, value: 1), times: 1)
            return weight
        }
    }

    @Test func itReadsBackLikeATableOfWeights() async {
        let scripts = Gen.int(in: 0...1_000_000).array(of: 1...200)
        await propertyCheck(count: 200, input: scripts) { script in
            var table = CostTable()
            var model: [SymbolicWeight] = []
            for number in script {
                switch number % 8 {
                case 0, 1:
                    table.appendSymbol()
                    model.append(SymbolicWeight())
                case 2:
                    let count = model.count / 2
                    table.removeSymbols(from: count)
                    model.removeLast(model.count - count)
                case 3, 4, 5:
                    guard !model.isEmpty else { continue }
                    let symbol = number / 8 % model.count
                    let weight = Self.weight(number / 64)
                    let factor = Double(number % 3 - 1)
                    table.add(weight, times: factor, to: symbol)
                    model[symbol].add(weight, times: factor)
                default:
                    guard !model.isEmpty else { continue }
                    let symbol = number / 8 % model.count
                    table[symbol] = Self.weight(number / 64)
                    model[symbol] = Self.weight(number / 64)
                }
                for symbol in model.indices {
                    #expect(table[symbol] == model[symbol], "symbol \(symbol)")
                    #expect(table.isZero(symbol) == model[symbol].isZero)
                }
            }
        }
    }
}
