import Cassowary
import Foundation
import LayoutTestSupport
import Testing

@testable import ConstraintLayout

/// A layout whose statements change order, count and constants between
/// evaluations: matching by order, by table once the order departs, and
/// the solver work each change asks for.
private final class Reordering: LayoutView, DeclarativeLayout {
    let x = view("x"), y = view("y")
    @LayoutInput var reversed = false
    @LayoutInput var extra = false
    @LayoutInput var gap: CGFloat = 0

    var layout: Layout {
        Layout {
            x; y
        } constraints: { x, y in
            for view in reversed ? [y, x] : [x, y] { view.height.equalTo(10) }
            x.leading.top.equalToSuperview()
            y.leading.equalTo(x.trailing).offset(gap)
            if extra { y.width.equalTo(5) }
            x.width.equalTo(10)
            y.top.equalTo(x)
            y.width.greaterThanOrEqualTo(1); y.width.greaterThanOrEqualTo(2)
        }
    }

    required init?(coder: NSCoder) { nil }
    init() { super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 100)) }
}

@Suite struct ReevaluationTests {
    @Test func statementsInAnotherOrderKeepTheirObjectsAndAskTheSolverForNothing() {
        let host = Reordering()
        let log = IssueLog(host)
        host.prepareLayout()
        host.layoutIfNeeded()
        let before = Set(layoutConstraints(of: host).map(ObjectIdentifier.init))
        let work = host.solverOperationCounts
        host.reversed = true
        host.layoutIfNeeded()
        #expect(Set(layoutConstraints(of: host).map(ObjectIdentifier.init)) == before)
        #expect(host.solverOperationCounts - work == SolverOperationCounts())
        #expect(log.messages.isEmpty)
    }

    @Test func aConstraintAddedInTheMiddleIsTheOnlyOneMadeAndOneRemovedTheOnlyOneGone() {
        let host = Reordering()
        host.prepareLayout()
        host.layoutIfNeeded()
        let before = layoutConstraints(of: host)
        let work = host.solverOperationCounts
        host.extra = true
        host.layoutIfNeeded()
        let added = layoutConstraints(of: host).filter { constraint in !before.contains { $0 === constraint } }
        #expect(added.map(\.equationText) == ["y.width == 5"])
        #expect(layoutConstraints(of: host).count == before.count + 1)
        #expect(host.solverOperationCounts - work == SolverOperationCounts(constraintsAdded: 1))
        #expect(host.y.frame == CGRect(x: 10, y: 0, width: 5, height: 10))
        host.extra = false
        host.layoutIfNeeded()
        #expect(layoutConstraints(of: host).map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
        #expect(!added[0].isActive)
    }

    @Test func aNewConstantIsOneConstantChange() {
        let host = Reordering()
        host.prepareLayout()
        host.layoutIfNeeded()
        let work = host.solverOperationCounts
        host.gap = 4
        host.layoutIfNeeded()
        #expect(host.solverOperationCounts - work == SolverOperationCounts(constantsChanged: 1))
        #expect(host.y.frame.minX == 14)
    }

    @Test func twoStatementsOnOneLineAreTwoConstraints() {
        let host = Reordering()
        let log = IssueLog(host)
        host.prepareLayout()
        #expect(log.messages.isEmpty)
        #expect(equations(ofHost: host).filter { $0.hasPrefix("y.width") } == ["y.width >= 1", "y.width >= 2"])
    }

    @Test func anAnchorHoldsEveryAttributeItChainsInOrder() {
        let x = view("x")
        let anchor = InsertedView(x).margins.left.right.top.bottom.leading.trailing.centerX.centerY.width.height
        #expect(
            Array(anchor.attributes) == [
                .leftMargin, .topMargin, .rightMargin, .bottomMargin, .left, .right, .top, .bottom, .leading, .trailing,
                .centerX, .centerY, .width, .height,
            ])
        #expect(Array(InsertedView(x).top.leading.top.attributes) == [.top, .leading])
    }

    @Test func aModifierChangesOnlyTheStatementItIsCalledOn() {
        let base = InsertedView(view("x")).width.equalTo(10)
        let moved = base.offset(1)
        let other = base.offset(2).labeled("other")
        #expect([base, moved, other].map(\.storage.offset) == [0, 1, 2])
        #expect([base, moved, other].map(\.storage.label) == [nil, nil, "other"])
    }

    @Test func partsStayValuesWhenTheyShareABuffer() {
        let x = view("x")
        let statements = (0..<6).map { InsertedView(x).width.equalTo($0) }
        var block = LayoutBuilder.buildPartialBlock(first: LayoutBuilder.buildExpression(statements[0]))
        for statement in statements[1..<5] {
            block = LayoutBuilder.buildPartialBlock(accumulated: block, next: .init(.one(statement)))
        }
        let longer = LayoutBuilder.buildPartialBlock(accumulated: block, next: .init(.one(statements[5])))
        let other = LayoutBuilder.buildPartialBlock(accumulated: block, next: .init(.one(statements[0])))
        let widths = { (part: LayoutBuilder.Part) in
            LayoutBuilder.buildFinalResult(part).map { statement -> CGFloat in
                if case let .constant(value) = statement.storage.target { value } else { -1 }
            }
        }
        #expect(widths(block) == [0, 1, 2, 3, 4])
        #expect(widths(longer) == [0, 1, 2, 3, 4, 5])
        #expect(widths(other) == [0, 1, 2, 3, 4, 0])
    }
}
