import Foundation
import LayoutSpec
import LayoutTestSupport
import Testing

/// `LayoutTree.check()`: the conflicts, then a warning per ambiguous item
/// and per view with no width or height, each at its declaration.
@Suite struct CheckTests {
    @Test func theLoginScreenIsClean() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/login.layout").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(try LayoutDocument(parsing: text, file: "login.layout").build().check().isEmpty)
    }

    @Test func conflictsAmbiguityAndMissingSizesAtTheirLines() throws {
        let tree = try build(problemLayoutFile)
        #expect(
            tree.check().map(\.description) == [
                "test.layout:7:1: error: unable to simultaneously satisfy constraints; broke 'wide' box.width == 120",
                "test.layout:6:1: note: conflicting constraint box.width == 100",
                "test.layout:3:1: warning: 'line' has no height: it is laid out 0 high",
                "test.layout:4:3: warning: 'free' has an ambiguous layout: its constraints leave its x and width free",
                "test.layout:5:1: warning: 'loose' has an ambiguous layout: its constraints leave its x, y and height free",
            ])
    }

    @Test func aViewWithNeitherWidthNorHeight() throws {
        let tree = try build(
            """
            label empty ""
            empty.top == root.top
            empty.leading == root.leading
            """)
        #expect(
            tree.check().map(\.description) == ["test.layout:1:1: warning: 'empty' has no size: it is laid out 0 x 0"])
    }

    @Test func aViewWithNoWidthOnly() throws {
        let tree = try build(
            """
            view bar
            bar.verticalEdges == root.verticalEdges
            bar.leading == root.leading
            bar.width == 0
            """)
        #expect(
            tree.check().map(\.description) == ["test.layout:1:1: warning: 'bar' has no width: it is laid out 0 wide"])
    }
}
