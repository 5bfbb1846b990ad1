import LayoutExamples
import SnapshotTesting
import StraitJacketSnapshotTesting
import Testing
import UIKitCompatibility

/// The login screen written with stack views (`LayoutExamples`): its
/// snapshot shows the stacks as the containers they are, and its views'
/// frames, which are the anchors version's.
@Suite struct StackLoginSnapshotTests {
    @Test func asItStands() throws {
        let screen = try StackLoginScreen()
        assertSnapshot(of: screen.screen.root, as: .frames)
        assertSnapshot(of: screen.screen.root, as: .svg)
    }
}
