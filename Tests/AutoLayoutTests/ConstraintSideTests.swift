import Foundation
import LayoutTestSupport
import Testing

@testable import AutoLayout

/// A constraint keeps each side as an item and an attribute, as UIKit's
/// `NSLayoutConstraint` keeps `firstItem` and `firstAttribute`, and hands
/// out anchors only when asked (`ConstraintSide`).
@Suite struct ConstraintSideTests {
    /// The engine's own constraints (a label's intrinsic size, the margins
    /// guide's insets) make no anchor: the items hold only the anchors the
    /// code asked for, and the layout is what those constraints give.
    @Test func theEnginesOwnConstraintsMakeNoAnchors() throws {
        let root = makeRoot()
        let box = addView("box", to: root)
        box.layoutMargins = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        let label = Label(text: "Hello", font: .systemFont(ofSize: 15))
        label.translatesAutoresizingMaskIntoConstraints = false
        box.addSubview(label)
        let margins = box.layoutMarginsGuide
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor),
            label.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            label.topAnchor.constraint(equalTo: margins.topAnchor),
            margins.trailingAnchor.constraint(equalTo: label.trailingAnchor),
            margins.bottomAnchor.constraint(equalTo: label.bottomAnchor),
        ])
        root.layoutIfNeeded()
        let size = label.intrinsicContentSize
        #expect(label.frame == CGRect(x: 8, y: 8, width: size.width, height: size.height))
        #expect(box.frame.size == CGSize(width: size.width + 16, height: size.height + 16))
        // The anchors asked for went with the statement that used them,
        // and the engine made none.
        #expect(label.anchors.count == 0)
        #expect(margins.anchors.count == 0)
        // Asked for, the intrinsic width's anchor is the label's own.
        let width = try #require(
            label.constraintsAffectingLayout(for: .horizontal).first { $0.firstAttribute == .width })
        #expect(width.firstItem === label)
        #expect(width.secondItem == nil)
        let widthAnchor = width.firstAnchor
        #expect(widthAnchor === label.widthAnchor)
        #expect(label.anchors.count == 1)
        withExtendedLifetime(widthAnchor) {}
    }

    /// An item keeps an anchor only while something holds it: asking twice
    /// meanwhile gives the same one, and once it is released the item
    /// forgets it and the next request makes another, in the same place
    /// among the item's other anchors.
    @Test func anItemKeepsAnAnchorWhileItIsHeld() {
        let view = LayoutView()
        var top: LayoutYAxisAnchor? = view.topAnchor
        let width = view.widthAnchor
        let leading = view.leadingAnchor
        #expect(view.anchors.count == 3)
        #expect(view.topAnchor === top)
        top = nil
        #expect(view.anchors.count == 2)
        #expect(view.widthAnchor === width)
        #expect(view.leadingAnchor === leading)
        let newTop = view.topAnchor
        #expect(newTop.item === view)
        #expect(newTop.attribute == .top)
        #expect(view.anchors.count == 3)
        #expect(view.widthAnchor === width && view.leadingAnchor === leading && view.topAnchor === newTop)
        // A third anchor in use is kept apart from the first two, and leaves as they do.
        var bottom: LayoutYAxisAnchor? = view.bottomAnchor
        #expect(view.anchors.count == 4)
        #expect(view.bottomAnchor === bottom)
        bottom = nil
        #expect(view.anchors.count == 3)
        #expect(view.bottomAnchor.attribute == .bottom)
        #expect(view.widthAnchor === width && view.leadingAnchor === leading && view.topAnchor === newTop)
    }

    /// A side its item keeps no anchor for (a margin attribute) keeps the
    /// anchor it was made from, so asking twice gives the same one.
    @Test func aMarginSideKeepsItsAnchor() throws {
        let root = makeRoot()
        let box = addView("box", to: root)
        let constraint = try LayoutConstraint.constraintOrThrow(
            item: box, attribute: .leftMargin, relatedBy: .equal, toItem: root, attribute: .left)
        #expect(constraint.firstAttribute == .leftMargin)
        #expect(constraint.firstItem === box)
        #expect(constraint.firstAnchor === constraint.firstAnchor)
        #expect(constraint.secondAnchor === root.leftAnchor)
    }

    /// Once its item is gone, a side reads no item and hands out an anchor
    /// of the type the item's anchor property gave, naming no item: a new
    /// one each time, as the constraint no longer keeps the anchor it was
    /// made from.
    @Test func aSideWhoseItemIsGone() throws {
        let root = makeRoot()
        var constraint: LayoutConstraint?
        do {
            let box = LayoutView()
            box.identifier = "box"
            constraint = box.topAnchor.constraint(equalTo: root.topAnchor, constant: 4)
        }
        let kept = try #require(constraint)
        #expect(kept.firstItem == nil)
        #expect(kept.firstAttribute == .top)
        #expect(kept.firstAnchor is LayoutYAxisAnchor)
        #expect(kept.firstAnchor.item == nil)
        #expect(kept.description == "<LayoutConstraint nil.top == \(root.debugName).top + 4 (inactive)>")
    }
}
