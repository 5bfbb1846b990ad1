import Foundation

/// A row or column of views laid out by constraints, as UIKit's `UIStackView`.
///
/// The stack manages the layout of the views in ``arrangedSubviews``, in
/// their order, along its ``axis``: ``distribution`` sizes and places them
/// along the axis, ``alignment`` across it, ``spacing`` (and
/// `setCustomSpacing(_:after:)`) separates them. It does so with
/// constraints as UIKit makes them, carrying UIKit's identifiers
/// (`UISV-canvas-connection`, `UISV-spacing`, `UISV-alignment`,
/// `UISV-hiding`, ...), so conflict reports, traces and
/// ``LayoutView/constraintsAffectingLayout(for:)`` read as UIKit's do, and
/// each records the call that configured the stack (its initializer, or
/// the call that added the view it concerns), so a conflict points at your code.
///
/// As Apple documents, you position the stack (and may size it); it sizes
/// and positions its content. Along its axis its fitting size is the sum
/// of the arranged views' sizes and the spacing between them; across it,
/// the largest arranged view's size; with ``isLayoutMarginsRelativeArrangement``
/// the margins are added. It has no intrinsic content size of its own, so
/// an empty stack has no size but the one its constraints give it.
///
/// A hidden arranged view (``LayoutView/isHidden``) collapses: it keeps its
/// place in the array and its constraints, with no length along the axis
/// and no spacing around it, and comes back when shown.
///
/// Each change (of a property, of the arranged views, of an arranged view's
/// `isHidden`) asks for ``LayoutView/updateConstraints()``, which brings
/// the stack's constraints up to date in the next layout pass, changing
/// only those that changed: a new spacing updates constants in place.
///
/// ```swift
/// let row = StackView(arrangedSubviews: [icon, title, badge])
/// row.spacing = 8
/// row.alignment = .center
/// ```
open class StackView: LayoutView {
    /// The views the stack lays out, in order; always a subset of ``LayoutView/subviews``.
    public internal(set) var arrangedSubviews: [LayoutView] = []
    /// For each arranged view, the call that added it: the constraints that
    /// concern that view record it.
    var arrangedCallSites: [CallSite] = []
    /// The arranged views, to find one without a search.
    var arrangedIdentifiers: Set<ObjectIdentifier> = []
    /// The call that made the stack with its views: the constraints of the
    /// stack as a whole record it (see `siteOfStack`).
    var callSite: CallSite?
    /// The spacing after an arranged view, where one was set.
    var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// The constraints and guides the stack keeps active.
    var arrangement = StackArrangement()
    var storedSpacing: CGFloat = 0

    /// The axis the views are stacked along, as UIKit's `axis`: horizontal
    /// (a row) by default.
    open var axis: LayoutAxis = .horizontal {
        didSet { if axis != oldValue { setNeedsUpdateConstraints() } }
    }

    /// How the views are sized and placed along the ``axis``, as UIKit's
    /// `distribution`: ``Distribution-swift.enum/fill`` by default.
    open var distribution: Distribution = .fill {
        didSet { if distribution != oldValue { setNeedsUpdateConstraints() } }
    }

    /// How the views are sized and placed across the ``axis``, as UIKit's
    /// `alignment`: ``Alignment-swift.enum/fill`` by default.
    open var alignment: Alignment = .fill {
        didSet { if alignment != oldValue { setNeedsUpdateConstraints() } }
    }

    /// The distance between adjacent arranged views, as UIKit's `spacing`:
    /// Apple documents it as the exact spacing for the fill distributions
    /// and the least spacing for ``Distribution-swift.enum/equalSpacing`` and
    /// ``Distribution-swift.enum/equalCentering``, and negative values let
    /// views overlap, as they do here. ``spacingUseSystem`` asks for the
    /// standard 8 points (``spacingUseDefault`` for the default, 0). A
    /// value outside ``LayoutLimits/coordinates`` (NaN included) is
    /// reported and ignored. 0 by default.
    open var spacing: CGFloat {
        get { storedSpacing }
        set {
            guard
                newValue == Self.spacingUseSystem || newValue == Self.spacingUseDefault
                    || accepts(newValue, "spacing", in: LayoutLimits.coordinates)
            else { return }
            guard newValue != storedSpacing else { return }
            storedSpacing = newValue
            setNeedsUpdateConstraints()
        }
    }

