/// Reads an equation line, `title.top == safe.top + 20 ~ 750 id "titleTop"`,
/// reducing each side to `multiplier * anchor + constant` as
/// ConstraintBuilder's operators do. Recursive descent over `+ - * /`,
/// unary minus and parentheses, nested at most ``maximumDepth`` deep.
struct EquationParser {
    /// How deep parentheses and unary minus may nest: far more than a
    /// person writes, and shallow enough that no input exhausts the stack.
    static let maximumDepth = 32

    private var cursor: TokenCursor
    private var depth = 0

    init(_ cursor: TokenCursor) {
        self.cursor = cursor
    }

    /// A side's value while it is read.
    private enum Operand {
        case number(Double)
        case size(LayoutDocument.Size)
        case insets(LayoutDocument.Insets)
        case anchor(LayoutDocument.Expression)
    }

    /// Parses the whole line.
    mutating func parse() throws(LayoutSpecError) -> LayoutDocument.Constraint {
        let position = cursor.position
        let firstToken = cursor.peek
        let first = try side()
        guard first.anchor != nil else {
            throw cursor.error("the left side needs an anchor, such as 'title.top'", at: firstToken)
        }
        guard let relationToken = cursor.peek, case .symbol(let symbol) = relationToken.kind,
            let relation = LayoutDocument.Relation(rawValue: symbol)
        else {
            throw cursor.expected("a relation: '==', '>=' or '<='")
        }
        cursor.index += 1
        let second = try side()
        let (priority, identifier) = try cursor.constraintSuffix()
        return LayoutDocument.Constraint(
            equation: LayoutDocument.Equation(first: first, relation: relation, second: second),
            priority: priority, identifier: identifier, position: position)
    }

    private mutating func side() throws(LayoutSpecError) -> LayoutDocument.Expression {
        let start = cursor.peek
        let operand = try sum()
        let expression: LayoutDocument.Expression
        switch operand {
        case .number(let number): expression = LayoutDocument.Expression(constant: number)
        case .size(let size): expression = LayoutDocument.Expression(size: size)
        case .anchor(let anchor): expression = anchor
        case .insets:
            throw cursor.error("insets are added to an edges anchor: 'a.edges == b.edges + insets(10)'", at: start)
        }
        let numbers = [expression.multiplier, expression.constant] + (expression.insets.map(Self.values) ?? [])
        guard numbers.allSatisfy(\.isFinite) else {
            throw cursor.error("this side is not a finite number (a division by zero?)", at: start)
        }
        return expression
    }

    private static func values(_ insets: LayoutDocument.Insets) -> [Double] {
        [insets.top, insets.left, insets.bottom, insets.right]
    }

    // sum := product (('+' | '-') product)*
    private mutating func sum() throws(LayoutSpecError) -> Operand {
        var value = try product()
        while let token = cursor.peek, token.isSymbol("+") || token.isSymbol("-") {
            cursor.index += 1
            let rhsToken = cursor.peek
            value = try add(value, try product(), sign: token.isSymbol("+") ? 1 : -1, at: rhsToken)
        }
        return value
    }

    // product := unary (('*' | '/') unary)*
    private mutating func product() throws(LayoutSpecError) -> Operand {
        var value = try unary()
        while let token = cursor.peek, token.isSymbol("*") || token.isSymbol("/") {
            cursor.index += 1
            let rhsToken = cursor.peek
            let rhs = try unary()
            value = token.isSymbol("*") ? try multiply(value, rhs, at: rhsToken) : try divide(value, rhs, at: rhsToken)
        }
        return value
    }

    // unary := '-' unary | primary
    private mutating func unary() throws(LayoutSpecError) -> Operand {
        guard cursor.peek?.isSymbol("-") == true else { return try primary() }
        let token = cursor.next()
        try deeper(at: token)
        defer { depth -= 1 }
        return try multiply(.number(-1), try unary(), at: token)
    }

    // primary := number ('x' number)? | '(' sum ')' | insets | anchor
    private mutating func primary() throws(LayoutSpecError) -> Operand {
        guard let token = cursor.peek else { throw cursor.expected("a number or an anchor such as 'title.top'") }
        switch token.kind {
        case .number(let number):
            cursor.index += 1
            if cursor.peek?.name == "x", isNumber(cursor.peek(1)) {
                cursor.index -= 1
                return .size(try cursor.size(allowsNone: false))
            }
            return .number(number)
        case .symbol("("):
            cursor.index += 1
            try deeper(at: token)
            defer { depth -= 1 }
            let value = try sum()
            try cursor.expect(")", "')'")
            return value
        case .name("insets"), .name("EdgeInsets"):
            return .insets(try cursor.insets())
        case .name:
            return .anchor(LayoutDocument.Expression(anchor: try anchor()))
        default:
            throw cursor.expected("a number or an anchor such as 'title.top'")
        }
    }

    private func isNumber(_ token: Token?) -> Bool {
        guard let token else { return false }
        if case .number = token.kind { return true }
        return token.isSymbol("-")
    }

