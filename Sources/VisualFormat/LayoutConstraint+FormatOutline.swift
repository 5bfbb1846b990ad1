import AutoLayout
import LayoutBuilding

extension LayoutConstraint {
    /// The axis of a visual format and the views it names, in order of
    /// first appearance, from the grammar alone: for tools that make the
    /// views a format needs before any exists.
    ///
    /// ```swift
    /// try LayoutConstraint.outline(ofVisualFormat: "H:|-[a]-[b(==a)]-[a]")
    /// // (axis: .horizontal, viewNames: ["a", "b"])
    /// ```
    ///
    /// Names a view's predicate uses (`b(==a)`) are not among them: the
    /// format must name those views in brackets too.
    ///
    /// - Throws: ``VisualFormatError`` at the first character that breaks the grammar.
    public static func outline(ofVisualFormat format: String, file: StaticString = #fileID, line: UInt = #line)
        throws(VisualFormatError) -> (axis: LayoutAxis, viewNames: [String])
    {
        let syntax: FormatSyntax
        do {
            syntax = try FormatParser.parse(format)
        } catch {
            throw VisualFormatError(
                reason: error.reason, format: format, offset: error.offset,
                location: SourceLocation(file: file, line: line))
        }
        var names: [String] = []
        for view in syntax.views where !names.contains(view.name) { names.append(view.name) }
        return (syntax.axis, names)
    }
}
