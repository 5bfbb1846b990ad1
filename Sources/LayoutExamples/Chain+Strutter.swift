import Foundation
import Strutter

extension Chain {
    /// The chain built with Strutter's operators, each constraint active
    /// as soon as it is written and each view added just before its first
    /// constraint. (Views added all first cost no more: a constraint
    /// activated alone makes the frame constraints of the views it reads
    /// only, so a view whose first constraint turns autoresizing off never
    /// gets any.)
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
