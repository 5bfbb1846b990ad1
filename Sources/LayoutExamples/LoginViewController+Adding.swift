import AutoLayout

extension LoginViewController {
    /// Adds the views and guides to the root as they are, autoresizing on,
    /// for a front end that turns it off on the views it constrains.
    func addViewsAndGuides() throws(LayoutError) {
        for (_, subview) in screen.views.dropFirst() { view.addSubview(subview) }
        for guide in [allItemsBoundaryGuide, buttonGuide, secondaryButtonGuide] { view.addLayoutGuide(guide) }
    }
}
