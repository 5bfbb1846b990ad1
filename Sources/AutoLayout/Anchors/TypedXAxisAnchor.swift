/// A horizontal position whose kind the compiler knows: what
/// `leadingAnchor`, `trailingAnchor`, `leftAnchor`, `rightAnchor` and
/// `centerXAnchor` return.
///
/// It is a ``LayoutXAxisAnchor`` and relates as one, except that relating
/// leading or trailing to left or right, as Apple forbids ("You can combine
/// a leadingAnchor with another leadingAnchor, a trailingAnchor, or a
/// centerXAnchor", `UIView.leadingAnchor`), does not compile when both
/// anchors are typed:
///
/// ```swift
/// button.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20)   // compiles
/// button.leadingAnchor.constraint(equalTo: view.leftAnchor)                    // does not compile
/// ```
///
/// The centre relates to both kinds; a plain ``LayoutXAxisAnchor`` relates
/// to any anchor and is checked when its constraint is activated.
public final class TypedXAxisAnchor<Kind: XAxisKind>: LayoutXAxisAnchor {}
