#if SnapshotTesting
import AutoLayout
import Foundation

/// A screen a root view is put on for one snapshot, as a window is on iOS:
/// the screen is the tree's root, with the device's size, scale, safe area,
/// direction and size classes, and the view fills it. Taking the view off
/// gives it back its frame and autoresizing: the view's own settings are
/// never changed, so snapshots on several devices in a row do not leak
/// into one another.
enum DeviceScreen {
    /// `body`'s answer with `view` laid out on `config` with `traits` added
    /// to the device's. A view that has a superview stays where it is: its
    /// tree decides its size and traits.
    static func snapshot(
        _ view: LayoutView, on config: ViewLayoutConfig, traits: TraitCollection,
        _ body: (LayoutView) -> String
    ) -> String {
        guard view.superview == nil else { return body(view) }
        let screen = makeScreen(
            for: view, config: config,
            traits: TraitCollection(traitsFrom: [config.traits, traits]))
        let frame = view.frame, translates = view.translatesAutoresizingMaskIntoConstraints
        screen.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = true
        view.frame = screen.bounds
        defer {
            view.removeFromSuperview()
            view.translatesAutoresizingMaskIntoConstraints = translates
            view.frame = frame
        }
        return body(view)
    }

    /// Loads the controller's view at the device's size, if it is not
    /// loaded yet, as `loadViewIfNeeded()` does but with the size set
    /// between `loadView()` and `viewDidLoad()`. The engine checks
    /// constraints as they are activated, so a column of fixed width made
    /// in `viewDidLoad()` would conflict with a view of no size, where
    /// UIKit, which solves only at layout time, reports nothing.
    static func loadView(of controller: LayoutViewController, on config: ViewLayoutConfig) -> LayoutView {
        if !controller.isViewLoaded, let size = config.size {
            controller.loadView()
            let view = controller.viewIfLoaded ?? LayoutView()
            if !controller.isViewLoaded { controller.view = view }
            view.frame = CGRect(origin: .zero, size: size)
            controller.viewDidLoad()
        }
        return controller.view
    }

    /// The root the device stands for. Traits the config leaves unspecified
    /// keep the view's scale and direction and the size's size classes.
    private static func makeScreen(
        for view: LayoutView, config: ViewLayoutConfig,
        traits: TraitCollection
    ) -> LayoutView {
        let screen = LayoutView(frame: CGRect(origin: .zero, size: config.size ?? view.bounds.size))
        screen.layoutIssueHandler = view.layoutIssueHandler
        screen.contentScaleFactor = traits.displayScale > 0 ? traits.displayScale : view.contentScaleFactor
        screen.userInterfaceLayoutDirection =
            switch traits.layoutDirection {
            case .leftToRight: .leftToRight
            case .rightToLeft: .rightToLeft
            case .unspecified: view.userInterfaceLayoutDirection
            }
        screen.safeAreaInsets = config.safeArea
        if traits.horizontalSizeClass != .unspecified {
            screen.traitOverrides.horizontalSizeClass = traits.horizontalSizeClass
        }
        if traits.verticalSizeClass != .unspecified {
            screen.traitOverrides.verticalSizeClass = traits.verticalSizeClass
        }
        return screen
    }
}
#endif
