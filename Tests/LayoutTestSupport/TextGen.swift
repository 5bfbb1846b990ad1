import PropertyBased

/// Text for the parsers' property tests: random text made of a grammar's
/// own pieces reaches deeper into a parser than random bytes, and small
/// mutations of valid input reach the errors next to what parses.
package enum TextGen {
    /// Spelled out because the tests keep their generators in stored
    /// properties, which cannot have an opaque type.
    package typealias Generator = PropertyBased.Generator<
        String, PropertyBased.Generator<Int, Shrink.Integer<Int>>.ArrayShrink
    >

    /// Up to 40 pieces drawn from `pieces`, joined by `separator`.
    package static func text(from pieces: [String], separator: String = "") -> Generator {
        Gen.int(in: 0...10_000).array(of: 0...40)
            .map { numbers in numbers.map { pieces[$0 % pieces.count] }.joined(separator: separator) }
    }

    /// One of `valid` with up to eleven characters deleted, inserted,
    /// replaced or swapped; inserted and replacing characters come from `alphabet`.
    package static func mutations(of valid: [String], alphabet: [Character]) -> Generator {
        Gen.int(in: 0...1_000_000).array(of: 1...12).map { numbers -> String in
            var text = Array(valid[numbers[0] % valid.count])
            for number in numbers.dropFirst() {
                let at = text.isEmpty ? 0 : (number / 4) % text.count
                let character = alphabet[(number / 97) % alphabet.count]
                switch number % 4 {
                case 0 where !text.isEmpty: text.remove(at: at)
                case 1: text.insert(character, at: at)
                case 2 where !text.isEmpty: text[at] = character
                default: if at + 1 < text.count { text.swapAt(at, at + 1) }
                }
            }
            return String(text)
        }
    }
}
