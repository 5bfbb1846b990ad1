#if !canImport(UIKit)
/// Where UIKit code names `UIControl`: for its nested `State`, as in
/// `button.setTitle("Save", for: UIControl.State.normal)`.
///
/// No control class stands behind it: this project's controls are views
/// without events, so `UIControl` names their shared types and cannot be
/// subclassed or used as a view's type.
public enum UIControl {
    /// UIKit's `UIControl.State`: the state a button keeps a title for.
    public typealias State = Button.State
}
#endif
