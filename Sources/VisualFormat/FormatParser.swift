import AutoLayout

/// Reads a visual format into a ``FormatSyntax`` by Apple's grammar, in one
/// pass over its UTF-8 with no recursion, so its cost is linear in the
/// format's length. Blanks between tokens are skipped.
struct FormatParser {
    private let bytes: [UInt8]
    private var index = 0

    private init(_ format: String) {
        bytes = Array(format.utf8)
    }

    /// Parses a whole format.
    ///
    /// - Throws: ``FormatProblem`` at the first byte that breaks the grammar.
    static func parse(_ format: String) throws(FormatProblem) -> FormatSyntax {
        var parser = FormatParser(format)
        return try parser.format()
    }

    // <visualFormatString> ::= (<orientation>:)? (<superview><connection>)? <view>(<connection><view>)* (<connection><superview>)?
    private mutating func format() throws(FormatProblem) -> FormatSyntax {
        var syntax = FormatSyntax()
        skipBlanks()
        syntax.axis = try orientation()
        skipBlanks()
        if peek == Byte.bar {
            let position = index
            index += 1
            syntax.leadingEdge = EdgeSyntax(position: position, connection: try connection())
        }
        syntax.views.append(try view())
        while true {
            skipBlanks()
            guard index < bytes.count else { return syntax }
            let connection = try connection()
            skipBlanks()
            if peek == Byte.bar {
                syntax.trailingEdge = EdgeSyntax(position: index, connection: connection)
                index += 1
                skipBlanks()
                guard index == bytes.count else {
                    throw problem("Expected the end of the format after the closing '|'")
                }
                return syntax
            }
            if connection == .flush, peek != Byte.openBracket {
                throw problem("Expected '-', a view or '|' after the view")
            }
            syntax.connections.append(connection)
            syntax.views.append(try view())
        }
    }

    // <orientation> ::= H | V
    private mutating func orientation() throws(FormatProblem) -> LayoutAxis {
        guard let letter = peek, letter == Byte.h || letter == Byte.v else { return .horizontal }
        index += 1
        skipBlanks()
        guard peek == Byte.colon else {
            throw letter == Byte.v
                ? problem("Expected ':' after 'V' to specify vertical arrangement")
                : problem("Expected ':' after 'H' to specify horizontal arrangement")
        }
        index += 1
        return letter == Byte.v ? .vertical : .horizontal
    }

    // <connection> ::= e | -<predicateList>- | -
    // <predicateList> ::= <simplePredicate> | <predicateListWithParens>
    private mutating func connection() throws(FormatProblem) -> ConnectionSyntax {
        skipBlanks()
        guard peek == Byte.dash else { return .flush }
        index += 1
        skipBlanks()
        guard let next = peek, next != Byte.openBracket, next != Byte.bar else { return .standard }
        let predicates: [PredicateSyntax]
        if next == Byte.openParen {
            predicates = try predicateList()
        } else if Byte.isDigit(next) || next == Byte.dot || Byte.isIdentifierStart(next) || Byte.isRelationStart(next) {
            predicates = [try simplePredicate()]
        } else {
            throw problem("Expected a number, a metric name, a relation or '(' after '-'")
        }
        skipBlanks()
        guard peek == Byte.dash else { throw problem("Expected '-' to end the connection") }
        index += 1
        return .predicates(predicates)
    }

    // <simplePredicate> ::= (<relation>)?(<metricName> | <positiveNumber>)(@<priority>)?
    //
    // Apple's grammar has only <metricName> | <positiveNumber> here, but
    // UIKit reads one whole predicate without parentheses, as formats that
    // run on iOS write it (`->=10-|`, `-8@750-`, `->=0@999-|`): it means the
    // same as in parentheses. The number takes no sign, as a sign would read
    // as another dash; `-(-5)-` still needs them.
    private mutating func simplePredicate() throws(FormatProblem) -> PredicateSyntax {
        let relation = try self.relation()
        skipBlanks()
        guard let next = peek, Byte.isDigit(next) || next == Byte.dot || Byte.isIdentifierStart(next) else {
            throw problem("Expected a number or a metric name after the relation")
        }
        let object = try value(signed: false)
        return PredicateSyntax(relation: relation, object: object, priority: try priority())
    }

    // <view> ::= [<viewName>(<predicateListWithParens>)?]
    private mutating func view() throws(FormatProblem) -> ViewSyntax {
        skipBlanks()
        guard peek == Byte.openBracket else { throw problem("Expected a view") }
        index += 1
        skipBlanks()
        let position = index
        guard let name = identifier() else { throw problem("Expected a view name after '['") }
        var view = ViewSyntax(name: name, position: position)
        skipBlanks()
        if peek == Byte.openParen { view.predicates = try predicateList() }
        skipBlanks()
        guard peek == Byte.closeBracket else {
            throw problem("Unbalanced bracket: expected ']' to end the view '\(name)'")
        }
        index += 1
        return view
    }

    // <predicateListWithParens> ::= (<predicate>(,<predicate>)*)
    private mutating func predicateList() throws(FormatProblem) -> [PredicateSyntax] {
        index += 1
        var predicates: [PredicateSyntax] = []
        while true {
            skipBlanks()
            predicates.append(try predicate())
            skipBlanks()
            switch peek {
            case Byte.comma?:
                index += 1
            case Byte.closeParen?:
                index += 1
                return predicates
            case Byte.star?, Byte.slash?:
                throw problem(
                    "A multiplier is not part of the visual format language; "
                        + "make the constraint with LayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)"
                )
            default:
                throw problem("Unbalanced parenthesis: expected ',' or ')' after the predicate")
            }
        }
    }

