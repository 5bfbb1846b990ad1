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

    /// The error for a constraint, described as given, that the work limit stopped.
    private func workLimitFailure(_ constraint: String) -> LayoutError {
        .solverFailure(reason: SolverError.workLimitExceeded(pivots: 0).description, constraint: constraint)
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
        let failure = workLimitFailure(pin.description)
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
        // The error names the constant asked for; the constraint keeps its own.
        #expect(throws: workLimitFailure("<LayoutConstraint box.left >= root.left + 40 (active)>")) {
            try floor.setConstant(40)
        }
        #expect(floor.constant == 60)
        floor.constant = 30
        #expect(floor.constant == 60)
        #expect(fixture.log.errors == [workLimitFailure("<LayoutConstraint box.left >= root.left + 30 (active)>")])
        #expect(fixture.log.reports.isEmpty)

        fixture.allowPivots()
        fixture.root.layoutIfNeeded()
        #expect(fixture.box.frame == CGRect(x: 60, y: 0, width: 10, height: 10))
        floor.constant = 40
        fixture.root.layoutIfNeeded()
        #expect(fixture.box.frame == CGRect(x: 50, y: 0, width: 10, height: 10))
        #expect(fixture.log.errors.count == 1)
    }

    /// A label whose baseline is held `offset` points below the root's
    /// top, in a tree of its own, with the font given.
    private func baselineTree(font: Font, offset: CGFloat = 40) throws -> (
        root: LayoutView, label: Label, baseline: LayoutConstraint
    ) {
        let root = makeRoot()
        let label = Label(text: "Title", font: font)
        label.identifier = "title"
        root.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        let baseline = label.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: offset)
        try LayoutConstraint.activateOrThrow([baseline, label.leftAnchor.constraint(equalTo: root.leftAnchor)])
        root.layoutIfNeeded()
        return (root, label, baseline)
    }

    /// A baseline tree whose font grew while the solver could make no
    /// pivot: the baseline's old row is still in, its new one not.
    private func treeWithUnplacedBaseline() throws -> (
        root: LayoutView, label: Label, baseline: LayoutConstraint, log: IssueLog, smallFrame: CGRect
    ) {
        let (root, label, baseline) = try baselineTree(font: .systemFont(ofSize: 17))
        let smallFrame = label.frame
        let log = IssueLog(root)
        root.engine.solver.state.tableau.workAllowance = (base: -1, perPass: 0)
        // A new font moves the baseline within the label: the engine takes
        // the constraint out and adds it again. Its old row needs a pivot to
        // come out, so it stays, and the new row cannot go in beside it.
        label.font = .systemFont(ofSize: 30)
        root.layoutIfNeeded()
        root.engine.solver.state.tableau.workAllowance = Tableau.defaultWorkAllowance
        return (root, label, baseline, log, smallFrame)
    }

    @Test func aConstraintTheEngineCannotTakeBackInIsReportedAndStaysActive() throws {
        let (root, label, baseline, log, smallFrame) = try treeWithUnplacedBaseline()
        // Named as it was when the solver refused it: out, between the two.
        #expect(log.errors == [workLimitFailure("<LayoutConstraint title.firstBaseline == root.top + 40 (inactive)>")])
        #expect(log.reports.isEmpty)
        // Kept active, as its user left it, without a row of its own yet:
        // the old row still holds the label where the small font put it.
        #expect(baseline.isActive)
        #expect(root.engine.unplacedConstraints.count == 1)
        #expect(root.engine.strandedRows.count == 1)
        let reference = try baselineTree(font: .systemFont(ofSize: 30))
        #expect(label.frame.minY == smallFrame.minY)
        #expect(label.frame.size == reference.label.frame.size)
    }

    @Test func theNextChangeGivesTheConstraintItsRow() throws {
        let (root, label, _, log, smallFrame) = try treeWithUnplacedBaseline()
        let cap = label.widthAnchor.constraint(lessThanOrEqualToConstant: 300)
        try LayoutConstraint.activateOrThrow([cap])
        #expect(root.engine.strandedRows.isEmpty && root.engine.unplacedConstraints.isEmpty)
        root.layoutIfNeeded()
        let reference = try baselineTree(font: .systemFont(ofSize: 30))
        #expect(label.frame == reference.label.frame)
        #expect(label.frame.minY < smallFrame.minY)
        #expect(log.errors.count == 1 && log.reports.isEmpty)
    }

    @Test func aNewConstantGivesTheConstraintItsRow() throws {
        let (root, label, baseline, log, _) = try treeWithUnplacedBaseline()
        baseline.constant = 41
        #expect(root.engine.strandedRows.isEmpty && root.engine.unplacedConstraints.isEmpty)
        root.layoutIfNeeded()
        let reference = try baselineTree(font: .systemFont(ofSize: 30), offset: 41)
        #expect(label.frame == reference.label.frame)
        #expect(log.errors.count == 1 && log.reports.isEmpty)
    }

    @Test func aConstraintKeptWithoutARowLeavesTheListWhenDeactivated() throws {
        let (root, label, baseline, log, _) = try treeWithUnplacedBaseline()
        // By identity: a failed expectation would otherwise reflect the tree.
        #expect(root.engine.unplacedConstraints.count == 1)
        #expect(root.engine.unplacedConstraints.first === baseline)
        baseline.isActive = false
        #expect(!baseline.isActive)
        #expect(root.engine.strandedRows.isEmpty && root.engine.unplacedConstraints.isEmpty)
        root.layoutIfNeeded()
        let reference = try baselineTree(font: .systemFont(ofSize: 30))
        reference.baseline.isActive = false
        reference.root.layoutIfNeeded()
        #expect(label.frame == reference.label.frame)
        #expect(log.errors.count == 1 && log.reports.isEmpty)
    }

    /// A card 200 wide whose height is its label's first baseline plus 10.
    private func cardTree(font: Font) throws -> (
        root: LayoutView, card: LayoutView, label: Label, bottom: LayoutConstraint
    ) {
        let root = makeRoot()
        let card = addView("card", to: root)
        let label = Label(text: "Title", font: font)
        label.identifier = "title"
        card.addSubview(label)
        label.translatesAutoresizingMaskIntoConstraints = false
        let bottom = card.bottomAnchor.constraint(equalTo: label.firstBaselineAnchor, constant: 10)
        try LayoutConstraint.activateOrThrow([
            card.leftAnchor.constraint(equalTo: root.leftAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 200),
            label.leftAnchor.constraint(equalTo: card.leftAnchor),
            label.topAnchor.constraint(equalTo: card.topAnchor),
            bottom,
        ])
        root.layoutIfNeeded()
        return (root, card, label, bottom)
    }

    @Test func theFittingSizeCountsAConstraintKeptWithoutARow() throws {
        let (root, card, label, bottom) = try cardTree(font: .systemFont(ofSize: 17))
        let log = IssueLog(root)
        root.engine.solver.state.tableau.workAllowance = (base: -1, perPass: 0)
        label.font = .systemFont(ofSize: 30)
        root.layoutIfNeeded()
        #expect(root.engine.unplacedConstraints.first === bottom)
        let fitted = card.systemLayoutSizeFitting(.zero)
        let reference = try cardTree(font: .systemFont(ofSize: 30))
        #expect(fitted == reference.card.systemLayoutSizeFitting(.zero))
        #expect(fitted.height > 10)
        #expect(log.errors.count == 1)
    }

    @Test func leftoversAreTriedAgainOnlyOnceTheSolverChanged() throws {
        let (root, card, label, _) = try cardTree(font: .systemFont(ofSize: 17))
        let log = IssueLog(root)
        let solver = root.engine.solver
        solver.state.tableau.workAllowance = (base: -1, perPass: 0)
        label.font = .systemFont(ofSize: 30)
        root.layoutIfNeeded()
        // Changes that leave the solver as it was try nothing again: each
        // try would fail the same way.
        let counts = solver.operationCounts
        _ = card.systemLayoutSizeFitting(.zero)
        _ = card.constraintsAffectingLayout(for: .vertical)
        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(solver.operationCounts == counts)
        // A change to the solver does, and fails again, reporting nothing more.
        let cap = card.heightAnchor.constraint(lessThanOrEqualToConstant: 300)
        try LayoutConstraint.activateOrThrow([cap])
        #expect(solver.operationCounts.constraintsRemoved > counts.constraintsRemoved)
        #expect(root.engine.unplacedConstraints.count == 1)
        #expect(log.errors.count == 1)
    }

    @Test func aFrameTheSolverCannotTakeIsReported() {
        let root = makeRoot()
        let box = LayoutView(frame: CGRect(x: 50, y: 0, width: 10, height: 10))
        box.identifier = "box"
        root.addSubview(box)
        // Optional and held at 50: a frame at 100 breaks it, a pivot.
        let cap = box.leftAnchor.constraint(lessThanOrEqualTo: root.leftAnchor, constant: 70)
        cap.priority = .defaultLow
        LayoutConstraint.activate([cap])
        root.layoutIfNeeded()
        let log = IssueLog(root)
        root.engine.solver.state.tableau.workAllowance = (base: -1, perPass: 0)
        box.frame.origin.x = 100
        root.layoutIfNeeded()
        let failure = workLimitFailure(
            "<LayoutConstraint 'box-autoresizing-minX' box.left == root.left + 100 (active)>")
        #expect(log.errors == [failure])
        #expect(log.reports.isEmpty)

        root.engine.solver.state.tableau.workAllowance = Tableau.defaultWorkAllowance
        box.frame.origin.x = 101
        root.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 101, y: 0, width: 10, height: 10))
        #expect(log.errors == [failure])
        #expect(log.reports.isEmpty)
    }

    @Test func removingAGuideReportsOnlyOnceItIsGone() throws {
        let holder = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        holder.identifier = "holder"
        let guide = LayoutGuide()
        let pin: LayoutConstraint
        do {
            let outer = makeRoot()
            outer.addSubview(holder)
            holder.addLayoutGuide(guide)
            let box = addView("box", to: holder)
            let fallback = box.leftAnchor.constraint(equalTo: holder.leftAnchor, constant: 50)
            fallback.priority = .defaultLow
            pin = box.leftAnchor.constraint(equalTo: holder.leftAnchor, constant: 100)
            try LayoutConstraint.activateOrThrow([
                fallback, box.topAnchor.constraint(equalTo: holder.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
                guide.widthAnchor.constraint(equalToConstant: 5), pin,
            ])
            outer.layoutIfNeeded()
        }
        // The outer root is gone: the holder's constraints are parked on it,
        // and its new engine takes them back in at the guide's removal.
        #expect(!holder.parkedConstraints.isEmpty)
        let engine = holder.engine
        engine.solver.state.tableau.workAllowance = (base: -1, perPass: 0)
        var heard: [(guideStillOwned: Bool, issue: LayoutIssue)] = []
        holder.layoutIssueHandler = { issue in heard.append((guide.owningView != nil, issue)) }
        holder.removeLayoutGuide(guide)
        #expect(heard.count == 1)
        #expect(heard.allSatisfy { !$0.guideStillOwned })
        // The pin, which needs a pivot, is kept active without its row.
        #expect(pin.isActive)
        #expect(engine.unplacedConstraints.count == 1)
    }

    @Test func theErrorSaysWhatTheSolverCouldNotDo() {
        let error = LayoutError.solverFailure(reason: "solving stopped", constraint: "box.left == root.left + 100")
        #expect(error.description == "the solver could not take box.left == root.left + 100 in: solving stopped")
    }
}
