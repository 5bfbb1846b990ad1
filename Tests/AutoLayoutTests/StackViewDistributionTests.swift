import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Each distribution's own rules, in a horizontal stack at (10, 20) of the
/// views 100 x 60, 50 x 30 and 40 x 40 (`threeBoxes()`), 5 points apart.
@Suite struct StackViewDistributionTests {
    // MARK: fill

    /// Apple: the stack stretches the views according to their hugging
    /// priority: the one that hugs least stretches.
    @Test func fillStretchesTheViewOfLowestHuggingPriority() {
        let views = threeBoxes()
        views[1].setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        let fixture = StackFixture(views, length: 400, spacing: 5)
        #expect(fixture.frames == [rect(10, 20, 100, 60), rect(115, 20, 250, 60), rect(370, 20, 40, 60)])
    }

    /// Apple: the stack shrinks the views according to their compression
    /// resistance priority; where that is tied, by their index: the first
    /// of the tied views gives way first.
    @Test func fillShrinksByCompressionResistanceAndThenByIndex() {
        let fixture = StackFixture(threeBoxes(), length: 150, spacing: 5)
        #expect(fixture.frames.map(\.width) == [50, 50, 40])
        fixture.stack.arrangedSubviews[0].setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
        #expect(fixture.frames == [rect(10, 20, 100, 60), rect(115, 20, 0, 60), rect(120, 20, 40, 60)])
        #expect(!fixture.stack.arrangedSubviews[1].hasAmbiguousLayout)
    }

    /// A view with no intrinsic width does not hug: it takes what is left.
    @Test func fillGivesTheSpaceLeftToAViewWithoutIntrinsicLength() {
        let views = [box("a", 100, 60), box("free", LayoutView.noIntrinsicMetric, 30), box("c", 40, 40)]
        let fixture = StackFixture(views, length: 400, spacing: 5)
        #expect(fixture.frames == [rect(10, 20, 100, 60), rect(115, 20, 250, 60), rect(370, 20, 40, 60)])
    }

