import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A constraint activated alone brings up to date only the generated
/// constraints it could meet: those of its items and their ancestors.
/// Conflicts still break the constraint being added, and a view that stops
/// translating its autoresizing mask before its first constraint never
/// has frame constraints to drop.
@Suite struct SingleActivationSyncTests {
    /// `container` at (10, 10, 200, 100) and `inner` at (5, 5, 50, 50) in
    /// it, both translating their frames, and `other` beside them.
    final class Tree {
        let root = makeRoot()
        let container = LayoutView(frame: rect(10, 10, 200, 100))
        let inner = LayoutView(frame: rect(5, 5, 50, 50))
        let other = LayoutView(frame: rect(0, 200, 30, 30))
        let log: IssueLog

        init() {
            log = IssueLog(root)
            container.identifier = "container"
            inner.identifier = "inner"
            other.identifier = "other"
            root.addSubview(container)
            container.addSubview(inner)
            root.addSubview(other)
        }
    }

    @Test func aConflictWithAnAncestorsFrameBreaksTheNewConstraint() throws {
        let tree = Tree()
        tree.other.widthAnchor.constraint(equalToConstant: 30).isActive = true
        let pin = tree.inner.leftAnchor.constraint(equalTo: tree.root.leftAnchor, constant: 100)
        pin.isActive = true
        let report = try #require(tree.log.reports.first)
        #expect(tree.log.reports.count == 1)
        #expect(report.broken === pin)
        #expect(report.conflicting.contains { $0 === pin })
        #expect(
            Set(report.conflicting.compactMap(\.identifier)) == [
                "container-autoresizing-minX", "inner-autoresizing-minX",
            ])
        tree.root.layoutIfNeeded()
        #expect(
            [tree.container.frame, tree.inner.frame, tree.other.frame]
                == [rect(10, 10, 200, 100), rect(5, 5, 50, 50), rect(0, 200, 30, 30)])
    }

    @Test func viewsTurnedOffBeforeTheirFirstConstraintLayOutAsInABatch() throws {
        let alone = Tree(), batch = Tree()
        for tree in [alone, batch] {
            tree.inner.translatesAutoresizingMaskIntoConstraints = false
            tree.other.translatesAutoresizingMaskIntoConstraints = false
        }
        func constraints(_ tree: Tree) -> [LayoutConstraint] {
            [
                tree.inner.leadingAnchor.constraint(equalTo: tree.container.leadingAnchor, constant: 20),
                tree.inner.topAnchor.constraint(equalTo: tree.container.topAnchor),
                tree.inner.widthAnchor.constraint(equalToConstant: 40),
                tree.inner.heightAnchor.constraint(equalTo: tree.inner.widthAnchor),
                tree.other.leadingAnchor.constraint(equalTo: tree.inner.trailingAnchor, constant: 8),
                tree.other.topAnchor.constraint(equalTo: tree.inner.bottomAnchor),
                tree.other.widthAnchor.constraint(equalToConstant: 10),
                tree.other.heightAnchor.constraint(equalToConstant: 10),
            ]
        }
        let made = constraints(alone)
        for constraint in made { constraint.isActive = true }
        LayoutConstraint.activate(constraints(batch))
        for tree in [alone, batch] { tree.root.layoutIfNeeded() }
        #expect(alone.log.issues.isEmpty && batch.log.issues.isEmpty)
        #expect([alone.inner.frame, alone.other.frame] == [rect(20, 0, 40, 40), rect(78, 50, 10, 10)])
        #expect([alone.inner.frame, alone.other.frame] == [batch.inner.frame, batch.other.frame])
        // Its own horizontal constraints only: no frame constraints were made.
        let horizontal = alone.other.constraintsAffectingLayout(for: .horizontal).filter {
            $0.firstItem === alone.other
        }
        #expect(Set(horizontal.map(ObjectIdentifier.init)) == Set([made[4], made[6]].map(ObjectIdentifier.init)))
    }

    /// Constraints a removed view keeps come into its new tree without a
    /// sync, so the views they read may be queued: the next activation
    /// syncs them all, and a conflict through a kept constraint still
    /// breaks the constraint being added.
    @Test func keptConstraintsMakeTheNextActivationSyncEverything() throws {
        let root = makeRoot()
        let card = addView("card", to: root)
        let framed = LayoutView(frame: rect(5, 5, 10, 10))
        framed.identifier = "framed"
        card.addSubview(framed)
        let follower = addView("follower", to: card)
        let kept = follower.leftAnchor.constraint(equalTo: framed.leftAnchor)
        LayoutConstraint.activate([kept])
        card.removeFromSuperview()
        #expect(kept.isActive)
        let log = IssueLog(card)
        let pin = follower.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 50)
        pin.isActive = true
        let report = try #require(log.reports.first)
        #expect(log.reports.count == 1)
        #expect(report.broken === pin)
        card.layoutIfNeeded()
        #expect(framed.frame.origin == CGPoint(x: 5, y: 5))
        #expect(follower.frame.minX == 5)
    }
}
