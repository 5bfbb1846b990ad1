import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// `minimumLayoutMargins`, the hook through which a view's owner (a view
/// controller and its system minimum margins) keeps its margins from
/// shrinking: each margin is at least the minimum, before the safe area.
@Suite struct MinimumMarginsTests {
    /// A view controller's root view on a 390 x 844 phone, with content
    /// pinned to its margins guide.
    func makeScreen() -> (root: LayoutView, content: LayoutView) {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let content = addView("content", to: root)
        let margins = root.layoutMarginsGuide
        LayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
            content.topAnchor.constraint(equalTo: margins.topAnchor),
            content.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return (root, content)
    }

    @Test func marginsAreRaisedToTheMinimumThenInsetFromTheSafeArea() {
        let (root, content) = makeScreen()
        root.directionalLayoutMargins = .zero
        root.minimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        root.layoutIfNeeded()
        #expect(content.frame == rect(16, 47, 358, 763))
        #expect(root.layoutMargins == EdgeInsets(top: 47, left: 16, bottom: 34, right: 16))
    }

    @Test func largerMarginsThanTheMinimumStay() {
        let (root, content) = makeScreen()
        root.minimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 30, bottom: 8, trailing: 8)
        root.layoutIfNeeded()
        #expect(content.frame == rect(30, 55, 344, 747))
    }

    @Test func noMinimumLeavesTheMarginsAsSet() {
        let (root, content) = makeScreen()
        root.minimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
        root.layoutIfNeeded()
        #expect(content.frame == rect(20, 55, 350, 747))
        root.minimumLayoutMargins = nil
        root.layoutIfNeeded()
        #expect(root.minimumLayoutMargins == nil)
        #expect(content.frame == rect(8, 55, 374, 747))
    }

    @Test func theMinimumIsLeadingAndTrailing() {
        let (root, content) = makeScreen()
        root.directionalLayoutMargins = .zero
        root.minimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 10)
        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(content.frame == rect(10, 47, 360, 763))
    }

    @Test func aMinimumOutsideTheLimitsIsReportedAndIgnored() {
        let (root, _) = makeScreen()
        let log = IssueLog(root)
        root.minimumLayoutMargins = DirectionalEdgeInsets(top: 0, leading: .nan, bottom: 0, trailing: 16)
        #expect(root.minimumLayoutMargins == nil)
        #expect(log.errors.count == 1)
    }
}
