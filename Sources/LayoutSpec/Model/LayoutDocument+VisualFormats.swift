import AutoLayout
import VisualFormat

extension LayoutDocument {
    /// A document for a quick experiment with visual formats: a plain view
    /// for each name the formats use (in order of first appearance), the
    /// formats as its constraint lines, and for each view that no format
    /// places along an axis, a default there: 20 points from the root's
    /// edge and 44 long (`V:|-20-[a(44)]` for a horizontal-only view).
    ///
    /// ```swift
    /// let tree = try LayoutDocument(visualFormats: ["H:|-[a]-[b(==a)]-|"]).build()
    /// tree.view(named: "b")?.frame      // (199, 20, 183, 44) at 390 x 844
    /// ```
    ///
    /// - Parameters:
    ///   - formats: The formats, each a constraint line.
    ///   - root: The root's size and settings.
    ///   - file: The name diagnostics show; a diagnostic's line is the
    ///     format's place in `formats`, from 1.
    /// - Throws: ``LayoutSpecError`` at the first format that breaks the
    ///   grammar, with its line (place) and column.
    public init(visualFormats formats: [String], root: Root = Root(), file: String = "vfl") throws(LayoutSpecError) {
        var names: [String] = []
        var placed: [LayoutAxis: Set<String>] = [:]
        var constraints: [Constraint] = []
        for (index, format) in formats.enumerated() {
            let outline: (axis: LayoutAxis, viewNames: [String])
            do {
                outline = try LayoutConstraint.outline(ofVisualFormat: format)
            } catch {
                throw LayoutSpecError(file: file, line: index + 1, column: error.column, message: error.reason)
            }
            for name in outline.viewNames where !names.contains(name) { names.append(name) }
            placed[outline.axis, default: []].formUnion(outline.viewNames)
            constraints.append(Constraint(visualFormat: format, position: Position(line: index + 1, column: 1)))
        }
        for (axis, prefix) in [(LayoutAxis.horizontal, "H"), (.vertical, "V")] {
            for name in names where !(placed[axis]?.contains(name) ?? false) {
                constraints.append(Constraint(visualFormat: "\(prefix):|-20-[\(name)(44)]"))
            }
        }
        self.init(file: file, root: root, items: names.map { Item(kind: .view, name: $0) }, constraints: constraints)
    }
}
