import AutoLayout
import Foundation
import LayoutExamples
import Testing

/// What the demo says of each front end: its login screen's frames equal
/// the anchors version's, in both directions.
@Suite struct FrontEndComparisonTests {
    @Test func everyFrontEndMatchesTheAnchorsVersion() throws {
        let verdicts = try FrontEndComparison.frontEnds.map { try FrontEndComparison.verdict($0.name, build: $0.build) }
        #expect(
            verdicts == [
                "StraitJacket: frames identical to the anchors version, left to right and right to left",
                "ConstraintBuilder: frames identical to the anchors version, left to right and right to left",
                "Strutter: frames identical to the anchors version, left to right and right to left",
            ])
        let report = try FrontEndComparison.report()
        for verdict in verdicts { #expect(report.contains(verdict)) }
    }

    /// At other sizes too, down to a root barely taller than the column's 269.
    @Test(arguments: [
        CGSize(width: 320, height: 568), CGSize(width: 375, height: 280), CGSize(width: 1024, height: 768),
    ])
    func theOperatorFrontEndsMatchAtOtherSizes(_ size: CGSize) throws {
        let anchors = try LoginScreen(size: size).frames.map(\.frame)
        #expect(try ConstraintBuilderLoginScreen(size: size).screen.frames.map(\.frame) == anchors)
        #expect(try StrutterLoginScreen(size: size).screen.frames.map(\.frame) == anchors)
    }
}

/// The benchmark's chains: each operator front end builds the anchors' frames.
@Suite struct OperatorChainTests {
    @Test func theChainsMatchTheAnchorsChain() throws {
        let anchors = try Chain.anchors(count: 50).views.map(\.frame)
        #expect(anchors.last == CGRect(x: 0, y: 49 * 28, width: 20, height: 20))
        #expect(try Chain.constraintBuilder(count: 50).views.map(\.frame) == anchors)
        #expect(Chain.strutter(count: 50).views.map(\.frame) == anchors)
    }
}
