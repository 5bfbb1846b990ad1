import AutoLayout
import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An element of a parsed SVG document.
final class SVGElement {
    let name: String
    let attributes: [String: String]
    private(set) var children: [SVGElement] = []
    /// The character data directly inside the element.
    fileprivate(set) var text = ""
    fileprivate(set) weak var parent: SVGElement?

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = attributes
    }

    fileprivate func append(_ child: SVGElement) {
        children.append(child)
        child.parent = self
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// This element and every element inside it, in document order.
    var all: [SVGElement] { [self] + children.flatMap(\.all) }

    /// The classes of the `class` attribute.
    var classes: Set<String> { Set((attributes["class"] ?? "").split(separator: " ").map(String.init)) }

    /// The first child of a name.
    func child(_ name: String) -> SVGElement? { children.first { $0.name == name } }

    /// The group of the item named `name` (its `data-name`).
    func item(_ name: String) -> SVGElement? { all.first { $0.name == "g" && $0["data-name"] == name } }

    /// The `rect` attributes as numbers: x, y, width, height.
    var rect: CGRect? {
        guard let box = child("rect") ?? (name == "rect" ? self : nil),
            let x = box["x"].flatMap(Double.init), let y = box["y"].flatMap(Double.init),
            let width = box["width"].flatMap(Double.init), let height = box["height"].flatMap(Double.init)
        else { return nil }
        return CGRect(x: x, y: y, width: width, height: height)
    }
}

/// Parses an SVG document with Foundation's `XMLParser`; `nil` when it is not well-formed XML.
func parseSVG(_ markup: String) -> SVGElement? {
    let builder = SVGTreeBuilder()
    let parser = XMLParser(data: Data(markup.utf8))
    parser.delegate = builder
    guard parser.parse(), builder.failed == false else { return nil }
    return builder.root
}

private final class SVGTreeBuilder: NSObject, XMLParserDelegate {
    var root: SVGElement?
    var failed = false
    private var open: [SVGElement] = []

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String] = [:]
    ) {
        let element = SVGElement(name: elementName, attributes: attributes)
        if let parent = open.last {
            parent.append(element)
        } else if root == nil {
            root = element
        } else {
            failed = true
        }
        open.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open.last?.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        failed = true
    }
}

/// A subview with auto layout on, named.
@discardableResult
func addView<View: LayoutView>(_ view: View, _ name: String?, to parent: LayoutView) -> View {
    view.identifier = name
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}
