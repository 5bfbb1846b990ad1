import Foundation
import LayoutTestSupport
import Strutter
import Testing

/// The Strutter catalog's example (`Sources/Strutter/Strutter.docc/Strutter.md`),
/// run as written.
@Suite struct StrutterProjectReadmeTests {
    @Test func strutterExample() {
        let superview = makeRoot(), view1 = view("view1"), view2 = view("view2")
        superview.addSubview(view1)
        superview.addSubview(view2)
        view2.frame = rect(0, 0, 100, 300)
        superview.layoutIssueHandler = { _ in }  // the README's forms of one height conflict
        let (subview, subv, v) = (view1, view1, view2)

        view1.trailingAnchor |=| view2.leadingAnchor
        subview.topAnchor |=| (superview.topAnchor, 10)  // or (superview.topAnchor, constant: 10)
        subv.heightAnchor |=| (v.heightAnchor, multiplier: 2, constant: -20)
        subv.heightAnchor |<=| v.heightAnchor
        subv.heightAnchor |=| 200
        let constraint = view1.trailingAnchor |=| view2.leadingAnchor
        constraint.isActive = false

        #expect(!constraint.isActive)
        #expect(!view1.translatesAutoresizingMaskIntoConstraints && view2.translatesAutoresizingMaskIntoConstraints)
    }
}
