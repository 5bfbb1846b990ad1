import Foundation
import LayoutTestSupport
import Testing

@testable import AutoLayout
@testable import Cassowary

/// A constraint whose row the solver cannot take out (an overflow, the
/// work limit) stays in layout only until a later change can remove it.
@Suite struct UnfinishedRemovalTests {
    @Test func aRowTheSolverCouldNotRemoveGoesAtTheNextChange() throws {
        let root = makeRoot()
        let box = addView("box", to: root)
        let pin = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 100)
        let fallback = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50)
        fallback.priority = .defaultLow
        LayoutConstraint.activate([
            pin, fallback,
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.widthAnchor.constraint(equalToConstant: 10),
            box.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 100, y: 0, width: 10, height: 10))
        let solver = root.engine.solver
        // Freed, the box would move to 50: a pivot, which no call may now make.
        solver.state.tableau.workAllowance = (base: -1, perPass: 0)
        pin.isActive = false
        #expect(!pin.isActive)
        #expect(root.engine.strandedRows.count == 1)
        root.layoutIfNeeded()
        #expect(box.frame.minX == 100)
        solver.state.tableau.workAllowance = Tableau.defaultWorkAllowance
        fallback.constant = 60
        #expect(root.engine.strandedRows.isEmpty)
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 60, y: 0, width: 10, height: 10))
    }
}
