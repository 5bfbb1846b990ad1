import Foundation
import LayoutTestSupport
import Testing
import VisualFormat

/// Alignment and direction options: the constraints they add and change.
@Suite struct OptionsTests {
    private let root = makeRoot()
    private let views: [String: LayoutView]

    init() { views = subviews(["a", "b", "c"], of: root) }

    private func built(_ format: String, _ options: LayoutConstraint.FormatOptions) throws -> [String] {
        equations(
            try LayoutConstraint.constraintsOrThrow(
                withVisualFormat: format, options: options, metrics: nil,
                views: views))
    }

    @Test func uikitsRawValues() {
        typealias Options = LayoutConstraint.FormatOptions
        #expect(
            [
                Options.alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom, .alignAllLeading,
                .alignAllTrailing,
                .alignAllCenterX, .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
            ].map(\.rawValue)
                == [2, 4, 8, 16, 32, 64, 512, 1024, 2048, 4096])
        #expect(
            [Options.directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft].map(\.rawValue)
                == [0, 65536, 131072])
    }

    /// Each view is aligned to the one before it, after the format's own constraints.
    @Test func alignmentsAcrossAHorizontalFormat() throws {
        #expect(
            try built("[a]-[b]-[c]", .alignAllCenterY) == [
                "b.leading == a.trailing + 8", "c.leading == b.trailing + 8", "b.centerY == a.centerY",
                "c.centerY == b.centerY",
            ])
        #expect(
            try built("[a][b]", [.alignAllTop, .alignAllBottom]) == [
                "b.leading == a.trailing", "b.top == a.top", "b.bottom == a.bottom",
            ])
        #expect(
            try built("[a][b]", [.alignAllLastBaseline, .alignAllFirstBaseline]) == [
                "b.leading == a.trailing", "b.lastBaseline == a.lastBaseline", "b.firstBaseline == a.firstBaseline",
            ])
    }

    @Test func alignmentsAcrossAVerticalFormat() throws {
        #expect(
            try built("V:[a][b]", [.alignAllLeading, .alignAllTrailing]) == [
                "b.top == a.bottom", "b.leading == a.leading", "b.trailing == a.trailing",
            ])
        #expect(
            try built("V:[a][b]", [.alignAllLeft, .alignAllRight, .alignAllCenterX]) == [
                "b.top == a.bottom", "b.left == a.left", "b.right == a.right", "b.centerX == a.centerX",
            ])
    }

    /// One view has nothing to align with.
    @Test func aSingleViewAlignsWithNothing() throws {
        #expect(try built("[a(10)]", .alignAllTop) == ["a.width == 10"])
    }

    /// With no two views to align, UIKit does not check the alignments
    /// against the format's axis: `V:|-[label]-|` with `.alignAllLastBaseline`
    /// is a common format that runs on iOS.
    @Test func aSingleViewAcceptsAnAlignmentAlongItsAxis() throws {
        #expect(
            try built("V:|-[a]-|", .alignAllLastBaseline) == [
                "a.top == root.topMargin", "root.bottomMargin == a.bottom",
            ])
        #expect(try built("H:|-8-[a]", [.alignAllLeading, .alignAllCenterX]) == ["a.leading == root.leading + 8"])
        let alignments: [LayoutConstraint.FormatOptions] = [
            .alignAllLeft, .alignAllRight, .alignAllTop, .alignAllBottom,
            .alignAllLeading, .alignAllTrailing, .alignAllCenterX,
            .alignAllCenterY, .alignAllLastBaseline, .alignAllFirstBaseline,
        ]
        for option in alignments {
            for format in ["H:|[a]|", "V:|[a]|", "[b(20)]"] {
                #expect(try built(format, option) == built(format, []))
            }
        }
    }

    @Test func directionLeftToRightUsesLeftAndRight() throws {
        #expect(
            try built("|-10-[a]-[b]-|", .directionLeftToRight) == [
                "a.left == root.left + 10", "b.left == a.right + 8", "root.rightMargin == b.right",
            ])
    }

    /// Right to left, a gap runs from the later view's right edge to the earlier one's left edge.
    @Test func directionRightToLeftRunsBackwards() throws {
        #expect(
            try built("|-10-[a]-[b]-|", .directionRightToLeft) == [
                "root.right == a.right + 10", "a.left == b.right + 8", "b.left == root.leftMargin",
            ])
        #expect(
            try built("|-[a]-(>=5)-|", .directionRightToLeft) == [
                "root.rightMargin == a.right", "a.left >= root.left + 5",
            ])
    }

    /// A vertical format runs top to bottom whatever the direction asked for.
    @Test func directionsDoNotTurnAVerticalFormat() throws {
        #expect(try built("V:|-[a]-4-[b]", .directionRightToLeft) == built("V:|-[a]-4-[b]", []))
    }
}
