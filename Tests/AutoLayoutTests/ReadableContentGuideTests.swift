import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// `readableContentGuide`: the margins guide, at most 672 points wide,
/// centred within the margins.
@Suite struct ReadableContentGuideTests {
    /// A text column pinned across the readable content guide, 100 high at its top.
    @discardableResult
    func addColumn(to root: LayoutView) -> LayoutView {
        let column = addView("column", to: root)
        let readable = root.readableContentGuide
        LayoutConstraint.activate([
            column.leadingAnchor.constraint(equalTo: readable.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: readable.trailingAnchor),
            column.topAnchor.constraint(equalTo: readable.topAnchor),
            column.heightAnchor.constraint(equalToConstant: 100),
        ])
        return column
    }

    @Test func onAPhoneItIsTheMarginsGuide() {
        let root = makeRoot(width: 390, height: 844)
        let margins = root.layoutMarginsGuide
        let column = addColumn(to: root)
        root.layoutIfNeeded()
        #expect(root.readableContentGuide.layoutFrame == rect(8, 8, 374, 828))
        #expect(root.readableContentGuide.layoutFrame == margins.layoutFrame)
        #expect(column.frame == rect(8, 8, 374, 100))
    }

    @Test func onAWideViewItIsTheReadableWidthCentred() {
        let root = makeRoot(width: 1024, height: 768)
        let column = addColumn(to: root)
        root.layoutIfNeeded()
        #expect(root.readableContentGuide.layoutFrame == rect(176, 8, 672, 752))
        #expect(column.frame == rect(176, 8, 672, 100))
    }

    @Test func itIsCentredWithinUnevenMargins() {
        let root = makeRoot(width: 1024, height: 768)
        root.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 100, bottom: 20, trailing: 20)
        let column = addColumn(to: root)
        root.layoutIfNeeded()
        // The margins leave 904 points: 116 on each side of the 672.
        #expect(column.frame == rect(216, 20, 672, 100))
    }

    @Test func itFollowsTheViewsWidth() {
        let root = makeRoot(width: 390, height: 844)
        let column = addColumn(to: root)
        root.layoutIfNeeded()
        root.frame = rect(0, 0, 1024, 768)
        root.layoutIfNeeded()
        #expect(column.frame == rect(176, 8, 672, 100))
        root.frame = rect(0, 0, 600, 800)
        root.layoutIfNeeded()
        #expect(column.frame == rect(8, 8, 584, 100))
    }

    @Test func itStaysInsideTheSafeArea() {
        let root = makeRoot(width: 844, height: 390)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let column = addColumn(to: root)
        root.layoutIfNeeded()
        // Margins of 55 leave 734 points, more than 672: 31 more on each side.
        #expect(column.frame == rect(86, 8, 672, 100))
        #expect(root.readableContentGuide.layoutFrame == rect(86, 8, 672, 353))
    }

    @Test func theGuideIsTheViewsOwn() {
        let root = makeRoot()
        let guide = root.readableContentGuide
        #expect(root.readableContentGuide === guide)
        #expect(guide.owningView === root)
        #expect(guide.debugName == "root.readableContentGuide")
    }
}
