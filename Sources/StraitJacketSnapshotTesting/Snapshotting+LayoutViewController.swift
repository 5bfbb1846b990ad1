#if SnapshotTesting
import AutoLayout
import Foundation
import LayoutRendering
import SnapshotTesting

extension Snapshotting where Value: LayoutViewController, Format == String {
    /// The frames of the controller's view and everything in it, as the
    /// view stands (loaded first, as `view` loads it): see
    /// `frames`.
    public static var frames: Snapshotting {
        Snapshotting<LayoutView, String>.frames.pullback { $0.view }
    }

    /// The frames with the controller's view as the root of a device's
    /// screen, as a window holds it on iOS; the controller hears of the
    /// traits in `traitCollectionDidChange(_:)`, and its root view's
    /// minimum margins follow the size class. A view not loaded yet is
    /// loaded at the device's size, so what `viewDidLoad()` constrains
    /// meets a view of the screen's size rather than of no size.
    ///
    /// ```swift
    /// assertSnapshot(of: LoginViewController(), as: .frames(on: .iPhone13(.landscape)))
    /// ```
    public static func frames(on config: ViewLayoutConfig, traits: TraitCollection = TraitCollection()) -> Snapshotting
    {
        Snapshotting<LayoutView, String>.frames(on: config, traits: traits).pullback {
            DeviceScreen.loadView(of: $0, on: config)
        }
    }

    /// The picture of the controller's view as it stands, with the default options.
    public static var svg: Snapshotting {
        Snapshotting<LayoutView, String>.svg.pullback { $0.view }
    }

    /// The picture of the controller's view as it stands, showing what `options` asks for.
    public static func svg(options: SVGRenderer.Options) -> Snapshotting {
        Snapshotting<LayoutView, String>.svg(options: options).pullback { $0.view }
    }

    /// The picture of the controller's view on a device's screen, loaded
    /// as `frames(on:traits:)` loads it.
    public static func svg(
        on config: ViewLayoutConfig, traits: TraitCollection = TraitCollection(),
        options: SVGRenderer.Options = SVGRenderer.Options()
    ) -> Snapshotting {
        Snapshotting<LayoutView, String>.svg(on: config, traits: traits, options: options).pullback {
            DeviceScreen.loadView(of: $0, on: config)
        }
    }
}
#endif
