/// SVG markup written element by element, one a line, every attribute
/// value and text escaped. Lines are not indented: a deep tree would
/// otherwise make the picture's size grow with the square of its depth.
struct SVGWriter {
    private(set) var markup = ""

    /// Starts an element that holds others; `close` ends it.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        writeTag(name, attributes)
        markup += ">\n"
    }

    /// Ends the element `open` started.
    mutating func close(_ name: String) {
        markup += "</" + name + ">\n"
    }

    /// An element with no content.
    mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        writeTag(name, attributes)
        markup += "/>\n"
    }

    /// An element holding text.
    mutating func text(_ name: String, _ attributes: [(String, String)], _ content: String) {
        writeTag(name, attributes)
        markup += ">" + content.xmlEscaped + "</" + name + ">\n"
    }

    /// Text written as it is: the XML declaration, a fixed prologue.
    mutating func raw(_ text: String) {
        markup += text
    }

    private mutating func writeTag(_ name: String, _ attributes: [(String, String)]) {
        markup += "<" + name
        for (key, value) in attributes {
            markup += " " + key + "=\"" + value.xmlEscaped + "\""
        }
    }
}
