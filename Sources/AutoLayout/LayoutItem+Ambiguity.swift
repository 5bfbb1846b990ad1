import Cassowary

extension LayoutItem {
    /// The parts of the item's frame its constraints leave free, in the
    /// order `x`, `y`, `width`, `height`: empty when the layout is fully
    /// determined or the item is in no tree. Guides are probed through
    /// their owning view's engine, views through their own.
    package var ambiguousFrameParts: [String] {
        guard let engine = hostView?.rootView.engineStorage else { return [] }
        return engine.ambiguousParts(of: [self]).map(\.part.frameName)
    }
}
