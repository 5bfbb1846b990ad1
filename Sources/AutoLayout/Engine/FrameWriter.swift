import Foundation

/// Writes solved rectangles into frames during a pass: each view's in its
/// superview's bounds, each guide's in its owning view's, on the pixel grid.
struct FrameWriter {
    let engine: LayoutEngine
    let root: LayoutView
    let scale: CGFloat
    /// The items come grouped under their superviews, so the last
    /// superview's origin is most often the one needed next. The view is
    /// known by identity: none goes away while frames are written.
    private var lastOrigin: (of: ObjectIdentifier, origin: CGPoint)?
    /// The root's origin, apart: a screen's top-level views alternate with
    /// their subviews in the pass, and would evict it at every one.
    private var rootOrigin: CGPoint?

    init(engine: LayoutEngine, root: LayoutView, scale: CGFloat) {
        self.engine = engine
        self.root = root
        self.scale = scale
    }

    mutating func write(_ view: LayoutView) {
        // The tree is read unretained: writing frames runs no other code,
        // and it is done for every view that moved.
        guard view.unretainedRoot.toOpaque() == Unmanaged.passUnretained(root).toOpaque() else { return }
        let superview = view.unretainedSuperview
        var origin = CGPoint.zero
        if let superview { origin = superview._withUnsafeGuaranteedRef { self.origin(ofBoundsOf: $0) } }
        let frame = engine.rect(of: view).pixelEdges(scale: scale).points(relativeTo: origin, scale: scale)
        guard !frame.hasSameOriginAndSize(as: view.storedFrame) else { return }
        // UIKit lays out a view whose size changed, and the superview
        // of one that moved: its layoutSubviews is where frames land.
        if frame.size != view.storedFrame.size { view.mark(.needsLayout) }
        superview?._withUnsafeGuaranteedRef { superview in
            if !superview.passMarks.contains(.needsLayout) { superview.mark(.needsLayout) }
        }
        view.storedFrame = frame
    }

    mutating func write(_ guide: LayoutGuide) {
        guard let owner = guide.owningView, owner.rootView === root else { return }
        let origin = origin(ofBoundsOf: owner)
        guide.layoutFrame = engine.rect(of: guide).pixelEdges(scale: scale).points(relativeTo: origin, scale: scale)
    }

    private mutating func origin(ofBoundsOf view: LayoutView) -> CGPoint {
        if view === root {
            if let rootOrigin { return rootOrigin }
            let origin = engine.pixelOrigin(ofBoundsOf: view, scale: scale)
            rootOrigin = origin
            return origin
        }
        if let lastOrigin, lastOrigin.of == ObjectIdentifier(view) { return lastOrigin.origin }
        let origin = engine.pixelOrigin(ofBoundsOf: view, scale: scale)
        lastOrigin = (ObjectIdentifier(view), origin)
        return origin
    }
}
