import Foundation

/// An object that manages a view and its layout, as UIKit's `UIViewController`:
/// most UIKit layout code lives in one, and moves here with the type
/// names replaced.
///
/// The view is made on first use by ``loadView()``, then ``viewDidLoad()``
/// runs. In each layout pass of the view's tree, the controller's
/// ``updateViewConstraints()`` runs in place of its view's
/// `updateConstraints()`, and ``viewWillLayoutSubviews()`` and
/// ``viewDidLayoutSubviews()`` run around its view's `layoutSubviews()`.
///
/// ```swift
/// final class ProfileViewController: LayoutViewController {
///     let name = Label(text: "Ada Lovelace")
///
///     override func viewDidLoad() {
///         super.viewDidLoad()
///         view.addSubview(name)
///         name.translatesAutoresizingMaskIntoConstraints = false
///         LayoutConstraint.activate([
///             name.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
///             name.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
///         ])
///     }
/// }
///
/// let controller = ProfileViewController()
/// controller.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
/// controller.view.layoutIfNeeded()
/// ```
///
/// A controller holds its view; the view does not hold its controller,
/// so keep the controller as long as its view is shown, as UIKit's
/// window or parent would.
open class LayoutViewController {
    private var loadedView: LayoutView?
    /// The child controllers, in the order they were added.
    public internal(set) var children: [LayoutViewController] = []
    /// The controller this one is a child of. Not `weak` (see
    /// `ItemReference`): a parent clears it for its children as it goes away.
    public internal(set) unowned(unsafe) var parent: LayoutViewController?
    /// Insets added to the safe area of the view, as UIKit's
    /// `additionalSafeAreaInsets`: for bars and overlays of your own. The
    /// view's safe area is its share of its superview's (or, at a root,
    /// the root's `safeAreaInsets`) inset further by these on each edge,
    /// and its subviews' follow. A value outside ``LayoutLimits/coordinates``
    /// is reported and ignored.
    public var additionalSafeAreaInsets: EdgeInsets = .zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            guard let view = loadedView else { return }
            guard view.accepts(additionalSafeAreaInsets, "additionalSafeAreaInsets") else {
                additionalSafeAreaInsets = oldValue
                return
            }
            view.safeAreaDidChangeFromAbove()
        }
    }

    /// Whether the root view's margins are at least
    /// ``systemMinimumLayoutMargins``, as UIKit's
    /// `viewRespectsSystemMinimumLayoutMargins` (true by default). A root
    /// view's own margins start at zero, as UIKit's do, so its margins are
    /// the system minimum unless set larger, plus the safe area.
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if viewRespectsSystemMinimumLayoutMargins != oldValue { applySystemMinimumLayoutMargins() } }
    }

    /// Creates a controller, as UIKit's designated initializer; there are
    /// no nib files here, so both arguments are ignored.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {}

    /// Creates a controller.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// UIKit's initializer for controllers from an archive, declared so
    /// UIKit subclasses move over unchanged. There are no archives here: it fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        loadedView?.viewController = nil
        for child in children { child.parent = nil }
    }

    // MARK: The view

    /// The root view of the controller, made by ``loadView()`` on first
    /// use, as UIKit's `view` (implicitly unwrapped, as UIKit's is).
    /// Setting it replaces the view without calling `viewDidLoad()`.
    public var view: LayoutView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { install(newValue) }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: LayoutView? { loadedView }

    /// Whether the view is loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded yet: ``loadView()``, then ``viewDidLoad()``.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { install(LayoutView()) }
        viewDidLoad()
    }

    /// Makes the view and sets ``view``, as UIKit's `loadView()`. The base
    /// makes a plain ``LayoutView``; override it to make your own, and do
    /// not call `super`.
    open func loadView() {
        view = LayoutView()
    }

    /// Called once the view is loaded, as UIKit's `viewDidLoad()`: the place
    /// to add subviews and constraints. The base does nothing.
    open func viewDidLoad() {}

    private func install(_ newView: LayoutView?) {
        guard newView !== loadedView else { return }
        loadedView?.viewController = nil
        loadedView = newView
        guard let newView else { return }
        newView.viewController?.loadedView = nil
        newView.viewController = self
        newView.directionalLayoutMargins = .zero
        applySystemMinimumLayoutMargins()
        newView.safeAreaDidChangeFromAbove()
    }

    // MARK: Containment

    /// Called before the controller is added to or removed from a parent,
    /// as UIKit's `willMove(toParent:)`. The base does nothing.
    open func willMove(toParent parent: LayoutViewController?) {}

    /// Called after the controller was added to or removed from a parent,
    /// as UIKit's `didMove(toParent:)`. The base does nothing.
    open func didMove(toParent parent: LayoutViewController?) {}

    // MARK: Layout

    /// Brings the view's constraints up to date, as UIKit's
    /// `updateViewConstraints()`: called in the constraint update pass in
    /// place of the view's ``LayoutView/updateConstraints()``, which the
    /// base calls. Call `super.updateViewConstraints()` last, as UIKit asks.
    open func updateViewConstraints() {
        loadedView?.updateConstraints()
    }

    /// Called when the traits of the controller's view changed, before the
    /// view hears of it, as UIKit's `traitCollectionDidChange(_:)`:
    /// `previousTraitCollection` is `nil` the first time. The base does nothing.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    /// Called in the layout pass before the view's ``LayoutView/layoutSubviews()``,
    /// as UIKit's `viewWillLayoutSubviews()`. The base does nothing.
    open func viewWillLayoutSubviews() {}

    /// Called in the layout pass after the view's ``LayoutView/layoutSubviews()``
    /// and before its subviews', as UIKit's `viewDidLayoutSubviews()`. The
    /// base does nothing.
    open func viewDidLayoutSubviews() {}
}
