import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// An engine builds its constraints without looking directions up until
/// something in its tree may lay out right to left. These check that every
/// way right to left can enter a tree is noticed: a child 20 wide placed
/// 10 after the leading edge of a 100-wide parent sits at x 10 left to
/// right, and at x 70 right to left.
@Suite struct RightToLeftNoteTests {
    /// A 100 x 50 parent at the top left of `root`, with a 20 x 20 child
    /// 10 after the parent's leading edge.
    private func pinParent(_ parent: LayoutView, in root: LayoutView) throws {
        LayoutConstraint.activate([
            parent.leftAnchor.constraint(equalTo: root.leftAnchor),
            parent.topAnchor.constraint(equalTo: root.topAnchor),
            parent.widthAnchor.constraint(equalToConstant: 100), parent.heightAnchor.constraint(equalToConstant: 50),
        ])
    }

    private func placeChild(_ child: LayoutView, in parent: LayoutView) throws {
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 10),
            child.topAnchor.constraint(equalTo: parent.topAnchor),
            child.widthAnchor.constraint(equalToConstant: 20), child.heightAnchor.constraint(equalToConstant: 20),
        ])
    }

    @Test func aViewForcedRightToLeftInATreeThatHadNone() throws {
        let root = makeRoot()
        let parent = addView("parent", to: root)
        let child = addView("child", to: parent)
        try pinParent(parent, in: root)
        try placeChild(child, in: parent)
        root.layoutIfNeeded()
        #expect(child.frame == rect(10, 0, 20, 20))
        parent.semanticContentAttribute = .forceRightToLeft
        root.layoutIfNeeded()
        #expect(child.frame == rect(70, 0, 20, 20))
    }

    @Test func aRootTurnedRightToLeftBeforeItHadAnEngine() throws {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = .rightToLeft
        let child = addView("child", to: root)
        try placeChild(child, in: root)
        root.layoutIfNeeded()
        #expect(child.frame == rect(370, 0, 20, 20))
    }

    /// A right-to-left subtree joins the tree either with an engine of its
    /// own (its child constrained before joining) or without one.
    @Test(arguments: [true, false])
    func aRightToLeftSubtreeJoiningATreeThatHadNone(constrainedBeforeJoining: Bool) throws {
        let root = makeRoot()
        let spacer = addView("spacer", to: root)
        try pinParent(spacer, in: root)
        let parent = LayoutView()
        parent.identifier = "parent"
        parent.translatesAutoresizingMaskIntoConstraints = false
        parent.semanticContentAttribute = .forceRightToLeft
        let child = addView("child", to: parent)
        child.semanticContentAttribute = .forceRightToLeft
        if constrainedBeforeJoining { try placeChild(child, in: parent) }
        root.addSubview(parent)
        try pinParent(parent, in: root)
        if !constrainedBeforeJoining { try placeChild(child, in: parent) }
        root.layoutIfNeeded()
        #expect(child.frame == rect(70, 0, 20, 20))
    }
}
