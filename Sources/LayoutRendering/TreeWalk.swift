import AutoLayout
import Foundation

/// A depth-first walk of a view subtree, with each item's rectangle in the
/// coordinates of the subtree's top view: a view, then its layout guides,
/// then its subviews back to front, then the view is left. It keeps its
/// own stack instead of recursing, as trees can be deeper than the call stack.
enum TreeWalk {
    enum Step {
        /// A view and its rectangle; the top view's is its bounds.
        case enter(LayoutView, rect: CGRect)
        /// A layout guide of the view last entered, and its rectangle.
        case guide(LayoutGuide, rect: CGRect)
        /// The view's guides and subviews are done.
        case leave(LayoutView, rect: CGRect)
    }

    /// What the walk still has to do, kept on a stack instead of recursing, as trees can be deep.
    private enum Visit {
        case view(LayoutView, superviewOrigin: CGPoint, depth: Int)
        case leave(LayoutView, rect: CGRect, depth: Int)
    }

    /// Calls `body` with each step and the depth of the view it concerns
    /// (0 for the top view; a guide has its view's depth). With
    /// `skippingHidden`, a hidden view below the top and its subtree are left out.
    static func walk(_ top: LayoutView, skippingHidden: Bool = false, _ body: (Step, _ depth: Int) -> Void) {
        var stack: [Visit] = [.view(top, superviewOrigin: .zero, depth: 0)]
        while let visit = stack.popLast() {
            switch visit {
            case let .leave(view, rect, depth):
                body(.leave(view, rect: rect), depth)
            case let .view(view, _, _) where skippingHidden && view.isHidden && view !== top:
                continue
            case let .view(view, superviewOrigin, depth):
                let frame = view === top ? view.bounds : view.frame
                let rect = CGRect(
                    x: superviewOrigin.x + frame.origin.x, y: superviewOrigin.y + frame.origin.y,
                    width: frame.size.width, height: frame.size.height)
                body(.enter(view, rect: rect), depth)
                for guide in view.layoutGuides {
                    let frame = guide.layoutFrame
                    body(
                        .guide(
                            guide,
                            rect: CGRect(
                                x: rect.origin.x + frame.origin.x, y: rect.origin.y + frame.origin.y,
                                width: frame.size.width, height: frame.size.height)), depth)
                }
                stack.append(.leave(view, rect: rect, depth: depth))
                for subview in view.subviews.reversed() {
                    stack.append(.view(subview, superviewOrigin: rect.origin, depth: depth + 1))
                }
            }
        }
    }
}
