import Foundation

/// A string's UTF-8 and the means to measure and cut runs of it by byte
/// offsets, for line breaking.
///
/// With the standard metrics a run is summed straight from the bytes: a
/// label's text is measured word by word, and making a `Substring` of each
/// word and measuring it through the protocol costs many times the sum
/// itself. Other metrics measure a `Substring` of the run. Not generic over
/// the metrics: labels measure through `any TextMetrics`, where a generic
/// type would have its metadata looked up on every run measured.
struct MeasuredUTF8 {
    let text: String
    /// The UTF-8 of `text`, valid only for the call that handed it out.
    let bytes: UnsafeBufferPointer<UInt8>
    let metrics: any TextMetrics
    let font: Font
    /// The face whose advances are summed, when the metrics are the standard ones.
    let standardFace: StandardFontMetrics?

    /// The run of `text` at a range of byte offsets on scalar boundaries.
    func substring(_ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        return text[
            utf8.index(
                utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(utf8.startIndex, offsetBy: range.upperBound)]
    }

    /// The width of a run, as the metrics measure it.
    func width(of range: Range<Int>) -> CGFloat {
        guard let standardFace else { return metrics.width(of: substring(range), font: font) }
        return standardFace.width(ofUTF8: UnsafeBufferPointer(rebasing: bytes[range]), size: font.size)
    }

    /// The width of a line without the spaces that end it.
    func widthWithoutTrailingSpaces(of line: Range<Int>) -> CGFloat {
        var end = line.upperBound
        while end > line.lowerBound, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
        // Spaces are trimmed as characters: after a non-ASCII scalar (a
        // prepended mark) a space can be part of the last character, and stays.
        guard standardFace != nil, end == line.upperBound || end == line.lowerBound || bytes[end - 1] < 0x80 else {
            return metrics.width(of: substring(line).trimmingTrailingSpaces, font: font)
        }
        return width(of: line.lowerBound..<end)
    }
}

extension MeasuredUTF8 {
    /// Calls `body` with the text's UTF-8, copied first only when the
    /// string does not store it contiguously. The metrics come as an
    /// existential rather than as a generic `Self`: a label measures
    /// through `any TextMetrics`, and unspecialized generic code looked up
    /// the metadata of its closures and result on every label measured.
    static func withUTF8<Result>(
        of text: String, metrics: any TextMetrics, font: Font, _ body: (MeasuredUTF8) -> Result
    ) -> Result {
        // The type compared, not cast to: `is` went through the runtime's
        // dynamic cast, which boxed the existential, 250 instructions a label.
        let isStandard = type(of: metrics) == StandardTextMetrics.self
        let face = isStandard ? StandardFontMetrics.face(for: font) : nil
        func measured(_ bytes: UnsafeBufferPointer<UInt8>) -> Result {
            body(MeasuredUTF8(text: text, bytes: bytes, metrics: metrics, font: font, standardFace: face))
        }
        if let result = text.utf8.withContiguousStorageIfAvailable(measured) { return result }
        var contiguous = text
        return contiguous.withUTF8(measured)
    }
}
