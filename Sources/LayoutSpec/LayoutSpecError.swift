/// Why a layout file could not be read or built: what is wrong, and the
/// file, line and column it points at. Its description is the
/// `file:line:column: error: message` line that editors and CI annotate.
///
/// ```text
/// login.layout:14:13: error: unknown view or guide 'titel'
/// ```
public struct LayoutSpecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file's name, as the document gives it.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int
    /// What is wrong, as a sentence without a final period.
    public var message: String

    /// An error at a line and column.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: error: message`.
    public var description: String { "\(file):\(line):\(column): error: \(message)" }
}

extension LayoutSpecError {
    /// An error at a position of the document, or at its first line when the
    /// document (built from JSON) has no positions.
    init(_ file: String, _ position: LayoutDocument.Position?, _ message: String) {
        self.init(file: file, line: position?.line ?? 1, column: position?.column ?? 1, message: message)
    }
}
