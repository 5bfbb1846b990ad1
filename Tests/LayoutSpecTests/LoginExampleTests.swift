import Foundation
import LayoutExamples
import LayoutSpec
import Testing

/// `Examples/login.layout` gives the frames of the anchors version in
/// `LayoutExamples`, view for view and guide for guide.
@Suite struct LoginExampleTests {
    /// The example file, found from this test file's path, so it works from any checkout.
    static let path = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/login.layout")

    static func document() throws -> LayoutDocument {
        try LayoutDocument(parsing: String(contentsOf: path, encoding: .utf8), file: "Examples/login.layout")
    }

    @Test func framesMatchTheAnchorsVersion() throws {
        let tree = try Self.document().build()
        let screen = try LoginScreen()
        #expect(tree.diagnostics.isEmpty)
        for (name, frame) in screen.frames {
            let item = try #require(tree.item(named: name), "\(name)")
            let built = (item as? LayoutView)?.frame ?? (item as? LayoutGuide)?.layoutFrame
            #expect(built == frame, "\(name)")
        }
        #expect(tree.view(named: "title")?.frame == CGRect(x: 65, y: 287 + 2.0 / 3, width: 260, height: 35))
        #expect(tree.view(named: "divider")?.frame == CGRect(x: 188, y: 526 + 2.0 / 3, width: 4, height: 30))
    }

    @Test func rightToLeftMatchesTheAnchorsVersion() throws {
        var document = try Self.document()
        document.root.direction = .rightToLeft
        let tree = try document.build()
        let screen = try LoginScreen(direction: .rightToLeft)
        for (name, frame) in screen.frames {
            let item = try #require(tree.item(named: name), "\(name)")
            let built = (item as? LayoutView)?.frame ?? (item as? LayoutGuide)?.layoutFrame
            #expect(built == frame, "\(name)")
        }
        #expect(tree.view(named: "forgotPassword")?.frame.minX == 76)
    }

    @Test func namesItsViewsAndGuidesAsTheDemoDoes() throws {
        let tree = try Self.document().build()
        #expect(
            tree.items.map(\.name) == [
                "root", "column", "buttonRow", "buttonGroup", "title", "username", "password",
                "confirm", "createAccount", "divider", "forgotPassword",
            ])
        #expect(tree.view(named: "confirm")?.identifier == "confirm")
        #expect(tree.guide(named: "column")?.identifier == "column")
        #expect(tree.constraints.count == 36)
    }
}
