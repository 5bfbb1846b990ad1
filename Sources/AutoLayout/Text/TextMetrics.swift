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
    /// Lines break only between characters (`e` + U+0301, a flag, an emoji
    /// sequence stay whole). Each line keeps the spaces that end it. Every
    /// word is measured once.
    public func lines(of text: String, font: Font, maxWidth: CGFloat?, maxLines: Int) -> [Substring] {
        MeasuredUTF8.withUTF8(of: text, metrics: self, font: font) { measured in
            var lines: [Substring] = []
            var breaker = LineBreaker(
                text: measured.text, bytes: measured.bytes, maxWidth: maxWidth, maxLines: maxLines)
            breaker.forEachLine(width: measured.width(of:)) { lines.append(measured.substring($0)) }
            return lines
        }
    }

    /// The size of text laid out in lines, rounded up to whole points.
    public func size(of text: String, font: Font, maxWidth: CGFloat?, maxLines: Int) -> CGSize {
        guard !text.isEmpty else { return .zero }
        let (count, widest) = MeasuredUTF8.withUTF8(of: text, metrics: self, font: font) { measured in
            var count = 0
            // The widest line as `max()` finds it, without collecting the lines.
            var widest: CGFloat?
            var breaker = LineBreaker(
                text: measured.text, bytes: measured.bytes, maxWidth: maxWidth, maxLines: maxLines)
            breaker.forEachLine(width: measured.width(of:)) { line in
                count += 1
                let width = measured.widthWithoutTrailingSpaces(of: line)
                if let current = widest, !(current < width) { return }
                widest = width
            }
            return (count, widest ?? 0)
        }
        let height = CGFloat(count) * lineMetrics(for: font).lineHeight
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
