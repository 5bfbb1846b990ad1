// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "StraitJacket",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        // Libraries: the engine, the front ends over it, and what a project
        // builds on them.
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "StraitJacket", targets: ["StraitJacket"]),
        .library(name: "ConstraintBuilder", targets: ["ConstraintBuilder"]),
        .library(name: "Strutter", targets: ["Strutter"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "ConstraintLayout", targets: ["ConstraintLayout"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "LayoutRendering", targets: ["LayoutRendering"]),
        .library(name: "UIKitCompatibility", targets: ["UIKitCompatibility"]),
        .library(name: "StraitJacketSnapshotTesting", targets: ["StraitJacketSnapshotTesting"]),

        // Fixtures, products only because the nested packages use them:
        // Benchmarks/ times both, Snapshotting/ snapshots LayoutExamples.
        .library(name: "SolverWorkloads", targets: ["SolverWorkloads"]),
        .library(name: "LayoutExamples", targets: ["LayoutExamples"]),

        // Tools.
        .executable(name: "jacket", targets: ["Jacket"]),
        .executable(name: "demo", targets: ["Demo"]),
    ],
    traits: [
        // Off unless a consumer asks for it, so that nothing else fetches
        // swift-snapshot-testing: `.package(url: ..., traits: ["SnapshotTesting"])`.
        .trait(
            name: "SnapshotTesting",
            description: "The StraitJacketSnapshotTesting product's strategies for pointfreeco/swift-snapshot-testing."
        )
    ],
    dependencies: [
        // Only the `jacket` tool uses it; SwiftPM resolves it for every
        // consumer because the tool is a product.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Resolved only under the SnapshotTesting trait (see the condition below).
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        // Used by no product's targets (tests and their support only), so
        // consumers never resolve it.
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: Libraries

        .target(name: "Cassowary"),
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        // What the front ends share: batches, descriptions, source locations.
        .target(name: "LayoutBuilding", dependencies: ["AutoLayout"]),
        .target(name: "StraitJacket", dependencies: ["AutoLayout", "LayoutBuilding"]),
        .target(name: "ConstraintBuilder", dependencies: ["AutoLayout", "LayoutBuilding"]),
        .target(name: "Strutter", dependencies: ["AutoLayout", "LayoutBuilding"]),
        .target(name: "VisualFormat", dependencies: ["AutoLayout", "LayoutBuilding"]),
        .target(name: "ConstraintLayout", dependencies: ["AutoLayout", "LayoutBuilding"]),
        .target(name: "LayoutSpec", dependencies: ["AutoLayout", "LayoutBuilding", "VisualFormat"]),
        // Pictures and text snapshots of laid-out trees.
        .target(name: "LayoutRendering", dependencies: ["AutoLayout"]),
        // UIKit's names for this project's types, declared only where UIKit is
        // absent, so one layout file compiles against UIKit and against this package.
        .target(name: "UIKitCompatibility", dependencies: ["AutoLayout", "VisualFormat"]),
        // Strategies for swift-snapshot-testing; without the trait an empty
        // module, so the product costs nothing to those who do not enable it.
        .target(
            name: "StraitJacketSnapshotTesting",
            dependencies: [
                "AutoLayout",
                "LayoutRendering",
                .product(
                    name: "SnapshotTesting",
                    package: "swift-snapshot-testing",
                    condition: .when(traits: ["SnapshotTesting"])
                ),
            ]
        ),

        // MARK: Fixtures

        // Workloads and example screens for the tests, the benchmarks and the
        // snapshot tests; products only for the nested packages (see above).
        .target(name: "SolverWorkloads", dependencies: ["Cassowary"]),
        .target(
            name: "LayoutExamples",
            dependencies: ["AutoLayout", "StraitJacket", "ConstraintBuilder", "Strutter", "ConstraintLayout"]
        ),

        // MARK: Tools

        .executableTarget(
            name: "Jacket",
            dependencies: [
                "LayoutSpec",
                "LayoutRendering",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Lays out the examples and writes the login screen's picture.
        .executableTarget(name: "Demo", dependencies: ["AutoLayout", "LayoutExamples", "LayoutRendering"]),

        // MARK: Test support

        // What the test targets share: frames, roots, the issue log,
        // constraints as written, layout-file fixtures and text generators.
        .target(
            name: "LayoutTestSupport",
            dependencies: ["AutoLayout", .product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/LayoutTestSupport"
        ),
        // Runs the compiler and the tool as child processes for the tests that need them.
        .target(name: "ChildProcesses", path: "Tests/ChildProcesses"),

        // MARK: Tests

        .testTarget(
            name: "CassowaryTests",
            dependencies: [
                "Cassowary",
                "SolverWorkloads",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "AutoLayoutTests",
            dependencies: [
                "AutoLayout",
                "Cassowary",
                "LayoutExamples",
                "LayoutTestSupport",
                "ChildProcesses",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "LayoutBuildingTests", dependencies: ["LayoutBuilding"]),
        .testTarget(name: "StraitJacketTests", dependencies: ["StraitJacket", "LayoutExamples", "LayoutTestSupport"]),
        // Both operator front ends; each file imports the one it tests.
        .testTarget(
            name: "OperatorFrontEndTests",
            dependencies: ["ConstraintBuilder", "Strutter", "LayoutTestSupport"]
        ),
        // Type-checks snippets and the budget files against the built front ends.
        .testTarget(
            name: "CompileTimeTests",
            dependencies: ["ConstraintBuilder", "Strutter", "ChildProcesses"],
            exclude: ["Budget"]
        ),
        .testTarget(
            name: "VisualFormatTests",
            dependencies: [
                "VisualFormat",
                "LayoutTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // LayoutExamples imports every front end; with member import visibility
        // ConstraintBuilder's `width` and `height` on views stay out of these
        // tests, whose views declare inputs of those names.
        .testTarget(
            name: "ConstraintLayoutTests",
            dependencies: ["ConstraintLayout", "LayoutExamples", "LayoutTestSupport", "ChildProcesses"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(
            name: "LayoutSpecTests",
            dependencies: [
                "LayoutSpec",
                "LayoutExamples",
                "LayoutTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "LayoutRenderingTests",
            dependencies: [
                "LayoutRendering",
                "LayoutExamples",
                "LayoutTestSupport",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The upstream libraries' README code and UIKit screens with UIKit's
        // names as written; each file sees only the front end it imports.
        .testTarget(
            name: "UIKitCompatibilityTests",
            dependencies: [
                "UIKitCompatibility",
                "StraitJacket",
                "ConstraintBuilder",
                "Strutter",
                "ConstraintLayout",
                "LayoutTestSupport",
            ],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        // Runs the built tool as a process; depending on it builds it first.
        .testTarget(
            name: "JacketTests",
            dependencies: ["Jacket", "LayoutSpec", "LayoutRendering", "LayoutTestSupport", "ChildProcesses"]
        ),
        // Resolves throwaway consumer packages to show what each product brings along.
        .testTarget(name: "PackageGraphTests", dependencies: ["ChildProcesses"]),
    ],
    swiftLanguageModes: [.v6]
)
