import AutoLayout
import Foundation

extension SVGDrawing {
    /// How a view's text is set: what a label measures it with.
    struct TextStyle {
        var font: Font
        var metrics: any TextMetrics
        var numberOfLines = 1
        var preferredMaxLayoutWidth: CGFloat = 0
        var color = SVGPalette.text
        /// Where the lines sit across the view: at the leading edge, this
        /// far in (UIKit's natural alignment), or centred when `nil`.
        var leadingInset: CGFloat? = 0

        init(_ label: Label) {
            font = label.font
            metrics = label.textMetrics
            numberOfLines = label.numberOfLines
            preferredMaxLayoutWidth = label.preferredMaxLayoutWidth
        }

        init(font: Font, metrics: any TextMetrics) {
            self.font = font
            self.metrics = metrics
        }
    }

    /// Draws the text of a label, a button or a text field; `false` when the
    /// view shows none.
    mutating func drawContent(of view: LayoutView, in rect: CGRect) -> Bool {
        if let label = view as? Label {
            return drawText(label.text ?? "", style: TextStyle(label), of: view, in: rect)
        }
        if let button = view as? Button, let title = button.titleLabel {
            var style = TextStyle(title)
            style.leadingInset = nil
            return drawText(button.currentTitle ?? "", style: style, of: view, in: rect)
        }
        if let field = view as? TextField {
            var style = TextStyle(font: field.shownFont, metrics: field.textMetrics)
            style.leadingInset = field.textInset
            let text = field.text ?? ""
            guard text.isEmpty else { return drawText(text, style: style, of: view, in: rect) }
            style.color = SVGPalette.placeholder
            return drawText(field.placeholder ?? "", style: style, of: view, in: rect)
        }
        return false
    }

    /// Draws `text` in the lines the engine measures it in, one `text`
    /// element a line, centred vertically in the view as UIKit centres a
    /// label's text, each line's baseline where the engine puts a baseline.
    private mutating func drawText(_ text: String, style: TextStyle, of view: LayoutView, in rect: CGRect) -> Bool {
        guard !text.isEmpty else { return false }
        let frame = rect.standardized
        // As a label measures itself: one line, or wrapped at its preferred
        // width or else at the width layout gave it.
        let wrapWidth: CGFloat? =
            style.numberOfLines == 1
            ? nil : (style.preferredMaxLayoutWidth > 0 ? style.preferredMaxLayoutWidth : frame.width)
        let lines = style.metrics.lines(of: text, font: style.font, maxWidth: wrapWidth, maxLines: style.numberOfLines)
        let line = style.metrics.lineMetrics(for: style.font)
        let top = frame.minY + (frame.height - CGFloat(lines.count) * line.lineHeight) / 2
        let ascent = line.ascender.rounded(.up)
        var attributes: [(String, String)] = []
        if let inset = style.leadingInset {
            if view.effectiveUserInterfaceLayoutDirection == .rightToLeft {
                attributes = [("x", decimalText(frame.maxX - inset)), ("text-anchor", "end")]
            } else {
                attributes = [("x", decimalText(frame.minX + inset))]
            }
        } else {
            attributes = [("x", decimalText(frame.midX)), ("text-anchor", "middle")]
        }
        attributes.append(("font-size", decimalText(style.font.size)))
        if style.font.weight == .bold { attributes.append(("font-weight", "bold")) }
        attributes += [("fill", style.color), ("xml:space", "preserve")]
        for (index, text) in lines.enumerated() {
            let baseline = top + ascent + CGFloat(index) * line.lineHeight
            var placed = attributes
            placed.insert(("y", decimalText(baseline)), at: 1)
            writer.text("text", placed, String(text.trimmingTrailingWhitespace))
        }
        return true
    }
}

extension Substring {
    /// The line without the spaces and line breaks that end it.
    var trimmingTrailingWhitespace: Substring {
        var end = endIndex
        while end > startIndex, self[index(before: end)].isWhitespace { end = index(before: end) }
        return self[startIndex..<end]
    }
}
