import Foundation
import LayoutTestSupport
import Testing

@testable import AutoLayout
@testable import Cassowary

/// A solver that cannot finish taking a constraint in (the work limit,
/// an overflow) is an error at the user's call, not a conflict: the
/// constraint stays out, or keeps its old constant, and the layout is as
/// it was.
@Suite struct SolverFailureTests {
    /// A box whose left edge only a low-priority constraint holds, at 50:
    /// pinning it to 100 needs a pivot, which the tests then forbid.
    private struct Fixture {
        let root = makeRoot()
        let box: LayoutView
        let fallback: LayoutConstraint
        let log: IssueLog

        init() {
            box = addView("box", to: root)
            fallback = box.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50)
            fallback.priority = .defaultLow
            LayoutConstraint.activate([
                fallback,
                box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 10),
                box.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            log = IssueLog(root)
        }

        func forbidPivots() {
            root.engine.solver.state.tableau.workAllowance = (base: -1, perPass: 0)
        }

        func allowPivots() {
            root.engine.solver.state.tableau.workAllowance = Tableau.defaultWorkAllowance
        }
    }

    @Test func anActivationTheSolverCannotFinishThrowsAndLeavesTheConstraintOut() throws {
        let fixture = Fixture()
        let pin = fixture.box.leftAnchor.constraint(equalTo: fixture.root.leftAnchor, constant: 100)
        fixture.forbidPivots()
        #expect(
            throws: LayoutError.solverFailure(
                reason: SolverError.workLimitExceeded(pivots: 0).description, constraint: pin.description)
        ) {
            try LayoutConstraint.activateOrThrow([pin])
        }
        #expect(!pin.isActive)
        #expect(fixture.log.issues.isEmpty)
        fixture.root.layoutIfNeeded()
        #expect(fixture.box.frame == CGRect(x: 50, y: 0, width: 10, height: 10))

        fixture.allowPivots()
        try LayoutConstraint.activateOrThrow([pin])
        fixture.root.layoutIfNeeded()
        #expect(fixture.box.frame == CGRect(x: 100, y: 0, width: 10, height: 10))
        #expect(fixture.log.issues.isEmpty)
    }

    @Test func theNonThrowingActivationReportsTheFailureAtTheCallersLine() {
        let fixture = Fixture()
        let pin = fixture.box.leftAnchor.constraint(equalTo: fixture.root.leftAnchor, constant: 100)
        let top = fixture.box.topAnchor.constraint(equalTo: fixture.root.topAnchor, constant: 5)
        fixture.forbidPivots()
        let line = UInt(#line + 1)
        LayoutConstraint.activate([pin, top])
        let failure = LayoutError.solverFailure(
            reason: SolverError.workLimitExceeded(pivots: 0).description, constraint: pin.description)
        #expect(fixture.log.errors == [.located(failure, location: SourceLocation(file: #fileID, line: line))])
        // Not a conflict: nothing was broken, and the batch was undone.
        #expect(fixture.log.reports.isEmpty)
        #expect(!pin.isActive && !top.isActive)
        fixture.allowPivots()
        fixture.root.layoutIfNeeded()
        #expect(fixture.box.frame == CGRect(x: 50, y: 0, width: 10, height: 10))
    }

    @Test func aConstantTheSolverCannotTakeKeepsTheOldOne() throws {
        let fixture = Fixture()
        // Held at 60 against the fallback's 50: lowering the floor lets the
        // box go back to 50, a pivot.
        let floor = fixture.box.leftAnchor.constraint(greaterThanOrEqualTo: fixture.root.leftAnchor, constant: 60)
        try LayoutConstraint.activateOrThrow([floor])
        fixture.root.layoutIfNeeded()
        #expect(fixture.box.frame.minX == 60)
        fixture.forbidPivots()
        #expect(
            throws: LayoutError.solverFailure(
                reason: SolverError.workLimitExceeded(pivots: 0).description, constraint: floor.description)
        ) {
            try floor.setConstant(40)
        }
        #expect(floor.constant == 60)
        floor.constant = 30
        #expect(floor.constant == 60)
        #expect(fixture.log.errors.count == 1)
        #expect(fixture.log.reports.isEmpty)

        fixture.allowPivots()
        fixture.root.layoutIfNeeded()
        #expect(fixture.box.frame == CGRect(x: 60, y: 0, width: 10, height: 10))
        floor.constant = 40
        fixture.root.layoutIfNeeded()
        #expect(fixture.box.frame == CGRect(x: 50, y: 0, width: 10, height: 10))
        #expect(fixture.log.errors.count == 1)
    }

    /// A label whose baseline is held 40 points below the root's top, in a
    /// tree of its own, with the font given.
    private func baselineTree(font: Font) throws -> (root: LayoutView, label: Label, baseline: LayoutConstraint) {
        let root = makeRoot()
        let label = Label(text: "Title", font: font)
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        let baseline = label.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 40)
        try LayoutConstraint.activateOrThrow([baseline, label.leftAnchor.constraint(equalTo: root.leftAnchor)])
        root.layoutIfNeeded()
        return (root, label, baseline)
    }

    @Test func aConstraintTheEngineCannotTakeBackInIsReportedAndLeftOut() throws {
        let (root, label, baseline) = try baselineTree(font: .systemFont(ofSize: 17))
        let smallFrame = label.frame
        let log = IssueLog(root)
        root.engine.solver.state.tableau.workAllowance = (base: -1, perPass: 0)
        // A new font moves the baseline within the label: the engine takes
        // the constraint out and adds it again. Its old row needs a pivot to
        // come out, so it stays, and the constraint cannot go back in beside it.
        label.font = .systemFont(ofSize: 30)
        let failure = LayoutError.solverFailure(
            reason: SolverError.workLimitExceeded(pivots: 0).description, constraint: baseline.description)
        #expect(log.errors == [failure])
        #expect(log.reports.isEmpty)
        #expect(!baseline.isActive)

        root.engine.solver.state.tableau.workAllowance = Tableau.defaultWorkAllowance
        baseline.isActive = true
        root.layoutIfNeeded()
        #expect(root.engine.strandedRows.isEmpty)
        let reference = try baselineTree(font: .systemFont(ofSize: 30))
        #expect(label.frame == reference.label.frame)
        #expect(label.frame.minY < smallFrame.minY)
        #expect(log.errors == [failure])
    }

    @Test func theErrorSaysWhatTheSolverCouldNotDo() {
        let error = LayoutError.solverFailure(reason: "solving stopped", constraint: "box.left == root.left + 100")
        #expect(error.description == "the solver could not take box.left == root.left + 100 in: solving stopped")
    }
}
