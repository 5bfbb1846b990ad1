import Foundation

/// Breaks UTF-8 text into lines by byte offsets: at newlines, at spaces
/// within `maxWidth`, or inside a word too long for a line, at most
/// `maxLines` (0: no limit). Each line keeps the spaces that end it, and
/// every word is measured once.
///
/// Every break is between two characters (grapheme clusters): a space that
/// a combining mark extends, or that ends a character begun by a prepended
/// mark, is part of a word, and a long word is cut between its characters.
/// Two ASCII bytes other than CR LF (which never occurs inside a paragraph)
/// always have a character boundary between them, so ASCII text is stepped
/// through byte by byte, far more cheaply than through characters; next to
/// other bytes the string itself says where its characters begin.
struct LineBreaker {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let text: String
    private let maxWidth: CGFloat?
    private let maxLines: Int
    /// The lines handed out so far.
    private var count = 0

    /// A breaker of `text`, read through `bytes`, its UTF-8.
    init(text: String, bytes: UnsafeBufferPointer<UInt8>, maxWidth: CGFloat?, maxLines: Int) {
        self.text = text
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
            if paragraphEnd < bytes.count, contentEnd > paragraphStart, bytes[contentEnd - 1] == UInt8(ascii: "\r") {
                contentEnd -= 1
            }
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

    private mutating func breakParagraph(
        _ paragraph: Range<Int>, width: (Range<Int>) -> CGFloat,
        line: (Range<Int>) -> Void
    ) {
        guard let maxWidth, maxWidth > 0 else {
            _ = emit(paragraph, to: line)
            return
        }
        var lineStart = paragraph.lowerBound
        // Width of the line up to the end of its last word, and of the spaces after it.
        var lineWidth: CGFloat = 0
        var spacesWidth: CGFloat = 0
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            let (wordEnd, spacesEnd) = word(from: index, in: paragraph)
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
                    let next = boundary(after: cursor, in: paragraph)
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

    /// The end of the word that starts at `start`, and of the spaces after
    /// it: the next place a line may break. Spaces that belong to a
    /// character of the word are part of it.
    private func word(from start: Int, in paragraph: Range<Int>) -> (wordEnd: Int, spacesEnd: Int) {
        let space = UInt8(ascii: " ")
        var wordEnd = start
        while true {
            while wordEnd < paragraph.upperBound, bytes[wordEnd] != space { wordEnd += 1 }
            guard isBoundary(wordEnd, in: paragraph) else {
                wordEnd = boundary(after: wordEnd, in: paragraph)
                continue
            }
            var spacesEnd = wordEnd
            while spacesEnd < paragraph.upperBound, bytes[spacesEnd] == space { spacesEnd += 1 }
            guard isBoundary(spacesEnd, in: paragraph) else {
                wordEnd = spacesEnd
                continue
            }
            return (wordEnd, spacesEnd)
        }
    }

    /// Whether a character of the text starts (or the paragraph ends) at the offset.
    private func isBoundary(_ offset: Int, in paragraph: Range<Int>) -> Bool {
        if offset == paragraph.lowerBound || offset == paragraph.upperBound { return true }
        if bytes[offset] < 0x80, bytes[offset - 1] < 0x80 { return true }
        return String.Index(utf8Index(offset), within: text) != nil
    }

    /// The first character boundary after the offset, inside the paragraph.
    private func boundary(after offset: Int, in paragraph: Range<Int>) -> Int {
        let next = offset + 1
        if next >= paragraph.upperBound { return paragraph.upperBound }
        if bytes[offset] < 0x80, bytes[next] < 0x80 { return next }
        // `index(after:)` first rounds an index inside a character down to its start.
        let boundary = text.utf8.distance(from: text.startIndex, to: text.index(after: utf8Index(offset)))
        return min(boundary, paragraph.upperBound)
    }

    private func utf8Index(_ offset: Int) -> String.Index {
        text.utf8.index(text.startIndex, offsetBy: offset)
    }
}
