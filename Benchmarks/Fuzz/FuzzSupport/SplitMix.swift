/// SplitMix64: a seeded generator, so a failing input can be found again.
public struct SplitMix: RandomNumberGenerator {
    var state: UInt64

    /// A generator starting from a seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Array where Element == Character {
    /// The text with one to `maximum` characters deleted, inserted (from
    /// `alphabet`), replaced or swapped with the next, at random places.
    public func mutated(from alphabet: [Character], atMost maximum: Int, using random: inout SplitMix) -> [Character] {
        var text = self
        for _ in 0..<Int.random(in: 1...maximum, using: &random) {
            let at = text.isEmpty ? 0 : Int.random(in: 0..<text.count, using: &random)
            let character = alphabet.randomElement(using: &random) ?? " "
            switch Int.random(in: 0..<4, using: &random) {
            case 0 where !text.isEmpty: text.remove(at: at)
            case 1: text.insert(character, at: at)
            case 2 where !text.isEmpty: text[at] = character
            default: if at + 1 < text.count { text.swapAt(at, at + 1) }
            }
        }
        return text
    }
}
