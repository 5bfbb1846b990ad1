#if !canImport(UIKit)
extension LayoutView {
    /// UIKit's name for the string that identifies a view to tests, here
    /// the view's `LayoutView.identifier`: snapshots,
    /// pictures and conflict reports name the view by it.
    public var accessibilityIdentifier: String? {
        get { identifier }
        set { identifier = newValue }
    }
}
#endif
