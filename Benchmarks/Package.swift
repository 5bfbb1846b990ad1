// swift-tools-version: 6.1
import PackageDescription

// The benchmark suite lives in its own package so its dependencies never
// reach users of the library. Run from this folder:
//   swift package benchmark
let package = Package(
    name: "StraitJacketBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "StraitJacket", path: ".."),
        // Without the malloc and ARC interposers: they count every
        // allocation and retain, a cost that is not the library's, and the
        // suite reads no allocation counts (peak memory comes from the OS).
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: []),
    ],
    targets: [
        .executableTarget(
            name: "SolverBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "Cassowary", package: "StraitJacket"),
                .product(name: "SolverWorkloads", package: "StraitJacket"),
            ],
            path: "Benchmarks/SolverBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "LayoutBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "AutoLayout", package: "StraitJacket"),
                .product(name: "StraitJacket", package: "StraitJacket"),
                .product(name: "LayoutExamples", package: "StraitJacket"),
            ],
            path: "Benchmarks/LayoutBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "VisualFormatBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "VisualFormat", package: "StraitJacket"),
            ],
            path: "Benchmarks/VisualFormatBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        // Not a benchmark: a million random and mutated formats, run with
        // `swift run -c release VisualFormatFuzz`.
        .executableTarget(
            name: "VisualFormatFuzz",
            dependencies: ["FuzzSupport", .product(name: "VisualFormat", package: "StraitJacket")],
            path: "Fuzz/VisualFormatFuzz"
        ),
        // Not a benchmark: a million random and mutated layout files, run with
        // `swift run -c release LayoutSpecFuzz`.
        .executableTarget(
            name: "LayoutSpecFuzz",
            dependencies: ["FuzzSupport", .product(name: "LayoutSpec", package: "StraitJacket")],
            path: "Fuzz/LayoutSpecFuzz"
        ),
        // The seeded generator and the mutations both fuzz runs use.
        .target(name: "FuzzSupport", path: "Fuzz/FuzzSupport"),
    ],
    swiftLanguageModes: [.v6]
)

// Pictures of a laid-out feed (LayoutRendering).
package.targets.append(
    .executableTarget(
        name: "RenderingBenchmarks",
        dependencies: [
            .product(name: "Benchmark", package: "benchmark"),
            .product(name: "AutoLayout", package: "StraitJacket"),
            .product(name: "LayoutExamples", package: "StraitJacket"),
            .product(name: "LayoutRendering", package: "StraitJacket"),
        ],
        path: "Benchmarks/RenderingBenchmarks",
        plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    )
)
