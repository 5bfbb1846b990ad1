import Foundation
import LayoutSpec
import LayoutTestSupport
import Testing

/// `LayoutDocument(visualFormats:)`: a view per name, the formats, and
/// defaults on the axes no format places a view along.
@Suite struct VisualFormatDocumentTests {
    @Test func aHorizontalFormatGivesARowAtTheTop() throws {
        let tree = try LayoutDocument(visualFormats: ["H:|-[a]-[b(==a)]-|"]).build()
        #expect(tree.items.map(\.name) == ["root", "a", "b"])
        #expect(tree.frame("a") == rect(8, 20, 183, 44))
        #expect(tree.frame("b") == rect(199, 20, 183, 44))
        #expect(tree.check().isEmpty)
    }

    @Test func aVerticalFormatGetsHorizontalDefaults() throws {
        let root = LayoutDocument.Root(width: 320, height: 200)
        let tree = try LayoutDocument(visualFormats: ["V:|-40-[a(50)]-[b]-|"], root: root).build()
        #expect(tree.frame("a") == rect(20, 40, 44, 50))
        #expect(tree.frame("b") == rect(20, 98, 44, 94))
    }

    @Test func bothAxesGiveNoDefaults() throws {
        let root = LayoutDocument.Root(width: 300, height: 100, direction: .rightToLeft)
        let document = try LayoutDocument(visualFormats: ["H:|[a][b(==a)]|", "V:|[a]|", "V:|[b]|"], root: root)
        #expect(document.constraints.map(\.visualFormat) == ["H:|[a][b(==a)]|", "V:|[a]|", "V:|[b]|"])
        let tree = try document.build()
        #expect(tree.frame("a") == rect(150, 0, 150, 100))
        #expect(tree.frame("b") == rect(0, 0, 150, 100))
    }

    @Test func aFormatErrorNamesTheFormatsPlaceAndColumn() {
        #expect(
            throws: LayoutSpecError(
                file: "vfl", line: 2, column: 7,
                message: "Unbalanced bracket: expected ']' to end the view 'a'")
        ) {
            try LayoutDocument(visualFormats: ["H:|[b]|", "H:|-[a"])
        }
    }

    @Test func aConflictPointsAtTheFormat() throws {
        let tree = try LayoutDocument(visualFormats: ["H:|[a(100)]|"], root: LayoutDocument.Root(width: 200)).build()
        #expect(
            tree.check().map(\.description) == [
                "vfl:1:1: error: unable to simultaneously satisfy constraints; broke root.trailing == a.trailing",
                "vfl:1:1: note: conflicting constraint 'root-autoresizing-width' root.width == 200",
                "vfl:1:1: note: conflicting constraint a.leading == root.leading",
                "vfl:1:1: note: conflicting constraint a.width == 100",
            ])
    }
}
