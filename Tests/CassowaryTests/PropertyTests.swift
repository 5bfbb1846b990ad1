import PropertyBased
import Testing

@testable import Cassowary

/// A small random linear system decoded from a list of numbers, so the
/// property checker can shrink it by shortening the list.
struct RandomSystem: Sendable, CustomStringConvertible {
    struct Spec: Sendable {
        var terms: [(variable: Int, coefficient: Double)]
        var constant: Double
        var relation: Relation
        var strength: Strength
    }

    static let variableCount = 5
    var specs: [Spec] = []
    /// A permutation of the specs' indices, for adding them in another order.
    var shuffled: [Int] = []

    init(numbers: [Int]) {
        var index = 0
        while index + 4 <= numbers.count {
            let chunk = numbers[index..<index + 4].map { $0 }
            index += 4
            let termCount = 1 + chunk[0] % 3
            var terms: [(Int, Double)] = []
            for position in 0..<termCount {
                let variable = (chunk[0] / 3 + position * 2) % Self.variableCount
                let coefficient = Double((chunk[1] >> (3 * position)) % 7 - 3)
                if coefficient != 0, !terms.contains(where: { $0.0 == variable }) {
                    terms.append((variable, coefficient))
                }
            }
            if terms.isEmpty { terms = [(chunk[0] % Self.variableCount, 1)] }
            let constant = Double(chunk[2] % 101 - 50)
            let relation = Relation.allCases[chunk[3] % 3]
            let strengths: [Strength] = [
                .required, .required, .strong, .medium, .weak, Strength(level: 2, weight: 2.5)!,
            ]
            specs.append(
                Spec(
                    terms: terms.map { (variable: $0.0, coefficient: $0.1) }, constant: constant,
                    relation: relation, strength: strengths[(chunk[3] / 3) % strengths.count]))
        }
        shuffled = Array(specs.indices).sorted {
            (numbers[$0 % max(1, numbers.count)] ^ $0 &* 7919) < (numbers[$1 % max(1, numbers.count)] ^ $1 &* 7919)
        }
    }

    func constraints(over variables: [Variable]) -> [Constraint] {
        specs.map { spec in
            let terms = spec.terms.map { Term(variables[$0.variable], coefficient: $0.coefficient) }
            return Constraint(Expression(terms, constant: spec.constant), spec.relation, strength: spec.strength)
        }
    }

    var description: String {
        specs.map { spec in
            let terms = spec.terms.map { "\(formatted($0.coefficient))*v\($0.variable)" }.joined(separator: " + ")
            return "\(terms) + \(formatted(spec.constant)) \(spec.relation) 0 | \(spec.strength)"
        }.joined(separator: "\n")
    }

    private func formatted(_ value: Double) -> String { String(Int(value)) }
}

func freshVariables() -> [Variable] {
    (0..<RandomSystem.variableCount).map { Variable("v\($0)") }
}

/// Adds what it can; returns the constraints accepted and the rejections.
func addAll(_ constraints: [Constraint], to solver: Solver) -> (
    accepted: [Constraint], rejected: [(Constraint, [Constraint])]
) {
    var accepted: [Constraint] = []
    var rejected: [(Constraint, [Constraint])] = []
    for constraint in constraints {
        do {
            try solver.addConstraint(constraint)
            accepted.append(constraint)
        } catch {
            if case let .unsatisfiableConstraint(_, conflicts) = error { rejected.append((constraint, conflicts)) }
        }
    }
    return (accepted, rejected)
}

func requiredCopy(_ constraint: Constraint) -> Constraint {
    Constraint(constraint.expression, constraint.relation, strength: .required)
}

func isSatisfiable(_ constraints: [Constraint]) -> Bool {
    let solver = Solver()
    return addAll(constraints.map(requiredCopy), to: solver).rejected.isEmpty
}

let systems = Gen.int(in: 0...1_000_000).array(of: 8...96).map { RandomSystem(numbers: $0) }

