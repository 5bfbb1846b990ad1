import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// UIKit's calls that change the order of subviews, back to front.
@Suite struct SubviewOrderTests {
    private func names(_ view: LayoutView) -> [String] {
        view.subviews.map { $0.identifier ?? "?" }
    }

    @Test func subviewsMoveFrontAndBack() {
        let root = makeRoot()
        let a = addView("a", to: root), b = addView("b", to: root), c = addView("c", to: root)
        root.bringSubviewToFront(a)
        #expect(names(root) == ["b", "c", "a"])
        root.sendSubviewToBack(c)
        #expect(names(root) == ["c", "b", "a"])
        root.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(names(root) == ["a", "b", "c"])
        let d = LayoutView()
        d.identifier = "d"
        root.insertSubview(d, aboveSubview: a)
        #expect(names(root) == ["a", "d", "b", "c"])
        root.insertSubview(c, belowSubview: a)
        #expect(names(root) == ["c", "a", "d", "b"])
        root.insertSubview(a, at: 3)
        #expect(names(root) == ["c", "d", "b", "a"])
        root.bringSubviewToFront(LayoutView())
        #expect(names(root) == ["c", "d", "b", "a"] && b.superview === root)
    }

    @Test func aSiblingElsewhereSendsTheViewToTheFront() {
        let root = makeRoot()
        addView("a", to: root)
        let e = LayoutView()
        e.identifier = "e"
        root.insertSubview(e, belowSubview: LayoutView())
        #expect(names(root) == ["a", "e"])
    }

    @Test func anExchangeOutOfRangeIsReported() {
        let root = makeRoot()
        let log = IssueLog(root)
        addView("a", to: root)
        root.exchangeSubview(at: 0, withSubviewAt: 3)
        #expect(names(root) == ["a"])
        #expect(log.errors == [.invalidHierarchy(reason: "cannot exchange subviews 0 and 3 of root, which has 1")])
    }

    @Test func reorderingKeepsConstraintsAndFrames() {
        let root = makeRoot()
        let a = addView("a", to: root), b = addView("b", to: root)
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor), a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.widthAnchor.constraint(equalToConstant: 50), a.heightAnchor.constraint(equalToConstant: 20),
            b.topAnchor.constraint(equalTo: a.bottomAnchor), b.leftAnchor.constraint(equalTo: a.rightAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor), b.heightAnchor.constraint(equalTo: a.heightAnchor),
        ])
        root.sendSubviewToBack(b)
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 20) && b.frame == rect(50, 20, 50, 20))
        // The constraints between a and b are the root's; a's size is its own.
        #expect(root.constraints.count == 6 && a.constraints.count == 2)
    }
}
