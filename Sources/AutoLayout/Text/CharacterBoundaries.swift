/// Where a string's characters (grapheme clusters, Swift's `Character`)
/// begin, by UTF-8 offset, for line breaking in text that is not all ASCII.
///
/// Whether an offset between two non-ASCII scalars is a boundary can depend
/// on everything before it (a run of regional indicators pairs into flags
/// from its start), so the boundaries are found once, in one pass over the
/// characters, and then looked up.
struct CharacterBoundaries {
    /// Per UTF-8 offset, from 0 through the end, whether a character starts (or the text ends) there.
    private let isBoundary: [Bool]

    init(_ text: String) {
        let utf8 = text.utf8
        var isBoundary = [Bool](repeating: false, count: utf8.count + 1)
        var offset = 0
        var previous = text.startIndex
        for index in text.indices {
            // Distances between neighbours: linear for bridged strings too.
            offset += utf8.distance(from: previous, to: index)
            isBoundary[offset] = true
            previous = index
        }
        isBoundary[utf8.count] = true
        self.isBoundary = isBoundary
    }

    /// Whether a character starts (or the text ends) at the offset.
    func contains(_ offset: Int) -> Bool { isBoundary[offset] }

    /// The first boundary after the offset (the end of the text at the latest).
    func next(after offset: Int) -> Int {
        assert(offset < isBoundary.count - 1, "no boundary after the end of the text")
        var next = offset + 1
        while !isBoundary[next] { next += 1 }
        return next
    }
}
