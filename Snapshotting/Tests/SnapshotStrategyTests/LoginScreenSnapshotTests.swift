import LayoutExamples
import SnapshotTesting
import StraitJacketSnapshotTesting
import Testing
import UIKitCompatibility

/// The README's login screen (`LayoutExamples`), built with anchors at
/// 390 x 844 @3x, as text and as a picture, as it stands and on devices.
@Suite struct LoginScreenSnapshotTests {
    @Test func asItStands() throws {
        let screen = try LoginScreen()
        assertSnapshot(of: screen.root, as: .frames)
        assertSnapshot(of: screen.root, as: .svg(options: .init(showsConstraints: true)))
    }

    /// The column stays centred on the smaller phone; the safe area does
    /// not move it (it is centred in the view, not in the safe area).
    @Test func onASmallPhone() throws {
        assertSnapshot(of: try LoginScreen().root, as: .frames(on: .iPhoneSe))
    }

    /// Right to left, the button row mirrors.
    @Test func rightToLeft() throws {
        let traits = UITraitCollection(layoutDirection: .rightToLeft)
        assertSnapshot(of: try LoginScreen().root, as: .frames(on: .iPhone13, traits: traits))
    }

    @Test func inLandscapeWithTheSafeArea() throws {
        let options = SVGRenderer.Options(showsLayoutMargins: true, showsSafeArea: true)
        assertSnapshot(of: try LoginScreen().root, as: .svg(on: .iPhone13(.landscape), options: options))
    }
}
