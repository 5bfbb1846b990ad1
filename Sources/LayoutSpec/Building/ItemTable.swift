import AutoLayout

/// The views and guides a document made, by name, with where each was
/// declared: what constraints look their names up in.
struct ItemTable {
    let file: String
    private(set) var entries: [(name: String, item: LayoutItem)] = []
    private(set) var byName: [String: (item: LayoutItem, position: LayoutDocument.Position?)] = [:]

    init(file: String, root: LayoutView, position: LayoutDocument.Position?) {
        self.file = file
        entries.append(("root", root))
        byName["root"] = (root, position)
    }

    /// Adds an item under a fresh name.
    ///
    /// - Throws: ``LayoutSpecError`` when the name is taken, reserved, or
    ///   not a name constraints can use.
    mutating func add(_ item: LayoutItem, named name: String, at position: LayoutDocument.Position?)
        throws(LayoutSpecError)
    {
        if name == "root" || name == "safe" {
            throw LayoutSpecError(
                file, position, "'\(name)' is reserved: it names the root view or its safe area; choose another name")
        }
        guard let first = name.first, LineScanner.isNameStart(first),
            name.allSatisfy({ LineScanner.isNameStart($0) || LineScanner.isDigit($0) })
        else {
            throw LayoutSpecError(
                file, position, "'\(name)' is not a name: use letters, digits and '_', starting with a letter or '_'")
        }
        if let earlier = byName[name] {
            let line = earlier.position.map { " (first on line \($0.line))" } ?? ""
            throw LayoutSpecError(file, position, "'\(name)' is declared twice\(line)")
        }
        entries.append((name, item))
        byName[name] = (item, position)
    }

    /// The views by name, for visual formats.
    var views: [String: Any] {
        var views: [String: Any] = [:]
        for (name, item) in entries where item is LayoutView { views[name] = item }
        return views
    }

    /// The item an anchor is on: the named view or guide, or a view's own guide.
    ///
    /// - Throws: ``LayoutSpecError`` at the reference when the name is
    ///   unknown, a guide is asked for its own guides, or a guide for a baseline.
    func item(for reference: LayoutDocument.AnchorReference) throws(LayoutSpecError) -> LayoutItem {
        guard let item = byName[reference.item]?.item else {
            throw LayoutSpecError(file, reference.position, "unknown view or guide '\(reference.item)'")
        }
        if let guide = reference.guide {
            guard let view = item as? LayoutView else {
                throw LayoutSpecError(
                    file, reference.position,
                    "'\(reference.item)' is a guide: only views have \(guide.rawValue) guides")
            }
            if reference.attribute.isBaseline {
                throw LayoutSpecError(file, reference.position, "\(reference.text): guides have no baselines")
            }
            switch guide {
            case .safeArea: return view.safeAreaLayoutGuide
            case .margins: return view.layoutMarginsGuide
            case .readable: return view.readableContentGuide
            case .content, .frame:
                guard let scroll = view as? ScrollView else {
                    throw LayoutSpecError(
                        file, reference.position,
                        "'\(reference.item)' is not a scroll view: only scroll views have \(guide.rawValue) guides")
                }
                return guide == .content ? scroll.contentLayoutGuide : scroll.frameLayoutGuide
            }
        }
        if reference.attribute.isBaseline, !(item is LayoutView) {
            throw LayoutSpecError(file, reference.position, "'\(reference.item)' is a guide: guides have no baselines")
        }
        return item
    }

    /// Where an item was declared.
    func position(of item: LayoutItem) -> LayoutDocument.Position? {
        guard let entry = entries.first(where: { $0.item === item }) else { return nil }
        return byName[entry.name]?.position
    }
}
