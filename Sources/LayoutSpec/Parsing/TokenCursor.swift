/// Reads the tokens of one line in order, with the values several kinds of
/// line share: signed numbers, sizes, insets, and the `~ priority` and
/// `id "name"` that end a constraint line.
struct TokenCursor {
    let tokens: [Token]
    let line: Int
    let file: String
    /// The column just past the line's last token, for "expected ..." at the end.
    let endColumn: Int
    var index = 0

    var peek: Token? { index < tokens.count ? tokens[index] : nil }
    var isAtEnd: Bool { index >= tokens.count }

    func peek(_ offset: Int) -> Token? { index + offset < tokens.count ? tokens[index + offset] : nil }

    mutating func next() -> Token? {
        defer { index += 1 }
        return peek
    }

    /// Consumes the symbol if it is next.
    mutating func take(_ symbol: String) -> Bool {
        guard peek?.isSymbol(symbol) == true else { return false }
        index += 1
        return true
    }

    /// Consumes the symbol, or fails saying what was expected.
    mutating func expect(_ symbol: String, _ what: String) throws(LayoutSpecError) {
        guard take(symbol) else { throw expected(what) }
    }

    /// A name, or an error saying what was expected.
    mutating func name(_ what: String) throws(LayoutSpecError) -> String {
        guard let name = peek?.name else { throw expected(what) }
        index += 1
        return name
    }

    /// `-`? number.
    mutating func signedNumber(_ what: String) throws(LayoutSpecError) -> Double {
        let negative = take("-")
        guard case .number(let number)? = peek?.kind else { throw expected(what) }
        index += 1
        return negative ? -number : number
    }

    /// `width x height`; with `allowsNone`, either side may be `none`.
    mutating func size(allowsNone: Bool) throws(LayoutSpecError) -> LayoutDocument.Size {
        let what = allowsNone ? "a size such as '100 x 50' (or 'none' for a side)" : "a size such as '390 x 844'"
        let width = try sizeSide(allowsNone: allowsNone, what)
        guard peek?.name == "x" else { throw expected("'x' between the width and the height") }
        index += 1
        return LayoutDocument.Size(width: width, height: try sizeSide(allowsNone: allowsNone, what))
    }

    private mutating func sizeSide(allowsNone: Bool, _ what: String) throws(LayoutSpecError) -> Double? {
        if allowsNone, peek?.name == "none" {
            index += 1
            return nil
        }
        return try signedNumber(what)
    }

    /// `insets(10)` or `insets(top: 10, left: 0, bottom: 10, right: 0)`,
    /// any labels in any order, each once; `EdgeInsets(...)` is the same.
    mutating func insets() throws(LayoutSpecError) -> LayoutDocument.Insets {
        guard let word = peek?.name, word == "insets" || word == "EdgeInsets" else {
            throw expected("insets such as 'insets(top: 10, bottom: 10)' or 'insets(10)'")
        }
        index += 1
        try expect("(", "'(' after '\(word)'")
        if peek?.isSymbol("-") == true || peek.map({ if case .number = $0.kind { true } else { false } }) == true {
            let all = try signedNumber("a number")
            try expect(")", "')' to close the insets")
            return LayoutDocument.Insets(top: all, left: all, bottom: all, right: all)
        }
        var insets = LayoutDocument.Insets()
        var seen: Set<String> = []
        repeat {
            let labelToken = peek
            let label = try name("an edge: top, left, bottom or right")
            guard ["top", "left", "bottom", "right"].contains(label) else {
                throw error("unknown edge '\(label)'; expected top, left, bottom or right", at: labelToken)
            }
            guard seen.insert(label).inserted else { throw error("the edge '\(label)' is given twice", at: labelToken) }
            try expect(":", "':' after '\(label)'")
            let value = try signedNumber("a number")
            switch label {
            case "top": insets.top = value
            case "left": insets.left = value
            case "bottom": insets.bottom = value
            default: insets.right = value
            }
        } while take(",")
        try expect(")", "')' to close the insets")
        return insets
    }

    /// `~ priority` and `id "name"`, each optional, in that order, then the end of the line.
    mutating func constraintSuffix() throws(LayoutSpecError) -> (priority: Double?, identifier: String?) {
        var priority: Double?
        var identifier: String?
        if take("~") { priority = try self.priority() }
        if peek?.name == "id" {
            index += 1
            guard case .string(let text)? = peek?.kind else {
                throw expected("the identifier as a string: id \"name\"")
            }
            index += 1
            identifier = text
        }
        guard isAtEnd else {
            throw expected(
                priority == nil && identifier == nil
                    ? "'~ priority', 'id \"name\"' or the end of the line" : "the end of the line")
        }
        return (priority, identifier)
    }

    /// A number or one of UIKit's names (`required`, `defaultHigh`,
    /// `defaultLow`, `fittingSizeLevel`, and `almostRequired`), with an
    /// optional leading `.` as Swift writes them.
    private mutating func priority() throws(LayoutSpecError) -> Double {
        let dotted = take(".")
        if !dotted, case .number(let number)? = peek?.kind {
            index += 1
            return number
        }
        let token = peek
        let name = try self.name(
            "a priority: a number, required, defaultHigh, defaultLow, fittingSizeLevel or almostRequired")
        switch name {
        case "required": return 1000
        case "almostRequired": return 999
        case "defaultHigh": return 750
        case "defaultLow": return 250
        case "fittingSizeLevel": return 50
        default:
            throw error(
                "unknown priority '\(name)'; expected a number, required, defaultHigh, defaultLow, "
                    + "fittingSizeLevel or almostRequired", at: token)
        }
    }

    /// "expected X" at the next token, or at the end of the line.
    func expected(_ what: String) -> LayoutSpecError {
        guard let token = peek else {
            return LayoutSpecError(file: file, line: line, column: endColumn, message: "expected \(what)")
        }
        return error("expected \(what), found '\(token.text)'", at: token)
    }

    func error(_ message: String, at token: Token?) -> LayoutSpecError {
        LayoutSpecError(file: file, line: line, column: token?.column ?? endColumn, message: message)
    }

    var position: LayoutDocument.Position { LayoutDocument.Position(line: line, column: peek?.column ?? endColumn) }
}
