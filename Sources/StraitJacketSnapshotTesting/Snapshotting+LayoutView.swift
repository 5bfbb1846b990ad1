#if SnapshotTesting
import AutoLayout
import Foundation
import LayoutRendering
import SnapshotTesting

extension Snapshotting where Value: LayoutView, Format == String {
    /// The frame of every view and layout guide in the view's subtree, as
    /// it stands, laid out first: the aligned text table of
    /// `layoutSnapshot()`, recorded as a `.txt` file and compared line by
    /// line, so a failure shows the rows that moved. The text is the same
    /// on every machine and every run.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .frames)
    /// ```
    public static var frames: Snapshotting {
        framesSnapshotting { $0.layoutSnapshot() }
    }

    /// The frames with the view as the root of a device's screen: its size,
    /// safe area, scale and size classes, with `traits` added (a layout
    /// direction, say). The view is taken off the screen afterwards with
    /// its frame as it was. A view with a superview is snapshotted where it
    /// stands, as `frames` does.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .frames(on: .iPhone13, traits: UITraitCollection(layoutDirection: .rightToLeft)))
    /// ```
    public static func frames(on config: ViewLayoutConfig, traits: TraitCollection = TraitCollection()) -> Snapshotting
    {
        framesSnapshotting { DeviceScreen.snapshot($0, on: config, traits: traits) { $0.layoutSnapshot() } }
    }

    /// The view's subtree as it stands, drawn by `SVGRenderer` with its
    /// default options (views, text, guides, ambiguity and conflicts in
    /// red), recorded as an `.svg` file that opens in any browser and
    /// compared line by line.
    public static var svg: Snapshotting {
        svg(options: SVGRenderer.Options())
    }

    /// The picture as it stands, showing what `options` asks for:
    /// constraints, layout margins, the safe area, ambiguous views.
    ///
    /// ```swift
    /// assertSnapshot(of: card, as: .svg(options: .init(showsConstraints: true, showsLayoutMargins: true)))
    /// ```
    public static func svg(options: SVGRenderer.Options) -> Snapshotting {
        svgSnapshotting { SVGRenderer(options: options).render($0) }
    }

    /// The picture with the view as the root of a device's screen, as
    /// `frames(on:traits:)` lays it out.
    public static func svg(
        on config: ViewLayoutConfig, traits: TraitCollection = TraitCollection(),
        options: SVGRenderer.Options = SVGRenderer.Options()
    ) -> Snapshotting {
        svgSnapshotting { view in
            DeviceScreen.snapshot(view, on: config, traits: traits) { SVGRenderer(options: options).render($0) }
        }
    }

    private static func framesSnapshotting(_ text: @escaping (LayoutView) -> String) -> Snapshotting {
        Snapshotting(pathExtension: "txt", diffing: .lines) { text($0) }
    }

    private static func svgSnapshotting(_ markup: @escaping (LayoutView) -> String) -> Snapshotting {
        Snapshotting(pathExtension: "svg", diffing: .lines) { markup($0) }
    }
}
#endif
