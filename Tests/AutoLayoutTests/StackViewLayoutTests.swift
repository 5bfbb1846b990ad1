import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Nested stacks, margins-relative arrangement, and property changes
/// laid out again.
@Suite struct StackViewLayoutTests {
    /// A column of a row and a view: the row fits its views, the column
    /// fits the row and fills its breadth with the view.
    @Test func nestedStacksFitTheirContent() {
        let row = StackView(arrangedSubviews: [box("a", 100, 60), box("b", 50, 30)])
        row.identifier = "row"
        row.spacing = 5
        row.alignment = .center
        let fixture = StackFixture([row, box("c", 40, 40)], axis: .vertical, spacing: 10)
        #expect(fixture.stackFrame == rect(10, 20, 155, 110))
        #expect(fixture.frames == [rect(10, 20, 155, 60), rect(10, 90, 155, 40)])
        #expect(row.arrangedSubviews.map(\.frame) == [rect(0, 0, 100, 60), rect(105, 15, 50, 30)])
        #expect(!fixture.stack.hasAmbiguousLayout && !row.hasAmbiguousLayout)
    }

    /// A row of columns, the whole as wide as the root: the columns share
    /// it equally and centre their views.
    @Test func aRowOfColumnsSharesTheWidth() {
        let columns = (0..<3).map { index -> StackView in
            let column = StackView(arrangedSubviews: [box("icon\(index)", 24, 24), box("title\(index)", 60, 14)])
            column.axis = .vertical
            column.alignment = .center
            column.spacing = 4
            return column
        }
        let fixture = StackFixture(columns, length: 480, spacing: 0, distribution: .fillEqually)
        #expect(fixture.frames.map(\.minX) == [10, 170, 330])
        #expect(fixture.frames.map(\.size) == Array(repeating: CGSize(width: 160, height: 42), count: 3))
        #expect(columns[1].arrangedSubviews.map(\.frame) == [rect(68, 0, 24, 24), rect(50, 28, 60, 14)])
    }

    /// Apple: laid out within the margins, the views keep the margins from
    /// the stack's edges, and the stack's fitting size includes them.
    @Test func marginsRelativeArrangementInsetsTheViews() {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 5)
        fixture.stack.isLayoutMarginsRelativeArrangement = true
        #expect(fixture.stackFrame == rect(10, 20, 400, 76))
        #expect(fixture.frames == [rect(18, 28, 284, 60), rect(307, 28, 50, 60), rect(362, 28, 40, 60)])
        fixture.stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 10, bottom: 6, trailing: 12)
        #expect(fixture.stackFrame == rect(10, 20, 400, 70))
        #expect(fixture.frames.map(\.minX) == [20, 303, 358])
        #expect(fixture.frames.map(\.minY) == [24, 24, 24])
        let canvas = fixture.constraints("UISV-canvas-connection")
        #expect(
            canvas.allSatisfy {
                $0.firstItem === fixture.stack.layoutMarginsGuide
                    || $0.secondItem === fixture.stack.layoutMarginsGuide
            })
        fixture.stack.isLayoutMarginsRelativeArrangement = false
        #expect(fixture.stackFrame == rect(10, 20, 400, 60))
    }

    /// Margins-relative arrangement right to left: the leading margin is on the right.
    @Test func marginsRelativeArrangementRightToLeft() {
        let fixture = StackFixture(threeBoxes(), spacing: 5)
        fixture.stack.isLayoutMarginsRelativeArrangement = true
        fixture.stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 2)
        fixture.root.userInterfaceLayoutDirection = .rightToLeft
        #expect(fixture.stackFrame == rect(278, 20, 212, 60))
        #expect(fixture.frames.map(\.maxX) == [480, 375, 320])
    }

    /// Measured before any layout pass, as a self-sizing cell is, a stack
    /// has made its constraints: UIKit brings constraints up to date first.
    @Test func aStackMeasuresItsFittingSizeBeforeAnyLayoutPass() {
        let stack = StackView(arrangedSubviews: threeBoxes())
        stack.spacing = 5
        #expect(stack.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == CGSize(width: 200, height: 60))
        stack.axis = .vertical
        #expect(
            stack.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == CGSize(width: 100, height: 140))
    }

    /// Each property change lays the stack out again.
    @Test func everyPropertyChangeLaysOutAgain() {
        let fixture = StackFixture(threeBoxes(), spacing: 5)
        #expect(fixture.stackFrame == rect(10, 20, 200, 60))
        fixture.stack.axis = .vertical
        #expect(fixture.stackFrame == rect(10, 20, 100, 140))
        #expect(fixture.frames.map(\.minY) == [20, 85, 120])
        fixture.stack.alignment = .trailing
        #expect(fixture.frames.map(\.maxX) == [110, 110, 110])
        fixture.stack.distribution = .fillEqually
        #expect(fixture.frames.map(\.height) == [60, 60, 60])
        fixture.stack.spacing = 0
        #expect(fixture.stackFrame.height == 180)
        fixture.stack.arrangedSubviews[2].fixedIntrinsicContentSize = CGSize(width: 120, height: 40)
        #expect(fixture.stackFrame.width == 120)
        #expect(fixture.log.issues.isEmpty)
    }

    /// Changing what stretches by priority re-lays out the row.
    @Test func changingAPriorityLaysOutAgain() {
        let fixture = StackFixture(threeBoxes(), length: 400, spacing: 5)
        #expect(fixture.frames.map(\.width) == [300, 50, 40])
        fixture.stack.arrangedSubviews[2].setContentHuggingPriority(.defaultLow - 10, for: .horizontal)
        #expect(fixture.frames.map(\.width) == [100, 50, 240])
    }
}
