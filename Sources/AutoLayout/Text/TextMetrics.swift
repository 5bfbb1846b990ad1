import Foundation

/// The vertical measures of a font at a size, in points.
public struct LineMetrics: Sendable, Hashable {
    /// From the baseline up to the top of the tallest glyphs.
    public var ascender: CGFloat
    /// From the baseline down to the bottom of the deepest glyphs (positive).
    public var descender: CGFloat
    /// Extra space between lines.
    public var leading: CGFloat

    /// Creates line metrics.
    public init(ascender: CGFloat, descender: CGFloat, leading: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.leading = leading
    }

    /// The distance from one baseline to the next.
    public var lineHeight: CGFloat { ascender + descender + leading }
}

/// Measures text, so labels get intrinsic sizes. Replace it on a label to
/// match a real renderer; the built-in ``StandardTextMetrics`` uses the
/// advance widths of Liberation Sans (metric-compatible with Arial), so
/// sizes are the same on every machine.
public protocol TextMetrics: Sendable {
    /// The advance width of one line of text.
    func width(of text: Substring, font: Font) -> CGFloat
    /// The vertical measures of the font.
    func lineMetrics(for font: Font) -> LineMetrics
}

extension TextMetrics {
    /// The lines the text breaks into within `maxWidth` (at spaces, or
    /// inside a word too long for a line), at most `maxLines` (0: no limit).
    /// Each line keeps the spaces that end it. Every word is measured once.
    public func lines(of text: String, font: Font, maxWidth: CGFloat?, maxLines: Int) -> [Substring] {
        var lines: [Substring] = []
        // Breaks are at ASCII spaces and newlines, which never occur inside
        // a multi-byte UTF-8 sequence, so stepping through bytes is exact and
        // far cheaper than through characters.
        let utf8 = text.utf8
        var paragraphStart = utf8.startIndex
        while maxLines <= 0 || lines.count < maxLines {
            var paragraphEnd = paragraphStart
            while paragraphEnd < utf8.endIndex, utf8[paragraphEnd] != UInt8(ascii: "\n") {
                paragraphEnd = utf8.index(after: paragraphEnd)
            }
            var contentEnd = paragraphEnd
            if contentEnd > paragraphStart, utf8[utf8.index(before: contentEnd)] == UInt8(ascii: "\r") {
                contentEnd = utf8.index(before: contentEnd)
            }
            breakParagraph(text[paragraphStart..<contentEnd], font: font, maxWidth: maxWidth, maxLines: maxLines, into: &lines)
            guard paragraphEnd < utf8.endIndex else { break }
            paragraphStart = utf8.index(after: paragraphEnd)
        }
        return lines
    }

    /// Appends the lines of one paragraph, stopping once there are `maxLines` (when positive).
    private func breakParagraph(_ paragraph: Substring, font: Font, maxWidth: CGFloat?, maxLines: Int,
                                into lines: inout [Substring]) {
        guard let maxWidth, maxWidth > 0 else {
            lines.append(paragraph)
            return
        }
        let utf8 = paragraph.utf8
        let space = UInt8(ascii: " ")
        var lineStart = paragraph.startIndex
        // Width of the line up to the end of its last word, and of the spaces after it.
        var lineWidth: CGFloat = 0
        var spacesWidth: CGFloat = 0
        var index = paragraph.startIndex
        while index < paragraph.endIndex {
            var wordEnd = index
            while wordEnd < utf8.endIndex, utf8[wordEnd] != space { wordEnd = utf8.index(after: wordEnd) }
            var spacesEnd = wordEnd
            while spacesEnd < utf8.endIndex, utf8[spacesEnd] == space { spacesEnd = utf8.index(after: spacesEnd) }
            let wordWidth = width(of: paragraph[index..<wordEnd], font: font)
            if index > lineStart, lineWidth + spacesWidth + wordWidth > maxWidth {
                lines.append(paragraph[lineStart..<index])
                if lines.count == maxLines { return }
                lineStart = index
                lineWidth = 0
                spacesWidth = 0
            }
            if index == lineStart, wordWidth > maxWidth {
                // A word wider than a line is cut where it no longer fits.
                let scalars = paragraph.unicodeScalars
                var pieceStart = index
                var pieceWidth: CGFloat = 0
                var cursor = index
                while cursor < wordEnd {
                    let next = scalars.index(after: cursor)
                    let characterWidth = width(of: paragraph[cursor..<next], font: font)
                    if cursor > pieceStart, pieceWidth + characterWidth > maxWidth {
                        lines.append(paragraph[pieceStart..<cursor])
                        if lines.count == maxLines { return }
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
            spacesWidth = width(of: paragraph[wordEnd..<spacesEnd], font: font)
            index = spacesEnd
        }
        lines.append(paragraph[lineStart..<paragraph.endIndex])
    }

    /// The size of text laid out in lines, rounded up to whole points.
    public func size(of text: String, font: Font, maxWidth: CGFloat?, maxLines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let lines = lines(of: text, font: font, maxWidth: maxWidth, maxLines: maxLines)
        let widest = lines.map { width(of: $0.trimmingTrailingSpaces, font: font) }.max() ?? 0
        let height = CGFloat(lines.count) * lineMetrics(for: font).lineHeight
        return CGSize(width: widest.rounded(.up), height: height.rounded(.up))
    }
}

extension Substring {
    var trimmingTrailingSpaces: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
        return self[startIndex..<end]
    }
}
