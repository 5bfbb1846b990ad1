import Cassowary
import Testing

@Suite struct StrictnessTests {
    @Test func oneStrongHoldsAgainstAThousandMedium() throws {
        let solver = Solver()
        let x = Variable("x")
        let pulls = (0..<1000).map { index in Variable("p\(index)") }
        try solver.addConstraint((x == 10) | .strong)
        for pull in pulls {
            try solver.addConstraint(pull == 0)
            try solver.addConstraint((x == pull + 100) | .medium)
        }
        #expect(solver.value(of: x) == 10)
    }

    @Test func weightsCompareOnlyWithinALevel() throws {
        let solver = Solver()
        let x = Variable("x")
        try solver.addConstraint((x == 10) | Strength(level: 2, weight: 1)!)
        try solver.addConstraint((x == 20) | Strength(level: 2, weight: 3)!)
        try solver.addConstraint((x == 30) | Strength(level: 1, weight: 1_000_000)!)
        #expect(solver.value(of: x) == 20)
    }

    @Test func dozensOfLevelsStayStrict() throws {
        let solver = Solver()
        let x = Variable("x")
        for level in 1...60 {
            try solver.addConstraint((x == Double(level)) | Strength(level: level, weight: Double(61 - level))!)
        }
        #expect(solver.value(of: x) == 60)
        try solver.addConstraint((x <= 42.5) | Strength(level: 61)!)
        #expect(solver.value(of: x) == 42.5)
    }
}
