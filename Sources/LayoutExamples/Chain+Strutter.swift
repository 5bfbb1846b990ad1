import Foundation
import Strutter

extension Chain {
    /// The chain built with Strutter's operators, each constraint active
    /// as soon as it is written and each view added just before its first
    /// constraint. (Strutter activates one expression at a time, so views
    /// added earlier would wait with autoresizing on: the engine would make
    /// their autoresizing constraints at the first activation and unmake
    /// them view by view, four times the cost for 1,000 views, as in UIKit.)
    public static func strutter(count: Int) -> Chain {
        let chain = Chain(count: count)
        let (root, views) = (chain.root, chain.views)
        if let first = views.first {
            root.addSubview(first)
            first.topAnchor |=| root.topAnchor
            first.leadingAnchor |=| root.leadingAnchor
        }
        for (previous, next) in zip(views, views.dropFirst()) {
            root.addSubview(next)
            next.topAnchor |=| (previous.bottomAnchor, 8)
        }
        root.layoutIfNeeded()
        return chain
    }
}
