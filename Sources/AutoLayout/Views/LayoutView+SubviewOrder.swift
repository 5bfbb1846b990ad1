extension LayoutView {
    /// Moves a subview to the front (the end of ``subviews``), as UIKit's
    /// `bringSubviewToFront(_:)`; a view that is not a subview is ignored.
    public func bringSubviewToFront(_ view: LayoutView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back (the start of ``subviews``), as UIKit's
    /// `sendSubviewToBack(_:)`; a view that is not a subview is ignored.
    public func sendSubviewToBack(_ view: LayoutView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Inserts a view just above a subview in the order, as UIKit's
    /// `insertSubview(_:aboveSubview:)`; when `siblingSubview` is not a
    /// subview, the view goes on top.
    public func insertSubview(_ view: LayoutView, aboveSubview siblingSubview: LayoutView) {
        insertSubview(view, at: index(afterMoving: view, nextTo: siblingSubview, above: true))
    }

    /// Inserts a view just below a subview in the order, as UIKit's
    /// `insertSubview(_:belowSubview:)`; when `siblingSubview` is not a
    /// subview, the view goes on top.
    public func insertSubview(_ view: LayoutView, belowSubview siblingSubview: LayoutView) {
        insertSubview(view, at: index(afterMoving: view, nextTo: siblingSubview, above: false))
    }

    /// Swaps two subviews in the order, as UIKit's
    /// `exchangeSubview(at:withSubviewAt:)`; an index out of range is
    /// reported and nothing changes.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            layoutIssueHandler(
                .error(
                    .invalidHierarchy(
                        reason:
                            "cannot exchange subviews \(index1) and \(index2) of \(debugName), which has \(subviews.count)"
                    )))
            return
        }
        subviews.swapAt(index1, index2)
    }

    /// The index `view` takes beside `sibling` once taken out of the list
    /// if it is already in it.
    private func index(afterMoving view: LayoutView, nextTo sibling: LayoutView, above: Bool) -> Int {
        let others = subviews.filter { $0 !== view }
        guard let position = others.firstIndex(where: { $0 === sibling }) else { return others.count }
        return above ? position + 1 : position
    }
}
