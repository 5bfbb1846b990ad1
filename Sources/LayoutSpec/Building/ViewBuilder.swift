import AutoLayout
import Foundation
import LayoutBuilding

/// Makes the document's root and its views and guides, nested as the
/// document nests them, each named after its item, with every number
/// checked against the engine's limits first (so nothing is reported
/// through an issue handler instead of thrown).
struct ViewBuilder {
    let document: LayoutDocument
    private var file: String { document.file }

    init(_ document: LayoutDocument) {
        self.document = document
    }

    /// The root, laid out by nothing yet, and the table of its items.
    func build() throws(LayoutSpecError) -> (root: LayoutView, items: ItemTable) {
        let settings = document.root
        let at = settings.position
        try check(settings.width, "root width", in: LayoutLimits.lengths, at: at)
        try check(settings.height, "root height", in: LayoutLimits.lengths, at: at)
        try check(settings.scale, "scale", in: LayoutLimits.contentScaleFactors, at: at)
        try check(settings.safeArea, "safe area", at: at)
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: settings.width, height: settings.height))
        root.identifier = "root"
        root.contentScaleFactor = CGFloat(settings.scale)
        root.userInterfaceLayoutDirection = settings.direction == .leftToRight ? .leftToRight : .rightToLeft
        root.safeAreaInsets = edgeInsets(settings.safeArea)
        if let margins = settings.margins {
            try check(margins, "margins", at: at)
            root.layoutMargins = edgeInsets(margins)
        }
        var table = ItemTable(file: file, root: root, position: at)
        for item in document.items { try add(item, to: root, table: &table, depth: 1) }
        return (root, table)
    }

    private func add(_ spec: LayoutDocument.Item, to parent: LayoutView, table: inout ItemTable, depth: Int)
        throws(LayoutSpecError)
    {
        let at = spec.position
        guard depth <= DocumentParser.maximumNesting else {
            throw LayoutSpecError(file, at, "views nest more than \(DocumentParser.maximumNesting) deep")
        }
        if spec.kind == .guide {
            try checkNone(
                spec,
                has: spec.text != nil || spec.font != nil || spec.lines != nil || spec.intrinsicSize != nil
                    || spec.margins != nil || !spec.children.isEmpty, "a guide has only a name")
            let guide = LayoutGuide(identifier: spec.name)
            try table.add(guide, named: spec.name, at: at)
            do { try parent.addLayoutGuideOrThrow(guide) } catch { throw LayoutSpecError(file, at, "\(error)") }
            return
        }
        let view = try makeView(spec)
        view.identifier = spec.name
        if let margins = spec.margins {
            try check(margins, "margins", at: at)
            view.layoutMargins = edgeInsets(margins)
        }
        try table.add(view, named: spec.name, at: at)
        let location = SourceLocation(fileNamed: file, line: at?.line ?? 1)
        do { try ItemAdding.insert(view, into: parent, at: parent.subviews.count, location: location) } catch {
            throw LayoutSpecError(file, at, "\(error)")
        }
        // A stack arranges its subviews in the order the file gives them.
        if let stack = parent as? StackView { stack.addArrangedSubview(view) }
        for child in spec.children { try add(child, to: view, table: &table, depth: depth + 1) }
    }

    private func makeView(_ spec: LayoutDocument.Item) throws(LayoutSpecError) -> LayoutView {
        let at = spec.position
        let kind = spec.kind.rawValue
        if spec.kind != .view {
            try checkNone(
                spec, has: spec.intrinsicSize != nil,
                "a \(kind) sizes itself to its text; only a view takes 'intrinsic'")
        }
        if spec.kind != .label { try checkNone(spec, has: spec.lines != nil, "only a label has lines") }
        let font = try self.font(spec.font, default: spec.kind == .button ? 15 : 17, at: at)
        switch spec.kind {
        case .label:
            let label = Label(text: spec.text ?? "", font: font)
            if let lines = spec.lines {
                guard lines >= 0 else {
                    throw LayoutSpecError(file, at, "lines must be 0 or more (0: as many as the text needs)")
                }
                label.numberOfLines = lines
            }
            return label
        case .button:
            return Button(title: spec.text ?? "", font: font)
        case .scroll:
            return ScrollView()
        case .stack:
            return try stackView(spec.stack ?? LayoutDocument.Stack(), at: at)
        case .image:
            // Without a size it shows no image, and has no size of its own, as UIKit's.
            guard let size = spec.imageSize, let width = size.width, let height = size.height else {
                return ImageView(image: nil)
            }
            try check(width, "image width", in: LayoutLimits.lengths, at: at)
            try check(height, "image height", in: LayoutLimits.lengths, at: at)
            return ImageView(image: Image(size: CGSize(width: width, height: height)))
        case .field:
            // The rounded style, which form fields in UIKit code set: a
            // field made in code is borderless until told otherwise.
            let field = TextField(placeholder: spec.text, font: font)
            field.borderStyle = .roundedRect
            return field
        default:
            try checkNone(
                spec, has: spec.text != nil || spec.font != nil,
                "a view has no text or font; use a label, button or field")
            let view = LayoutView()
            if let size = spec.intrinsicSize {
                let width = size.width ?? Double(LayoutView.noIntrinsicMetric)
                let height = size.height ?? Double(LayoutView.noIntrinsicMetric)
                if size.width != nil { try check(width, "intrinsic width", in: LayoutLimits.lengths, at: at) }
                if size.height != nil { try check(height, "intrinsic height", in: LayoutLimits.lengths, at: at) }
                view.fixedIntrinsicContentSize = CGSize(width: width, height: height)
            }
            return view
        }
    }

    /// A stack view with the file's settings; the parser let through only
    /// the words each setting takes.
    private func stackView(_ settings: LayoutDocument.Stack, at: LayoutDocument.Position?) throws(LayoutSpecError)
        -> StackView
    {
        let stack = StackView()
        stack.axis = settings.axis == "vertical" ? .vertical : .horizontal
        let distributions = LayoutDocument.Stack.distributions
        stack.distribution = StackView.Distribution.allCases[distributions.firstIndex(of: settings.distribution) ?? 0]
        stack.alignment =
            switch settings.alignment {
            case "leading", "top": .leading
            case "firstBaseline": .firstBaseline
            case "center": .center
            case "trailing", "bottom": .trailing
            case "lastBaseline": .lastBaseline
            default: .fill
            }
        try check(settings.spacing, "spacing", in: LayoutLimits.coordinates, at: at)
        stack.spacing = CGFloat(settings.spacing)
        return stack
    }

    private func font(_ spec: LayoutDocument.Font?, default size: Double, at: LayoutDocument.Position?)
        throws(LayoutSpecError) -> Font
    {
        guard let spec else { return .systemFont(ofSize: CGFloat(size)) }
        try check(spec.size, "font size", in: LayoutLimits.lengths, at: at)
        return Font(size: CGFloat(spec.size), weight: spec.bold ? .bold : .regular)
    }

    private func checkNone(_ spec: LayoutDocument.Item, has: Bool, _ message: String) throws(LayoutSpecError) {
        if has { throw LayoutSpecError(file, spec.position, message) }
    }

    private func check(_ insets: LayoutDocument.Insets, _ what: String, at: LayoutDocument.Position?)
        throws(LayoutSpecError)
    {
        for (edge, value) in [
            ("top", insets.top), ("left", insets.left), ("bottom", insets.bottom), ("right", insets.right),
        ] {
            try check(value, "\(what) \(edge)", in: LayoutLimits.coordinates, at: at)
        }
    }

    private func check(_ value: Double, _ what: String, in range: ClosedRange<CGFloat>, at: LayoutDocument.Position?)
        throws(LayoutSpecError)
    {
        guard !range.contains(CGFloat(value)) else { return }
        throw LayoutSpecError(
            file, at,
            "the \(what) \(numberText(value)) is outside "
                + "\(numberText(Double(range.lowerBound)))...\(numberText(Double(range.upperBound)))")
    }

    private func edgeInsets(_ insets: LayoutDocument.Insets) -> EdgeInsets {
        EdgeInsets(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }
}
