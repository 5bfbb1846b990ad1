import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@Suite struct HierarchyTests {
    @Test func viewsMadeInCodeTranslateTheirFrame() {
        let root = makeRoot()
        let child = LayoutView(frame: rect(10, 20, 30, 40))
        #expect(child.translatesAutoresizingMaskIntoConstraints)
        root.addSubview(child)
        root.layoutIfNeeded()
        #expect(child.frame == rect(10, 20, 30, 40))
        #expect(child.bounds == rect(0, 0, 30, 40))
        child.frame = rect(5, 5, 10, 10)
        root.layoutIfNeeded()
        #expect(child.frame == rect(5, 5, 10, 10))
        #expect(root.constraintsAffectingLayout(for: .horizontal).isEmpty == false)
    }

    @Test func removingAViewDeactivatesWhatTiesItToTheTree() throws {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let a1 = addView("a1", to: a)
        let a2 = addView("a2", to: a)
        let toRoot = a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        let toSibling = b.leftAnchor.constraint(equalTo: a.rightAnchor, constant: 5)
        let toParent = a1.leftAnchor.constraint(equalTo: a.leftAnchor)
        let inside = a1.widthAnchor.constraint(equalTo: a2.widthAnchor)
        LayoutConstraint.activate([toRoot, toSibling, toParent, inside])
        a.removeFromSuperview()
        #expect(a.superview == nil)
        #expect(!root.subviews.contains { $0 === a })
        #expect(!toRoot.isActive && !toSibling.isActive)
        #expect(toParent.isActive && inside.isActive)
        #expect(a.rootView === a)
    }

    @Test func joiningTreesMergesTheirConstraints() throws {
        let root = makeRoot()
        let card = LayoutView()
        card.identifier = "card"
        let label = addView("label", to: card)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 4),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 6),
            label.widthAnchor.constraint(equalToConstant: 20),
            label.heightAnchor.constraint(equalToConstant: 10),
        ])
        card.frame = rect(100, 50, 40, 40)
        root.addSubview(card)
        root.layoutIfNeeded()
        #expect(card.frame == rect(100, 50, 40, 40))
        #expect(label.frame == rect(4, 6, 20, 10))
    }

    @Test func insertingPlacesASubviewAtAnIndexClampedToTheList() {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let c = LayoutView()
        root.insertSubview(c, at: 1)
        #expect(root.subviews.map { $0 === c } == [false, true, false])
        #expect(root.subviews.first === a && root.subviews.last === b && c.superview === root)
        root.insertSubview(a, at: 99)
        #expect(root.subviews.last === a && root.subviews.count == 3)
        root.insertSubview(a, at: -5)
        #expect(root.subviews.first === a && root.subviews.count == 3)
    }

    @Test func aViewCannotContainItsAncestor() {
        let root = makeRoot()
        let log = IssueLog(root)
        let child = addView("child", to: root)
        child.addSubview(root)
        #expect(root.superview == nil)
        #expect(child.subviews.isEmpty)
        #expect(log.errors.count == 1)
    }

    @Test func aReleasedTreeDeallocates() throws {
        weak var weakRoot: LayoutView?
        weak var weakChild: LayoutView?
        weak var weakGuide: LayoutGuide?
        weak var weakConstraint: LayoutConstraint?
        do {
            let root = makeRoot()
            let child = addView("child", to: root)
            let guide = root.layoutMarginsGuide
            let constraint = child.leadingAnchor.constraint(equalTo: guide.leadingAnchor)
            LayoutConstraint.activate([
                constraint,
                child.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                child.widthAnchor.constraint(equalToConstant: 10),
                child.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.layoutIfNeeded()
            weakRoot = root
            weakChild = child
            weakGuide = guide
            weakConstraint = constraint
        }
        #expect(weakRoot == nil)
        #expect(weakChild == nil)
        #expect(weakGuide == nil)
        #expect(weakConstraint == nil)
    }

    /// Subviews, guides, anchors and constraints kept after their tree is
    /// released see the released views as gone, and using them is safe.
    @Test func whatOutlivesItsTreeSeesItGone() throws {
        var kept: (constraint: LayoutConstraint, anchor: LayoutYAxisAnchor, child: LayoutView, guide: LayoutGuide)?
        do {
            let root = makeRoot()
            let child = addView("child", to: root)
            let constraint = child.topAnchor.constraint(equalTo: root.topAnchor, constant: 8)
            LayoutConstraint.activate([constraint])
            root.layoutIfNeeded()
            kept = (constraint, root.bottomAnchor, child, root.layoutMarginsGuide)
        }
        let (constraint, anchor, child, guide) = try #require(kept)
        #expect(child.superview == nil)
        #expect(child.rootView === child)
        #expect(guide.owningView == nil)
        #expect(anchor.item == nil)
        #expect(constraint.firstItem === child)
        #expect(constraint.secondItem == nil)
        #expect(!constraint.isActive)
        #expect(constraint.description == "<LayoutConstraint child.top == nil.top + 8 (inactive)>")
        constraint.constant = 4
        #expect(constraint.constant == 4)
        #expect(throws: LayoutError.self) { try LayoutConstraint.activateOrThrow([constraint]) }
        #expect(!constraint.isActive)
    }

    @Test func aGuideBelongsToOneView() throws {
        let root = makeRoot()
        let other = addView("other", to: root)
        let guide = LayoutGuide(identifier: "spacer")
        root.addLayoutGuide(guide)
        root.addLayoutGuide(guide)
        #expect(throws: LayoutError.guideAlreadyOwned(guide: "spacer", owner: "root")) {
            try other.addLayoutGuideOrThrow(guide)
        }
        #expect(guide.owningView === root)
        #expect(root.layoutGuides.count == 1)
        root.removeLayoutGuide(guide)
        #expect(guide.owningView == nil)
        other.addLayoutGuide(guide)
        #expect(guide.owningView === other)
    }
}
