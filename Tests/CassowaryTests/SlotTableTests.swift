import PropertyBased
import Testing

@testable import Cassowary

@Suite struct SlotTableTests {
    /// Three tables share a pool of objects, so hints are claimed, lost to
    /// other tables, moved by removals and handed back; each table must
    /// still behave like its own `Dictionary`.
    @Test func tablesSharingObjectsBehaveLikeDictionaries() async {
        let scripts = Gen.int(in: 0...1_000_000).array(of: 1...400)
        await propertyCheck(count: 200, input: scripts) { script in
            let pool = (0..<30).map { Variable("o\($0)") }
            var tables = Array(repeating: SlotTable<Variable, Int>(), count: 3)
            var models = Array(repeating: [ObjectIdentifier: Int](), count: 3)
            for (step, number) in script.enumerated() {
                let object = pool[number % pool.count]
                let key = ObjectIdentifier(object)
                let which = number / pool.count % 3
                switch number / pool.count / 3 % 7 {
                case 0, 1:
                    #expect(tables[which].removeValue(for: object) == models[which].removeValue(forKey: key))
                case 2 where number % 97 == 0:
                    tables[which].releaseAll()
                    models[which].removeAll()
                default:
                    tables[which][object] = step
                    models[which][key] = step
                }
            }
            for which in 0..<3 {
                for object in pool {
                    #expect(tables[which][object] == models[which][ObjectIdentifier(object)])
                }
                #expect(tables[which].values.sorted() == models[which].values.sorted())
                #expect(tables[which].isEmpty == models[which].isEmpty)
            }
        }
    }

    /// A solver keeps only unowned references beside its tables, so a
    /// table must own every key, whether its hint is the table's or not.
    @Test func aTableHoldsItsKeysWhetherOrNotItHoldsTheirHints() {
        var first = SlotTable<Variable, Int>()
        var second = SlotTable<Variable, Int>()
        weak var weakKey: Variable?
        do {
            let key = Variable("shared")
            weakKey = key
            first[key] = 1
            second[key] = 2
            #expect(first.removeValue(for: key) == 1)
        }
        #expect(weakKey != nil)
        if let key = weakKey { #expect(second[key] == 2) }
        second.releaseAll()
        #expect(weakKey == nil)
    }

    @Test func aReleasedSlotIsClaimedByTheNextTable() {
        let object = Variable("x")
        var first = SlotTable<Variable, Int>()
        first[object] = 1
        #expect(object.slotHint == 0)
        var second = SlotTable<Variable, Int>()
        second[object] = 2
        #expect(object.slotHint == 0, "the first table keeps the hint")
        #expect(first[object] == 1)
        #expect(second[object] == 2)
        first.releaseAll()
        #expect(object.slotHint == -1)
        #expect(second[object] == 2)
        var third = SlotTable<Variable, Int>()
        third[Variable("y")] = 0
        third[object] = 3
        #expect(object.slotHint == 1)
        #expect(third[object] == 3)
        #expect(first[object] == nil)
    }

    @Test func aSolverGoneLeavesItsConstraintsFastForTheNext() throws {
        let x = Variable("x")
        let constraint = x == 10
        do {
            let solver = Solver()
            try solver.addConstraint(constraint)
            #expect(constraint.slotHint == 0)
            #expect(x.slotHint == 0)
        }
        #expect(constraint.slotHint == -1)
        #expect(x.slotHint == -1)
        let next = Solver()
        try next.addConstraint(x >= 0)
        try next.addConstraint(constraint)
        #expect(constraint.slotHint == 1)
        next.reset()
        #expect(constraint.slotHint == -1)
        #expect(!next.hasConstraint(constraint))
    }
}
