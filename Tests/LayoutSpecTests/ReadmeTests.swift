import Foundation
import LayoutSpec
import Testing

/// The LayoutSpec documentation's overview page
/// (`Sources/LayoutSpec/LayoutSpec.docc/LayoutSpec.md`) shows what the library does.
@Suite struct ReadmeTests {
    static let readme =
        (try? String(
            contentsOf: LoginExampleTests.path.deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Sources/LayoutSpec/LayoutSpec.docc/LayoutSpec.md"),
            encoding: .utf8)) ?? ""

    @Test func theReadmeShowsTheWholeExampleFile() throws {
        let example = try String(contentsOf: LoginExampleTests.path, encoding: .utf8)
        #expect(Self.readme.contains("```text\n" + example + "```"))
    }

    @Test func theReadmesSwiftUseGivesTheFrameItShows() throws {
        let text = try String(contentsOf: LoginExampleTests.path, encoding: .utf8)
        let tree = try LayoutDocument(parsing: text, file: "Examples/login.layout").build()
        let title = try #require(tree.view(named: "title")?.frame)
        #expect(
            Self.readme.contains("let title = tree.view(named: \"title\")?.frame       // x 65, y 287.667, 260 x 35"))
        #expect(
            [title.minX, (title.minY * 1000).rounded() / 1000, title.width, title.height] == [65, 287.667, 260, 35])
    }

    @Test(arguments: [
        ("box.top == titel.bottom", "box.layout:2:12: error: unknown view or guide 'titel'"),
        (
            "box.top == root.width",
            "box.layout:2:12: error: cannot relate box.top to root.width: a position cannot be related to a size"
        ),
        (
            "box.top == 20",
            "box.layout:2:1: error: a position (box.top) cannot equal a number; relate it to another anchor"
        ),
        ("box.width == 10 ~ 1500", "box.layout:2:1: error: the priority 1500 is outside (0, 1000]"),
        ("box.width == 10 / 0", "box.layout:2:14: error: this side is not a finite number (a division by zero?)"),
        ("box.top = root.top", "box.layout:2:9: error: '=' is not a relation; use '=='"),
        ("H:|-[box]-[bar]-|", "box.layout:2:12: error: 'bar' is not a key in the views dictionary"),
    ])
    func theReadmesErrorsAreWhatTheirLinesGive(_ line: String, _ message: String) {
        #expect(Self.readme.contains(line.padding(toLength: 28, withPad: " ", startingAt: 0) + "# " + message))
        do {
            _ = try LayoutDocument(parsing: "view box\n" + line, file: "box.layout").build()
            Issue.record("\(line) built")
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func theReadmesConflictIsWhatItsFileGives() throws {
        let tree = try LayoutDocument(parsing: ConflictTests.wideBox, file: "box.layout").build()
        for diagnostic in tree.diagnostics { #expect(Self.readme.contains("  \(diagnostic)\n")) }
        #expect(tree.diagnostics.count == 2)
    }
}
