import Foundation
import LayoutExamples
import LayoutTestSupport
import StraitJacket
import Testing

@Suite struct ChainTests {
    /// The benchmark's two chains place every view alike: view i at y = 28i.
    @Test func bothChainsGiveTheSameFrames() throws {
        let anchors = try Chain.anchors(count: 50), restraint = try Chain.restraint(count: 50)
        #expect(anchors.views.map(\.frame) == restraint.views.map(\.frame))
        #expect(restraint.views[49].frame == rect(0, 49 * 28, 20, 20))
        #expect(try Chain.restraint(count: 0).views.isEmpty)
    }
}
