import AutoLayout
import Foundation
import Testing

/// Switching the direction of a laid-out tree mirrors its leading and
/// trailing constraints together, with no conflict on the way.
@Suite struct DirectionSwitchTests {
    @Test func switchingDirectionReportsNothing() {
        let root = makeRoot()
        let log = IssueLog(root)
        let bar = addView("bar", to: root)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            bar.topAnchor.constraint(equalTo: root.topAnchor), bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(bar.frame == rect(10, 0, 370, 10))
        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(bar.frame == rect(20, 0, 370, 10))
        root.userInterfaceLayoutDirection = .leftToRight
        root.layoutIfNeeded()
        #expect(bar.frame == rect(10, 0, 370, 10))
        #expect(log.issues.isEmpty)
    }
}
