/// Reads a layout file line by line: blank and comment lines are skipped,
/// `}` closes the innermost open view, and every other line is the root
/// line, a view or guide, a visual format or an equation, told apart by
/// how it starts. Blocks are kept on a stack, so no input recurses deeply.
struct DocumentParser {
    /// How deep views may nest: far more than a screen has, and shallow
    /// enough that building, comparing and encoding never run out of stack.
    static let maximumNesting = 100

    let text: String
    let file: String

    /// A view whose `{` is still open.
    private struct OpenBlock {
        var item: LayoutDocument.Item
        var brace: LayoutDocument.Position
    }

    func parse() throws(LayoutSpecError) -> LayoutDocument {
        var document = LayoutDocument(file: file)
        var open: [OpenBlock] = []
        var rootLine: Int?
        var sawContent = false
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, text) in lines.enumerated() {
            let line = offset + 1
            let characters = Array(text)
            guard let start = characters.firstIndex(where: { $0 != " " && $0 != "\t" }) else { continue }
            if VisualFormatLine.starts(characters, at: start) {
                document.constraints.append(
                    try VisualFormatLine(characters, start: start, line: line, file: file).parse())
                sawContent = true
                continue
            }
            var scanner = LineScanner(characters, line: line, file: file)
            let tokens = try scanner.tokens()
            guard let first = tokens.first else { continue }
            let cursor = TokenCursor(tokens: tokens, line: line, file: file, endColumn: Self.endColumn(of: characters))
            let startsItem = tokens.count < 2 || !tokens[1].isSymbol(".")
            if first.isSymbol("}") {
                guard tokens.count == 1 else {
                    throw cursor.error("expected the end of the line after '}'", at: tokens[1])
                }
                guard let closed = open.popLast() else {
                    throw cursor.error("unexpected '}': no view is open", at: first)
                }
                if open.isEmpty {
                    document.items.append(closed.item)
                } else {
                    open[open.count - 1].item.children.append(closed.item)
                }
            } else if first.name == "root", startsItem {
                if let rootLine {
                    throw cursor.error("the root line is given twice (first on line \(rootLine))", at: first)
                }
                guard !sawContent else {
                    throw cursor.error("the root line comes before the views and constraints", at: first)
                }
                var parser = ItemLineParser(cursor)
                document.root = try parser.root()
                rootLine = line
            } else if let kind = first.name.flatMap(LayoutDocument.Item.Kind.init(rawValue:)), startsItem {
                var parser = ItemLineParser(cursor)
                let (item, opensBlock) = try parser.item(kind)
                sawContent = true
                if opensBlock {
                    guard open.count < Self.maximumNesting else {
                        throw cursor.error("views nest more than \(Self.maximumNesting) deep", at: first)
                    }
                    let brace = LayoutDocument.Position(line: line, column: tokens[tokens.count - 1].column)
                    open.append(OpenBlock(item: item, brace: brace))
                } else if open.isEmpty {
                    document.items.append(item)
                } else {
                    open[open.count - 1].item.children.append(item)
                }
            } else {
                var parser = EquationParser(cursor)
                document.constraints.append(try parser.parse())
                sawContent = true
            }
        }
        if let unclosed = open.last {
            throw LayoutSpecError(file, unclosed.brace, "the '{' of '\(unclosed.item.name)' is never closed")
        }
        return document
    }

    /// The column just past the last character before a comment or the line's end.
    private static func endColumn(of characters: [Character]) -> Int {
        var end = LineScanner.commentStart(in: characters) ?? characters.count
        while end > 0, characters[end - 1] == " " || characters[end - 1] == "\t" { end -= 1 }
        return end + 1
    }
}
