// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "StraitJacket",
    platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
    products: [
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .library(name: "AutoLayout", targets: ["AutoLayout"]),
        .library(name: "StraitJacket", targets: ["StraitJacket"]),
        .library(name: "ConstraintBuilder", targets: ["ConstraintBuilder"]),
        .library(name: "Strutter", targets: ["Strutter"]),
        .library(name: "VisualFormat", targets: ["VisualFormat"]),
        .library(name: "ConstraintLayout", targets: ["ConstraintLayout"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "SolverWorkloads", targets: ["SolverWorkloads"]),
        .library(name: "LayoutExamples", targets: ["LayoutExamples"]),
        .executable(name: "demo", targets: ["Demo"]),
    ],
    dependencies: [
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        .target(name: "Cassowary"),
        .target(name: "AutoLayout", dependencies: ["Cassowary"]),
        .target(name: "LayoutBuilding", dependencies: ["AutoLayout"]),
        .target(name: "StraitJacket", dependencies: ["AutoLayout", "LayoutBuilding"]),
        .target(name: "ConstraintBuilder", dependencies: ["AutoLayout", "LayoutBuilding"]),
        .target(name: "Strutter", dependencies: ["AutoLayout", "LayoutBuilding"]),
        .target(name: "VisualFormat", dependencies: ["AutoLayout", "LayoutBuilding"]),
        .target(name: "ConstraintLayout", dependencies: ["AutoLayout", "LayoutBuilding"]),
        .target(name: "LayoutSpec", dependencies: ["AutoLayout", "LayoutBuilding", "VisualFormat"]),
        .target(name: "SolverWorkloads", dependencies: ["Cassowary"]),
        .target(name: "LayoutExamples", dependencies: ["AutoLayout", "StraitJacket", "ConstraintBuilder", "Strutter", "ConstraintLayout"]),
        .executableTarget(name: "Demo", dependencies: ["AutoLayout", "LayoutExamples"]),
        .testTarget(
            name: "CassowaryTests",
            dependencies: [
                "Cassowary",
                "SolverWorkloads",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(name: "LayoutBuildingTests", dependencies: ["LayoutBuilding"]),
        // LayoutExamples imports every front end; with member import visibility
        // ConstraintBuilder's `width` and `height` on views stay out of these
        // tests, whose views declare inputs of those names.
        .testTarget(
            name: "ConstraintLayoutTests",
            dependencies: ["ConstraintLayout", "LayoutExamples", "ChildProcesses"],
            swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
        ),
        .testTarget(name: "StraitJacketTests", dependencies: ["StraitJacket", "LayoutExamples"]),
        // Both operator front ends; each file imports the one it tests.
        .testTarget(name: "OperatorFrontEndTests", dependencies: ["ConstraintBuilder", "Strutter"]),
        // Type-checks snippets and the budget files against the built front ends.
        .testTarget(name: "CompileTimeTests", dependencies: ["ConstraintBuilder", "Strutter", "ChildProcesses"], exclude: ["Budget"]),
        // Runs the compiler and the tool as child processes for the tests that need them.
        .target(name: "ChildProcesses", path: "Tests/ChildProcesses"),
        .testTarget(
            name: "VisualFormatTests",
            dependencies: ["VisualFormat", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "LayoutSpecTests",
            dependencies: [
                "LayoutSpec",
                "LayoutExamples",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        .testTarget(
            name: "AutoLayoutTests",
            dependencies: [
                "AutoLayout",
                "LayoutExamples",
                "ChildProcesses",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)

// Pictures and text snapshots of laid-out trees.
package.products.append(.library(name: "LayoutRendering", targets: ["LayoutRendering"]))
package.targets += [
    .target(name: "LayoutRendering", dependencies: ["AutoLayout"]),
    .testTarget(
        name: "LayoutRenderingTests",
        dependencies: [
            "LayoutRendering",
            "LayoutExamples",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]
    ),
]

// The `jacket` command-line tool; only it depends on swift-argument-parser.
package.dependencies.append(.package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"))
package.products.append(.executable(name: "jacket", targets: ["Jacket"]))
package.targets += [
    .executableTarget(
        name: "Jacket",
        dependencies: ["LayoutSpec", "LayoutRendering", .product(name: "ArgumentParser", package: "swift-argument-parser")]
    ),
    // Runs the built tool as a process; depending on it builds it first.
    .testTarget(name: "JacketTests", dependencies: ["Jacket", "LayoutSpec", "LayoutRendering", "ChildProcesses"]),
]
// The demo also writes the login screen's picture.
package.targets.first { $0.name == "Demo" }?.dependencies.append("LayoutRendering")

// UIKit's names for this project's types, declared only where UIKit is
// absent, so one layout file compiles against UIKit and against this package.
package.products.append(.library(name: "UIKitCompatibility", targets: ["UIKitCompatibility"]))
package.targets += [
    .target(name: "UIKitCompatibility", dependencies: ["AutoLayout", "VisualFormat"]),
    // The seed READMEs' code and UIKit screens with UIKit's names as written;
    // each file sees only the front end it imports.
    .testTarget(
        name: "UIKitCompatibilityTests",
        dependencies: ["UIKitCompatibility", "StraitJacket", "ConstraintBuilder", "Strutter", "ConstraintLayout"],
        swiftSettings: [.enableUpcomingFeature("MemberImportVisibility")]
    ),
]

// Strategies for swift-snapshot-testing. The dependency is resolved only
// for packages that enable the trait: `.package(url: ..., traits: ["SnapshotTesting"])`.
// Without it the product is an empty module and nothing is fetched.
package.traits.insert(.trait(
    name: "SnapshotTesting",
    description: "The StraitJacketSnapshotTesting product's strategies for pointfreeco/swift-snapshot-testing."
))
package.dependencies.append(.package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"))
package.products.append(.library(name: "StraitJacketSnapshotTesting", targets: ["StraitJacketSnapshotTesting"]))
package.targets += [
    .target(
        name: "StraitJacketSnapshotTesting",
        dependencies: [
            "AutoLayout",
            "LayoutRendering",
            .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
        ]
    ),
    // Resolves throwaway consumer packages to show what each product brings along.
    .testTarget(name: "PackageGraphTests", dependencies: ["ChildProcesses"]),
]
