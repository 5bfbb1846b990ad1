import AutoLayout
import Foundation

/// Draws a laid-out view tree as a standalone SVG picture, as a design tool
/// shows a screen: each visible view a rectangle at its frame, labels, buttons and
/// text fields with their text at their font size, layout guides dashed,
/// and on request the margins, the safe area and the constraints.
///
/// Views whose layout is ambiguous, and the constraints of the tree's
/// last unsatisfiable report (`LayoutView.lastUnsatisfiableConstraintsReport`),
/// are drawn in red. The picture is valid XML with every name and text
/// escaped, opens in any browser, and is stable: the same tree gives the
/// same bytes on every machine (numbers to a thousandth of a point, no
/// locale, items in tree order, constraints in activation order).
///
/// ```swift
/// let svg = SVGRenderer(options: .init(showsConstraints: true)).render(root)
/// try svg.write(toFile: "screen.svg", atomically: true, encoding: .utf8)
/// ```
public struct SVGRenderer: Sendable, Hashable {
    /// What a picture shows besides the views.
    public struct Options: Sendable, Hashable {
        /// Draws every active constraint made outside the engine whose items
        /// are in the picture, as Interface Builder does: a line between the
        /// related edges labelled with the constant, a bar across the item
        /// for a width or height. Off by default.
        public var showsConstraints: Bool
        /// Shades each view's layout margins. Off by default.
        public var showsLayoutMargins: Bool
        /// Shades the area outside the pictured view's safe area. Off by default.
        public var showsSafeArea: Bool
        /// Draws views whose layout is ambiguous in red. On by default.
        /// It asks each view's `LayoutView.hasAmbiguousLayout`,
        /// which probes the solver: a screen takes milliseconds, but each
        /// probe costs in proportion to the constraints it reaches, so a
        /// long stack of views costs the square of its length (a stack of
        /// 200 cells, 1,000 views, takes a second). Turn it off for large trees.
        public var marksAmbiguousViews: Bool
        /// Draws the constraints of the tree's last unsatisfiable report
        /// (`LayoutView.lastUnsatisfiableConstraintsReport`)
        /// in red, even when ``showsConstraints`` is off. On by default.
        public var marksConflicts: Bool
        /// Draws hidden views (`LayoutView.isHidden`) and their
        /// subviews, which a picture leaves out, as a screen shows none of
        /// them. Off by default; the pictured view itself is drawn either way.
        public var showsHiddenViews: Bool

        /// Creates options; the defaults draw views, text and guides, and
        /// mark ambiguous views and conflicts.
        public init(
            showsConstraints: Bool = false, showsLayoutMargins: Bool = false, showsSafeArea: Bool = false,
            marksAmbiguousViews: Bool = true, marksConflicts: Bool = true, showsHiddenViews: Bool = false
        ) {
            self.showsConstraints = showsConstraints
            self.showsLayoutMargins = showsLayoutMargins
            self.showsSafeArea = showsSafeArea
            self.marksAmbiguousViews = marksAmbiguousViews
            self.marksConflicts = marksConflicts
            self.showsHiddenViews = showsHiddenViews
        }
    }

    /// What the pictures show.
    public var options: Options

    /// Creates a renderer.
    public init(options: Options = Options()) {
        self.options = options
    }

    /// The SVG document of `view` and its subtree, laid out first (as
    /// `LayoutView.layoutIfNeeded()` does). The picture is the
    /// view's bounds: its size gives the document's `width`, `height` and
    /// `viewBox`, and every item is placed in the view's coordinates.
    public func render(_ view: LayoutView) -> String {
        view.layoutIfNeeded()
        var drawing = SVGDrawing(options: options, top: view)
        drawing.draw()
        return drawing.writer.markup
    }
}