    /// Whether the space between views in a vertical stack is measured from
    /// baselines, as UIKit's `isBaselineRelativeArrangement`: Apple
    /// documents that the space is then measured from the last baseline of
    /// a view to the first baseline of the view below it. Only vertical
    /// stacks use it; a horizontal stack aligns baselines with
    /// ``alignment`` instead. False by default.
    open var isBaselineRelativeArrangement = false {
        didSet { if isBaselineRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Whether the views are laid out within the stack's layout margins
    /// instead of its bounds, as UIKit's `isLayoutMarginsRelativeArrangement`:
    /// the stack's edges connect to its ``LayoutView/layoutMarginsGuide``,
    /// and its fitting size includes the margins. False by default.
    open var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsUpdateConstraints() } }
    }

    /// Creates an empty stack view, as UIKit's `init(frame:)`, which UIKit
    /// subclasses override. The constraints of the stack as a whole record
    /// the call that added its first arranged view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a stack view of the views, as UIKit's `init(arrangedSubviews:)`:
    /// each is added as a subview and arranged in order (see
    /// ``addArrangedSubview(_:file:line:)``). The stack's constraints record
    /// this call's file and line.
    ///
    /// ```swift
    /// let form = StackView(arrangedSubviews: [nameField, passwordField, loginButton])
    /// form.axis = .vertical
    /// ```
    public convenience init(arrangedSubviews views: [LayoutView], file: StaticString = #fileID, line: UInt = #line) {
        self.init(frame: .zero)
        callSite = CallSite(file: file, line: line)
        for view in views { insertArrangedSubview(view, at: arrangedSubviews.count, file: file, line: line) }
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Brings the stack's constraints up to date with its properties and
    /// arranged views, as UIKit's stack view does here, then calls the
    /// base. A subclass that overrides it calls `super.updateConstraints()`.
    open override func updateConstraints() {
        updateArrangement()
        super.updateConstraints()
    }

    /// As UIKit's stack view: an arranged view removed from the stack (by
    /// `removeFromSuperview()`, or added elsewhere) leaves ``arrangedSubviews``,
    /// and the stack's constraints on it go with it at once, so none
    /// travels with the view to its new place.
    open override func willRemoveSubview(_ subview: LayoutView) {
        super.willRemoveSubview(subview)
        if isArranged(subview), let index = arrangedSubviews.firstIndex(where: { $0 === subview }) {
            removeArranged(at: index)
        }
        arrangement.deactivateConstraints(concerning: subview)
    }

    override func subviewDidChangeHidden(_ subview: LayoutView) {
        if isArranged(subview) { setNeedsUpdateConstraints() }
    }

    override func subviewContentSizingDidChange(_ subview: LayoutView) {
        if distribution != .fillEqually, isArranged(subview) { setNeedsUpdateConstraints() }
    }

    func isArranged(_ view: LayoutView) -> Bool {
        view.superview === self && arrangedIdentifiers.contains(ObjectIdentifier(view))
    }
}

/// The file and line of a call, kept as the call gave them so the
/// constraints made later can record them.
struct CallSite {
    let file: StaticString
    let line: UInt
}

extension StackView {
    /// Where the constraints of the stack as a whole say they were made:
    /// the call that made the stack with its views, or else the call that
    /// arranged its first view.
    var siteOfStack: CallSite {
        callSite ?? arrangedCallSites.first ?? CallSite(file: #fileID, line: #line)
    }
}
