import Foundation
import LayoutTestSupport
import Testing

@testable import AutoLayout

/// Code run during a change (a view measuring its content) may move a
/// tree's items to another tree. Each engine's solver then holds symbols
/// only for the items registered with it: the engine left behind reads
/// none of the other's, and the other lays them out.
@Suite struct TreeMoveReentrancyTests {
    /// A root joins another tree while its own engine measures one of its
    /// views in a layout pass. The other engine reuses freed slots, so an
    /// item of the moved tree gets in it the slot it had in the old one,
    /// whose pass, settling the whole tree, must not read the item's new
    /// symbols from its own solver.
    @Test func aRootMovedIntoAnotherTreeWhileItsPassMeasures() {
        let other = makeRoot()
        var fillers: [LayoutView] = []
        for index in 0..<40 {
            let filler = addView("filler\(index)", to: other)
            fillers.append(filler)
            LayoutConstraint.activate([
                filler.leftAnchor.constraint(equalTo: other.leftAnchor, constant: CGFloat(index)),
                filler.topAnchor.constraint(equalTo: other.topAnchor),
                filler.widthAnchor.constraint(equalToConstant: 1),
                filler.heightAnchor.constraint(equalToConstant: 1),
            ])
        }
        other.layoutIfNeeded()
        // Slots freed in the order the moved tree's items will take them again.
        for index in [2, 1, 3, 4] { fillers[index].removeFromSuperview() }
        for filler in fillers[10..<30] {
            let optional = filler.widthAnchor.constraint(equalToConstant: 2)
            optional.priority = LayoutPriority(rawValue: 10)
            optional.isActive = true
        }
        other.layoutIfNeeded()

        let root = LayoutView(frame: rect(0, 0, 100, 100))
        root.addLayoutGuide(LayoutGuide(identifier: "guide"))
        let label = Label(text: "Some words to wrap")
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let measuring = MeasuringView()
        measuring.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(measuring)
        LayoutConstraint.activate([
            measuring.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 3),
            measuring.topAnchor.constraint(equalTo: root.topAnchor, constant: 4),
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        measuring.onMeasure = { other.addSubview(root) }
        measuring.invalidateIntrinsicContentSize()
        // Every item of the old tree is queued, so its pass settles the whole tree.
        root.contentScaleFactor = 2
        root.layoutIfNeeded()
        #expect(root.superview === other)
        other.layoutIfNeeded()
        #expect(measuring.frame == rect(3, 4, 40, 20))
        #expect(label.frame.origin == .zero)
    }

    /// `hasAmbiguousLayout` syncs first, which measures, and then reads the
    /// view's symbols: the view has left for another tree by then, and is
    /// laid out there as its constraints say.
    @Test func aViewThatLeavesWhileMeasuredForAmbiguity() {
        let root = makeRoot(), other = makeRoot()
        let measuring = MeasuringView()
        measuring.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(measuring)
        root.layoutIfNeeded()
        measuring.onMeasure = {
            other.addSubview(measuring)
            LayoutConstraint.activate([
                measuring.leftAnchor.constraint(equalTo: other.leftAnchor, constant: 7),
                measuring.topAnchor.constraint(equalTo: other.topAnchor, constant: 8),
            ])
        }
        measuring.invalidateIntrinsicContentSize()
        _ = measuring.hasAmbiguousLayout
        other.layoutIfNeeded()
        #expect(measuring.frame == rect(7, 8, 40, 20))
    }
}
