extension String {
    /// The string as XML character data or an attribute value: markup
    /// characters and quotes as entities; tabs and line breaks as character
    /// references, so attribute values keep them; characters XML 1.0 does
    /// not allow (other control characters, U+FFFE, U+FFFF) as U+FFFD.
    var xmlEscaped: String {
        guard unicodeScalars.contains(where: \.needsXMLEscape) else { return self }
        var escaped = ""
        escaped.reserveCapacity(utf8.count + 16)
        for scalar in unicodeScalars {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&apos;"
            case "\t": escaped += "&#9;"
            case "\n": escaped += "&#10;"
            case "\r": escaped += "&#13;"
            case _ where scalar.needsXMLEscape: escaped.unicodeScalars.append("\u{FFFD}")
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return escaped
    }
}

extension Unicode.Scalar {
    /// Whether the scalar cannot stand as itself in XML text or an attribute value.
    var needsXMLEscape: Bool {
        switch value {
        case 0x26, 0x3C, 0x3E, 0x22, 0x27: true
        case 0..<0x20, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
