import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// What the layout pass keeps of the views waiting for it never keeps them alive.
@Suite struct PassMarksLifetimeTests {
    @Test func viewsWaitingForAPassDieWithTheirTree() {
        weak var weakChild: LayoutView?
        weak var weakGrandchild: LayoutView?
        do {
            let root = makeRoot()
            let child = addView("child", to: root)
            let grandchild = addView("grandchild", to: child)
            LayoutConstraint.activate([grandchild.widthAnchor.constraint(equalTo: child.widthAnchor)])
            root.layoutIfNeeded()
            grandchild.setNeedsLayout()
            child.setNeedsUpdateConstraints()
            weakChild = child
            weakGrandchild = grandchild
        }
        #expect(weakChild == nil && weakGrandchild == nil)
    }

    @Test func aRemovedViewWaitingForAPassIsNotKept() {
        let root = makeRoot()
        weak var weakChild: LayoutView?
        do {
            let child = addView("child", to: root)
            child.setNeedsLayout()
            child.removeFromSuperview()
            weakChild = child
        }
        #expect(weakChild == nil)
        root.layoutIfNeeded()
        #expect(root.subviews.isEmpty)
    }
}
