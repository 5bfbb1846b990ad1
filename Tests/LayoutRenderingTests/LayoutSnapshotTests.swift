import AutoLayout
import Foundation
import LayoutRendering
import LayoutTestSupport
import Testing

/// A card with a label and a guide inside, a label inside that always
/// lays out left to right, a view placed by its frame and one placed by nothing.
private func nestedTree() throws -> LayoutView {
    let root = makeRoot(width: 200, height: 100)
    let card = addView(LayoutView(), "card", to: root)
    let title = addView(Label(text: "Hi"), "title", to: card)
    let tag = addView(Label(text: "LTR"), "tag", to: card)
    tag.semanticContentAttribute = .forceLeftToRight
    let inset = LayoutGuide(identifier: "inset")
    card.addLayoutGuide(inset)
    root.addSubview(LayoutView(frame: rect(5, 85, 10, 10)))
    let floating = addView(LayoutView(), "floating", to: root)
    LayoutConstraint.activate([
        card.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        card.widthAnchor.constraint(equalToConstant: 120),
        card.heightAnchor.constraint(equalToConstant: 60),
        title.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
        title.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
        tag.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 8),
        tag.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -4),
        inset.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
        inset.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
        inset.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
        inset.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        floating.widthAnchor.constraint(equalToConstant: 30),
        floating.heightAnchor.constraint(equalToConstant: 30),
    ])
    return root
}

@Suite struct LayoutSnapshotTests {
    @Test func aNestedTreeIsAnAlignedTable() throws {
        let root = try nestedTree()
        // Each view, then its guides, then its subviews, indented; frames
        // in the superview's coordinates, a guide's in its view's.
        #expect(
            root.layoutSnapshot() == """
                name        kind          x   y  width  height
                root        LayoutView    0   0    200     100
                  card      LayoutView   10  20    120      60
                    inset   LayoutGuide  33   8     79      44
                    title   Label         8   4     17      20  "Hi"
                    tag     Label         8  36     33      20  "LTR"
                  -         LayoutView    5  85     10      10
                  floating  LayoutView    0   0     30      30  ambiguous

                """)
    }

    @Test func aRightToLeftTreeSaysSoWhereTheDirectionChanges() throws {
        let root = try nestedTree()
        root.userInterfaceLayoutDirection = .rightToLeft
        // The card and everything placed by leading and trailing edges
        // mirror; the tag, placed by its left edge, stays.
        #expect(
            root.layoutSnapshot() == """
                name        kind          x   y  width  height
                root        LayoutView    0   0    200     100  right to left
                  card      LayoutView   70  20    120      60
                    inset   LayoutGuide   8   8     79      44
                    title   Label        95   4     17      20  "Hi"
                    tag     Label         8  36     33      20  "LTR"  left to right
                  -         LayoutView    5  85     10      10
                  floating  LayoutView    0   0     30      30  ambiguous

                """)
    }

    @Test func fractionsAreThousandthsAndNamesAreEscaped() throws {
        let root = makeRoot(width: 100, height: 50, scale: 3)
        let view = addView(LayoutView(), "a \"b\"\nc\\", to: root)
        let field = addView(TextField(placeholder: "Name"), nil, to: root)
        field.borderStyle = .roundedRect
        LayoutConstraint.activate([
            view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 1.0 / 3),
            view.heightAnchor.constraint(equalToConstant: 0.5),
            field.leadingAnchor.constraint(equalTo: view.trailingAnchor),
            field.topAnchor.constraint(equalTo: view.bottomAnchor, constant: -2),
        ])
        // Edges round to a third of a point (-1.5 to -1.667), printed to a thousandth.
        #expect(
            root.layoutSnapshot() == """
                name            kind             x       y   width  height
                root            LayoutView       0       0     100      50
                  a \\"b\\"\\nc\\\\  LayoutView       0       0  33.333   0.667
                  -             TextField   33.333  -1.667      60  33.333  "placeholder: Name"

                """)
    }

    @Test func theSameTreeGivesTheSameText() throws {
        #expect(try nestedTree().layoutSnapshot() == nestedTree().layoutSnapshot())
    }
}
