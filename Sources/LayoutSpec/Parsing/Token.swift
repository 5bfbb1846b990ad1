/// A word, number, string or symbol of a layout file's line, with the
/// column (from 1, in characters) where it starts.
struct Token: Equatable {
    enum Kind: Equatable {
        /// `title`, `top`, `bold`.
        case name(String)
        /// `20`, `0.5`, `1e3`.
        case number(Double)
        /// `"Sign In"`, escapes resolved.
        case string(String)
        /// `{ } ( ) , : . + - * / ~ == >= <=` (`=>` is read as `>=`).
        case symbol(String)
    }

    var kind: Kind
    var column: Int

    /// The token as the user wrote it, for messages.
    var text: String {
        switch kind {
        case .name(let name): name
        case .number(let number): numberText(number)
        case .string(let string): "\"\(string)\""
        case .symbol(let symbol): symbol
        }
    }

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol(symbol) }

    var name: String? {
        if case .name(let name) = kind { return name }
        return nil
    }
}

/// A number as a person writes it: `20`, `0.5`, without a trailing `.0`.
func numberText(_ number: Double) -> String {
    number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
}
