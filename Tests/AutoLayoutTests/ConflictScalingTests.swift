import AutoLayout
import Foundation
import LayoutExamples
import LayoutTestSupport
import Testing

@Suite struct ConflictScalingTests {
    @Test func aConflictAtTheEndOfARowReportsEveryLinkInOrderAndLeavesTheRow() throws {
        let chain = try ConflictingChain(count: 40)
        let report = try #require(chain.reportConflict())
        #expect(report.broken === chain.culprit)
        #expect(
            report.conflicting.map(ObjectIdentifier.init)
                == (chain.links + [chain.culprit]).map(ObjectIdentifier.init))
        #expect(!chain.culprit.isActive)
        chain.root.layoutIfNeeded()
        #expect(chain.views.last?.frame == CGRect(x: 39 * 28, y: 0, width: 20, height: 0))
        #expect(chain.reportConflict()?.conflicting.count == 81)
    }

    @Test func brokenConstraintsAreReportedOnceEachAndGoAway() throws {
        let widths = try BrokenConstraints(count: 6)
        widths.breakAll()
        #expect(widths.reports == 6)
        #expect(widths.conflicting.allSatisfy { $0.isActive })
        #expect(widths.views.map(\.frame.width) == Array(repeating: 20, count: 6))
        widths.deactivateBroken()
        #expect(widths.conflicting.allSatisfy { !$0.isActive })
        #expect(widths.views.map(\.frame) == Array(repeating: CGRect(x: 0, y: 0, width: 20, height: 0), count: 6))
    }

    @Test func aReportAfterConstantChangesAndDeactivationsNamesTheConstraintsActiveNow() throws {
        let root = makeRoot()
        let log = IssueLog(root)
        let view = addView("view", to: root)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        let other = view.widthAnchor.constraint(equalToConstant: 100)
        let gone = view.heightAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([width, other, gone])
        other.constant = 120
        #expect(log.reports.last?.conflicting.map(ObjectIdentifier.init) == [width, other].map(ObjectIdentifier.init))
        gone.isActive = false
        other.isActive = false
        let tall = view.heightAnchor.constraint(equalToConstant: 20)
        let wide = view.widthAnchor.constraint(equalToConstant: 300)
        LayoutConstraint.activate([tall, wide])
        #expect(log.reports.last?.conflicting.map(ObjectIdentifier.init) == [width, wide].map(ObjectIdentifier.init))
        #expect(log.reports.count == 2)
    }
}
