import AutoLayout
import Foundation

/// One picture being drawn: the document, and each item's rectangle in the
/// pictured view's coordinates, which constraints are drawn between.
struct SVGDrawing {
    let options: SVGRenderer.Options
    /// The pictured view: its bounds are the picture.
    let top: LayoutView
    var writer = SVGWriter()
    var names = ItemNames()
    var rects: [ObjectIdentifier: CGRect] = [:]
    /// The views drawn as ambiguous, found for the whole picture at once.
    let ambiguousViews: Set<ObjectIdentifier>

    init(options: SVGRenderer.Options, top: LayoutView) {
        self.options = options
        self.top = top
        ambiguousViews = options.marksAmbiguousViews ? top.ambiguousViewsInSubtree() : []
    }

    mutating func draw() {
        let size = top.bounds.standardized.size
        let width = decimalText(size.width), height = decimalText(size.height)
        writer.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        writer.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("version", "1.1"),
                ("width", width), ("height", height), ("viewBox", "0 0 \(width) \(height)"),
                ("font-family", SVGPalette.fontFamily),
            ])
        writer.empty("rect", [("width", width), ("height", height), ("fill", SVGPalette.background)])
        TreeWalk.walk(top, skippingHidden: !options.showsHiddenViews) { step, _ in
            switch step {
            case let .enter(view, rect): enter(view, rect)
            case let .guide(guide, rect): drawGuide(guide, rect)
            case let .leave(view, rect): leave(view, rect)
            }
        }
        drawConstraints()
        writer.close("svg")
    }

    /// Opens the view's group: its rectangle, then its text or name.
    private mutating func enter(_ view: LayoutView, _ rect: CGRect) {
        rects[ObjectIdentifier(view)] = rect
        let ambiguous = ambiguousViews.contains(ObjectIdentifier(view))
        // A stack view draws nothing of its own in UIKit: it is drawn as the
        // container it is, dashed like a guide.
        let isStack = view is StackView
        openItem(view, class: (isStack ? "stack" : "view") + (ambiguous ? " ambiguous" : ""))
        let fill: [(String, String)] =
            isStack
            ? [("fill", "none"), ("stroke-dasharray", SVGPalette.guideDashes)]
            : [("fill", SVGPalette.viewFill), ("fill-opacity", SVGPalette.viewFillOpacity)]
        writer.empty(
            "rect",
            rectangle(rect) + fill + [
                ("stroke", ambiguous ? SVGPalette.issue : SVGPalette.viewStroke),
                ("stroke-width", ambiguous ? "2" : "1"),
            ])
        if !drawContent(of: view, in: rect) { drawCaption(of: view, in: rect, color: SVGPalette.caption) }
    }

    /// Shades the view's margins and, for the pictured view, what lies
    /// outside its safe area, over its subviews; then closes its group.
    private mutating func leave(_ view: LayoutView, _ rect: CGRect) {
        if options.showsLayoutMargins {
            shade(rect, inset: view.layoutMargins, class: "margins", color: SVGPalette.margins)
        }
        if options.showsSafeArea, view === top {
            shade(rect, inset: view.safeAreaInsets, class: "safe-area", color: SVGPalette.safeArea)
        }
        writer.close("g")
    }

    private mutating func drawGuide(_ guide: LayoutGuide, _ rect: CGRect) {
        rects[ObjectIdentifier(guide)] = rect
        openItem(guide, class: "guide")
        writer.empty(
            "rect",
            rectangle(rect) + [
                ("fill", "none"), ("stroke", SVGPalette.guide), ("stroke-width", "1"),
                ("stroke-dasharray", SVGPalette.guideDashes),
            ])
        drawCaption(of: guide, in: rect, color: SVGPalette.guide)
        writer.close("g")
    }

    /// Opens an item's group, named by its identifier (`data-name`), with
    /// its name as the tooltip a browser shows.
    private mutating func openItem(_ item: LayoutItem, class kind: String) {
        let identifier = names.identifier(of: item, qualified: true), type = names.kind(of: item)
        var attributes = [("class", kind)]
        if let identifier { attributes.append(("data-name", identifier)) }
        attributes.append(("data-kind", type))
        writer.open("g", attributes)
        writer.text("title", [], identifier ?? type)
    }

    /// The item's identifier in small type at its top left corner.
    private mutating func drawCaption(of item: LayoutItem, in rect: CGRect, color: String) {
        guard let name = names.identifier(of: item, qualified: false), !name.isEmpty else { return }
        let frame = rect.standardized
        writer.text(
            "text",
            [
                ("class", "caption"), ("x", decimalText(frame.minX + 2)), ("y", decimalText(frame.minY + 8)),
                ("font-size", "7"), ("fill", color),
            ], name)
    }

    /// A band between the rectangle and the rectangle inset by `insets`.
    private mutating func shade(_ rect: CGRect, inset insets: EdgeInsets, class kind: String, color: String) {
        let outer = rect.standardized
        let inner = CGRect(
            x: outer.minX + insets.left, y: outer.minY + insets.top,
            width: outer.width - insets.left - insets.right,
            height: outer.height - insets.top - insets.bottom)
        writer.empty(
            "path",
            [
                ("class", kind), ("d", outline(outer) + " " + outline(inner)), ("fill", color),
                ("fill-opacity", SVGPalette.shadingOpacity), ("fill-rule", "evenodd"),
            ])
    }

    private func outline(_ rect: CGRect) -> String {
        "M\(decimalText(rect.minX)) \(decimalText(rect.minY))H\(decimalText(rect.maxX))"
            + "V\(decimalText(rect.maxY))H\(decimalText(rect.minX))Z"
    }

    /// The attributes of a `rect` element. A size that required constraints
    /// made negative is drawn from the other edge: SVG takes no negative size.
    func rectangle(_ rect: CGRect) -> [(String, String)] {
        let frame = rect.standardized
        return [
            ("x", decimalText(frame.minX)), ("y", decimalText(frame.minY)),
            ("width", decimalText(frame.width)), ("height", decimalText(frame.height)),
        ]
    }
}
