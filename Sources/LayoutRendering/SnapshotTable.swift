/// A text table whose columns line up: text columns padded on the right,
/// number columns on the left, and a last column of notes left as it is,
/// so no line ends in spaces an editor would strip.
struct SnapshotTable {
    private let header: [String]
    private let numeric: [Bool]
    private var rows: [(cells: [String], notes: String)] = []

    init(header: [String], numeric: [Bool]) {
        assert(header.count == numeric.count, "a header cell per column")
        self.header = header
        self.numeric = numeric
    }

    mutating func append(_ cells: [String], notes: String) {
        assert(cells.count == header.count, "a cell per column")
        rows.append((cells, notes))
    }

    /// The table, one row a line, each line ending in a line break.
    var text: String {
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.cells.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        var text = ""
        for (cells, notes) in [(header, "")] + rows {
            var line = ""
            for (column, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                if column > 0 { line += "  " }
                line += numeric[column] ? padding + cell : cell + padding
            }
            if !notes.isEmpty { line += "  " + notes }
            while line.last == " " { line.removeLast() }
            text += line + "\n"
        }
        return text
    }
}
