import ConstraintBuilder
import Foundation
import LayoutTestSupport
import Testing

@Suite struct ActivationTests {
    @Test func activationIsOneBatchThatTurnsAutoresizingOffOnPlacedViews() {
        let root = makeRoot(), box = view("box"), inner = view("inner")
        root.addSubview(box)
        box.addSubview(inner)
        let built = Constraints {
            box.edges == root.edges - EdgeInsets(all: 20)
            inner.size == 40
            inner.centerXY == box.centerXY
            box.width >= inner.width
        }
        built.activate()
        #expect(built.allSatisfy { $0.isActive })
        #expect(root.translatesAutoresizingMaskIntoConstraints)
        #expect(!box.translatesAutoresizingMaskIntoConstraints && !inner.translatesAutoresizingMaskIntoConstraints)
        root.layoutIfNeeded()
        #expect(box.frame == rect(20, 20, 360, 260))
        #expect(inner.frame == rect(160, 110, 40, 40))
        built.deactivate()
        #expect(!built.contains { $0.isActive })
    }

    /// A bad constraint activates nothing, leaves autoresizing as it was
    /// and is reported with the line of its statement.
    @Test func errorsAreReportedAtTheStatementAndNothingIsActivated() {
        let root = makeRoot(), box = view("box"), stranger = view("stranger")
        root.addSubview(box)
        let log = IssueLog(root)
        let line = #line
        let built = Constraints {
            box.top == root.top
            box.leading == stranger.leading
        }
        built.activate()
        #expect(!built.contains { $0.isActive })
        #expect(box.translatesAutoresizingMaskIntoConstraints)
        #expect(
            log.messages == [
                "[LayoutConstraints] OperatorFrontEndTests/ActivationTests.swift:\(line + 3): box and stranger have no "
                    + "common ancestor: cannot activate <LayoutConstraint box.leading == stranger.leading (inactive)>"
            ])
        #expect(throws: LayoutError.self) { try built.activateOrThrow() }
    }

    @Test(arguments: [
        (
            "non-finite multiplier",
            "the multiplier inf of <LayoutConstraint box.width == inf * root.width + nan (inactive)> is not finite"
        ),
        (
            "zero position multiplier",
            "invalid constraint <LayoutConstraint box.leading == 0 * root.leading (inactive)>: a position's multiplier cannot be zero"
        ),
        (
            "zero left multiplier",
            "the multiplier inf of <LayoutConstraint box.top == inf * root.top + nan (inactive)> is not finite"
        ),
    ])
    func badNumbersGetTheAnchorsErrorAtTheStatement(_ name: String, _ message: String) {
        let root = makeRoot(), box = view("box")
        root.addSubview(box)
        let log = IssueLog(root)
        let line = #line
        let built = Constraints {
            switch name {
            case "non-finite multiplier": box.width == root.width / 0
            case "zero position multiplier": box.leading == 0 * root.leading
            default: 0 * box.top == root.top
            }
        }
        built.activate()
        let statement = line + 3 + (["non-finite multiplier": 0, "zero position multiplier": 1][name] ?? 2)
        #expect(
            log.messages == ["[LayoutConstraints] OperatorFrontEndTests/ActivationTests.swift:\(statement): \(message)"]
        )
        #expect(!built[0].isActive)
    }

    @Test func aBadPriorityIsReportedAndTheOldOneKept() {
        let root = makeRoot(), box = view("box")
        root.addSubview(box)
        let log = IssueLog(root)
        let constraint = (box.width == 10).priority(0)
        #expect(constraint.priority == .required)
        #expect(
            log.messages == [
                "[LayoutConstraints] OperatorFrontEndTests/ActivationTests.swift:\(#line - 2): "
                    + "the priority 0 of <LayoutConstraint box.width == 10 (inactive)> is outside (0, 1000]"
            ])
        let active = box.height == 10
        [active].activate()
        // swift-format-ignore: NoAssignmentInExpressions
        _ = active ~ .defaultLow
        #expect(active.priority == .required)
        #expect(log.messages.count == 2)
    }
}
