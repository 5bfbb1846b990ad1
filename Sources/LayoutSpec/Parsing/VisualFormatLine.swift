import VisualFormat

/// Reads a visual format line, `H:|-[a]-[b(==a)]-| ~ 750 id "row"`: the
/// format runs to the first `~`, the `id` before a string, or a comment;
/// VisualFormat checks its grammar, and its errors point into the file.
struct VisualFormatLine {
    private let characters: [Character]
    private let start: Int
    private let line: Int
    private let file: String

    init(_ characters: [Character], start: Int, line: Int, file: String) {
        self.characters = characters
        self.start = start
        self.line = line
        self.file = file
    }

    /// Whether a line starting at `start` is a visual format: it begins
    /// with `|`, `[`, or `H` or `V` followed by `:` (or by `|` or `[`, a
    /// format missing its colon).
    static func starts(_ characters: [Character], at start: Int) -> Bool {
        let first = characters[start]
        if first == "|" || first == "[" { return true }
        guard first == "H" || first == "V" else { return false }
        let next = characters[(start + 1)...].first { $0 != " " && $0 != "\t" }
        return next == ":" || next == "|" || next == "["
    }

    func parse() throws(LayoutSpecError) -> LayoutDocument.Constraint {
        let limit = LineScanner.commentStart(in: characters) ?? characters.count
        var end = formatEnd(before: limit)
        var scanner = LineScanner(Array(characters[..<limit]), from: end, line: line, file: file)
        var cursor = TokenCursor(tokens: try scanner.tokens(), line: line, file: file, endColumn: limit + 1)
        while end > start, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
        let format = String(characters[start..<end])
        do {
            try LayoutConstraint.checkVisualFormat(format)
        } catch {
            throw LayoutSpecError(file: file, line: line, column: start + error.column, message: error.reason)
        }
        let (priority, identifier) = try cursor.constraintSuffix()
        return LayoutDocument.Constraint(
            visualFormat: format, priority: priority, identifier: identifier,
            position: LayoutDocument.Position(line: line, column: start + 1))
    }

    /// Where the format ends: at a `~` (no format has one), or at the `id`
    /// of `id "name"` (no format has a string).
    private func formatEnd(before limit: Int) -> Int {
        for index in start..<limit {
            if characters[index] == "~" { return index }
            if characters[index] == "\"" {
                var word = index
                while word > start, characters[word - 1] == " " || characters[word - 1] == "\t" { word -= 1 }
                let isID =
                    word - 2 >= start && characters[word - 2] == "i" && characters[word - 1] == "d"
                    && (word - 3 < start
                        || !(LineScanner.isNameStart(characters[word - 3]) || LineScanner.isDigit(characters[word - 3])))
                return isID ? word - 2 : index
            }
        }
        return limit
    }
}
