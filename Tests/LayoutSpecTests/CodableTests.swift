import Foundation
import LayoutSpec
import Testing

/// The parsed document is a plain value: JSON in and out, the same tree built.
@Suite struct CodableTests {
    @Test func theLoginExampleRoundTripsThroughJSON() throws {
        let document = try LoginExampleTests.document()
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = try encoder.encode(document)
        let decoded = try JSONDecoder().decode(LayoutDocument.self, from: json)
        #expect(decoded == document)
        #expect(try encoder.encode(decoded) == json)
        let tree = try decoded.build()
        #expect(tree.frame("title") == CGRect(x: 65, y: 287 + 2.0 / 3, width: 260, height: 35))
    }

    @Test func aDocumentWrittenInJSONBuilds() throws {
        let json = """
            {"file": "card.json", "root": {"width": 200, "height": 100, "scale": 1, "direction": "leftToRight",
              "safeArea": {"top": 0, "left": 0, "bottom": 0, "right": 0}},
             "items": [{"kind": "view", "name": "card", "children": [], "intrinsicSize": {"width": 50}}],
             "constraints": [
               {"equation": {"first": {"anchor": {"item": "card", "attribute": "centerXY"}, "multiplier": 1, "constant": 0},
                             "relation": "==",
                             "second": {"anchor": {"item": "root", "attribute": "centerXY"}, "multiplier": 1, "constant": 0}}},
               {"visualFormat": "V:[card(20)]", "priority": 500, "identifier": "height"}]}
            """
        let document = try JSONDecoder().decode(LayoutDocument.self, from: Data(json.utf8))
        let tree = try document.build()
        #expect(tree.frame("card") == CGRect(x: 75, y: 40, width: 50, height: 20))
        #expect(tree.constraints.last?.identifier == "height")
    }

    @Test func aDocumentWithoutPositionsReportsItsFirstLine() throws {
        let document = LayoutDocument(
            file: "made.json",
            constraints: [
                LayoutDocument.Constraint(
                    equation: LayoutDocument.Equation(
                        first: LayoutDocument.Expression(
                            anchor: LayoutDocument.AnchorReference(item: "nowhere", attribute: .top)),
                        relation: .equal, second: LayoutDocument.Expression(constant: 1)))
            ])
        #expect(
            throws: LayoutSpecError(file: "made.json", line: 1, column: 1, message: "unknown view or guide 'nowhere'")
        ) {
            try document.build()
        }
    }

    @Test func aModelThatBreaksTheGrammarsRulesIsAnErrorWhenBuilt() throws {
        let both = LayoutDocument.Constraint(visualFormat: "[a]")
        var document = LayoutDocument(
            file: "made.json", items: [LayoutDocument.Item(kind: .guide, name: "g", text: "x")])
        #expect(throws: LayoutSpecError(file: "made.json", line: 1, column: 1, message: "a guide has only a name")) {
            try document.build()
        }
        document.items = [LayoutDocument.Item(kind: .view, name: "my view")]
        #expect((try? document.build()) == nil)
        document.items = [LayoutDocument.Item(kind: .view, name: "a")]
        var neither = both
        neither.visualFormat = nil
        document.constraints = [neither]
        #expect(
            throws: LayoutSpecError(
                file: "made.json", line: 1, column: 1,
                message: "a constraint line has an equation or a visual format, not both or neither")
        ) {
            try document.build()
        }
    }
}
