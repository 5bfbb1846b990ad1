/// Something a built layout file reports about itself, such as a conflict
/// between its constraints, at the line and column of the constraint or
/// view it concerns, in the `file:line:column: severity: message` shape:
///
/// ```text
/// box.layout:7:1: error: unable to simultaneously satisfy constraints: broke box.width == 300
/// box.layout:6:1: note: conflicting constraint box.width == 200
/// ```
public struct LayoutSpecDiagnostic: Sendable, Equatable, CustomStringConvertible {
    /// How serious it is.
    public enum Severity: String, Sendable {
        /// Something is wrong.
        case error
        /// Something is likely wrong.
        case warning
        /// More about the diagnostic before it.
        case note
    }

    /// How serious it is.
    public var severity: Severity
    /// The file's name.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1, in characters.
    public var column: Int
    /// What it says.
    public var message: String

    /// A diagnostic.
    public init(severity: Severity, file: String, line: Int, column: Int, message: String) {
        self.severity = severity
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// `file:line:column: severity: message`.
    public var description: String { "\(file):\(line):\(column): \(severity.rawValue): \(message)" }
}
