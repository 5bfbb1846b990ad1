import ChildProcesses
import Foundation
import Testing

/// The package's root, where `Examples/` is.
let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

/// The built tool, in the products folder that holds the test bundle
/// (`.build/debug` or `.build/release`, whatever the scratch path), which
/// `swift test` builds first because the test target depends on it.
let jacketURL: URL? = {
    var folders = Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
    if let executable = Bundle.main.executableURL { folders.insert(executable.deletingLastPathComponent(), at: 0) }
    return folders.map { $0.appendingPathComponent("jacket") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }
}()

/// Runs `jacket` with the arguments in a folder (the package root unless
/// given) and waits for it; `nil` when the tool is not built or did not start.
func jacket(_ arguments: String..., in folder: URL = packageRoot) -> ChildProcess? {
    jacket(arguments, in: folder)
}

/// Runs `jacket` with an array of arguments.
func jacket(_ arguments: [String], in folder: URL = packageRoot) -> ChildProcess? {
    guard let jacketURL else { return nil }
    var environment = ProcessInfo.processInfo.environment
    environment["COLUMNS"] = "100"
    return try? ChildProcess.run(jacketURL, arguments, in: folder, environment: environment)
}

/// A fresh folder holding files by name, for runs that read or write there.
func folder(with files: [String: String]) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("jacket-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    for (name, text) in files {
        try text.write(to: url.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }
    return url
}

/// A small clean file: a card with a label inside, and a guide.
let cardFile = """
    root size: 300 x 200, scale: 2
    view card {
      label title "Hi" font: 17
    }
    guide column
    card.edges == root.edges - insets(20)
    title.top == card.top + 10
    title.leading == card.leading + 10
    column.horizontalEdges == card.horizontalEdges
    column.verticalEdges == root.verticalEdges

    """