    private mutating func deeper(at token: Token?) throws(LayoutSpecError) {
        depth += 1
        guard depth <= Self.maximumDepth else {
            throw cursor.error("the expression nests more than \(Self.maximumDepth) deep", at: token)
        }
    }

    // anchor := name ('.' guide)? '.' attribute; `safe` is `root.safeArea`.
    private mutating func anchor() throws(LayoutSpecError) -> LayoutDocument.AnchorReference {
        let start = cursor.peek
        var item = try cursor.name("a view or guide")
        var guide: LayoutDocument.OwnGuide?
        if item == "safe" {
            item = "root"
            guide = .safeArea
        }
        try cursor.expect(".", "'.' and an anchor after '\(start?.text ?? item)'")
        var attributeToken = cursor.peek
        var word = try cursor.name("an anchor such as 'top' or 'edges'")
        if guide == nil, let own = Self.ownGuide(word) {
            guide = own
            try cursor.expect(".", "'.' and an anchor after '\(word)'")
            attributeToken = cursor.peek
            word = try cursor.name("an anchor such as 'top' or 'edges'")
        }
        guard let attribute = LayoutDocument.Attribute(rawValue: word) else {
            throw cursor.error(
                "unknown anchor '\(word)'; expected one of "
                    + LayoutDocument.Attribute.allCases.map(\.rawValue).joined(separator: ", "),
                at: attributeToken)
        }
        let position = start.map { LayoutDocument.Position(line: cursor.line, column: $0.column) }
        return LayoutDocument.AnchorReference(item: item, guide: guide, attribute: attribute, position: position)
    }

    private static func ownGuide(_ word: String) -> LayoutDocument.OwnGuide? {
        switch word {
        case "safeArea", "safeAreaLayoutGuide": .safeArea
        case "margins", "layoutMarginsGuide": .margins
        case "readable", "readableContentGuide": .readable
        case "content", "contentLayoutGuide": .content
        case "frame", "frameLayoutGuide": .frame
        default: nil
        }
    }

    // MARK: Arithmetic

    private func add(_ lhs: Operand, _ rhs: Operand, sign: Double, at token: Token?) throws(LayoutSpecError) -> Operand
    {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)):
            return .number(a + sign * b)
        case let (.anchor(a), .number(b)):
            var result = a
            result.constant += sign * b
            return .anchor(result)
        case let (.number(a), .anchor(b)):
            var result = scaled(b, by: sign)
            result.constant += a
            return .anchor(result)
        case let (.anchor(a), .insets(b)):
            var result = a
            let grown = result.insets ?? LayoutDocument.Insets()
            result.insets = LayoutDocument.Insets(
                top: grown.top + sign * b.top, left: grown.left + sign * b.left,
                bottom: grown.bottom + sign * b.bottom, right: grown.right + sign * b.right)
            return .anchor(result)
        case (.anchor, .anchor):
            throw cursor.error("a side relates one anchor; move the other to the other side", at: token)
        case (.size, _), (_, .size):
            throw cursor.error("a size stands alone: 'a.size == 200 x 100'", at: token)
        case (.insets, _), (_, .insets):
            throw cursor.error("insets are added to an edges anchor: 'a.edges == b.edges + insets(10)'", at: token)
        }
    }

    private func multiply(_ lhs: Operand, _ rhs: Operand, at token: Token?) throws(LayoutSpecError) -> Operand {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)): return .number(a * b)
        case let (.anchor(a), .number(b)): return .anchor(scaled(a, by: b))
        case let (.number(a), .anchor(b)): return .anchor(scaled(b, by: a))
        case (.anchor, .anchor): throw cursor.error("cannot multiply two anchors", at: token)
        default: throw arithmeticError(lhs, rhs, at: token)
        }
    }

    private func divide(_ lhs: Operand, _ rhs: Operand, at token: Token?) throws(LayoutSpecError) -> Operand {
        switch (lhs, rhs) {
        case let (.number(a), .number(b)): return .number(a / b)
        case let (.anchor(a), .number(b)): return .anchor(scaled(a, by: 1 / b))
        case (_, .anchor): throw cursor.error("cannot divide by an anchor", at: token)
        default: throw arithmeticError(lhs, rhs, at: token)
        }
    }

    private func arithmeticError(_ lhs: Operand, _ rhs: Operand, at token: Token?) -> LayoutSpecError {
        if case .size = lhs { return cursor.error("a size stands alone: 'a.size == 200 x 100'", at: token) }
        if case .size = rhs { return cursor.error("a size stands alone: 'a.size == 200 x 100'", at: token) }
        return cursor.error("insets are added to an edges anchor: 'a.edges == b.edges + insets(10)'", at: token)
    }

    private func scaled(_ expression: LayoutDocument.Expression, by factor: Double) -> LayoutDocument.Expression {
        var result = expression
        result.multiplier *= factor
        result.constant *= factor
        result.insets = expression.insets.map {
            LayoutDocument.Insets(
                top: $0.top * factor, left: $0.left * factor, bottom: $0.bottom * factor,
                right: $0.right * factor)
        }
        return result
    }
}
