import AutoLayout
import Foundation
import LayoutExamples
import LayoutTestSupport
import Testing

/// The login screen written with stack views lays out as the one written
/// with anchors: the StraitJacket README's comparison, now possible.
@Suite struct StackLoginScreenTests {
    @Test(arguments: [
        (CGSize(width: 390, height: 844), CGFloat(3), LayoutDirection.leftToRight),
        (CGSize(width: 320, height: 568), CGFloat(2), LayoutDirection.leftToRight),
        (CGSize(width: 390, height: 844), CGFloat(3), LayoutDirection.rightToLeft),
    ])
    func stacksGiveTheAnchorsFrames(size: CGSize, scale: CGFloat, direction: LayoutDirection) throws {
        let anchors = try LoginScreen(size: size, scale: scale, direction: direction)
        let stacks = try StackLoginScreen(size: size, scale: scale, direction: direction)
        let log = IssueLog(stacks.screen.root)
        stacks.screen.root.layoutIfNeeded()
        #expect(stacks.frames.map(\.name) == anchors.frames.map(\.name))
        // Frames nested in stacks are summed into the root's coordinates,
        // so they are compared on the pixel grid they were rounded to.
        func pixels(_ frame: CGRect) -> [CGFloat] {
            [frame.minX, frame.minY, frame.width, frame.height].map { ($0 * scale).rounded() }
        }
        for (stacked, anchored) in zip(stacks.frames, anchors.frames) {
            #expect(pixels(stacked.frame) == pixels(anchored.frame), "\(stacked.name)")
        }
        #expect(log.issues.isEmpty)
    }
}
