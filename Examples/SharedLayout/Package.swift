// swift-tools-version: 6.1
import PackageDescription

// An app's screens in a package of their own: the iOS app target links
// AppScreens against UIKit, and `swift test` checks their layout on Linux
// (or macOS) against StraitJacket, with snapshots. Run from this folder:
//   swift test
let package = Package(
    name: "SharedLayout",
    platforms: [.iOS(.v18), .macOS(.v15)],
    products: [
        .library(name: "AppScreens", targets: ["AppScreens"]),
    ],
    dependencies: [
        // A team's repository names its checkout of StraitJacket the same
        // way, by path, until the package is tagged.
        .package(name: "StraitJacket", path: "../..", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        // Where UIKit exists the screens import it and nothing of StraitJacket is linked.
        .target(
            name: "AppScreens",
            dependencies: [
                .product(name: "UIKitCompatibility", package: "StraitJacket",
                         condition: .when(platforms: [.linux, .macOS, .windows, .android])),
            ]
        ),
        .testTarget(
            name: "AppScreensTests",
            dependencies: [
                "AppScreens",
                .product(name: "StraitJacketSnapshotTesting", package: "StraitJacket",
                         condition: .when(platforms: [.linux, .macOS, .windows, .android])),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
