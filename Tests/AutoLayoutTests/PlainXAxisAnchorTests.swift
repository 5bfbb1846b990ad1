import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// UIKit code that names `NSLayoutXAxisAnchor` runs with `LayoutXAxisAnchor`:
/// a plain anchor in a property or parameter lays out as the typed anchor it
/// holds, and a relation of leading to left through one is refused when it
/// is activated, as UIKit refuses it.
@Suite struct PlainXAxisAnchorTests {
    /// A 400 × 300 root with safe-area insets 30 on the left and 40 on the right.
    private func makeSafeRoot() -> LayoutView {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 20, left: 30, bottom: 0, right: 40)
        return root
    }

    /// A view pinned between two plain anchors, 10 after the leading one and
    /// 20 before the trailing one, at a height of 20.
    private func pin(
        _ view: LayoutView, between leading: LayoutXAxisAnchor, and trailing: LayoutXAxisAnchor,
        top: CGFloat
    ) -> [LayoutConstraint] {
        [
            view.leadingAnchor.constraint(equalTo: leading, constant: 10),
            trailing.constraint(equalTo: view.trailingAnchor, constant: 20),
            view.topAnchor.constraint(equalTo: view.superview!.topAnchor, constant: top),
            view.heightAnchor.constraint(equalToConstant: 20),
        ]
    }

    /// Each direction in a tree of its own: the plain anchors hold leading
    /// and trailing edges, which follow it.
    @Test(arguments: [
        (LayoutDirection.leftToRight, [rect(40, 0, 300, 20), rect(10, 30, 370, 20)]),
        (.rightToLeft, [rect(50, 0, 300, 20), rect(20, 30, 370, 20)]),
    ])
    func anchorsChosenAtRunTimeLayOutAndFollowTheDirection(_ direction: LayoutDirection, _ frames: [CGRect]) {
        let root = makeSafeRoot()
        root.userInterfaceLayoutDirection = direction
        let log = IssueLog(root)
        var views: [LayoutView] = []
        var constraints: [LayoutConstraint] = []
        for useSafeArea in [true, false] {
            let view = addView(useSafeArea ? "safe" : "full", to: root)
            let leading: LayoutXAxisAnchor = useSafeArea ? root.safeAreaLayoutGuide.leadingAnchor : root.leadingAnchor
            let trailing: LayoutXAxisAnchor =
                useSafeArea ? root.safeAreaLayoutGuide.trailingAnchor : root.trailingAnchor
            constraints += pin(view, between: leading, and: trailing, top: useSafeArea ? 0 : 30)
            views.append(view)
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
        #expect(views.map(\.frame) == frames)
        #expect(log.issues.isEmpty)
    }

    /// Left and right held as plain anchors stay where they are in either
    /// direction; a centre relates to a plain edge.
    @Test func absoluteEdgesAndCentresThroughPlainAnchors() {
        let root = makeSafeRoot()
        let log = IssueLog(root)
        let box = addView("box", to: root), dot = addView("dot", to: root)
        let left: LayoutXAxisAnchor = root.safeAreaLayoutGuide.leftAnchor
        let boxRight: LayoutXAxisAnchor = box.rightAnchor
        LayoutConstraint.activate([
            box.leftAnchor.constraint(equalTo: left, constant: 5),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 10),
            dot.centerXAnchor.constraint(equalTo: boxRight),
            dot.topAnchor.constraint(equalTo: box.bottomAnchor),
            dot.widthAnchor.constraint(equalToConstant: 10),
            dot.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect([box.frame, dot.frame] == [rect(35, 0, 100, 10), rect(130, 10, 10, 10)])
        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect([box.frame, dot.frame] == [rect(35, 0, 100, 10), rect(130, 10, 10, 10)])
        #expect(log.issues.isEmpty)
    }

    /// The system spacing and the distance between anchors take plain anchors too.
    @Test func systemSpacingAndOffsetsTakePlainAnchors() {
        let root = makeRoot()
        let log = IssueLog(root)
        let first = addView("first", to: root), second = addView("second", to: root)
        let end: LayoutXAxisAnchor = first.trailingAnchor
        let start: LayoutXAxisAnchor = root.leadingAnchor
        LayoutConstraint.activate([
            first.leadingAnchor.constraint(equalToSystemSpacingAfter: start),
            first.widthAnchor.constraint(equalToConstant: 50),
            second.leadingAnchor.constraint(equalToSystemSpacingAfter: end, multiplier: 2),
            start.anchorWithOffset(to: second.leadingAnchor).constraint(equalTo: second.widthAnchor),
            first.topAnchor.constraint(equalTo: root.topAnchor),
            second.topAnchor.constraint(equalTo: root.topAnchor),
            first.heightAnchor.constraint(equalToConstant: 10),
            second.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect([first.frame, second.frame] == [rect(20, 0, 50, 10), rect(86, 0, 86, 10)])
        #expect(log.issues.isEmpty)
    }

    /// `a` sits at (10, 10, 50, 20), its width wanted at 50 only at a low
    /// priority, so a required width activated with it would change it.
    private func makeTree() -> (root: LayoutView, a: LayoutView, b: LayoutView, log: IssueLog) {
        let root = makeRoot()
        let log = IssueLog(root)
        let a = addView("a", to: root), b = addView("b", to: root)
        let lowWidth = a.widthAnchor.constraint(equalToConstant: 50)
        lowWidth.priority = .defaultLow
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.heightAnchor.constraint(equalToConstant: 20),
            lowWidth,
            b.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 200),
            b.topAnchor.constraint(equalTo: root.topAnchor),
            b.widthAnchor.constraint(equalToConstant: 30),
            b.heightAnchor.constraint(equalToConstant: 30),
        ])
        root.layoutIfNeeded()
        return (root, a, b, log)
    }

    @Test func leadingToLeftThroughAPlainAnchorIsReportedAtTheCallersLine() throws {
        let (root, a, b, log) = makeTree()
        let wider = a.widthAnchor.constraint(equalToConstant: 90)
        let start: LayoutXAxisAnchor = b.leftAnchor
        let mixed = a.leadingAnchor.constraint(equalTo: start, constant: 4)
        let line = #line + 1
        LayoutConstraint.activate([wider, mixed])
        #expect(!wider.isActive && !mixed.isActive)
        let breach = LayoutError.invalidConstraint(
            reason: "leading and trailing cannot be related to left and right",
            constraint: mixed.description)
        #expect(log.issues.count == 1)
        #expect(log.errors == [.located(breach, location: SourceLocation(file: #fileID, line: UInt(line)))])
        root.layoutIfNeeded()
        #expect([a.frame, b.frame] == [rect(10, 10, 50, 20), rect(200, 0, 30, 30)])
    }

    @Test func leadingToLeftThroughAPlainAnchorIsThrownByTheThrowingActivation() {
        let (root, a, b, log) = makeTree()
        let wider = a.widthAnchor.constraint(equalToConstant: 90)
        let end: LayoutXAxisAnchor = a.trailingAnchor
        let mixed = b.rightAnchor.constraint(greaterThanOrEqualTo: end)
        #expect(
            throws: LayoutError.invalidConstraint(
                reason: "leading and trailing cannot be related to left and right",
                constraint: mixed.description)
        ) {
            try LayoutConstraint.activateOrThrow([wider, mixed])
        }
        #expect(!wider.isActive && !mixed.isActive && log.issues.isEmpty)
        root.layoutIfNeeded()
        #expect([a.frame, b.frame] == [rect(10, 10, 50, 20), rect(200, 0, 30, 30)])
    }

    /// A distance from leading to left breaks the same rule.
    @Test func aDistanceFromLeadingToLeftIsRefused() {
        let (root, a, b, log) = makeTree()
        let edge: LayoutXAxisAnchor = b.leftAnchor
        let gap = a.trailingAnchor.anchorWithOffset(to: edge).constraint(equalToConstant: 8)
        #expect(
            throws: LayoutError.invalidConstraint(
                reason: "a distance from leading or trailing to left or right cannot be measured",
                constraint: gap.description)
        ) {
            try LayoutConstraint.activateOrThrow([gap])
        }
        #expect(!gap.isActive && log.issues.isEmpty)
        root.layoutIfNeeded()
        #expect([a.frame, b.frame] == [rect(10, 10, 50, 20), rect(200, 0, 30, 30)])
    }
}
