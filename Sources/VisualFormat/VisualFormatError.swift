import AutoLayout

/// Why a visual format gave no constraints, where UIKit raises
/// "Unable to parse constraint format": what is wrong, the line and column
/// of the format it points at, and the call that gave the format.
///
/// Its description shows the format's line with a caret under the column:
///
/// ```text
/// App/Screen.swift:12: Unable to parse constraint format: Unknown metric 'pad'
/// H:|-pad-[title]-|
///     ^
/// ```
public struct VisualFormatError: Error, Sendable, Equatable, CustomStringConvertible {
    /// What is wrong, as a sentence: `Expected a view`.
    public let reason: String
    /// The format as given.
    public let format: String
    /// The line of the format the error points at, from 1.
    public let line: Int
    /// The column on that line, from 1, counted in characters; one past the
    /// last character when the format ended too soon.
    public let column: Int
    /// The call that was given the format.
    public let location: SourceLocation

    /// Creates an error pointing at a UTF-8 offset of the format.
    init(reason: String, format: String, offset: Int, location: SourceLocation) {
        let bytes = Array(format.utf8)
        let end = min(max(offset, 0), bytes.count)
        let lineStart = bytes[..<end].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
        self.reason = reason
        self.format = format
        self.line = bytes[..<lineStart].count(where: { $0 == UInt8(ascii: "\n") }) + 1
        self.column = String(decoding: bytes[lineStart..<end], as: UTF8.self).count + 1
        self.location = location
    }

    /// The line of the format with a caret under the column.
    public var excerpt: String {
        // Split by bytes as the line was counted: a "\r\n" is one `Character`.
        let lines = format.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        let text = lines.indices.contains(line - 1) ? String(decoding: lines[line - 1], as: UTF8.self) : ""
        return text + "\n" + String(repeating: " ", count: column - 1) + "^"
    }

    /// `file:line: Unable to parse constraint format: reason`, then the excerpt.
    public var description: String {
        "\(location): Unable to parse constraint format: \(reason)\n\(excerpt)"
    }

    /// The error as the layout engine reports it.
    var layoutError: LayoutError {
        .invalidLayout(reason: "Unable to parse constraint format: \(reason)\n\(excerpt)", location: location)
    }
}

/// An error found while reading or building a format, before it knows the
/// format's call: what and at which UTF-8 offset.
struct FormatProblem: Error, Equatable {
    var reason: String
    var offset: Int
}
