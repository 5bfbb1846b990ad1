import Foundation

/// The stored measures of one face of Liberation Sans, in font units.
struct StandardFontMetrics: Sendable {
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let capHeight: Int
    let xHeight: Int
    /// Advance widths from `firstCodePoint` on.
    let advances: [Int]

    /// The face a font is measured with.
    static func face(for font: Font) -> StandardFontMetrics {
        font.weight == .bold ? bold : regular
    }

    func advance(of scalar: Unicode.Scalar) -> Int {
        let index = Int(scalar.value) &- Int(Self.firstCodePoint)
        if index >= 0, index < advances.count { return advances[index] }
        if scalar.properties.isWhitespace { return advances[0] }
        // East Asian ideographs and kana take a full em; other scripts the
        // width of an average lowercase letter.
        if (0x2E80...0x9FFF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value)
            || (0xF900...0xFAFF).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value)
        {
            return unitsPerEm
        }
        return advances[Int(("n" as Unicode.Scalar).value) - Int(Self.firstCodePoint)]
    }

    /// The advances of valid UTF-8 text, summed.
    func units(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var units = 0
        var offset = 0
        // Most text is ASCII, whose bytes are its scalars: summing them
        // straight from the bytes and the table avoids decoding, and the
        // checks of each scalar's way through `advance(of:)`.
        advances.withUnsafeBufferPointer { table in
            let first = Int(Self.firstCodePoint)
            while offset < bytes.count {
                let byte = Int(bytes[offset])
                guard byte < 0x80 else { break }
                let index = byte &- first
                units += index >= 0 && index < table.count ? table[index] : advance(of: Unicode.Scalar(UInt8(byte)))
                offset += 1
            }
        }
        guard offset < bytes.count else { return units }
        var rest = UnsafeBufferPointer(rebasing: bytes[offset...]).makeIterator()
        var parser = Unicode.UTF8.ForwardParser()
        while case .valid(let encoded) = parser.parseScalar(from: &rest) {
            units += advance(of: Unicode.UTF8.decode(encoded))
        }
        return units
    }

    /// The advance width of valid UTF-8 text at a point size.
    func width(ofUTF8 bytes: UnsafeBufferPointer<UInt8>, size: CGFloat) -> CGFloat {
        CGFloat(units(ofUTF8: bytes)) * size / CGFloat(unitsPerEm)
    }
}

/// The built-in text measurer: Liberation Sans advance widths (regular and
/// bold) for Latin text, a full em for East Asian ideographs.
public struct StandardTextMetrics: TextMetrics {
    /// Creates the measurer.
    public init() {}

    /// The advance width of a line of text.
    public func width(of text: Substring, font: Font) -> CGFloat {
        let face = StandardFontMetrics.face(for: font)
        let units =
            text.utf8.withContiguousStorageIfAvailable(face.units(ofUTF8:))
            ?? text.unicodeScalars.reduce(0) { $0 + face.advance(of: $1) }
        return CGFloat(units) * font.size / CGFloat(face.unitsPerEm)
    }

    /// The font's ascender, descender and line gap at its size.
    public func lineMetrics(for font: Font) -> LineMetrics {
        let face = StandardFontMetrics.face(for: font)
        let scale = font.size / CGFloat(face.unitsPerEm)
        return LineMetrics(
            ascender: CGFloat(face.ascender) * scale, descender: CGFloat(face.descender) * scale,
            leading: CGFloat(face.lineGap) * scale)
    }
}
