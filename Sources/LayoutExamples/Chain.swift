import Foundation
import StraitJacket

/// A column of views, each 8 points below the one before, built with
/// anchors or with StraitJacket's `Restraint`: the same constraints either
/// way, so their costs compare (the front end's benchmark).
public final class Chain {
    /// The root view, 400 points wide and tall enough for the column.
    public let root: LayoutView
    /// The views, top to bottom, 20 x 20 points each.
    public let views: [LayoutView]

    init(count: Int) {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: CGFloat(max(count, 0)) * 28))
        views = (0..<max(count, 0)).map { _ in
            let view = LayoutView()
            view.fixedIntrinsicContentSize = CGSize(width: 20, height: 20)
            return view
        }
    }

    /// The chain built with anchors: each view added with autoresizing off,
    /// the first pinned to the root's top and leading edge, each next
    /// view's top 8 below the previous bottom, activated in one batch.
    public static func anchors(count: Int) throws(LayoutError) -> Chain {
        let chain = Chain(count: count)
        var constraints: [LayoutConstraint] = []
        constraints.reserveCapacity(count + 1)
        for view in chain.views {
            view.translatesAutoresizingMaskIntoConstraints = false
            chain.root.addSubview(view)
        }
        if let first = chain.views.first {
            constraints.append(first.topAnchor.constraint(equalTo: chain.root.topAnchor))
            constraints.append(first.leadingAnchor.constraint(equalTo: chain.root.leadingAnchor))
        }
        for (previous, next) in zip(chain.views, chain.views.dropFirst()) {
            constraints.append(next.topAnchor.constraint(equalTo: previous.bottomAnchor, constant: 8))
        }
        LayoutConstraint.activate(constraints)
        chain.root.layoutIfNeeded()
        return chain
    }

    /// The same chain built with a `Restraint`.
    public static func restraint(count: Int) throws(LayoutError) -> Chain {
        let chain = Chain(count: count)
        let restraint = Restraint(chain.root, items: chain.views)
            .alignItems(Array(chain.views.prefix(1)), to: [.top, .leading])
            .chainVertically(chain.views)
        try restraint.activateOrThrow()
        chain.root.layoutIfNeeded()
        return chain
    }
}
