import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Hidden arranged views collapse: no length along the axis and no
/// spacing around them; shown again, they come back. Three views 100, 50
/// and 40 wide (`threeBoxes()`), 6 points apart, in a stack 400 wide.
@Suite struct StackViewHidingTests {
    @Test func aHiddenViewCollapsesAndComesBackWhenShown() {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 6)
        let shown = [rect(10, 20, 298, 60), rect(314, 20, 50, 60), rect(370, 20, 40, 60)]
        #expect(fixture.frames == shown)
        let middle = fixture.stack.arrangedSubviews[1]
        middle.isHidden = true
        // One spacing between the first and last: half of it on each side of the hidden view.
        #expect(fixture.frames == [rect(10, 20, 354, 60), rect(367, 20, 0, 60), rect(370, 20, 40, 60)])
        #expect(
            fixture.identifiers(of: middle, along: .horizontal)
                == ["UISV-hiding", "UISV-spacing", "UISV-spacing"])
        #expect(fixture.constraints("UISV-spacing").map(\.constant) == [3, 3])
        middle.isHidden = false
        #expect(fixture.frames == shown)
        #expect(fixture.constraints("UISV-hiding").isEmpty)
    }

    /// Hidden views at either end take no spacing: the first and last
    /// visible views meet the stack's edges.
    @Test func hiddenViewsAtTheEndsTakeNoSpacing() {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 6)
        let views = fixture.stack.arrangedSubviews
        views[0].isHidden = true
        #expect(fixture.frames == [rect(10, 20, 0, 60), rect(10, 20, 354, 60), rect(370, 20, 40, 60)])
        views[0].isHidden = false
        views[2].isHidden = true
        #expect(fixture.frames == [rect(10, 20, 344, 60), rect(360, 20, 50, 60), rect(410, 20, 0, 60)])
    }

    /// Hidden views together between visible ones take no spacing between them.
    @Test func adjacentHiddenViewsTakeOneSpacingBetweenTheVisibleOnes() {
        let views = threeBoxes() + [box("d", 20, 20)]
        let fixture = StackFixture(views, spacing: 6)
        views[1].isHidden = true
        views[2].isHidden = true
        #expect(fixture.frames.map(\.minX) == [10, 113, 113, 116])
        #expect(fixture.frames.map(\.width) == [100, 0, 0, 20])
        #expect(fixture.stackFrame.width == 126)
    }

    /// The custom spacing after the view before a hidden one separates it
    /// from the next visible view.
    @Test func theCustomSpacingBeforeAHiddenViewSpansIt() {
        let views = threeBoxes()
        let fixture = StackFixture(views, spacing: 6)
        fixture.stack.setCustomSpacing(20, after: views[0])
        views[1].isHidden = true
        #expect(fixture.frames.map(\.minX) == [10, 120, 130])
        #expect(fixture.stackFrame.width == 160)
    }

    /// A stack whose views are all hidden has no size along its axis, and,
    /// its views bound by nothing, none across it.
    @Test func aStackOfHiddenViewsCollapses() {
        let views = threeBoxes()
        let fixture = StackFixture(views, spacing: 6)
        for view in views { view.isHidden = true }
        #expect(fixture.stackFrame == rect(10, 20, 0, 0))
        #expect(!fixture.stack.hasAmbiguousLayout)
        // As in UIKit, the hidden first view still anchors the alignment:
        // the stack is as tall as it.
        views[2].isHidden = false
        #expect(fixture.stackFrame == rect(10, 20, 40, 60))
    }

    /// Each distribution lays out the visible views as if the hidden ones were not there.
    @Test(arguments: [
        (StackView.Distribution.fillEqually, [rect(10, 20, 197, 60), rect(213, 20, 197, 60)]),
        // 100 / 146 of 400 for the first; the last takes the rest.
        (.fillProportionally, [rect(10, 20, 274, 60), rect(290, 20, 120, 60)]),
        (.equalSpacing, [rect(10, 20, 100, 60), rect(370, 20, 40, 60)]),
        (.equalCentering, [rect(10, 20, 100, 60), rect(370, 20, 40, 60)]),
    ])
    func hiddenViewsLeaveEveryDistribution(_ distribution: StackView.Distribution, _ expected: [CGRect]) {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 6, distribution: distribution)
        fixture.stack.arrangedSubviews[1].isHidden = true
        let frames = fixture.frames
        #expect([frames[0], frames[2]] == expected)
        #expect(frames[1].width == 0)
        #expect(fixture.log.issues.isEmpty)
    }

    /// UIKit's famous conflict: hiding a stack nested in a stack makes its
    /// height 0 (`UISV-hiding`), which its own spacing and its views of
    /// fixed heights cannot allow. The report lists UIKit's constraints,
    /// each at the user's line.
    @Test func hidingANestedStackWithSpacingConflictsAsInUIKit() throws {
        let top = box("top", 40, 20), bottom = box("bottom", 40, 20)
        let heights = [
            top.heightAnchor.constraint(equalToConstant: 20),
            bottom.heightAnchor.constraint(equalToConstant: 20),
        ]
        let inner = StackView(arrangedSubviews: [top, bottom])
        LayoutConstraint.activate(heights)
        inner.identifier = "inner"
        inner.axis = .vertical
        inner.spacing = 8
        let fixture = StackFixture([box("header", 40, 20), inner], axis: .vertical, spacing: 4)
        fixture.root.layoutIfNeeded()
        #expect(fixture.log.reports.isEmpty)
        inner.isHidden = true
        fixture.root.layoutIfNeeded()
        let report = try #require(fixture.log.reports.first)
        let identifiers = Set(report.conflicting.compactMap(\.identifier))
        #expect(identifiers == ["UISV-hiding", "UISV-spacing", "UISV-canvas-connection"])
        #expect(report.conflicting.filter { $0.identifier == nil }.count == 2)
        #expect(report.message.contains("'UISV-hiding' inner.height == 0"))
        // The hiding constraint records the call that arranged the inner
        // stack in the outer one (the fixture's); the rest, this file's.
        #expect(report.broken.identifier == "UISV-hiding")
        #expect(report.broken.location.file == "AutoLayoutTests/StackViewSupport.swift")
        #expect(report.conflicting.dropLast().allSatisfy { $0.location.file == #fileID })
    }

    /// Outside a stack, as in UIKit, hiding changes no layout.
    @Test func aHiddenViewOutsideAStackKeepsItsFrame() {
        let root = makeRoot()
        let view = addView("view", to: root, intrinsic: CGSize(width: 30, height: 20))
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
        ])
        root.layoutIfNeeded()
        view.isHidden = true
        root.layoutIfNeeded()
        #expect(view.frame == rect(5, 6, 30, 20))
        #expect(view.isHidden)
    }
}
