import Foundation
import LayoutTestSupport
import StraitJacket
import Testing

/// What the original Restraint library asserted or crashed on is
/// reported, with the file and line of the call, and changes nothing.
@Suite struct RestraintErrorTests {
    private let root = makeRoot()
    private let l1 = label("l1"), l2 = label("l2")

    private func location(_ line: UInt) -> AutoLayout.SourceLocation {
        AutoLayout.SourceLocation(file: "StraitJacketTests/RestraintErrorTests.swift", line: line)
    }

    @Test func aSpaceBeforeTheFirstItemIsReportedAndAddsNothing() {
        let log = IssueLog(root)
        let restraint = Restraint(root, items: [l1, l2])
        let line = #line + 1
        restraint.chainVertically([Space(10), l1, l2])
        #expect(restraint.constraints.isEmpty)
        #expect(
            log.errors == [
                .invalidLayout(
                    reason: "a Space comes before the first item of the chain",
                    location: location(UInt(line)))
            ])
        #expect(
            log.messages == [
                "[LayoutConstraints] StraitJacketTests/RestraintErrorTests.swift:\(line): a Space comes before the first item of the chain"
            ])
    }

    @Test func aSpaceAfterTheLastItemIsReported() {
        let log = IssueLog(root)
        let restraint = Restraint(root, items: [l1, l2]).chainHorizontally([l1, l2, Space.equal(4)])
        #expect(restraint.constraints.isEmpty)
        #expect(log.errors.count == 1)
    }

    /// An identifier used twice, in one call or across calls, is reported;
    /// the first constraint keeps it.
    @Test func duplicateIdentifiersAreReported() {
        let log = IssueLog(root)
        let restraint = Restraint(root, items: [l1, l2])
            .alignItems([l1], to: [Alignment.top.withId("top")])
        let line = #line + 1
        restraint.alignItems([l1, l2], to: [Alignment.leading.withId("leading")])
        restraint.chainVertically([l1, Space(8).withId("top"), l2])
        #expect(restraint.constraints.count == 1)
        #expect(restraint.constraintWithId("top") === restraint.constraints[0])
        #expect(
            log.errors == [
                .invalidLayout(
                    reason: "the identifier 'leading' is already used in this Restraint", location: location(UInt(line))
                ),
                .invalidLayout(
                    reason: "the identifier 'top' is already used in this Restraint", location: location(UInt(line + 1))
                ),
            ])
    }

    /// A restraint whose root is gone does nothing and says so, to the tree
    /// of the items it built for (or standard error).
    @Test func aRestraintWhoseRootIsGoneDoesNothing() {
        var parent: LayoutView? = makeRoot()
        let restraint = Restraint(parent!, items: [l1, l2]).chainVertically([l1, l2])
        parent = nil
        let log = IssueLog(l2)  // the first item of the restraint's first constraint
        #expect(restraint.view == nil)
        let line = #line + 1
        restraint.activate()
        restraint.alignItems([l1], to: [.top])
        #expect(!restraint.constraints[0].isActive && restraint.constraints.count == 1)
        let reason = "the root view of this Restraint is gone; nothing was done"
        #expect(
            log.errors == [
                .invalidLayout(reason: reason, location: location(UInt(line))),
                .invalidLayout(reason: reason, location: location(UInt(line + 1))),
            ])
        let throwingLine = #line + 1
        #expect(throws: LayoutError.invalidLayout(reason: reason, location: location(UInt(throwingLine)))) {
            try restraint.activateOrThrow()
        }
    }

    /// An item never added cannot be constrained to the root: activation
    /// reports it at the line that built the constraint and activates nothing.
    @Test func anItemNeverAddedIsReportedAtItsLine() {
        let log = IssueLog(root)
        let stranger = view("stranger")
        let line = #line + 2
        let restraint = Restraint(root, items: [l1]).alignItems([l1], to: [.top])
            .alignItems([stranger], to: [.leading])
        restraint.activate()
        #expect(restraint.constraints.allSatisfy { !$0.isActive })
        #expect(l1.translatesAutoresizingMaskIntoConstraints == false)
        #expect(stranger.translatesAutoresizingMaskIntoConstraints)
        let failed = restraint.constraints[1]
        #expect(
            log.errors == [
                .located(
                    .noCommonAncestor(first: "stranger", second: "root", constraint: failed.description),
                    location: location(UInt(line)))
            ])
        #expect(throws: LayoutError.self) { try restraint.activateOrThrow() }
    }

    /// A conflict report names the line of each building call.
    @Test func conflictReportsPointAtTheBuildingCalls() {
        let log = IssueLog(root)
        let line = #line + 2
        Restraint(root, items: [l1])
            .setSizes(widths: [l1.equal(size: 100).withId("narrow")])
            .setSizes(widths: [l1.equal(size: 200).withId("wide")])
            .activate()
        guard case .unsatisfiable(let report)? = log.issues.first else {
            Issue.record("no conflict reported")
            return
        }
        #expect(report.conflicting.map(\.location) == [location(UInt(line)), location(UInt(line + 1))])
        #expect(
            report.message.contains(
                "'wide' l1.width == 200 (active)>\" at StraitJacketTests/RestraintErrorTests.swift:\(line + 1)"))
    }

    /// Adding a guide that belongs to another view is reported at the call.
    @Test func aGuideOfAnotherViewIsReported() throws {
        let log = IssueLog(root)
        let other = makeRoot(), guide = LayoutGuide(identifier: "guide")
        other.addLayoutGuide(guide)
        let line = #line + 1
        _ = Restraint(root, items: [guide])
        #expect(
            log.errors == [.located(.guideAlreadyOwned(guide: "guide", owner: "root"), location: location(UInt(line)))])
    }

    /// A swap whose new restraint cannot be activated leaves the old one active.
    @Test func aFailedSwapLeavesTheOldRestraintActive() {
        let log = IssueLog(root)
        let stranger = view("stranger")
        let old = Restraint(root, items: [l1]).alignItems([l1], to: [.top])
        let new = Restraint(root).alignItems([l1], to: [.bottom]).alignItems([stranger], to: [.top])
        old.activate()
        Restraint.activate(new, andDeactivate: old)
        #expect(old.constraints[0].isActive && old.isActive)
        #expect(new.constraints.allSatisfy { !$0.isActive } && !new.isActive)
        #expect(log.errors.count == 1)
    }

    /// A priority outside (0, 1000] or a constant that is not a number is
    /// caught on activation, at the line that built it, and nothing is activated.
    @Test func badNumbersAreReportedAtTheirLine() {
        let log = IssueLog(root)
        let line = #line + 2
        let restraint = Restraint(root, items: [l1, l2]).chainVertically([l1, l2])
            .alignItems([l1], to: [Alignment.top.priority(2000)])
            .chainVertically([l1, Space(.nan), l2])
        restraint.activate()
        #expect(restraint.constraints.allSatisfy { !$0.isActive })
        #expect(
            log.errors == [
                .located(
                    .priorityOutOfRange(2000, constraint: restraint.constraints[1].description),
                    location: location(UInt(line)))
            ])
        restraint.removeConstraints([restraint.constraints[1]])
        restraint.activate()
        guard case .located(.nonFiniteValue(name: "constant", _, _), let place)? = log.errors.last else {
            Issue.record("no error for the NaN space")
            return
        }
        #expect(place == location(UInt(line + 1)))
    }
}
