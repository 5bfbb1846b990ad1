import AutoLayout

/// Names for pictures and snapshots that are the same on every run: an
/// item's own identifier, never the address `debugName` falls back to.
enum ItemNames {
    /// The item's identifier, or `nil` when it has none (or an empty one). A view's own
    /// margins or safe-area guide has its view's identifier in front when
    /// `qualified` (`card.layoutMarginsGuide`).
    static func identifier(of item: LayoutItem, qualified: Bool) -> String? {
        if let view = item as? LayoutView { return view.identifier?.isEmpty == false ? view.identifier : nil }
        guard let guide = item as? LayoutGuide, !guide.identifier.isEmpty else { return nil }
        guard qualified, guide.isViewsOwnGuide, let owner = guide.owningView else { return guide.identifier }
        return name(of: owner) + "." + guide.identifier
    }

    /// The identifier, or the item's type when it has none (`Label`).
    static func name(of item: LayoutItem) -> String {
        identifier(of: item, qualified: true) ?? kind(of: item)
    }

    /// The item's type, without its module: `LayoutView`, `Label`, `LayoutGuide`.
    static func kind(of item: LayoutItem) -> String {
        String(describing: type(of: item))
    }
}
