import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Every distribution with every alignment, on both axes: three views of
/// intrinsic sizes 100 x 60, 50 x 30 and 40 x 40 (turned for a vertical
/// stack), 5 points apart, in a stack 400 long at (10, 20) whose breadth
/// is free. Along the axis a distribution decides alone, across it an
/// alignment does, so each expected frame is a span from each table.
@Suite struct StackViewMatrixTests {
    /// Where the views lie along the axis, from the stack's start at 0
    /// (start, length), worked out from Apple's rules.
    static let along: [StackView.Distribution: [(CGFloat, CGFloat)]] = [
        // 400 - 190 - 10 = 200 more than the views want: the first of the
        // views of equal hugging priority stretches.
        .fill: [(0, 300), (305, 50), (360, 40)],
        // (400 - 10) / 3 each.
        .fillEqually: [(0, 130), (135, 130), (270, 130)],
        // UIKit's fractions: intrinsic / (190 + 10) of 400; the last view
        // takes up what the fractions leave (400 - 10 - 200 - 100).
        .fillProportionally: [(0, 200), (205, 100), (310, 90)],
        // The views keep their lengths; the 210 left is two equal gaps.
        .equalSpacing: [(0, 100), (205, 50), (360, 40)],
        // Centres at 50, 215 and 380: 165 apart.
        .equalCentering: [(0, 100), (190, 50), (360, 40)],
    ]

    /// Where the views lie across the axis, from the stack's edge at 0
    /// (start, breadth): the stack is as broad as the broadest view, 60.
    static let across: [StackView.Alignment: [(CGFloat, CGFloat)]] = [
        .fill: [(0, 60), (0, 60), (0, 60)],
        .leading: [(0, 60), (0, 30), (0, 40)],
        .center: [(0, 60), (15, 30), (10, 40)],
        .trailing: [(0, 60), (30, 30), (20, 40)],
    ]

    /// Plain views' baselines are their bottom edges, so in a horizontal
    /// stack both baseline alignments align bottoms; a vertical stack lays
    /// out the first baseline alignment as leading, the last as trailing.
    static func acrossSpans(_ alignment: StackView.Alignment, axis: LayoutAxis) -> [(CGFloat, CGFloat)] {
        switch alignment {
        case .firstBaseline: across[axis == .horizontal ? .trailing : .leading]!
        case .lastBaseline: across[.trailing]!
        default: across[alignment]!
        }
    }

    @Test(arguments: StackView.Distribution.allCases, StackView.Alignment.allCases)
    func horizontal(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment) {
        let fixture = StackFixture(
            threeBoxes(), axis: .horizontal, length: 400, spacing: 5,
            distribution: distribution, alignment: alignment)
        let expected = zip(Self.along[distribution]!, Self.acrossSpans(alignment, axis: .horizontal)).map {
            rect(10 + $0.0, 20 + $1.0, $0.1, $1.1)
        }
        #expect(fixture.frames == expected)
        #expect(fixture.stackFrame == rect(10, 20, 400, 60))
        #expect(!fixture.stack.hasAmbiguousLayout)
        #expect(fixture.stack.arrangedSubviews.allSatisfy { !$0.hasAmbiguousLayout })
        #expect(fixture.log.issues.isEmpty)
    }

    @Test(arguments: StackView.Distribution.allCases, StackView.Alignment.allCases)
    func vertical(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment) {
        let fixture = StackFixture(
            threeTurnedBoxes(), axis: .vertical, length: 400, spacing: 5,
            distribution: distribution, alignment: alignment)
        let expected = zip(Self.along[distribution]!, Self.acrossSpans(alignment, axis: .vertical)).map {
            rect(10 + $1.0, 20 + $0.0, $1.1, $0.1)
        }
        #expect(fixture.frames == expected)
        #expect(fixture.stackFrame == rect(10, 20, 60, 400))
        #expect(!fixture.stack.hasAmbiguousLayout)
        #expect(fixture.stack.arrangedSubviews.allSatisfy { !$0.hasAmbiguousLayout })
        #expect(fixture.log.issues.isEmpty)
    }

    /// A free stack takes its fitting size, as Apple documents it: along
    /// the axis the views' lengths and the spacing (190 + 10), across it the
    /// broadest view; equal spacing keeps the least spacing. With equal
    /// lengths, Apple: "if possible, the stack view stretches all the
    /// arranged views to match the view with the longest intrinsic size".
    /// With equal centering, the centres are as close as the least spacing
    /// lets them be: 80 apart, as the second view starts 5 after the first.
    @Test(arguments: StackView.Distribution.allCases, StackView.Alignment.allCases)
    func aFreeStackFitsItsViews(_ distribution: StackView.Distribution, _ alignment: StackView.Alignment) {
        let fixture = StackFixture(threeBoxes(), spacing: 5, distribution: distribution, alignment: alignment)
        let (length, starts, lengths): (CGFloat, [CGFloat], [CGFloat]) =
            switch distribution {
            case .fillEqually: (310, [10, 115, 220], [100, 100, 100])
            case .equalCentering: (230, [10, 115, 200], [100, 50, 40])
            default: (200, [10, 115, 170], [100, 50, 40])
            }
        #expect(fixture.stackFrame == rect(10, 20, length, 60))
        #expect(fixture.frames.map(\.minX) == starts)
        #expect(fixture.frames.map(\.width) == lengths)
        #expect(!fixture.stack.hasAmbiguousLayout)
    }
}
