import PropertyBased
import Testing

@testable import Cassowary

/// The symbolic weight keeps up to three levels that fit in `Int32` inline
/// and spills the rest; these pin that the two forms hold the same weights
/// and that a weight comes back inline once it fits.
@Suite struct SymbolicWeightTests {
    private func levels(_ weight: SymbolicWeight) -> [Int] { weight.components.map(\.level) }
    private func values(_ weight: SymbolicWeight) -> [Double] { weight.components.map(\.value) }

    @Test func aLevelBeyondInt32IsKept() {
        let weight = SymbolicWeight(level: Int.max, value: 2)
        #expect(levels(weight) == [Int.max])
        #expect(values(weight) == [2])
        #expect(weight.sign == 1)
    }

    @Test func componentsStayHighestLevelFirstAcrossBothForms() {
        var weight = SymbolicWeight(level: 2, value: 1)
        weight.add(SymbolicWeight(level: 5, value: 3), times: 1)
        weight.add(SymbolicWeight(level: 1, value: -4), times: 1)
        #expect(levels(weight) == [5, 2, 1])
        weight.add(SymbolicWeight(level: Int(Int32.max) + 1, value: 7), times: 1)
        weight.add(SymbolicWeight(level: 3, value: 0.5), times: 2)
        #expect(levels(weight) == [Int(Int32.max) + 1, 5, 3, 2, 1])
        #expect(values(weight) == [7, 3, 1, 1, -4])
    }

    @Test func aWeightThatFitsAgainIsEqualToOneMadeInline() {
        var spilled = SymbolicWeight(level: 4, value: 1)
        spilled.add(SymbolicWeight(level: 3, value: 2), times: 1)
        spilled.add(SymbolicWeight(level: 2, value: 3), times: 1)
        spilled.add(SymbolicWeight(level: 1, value: 4), times: 1)
        spilled.add(SymbolicWeight(level: 3, value: 2), times: -1)

        var inline = SymbolicWeight(level: 1, value: 4)
        inline.add(SymbolicWeight(level: 2, value: 3), times: 1)
        inline.add(SymbolicWeight(level: 4, value: 1), times: 1)

        #expect(spilled == inline)
        #expect(spilled.hashValue == inline.hashValue)
        #expect(levels(spilled) == [4, 2, 1])

        var huge = SymbolicWeight(level: Int.max, value: 1)
        huge.add(SymbolicWeight(level: 2, value: 3), times: 1)
        huge.add(SymbolicWeight(level: Int.max, value: 1), times: -1)
        #expect(huge == SymbolicWeight(level: 2, value: 3))
    }

    @Test func aLevelBeyondInt32JoiningAnInlineWeightSpillsAndLeavesCleanly() {
        let big = Int(Int32.max) + 1
        var weight = SymbolicWeight(level: 2, value: 1)
        weight.add(SymbolicWeight(level: 1, value: 4), times: 1)
        weight.add(SymbolicWeight(level: big, value: 5), times: 1)
        #expect(levels(weight) == [big, 2, 1])
        weight.add(SymbolicWeight(level: big, value: 5), times: -1)
        var inline = SymbolicWeight(level: 1, value: 4)
        inline.add(SymbolicWeight(level: 2, value: 1), times: 1)
        #expect(weight == inline)
        #expect(weight.hashValue == inline.hashValue)
    }

    @Test func aWeightOfManyLevelsCountsThemAll() {
        var weight = SymbolicWeight()
        for level in (0..<600).reversed() { weight.add(SymbolicWeight(level: level, value: 1), times: 1) }
        #expect(weight.components.count == 600)
        for level in 3..<600 { weight.add(SymbolicWeight(level: level, value: 1), times: -1) }
        #expect(levels(weight) == [2, 1, 0])
        var three = SymbolicWeight(level: 0, value: 1)
        three.add(SymbolicWeight(level: 1, value: 1), times: 1)
        three.add(SymbolicWeight(level: 2, value: 1), times: 1)
        #expect(weight == three)
    }

