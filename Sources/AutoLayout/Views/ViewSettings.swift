import Foundation

/// A view's settings that most views leave at their defaults: the margin
/// rules, trait overrides, the readable content guide and, at a root, the
/// keyboard's frame. A view makes its
/// box on the first change, so the rest cost one reference each.
final class ViewSettings {
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
}
