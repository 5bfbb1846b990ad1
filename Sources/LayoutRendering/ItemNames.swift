import AutoLayout

/// Names for pictures and snapshots that are the same on every run: an
/// item's own identifier, never the address `debugName` falls back to,
/// or else its type. Type names are kept once made, as making one looks
/// up the type's conformances and costs more than drawing the item.
struct ItemNames {
    private var kinds: [ObjectIdentifier: String] = [:]
    private var attributes: [LayoutAttribute: String] = [:]

    /// The item's identifier, or `nil` when it has none (or an empty one).
    /// A view's own margins or safe-area guide has its view's name in front
    /// when `qualified` (`card.layoutMarginsGuide`).
    mutating func identifier(of item: LayoutItem, qualified: Bool) -> String? {
        if let view = item as? LayoutView { return view.identifier?.isEmpty == false ? view.identifier : nil }
        guard let guide = item as? LayoutGuide, !guide.identifier.isEmpty else { return nil }
        guard qualified, guide.isViewsOwnGuide, let owner = guide.owningView else { return guide.identifier }
        return name(of: owner) + "." + guide.identifier
    }

    /// The identifier, or the item's type when it has none (`Label`).
    mutating func name(of item: LayoutItem) -> String {
        identifier(of: item, qualified: true) ?? kind(of: item)
    }

    /// The item's type, without its module: `LayoutView`, `Label`, `LayoutGuide`.
    mutating func kind(of item: LayoutItem) -> String {
        let key = ObjectIdentifier(type(of: item))
        if let kind = kinds[key] { return kind }
        let kind = String(describing: type(of: item))
        kinds[key] = kind
        return kind
    }

    /// The attribute's name as descriptions write it (`top`), kept once
    /// made for the same reason.
    mutating func name(of attribute: LayoutAttribute) -> String {
        if let name = attributes[attribute] { return name }
        let name = attribute.name
        attributes[attribute] = name
        return name
    }
}
