import PropertyBased
import Testing

@testable import Cassowary

@Suite struct IdentityTableTests {
    /// Operations decoded from numbers: insert, overwrite or remove one of a
    /// pool of objects, checked against a `Dictionary` after every step.
    @Test func behavesLikeADictionary() async {
        let scripts = Gen.int(in: 0...1_000_000).array(of: 1...400)
        await propertyCheck(count: 200, input: scripts) { script in
            let pool = (0..<40).map { Variable("o\($0)") }
            var table = IdentityTable<Int>()
            var model: [ObjectIdentifier: Int] = [:]
            for (step, number) in script.enumerated() {
                let object = pool[number % pool.count]
                let key = ObjectIdentifier(object)
                if number / pool.count % 3 == 0 {
                    #expect(table.removeValue(for: object) == model.removeValue(forKey: key))
                } else {
                    table[object] = step
                    model[key] = step
                }
                #expect(table.count == model.count)
            }
            for object in pool {
                #expect(table[object] == model[ObjectIdentifier(object)])
            }
            #expect(table.values.sorted() == model.values.sorted())
        }
    }
}
