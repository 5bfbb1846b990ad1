import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Alignments with labels of different fonts, single views, views without
/// intrinsic sizes, and right to left. Labels: at 20 points 23 high with
/// the baseline 19 from the top, at 40 points 46 high, the baseline at 37.
@Suite struct StackViewAlignmentTests {
    /// Apple: the views align on their first baselines. As in UIKit, the
    /// stack's top follows the first view's top, so a larger font later in
    /// the row rises above the stack (rdar://32291130); the stack's bottom
    /// is the lowest view's.
    @Test func firstBaselineAlignsBaselinesAndTheStackTopFollowsTheFirstView() {
        let views = [label("small", "Name", size: 20), label("big", "Big", size: 40), label("tail", "x", size: 20)]
        let fixture = StackFixture(views, spacing: 8, alignment: .firstBaseline)
        let frames = fixture.frames
        #expect(frames.map(\.minY) == [20, 2, 20])
        #expect(frames.map(\.height) == [23, 46, 23])
        #expect(frames.map { $0.minY + ($0.height == 46 ? 37 : 19) } == [39, 39, 39])
        #expect(fixture.stackFrame.minY == 20)
        #expect(fixture.stackFrame.height == 28)
        let canvas = fixture.constraints("UISV-canvas-connection").first { $0.firstAttribute == .top }
        #expect(canvas?.relation == .lessThanOrEqual)
        #expect(canvas?.secondItem === views[0])
    }

    /// With the largest font first, the stack holds every view.
    @Test func firstBaselineWithTheLargestFontFirst() {
        let views = [label("big", "Big", size: 40), label("small", "Name", size: 20)]
        let fixture = StackFixture(views, spacing: 8, alignment: .firstBaseline)
        #expect(fixture.frames.map(\.minY) == [20, 38])
        #expect(fixture.stackFrame.height == 46)
    }

    /// Apple: the views align on their last baselines. As in UIKit, the
    /// stack's bottom follows the first view's bottom, its top the highest view's.
    @Test func lastBaselineAlignsBaselinesAndTheStackBottomFollowsTheFirstView() {
        let views = [label("small", "Name", size: 20), label("big", "Big", size: 40)]
        let fixture = StackFixture(views, spacing: 8, alignment: .lastBaseline)
        let frames = fixture.frames
        #expect(frames.map(\.minY) == [38, 20])
        #expect(frames[0].minY + 19 == frames[1].minY + 37)
        #expect(fixture.stackFrame.minY == 20)
        #expect(fixture.stackFrame.maxY == frames[0].maxY)
    }

    /// A label's baselines in a horizontal stack of labels line up at every
    /// distribution, with the row's views side by side.
    @Test(arguments: StackView.Distribution.allCases)
    func firstBaselineHoldsAtEveryDistribution(_ distribution: StackView.Distribution) {
        let views = [label("big", "Big", size: 40), label("small", "Name", size: 20)]
        let fixture = StackFixture(
            views, length: 300, spacing: 8, distribution: distribution, alignment: .firstBaseline)
        let frames = fixture.frames
        #expect(frames[0].minY + 37 == frames[1].minY + 19)
        #expect(frames[1].minX >= frames[0].maxX + 8)
        #expect(frames[1].maxX == 310)
    }

    /// Apple: with baseline-relative arrangement the space between views in
    /// a vertical stack runs from the last baseline of one to the first of the next.
    @Test func baselineRelativeArrangementSpacesBaselines() {
        let views = [label("small", "Name", size: 20), label("big", "Big", size: 40)]
        let fixture = StackFixture(views, axis: .vertical, spacing: 50, alignment: .leading)
        fixture.stack.isBaselineRelativeArrangement = true
        let frames = fixture.frames
        // 39 + 50 = 89 is the big label's baseline: its top is 37 above.
        #expect(frames.map(\.minY) == [20, 52])
        #expect(fixture.stackFrame.height == 78)
        let spacing = fixture.constraints("UISV-spacing")
        #expect(spacing.map(\.firstAttribute) == [.firstBaseline])
        #expect(spacing.map(\.secondAttribute) == [.lastBaseline])
        fixture.stack.isBaselineRelativeArrangement = false
        #expect(fixture.frames.map(\.minY) == [20, 93])
    }

    /// A stack of one view needs no spanner: its edges bound the view, and
    /// it hugs it (`UISV-canvas-fit`), as UIKit's does.
    @Test func aSingleCentredViewIsBoundByTheStackItself() {
        let fixture = StackFixture([box("only", 40, 40)], alignment: .center)
        let height = fixture.stack.heightAnchor.constraint(equalToConstant: 100)
        height.isActive = true
        #expect(fixture.frames == [rect(10, 50, 40, 40)])
        #expect(fixture.stack.layoutGuides.isEmpty)
        #expect(fixture.constraints("UISV-canvas-fit").map(\.priority) == [49])
        height.isActive = false
        #expect(fixture.stackFrame.height == 40)
        #expect(fixture.frames == [rect(10, 20, 40, 40)])
    }

    /// A view with no intrinsic size across the axis has none to keep, so
    /// where the alignment lets views keep their size it shrinks to nothing
    /// (`UISV-ambiguity-suppression`, priority 25); filling, it takes the stack's.
    @Test func aViewWithoutIntrinsicBreadthShrinksUnlessFilling() {
        let views = [box("a", 100, 60), box("flat", 50, LayoutView.noIntrinsicMetric)]
        let fixture = StackFixture(views, alignment: .top)
        #expect(fixture.frames == [rect(10, 20, 100, 60), rect(110, 20, 50, 0)])
        let suppression = { fixture.constraints("UISV-ambiguity-suppression").filter { $0.firstAttribute == .height } }
        #expect(suppression().map(\.priority) == [25, 25])
        fixture.stack.alignment = .fill
        #expect(fixture.frames == [rect(10, 20, 100, 60), rect(110, 20, 50, 60)])
        #expect(suppression().isEmpty)
    }

    /// Leading and trailing follow the layout direction: right to left, a
    /// row starts at the right, and a column's leading edge is its right.
    @Test func rightToLeftRowsStartAtTheRight() {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 5)
        fixture.root.userInterfaceLayoutDirection = .rightToLeft
        // The stack's leading edge is 10 from the root's right edge.
        #expect(fixture.stackFrame == rect(90, 20, 400, 60))
        #expect(fixture.frames == [rect(190, 20, 300, 60), rect(135, 20, 50, 60), rect(90, 20, 40, 60)])
    }

    @Test func rightToLeftColumnsAlignToTheRight() {
        let fixture = StackFixture(threeTurnedBoxes(), axis: .vertical, spacing: 5, alignment: .leading)
        fixture.root.userInterfaceLayoutDirection = .rightToLeft
        #expect(fixture.stackFrame == rect(430, 20, 60, 200))
        #expect(fixture.frames.map(\.maxX) == [490, 490, 490])
        fixture.stack.alignment = .trailing
        #expect(fixture.frames.map(\.minX) == [430, 430, 430])
    }

    @Test func rightToLeftEqualCentering() {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 5, distribution: .equalCentering)
        fixture.root.userInterfaceLayoutDirection = .rightToLeft
        // Mirrored: centres 50, 215 and 380 from the right edge at 490.
        #expect(fixture.frames.map(\.midX) == [440, 275, 110])
    }
}