    @Test func cancellingEveryComponentLeavesZero() {
        var weight = SymbolicWeight(level: Int.max, value: 1.5)
        weight.add(SymbolicWeight(level: Int.max, value: 1.5), times: -1)
        #expect(weight.isZero)
        #expect(weight == SymbolicWeight())
    }

    @Test func scalingAWeightIsAddingItToZero() {
        var three = SymbolicWeight(level: 3, value: 2)
        three.add(SymbolicWeight(level: 2, value: -1e-300), times: 1)
        three.add(SymbolicWeight(level: 1, value: 5), times: 1)
        var spilled = three
        spilled.add(SymbolicWeight(level: Int.max, value: 1), times: 1)
        for weight in [SymbolicWeight(), SymbolicWeight(level: 4, value: 3), three, spilled] {
            for factor in [1, -2.5, 0, 1e-300, 1e300, .infinity, -.infinity] {
                var added = SymbolicWeight()
                added.add(weight, times: factor)
                #expect(weight.scaled(by: factor) == added, "\(weight) times \(factor)")
            }
        }
    }

    /// Whatever the sums, inline or spilled, a weight holds what adding
    /// component by component into a sorted list gives: each level's sum,
    /// dropped where it cancels to round-off, highest level first.
    @Test func sumsMatchAListOfComponents() async {
        let levelPool = [0, 1, 2, 3, 4, Int(Int32.max) + 1]
        let valuePool = [1.0, -1, 2, -2, 0.5, 1 + 1e-12, -1e-300]
        let factorPool = [1.0, -1, 2, -0.5, 0, 1e-9]
        let scripts = Gen.int(in: 0...1_000_000).array(of: 1...120)
        await propertyCheck(count: 300, input: scripts) { script in
            var weight = SymbolicWeight()
            var expected: [SymbolicWeight.Component] = []
            for number in script {
                var addend = SymbolicWeight()
                var addendComponents: [SymbolicWeight.Component] = []
                for position in 0..<(1 + number % 4) {
                    let level = levelPool[(number / (4 << (3 * position))) % levelPool.count]
                    guard !addendComponents.contains(where: { $0.level == level }) else { continue }
                    let value = valuePool[(number / (7 << position)) % valuePool.count]
                    addend.add(SymbolicWeight(level: level, value: value), times: 1)
                    addendComponents.append(.init(level: level, value: value))
                }
                addendComponents.sort { $0.level > $1.level }
                #expect(addend.components == addendComponents)
                let factor = factorPool[(number / 13) % factorPool.count]
                weight.add(addend, times: factor)
                for component in addendComponents {
                    let value = component.value * factor
                    if let index = expected.firstIndex(where: { $0.level == component.level }) {
                        let sum = expected[index].value + value
                        if sum.isSignificant(against: abs(expected[index].value) + abs(value)) {
                            expected[index].value = sum
                        } else {
                            expected.remove(at: index)
                        }
                    } else if value != 0 {
                        expected.append(.init(level: component.level, value: value))
                        expected.sort { $0.level > $1.level }
                    }
                }
                #expect(weight.components == expected)
                #expect(weight.isZero == expected.isEmpty)
                #expect(weight.sign == (expected.first.map { $0.value < 0 ? -1 : 1 } ?? 0))
            }
        }
    }

    @Test func comparisonsSeeEveryLevel() {
        let high = SymbolicWeight(level: Int.max, value: 1)
        var low = SymbolicWeight(level: 3, value: 1_000_000)
        #expect(SymbolicWeight.compare(high, 1, low, 1) == 1)
        low.add(high, times: 2)
        #expect(SymbolicWeight.compare(high, 1, low, 1) == -1)
    }

    @Test func theSolverRanksALevelBeyondInt32AboveStrong() throws {
        let solver = Solver()
        let x = Variable("x")
        let top = try #require(Strength(level: Int.max, weight: 1))
        try solver.addConstraint((x == 10).withStrength(top))
        try solver.addConstraint((x == 20).withStrength(.strong))
        solver.updateVariables()
        #expect(x.value == 10)
    }
}
