import Foundation
import Strutter

extension Chain {
    /// The chain built with Strutter's operators, each constraint active
    /// as soon as it is written (autoresizing goes off view by view).
    public static func strutter(count: Int) -> Chain {
        let chain = Chain(count: count)
        let (root, views) = (chain.root, chain.views)
        for view in views { root.addSubview(view) }
        if let first = views.first {
            first.topAnchor |=| root.topAnchor
            first.leadingAnchor |=| root.leadingAnchor
        }
        for (previous, next) in zip(views, views.dropFirst()) {
            next.topAnchor |=| (previous.bottomAnchor, 8)
        }
        root.layoutIfNeeded()
        return chain
    }
}
