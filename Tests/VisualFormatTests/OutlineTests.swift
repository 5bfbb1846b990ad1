import Foundation
import Testing
import VisualFormat

/// `LayoutConstraint.outline(ofVisualFormat:)`: the axis and the views a
/// format names, from the grammar alone.
@Suite struct OutlineTests {
    @Test func axisAndNamesInOrderOfFirstAppearance() throws {
        let horizontal = try LayoutConstraint.outline(ofVisualFormat: "H:|-[a]-[b(==a)]-[a]")
        #expect(horizontal.axis == .horizontal)
        #expect(horizontal.viewNames == ["a", "b"])
        let vertical = try LayoutConstraint.outline(ofVisualFormat: "V:[top(>=20@750)]-(8)-[bottom]|")
        #expect(vertical.axis == .vertical)
        #expect(vertical.viewNames == ["top", "bottom"])
        #expect(try LayoutConstraint.outline(ofVisualFormat: "[x]").axis == .horizontal)
    }

    @Test func aGrammarErrorPointsAtItsColumn() {
        #expect(throws: VisualFormatError.self) { try LayoutConstraint.outline(ofVisualFormat: "V|[a]|") }
        do {
            _ = try LayoutConstraint.outline(ofVisualFormat: "H:|-[a")
        } catch {
            #expect(error.reason == "Unbalanced bracket: expected ']' to end the view 'a'")
            #expect(error.column == 7)
        }
    }
}
