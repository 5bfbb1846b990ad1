import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// The tree keeps its last unsatisfiable report for tools that look after the fact.
@Suite struct LastReportTests {
    @Test func theTreeKeepsItsLastReportUntilAnotherReplacesIt() throws {
        let root = makeRoot()
        let log = IssueLog(root)
        let box = addView("box", to: root)
        #expect(root.lastUnsatisfiableConstraintsReport == nil)
        let narrow = box.widthAnchor.constraint(equalToConstant: 10)
        let wide = box.widthAnchor.constraint(equalToConstant: 20)
        LayoutConstraint.activate([narrow, wide])
        let report = try #require(box.lastUnsatisfiableConstraintsReport)
        #expect(report === log.reports.last)
        #expect(report.conflicting.map(ObjectIdentifier.init) == [narrow, wide].map(ObjectIdentifier.init))
        // It stays when its constraints go, and a later conflict replaces it.
        wide.isActive = false
        #expect(root.lastUnsatisfiableConstraintsReport === report)
        LayoutConstraint.activate([box.heightAnchor.constraint(equalToConstant: 5)])
        LayoutConstraint.activate([box.heightAnchor.constraint(equalToConstant: 6)])
        #expect(root.lastUnsatisfiableConstraintsReport?.broken.constant == 6)
        #expect(log.reports.count == 2)
    }
}
