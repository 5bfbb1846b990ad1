import Foundation

/// A view's settings and state that most views leave at their defaults:
/// its name, its margins and their rules, its safe-area insets, trait
/// overrides, the readable content guide, the view controller whose view
/// it is, a front end's attachment and, at a root, the scale, the issue
/// handler, the attachments to update and the keyboard's frame. A view
/// makes its box on the first change, so the rest cost one reference each:
/// the margins, insets and scale kept in the view took 72 bytes of each,
/// and a feed cell's views are 80 bytes smaller a block without them.
final class ViewSettings {
    /// See ``LayoutView/identifier``.
    var identifier: String?
    /// See `LayoutView.storedMargins`; `nil` for UIKit's default of 8 on each side.
    @exclusivity(unchecked) var margins: DirectionalEdgeInsets?
    /// See `LayoutView.storedSafeAreaInsets`; `nil` for none.
    @exclusivity(unchecked) var safeAreaInsets: EdgeInsets?
    /// At a root: see `LayoutView.storedScale`; `nil` for 1.
    @exclusivity(unchecked) var scale: CGFloat?
    /// See ``LayoutView/insetsLayoutMarginsFromSafeArea``.
    var insetsMarginsFromSafeArea = true
    /// See ``LayoutView/preservesSuperviewLayoutMargins``.
    var preservesSuperviewMargins = false
    /// While the view preserves its superview's margins: its margins as
    /// last settled, to tell when the superview or the frames change them.
    var settledMargins: EdgeInsets?
    /// See `LayoutView.minimumLayoutMargins`.
    var minimumMargins: DirectionalEdgeInsets?
    /// See ``LayoutView/traitOverrides``.
    var traitOverrides = TraitOverrides()
    /// See ``LayoutView/readableContentGuide``.
    var readableGuide: LayoutGuide?
    /// See `LayoutView.viewController`.
    unowned(unsafe) var viewController: LayoutViewController?
    /// See `LayoutView.attachment`.
    var attachment: (any LayoutViewAttachment)?
    /// At a root: see ``LayoutView/layoutIssueHandler``.
    var issueHandler: ((LayoutIssue) -> Void)?
    /// At a root: the views whose attachments asked to run before the
    /// next layout pass (see `LayoutView.setNeedsAttachmentUpdate()`).
    /// Unchecked for exclusivity: every view joining a tree reads it.
    @exclusivity(unchecked) var viewsNeedingAttachmentUpdate: [LayoutView] = []
    /// At a root: see ``LayoutView/keyboardFrame``.
    var keyboardFrame: CGRect?
}

extension LayoutView {
    /// The view's settings box, made on first use.
    var editableSettings: ViewSettings {
        if let settings { return settings }
        let made = ViewSettings()
        settings = made
        return made
    }

    /// Writes one of the box's optional values; clearing one on a view
    /// without a box makes none.
    private func setSetting<Value>(_ setting: ReferenceWritableKeyPath<ViewSettings, Value?>, to value: Value?) {
        guard value != nil || settings != nil else { return }
        editableSettings[keyPath: setting] = value
    }

    /// The margins set (see ``LayoutView/directionalLayoutMargins``),
    /// UIKit's 8 on each side by default.
    var storedMargins: DirectionalEdgeInsets {
        get { settings?.margins ?? Self.defaultMargins }
        set { setSetting(\.margins, to: newValue == Self.defaultMargins ? nil : newValue) }
    }

    static let defaultMargins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)

    /// The safe-area insets set on a root, or settled on any other view
    /// from its share of its superview's (see ``LayoutView/safeAreaInsets``).
    var storedSafeAreaInsets: EdgeInsets {
        get { settings?.safeAreaInsets ?? .zero }
        set { setSetting(\.safeAreaInsets, to: newValue == .zero ? nil : newValue) }
    }

    /// At a root: its pixels per point (see ``LayoutView/contentScaleFactor``).
    var storedScale: CGFloat {
        get { settings?.scale ?? 1 }
        set { setSetting(\.scale, to: newValue == 1 ? nil : newValue) }
    }

    /// A name for descriptions, traces and conflict reports.
    public var identifier: String? {
        get { settings?.identifier }
        set { setSetting(\.identifier, to: newValue) }
    }

    /// The view controller whose root view this is. Not `weak` (see
    /// `ItemReference`): the controller clears it as it goes away.
    var viewController: LayoutViewController? {
        get { settings?.viewController }
        set { setSetting(\.viewController, to: newValue) }
    }

    /// What a constraint front end keeps on the view (see ``LayoutViewAttachment``).
    package var attachment: (any LayoutViewAttachment)? {
        get { settings?.attachment }
        set { setSetting(\.attachment, to: newValue) }
    }

    /// At a root: the handler set through ``layoutIssueHandler``, if any.
    var issueHandler: ((LayoutIssue) -> Void)? {
        get { settings?.issueHandler }
        set { setSetting(\.issueHandler, to: newValue) }
    }
}
