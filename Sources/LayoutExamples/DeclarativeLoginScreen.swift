import ConstraintLayout
import Foundation

/// The login screen laid out by ConstraintLayout's declarative `Layout`:
/// the same views and guides as ``LoginScreen`` (made by one, unconstrained),
/// inserted into this view and constrained as the anchors version does, so
/// the frames compare one to one.
public final class DeclarativeLoginScreen: LayoutView, DeclarativeLayout {
    /// The unconstrained screen whose views and guides this view lays out.
    public let screen: LoginScreen

    /// Builds, applies and lays out the screen in a view of `size` at `scale`.
    public init(
        size: CGSize = CGSize(width: 390, height: 844), scale: CGFloat = 3,
        direction: LayoutDirection = .leftToRight
    ) throws(LayoutError) {
        screen = try LoginScreen(size: size, scale: scale, direction: direction, anchored: false)
        super.init(frame: CGRect(origin: .zero, size: size))
        identifier = "root"
        contentScaleFactor = scale
        userInterfaceLayoutDirection = direction
        prepareLayout()
        layoutIfNeeded()
    }

    /// There are no archives here.
    public required init?(coder: NSCoder) { nil }

    /// The column, the row and the group of bottom buttons, then the views back to front.
    public var layout: Layout {
        Layout {
            screen.column
            screen.buttonRow
            screen.buttonGroup
            screen.title
            screen.username
            screen.password
            screen.confirm
            screen.createAccount
            screen.divider
            screen.forgotPassword
        } constraints: { column, row, group, title, username, password, confirm, create, divider, forgot in
            column.width.equalTo(260)
            column.center.equalToSuperview()
            column.top.leading.greaterThanOrEqualToSuperview()
            column.bottom.trailing.lessThanOrEqualToSuperview()

            title.top.equalTo(column)
            username.top.equalTo(title.bottom).offset(60)
            password.top.equalTo(username.bottom).offset(8)
            confirm.top.equalTo(password.bottom).offset(8)
            row.top.equalTo(confirm.bottom).offset(30)
            row.bottom.equalTo(column)
            title.directionalHorizontalEdges.equalTo(column)
            username.directionalHorizontalEdges.equalTo(column)
            password.directionalHorizontalEdges.equalTo(column)
            confirm.directionalHorizontalEdges.equalTo(column)
            row.directionalHorizontalEdges.equalTo(column)

            group.centerX.top.bottom.equalTo(row)
            create.leading.equalTo(group)
            divider.leading.equalTo(create.trailing).offset(8)
            forgot.leading.equalTo(divider.trailing).offset(8)
            forgot.trailing.equalTo(group)
            create.verticalEdges.equalTo(group)
            divider.verticalEdges.equalTo(group)
            forgot.verticalEdges.equalTo(group)
        }
    }

    /// Every view's frame and every guide's layout frame, named as ``LoginScreen/frames`` names them.
    public var frames: [(name: String, frame: CGRect)] {
        [("root", frame)] + screen.frames.dropFirst()
    }
}
