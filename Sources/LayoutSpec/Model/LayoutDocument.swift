/// A layout file, parsed: the root view's settings, the views and guides
/// nested as the file nests them, and the constraints in file order. A
/// plain value (`Codable`, so JSON works too); ``build()`` makes the views.
///
/// ```swift
/// let document = try LayoutDocument(parsing: text, file: "login.layout")
/// let tree = try document.build()
/// print(tree.view(named: "title")?.frame ?? .zero)
/// ```
///
/// The format is described in the README (section "LayoutSpec"): a `root`
/// line, one view or guide per line (`label title "Welcome" font: 30`),
/// braces for subviews, and one constraint per line, either an equation
/// (`title.top == safe.top + 20 ~ 750`) or a visual format (`H:|-[a]-[b]-|`).
public struct LayoutDocument: Codable, Sendable, Equatable {
    /// The file's name, as diagnostics and constraint locations show it.
    public var file: String
    /// The root view: its size, scale, direction, safe area and margins.
    public var root: Root
    /// The root's subviews and guides, in file order.
    public var items: [Item]
    /// Every constraint line of the file, in file order.
    public var constraints: [Constraint]

    /// A document from its parts.
    public init(file: String, root: Root = Root(), items: [Item] = [], constraints: [Constraint] = []) {
        self.file = file
        self.root = root
        self.items = items
        self.constraints = constraints
    }

    /// Parses the text of a layout file.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - file: The name diagnostics show (`Examples/login.layout`).
    /// - Throws: ``LayoutSpecError`` at the first line that breaks the
    ///   grammar, with its line and column.
    public init(parsing text: String, file: String) throws(LayoutSpecError) {
        self = try DocumentParser(text: text, file: file).parse()
    }

    /// A line and column in the file, both from 1; columns count characters.
    public struct Position: Codable, Sendable, Hashable {
        /// The line, from 1.
        public var line: Int
        /// The column, from 1, in characters.
        public var column: Int

        /// A position.
        public init(line: Int, column: Int) {
            self.line = line
            self.column = column
        }
    }
}
