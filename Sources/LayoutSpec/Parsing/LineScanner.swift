/// Splits one line of a layout file into tokens, stopping at a comment
/// (`#` or `//` outside a string). One pass, no recursion.
struct LineScanner {
    private let characters: [Character]
    private let line: Int
    private let file: String
    private var index: Int

    /// A scanner over `characters` (one line), starting at `index`.
    init(_ characters: [Character], from index: Int = 0, line: Int, file: String) {
        self.characters = characters
        self.index = index
        self.line = line
        self.file = file
    }

    /// Where a comment starts in the line, if it has one.
    static func commentStart(in characters: [Character]) -> Int? {
        var inString = false
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if inString {
                if character == "\\" { index += 1 } else if character == "\"" { inString = false }
            } else if character == "\"" {
                inString = true
            } else if character == "#"
                || (character == "/" && index + 1 < characters.count && characters[index + 1] == "/")
            {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Every token up to the end of the line or a comment.
    ///
    /// - Throws: ``LayoutSpecError`` at a character no token starts with,
    ///   an unterminated string or a number too large to be finite.
    mutating func tokens() throws(LayoutSpecError) -> [Token] {
        var tokens: [Token] = []
        while let character = peek {
            if character == " " || character == "\t" {
                index += 1
                continue
            }
            if character == "#" || (character == "/" && peek(1) == "/") { break }
            let column = index + 1
            if Self.isNameStart(character) {
                tokens.append(Token(kind: .name(name()), column: column))
            } else if Self.isDigit(character) {
                tokens.append(Token(kind: .number(try number()), column: column))
            } else if character == "\"" {
                tokens.append(Token(kind: .string(try string()), column: column))
            } else {
                tokens.append(Token(kind: .symbol(try symbol()), column: column))
            }
        }
        return tokens
    }

    private mutating func name() -> String {
        let start = index
        while let next = peek, Self.isNameStart(next) || Self.isDigit(next) { index += 1 }
        return String(characters[start..<index])
    }

    /// `digits (. digits)? ([eE] [+-]? digits)?`.
    private mutating func number() throws(LayoutSpecError) -> Double {
        let start = index
        skipDigits()
        if peek == ".", let next = peek(1), Self.isDigit(next) {
            index += 1
            skipDigits()
        }
        if peek == "e" || peek == "E" {
            var offset = 1
            if peek(1) == "+" || peek(1) == "-" { offset = 2 }
            if let next = peek(offset), Self.isDigit(next) {
                index += offset
                skipDigits()
            }
        }
        let text = String(characters[start..<index])
        guard let value = Double(text), value.isFinite else {
            throw error("the number \(text) is too large", at: start)
        }
        return value
    }

    private mutating func string() throws(LayoutSpecError) -> String {
        let start = index
        index += 1
        var text = ""
        while let character = peek {
            index += 1
            switch character {
            case "\"":
                return text
            case "\\":
                guard let escaped = peek else { break }
                index += 1
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\"", "\\": text.append(escaped)
                default:
                    throw error("unknown escape '\\\(escaped)' in a string; use \\\", \\\\, \\n or \\t", at: index - 2)
                }
            default:
                text.append(character)
            }
        }
        throw error("unterminated string", at: start)
    }

    private mutating func symbol() throws(LayoutSpecError) -> String {
        let start = index
        let character = characters[index]
        index += 1
        switch character {
        case "{", "}", "(", ")", ",", ":", ".", "+", "-", "*", "/", "~":
            return String(character)
        case "=", ">", "<":
            if peek == "=" {
                index += 1
                return character == "=" ? "==" : "\(character)="
            }
            if character == "=", peek == ">" {
                index += 1
                return ">="
            }
            let suggestion = character == "=" ? "==" : "\(character)="
            throw error("'\(character)' is not a relation; use '\(suggestion)'", at: start)
        default:
            throw error("unexpected character '\(character)'", at: start)
        }
    }

    private mutating func skipDigits() {
        while let next = peek, Self.isDigit(next) { index += 1 }
    }

    private var peek: Character? { index < characters.count ? characters[index] : nil }

    private func peek(_ offset: Int) -> Character? {
        index + offset < characters.count ? characters[index + offset] : nil
    }

    private func error(_ message: String, at index: Int) -> LayoutSpecError {
        LayoutSpecError(file: file, line: line, column: index + 1, message: message)
    }

    static func isNameStart(_ character: Character) -> Bool {
        character == "_" || (character.isASCII && character.isLetter)
    }

    static func isDigit(_ character: Character) -> Bool {
        character.isASCII && character.isNumber
    }
}
