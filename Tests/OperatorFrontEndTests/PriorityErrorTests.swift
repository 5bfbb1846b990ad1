import ConstraintBuilder
import Foundation
import LayoutTestSupport
import Testing

/// A bad priority given with `~` to a constraint an operator just made is
/// reported where the constraint gets the user's line: its builder
/// statement or the `.activate()` around it. A constraint no call places
/// reports it when activated through the anchors API (unlocated, as no call
/// named a line) or when it goes away; always once, the old priority kept.
@Suite struct PriorityErrorTests {
    let root = makeRoot(), box = view("box")
    private let log: ErrorLog

    init() {
        root.addSubview(box)
        // The anchors API's activations below keep no frame constraints to conflict with.
        box.translatesAutoresizingMaskIntoConstraints = false
        log = ErrorLog(root)
    }

    private func outOfRange(_ priority: Float, _ equation: String = "box.width == 100") -> LayoutError {
        .priorityOutOfRange(priority, constraint: "<LayoutConstraint \(equation) (inactive)>")
    }

    private func here(_ line: UInt) -> AutoLayout.SourceLocation { SourceLocation(file: #fileID, line: line) }

    @Test func inABuilderTheStatementsLineIsReported() {
        let line: UInt = #line + 2
        let built = Constraints {
            box.width == 100 ~ .priority(2000)
        }
        #expect(log.errors == [.located(outOfRange(2000), location: here(line))])
        #expect(built.map(\.priority) == [.required])
        built.activate()
        root.layoutIfNeeded()
        #expect(log.errors.count == 1)
        #expect(built[0].isActive && box.frame.width == 100)
    }

    /// A composite's constraints each report, at the statement.
    @Test func eachConstraintOfACompositeReportsAtTheStatement() {
        let line: UInt = #line + 2
        let built = Constraints {
            box.size == 100 ~ .priority(-1)
        }
        #expect(
            log.errors == [
                .located(outOfRange(-1), location: here(line)),
                .located(outOfRange(-1, "box.height == 100"), location: here(line)),
            ])
        #expect(built.map(\.priority) == [.required, .required])
    }

    @Test func outsideABuilderTheActivateCallsLineIsReported() {
        let constraint = box.width == 100 ~ .priority(2000)
        #expect(log.errors == [])
        constraint.activate(); let line: UInt = #line
        #expect(log.errors == [.located(outOfRange(2000), location: here(line))])
        (box.height == 50 ~ .priority(0)).activate(); let next: UInt = #line
        #expect(
            log.errors == [
                .located(outOfRange(2000), location: here(line)),
                .located(outOfRange(0, "box.height == 50"), location: here(next)),
            ])
        root.layoutIfNeeded()
        #expect(
            constraint.isActive && constraint.priority == .required && box.frame.size == CGSize(width: 100, height: 50))
    }

    /// A NaN is out of range too (and not equal to itself, hence the message).
    @Test func aNaNPriorityIsReportedAtTheStatement() {
        let line = #line + 2
        let built = Constraints {
            box.width == 100 ~ LayoutPriority(.nan)
        }
        #expect(
            log.messages == [
                "[LayoutConstraints] OperatorFrontEndTests/PriorityErrorTests.swift:\(line): "
                    + "the priority nan of <LayoutConstraint box.width == 100 (inactive)> is outside (0, 1000]"
            ])
        #expect(built.map(\.priority) == [.required])
    }

    @Test func aConstraintNoCallPlacesReportsWhenActivatedOnce() throws {
        let constraint = box.width == 100 ~ .priority(2000)
        constraint.isActive = true
        #expect(log.errors == [outOfRange(2000)])
        constraint.isActive = false
        constraint.isActive = true
        [constraint].activate()
        #expect(log.errors == [outOfRange(2000)])
        let other = box.height == 50 ~ .priority(1001)
        LayoutConstraint.activate([other])
        #expect(log.errors == [outOfRange(2000), outOfRange(1001, "box.height == 50")])
        root.layoutIfNeeded()
        #expect(
            constraint.priority == .required && other.priority == .required
                && box.frame.size == CGSize(width: 100, height: 50))
    }

    /// Nothing places or activates it: it reports as it goes away.
    @Test func aConstraintNeitherPlacedNorActivatedReportsAsItGoesAway() {
        // swift-format-ignore: NoAssignmentInExpressions
        _ = box.width == 100 ~ .priority(2000)
        #expect(log.errors == [outOfRange(2000)])
    }

    /// An active constraint no call placed reports at once: no activation
    /// would report it later.
    @Test func anActiveUnplacedConstraintReportsARequiredOptionalSwitchAtOnce() {
        let constraint = box.width == 100
        constraint.isActive = true
        // swift-format-ignore: NoAssignmentInExpressions
        _ = constraint ~ .defaultLow
        #expect(log.errors == [.requiredOptionalSwitch(constraint: "<LayoutConstraint box.width == 100 (active)>")])
        constraint.activate()
        #expect(log.errors.count == 1 && constraint.priority == .required)
    }

    /// A placed constraint reports at its line, at once.
    @Test func aPlacedActiveConstraintReportsARequiredOptionalSwitchAtItsLine() {
        let constraint = (box.width == 100).activate(); let line: UInt = #line
        // swift-format-ignore: NoAssignmentInExpressions
        _ = constraint ~ .defaultLow
        #expect(
            log.errors == [
                .located(
                    .requiredOptionalSwitch(constraint: "<LayoutConstraint box.width == 100 (active)>"),
                    location: here(line))
            ])
        #expect(constraint.priority == .required)
    }

    /// `.priority(_:)` after a bad `~` places the constraint at its own line.
    @Test func aPriorityCallReportsTheKeptErrorAtItsLine() {
        let constraint = (box.width == 100 ~ .priority(2000)).priority(500); let line: UInt = #line
        #expect(log.errors == [.located(outOfRange(2000), location: here(line))])
        #expect(constraint.priority == 500)
    }

    @Test func aValidPriorityReportsNothing() {
        let built = Constraints {
            box.width == 100 ~ .defaultHigh
            box.height == 50 ~ .priority(1000)
        }.activate()
        let single = (box.leading == root.leading ~ .almostRequired).activate()
        let plain = box.top == root.top ~ .priority(1)
        plain.isActive = true
        #expect(log.messages == [])
        #expect(built.map(\.priority) == [.defaultHigh, .required] && single.priority == 999 && plain.priority == 1)
    }
}

/// Collects what a tree reports: the messages, and each issue's error
/// (`nil` for an unsatisfiable-constraints report).
private final class ErrorLog {
    var errors: [LayoutError?] = []
    var messages: [String] = []

    init(_ root: LayoutView) {
        root.layoutIssueHandler = { [unowned self] issue in
            self.messages.append(issue.message)
            if case let .error(error) = issue { self.errors.append(error) } else { self.errors.append(nil) }
        }
    }
}
