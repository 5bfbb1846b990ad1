import Foundation
import Testing

/// The `jacket` session of the LayoutSpec documentation's article on the
/// tool (`Sources/LayoutSpec/LayoutSpec.docc/Jacket.md`), run command by command: each `$ jacket`
/// line's output (standard output, then standard error) is the lines
/// under it, exactly.
@Suite struct ReadmeTests {
    /// The commands of the session and the lines printed under each.
    static func session() throws -> [(arguments: [String], output: String)] {
        let section = try String(
            contentsOf: packageRoot.appendingPathComponent("Sources/LayoutSpec/LayoutSpec.docc/Jacket.md"),
            encoding: .utf8)
        let block = try #require(
            section.components(separatedBy: "```console\n").dropFirst().first?
                .components(separatedBy: "\n```").first)
        var commands: [(arguments: [String], output: String)] = []
        for line in block.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("$ jacket ") {
                commands.append((words(line.dropFirst("$ jacket ".count)), ""))
            } else if !commands.isEmpty {
                commands[commands.count - 1].output += line + "\n"
            }
        }
        return commands
    }

    /// Shell words: split at spaces, single quotes keeping theirs together.
    static func words(_ line: Substring) -> [String] {
        var words: [String] = [], word = "", quoted = false, started = false
        for character in line {
            if character == "'" {
                quoted.toggle()
                started = true
            } else if character == " " && !quoted {
                if started { words.append(word) }
                (word, started) = ("", false)
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }

    /// Runs in a copy of `Examples/` beside an empty `Docs/`, so the
    /// session's `render` writes there and not into the package.
    @Test func theSessionPrintsWhatTheReadmeShows() throws {
        let session = try Self.session()
        #expect(session.count == 6)
        let login = try String(contentsOf: packageRoot.appendingPathComponent("Examples/login.layout"), encoding: .utf8)
        let copy = try folder(with: [:])
        for name in ["Examples", "Docs"] {
            try FileManager.default.createDirectory(
                at: copy.appendingPathComponent(name), withIntermediateDirectories: true)
        }
        try login.write(to: copy.appendingPathComponent("Examples/login.layout"), atomically: true, encoding: .utf8)
        for (arguments, expected) in session {
            let run = try #require(jacket(arguments, in: copy))
            #expect(run.output + run.errors == expected, "jacket \(arguments.joined(separator: " "))")
        }
        let picture = try String(contentsOf: copy.appendingPathComponent("Docs/login.svg"), encoding: .utf8)
        #expect(
            picture == (try String(contentsOf: packageRoot.appendingPathComponent("Docs/login.svg"), encoding: .utf8)))
    }
}
