import PropertyBased
import Testing

@testable import Cassowary

@Suite(.timeLimit(.minutes(10))) struct TwoSidedConstraintTests {
    let x = Variable("x")

    /// `x == 10`, giving way above at weak and below at strong.
    func intrinsic() -> Constraint {
        Constraint(x - 10, weighingExcessAt: .weak, shortfallAt: .strong)!
    }

    @Test func eachSideHoldsAtItsOwnStrength() throws {
        let solver = Solver()
        let size = intrinsic()
        try solver.addConstraint(size)
        #expect(solver.value(of: x) == 10)
        let grow = (x == 30) | .medium
        try solver.addConstraint(grow)
        #expect(solver.value(of: x) == 30)
        try solver.removeConstraint(grow)
        let shrink = (x == 0) | .medium
        try solver.addConstraint(shrink)
        #expect(solver.value(of: x) == 10)
    }

    @Test func removingItLeavesTheSolverAsBefore() throws {
        let solver = Solver()
        try solver.addConstraint((x == 4) | .weak)
        let before = snapshot(solver, [x])
        let size = intrinsic()
        try solver.addConstraint(size)
        #expect(solver.value(of: x) == 10)
        try solver.setConstant(-20, of: size)
        #expect(solver.value(of: x) == 20)
        try solver.removeConstraint(size)
        #expect(snapshot(solver, [x]) == before)
        #expect(solver.invariantViolation() == nil)
    }

    @Test func changingItsStrengthChangesTheExcessOnly() throws {
        let solver = Solver()
        let size = intrinsic()
        try solver.addConstraints([size, (x == 30) | .medium, (x == 0) | Strength(level: 2, weight: 0.5)!])
        #expect(solver.value(of: x) == 30)
        try solver.setStrength(.strong, of: size)
        #expect(solver.value(of: x) == 10)
        #expect(solver.strength(of: size) == .strong)
        try solver.setStrength(.weak, of: size)
        #expect(solver.value(of: x) == 30)
    }

    @Test func itCannotBeRequiredOnEitherSide() {
        #expect(Constraint(x - 10, weighingExcessAt: .required, shortfallAt: .strong) == nil)
        #expect(Constraint(x - 10, weighingExcessAt: .weak, shortfallAt: .required) == nil)
    }

    @Test func itDescribesBothStrengths() throws {
        let size = intrinsic()
        #expect(size.description == "x - 10 == 0 | above: weak, below: strong")
        let solver = Solver()
        try solver.addConstraint(size)
        #expect(solver.dump().hasSuffix("Constraints:\n  x - 10 == 0 | above: weak, below: strong"))
    }

    /// Every optional equality of a random system, made two-sided with its
    /// shortfall at another strength, reaches the optimum of the two
    /// inequalities it stands for.
    @Test func itReachesTheOptimumOfItsTwoInequalities() async {
        let shortfalls: [Strength] = [.strong, .weak, Strength(level: 2, weight: 0.5)!]
        await propertyCheck(count: 300, input: systems) { system in
            let variables = freshVariables()
            var twoSided: [Constraint] = [], pairs: [Constraint] = []
            for (index, constraint) in system.constraints(over: variables).enumerated() {
                let shortfall = shortfalls[index % shortfalls.count]
                guard constraint.relation == .equal,
                    let merged = Constraint(
                        constraint.expression, weighingExcessAt: constraint.strength, shortfallAt: shortfall)
                else {
                    twoSided.append(constraint)
                    pairs.append(constraint)
                    continue
                }
                twoSided.append(merged)
                pairs.append(Constraint(constraint.expression, .lessThanOrEqual, strength: constraint.strength))
                pairs.append(Constraint(constraint.expression, .greaterThanOrEqual, strength: shortfall))
            }
            let merged = Solver(), split = Solver()
            _ = addAll(twoSided, to: merged)
            _ = addAll(pairs, to: split)
            #expect(merged.invariantViolation() == nil)
            let optional = pairs.filter { !$0.strength.isRequired }
            #expect(
                sameObjective(objective(of: optional, in: merged), objective(of: split)),
                "\(objective(of: optional, in: merged)) != \(objective(of: split))")
        }
    }
}
