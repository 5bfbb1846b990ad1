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
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard let maxWidth, maxWidth > 0 else {
                lines.append(paragraph)
                continue
            }
            // Scalars are cheaper to step through than characters, and a space
            // is always both.
            let scalars = paragraph.unicodeScalars
            var lineStart = paragraph.startIndex
            // Width of the line up to the end of its last word, and of the spaces after it.
            var lineWidth: CGFloat = 0
            var spacesWidth: CGFloat = 0
            var index = paragraph.startIndex
            while index < paragraph.endIndex {
                var wordEnd = index
                while wordEnd < scalars.endIndex, scalars[wordEnd] != " " { wordEnd = scalars.index(after: wordEnd) }
                var spacesEnd = wordEnd
                while spacesEnd < scalars.endIndex, scalars[spacesEnd] == " " { spacesEnd = scalars.index(after: spacesEnd) }
                let wordWidth = width(of: paragraph[index..<wordEnd], font: font)
                if index > lineStart, lineWidth + spacesWidth + wordWidth > maxWidth {
                    lines.append(paragraph[lineStart..<index])
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
                        let next = scalars.index(after: cursor)
                        let characterWidth = width(of: paragraph[cursor..<next], font: font)
                        if cursor > pieceStart, pieceWidth + characterWidth > maxWidth {
                            lines.append(paragraph[pieceStart..<cursor])
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
        if maxLines > 0, lines.count > maxLines { lines.removeSubrange(maxLines...) }
        return lines
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
