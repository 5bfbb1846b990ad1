import Foundation

/// Breaks UTF-8 text into lines by byte offsets: at newlines, at spaces
/// within `maxWidth`, or inside a word too long for a line, at most
/// `maxLines` (0: no limit). Each line keeps the spaces that end it, and
/// every word is measured once.
///
/// Breaks are at ASCII spaces and newlines, which never occur inside a
/// multi-byte sequence, so every offset handed out is on a scalar boundary
/// and stepping through bytes is exact, and far cheaper than through
/// characters.
struct LineBreaker {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let maxWidth: CGFloat?
    private let maxLines: Int
    /// The lines handed out so far.
    private var count = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maxWidth: CGFloat?, maxLines: Int) {
        self.bytes = bytes
        self.maxWidth = maxWidth
        self.maxLines = maxLines
    }

    /// Calls `line` with the range of each line in turn, measuring runs with `width`.
    mutating func forEachLine(width: (Range<Int>) -> CGFloat, _ line: (Range<Int>) -> Void) {
        var paragraphStart = 0
        while maxLines <= 0 || count < maxLines {
            var paragraphEnd = paragraphStart
            while paragraphEnd < bytes.count, bytes[paragraphEnd] != UInt8(ascii: "\n") { paragraphEnd += 1 }
            var contentEnd = paragraphEnd
            if contentEnd > paragraphStart, bytes[contentEnd - 1] == UInt8(ascii: "\r") { contentEnd -= 1 }
            breakParagraph(paragraphStart..<contentEnd, width: width, line: line)
            guard paragraphEnd < bytes.count else { break }
            paragraphStart = paragraphEnd + 1
        }
    }

    /// Hands out a line; `false` once there are `maxLines` (when positive).
    private mutating func emit(_ range: Range<Int>, to line: (Range<Int>) -> Void) -> Bool {
        line(range)
        count += 1
        return count != maxLines
    }

    private mutating func breakParagraph(_ paragraph: Range<Int>, width: (Range<Int>) -> CGFloat,
                                         line: (Range<Int>) -> Void) {
        guard let maxWidth, maxWidth > 0 else {
            _ = emit(paragraph, to: line)
            return
        }
        let space = UInt8(ascii: " ")
        var lineStart = paragraph.lowerBound
        // Width of the line up to the end of its last word, and of the spaces after it.
        var lineWidth: CGFloat = 0
        var spacesWidth: CGFloat = 0
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            var wordEnd = index
            while wordEnd < paragraph.upperBound, bytes[wordEnd] != space { wordEnd += 1 }
            var spacesEnd = wordEnd
            while spacesEnd < paragraph.upperBound, bytes[spacesEnd] == space { spacesEnd += 1 }
            let wordWidth = width(index..<wordEnd)
            if index > lineStart, lineWidth + spacesWidth + wordWidth > maxWidth {
                guard emit(lineStart..<index, to: line) else { return }
                lineStart = index
                lineWidth = 0
                spacesWidth = 0
            }
            if index == lineStart, wordWidth > maxWidth {
                // A word wider than a line is cut where it no longer fits.
                var pieceStart = index
                var pieceWidth: CGFloat = 0
                var cursor = index
                while cursor < wordEnd {
                    let next = cursor + Self.scalarLength(leadingByte: bytes[cursor])
                    let characterWidth = width(cursor..<next)
                    if cursor > pieceStart, pieceWidth + characterWidth > maxWidth {
                        guard emit(pieceStart..<cursor, to: line) else { return }
                        pieceStart = cursor
                        pieceWidth = 0
                    }
                    pieceWidth += characterWidth
                    cursor = next
                }
                lineStart = pieceStart
                lineWidth = pieceWidth
            } else {
                lineWidth += spacesWidth + wordWidth
            }
            spacesWidth = width(wordEnd..<spacesEnd)
            index = spacesEnd
        }
        _ = emit(lineStart..<paragraph.upperBound, to: line)
    }

    /// The bytes of the scalar a (valid) UTF-8 sequence starts with.
    private static func scalarLength(leadingByte byte: UInt8) -> Int {
        switch byte {
        case ..<0xC0: 1
        case ..<0xE0: 2
        case ..<0xF0: 3
        default: 4
        }
    }
}
