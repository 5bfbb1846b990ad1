import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A plain view gets an intrinsic size without subclassing through
/// `fixedIntrinsicContentSize`, which the default `intrinsicContentSize`
/// returns; changing it lays the view out again.
@Suite struct FixedIntrinsicSizeTests {
    @Test func aFixedSizeIsTheIntrinsicSizeAndChangesTheLayout() {
        let root = makeRoot()
        let box = addView("box", to: root)
        #expect(box.fixedIntrinsicContentSize == CGSize(width: -1, height: -1))
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 4),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
        ])
        box.fixedIntrinsicContentSize = CGSize(width: 30, height: 20)
        #expect(box.intrinsicContentSize == CGSize(width: 30, height: 20))
        root.layoutIfNeeded()
        #expect(box.frame == rect(4, 6, 30, 20))
        box.fixedIntrinsicContentSize = CGSize(width: 50, height: 10)
        root.layoutIfNeeded()
        #expect(box.frame == rect(4, 6, 50, 10))
    }

    /// A subclass's own intrinsic size wins: a label ignores a fixed size.
    @Test func anOverridingSubclassIgnoresTheFixedSize() {
        let label = Label(text: "Hello")
        label.fixedIntrinsicContentSize = CGSize(width: 5, height: 5)
        #expect(label.intrinsicContentSize == CGSize(width: 39, height: 20))
    }
}
