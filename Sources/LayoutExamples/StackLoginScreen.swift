import AutoLayout
import Foundation

/// The login screen of ``LoginScreen``, written with stack views as UIKit
/// code would write it since stack views came: a vertical stack of the
/// title, the fields, the confirm button and a row, the row a centring
/// stack around a horizontal stack of the three bottom buttons. It gives
/// the anchors version's frames (a test pins it): stack views are made of
/// the same constraints.
public final class StackLoginScreen {
    /// The views, made and named as the anchors version makes them.
    public let screen: LoginScreen
    /// The column: title, fields, confirm button and the button row, filled across.
    public let column = StackView()
    /// The full-width row under the confirm button, centring its group.
    public let buttonRow = StackView()
    /// The three bottom buttons, 8 apart.
    public let buttonGroup = StackView()

    /// Builds the screen in a root view of `size` at `scale`.
    public init(
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
        direction: LayoutDirection = .leftToRight
    ) throws(LayoutError) {
        screen = try LoginScreen(size: size, scale: scale, direction: direction, anchored: false)
        let root = screen.root
        for (stack, name) in [(column, "column"), (buttonRow, "buttonRow"), (buttonGroup, "buttonGroup")] {
            stack.identifier = name
        }
        for button in [screen.createAccount, screen.divider, screen.forgotPassword] {
            buttonGroup.addArrangedSubview(button)
        }
        buttonGroup.spacing = 8
        buttonRow.axis = .vertical
        buttonRow.alignment = .center
        buttonRow.addArrangedSubview(buttonGroup)
        for view in [screen.title, screen.username, screen.password, screen.confirm, buttonRow] {
            column.addArrangedSubview(view)
        }
        column.axis = .vertical
        column.spacing = 8
        column.setCustomSpacing(60, after: screen.title)
        column.setCustomSpacing(30, after: screen.confirm)
        column.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(column)
        LayoutConstraint.activate([
            column.widthAnchor.constraint(equalToConstant: 260),
            column.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            column.centerYAnchor.constraint(equalTo: root.centerYAnchor),
            column.topAnchor.constraint(greaterThanOrEqualTo: root.topAnchor),
            column.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
    }

    /// Every view's frame in the root's coordinates, named as
    /// ``LoginScreen/frames`` names them, with the three stacks standing
    /// for the anchors version's guides.
    public var frames: [(name: String, frame: CGRect)] {
        let root = screen.root
        return screen.views.map { ($0.name, root.convertFrame(of: $0.view)) }
            + [column, buttonRow, buttonGroup].map { ($0.identifier ?? "", root.convertFrame(of: $0)) }
    }
}

extension LayoutView {
    /// The frame of a view of this tree, in this view's coordinates.
    func convertFrame(of view: LayoutView) -> CGRect {
        var frame = view.frame
        var ancestor = view.superview
        while let current = ancestor, current !== self {
            frame.origin.x += current.frame.minX - current.bounds.minX
            frame.origin.y += current.frame.minY - current.bounds.minY
            ancestor = current.superview
        }
        return frame
    }
}
