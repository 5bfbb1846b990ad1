import AutoLayout

/// A view that lays out its subviews with a ``Layout``.
///
/// ```swift
/// final class ProfileView: LayoutView, DeclarativeLayout {
///     let avatar = LayoutView()
///     let name = Label(text: "Ada")
///     @LayoutInput var spacing: CGFloat = 8
///
///     init() {
///         super.init(frame: .zero)
///         prepareLayout()
///     }
///
///     required init?(coder: NSCoder) { nil }
///
///     var layout: Layout {
///         Layout {
///             avatar
///             name
///         } constraints: { avatar, name in
///             avatar.leading.top.equalToSuperview()
///             avatar.size.equalTo(40)
///             name.leading.equalTo(avatar.trailing).offset(spacing)
///             name.centerY.equalTo(avatar)
///         }
///     }
/// }
/// ```
public protocol DeclarativeLayout: LayoutView {
    /// The views and constraints of this view, read again whenever a
    /// ``LayoutInput`` changes.
    var layout: Layout { get }
}

extension DeclarativeLayout {
    /// Applies ``layout`` for the first time: inserts its views and
    /// activates its constraints. Nothing happens before it is called, and
    /// inputs change nothing until then. Calling it again applies the
    /// layout again, as ``applyLayout()`` does.
    public func prepareLayout() {
        if let state = attachment as? LayoutState {
            state.applyNow()
            return
        }
        let state = LayoutState(host: self) { [unowned self] in layout }
        attachment = state
        state.applyNow()
    }

    /// Re-evaluates ``layout`` and applies the difference now, instead of
    /// at the next `layoutIfNeeded()`. Does nothing before ``prepareLayout()``.
    public func applyLayout() {
        (attachment as? LayoutState)?.applyNow()
    }
}
