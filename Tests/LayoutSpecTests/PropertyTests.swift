import Foundation
import LayoutSpec
import LayoutTestSupport
import PropertyBased
import Testing

/// Random text and random mutations of valid files never trap: each parses
/// and builds, or gives an error pointing inside the text (or just past the
/// end of a line); what parses survives a JSON round trip unchanged.
@Suite(.timeLimit(.minutes(10))) struct LayoutSpecPropertyTests {
    /// Words and symbols of the grammar, so random text reaches deep into it.
    private static let words = [
        "root", "view", "label", "button", "field", "guide", "a", "b", "g", "safe", "x", "none", "top", "width",
        "edges",
        "size", "centerXY", "leading", "left", "firstBaseline", "margins", "safeArea", "insets", "font:", "lines:",
        "intrinsic:", "size:", "scale:", "bold", "id", "required", "{", "}", "(", ")", ",", ":", ".", "+", "-", "*",
        "/",
        "~", "==", ">=", "<=", "=>", "=", "\"", "\"A\"", "#", "//", "H:", "V:", "|", "[", "]", "@", "0", "1", "8",
        "0.5",
        "20", "1e9", "1e999", "750", " ", " ", "\n", "\n", "\t", "\r\n", "é", "🙂", "\\",
    ]

    private static let valid = [
        "root size: 400 x 300, scale: 2, direction: rightToLeft, safeArea: insets(top: 20)\nview a\nview b {\n  guide g\n}\n"
            + "a.edges == safe.edges - insets(10) ~ 750\nb.size == 0.5 * a.size\nb.centerXY == a.centerXY id \"c\"\n",
        "view a\nlabel b \"Hi\" font: bold 17, lines: 0\nH:|-[a]-[b(==a)]-|\nV:|-20-[a(50)]-(>=8@750)-[b]\n",
        "guide g\nbutton b \"Go\"\nfield f \"Name\"\ng.width == 100\ng.height == (b.height + 10) / 2\n"
            + "b.firstBaseline == f.firstBaseline\nf.leading >= g.trailing + 8 ~ defaultLow\n",
        "view a intrinsic: 44 x none\na.top == root.top\na.leading == root.margins.leading\n",
    ]

    static let randomTexts = TextGen.text(from: words, separator: " ")

    /// A valid file with characters deleted, inserted, replaced or swapped.
    static let mutations = TextGen.mutations(
        of: valid, alphabet: Array("{}().,:+-*/~=<>\"#|[]@0123456789 abgx\n\té🙂\\"))

    static func check(_ text: String) {
        do {
            let document = try LayoutDocument(parsing: text, file: "fuzz.layout")
            let json = try JSONEncoder().encode(document)
            let decoded = try JSONDecoder().decode(LayoutDocument.self, from: json)
            #expect(decoded == document)
            let tree = try document.build()
            #expect(tree.constraints.allSatisfy { $0.isActive })
        } catch let error as LayoutSpecError {
            let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
            #expect(lines.indices.contains(error.line - 1), "\(text.debugDescription): line \(error.line)")
            if lines.indices.contains(error.line - 1) {
                #expect(
                    (1...lines[error.line - 1].count + 1).contains(error.column),
                    "\(text.debugDescription): column \(error.column)")
            }
            #expect(error.file == "fuzz.layout" && !error.message.isEmpty)
        } catch {
            Issue.record("\(text.debugDescription): \(error)")
        }
    }

    @Test func randomTextBuildsOrPointsInside() async {
        await propertyCheck(count: 2_000, input: Self.randomTexts) { Self.check($0) }
    }

    @Test func mutatedFilesBuildOrPointInside() async {
        await propertyCheck(count: 2_000, input: Self.mutations) { Self.check($0) }
    }

    @Test func theValidFilesBuild() throws {
        for text in Self.valid { _ = try LayoutDocument(parsing: text, file: "fuzz.layout").build() }
    }
}
