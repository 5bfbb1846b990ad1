import AutoLayout
import Foundation
import LayoutExamples
import Testing

@Suite struct ConflictScalingTests {
    @Test func aConflictAtTheEndOfARowReportsEveryLinkInOrderAndLeavesTheRow() throws {
        let chain = try ConflictingChain(count: 40)
        let report = try #require(chain.reportConflict())
        #expect(report.broken === chain.culprit)
        #expect(report.conflicting.map(ObjectIdentifier.init)
            == (chain.links + [chain.culprit]).map(ObjectIdentifier.init))
        #expect(!chain.culprit.isActive)
        chain.root.layoutIfNeeded()
        #expect(chain.views.last?.frame == CGRect(x: 39 * 28, y: 0, width: 20, height: 0))
        #expect(chain.reportConflict()?.conflicting.count == 81)
    }

    @Test func deactivatingBrokenConstraintsLeavesTheRequiredWidths() throws {
        let broken = try BrokenConstraints(count: 6)
        #expect(broken.reports == 6)
        #expect(broken.views.map(\.frame.width) == Array(repeating: 20, count: 6))
        broken.deactivateBroken()
        #expect(broken.broken.allSatisfy { !$0.isActive })
        #expect(broken.views.map(\.frame) == Array(repeating: CGRect(x: 0, y: 0, width: 20, height: 0), count: 6))
    }
}
