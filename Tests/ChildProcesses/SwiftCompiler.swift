import Foundation

/// Type-checks Swift source against the modules `swift test` built, with
/// the compiler the tests run with.
public enum SwiftCompiler {
    /// The package's root, above `Tests/ChildProcesses`.
    public static let packageRoot = URL(filePath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The modules `swift test` built, beside the package's sources.
    static let modules = packageRoot.appending(path: ".build/debug/Modules")

    /// Whether `file` type-checks, and what the compiler said.
    public static func typeCheck(_ file: URL, flags: [String] = []) throws -> (succeeded: Bool, output: String) {
        let run = try ChildProcess.run(
            URL(filePath: "/usr/bin/env"), ["swiftc", "-typecheck", "-I", modules.path] + flags + [file.path])
        return (run.status == 0 && !run.timedOut, run.output + run.errors)
    }

    /// Whether `source` type-checks, written to a temporary file first.
    public static func typeChecks(_ source: String) throws -> Bool {
        let file = FileManager.default.temporaryDirectory.appending(path: "snippet-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        return try typeCheck(file).succeeded
    }
}
