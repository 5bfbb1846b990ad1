extension LayoutViewController {
    /// Adds a child controller, as UIKit's `addChild(_:)`: it calls the
    /// child's ``willMove(toParent:)`` first; add the child's view to the
    /// hierarchy yourself, then call its ``didMove(toParent:)``, as in UIKit.
    /// A child of another controller moves here.
    ///
    /// ```swift
    /// addChild(player)
    /// view.addSubview(player.view)
    /// player.view.translatesAutoresizingMaskIntoConstraints = false
    /// // constraints for player.view
    /// player.didMove(toParent: self)
    /// ```
    public func addChild(_ child: LayoutViewController) {
        guard child !== self, child.parent !== self else { return }
        child.willMove(toParent: self)
        child.detachFromParent()
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent, as UIKit's
    /// `removeFromParent()`: call ``willMove(toParent:)`` with `nil` and
    /// remove the view first; this calls ``didMove(toParent:)`` with `nil`.
    public func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        didMove(toParent: nil)
    }

    private func detachFromParent() {
        parent?.children.removeAll { $0 === self }
        parent = nil
    }
}
