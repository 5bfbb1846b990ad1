import Foundation
import LayoutSpec

/// The frames of a built tree, one row per view or guide in file order
/// (the root first): a view's `frame` in its superview, a guide's
/// `layoutFrame` in its owning view.
struct FrameTable {
    struct Row: Encodable, Equatable {
        var name: String
        var kind: String
        var depth: Int
        var x: Double
        var y: Double
        var width: Double
        var height: Double

        private enum CodingKeys: String, CodingKey { case name, kind, x, y, width, height }
    }

    let rows: [Row]

    init(_ tree: LayoutTree) {
        rows = tree.items.map { name, item in
            let frame = (item as? LayoutView)?.frame ?? (item as? LayoutGuide)?.layoutFrame ?? .zero
            return Row(
                name: name, kind: Self.kind(of: item), depth: Self.depth(of: item), x: Double(frame.minX),
                y: Double(frame.minY), width: Double(frame.width), height: Double(frame.height))
        }
    }

    /// The layout file's keyword for the item.
    private static func kind(of item: LayoutItem) -> String {
        switch item {
        case is LayoutGuide: "guide"
        case is Label: "label"
        case is Button: "button"
        case is TextField: "field"
        default: "view"
        }
    }

    /// How many views enclose the item.
    private static func depth(of item: LayoutItem) -> Int {
        if let guide = item as? LayoutGuide { return guide.owningView.map { Self.depth(of: $0) + 1 } ?? 0 }
        var levels = 0
        var view = (item as? LayoutView)?.superview
        while let current = view {
            levels += 1
            view = current.superview
        }
        return levels
    }

    /// An aligned table, names indented two spaces a level, numbers to a
    /// thousandth of a point:
    ///
    /// ```text
    /// name    kind    x    y  width  height
    /// root    view    0    0    390     844
    ///   title label  65  288    260      35
    /// ```
    var text: String {
        let header = ["name", "kind", "x", "y", "width", "height"]
        let cells =
            [header]
            + rows.map { row in
                [String(repeating: "  ", count: row.depth) + row.name, row.kind]
                    + [row.x, row.y, row.width, row.height].map(Self.number)
            }
        let widths = header.indices.map { column in cells.map { $0[column].count }.max() ?? 0 }
        return cells.map { line in
            line.indices.map { column in
                let pad = String(repeating: " ", count: widths[column] - line[column].count)
                return column < 2 ? line[column] + pad : pad + line[column]
            }.joined(separator: "  ").trimmingTrailingSpaces
        }.joined(separator: "\n")
    }

    /// The rows as a JSON array, keys sorted, numbers as Swift prints them.
    var json: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(rows)).map { String(decoding: $0, as: UTF8.self) } ?? "[]"
    }

    /// `65`, `287.667`, `-0.5`: to a thousandth, without trailing zeros.
    static func number(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        guard rounded.isFinite, abs(rounded) < 1e12 else { return String(value) }
        let thousandths = Int64(abs(rounded) * 1000)
        let whole = String(thousandths / 1000), fraction = thousandths % 1000
        let sign = rounded < 0 && thousandths != 0 ? "-" : ""
        guard fraction != 0 else { return sign + whole }
        var digits = String(fraction)
        digits = String(repeating: "0", count: 3 - digits.count) + digits
        while digits.hasSuffix("0") { digits.removeLast() }
        return sign + whole + "." + digits
    }
}

extension String {
    /// The text without the spaces that end it.
    fileprivate var trimmingTrailingSpaces: String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
