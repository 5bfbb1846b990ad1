extension LayoutConstraint {
    /// The nearest common ancestor of the views the constraint reads (a
    /// guide standing for its owning view), in whose coordinates UIKit
    /// measures positions related with a multiplier; `nil` when an item is
    /// gone or the items are in different trees.
    var container: LayoutView? {
        var container: LayoutView?
        for item in items {
            guard let host = item.hostView else { return nil }
            guard let current = container else {
                container = host
                continue
            }
            guard let common = current.nearestCommonAncestor(with: host) else { return nil }
            container = common
        }
        return container
    }
}

extension LayoutView {
    /// The nearest view that is this view or one of its ancestors and also
    /// `other` or one of its ancestors.
    func nearestCommonAncestor(with other: LayoutView) -> LayoutView? {
        var candidate: LayoutView? = self
        while let view = candidate {
            if other.isDescendant(of: view) { return view }
            candidate = view.superview
        }
        return nil
    }
}
