import AutoLayout
import Foundation

/// A root view of a size, named "root" so descriptions and reports name it.
package func makeRoot(width: CGFloat = 400, height: CGFloat = 300, scale: CGFloat = 1) -> LayoutView {
    let root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.identifier = "root"
    root.contentScaleFactor = scale
    return root
}

/// A plain view, named, not yet in a tree: its autoresizing is still on,
/// as a front end that adds it would find it.
package func view(_ name: String) -> LayoutView {
    let view = LayoutView()
    view.identifier = name
    return view
}
