import SnapshotTesting                      // .package(url: ".../StraitJacket", from: ..., traits: ["SnapshotTesting"])
import StraitJacketSnapshotTesting          // .package(url: ".../swift-snapshot-testing", from: "1.19.7")
import Testing
import UIKitCompatibility

/// The README's "Testing layouts on Linux" example, as written.
@Suite struct ReadmeTests {
@Test func profile() {
    assertSnapshot(of: ProfileViewController(), as: .frames(on: .iPhone13))               // every frame, as text
    assertSnapshot(of: ProfileViewController(), as: .frames(on: .iPadPro11(.portrait)))
    assertSnapshot(of: ProfileViewController(),
                   as: .frames(on: .iPhone13(.landscape), traits: UITraitCollection(layoutDirection: .rightToLeft)))
    assertSnapshot(of: ProfileViewController(), as: .svg(on: .iPhone13, options: .init(showsConstraints: true)))
}
}
