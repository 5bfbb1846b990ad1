import ConstraintBuilder
import Foundation

extension Chain {
    /// The chain built with ConstraintBuilder's `Constraints { }`, activated
    /// in one batch that turns the views' autoresizing off.
    public static func constraintBuilder(count: Int) throws(LayoutError) -> Chain {
        let chain = Chain(count: count)
        let (root, views) = (chain.root, chain.views)
        for view in views { root.addSubview(view) }
        try Constraints {
            if let first = views.first {
                first.top == root.top
                first.leading == root.leading
            }
            for (previous, next) in zip(views, views.dropFirst()) {
                next.top == previous.bottom + 8
            }
        }.activateOrThrow()
        root.layoutIfNeeded()
        return chain
    }
}
