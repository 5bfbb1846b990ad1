#if !canImport(UIKit)
import AppScreens
import SnapshotTesting
import StraitJacketSnapshotTesting
import Testing

@Suite struct SettingsSnapshotTests {
    static let rows = [
        (title: "Account", value: "ada@example.com"),
        (title: "Notifications", value: "On"),
        (title: "A title long enough to be truncated before its value", value: "Value"),
    ]

    /// The rows fill the width, one under the other; the long title gives
    /// way to its value.
    @Test func onAPhone() {
        assertSnapshot(of: SettingsViewController(rows: Self.rows), as: .frames(on: .iPhone13))
    }

    /// Across, the rows keep out of the notch's side of the safe area.
    @Test func acrossAPhone() {
        assertSnapshot(of: SettingsViewController(rows: Self.rows), as: .frames(on: .iPhone13(.landscape)))
    }
}
#endif
