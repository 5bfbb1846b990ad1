import AutoLayout
import Foundation
import PropertyBased
import Testing

/// Random text built from pieces that stress character boundaries.
struct RandomText: Sendable, CustomStringConvertible {
    static let pieces = [
        "a", "b", "word", " ", "  ", "\n", "\r\n", "\r", "\u{0}", "\t", "e\u{301}", "\u{301}", "e\u{301}\u{302}",
        "\u{1F1EB}\u{1F1F7}", "\u{1F1E9}", "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "\u{1F44D}\u{1F3FD}",
        "\u{1F3F3}\u{FE0F}\u{200D}\u{1F308}", "\u{200D}", "\u{FE0F}", "\u{5E9}\u{5DC}\u{5D5}\u{5DD}",
        "\u{645}\u{631}\u{62D}\u{628}\u{627}", "\u{600}", "\u{1100}\u{1161}\u{11A8}", "\u{915}\u{94D}\u{937}",
        "\u{6F22}\u{5B57}", "\u{E9}",
    ]
    static let widths: [CGFloat?] = [nil, 0, 1, 10, 15, 30, 50, 120, .nan, .infinity, -.infinity, -5]

    let text: String
    let maxWidth: CGFloat?

    init(numbers: [Int]) {
        text = numbers.dropFirst().map { Self.pieces[$0 % Self.pieces.count] }.joined()
        maxWidth = Self.widths[(numbers.first ?? 0) % Self.widths.count]
    }

    var description: String {
        "\(text.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true) }) at \(maxWidth.map { "\($0)" } ?? "nil")"
    }
}

@Suite(.timeLimit(.minutes(10))) struct TextPropertyTests {
    static let texts = Gen.int(in: 0...1_000_000).array(of: 1...40).map { RandomText(numbers: $0) }

    /// The UTF-8 offsets at which the text's characters start, and its end.
    static func characterBoundaries(of text: String) -> Set<Int> {
        Set(text.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [text.utf8.count])
    }

    /// The text without its line ends: `\n`, and a `\r` just before one.
    static func withoutLineEnds(_ text: String) -> [UInt8] {
        let bytes = Array(text.utf8)
        return bytes.indices.compactMap { index in
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") { return nil }
            if byte == UInt8(ascii: "\r"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "\n") {
                return nil
            }
            return byte
        }
    }

    /// Whatever the text and width, the lines put together are the text
    /// without its line ends, and every line starts and ends between two
    /// characters, with the standard metrics (measuring bytes) and through
    /// `Substring`s alike, which agree.
    @Test func linesNeverSplitACharacter() async {
        await propertyCheck(count: 400, input: Self.texts) { random in
            let boundaries = Self.characterBoundaries(of: random.text)
            let font = Font.systemFont(ofSize: 17)
            let metrics: [any TextMetrics] = [StandardTextMetrics(), ForwardedStandardMetrics(), MonospacedMetrics()]
            let results = metrics.map { $0.lines(of: random.text, font: font, maxWidth: random.maxWidth, maxLines: 0) }
            for lines in results {
                #expect(Array(lines.joined().utf8) == Self.withoutLineEnds(random.text))
                for line in lines {
                    let start = random.text.utf8.distance(from: random.text.startIndex, to: line.startIndex)
                    let end = random.text.utf8.distance(from: random.text.startIndex, to: line.endIndex)
                    #expect(
                        boundaries.contains(start) && boundaries.contains(end), "\(line.unicodeScalars.map(\.value))")
                }
            }
            #expect(results[0] == results[1])
            _ = StandardTextMetrics().size(of: random.text, font: font, maxWidth: random.maxWidth, maxLines: 2)
        }
    }
}