    // <predicate> ::= (<relation>)?(<objectOfPredicate>)(@<priority>)?
    private mutating func predicate() throws(FormatProblem) -> PredicateSyntax {
        let relation = try self.relation()
        skipBlanks()
        guard let next = peek, Byte.isNumberStart(next) || Byte.isIdentifierStart(next) else {
            throw problem("Expected a number, a metric name or a view name")
        }
        let object = try value(signed: true)
        return PredicateSyntax(relation: relation, object: object, priority: try priority())
    }

    // (@<priority>)?, <priority> ::= <metricName> | <number>
    private mutating func priority() throws(FormatProblem) -> ValueSyntax? {
        skipBlanks()
        guard peek == Byte.at else { return nil }
        index += 1
        skipBlanks()
        guard let next = peek, Byte.isNumberStart(next) || Byte.isIdentifierStart(next) else {
            throw problem("Expected a priority after '@'")
        }
        return try value(signed: true)
    }

    // <relation> ::= == | <= | >=
    private mutating func relation() throws(FormatProblem) -> LayoutRelation {
        guard let first = peek, Byte.isRelationStart(first) else { return .equal }
        guard index + 1 < bytes.count, bytes[index + 1] == Byte.equals else {
            throw problem("Expected '==', '<=' or '>='")
        }
        index += 2
        return first == Byte.equals ? .equal : first == Byte.less ? .lessThanOrEqual : .greaterThanOrEqual
    }

    /// A number or a name at the cursor, which the caller has seen starts one.
    private mutating func value(signed: Bool) throws(FormatProblem) -> ValueSyntax {
        let position = index
        if let name = identifier() { return ValueSyntax(kind: .name(name), position: position) }
        return ValueSyntax(kind: .number(try number(signed: signed)), position: position)
    }

    // <number> ::= as strtod reads it in the C locale, without hexadecimal, infinities or NaN
    private mutating func number(signed: Bool) throws(FormatProblem) -> Double {
        let start = index
        if signed, let sign = peek, sign == Byte.plus || sign == Byte.dash { index += 1 }
        let integerStart = index
        let integerDigits = skipDigits()
        var isInteger = true
        var fractionDigits = 0
        if peek == Byte.dot {
            index += 1
            isInteger = false
            fractionDigits = skipDigits()
        }
        guard integerDigits + fractionDigits > 0 else {
            index = start
            throw problem("Expected a number")
        }
        if let e = peek, e == Byte.lowerE || e == Byte.upperE {
            let mark = index
            index += 1
            if let sign = peek, sign == Byte.plus || sign == Byte.dash { index += 1 }
            if skipDigits() == 0 { index = mark } else { isInteger = false }
        }
        // Most numbers are a few digits: reading them directly skips making
        // a string for strtod.
        if isInteger, integerDigits <= 15 {
            var number = 0.0
            for byte in bytes[integerStart..<index] { number = number * 10 + Double(byte - UInt8(ascii: "0")) }
            return bytes[start] == Byte.dash ? -number : number
        }
        var text = String(decoding: bytes[start..<index], as: UTF8.self)
        if bytes[index - 1] == Byte.dot { text += "0" }
        guard let number = Double(text), number.isFinite else {
            index = start
            throw problem("The number \(text) is too large")
        }
        return number
    }

    /// A C identifier at the cursor, or `nil` (the cursor unmoved).
    private mutating func identifier() -> String? {
        guard let first = peek, Byte.isIdentifierStart(first) else { return nil }
        let start = index
        index += 1
        while let next = peek, Byte.isIdentifierStart(next) || Byte.isDigit(next) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let next = peek, Byte.isDigit(next) { index += 1 }
        return index - start
    }

    private mutating func skipBlanks() {
        while let next = peek,
            next == Byte.space || next == Byte.tab || next == Byte.newline || next == Byte.carriageReturn
        {
            index += 1
        }
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func problem(_ reason: String) -> FormatProblem {
        FormatProblem(reason: reason, offset: index)
    }
}

/// The ASCII bytes of the grammar.
private enum Byte {
    static let bar = UInt8(ascii: "|"), dash = UInt8(ascii: "-"), plus = UInt8(ascii: "+"), colon = UInt8(ascii: ":")
    static let openBracket = UInt8(ascii: "["), closeBracket = UInt8(ascii: "]")
    static let openParen = UInt8(ascii: "("), closeParen = UInt8(ascii: ")")
    static let comma = UInt8(ascii: ","), at = UInt8(ascii: "@"), dot = UInt8(ascii: ".")
    static let star = UInt8(ascii: "*"), slash = UInt8(ascii: "/")
    static let equals = UInt8(ascii: "="), less = UInt8(ascii: "<"), greater = UInt8(ascii: ">")
    static let h = UInt8(ascii: "H"), v = UInt8(ascii: "V"), lowerE = UInt8(ascii: "e"), upperE = UInt8(ascii: "E")
    static let space = UInt8(ascii: " "), tab = UInt8(ascii: "\t")
    static let newline = UInt8(ascii: "\n"), carriageReturn = UInt8(ascii: "\r")

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_")
    }

    static func isRelationStart(_ byte: UInt8) -> Bool { byte == equals || byte == less || byte == greater }

    static func isNumberStart(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == dot || byte == plus || byte == dash
    }
}
