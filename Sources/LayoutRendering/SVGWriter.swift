/// SVG markup written element by element, one a line, every attribute
/// value and text escaped as it is copied. Lines are not indented: a deep
/// tree would otherwise make the picture's size grow with the square of
/// its depth. The markup is kept as UTF-8 bytes, which a large picture
/// fills several times faster than a `String`.
struct SVGWriter {
    private var bytes: [UInt8] = []

    /// The document so far.
    var markup: String { String(decoding: bytes, as: UTF8.self) }

    /// Starts an element that holds others; `close` ends it.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        writeTag(name, attributes)
        append(">\n")
    }

    /// Ends the element `open` started.
    mutating func close(_ name: String) {
        append("</")
        append(name)
        append(">\n")
    }

    /// An element with no content.
    mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        writeTag(name, attributes)
        append("/>\n")
    }

    /// An element holding text.
    mutating func text(_ name: String, _ attributes: [(String, String)], _ content: String) {
        writeTag(name, attributes)
        append(">")
        appendEscaped(content)
        close(name)
    }

    /// Text written as it is: the XML declaration.
    mutating func raw(_ text: String) {
        append(text)
    }

    private mutating func writeTag(_ name: String, _ attributes: [(String, String)]) {
        append("<")
        append(name)
        for (key, value) in attributes {
            append(" ")
            append(key)
            append("=\"")
            appendEscaped(value)
            append("\"")
        }
    }

    private mutating func append(_ text: String) {
        // A whole buffer at once: appending the `utf8` view copies it a byte at a time.
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// Appends text as XML character data or an attribute value: markup
    /// characters and quotes as entities; tabs and line breaks as character
    /// references, so attribute values keep them; what XML 1.0 does not
    /// allow (other control characters, U+FFFE, U+FFFF) as U+FFFD.
    private mutating func appendEscaped(_ text: String) {
        var text = text
        text.withUTF8 { utf8 in
            var copied = 0, index = 0
            while index < utf8.count {
                let byte = utf8[index]
                var length = 1
                let replacement: String
                switch byte {
                case UInt8(ascii: "&"): replacement = "&amp;"
                case UInt8(ascii: "<"): replacement = "&lt;"
                case UInt8(ascii: ">"): replacement = "&gt;"
                case UInt8(ascii: "\""): replacement = "&quot;"
                case UInt8(ascii: "'"): replacement = "&apos;"
                case UInt8(ascii: "\t"): replacement = "&#9;"
                case UInt8(ascii: "\n"): replacement = "&#10;"
                case UInt8(ascii: "\r"): replacement = "&#13;"
                case 0..<0x20: replacement = "\u{FFFD}"
                // U+FFFE and U+FFFF are EF BF BE and EF BF BF; valid UTF-8
                // has no other byte sequence starting that way.
                case 0xEF where index + 2 < utf8.count && utf8[index + 1] == 0xBF && utf8[index + 2] >= 0xBE:
                    replacement = "\u{FFFD}"
                    length = 3
                default:
                    index += 1
                    continue
                }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<index]))
                append(replacement)
                index += length
                copied = index
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[copied..<utf8.count]))
        }
    }
}
