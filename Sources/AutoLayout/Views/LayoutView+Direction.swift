extension LayoutView {
    /// How this view chooses its layout direction.
    public var semanticContentAttribute: SemanticContentAttribute {
        get { storedSemantic }
        set {
            guard newValue != storedSemantic else { return }
            storedSemantic = newValue
            directionDidChange()
        }
    }

    /// The direction of the whole tree, for views whose attribute is
    /// unspecified; set it on the root (left to right by default).
    public var userInterfaceLayoutDirection: LayoutDirection {
        get { rootView.storedRootDirection }
        set {
            let root = rootView
            guard newValue != root.storedRootDirection else { return }
            root.storedRootDirection = newValue
            root.directionDidChange()
        }
    }

    /// The direction this view lays out in: forced by its semantic content
    /// attribute, or by a layout direction in its ``traitOverrides``, or
    /// inherited from its superview (the root: the tree's direction).
    public var effectiveUserInterfaceLayoutDirection: LayoutDirection {
        // Read for every leading or trailing edge a constraint relates: a
        // loop, and a walk that takes no references, as ancestors outlive
        // the walk (a view's deinit detaches its subviews).
        unowned(unsafe) var view = self
        while true {
            switch view.storedSemantic {
            case .forceLeftToRight, .playback, .spatial: return .leftToRight
            case .forceRightToLeft: return .rightToLeft
            case .unspecified:
                if let forced = view.settings?.traitOverrides.forcedLayoutDirection { return forced }
                guard let parent = view.superview else { return view.storedRootDirection }
                view = parent
            }
        }
    }

    /// Rebuilds what depends on the direction in this subtree: constraints
    /// on leading and trailing, and the margins.
    func directionDidChange() {
        engineStorageOfTree?.directionDidChange(below: self)
        setNeedsLayout()
    }
}
