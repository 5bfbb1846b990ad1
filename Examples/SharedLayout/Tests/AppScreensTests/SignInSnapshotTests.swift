// These tests run where UIKit is absent; on iOS the same screens are
// tested with UIKit's own snapshot strategies, such as `.image`.
#if !canImport(UIKit)
import AppScreens
import SnapshotTesting
import StraitJacketSnapshotTesting
import Testing

@Suite struct SignInSnapshotTests {
    @Test func onPhones() {
        assertSnapshot(of: SignInViewController(), as: .frames(on: .iPhone13), named: "iPhone13")
        assertSnapshot(of: SignInViewController(), as: .frames(on: .iPhoneSe), named: "iPhoneSe")
        assertSnapshot(of: SignInViewController(), as: .frames(on: .iPhone13(.landscape)), named: "iPhone13-landscape")
    }

    /// The card stops at 420 points on a tablet, centred.
    @Test func onATablet() {
        assertSnapshot(of: SignInViewController(), as: .frames(on: .iPadPro11))
    }

    @Test func rightToLeft() {
        assertSnapshot(of: SignInViewController(), as: .frames(on: .iPhone13, traits: .init(layoutDirection: .rightToLeft)))
    }

    /// The picture, to open in a browser when a frame changes.
    @Test func picture() {
        assertSnapshot(of: SignInViewController(), as: .svg(on: .iPhone13, options: .init(showsLayoutMargins: true)))
    }
}
#endif
