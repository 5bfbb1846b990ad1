// swift-tools-version: 6.1
import PackageDescription

// The tests of the StraitJacketSnapshotTesting strategies, with the
// snapshots they record in `__Snapshots__`. The strategies need
// swift-snapshot-testing, which the root package resolves only under its
// `SnapshotTesting` trait; this package turns the trait on in a build
// folder of its own, so the root's `swift test` neither fetches nor builds
// the library. Run from this folder:
//   swift test
let package = Package(
    name: "StraitJacketSnapshotStrategyTests",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "StraitJacket", path: "..", traits: ["SnapshotTesting"]),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    ],
    targets: [
        .testTarget(
            name: "SnapshotStrategyTests",
            dependencies: [
                .product(name: "StraitJacketSnapshotTesting", package: "StraitJacket"),
                .product(name: "UIKitCompatibility", package: "StraitJacket"),
                .product(name: "LayoutExamples", package: "StraitJacket"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
