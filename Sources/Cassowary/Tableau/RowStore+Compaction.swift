extension RowStore {
    /// The stretches of the buffer that rows and equations cover, in
    /// order, each as long as it can be: a row that is part of its
    /// equation lies inside the equation's stretch.
    func livePieces() -> [Range<Int>] {
        var covered: [Range<Int>] = []
        Self.appendRanges(of: spans, to: &covered)
        Self.appendRanges(of: equationSpans.entries, to: &covered)
        covered.sort { $0.lowerBound < $1.lowerBound }
        var pieces: [Range<Int>] = []
        for range in covered {
            if let last = pieces.last, range.lowerBound <= last.upperBound {
                pieces[pieces.count - 1] = last.lowerBound..<Swift.max(last.upperBound, range.upperBound)
            } else {
                pieces.append(range)
            }
        }
        return pieces
    }

    private static func appendRanges(of table: borrowing UniqueArray<Span>, to covered: inout [Range<Int>]) {
        for index in 0..<table.count where table[index].count > 0 { covered.append(table[index].range) }
    }

    /// Copies `pieces` (from `livePieces()`) together and moves every span
    /// along with the terms it covers, so that a row inside its equation
    /// stays inside it.
    mutating func pack(_ pieces: [Range<Int>]) {
        var packed = UniqueArray<RowTerm>(capacity: pieces.reduce(0) { $0 + $1.count })
        var starts: [Int] = []
        starts.reserveCapacity(pieces.count)
        for piece in pieces {
            starts.append(packed.count)
            for index in piece { packed.append(terms[index]) }
        }
        func moved(_ span: Span) -> Span {
            // Empty rows too: a start past the packed buffer would make their range invalid.
            guard span.count > 0 else { return Span(start: 0, count: span.count, constant: span.constant) }
            let start = Int(span.start)
            // The last piece starting at or before the span's start holds it.
            var low = 0, high = pieces.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if pieces[middle].lowerBound <= start { low = middle } else { high = middle - 1 }
            }
            assert(pieces[low].contains(start), "a span outside the live pieces")
            let newStart = starts[low] + start - pieces[low].lowerBound
            return Span(start: Int32(newStart), count: span.count, constant: span.constant)
        }
        for symbol in 0..<spans.count where spans[symbol].hasRow { spans[symbol] = moved(spans[symbol]) }
        for entry in 0..<equationSpans.entries.count where equationSpans.entries[entry].hasRow {
            equationSpans.entries[entry] = moved(equationSpans.entries[entry])
        }
        swap(&terms, &packed)
    }
}