@Suite(.timeLimit(.minutes(10))) struct PropertyTests {
    @Test func requiredConstraintsAlwaysHold() async {
        await propertyCheck(count: 300, input: systems) { system in
            let variables = freshVariables()
            let solver = Solver()
            for constraint in system.constraints(over: variables) {
                let before = snapshot(solver, variables)
                do {
                    try solver.addConstraint(constraint)
                } catch {
                    #expect(snapshot(solver, variables) == before, "a failed add changed the solver")
                }
                #expect(solver.invariantViolation() == nil)
            }
            for constraint in solver.constraints where constraint.strength.isRequired {
                #expect(violation(constraint, in: solver) < 1e-8, "\(constraint) is violated")
            }
        }
    }

    @Test func addingThenRemovingGivesBackTheSolution() async {
        await propertyCheck(count: 300, input: systems) { system in
            let variables = freshVariables()
            let constraints = system.constraints(over: variables)
            let half = constraints.count / 2
            let solver = Solver()
            _ = addAll(Array(constraints[..<half]), to: solver)
            let before = objective(of: solver)
            let added = addAll(Array(constraints[half...]), to: solver).accepted
            for constraint in added.reversed() {
                try? solver.removeConstraint(constraint)
                #expect(solver.invariantViolation() == nil)
            }
            #expect(sameObjective(objective(of: solver), before), "objective \(objective(of: solver)) != \(before)")
            for constraint in solver.constraints where constraint.strength.isRequired {
                #expect(violation(constraint, in: solver) < 1e-8)
            }
        }
    }

    @Test func insertionOrderDoesNotChangeTheOptimum() async {
        await propertyCheck(count: 300, input: systems) { system in
            let variables = freshVariables()
            let constraints = system.constraints(over: variables)
            let first = Solver()
            let accepted = addAll(constraints, to: first).accepted
            let acceptedIDs = Set(accepted.map(ObjectIdentifier.init))
            let reordered = system.shuffled.map { constraints[$0] }.filter {
                acceptedIDs.contains(ObjectIdentifier($0))
            }
            for order in [reordered, accepted.reversed()] {
                let other = Solver()
                #expect(addAll(order, to: other).rejected.isEmpty)
                #expect(
                    sameObjective(objective(of: other), objective(of: first)),
                    "\(objective(of: other)) != \(objective(of: first))")
            }
        }
    }

    @Test func conflictSetsAreInfeasibleAndMinimal() async {
        await propertyCheck(count: 300, input: systems) { system in
            let solver = Solver()
            for (constraint, conflicts) in addAll(system.constraints(over: freshVariables()), to: solver).rejected {
                #expect(!isSatisfiable(conflicts + [constraint]), "conflict set is satisfiable")
                for index in conflicts.indices {
                    var smaller = conflicts
                    smaller.remove(at: index)
                    #expect(isSatisfiable(smaller + [constraint]), "conflict set is not minimal")
                }
            }
        }
    }
}

/// A random sequence of solver calls decoded from numbers: adds, removals,
/// constant and strength changes, edit variables and suggestions.
struct RandomSession: Sendable, CustomStringConvertible {
    var system: RandomSystem
    var operations: [Int]

    init(numbers: [Int]) {
        system = RandomSystem(numbers: numbers)
        operations = numbers
    }

    var description: String { "\(system)\noperations: \(operations.prefix(12))" }
}

@Suite(.timeLimit(.minutes(10))) struct SessionPropertyTests {
    static let sessions = Gen.int(in: 0...1_000_000).array(of: 8...120).map { RandomSession(numbers: $0) }

    /// Whatever sequence of calls is made, the tableau stays well formed,
    /// required constraints hold, and a fresh solver given the constraints
    /// as they end up (constants and strengths included) reaches the same optimum.
    @Test func anySequenceOfCallsMatchesAFreshSolver() async {
        await propertyCheck(count: 200, input: Self.sessions) { session in
            let variables = freshVariables()
            let candidates = session.system.constraints(over: variables)
            let solver = Solver()
            var edits: [Variable] = []
            for (step, number) in session.operations.enumerated() {
                let pick = number / 7
                switch number % 7 {
                case 0, 1, 2:
                    try? solver.addConstraint(candidates[pick % max(1, candidates.count)])
                case 3:
                    let present = solver.constraints
                    if !present.isEmpty { try? solver.removeConstraint(present[pick % present.count]) }
                case 4:
                    let present = solver.constraints
                    if !present.isEmpty {
                        try? solver.setConstant(Double(pick % 61 - 30), of: present[pick % present.count])
                    }
                case 5:
                    let variable = variables[pick % variables.count]
                    if solver.hasEditVariable(variable) {
                        try? solver.suggestValue(Double(pick % 81 - 40), for: variable)
                    } else if (try? solver.addEditVariable(variable, strength: step % 2 == 0 ? .strong : .weak)) != nil
                    {
                        edits.append(variable)
                    }
                default:
                    let present = solver.constraints.filter {
                        !$0.strength.isRequired && solver.strength(of: $0)?.isRequired == false
                    }
                    if !present.isEmpty {
                        let strengths: [Strength] = [.strong, .medium, .weak, Strength(level: 2, weight: 3)!]
                        try? solver.setStrength(strengths[pick % strengths.count], of: present[pick % present.count])
                    }
                }
                #expect(solver.invariantViolation() == nil, "after step \(step)")
            }
            for constraint in solver.constraints where constraint.strength.isRequired {
                #expect(violation(constraint, in: solver) < 1e-7, "\(constraint) is violated")
            }
            let fresh = Solver()
            for constraint in solver.constraints {
                let current = Expression(constraint.expression.terms, constant: solver.constant(of: constraint) ?? 0)
                let strength = solver.strength(of: constraint) ?? constraint.strength
                try? fresh.addConstraint(Constraint(current, constraint.relation, strength: strength))
            }
            #expect(
                sameObjective(objective(of: fresh), objective(of: solver)),
                "\(objective(of: fresh)) != \(objective(of: solver))")
        }
    }
}
