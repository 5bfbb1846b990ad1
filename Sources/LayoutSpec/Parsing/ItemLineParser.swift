/// Reads a view or guide line, `label title "Welcome" font: bold 30, lines: 2 {`,
/// and the `root size: 390 x 844, scale: 3` line.
struct ItemLineParser {
    private var cursor: TokenCursor

    init(_ cursor: TokenCursor) {
        self.cursor = cursor
    }

    /// The properties each kind takes, in the order messages list them.
    private static func properties(of kind: LayoutDocument.Item.Kind) -> [String] {
        switch kind {
        case .view: ["intrinsic", "margins"]
        case .scroll: ["margins"]
        case .image: ["size", "margins"]
        case .stack: ["axis", "distribution", "alignment", "spacing", "margins"]
        case .label: ["font", "lines", "margins"]
        case .button, .field: ["font", "margins"]
        case .guide: []
        }
    }

    /// The item of a line that starts with its kind, and whether the line
    /// opens a block (ends with `{`).
    mutating func item(_ kind: LayoutDocument.Item.Kind) throws(LayoutSpecError)
        -> (item: LayoutDocument.Item, opensBlock: Bool)
    {
        let position = cursor.position
        let kindWord = kind.rawValue
        cursor.index += 1
        let nameToken = cursor.peek
        let name = try cursor.name("a name after '\(kindWord)'")
        if name == "root" || name == "safe" {
            throw cursor.error(
                "'\(name)' is reserved: it names the root view or its safe area; choose another name",
                at: nameToken)
        }
        var item = LayoutDocument.Item(kind: kind, name: name, position: position)
        if case .string(let text)? = cursor.peek?.kind {
            guard [.label, .button, .field].contains(kind) else {
                throw cursor.error("a \(kindWord) has no text; use a label, button or field", at: cursor.peek)
            }
            cursor.index += 1
            item.text = text
        }
        try properties(Self.properties(of: kind), for: "a \(kindWord)") { property, cursor throws(LayoutSpecError) in
            switch property {
            case "intrinsic": item.intrinsicSize = try cursor.size(allowsNone: true)
            case "size": item.imageSize = try cursor.size(allowsNone: false)
            case "axis", "distribution", "alignment", "spacing":
                var stack = item.stack ?? LayoutDocument.Stack()
                try Self.stackSetting(property, of: &stack, &cursor)
                item.stack = stack
            case "margins": item.margins = try cursor.insets()
            case "font": item.font = try Self.font(&cursor)
            default: item.lines = try Self.lines(&cursor)
            }
        }
        let opensBlock = cursor.take("{")
        if opensBlock, kind == .guide {
            throw cursor.error("a guide has no subviews", at: cursor.tokens[cursor.index - 1])
        }
        guard cursor.isAtEnd else {
            throw cursor.expected(opensBlock ? "the end of the line after '{'" : "'{' or the end of the line")
        }
        return (item, opensBlock)
    }

    /// The root line's settings.
    mutating func root() throws(LayoutSpecError) -> LayoutDocument.Root {
        var root = LayoutDocument.Root(position: cursor.position)
        cursor.index += 1
        try properties(["size", "scale", "direction", "safeArea", "margins"], for: "the root") {
            property, cursor throws(LayoutSpecError) in
            switch property {
            case "size":
                let size = try cursor.size(allowsNone: false)
                root.width = size.width ?? root.width
                root.height = size.height ?? root.height
            case "scale":
                root.scale = try cursor.signedNumber("a scale such as 3")
            case "direction":
                let token = cursor.peek
                let word = try cursor.name("leftToRight or rightToLeft")
                guard let direction = LayoutDocument.Direction(rawValue: word) else {
                    throw cursor.error("unknown direction '\(word)'; expected leftToRight or rightToLeft", at: token)
                }
                root.direction = direction
            case "safeArea":
                root.safeArea = try cursor.insets()
            default:
                root.margins = try cursor.insets()
            }
        }
        guard cursor.isAtEnd else { throw cursor.expected("the end of the line") }
        return root
    }

    /// `key: value, key: value`, each key one of `allowed` and given once.
    private mutating func properties(
        _ allowed: [String], for owner: String,
        _ read: (String, inout TokenCursor) throws(LayoutSpecError) -> Void
    ) throws(LayoutSpecError) {
        guard cursor.peek?.name != nil, cursor.peek(1)?.isSymbol(":") == true else { return }
        var seen: Set<String> = []
        repeat {
            let token = cursor.peek
            let key = try cursor.name("a property")
            guard allowed.contains(key) else {
                let list = allowed.isEmpty ? "it has none" : "expected " + Self.list(allowed)
                throw cursor.error("unknown property '\(key)' for \(owner); \(list)", at: token)
            }
            guard seen.insert(key).inserted else { throw cursor.error("'\(key)' is given twice", at: token) }
            try cursor.expect(":", "':' after '\(key)'")
            try read(key, &cursor)
        } while cursor.take(",")
    }

    private static func list(_ words: [String]) -> String {
        words.count < 2 ? words.joined() : words.dropLast().joined(separator: ", ") + " or " + (words.last ?? "")
    }

    /// One of a stack's settings: a word from its list, or the spacing.
    private static func stackSetting(
        _ property: String, of stack: inout LayoutDocument.Stack,
        _ cursor: inout TokenCursor
    ) throws(LayoutSpecError) {
        guard property != "spacing" else {
            stack.spacing = try cursor.signedNumber("a spacing such as 8")
            return
        }
        let words =
            switch property {
            case "axis": LayoutDocument.Stack.axes
            case "distribution": LayoutDocument.Stack.distributions
            default: LayoutDocument.Stack.alignments
            }
        let token = cursor.peek
        let word = try cursor.name(list(words))
        guard words.contains(word) else {
            throw cursor.error("unknown \(property) '\(word)'; expected \(list(words))", at: token)
        }
        switch property {
        case "axis": stack.axis = word
        case "distribution": stack.distribution = word
        default: stack.alignment = word
        }
    }

    /// `17` or `bold 17`.
    private static func font(_ cursor: inout TokenCursor) throws(LayoutSpecError) -> LayoutDocument.Font {
        let bold = cursor.peek?.name == "bold"
        if bold { cursor.index += 1 }
        return LayoutDocument.Font(size: try cursor.signedNumber("a font size such as 17 or 'bold 17'"), bold: bold)
    }

    /// A whole number of lines, 0 or more.
    private static func lines(_ cursor: inout TokenCursor) throws(LayoutSpecError) -> Int {
        let token = cursor.peek
        let number = try cursor.signedNumber("a number of lines")
        guard number >= 0, number <= 1_000_000, number == number.rounded() else {
            throw cursor.error(
                "lines must be a whole number from 0 to 1000000 (0: as many as the text needs)", at: token)
        }
        return Int(number)
    }
}