    /// UIKit's fill makes no constraints along the axis beyond the ends
    /// and the spacing; which view gives way is settled by a pair of
    /// bounds on each later view, a thousandth of a level above its own.
    @Test func fillIsMadeOfCanvasConnectionsAndSpacing() {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 5)
        let views = fixture.stack.arrangedSubviews
        #expect(fixture.identifiers(of: views[0], along: .horizontal) == ["UISV-canvas-connection", "UISV-spacing"])
        #expect(
            fixture.identifiers(of: views[1], along: .horizontal)
                == ["UISV-ambiguity-suppression", "UISV-ambiguity-suppression", "UISV-spacing", "UISV-spacing"])
        let order = fixture.constraints("UISV-ambiguity-suppression")
        #expect(
            order.map(\.relation) == [.lessThanOrEqual, .greaterThanOrEqual, .lessThanOrEqual, .greaterThanOrEqual])
        #expect(order.map(\.priority) == [250.001, 750.001, 250.002, 750.002])
        #expect(order.map(\.constant) == [50, 50, 40, 40])
    }

    // MARK: fillEqually

    /// Views without intrinsic sizes share the length equally, and a fixed
    /// length on one view is every view's.
    @Test func fillEquallySharesTheLengthOrFollowsAFixedView() {
        let views = (0..<4).map { box("v\($0)", LayoutView.noIntrinsicMetric, 10) }
        let fixture = StackFixture(views, length: 430, spacing: 10, distribution: .fillEqually)
        #expect(fixture.frames.map(\.minX) == [10, 120, 230, 340])
        #expect(fixture.frames.map(\.width) == [100, 100, 100, 100])

        let free = StackFixture(threeBoxes(), spacing: 5, distribution: .fillEqually)
        free.stack.arrangedSubviews[2].widthAnchor.constraint(equalToConstant: 120).isActive = true
        #expect(free.frames.map(\.width) == [120, 120, 120])
        #expect(free.stackFrame.width == 370)
        #expect(
            free.identifiers(of: free.stack.arrangedSubviews[1], along: .horizontal)
                == ["UISV-fill-equally", "UISV-spacing", "UISV-spacing"])
    }

    // MARK: fillProportionally

    /// UIKit's constraints: each view's width a fraction of the stack's, at
    /// 999, 998, 997; a view without intrinsic width counts as 0.
    @Test func fillProportionallyMakesUIKitsFractions() throws {
        let views = [box("a", 100, 60), box("free", LayoutView.noIntrinsicMetric, 30), box("c", 40, 40)]
        let fixture = StackFixture(views, length: 280, distribution: .fillProportionally)
        #expect(fixture.frames == [rect(10, 20, 200, 60), rect(210, 20, 0, 60), rect(210, 20, 80, 60)])
        let proportional = fixture.constraints("UISV-fill-proportionally")
        #expect(proportional.map(\.priority) == [999, 998, 997])
        let fractions: [CGFloat] = [100.0 / 140, 0, 40.0 / 140]
        #expect(proportional.map(\.multiplier) == fractions)
        #expect(proportional.allSatisfy { $0.secondItem === fixture.stack })
    }

    /// When no view has an intrinsic length there is nothing to be
    /// proportional to: the views share the length equally.
    @Test func fillProportionallyWithoutIntrinsicLengthsFillsEqually() {
        let views = (0..<2).map { box("v\($0)", LayoutView.noIntrinsicMetric, 10) }
        let fixture = StackFixture(views, length: 200, distribution: .fillProportionally)
        #expect(fixture.frames.map(\.width) == [100, 100])
        #expect(fixture.identifiers(of: views[1], along: .horizontal).contains("UISV-fill-equally"))
    }

    /// A single view fills the stack, by a required fraction of 1.
    @Test func fillProportionallyOfOneViewFillsTheStack() {
        let fixture = StackFixture([box("a", 100, 60)], length: 300, distribution: .fillProportionally)
        #expect(fixture.frames == [rect(10, 20, 300, 60)])
        let proportional = fixture.constraints("UISV-fill-proportionally")
        #expect(proportional.map(\.priority) == [.required])
    }

    /// UIKit remakes the fractions when an intrinsic size changes.
    @Test func fillProportionallyFollowsIntrinsicSizeChanges() {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 5, distribution: .fillProportionally)
        #expect(fixture.frames.map(\.width) == [200, 100, 90])
        fixture.stack.arrangedSubviews[0].fixedIntrinsicContentSize = CGSize(width: 60, height: 60)
        // 60, 50 and 40 of 160: 150, 125, and the rest, 115.
        #expect(fixture.frames.map(\.width) == [150, 125, 115])
    }

    /// UIKit relates the fractions to the stack's width even when the views
    /// lie within its margins, so they overrun the margins' width and the
    /// last view takes up the difference (as reported of UIKit).
    @Test func fillProportionallyWithMarginsKeepsUIKitsFractionsOfTheStack() {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 5, distribution: .fillProportionally)
        fixture.stack.isLayoutMarginsRelativeArrangement = true
        #expect(fixture.frames == [rect(18, 28, 200, 60), rect(223, 28, 100, 60), rect(328, 28, 74, 60)])
        #expect(fixture.stackFrame == rect(10, 20, 400, 76))
    }

    // MARK: equalSpacing

    /// Apple: when the views do not fit, the stack shrinks them according
    /// to their compression resistance priority (by index where tied),
    /// keeping the least spacing.
    @Test func equalSpacingShrinksViewsThatDoNotFit() {
        let fixture = StackFixture(threeBoxes(), length: 150, spacing: 5, distribution: .equalSpacing)
        #expect(fixture.frames.map(\.minX) == [10, 65, 120])
        #expect(fixture.frames.map(\.width) == [50, 50, 40])
    }

    /// UIKit spans each gap with a layout guide, `UISV-distributing`.
    @Test func equalSpacingSpansTheGapsWithGuides() throws {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 5, distribution: .equalSpacing)
        fixture.root.layoutIfNeeded()
        let gaps = fixture.stack.layoutGuides.filter { $0.identifier == "UISV-distributing" }
        #expect(gaps.map(\.layoutFrame) == [rect(100, 0, 105, 60), rect(255, 0, 105, 60)])
        let edges = fixture.constraints("UISV-distributing-edge")
        #expect(edges.count == 4)
        let spacing = fixture.constraints("UISV-spacing")
        #expect(spacing.allSatisfy { $0.relation == .greaterThanOrEqual && $0.constant == 5 })

        fixture.stack.distribution = .fill
        fixture.root.layoutIfNeeded()
        #expect(fixture.stack.layoutGuides.allSatisfy { $0.identifier != "UISV-distributing" })
    }

    // MARK: equalCentering

    /// Apple: when the views do not fit with equal centres, the stack
    /// shrinks the spacing down to its least; then it shrinks the views.
    @Test func equalCenteringGivesUpCentringBeforeSpacingAndSpacingBeforeViews() {
        let fixture = StackFixture(threeBoxes(), length: 250, spacing: 5, distribution: .equalCentering)
        // Centres at 50, 140 and 230 in the stack: 90 apart.
        #expect(fixture.frames.map(\.minX) == [10, 125, 220])
        // At 210 the second view cannot centre without coming nearer the
        // first than 5: it keeps 5, and the centres are as near equal as that allows.
        fixture.stack.constraintsAffectingLayout(for: .horizontal)
            .first { $0.firstItem === fixture.stack && $0.firstAttribute == .width && $0.identifier == nil }?.constant =
            210
        #expect(fixture.frames.map(\.minX) == [10, 115, 180])
        #expect(fixture.frames.map(\.width) == [100, 50, 40])
        // At 180 the views do not fit: the first shrinks.
        fixture.stack.constraintsAffectingLayout(for: .horizontal)
            .first { $0.firstItem === fixture.stack && $0.firstAttribute == .width && $0.identifier == nil }?.constant =
            180
        #expect(fixture.frames.map(\.minX) == [10, 95, 150])
        #expect(fixture.frames.map(\.width) == [80, 50, 40])
    }

    /// UIKit's centring guides run from centre to centre, and their equal
    /// lengths give way at 149, below the views' own priorities.
    @Test func equalCenteringGuidesRunBetweenCentres() {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 5, distribution: .equalCentering)
        fixture.root.layoutIfNeeded()
        let equal = fixture.constraints("UISV-fill-equally")
        #expect(equal.map(\.priority) == [149])
        let edges = fixture.constraints("UISV-distributing-edge")
        #expect(edges.map(\.secondAttribute) == [.centerX, .centerX, .centerX, .centerX])
    }
}
