import Foundation

/// The insets of a view that one of its own guides is inset by.
enum InsetSource {
    /// The margins in effect: ``LayoutView/layoutMarginsGuide``.
    case margins
    /// The safe-area insets: ``LayoutView/safeAreaLayoutGuide``.
    case safeArea
    /// The margins widened to the readable width: ``LayoutView/readableContentGuide``.
    case readableContent

    /// The view's insets of this kind, as of the last layout pass.
    func insets(of view: LayoutView) -> EdgeInsets {
        switch self {
        case .margins: view.effectiveLayoutMargins
        case .safeArea: view.safeAreaInsets
        case .readableContent: view.readableContentInsets
        }
    }
}
