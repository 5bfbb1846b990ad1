import Foundation

extension LayoutView {
    /// The guide for the space the keyboard takes in this view, as UIKit's
    /// `keyboardLayoutGuide` (iOS 15): made on first use, then the same
    /// guide. See ``KeyboardLayoutGuide`` for where it sits.
    ///
    /// Reading it also brings the guide up to date with the keyboard of
    /// the tree the view is in now, which a view moved between trees needs.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        let guide =
            ownKeyboardGuide
            ?? {
                let made = KeyboardLayoutGuide()
                addLayoutGuide(made)
                return made
            }()
        guide.update()
        return guide
    }

    /// The keyboard's frame in the root view, measured from the root's
    /// top-left corner, or `nil`, the default, when there is none: this
    /// project's stand-in for the system keyboard, which tests and apps set
    /// as the keyboard appears, moves and goes away. Every
    /// ``keyboardLayoutGuide`` in the tree follows it (see
    /// ``KeyboardLayoutGuide``).
    ///
    /// Read from the root; set it on the root, where setting it on another
    /// view is reported and ignored, as for ``safeAreaInsets``. A frame
    /// with a coordinate outside ``LayoutLimits/coordinates`` or a size
    /// outside ``LayoutLimits/lengths`` is reported and ignored.
    public var keyboardFrame: CGRect? {
        get { rootView.settings?.keyboardFrame }
        set {
            guard superview == nil else {
                layoutIssueHandler(.error(.invalidHierarchy(reason: "the keyboard frame is set on the root view only")))
                return
            }
            if let newValue, !accepts(keyboardFrame: newValue) { return }
            guard newValue != settings?.keyboardFrame else { return }
            editableSettings.keyboardFrame = newValue
            updateKeyboardGuides()
        }
    }

    private var ownKeyboardGuide: KeyboardLayoutGuide? {
        for case let guide as KeyboardLayoutGuide in layoutGuides { return guide }
        return nil
    }

    /// Places every keyboard guide in the tree below this view, without
    /// recursion, as trees can be deep.
    private func updateKeyboardGuides() {
        var unvisited: [LayoutView] = [self]
        while let view = unvisited.popLast() {
            view.ownKeyboardGuide?.update()
            unvisited += view.subviews
        }
    }

    private func accepts(keyboardFrame frame: CGRect) -> Bool {
        accepts(frame.origin.x, "keyboardFrame.origin.x", in: LayoutLimits.coordinates)
            && accepts(frame.origin.y, "keyboardFrame.origin.y", in: LayoutLimits.coordinates)
            && accepts(frame.size.width, "keyboardFrame.size.width", in: LayoutLimits.lengths)
            && accepts(frame.size.height, "keyboardFrame.size.height", in: LayoutLimits.lengths)
    }
}
