import Testing

@testable import Cassowary

@Suite struct ExpressionTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func likeTermsAreMergedWhenBuilt() {
        let expression = 2 * x + y - 10 + x - y + 3
        #expect(expression.terms.count == 1)
        #expect(expression.terms[0].variable === x)
        #expect(expression.terms[0].coefficient == 3)
        #expect(expression.constant == -7)
    }

    @Test func constraintIsLeftMinusRight() {
        let constraint = 2 * x + y - 10 <= z
        #expect(constraint.relation == .lessThanOrEqual)
        #expect(constraint.expression.description == "2 * x + y - z - 10")
        #expect(constraint.strength == .required)
    }

    @Test func divisionAndNegation() {
        let constraint = x == y / 2
        #expect(constraint.expression.terms.map(\.coefficient) == [1, -0.5])
        #expect((-(x + 4)).description == "-x - 4")
    }

    @Test func strengthOperatorMakesANewConstraint() {
        let required = x >= 10
        let weak = required | .weak
        #expect(weak !== required)
        #expect(weak.strength == .weak)
        #expect(required.strength == .required)
    }

    @Test(arguments: [
        (Expression(Variable("a")) / 0, "division by zero"),
        (Expression(Variable("a")) * .nan, "the factor nan is not finite"),
        (Variable("a") + Double.infinity, "the constant inf is not finite"),
        (Expression([Term(Variable("a"), coefficient: .infinity)]), "the coefficient of a is inf"),
    ])
    func nonFiniteNumbersAreRejectedNotStored(expression: Expression, problem: String) throws {
        #expect(expression.problem == problem)
        #expect(expression.terms.allSatisfy { $0.coefficient.isFinite })
        #expect(expression.constant.isFinite)
        let solver = Solver()
        let constraint = expression >= 0
        #expect(throws: SolverError.self) { try solver.addConstraint(constraint) }
        #expect(!solver.hasConstraint(constraint))
        do {
            try solver.addConstraint(constraint)
        } catch let error {
            guard case let .invalidConstraint(rejected, reason) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(rejected === constraint)
            #expect(reason == problem)
        }
    }

    @Test func problemsPropagateThroughArithmetic() {
        let broken = x / 0 + y * 2 - 5
        #expect(broken.problem == "division by zero")
        #expect(broken.terms.isEmpty)
    }

    @Test func strengthsOrderStrictly() {
        #expect(Strength.weak < .medium)
        #expect(Strength.medium < .strong)
        #expect(Strength.strong < .required)
        #expect(Strength(level: 2, weight: 1000)! < .strong)
        #expect(Strength(level: 2, weight: 1.25)! > .medium)
        #expect(Strength(level: 0, weight: 0) == nil)
        #expect(Strength(level: -1) == nil)
        #expect(Strength.create(strong: 0, medium: 100, weak: 0)!.levels.map(\.weight) == [100])
        #expect(Strength.create(strong: 1, medium: 0, weak: 2, weight: 2)!.levels.map(\.level) == [3, 1])
        #expect(Strength.create(strong: 0, medium: 0, weak: 0) == nil)
        #expect(Strength.create(strong: .nan, medium: 1, weak: 0) == nil)
    }

    @Test func aStrengthEqualsAnyOtherWithTheSameLevelsHoweverItWasMade() {
        #expect(Strength.create(strong: 0, medium: 100, weak: 0) == Strength(level: 2, weight: 100))
        #expect(Strength.create(strong: 1, medium: 0, weak: 0, weight: 3) == Strength(level: 3, weight: 3))
        #expect(Strength.create(strong: 1, medium: 0, weak: 0) == .strong)
        #expect(
            Strength.create(strong: 1, medium: 0, weak: 2)
                == Strength.create(strong: 0.5, medium: 0, weak: 1, weight: 2))
        #expect(Strength.create(strong: 1, medium: 0, weak: 2) != Strength.create(strong: 1, medium: 0, weak: 3))
        #expect(Set([Strength.strong, Strength(level: 3)!, .required, .required]).count == 2)
        #expect(Strength.create(strong: 1, medium: 0, weak: 2)!.description == "1@3+2@1")
        #expect(!Strength.create(strong: 1, medium: 0, weak: 2)!.isRequired)
        #expect(Strength.required.isRequired)
    }
}

@Suite struct LongExpressionTests {
    /// Thousands of terms built one at a time, by `+` and by `+=`, merge
    /// repeated variables and drop cancelled ones as a short expression does.
    @Test func aLongExpressionBuiltTermByTermStaysReduced() {
        let variables = (0..<3000).map { Variable("v\($0)") }
        var byPlus = Expression()
        var byCompound = Expression()
        for (index, variable) in variables.enumerated() {
            byPlus = byPlus + Double(index + 1) * variable
            byCompound += Double(index + 1) * variable
        }
        for variable in variables[..<1000] {
            byPlus = byPlus + variable
            byCompound -= variable
        }
        byCompound += 5
        byPlus = byPlus - 3 * variables[1]
        #expect(byPlus.terms.count == 2999)
        #expect(byPlus.terms.first?.coefficient == 2)
        #expect(byPlus.terms[1].variable === variables[2])
        #expect(byCompound.terms.count == 2999)
        #expect(byCompound.terms.map(\.coefficient).prefix(3) == [1, 2, 3])
        #expect(byCompound.terms.first?.variable === variables[1])
        #expect(byCompound.constant == 5)
    }
}
