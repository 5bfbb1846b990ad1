import Foundation

/// The space the keyboard takes in a view, as UIKit's `UIKeyboardLayoutGuide`
/// (iOS 15), the type of every view's ``LayoutView/keyboardLayoutGuide``.
///
/// There is no system keyboard here: the guide follows the frame set as the
/// root's ``LayoutView/keyboardFrame``, this project's stand-in for it.
/// Its rectangle spans the view's width along its bottom, and its top is:
///
/// - with no keyboard on screen, the bottom of the view's safe area, so its
///   height is the safe area's bottom inset, as Apple documents ("the
///   guide's `topAnchor` matches the `bottomAnchor` of
///   `safeAreaLayoutGuide`"), or the view's bottom when
///   ``usesBottomSafeArea`` is false;
/// - with a docked keyboard (one that reaches the root's bottom edge), the
///   keyboard's top edge, kept within the view (this project's choice; no
///   UIKit figure was found for a view the keyboard does not reach), so
///   views pinned above the guide move up with the keyboard;
/// - with an undocked keyboard (floating or split, ending above the root's
///   bottom), the safe area's bottom again, as Apple documents, unless
///   ``followsUndockedKeyboard`` is true: then the guide is the keyboard's
///   rectangle.
///
/// It is made of public constraints on the guide, named `keyboardLayoutGuide-…`,
/// so conflict reports, traces and pictures show them.
///
/// ```swift
/// field.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor, constant: -8).isActive = true
/// root.keyboardFrame = CGRect(x: 0, y: 508, width: 390, height: 336)   // the field moves up
/// ```
public final class KeyboardLayoutGuide: LayoutGuide {
    /// Where the guide is, as its constraints place it.
    private enum Placement: Equatable {
        /// At the bottom of the safe area, or of the view.
        case resting(safeArea: Bool)
        /// Below the top edge of a docked keyboard, at this distance from the root's top.
        case docked(top: CGFloat)
        /// On an undocked keyboard's rectangle in the root.
        case floating(CGRect)
    }

    /// Whether the guide follows the keyboard when it is undocked or
    /// floating; false by default, as Apple documents: the guide then
    /// rests at the bottom of the safe area.
    public var followsUndockedKeyboard = false {
        didSet { if followsUndockedKeyboard != oldValue { update() } }
    }

    /// Whether the guide rests on the safe area's bottom (true, the
    /// default, as Apple documents for iOS 17's property) or on the view's
    /// bottom, with no height, while no keyboard is followed.
    public var usesBottomSafeArea = true {
        didSet { if usesBottomSafeArea != oldValue { update() } }
    }

    private var placement: Placement?
    private var placedIn: ObjectIdentifier?
    private var constraints: [LayoutConstraint] = []

    init() {
        super.init(ownGuideNamed: "keyboardLayoutGuide")
    }

    /// Places the guide for its tree's keyboard, if the constraints that
    /// place it are not already those: the keyboard or a setting changed,
    /// or the view moved to another tree (which deactivated the
    /// constraints to the old root).
    func update() {
        guard let view = owningView else { return }
        let root = view.rootView
        let wanted = placement(in: root)
        guard wanted != placement || placedIn != ObjectIdentifier(root) || !constraints.allSatisfy(\.isActive) else {
            return
        }
        LayoutConstraint.deactivate(constraints)
        constraints = makeConstraints(for: wanted, in: view, root: root)
        LayoutConstraint.activate(constraints)
        placement = wanted
        placedIn = ObjectIdentifier(root)
    }

    private func placement(in root: LayoutView) -> Placement {
        let height = root.bounds.height
        guard let keyboard = root.keyboardFrame, keyboard.height > 0, keyboard.minY < height else {
            return .resting(safeArea: usesBottomSafeArea)
        }
        if keyboard.maxY >= height { return .docked(top: keyboard.minY) }
        return followsUndockedKeyboard ? .floating(keyboard) : .resting(safeArea: usesBottomSafeArea)
    }

    private func makeConstraints(for placement: Placement, in view: LayoutView, root: LayoutView) -> [LayoutConstraint]
    {
        let named: [(LayoutConstraint, String)]
        switch placement {
        case .resting(let safeArea):
            named =
                alongBottom(of: view) + [
                    (
                        topAnchor.constraint(
                            equalTo: safeArea ? view.safeAreaLayoutGuide.bottomAnchor : view.bottomAnchor),
                        "top"
                    )
                ]
        case .docked(let top):
            let keyboardTop = topAnchor.constraint(equalTo: root.topAnchor, constant: top)
            // Just below required, so the two bounds below keep the guide in its view.
            keyboardTop.priority = LayoutPriority(999)
            named =
                alongBottom(of: view) + [
                    (keyboardTop, "top"),
                    (topAnchor.constraint(greaterThanOrEqualTo: view.topAnchor), "top-within"),
                    (topAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor), "top-within-bottom"),
                ]
        case .floating(let keyboard):
            named = [
                (leftAnchor.constraint(equalTo: root.leftAnchor, constant: keyboard.minX), "left"),
                (rightAnchor.constraint(equalTo: root.leftAnchor, constant: keyboard.maxX), "right"),
                (topAnchor.constraint(equalTo: root.topAnchor, constant: keyboard.minY), "top"),
                (bottomAnchor.constraint(equalTo: root.topAnchor, constant: keyboard.maxY), "bottom"),
            ]
        }
        return named.map { constraint, name in
            constraint.identifier = "keyboardLayoutGuide-" + name
            return constraint
        }
    }

    private func alongBottom(of view: LayoutView) -> [(LayoutConstraint, String)] {
        [
            (leftAnchor.constraint(equalTo: view.leftAnchor), "left"),
            (rightAnchor.constraint(equalTo: view.rightAnchor), "right"),
            (bottomAnchor.constraint(equalTo: view.bottomAnchor), "bottom"),
        ]
    }
}
