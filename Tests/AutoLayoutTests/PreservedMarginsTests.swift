import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// `preservesSuperviewLayoutMargins`: a view's margins reach at least as
/// far in as its superview's where they overlap.
@Suite struct PreservedMarginsTests {
    func pin(_ view: LayoutView, to guide: LayoutGuide) {
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            view.topAnchor.constraint(equalTo: guide.topAnchor),
            view.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    /// A 400 x 300 root with margins of 20 (top and bottom) and 40 (sides),
    /// a child inset 10 from its top-left corner and flush with its right
    /// and bottom edges, and content pinned to the child's margins.
    func makeInsetChild() -> (root: LayoutView, child: LayoutView, content: LayoutView) {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(top: 20, left: 40, bottom: 20, right: 40)
        let child = addView("child", to: root)
        let content = addView("content", to: child)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            child.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            child.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        pin(content, to: child.layoutMarginsGuide)
        return (root, child, content)
    }

    @Test func marginsAreTheirOwnByDefault() {
        let (root, child, content) = makeInsetChild()
        root.layoutIfNeeded()
        #expect(!child.preservesSuperviewLayoutMargins)
        #expect(content.frame == rect(8, 8, 374, 274))
    }

    @Test func eachEdgeReachesTheSuperviewsMarginLessTheDistanceBetweenTheEdges() {
        let (root, child, content) = makeInsetChild()
        child.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        // Left 40 - 10, top 20 - 10 (over its own 8), right 40 - 0, bottom 20 - 0.
        #expect(child.layoutMargins == EdgeInsets(top: 10, left: 30, bottom: 20, right: 40))
        #expect(content.frame == rect(30, 10, 320, 260))

        child.preservesSuperviewLayoutMargins = false
        root.layoutIfNeeded()
        #expect(content.frame == rect(8, 8, 374, 274))
    }

    @Test func aLargerOwnMarginWins() {
        let (root, child, content) = makeInsetChild()
        child.preservesSuperviewLayoutMargins = true
        child.layoutMargins = EdgeInsets(top: 50, left: 50, bottom: 5, right: 5)
        root.layoutIfNeeded()
        #expect(content.frame == rect(50, 50, 300, 220))
    }

    @Test func preservedMarginsFollowTheSuperviewsMarginsAndTheFrame() {
        let (root, child, content) = makeInsetChild()
        child.preservesSuperviewLayoutMargins = true
        root.layoutIfNeeded()
        root.layoutMargins = EdgeInsets(all: 60)
        root.layoutIfNeeded()
        #expect(content.frame == rect(50, 50, 280, 180))

        // The root grows to the right and down: the child's far edges stay flush.
        root.frame = rect(0, 0, 500, 400)
        root.layoutIfNeeded()
        #expect(child.frame == rect(10, 10, 490, 390))
        #expect(content.frame == rect(50, 50, 380, 280))
    }

    /// A view that counts the calls to its `layoutMarginsDidChange()`.
    final class MarginWatcher: LayoutView {
        var changes = 0
        override func layoutMarginsDidChange() { changes += 1 }
    }

    @Test func aPreservingViewHearsWhenTheSuperviewOrItsFrameMovesItsMargins() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(all: 40)
        let watcher = MarginWatcher()
        watcher.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(watcher)
        watcher.preservesSuperviewLayoutMargins = true
        let leading = watcher.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10)
        LayoutConstraint.activate([
            leading, watcher.topAnchor.constraint(equalTo: root.topAnchor),
            watcher.widthAnchor.constraint(equalToConstant: 100), watcher.heightAnchor.constraint(equalToConstant: 100),
        ])
        root.layoutIfNeeded()
        watcher.changes = 0

        root.layoutMargins = EdgeInsets(all: 60)
        root.layoutIfNeeded()
        #expect(watcher.changes == 1)
        #expect(watcher.layoutMargins == EdgeInsets(top: 60, left: 50, bottom: 8, right: 8))

        leading.constant = 20
        root.layoutIfNeeded()
        #expect(watcher.changes == 2)
        #expect(watcher.layoutMargins.left == 40)

        root.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(watcher.changes == 2)
    }

    @Test func marginsCascadeDownAChainOfPreservingViews() {
        let root = makeRoot()
        root.layoutMargins = EdgeInsets(all: 40)
        var parent = root
        for name in ["outer", "middle"] {
            let view = addView(name, to: parent)
            view.preservesSuperviewLayoutMargins = true
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
                view.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -5),
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5),
                view.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -5),
            ])
            parent = view
        }
        let content = addView("content", to: parent)
        pin(content, to: parent.layoutMarginsGuide)
        root.layoutIfNeeded()
        // 40 at the root, 35 in outer, 30 in middle: content stays inside the root's margins.
        #expect(parent.layoutMargins == EdgeInsets(all: 30))
        #expect(content.frame == rect(30, 30, 320, 220))
    }

    @Test func aPreservingViewAddsTheSafeAreaOfItsSuperviewsMargins() {
        let root = makeRoot(width: 390, height: 844)
        root.safeAreaInsets = EdgeInsets(top: 47, bottom: 34)
        let card = addView("card", to: root)
        card.preservesSuperviewLayoutMargins = true
        card.insetsLayoutMarginsFromSafeArea = false
        let content = addView("content", to: card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            card.heightAnchor.constraint(equalToConstant: 200),
        ])
        pin(content, to: card.layoutMarginsGuide)
        root.layoutIfNeeded()
        // The root's top margin is 47 + 8 from its top, which is the card's.
        #expect(content.frame == rect(8, 55, 374, 137))
    }
}
