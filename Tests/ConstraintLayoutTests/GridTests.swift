import Cassowary
import Foundation
import LayoutExamples
import Testing

@testable import ConstraintLayout

/// The benchmark's grid: views from a `for` loop, and an input that
/// changes one constant keeps every constraint object.
@Suite struct GridTests {
    @Test func aForLoopInsertsEveryViewInOrder() {
        let grid = DeclarativeGrid(side: 10)
        #expect(grid.subviews.count == 100)
        #expect(zip(grid.subviews, grid.cells).allSatisfy { $0 === $1 })
        #expect(layoutConstraints(of: grid).count == 400)
        #expect(grid.cells[0].frame == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(grid.cells[99].frame == CGRect(x: 90, y: 90, width: 10, height: 10))
    }

    @Test func changingOneInputChangesOneConstantAndKeepsEveryObject() throws {
        let grid = DeclarativeGrid(side: 10)
        let before = layoutConstraints(of: grid)
        let constants = Dictionary(uniqueKeysWithValues: before.map { (ObjectIdentifier($0), $0.constant) })
        grid.firstInset = 5
        grid.layoutIfNeeded()
        let after = layoutConstraints(of: grid)
        #expect(Set(after.map(ObjectIdentifier.init)) == Set(before.map(ObjectIdentifier.init)))
        let changed = after.filter { constants[ObjectIdentifier($0)] != $0.constant }
        #expect(changed.count == 1 && changed.first?.constant == 5 && changed.first?.firstItem === grid.cells[0])
        #expect(after.allSatisfy { $0.isActive })
        #expect(grid.cells[9].frame == CGRect(x: 95, y: 0, width: 10, height: 10))
        #expect(grid.cells[10].frame == CGRect(x: 0, y: 10, width: 10, height: 10))
    }

    @Test func changingOneInputAsksTheSolverForOneConstantChangeAndNothingElse() {
        let grid = DeclarativeGrid(side: 10)
        for inset: CGFloat in [5, 0, 7] {
            let before = grid.solverOperationCounts
            grid.firstInset = inset
            grid.layoutIfNeeded()
            #expect(grid.solverOperationCounts - before == SolverOperationCounts(constantsChanged: 1))
            #expect(grid.cells[0].frame == CGRect(x: inset, y: 0, width: 10, height: 10))
        }
    }
}
