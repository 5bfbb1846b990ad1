import PropertyBased
import Testing

@testable import Cassowary

/// External symbols a solver makes for an owner that keeps no variables,
/// as a layout engine keeps its items' rectangles.
@Suite(.timeLimit(.minutes(10))) struct OwnedExternalTests {
    /// An object holding handles, as a layout constraint does.
    final class Owner {}

    func add(
        _ terms: [ExternalTerm], _ constant: Double, _ relation: Relation, _ strength: Strength = .required,
        owner: AnyObject, to solver: Solver
    ) throws(SolverError) -> ConstraintHandle {
        try solver.addConstraint(terms: terms, constant: constant, relation: relation, strength: strength, owner: owner)
    }

    /// The contexts, symbols and values an update hands over, in order of the symbols.
    func update(_ solver: Solver) -> [String] {
        var reported: [(Int32, Int32, Double)] = []
        solver.updateValuesReportingOwned { reported.append(($0, $1.index, $2)) }
        return reported.sorted { $0.1 < $1.1 }.map { "\($0.0): \($0.2)" }
    }

    @Test func constraintsOverThemSolveAndReportTheirValues() throws {
        let solver = Solver(), owner = Owner()
        let x = solver.makeExternal(context: 7), y = solver.makeExternal(context: 9)
        let sum = try add([ExternalTerm(x), ExternalTerm(y)], -30, .equal, owner: owner, to: solver)
        _ = try add([ExternalTerm(x)], -10, .greaterThanOrEqual, .strong, owner: owner, to: solver)
        _ = try add([ExternalTerm(x)], 0, .equal, .weak, owner: owner, to: solver)
        #expect(solver.values(of: x, y, x, y) == (10, 20, 10, 20))
        #expect(update(solver) == ["7: 10.0", "9: 20.0"])
        #expect(update(solver).isEmpty)
        try solver.setConstant(-50, of: sum)
        #expect(update(solver) == ["9: 40.0"])
        #expect(solver.invariantViolation() == nil)
    }

    @Test func termsOfOneSymbolAreMergedAndBadNumbersRefused() throws {
        let solver = Solver(), owner = Owner()
        let x = solver.makeExternal(context: 0), y = solver.makeExternal(context: 1)
        _ = try add([ExternalTerm(y)], -10, .equal, owner: owner, to: solver)
        // x + x - y == 0
        _ = try add(
            [ExternalTerm(x), ExternalTerm(x), ExternalTerm(y, coefficient: -1)], 0, .equal, owner: owner, to: solver)
        #expect(solver.value(of: x) == 5)
        let before = solver.dump()
        #expect {
            _ = try add([ExternalTerm(x, coefficient: .nan)], 0, .equal, owner: owner, to: solver)
        } throws: { error in
            guard case .invalidConstraint(let constraint, let reason) = error as? SolverError else { return false }
            return constraint.owner?.takeUnretainedValue() === owner && reason == "the coefficient of x0 is nan"
        }
        #expect(solver.dump() == before)
    }

    /// A conflict names the symbols by stand-in variables, the same one
    /// for a symbol in the constraint refused and in those it conflicts with.
    @Test func aConflictNamesEachSymbolByOneStandIn() throws {
        let solver = Solver()
        let width = Owner(), tooWide = Owner()
        let x = solver.makeExternal(context: 0)
        _ = try add([ExternalTerm(x)], -10, .equal, owner: width, to: solver)
        let before = solver.dump()
        #expect {
            _ = try add([ExternalTerm(x)], -20, .greaterThanOrEqual, owner: tooWide, to: solver)
        } throws: { error in
            guard case let .unsatisfiableConstraint(subject, conflicts) = error as? SolverError,
                let conflict = conflicts.first, conflicts.count == 1
            else { return false }
            return subject.description == "x0 - 20 >= 0 | required"
                && conflict.description == "x0 - 10 == 0 | required"
                && conflict.owner?.takeUnretainedValue() === width
                && subject.expression.terms[0].variable === conflict.expression.terms[0].variable
        }
        #expect(solver.dump() == before)
        // Reported again, the conflict names the same stand-in: none is made anew.
        var standIns: [Variable] = []
        for _ in 0..<2 {
            do {
                _ = try add([ExternalTerm(x)], -30, .greaterThanOrEqual, owner: tooWide, to: solver)
            } catch {
                guard case let .unsatisfiableConstraint(subject, _) = error else { continue }
                standIns.append(subject.expression.terms[0].variable)
            }
        }
        #expect(standIns.count == 2 && standIns[0] === standIns[1])
    }

    /// A symbol let go of is no longer reported, and goes when the last
    /// constraint naming it does: its number is then made anew.
    @Test func aReleasedSymbolGoesWithItsLastConstraint() throws {
        let solver = Solver(), owner = Owner()
        let x = solver.makeExternal(context: 3), y = solver.makeExternal(context: 4)
        let pin = try add([ExternalTerm(x), ExternalTerm(y, coefficient: -1)], -5, .equal, owner: owner, to: solver)
        _ = try add([ExternalTerm(y)], -1, .equal, owner: owner, to: solver)
        _ = update(solver)
        solver.releaseExternal(x)
        #expect(solver.value(of: x) == 0)
        try solver.setConstant(-6, of: pin)
        #expect(update(solver).isEmpty)
        try solver.removeConstraint(pin)
        #expect(solver.makeExternal(context: 5) == x)
        #expect(solver.invariantViolation() == nil)
    }

    /// A symbol let go of, or another solver's beyond this one's symbols,
    /// is refused in every build, with the solver unchanged, and reads
    /// zero. (Another solver's symbol of a number this one holds cannot be
    /// told from its own: the engine only asks for its own items'.)
    @Test func aForeignSymbolIsRefused() throws {
        let solver = Solver(), other = Solver(), owner = Owner()
        let x = solver.makeExternal(context: 0)
        _ = try add([ExternalTerm(x)], -10, .equal, owner: owner, to: solver)
        let before = solver.dump()
        var strangers = (0..<40).map { other.makeExternal(context: Int32($0)) }.suffix(3).map { $0 }
        let released = solver.makeExternal(context: 1)
        solver.releaseExternal(released)
        strangers.append(released)
        for stranger in strangers {
            #expect {
                _ = try add([ExternalTerm(x), ExternalTerm(stranger)], 0, .equal, owner: owner, to: solver)
            } throws: { error in
                guard case .invalidConstraint(_, let reason) = error as? SolverError else { return false }
                return reason == "a term names an external symbol this solver does not hold"
            }
        }
        #expect(solver.dump() == before)
        #expect(solver.values(of: x, strangers[2], released, x) == (10, 0, 0, 10))
    }

    /// An owned symbol's entry keeps its stand-in where the other roles
    /// keep their references, so an entry is still sixteen bytes a symbol.
    @Test func anEntryStaysSixteenBytes() {
        #expect(MemoryLayout<Solver.State.SymbolEntry>.stride == 16)
    }

    @Test func theFreeOnesAreFound() throws {
        let solver = Solver(), owner = Owner()
        let x = solver.makeExternal(context: 0), y = solver.makeExternal(context: 1)
        let unnamed = solver.makeExternal(context: 2)
        _ = try add([ExternalTerm(x), ExternalTerm(y)], -10, .equal, owner: owner, to: solver)
        #expect(solver.externalsFreeToMove(among: [x, y, unnamed]) == [x, y, unnamed])
        _ = try add([ExternalTerm(x)], -3, .equal, owner: owner, to: solver)
        #expect(solver.externalsFreeToMove(among: [x, y, unnamed]) == [unnamed])
        solver.releaseExternal(unnamed)
        #expect(solver.externalsFreeToMove(among: [x, y, unnamed]).isEmpty)
    }

    /// A random system added over owned symbols is solved as the same
    /// system over variables: the same values, the same rejections with
    /// the same conflicts, and the same after half of it is removed. Each
    /// symbol is made where its variable would first get one, and let go
    /// of again when the constraint naming it first is refused, so both
    /// solvers number their symbols alike and break ties alike.
    @Test func randomSystemsSolveAsOverVariables() async {
        await propertyCheck(count: 200, input: systems) { system in
            let variables = freshVariables()
            let reference = Solver(), owned = Solver()
            var symbols: [ExternalSymbol?] = Array(repeating: nil, count: variables.count)
            var handles: [(Constraint, ConstraintHandle)] = []
            for (spec, constraint) in zip(system.specs, system.constraints(over: variables)) {
                let expected = Result { () throws(SolverError) in try reference.addConstraint(constraint) }
                let before = owned.dump()
                var made: [Int] = []
                for term in spec.terms where symbols[term.variable] == nil {
                    symbols[term.variable] = owned.makeExternal(context: Int32(term.variable))
                    made.append(term.variable)
                }
                let added = Result { () throws(SolverError) in
                    try owned.addConstraint(
                        terms: spec.terms.map { ExternalTerm(symbols[$0.variable]!, coefficient: $0.coefficient) },
                        constant: spec.constant, relation: spec.relation, strength: spec.strength, owner: constraint)
                }
                if case .failure = added {
                    for variable in made.reversed() {
                        owned.releaseExternal(symbols[variable]!)
                        symbols[variable] = nil
                    }
                }
                switch (expected, added) {
                case (.success, .success(let handle)):
                    handles.append((constraint, handle))
                case let (
                    .failure(.unsatisfiableConstraint(_, expectedConflicts)),
                    .failure(.unsatisfiableConstraint(_, conflicts))
                ):
                    #expect(
                        conflicts.map { $0.owner.map { ObjectIdentifier($0.takeUnretainedValue()) } }
                            == expectedConflicts.map { ObjectIdentifier($0) })
                    #expect(owned.dump() == before, "a failed add changed the solver")
                default:
                    Issue.record("\(expected) against \(added)")
                }
            }
            func values() -> [Double] { symbols.map { $0.map { owned.value(of: $0) } ?? 0 } }
            #expect(values() == variables.map { reference.value(of: $0) })
            for (constraint, handle) in handles.enumerated().filter({ $0.offset.isMultiple(of: 2) }).map(\.element) {
                try? reference.removeConstraint(constraint)
                try? owned.removeConstraint(handle)
            }
            #expect(values() == variables.map { reference.value(of: $0) })
            #expect(owned.invariantViolation() == nil)
        }
    }
}
