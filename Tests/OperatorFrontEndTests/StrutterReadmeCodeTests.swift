import Foundation
import LayoutTestSupport
import Strutter
import Testing

// Every code block of the Strutter README that uses Strutter, as written
// with Swift 2's `active` spelled `isActive`. The iOS 8 and anchors blocks
// beside them are UIKit's own API in Swift 2 spellings, not Strutter's.

@Suite struct StrutterReadmeCodeTests {
    let superview = makeRoot(), view1 = view("view1"), view2 = view("view2")
    var subview: LayoutView { view1 }
    var subv: LayoutView { view1 }
    var v: LayoutView { view2 }

    init() {
        superview.addSubview(view1)
        superview.addSubview(view2)
        view2.frame = rect(0, 0, 100, 300)  // view2 keeps its autoresizing: its frame holds
    }

    @Test func howTo() {
        let made = view1.trailingAnchor |=| view2.leadingAnchor
        #expect(made.equationText == "view1.trailing == view2.leading")
        #expect(made.isActive)
        let constraint = view1.trailingAnchor |=| view2.leadingAnchor
        constraint.isActive = false
        #expect(!constraint.isActive)
    }

    @Test func constantsAndMultipliers() {
        let top = subview.topAnchor |=| (superview.topAnchor, 10)
        let height = subv.heightAnchor |=| (v.heightAnchor, multiplier: 2, constant: -20)
        #expect(
            [top, height].map(\.equationText) == [
                "view1.top == root.top + 10", "view1.height == 2 * view2.height - 20",
            ])
        #expect(top.isActive && height.isActive)
    }

    @Test func inequalitiesAndFixedValues() {
        let atMost = subv.heightAnchor |<=| v.heightAnchor
        let fixed = subv.heightAnchor |=| 200
        #expect([atMost, fixed].map(\.equationText) == ["view1.height <= view2.height", "view1.height == 200"])
        superview.layoutIfNeeded()
        #expect(view1.frame.height == 200)
        #expect(!view1.translatesAutoresizingMaskIntoConstraints && view2.translatesAutoresizingMaskIntoConstraints)
    }
}
