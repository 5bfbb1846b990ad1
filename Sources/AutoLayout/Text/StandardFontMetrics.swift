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

    func advance(of scalar: Unicode.Scalar) -> Int {
        let index = Int(scalar.value) - Int(Self.firstCodePoint)
        if index >= 0, index < advances.count { return advances[index] }
        if scalar.properties.isWhitespace { return advances[0] }
        // East Asian ideographs and kana take a full em; other scripts the
        // width of an average lowercase letter.
        if (0x2E80...0x9FFF).contains(scalar.value) || (0xAC00...0xD7AF).contains(scalar.value)
            || (0xF900...0xFAFF).contains(scalar.value) || (0xFF00...0xFF60).contains(scalar.value) {
            return unitsPerEm
        }
        return advances[Int(("n" as Unicode.Scalar).value) - Int(Self.firstCodePoint)]
    }
}

/// The built-in text measurer: Liberation Sans advance widths (regular and
/// bold) for Latin text, a full em for East Asian ideographs.
public struct StandardTextMetrics: TextMetrics {
    /// Creates the measurer.
    public init() {}

    /// The advance width of a line of text.
    public func width(of text: Substring, font: Font) -> CGFloat {
        let face = font.weight == .bold ? StandardFontMetrics.bold : StandardFontMetrics.regular
        let first = Int(StandardFontMetrics.firstCodePoint)
        let units = face.advances.withUnsafeBufferPointer { table in
            // Most text is ASCII, whose bytes are its scalars: summing them
            // straight from the UTF-8 storage avoids decoding.
            let asciiUnits = text.utf8.withContiguousStorageIfAvailable { bytes -> Int? in
                var units = 0
                for byte in bytes {
                    let index = Int(byte) &- first
                    guard byte < 0x80, index >= 0, index < table.count else { return nil }
                    units += table[index]
                }
                return units
            }
            if let asciiUnits, let asciiUnits { return asciiUnits }
            var units = 0
            for scalar in text.unicodeScalars {
                let index = Int(scalar.value) &- first
                units += index >= 0 && index < table.count ? table[index] : face.advance(of: scalar)
            }
            return units
        }
        return CGFloat(units) * font.size / CGFloat(face.unitsPerEm)
    }

    /// The font's ascender, descender and line gap at its size.
    public func lineMetrics(for font: Font) -> LineMetrics {
        let face = font.weight == .bold ? StandardFontMetrics.bold : StandardFontMetrics.regular
        let scale = font.size / CGFloat(face.unitsPerEm)
        return LineMetrics(ascender: CGFloat(face.ascender) * scale, descender: CGFloat(face.descender) * scale,
                           leading: CGFloat(face.lineGap) * scale)
    }
}
