import PropertyBased
import SolverWorkloads
import Testing

@testable import Cassowary

/// A random system of difference constraints over a few variables,
/// `a*x[i] - b*x[j] + c (== | >= | <=) 0`, most of them required, decoded
/// from numbers. Links repeat and chains close on themselves, so conflicts
/// are common and their certificates' rows are often dependent in more
/// than one way.
struct LinkSystem: Sendable, CustomStringConvertible {
    struct Link: Sendable {
        var from: Int, to: Int
        var scale: Double
        var constant: Double
        var relation: Relation
        var isRequired: Bool
    }

    static let variableCount = 7
    var links: [Link] = []

    init(numbers: [Int]) {
        var index = 0
        while index + 3 <= numbers.count {
            let (a, b, c) = (numbers[index], numbers[index + 1], numbers[index + 2])
            index += 3
            links.append(
                Link(
                    from: a % Self.variableCount, to: (a / 7) % Self.variableCount,
                    scale: [1, 1, 2, 0.5, -1][b % 5], constant: Double(c % 41 - 20),
                    relation: Relation.allCases[(b / 5) % 3], isRequired: (c / 41) % 5 != 0))
        }
    }

    func constraints(over variables: [Variable]) -> [Constraint] {
        links.map { link in
            var terms = [Term(variables[link.from])]
            if link.to != link.from { terms.append(Term(variables[link.to], coefficient: -link.scale)) }
            return Constraint(
                Expression(terms, constant: link.constant), link.relation,
                strength: link.isRequired ? .required : .strong)
        }
    }

    var description: String {
        links.map {
            "x\($0.from) - \($0.scale)*x\($0.to) + \($0.constant) \($0.relation) 0\($0.isRequired ? "" : " | strong")"
        }
        .joined(separator: "\n")
    }
}

@Suite(.timeLimit(.minutes(10))) struct IrreducibleConflictTests {
    @Test func aConflictAtTheEndOfAChainNamesTheWholeChainInOrder() throws {
        let chain = try ChainConflictWorkload(size: 300)
        let conflicts = try #require(chain.conflict())
        #expect(conflicts.map(ObjectIdentifier.init) == chain.links.map(ObjectIdentifier.init))
        #expect(chain.solver.constraints.count == 301)
        #expect(chain.solver.invariantViolation() == nil)
    }

    @Test func aChainWithARepeatedLinkNamesOneCopy() throws {
        let x = (0..<4).map { Variable("x\($0)") }
        let solver = Solver()
        let links = [x[0] == 0, x[1] == x[0] + 10, x[1] == x[0] + 10, x[2] == x[1] + 10, x[3] == x[2] + 10]
        try solver.addConstraints(links)
        #expect {
            try solver.addConstraint(x[3] <= 5)
        } throws: { error in
            guard case let .unsatisfiableConstraint(_, conflicts) = error as? SolverError else { return false }
            return conflicts.map(ObjectIdentifier.init)
                == [links[0], links[1], links[3], links[4]].map(ObjectIdentifier.init)
        }
    }

    @Test func aConflictingConstantNamesTheOtherRequiredConstraintsInOrder() throws {
        let x = (0..<3).map { Variable("x\($0)") }
        let solver = Solver()
        let links = [x[0] == 0, x[1] == x[0] + 10, x[2] >= x[1] + 10]
        let cap = x[2] <= 100
        // An optional inequality on the same variable has a slack marker
        // too, and stays out of the set.
        try solver.addConstraints(links + [cap, (x[2] >= 50) | .strong])
        let before = solver.dump()
        #expect {
            try solver.setConstant(-5, of: cap)
        } throws: { error in
            guard case let .unsatisfiableConstraint(subject, conflicts) = error as? SolverError else { return false }
            return subject === cap && conflicts.map(ObjectIdentifier.init) == links.map(ObjectIdentifier.init)
        }
        #expect(solver.dump() == before)
    }

    @Test func rowsDependentInOneWayAreIrreducible() {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let scaled: [Constraint] = [2 * x + 4 * y >= 1, 0.5 * x + y <= 0]
        #expect(solver.isIrreducible([x >= 1, x <= 0]))
        #expect(solver.isIrreducible([x - y >= 1, y >= 0, x <= 0]))
        #expect(solver.isIrreducible([Constraint(Expression(4), .equal)]))
        #expect(solver.isIrreducible(scaled))
    }

    @Test func rowsDependentInTwoWaysOrNoneAreNot() {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        #expect(!solver.isIrreducible([x >= 1, x >= 2, x <= 0]))
        #expect(!solver.isIrreducible([x - y >= 1, y >= 0, x <= 0, y <= 3]))
        #expect(!solver.isIrreducible([x >= 1, y >= 0]))
    }

    @Test func variablesInTheSolverAndOutOfItShareNoColumn() throws {
        let x = Variable("x"), y = Variable("y"), fresh = Variable("fresh")
        let solver = Solver()
        try solver.addConstraints([x == 0, y == 1])
        #expect(solver.isIrreducible([x == 0, fresh == x + 1, fresh <= 0]))
        #expect(!solver.isIrreducible([x == 0, fresh >= 1, y <= 0]))
    }

    @Test func constraintsInTheSolverAreReadFromTheirEquations() throws {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        // Stored as `x - y - 1 - s = 0` and `-(x - 4) - s' = 0`, a `<=` row
        // negated: the rank over the variables is the expressions' rank.
        let difference = x - y >= 1, floor = y >= 0, ceiling = x <= 4, twice = 2 * x - 2 * y >= 2
        try solver.addConstraints([difference, floor, ceiling, twice])
        #expect(solver.isIrreducible([difference, floor, x <= 0]))
        #expect(solver.isIrreducible([ceiling, x >= 5]))
        #expect(!solver.isIrreducible([difference, twice, floor, x <= 0]))
        #expect(!solver.isIrreducible([difference, floor]))
    }

    @Test func theDeletionFilterReducesASupportInDoubt() {
        let x = Variable("x"), y = Variable("y")
        let solver = Solver()
        let low = x >= 1, lower = x >= 2, link = y == x, unrelated = y >= -5
        let kept = solver.deletionFilter([low, lower, link, unrelated], y <= 0)
        #expect(kept.map(ObjectIdentifier.init) == [lower, link].map(ObjectIdentifier.init))
    }

    @Test func conflictSetsOfLinkSystemsAreIrreducible() async {
        let systems = Gen.int(in: 0...1_000_000).array(of: 6...90).map { LinkSystem(numbers: $0) }
        await propertyCheck(count: 400, input: systems) { system in
            let solver = Solver()
            let constraints = system.constraints(over: (0..<LinkSystem.variableCount).map { Variable("x\($0)") })
            for (constraint, conflicts) in addAll(constraints, to: solver).rejected {
                #expect(!isSatisfiable(conflicts + [constraint]), "conflict set is satisfiable")
                for index in conflicts.indices {
                    var smaller = conflicts
                    smaller.remove(at: index)
                    #expect(isSatisfiable(smaller + [constraint]), "conflict set is not minimal")
                }
                let present = Set(solver.constraints.map(ObjectIdentifier.init))
                #expect(conflicts.allSatisfy { present.contains(ObjectIdentifier($0)) && $0.strength.isRequired })
            }
        }
    }
}
