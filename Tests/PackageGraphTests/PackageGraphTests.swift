import ChildProcesses
import Foundation
import Testing

/// What a package that depends on this one resolves, product by product:
/// a throwaway consumer is resolved by the `swift` the tests run with,
/// offline (every dependency is on the machine) and in seconds.
@Suite struct PackageGraphTests {
    /// A front end alone fetches no snapshot library and no test-only
    /// package: only swift-argument-parser, which SwiftPM resolves for the
    /// package's `jacket` tool whichever products a consumer uses.
    @Test func aFrontEndAloneResolvesNoSnapshotLibrary() throws {
        #expect(try resolvedPackages(products: ["StraitJacket"]) == ["swift-argument-parser"])
    }

    @Test func theCompatibilityProductResolvesNoMore() throws {
        #expect(try resolvedPackages(products: ["UIKitCompatibility", "AutoLayout"]) == ["swift-argument-parser"])
    }

    /// The trait brings swift-snapshot-testing and what its package
    /// depends on, so the absence above is the trait's doing.
    @Test func theSnapshotTraitResolvesSwiftSnapshotTesting() throws {
        let resolved = try resolvedPackages(products: ["StraitJacketSnapshotTesting"], traits: ["SnapshotTesting"])
        #expect(
            resolved == [
                "swift-argument-parser", "swift-custom-dump", "swift-snapshot-testing",
                "swift-syntax", "xctest-dynamic-overlay",
            ])
    }

    /// The identities of the packages a consumer of `products` resolves
    /// besides this one, sorted.
    private func resolvedPackages(products: [String], traits: [String]? = nil) throws -> [String] {
        let consumer = FileManager.default.temporaryDirectory.appending(path: "consumer-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: consumer) }
        let sources = consumer.appending(path: "Sources/Consumer")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try "".write(to: sources.appending(path: "Consumer.swift"), atomically: true, encoding: .utf8)
        try manifest(products: products, traits: traits)
            .write(to: consumer.appending(path: "Package.swift"), atomically: true, encoding: .utf8)
        let run = try ChildProcess.run(
            URL(filePath: "/usr/bin/env"),
            ["swift", "package", "show-dependencies", "--format", "json"],
            in: consumer, timeLimit: 300)
        try #require(run.status == 0, "\(run)")
        let json = try #require(run.output.firstIndex(of: "{").map { run.output[$0...] })
        let root = try JSONDecoder().decode(PackageNode.self, from: Data(json.utf8))
        return Set(root.dependencies.flatMap(\.descendants).map(\.identity)).sorted()
    }

    private func manifest(products: [String], traits: [String]?) -> String {
        let traitList = traits.map { ", traits: [" + $0.map { "\"\($0)\"" }.joined(separator: ", ") + "]" } ?? ""
        let productList = products.map { ".product(name: \"\($0)\", package: \"StraitJacket\")" }.joined(
            separator: ", ")
        return """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(
                name: "Consumer",
                platforms: [.macOS(.v15)],
                dependencies: [.package(name: "StraitJacket", path: "\(SwiftCompiler.packageRoot.path)"\(traitList))],
                targets: [.target(name: "Consumer", dependencies: [\(productList)])]
            )
            """
    }
}

/// A package in `show-dependencies`' JSON tree.
private struct PackageNode: Decodable {
    var identity: String
    var dependencies: [PackageNode]

    var descendants: [PackageNode] { dependencies.flatMap { [$0] + $0.descendants } }
}
