import LayoutTestSupport
import Strutter
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

// The Strutter README's blocks with UIKit's names as written. The README
// is from Swift 2: its `active` is spelled `isActive` here, and its iOS 8
// and anchor equivalents are in today's spelling (`.trailing`,
// `constraint(equalTo:)`), the only forms UIKit accepts now.

@Suite struct StrutterReadmeWithUIKitNamesTests {
    let superview = rootView(width: 400, height: 300), view1 = UIView(), view2 = UIView()
    var subview: UIView { view1 }
    var subv: UIView { view1 }
    var v: UIView { view2 }

    init() {
        superview.addSubview(view1)
        superview.addSubview(view2)
        view2.frame = rect(0, 0, 100, 300)  // view2 keeps its autoresizing: its frame holds
    }

    @Test func howTo() {
        let iOS8 = NSLayoutConstraint(
            item: view1,
            attribute: .trailing,
            relatedBy: .equal,
            toItem: view2,
            attribute: .leading,
            multiplier: 1,
            constant: 0)
        let anchors = view1.trailingAnchor.constraint(equalTo: view2.leadingAnchor)
        let made = view1.trailingAnchor |=| view2.leadingAnchor
        for constraint in [iOS8, anchors, made] {
            #expect(constraint.firstItem === view1 && constraint.firstAttribute == .trailing)
            #expect(constraint.secondItem === view2 && constraint.secondAttribute == .leading)
            #expect(constraint.relation == .equal && constraint.multiplier == 1 && constraint.constant == 0)
        }
        #expect(made.isActive && !anchors.isActive)
        let constraint = view1.trailingAnchor |=| view2.leadingAnchor
        constraint.isActive = false
        #expect(!constraint.isActive)
    }

    @Test func constantsAndMultipliers() {
        let top = subview.topAnchor |=| (superview.topAnchor, 10)
        let height = subv.heightAnchor |=| (v.heightAnchor, multiplier: 2, constant: -20)
        #expect(top.secondItem === superview && top.firstAttribute == .top && top.constant == 10)
        #expect(height.secondItem === v && height.multiplier == 2 && height.constant == -20)
        #expect(top.isActive && height.isActive)
    }

    @Test func inequalitiesAndFixedValues() {
        let atMost = subv.heightAnchor |<=| v.heightAnchor
        let fixed = subv.heightAnchor |=| 200
        #expect(atMost.relation == NSLayoutConstraint.Relation.lessThanOrEqual && fixed.constant == 200)
        superview.layoutIfNeeded()
        #expect(view1.frame.height == 200)
        #expect(!view1.translatesAutoresizingMaskIntoConstraints && view2.translatesAutoresizingMaskIntoConstraints)
    }
}
