import AutoLayout
import Foundation
import LayoutTestSupport
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

    /// A laid-out tree put into a tree of the other direction that has no
    /// constraints yet (a window, a snapshot's screen) mirrors as it would
    /// had it been built there, and back when taken out.
    @Test(arguments: [LayoutDirection.rightToLeft, .leftToRight])
    func aTreeMovedIntoTheOtherDirectionMirrors(_ hostDirection: LayoutDirection) {
        let screen = makeRoot(), card = makeRoot()
        card.userInterfaceLayoutDirection = hostDirection == .rightToLeft ? .leftToRight : .rightToLeft
        let log = IssueLog(screen)
        let bar = addView("bar", to: card)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 10),
            bar.topAnchor.constraint(equalTo: card.topAnchor),
            bar.widthAnchor.constraint(equalToConstant: 50), bar.heightAnchor.constraint(equalToConstant: 10),
        ])
        card.layoutIfNeeded()
        screen.userInterfaceLayoutDirection = hostDirection
        screen.addSubview(card)
        screen.layoutIfNeeded()
        let leftToRight = rect(10, 0, 50, 10), rightToLeft = rect(340, 0, 50, 10)
        #expect(bar.frame == (hostDirection == .rightToLeft ? rightToLeft : leftToRight))
        card.removeFromSuperview()
        card.layoutIfNeeded()
        #expect(bar.frame == (hostDirection == .rightToLeft ? leftToRight : rightToLeft))
        #expect(log.issues.isEmpty)
    }
}
