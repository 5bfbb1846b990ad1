import SnapshotTesting
import StraitJacketSnapshotTesting
import Testing
import UIKitCompatibility

/// A second screen, a view controller written with UIKit's names, on the
/// devices a team checks: phone upright and across, tablet, right to left.
@Suite struct ProfileSnapshotTests {
    @Test func onAPhone() {
        assertSnapshot(of: ProfileViewController(), as: .frames(on: .iPhone13))
        assertSnapshot(of: ProfileViewController(), as: .svg(on: .iPhone13, options: .init(showsConstraints: true)))
    }

    /// Across, the notch's 47 points inset both sides and the rows widen.
    @Test func acrossAPhone() {
        assertSnapshot(of: ProfileViewController(), as: .frames(on: .iPhone13(.landscape)))
    }

    /// At regular width the readable content guide keeps the column to a
    /// line's length, centred.
    @Test func onATablet() {
        assertSnapshot(of: ProfileViewController(), as: .frames(on: .iPadPro11))
    }

    @Test func rightToLeft() {
        let controller = ProfileViewController()
        assertSnapshot(of: controller, as: .frames(on: .iPhone13, traits: UITraitCollection(layoutDirection: .rightToLeft)))
    }
}
