import Foundation

/// An on/off switch, sized as UIKit's `UISwitch`: 51 x 31 points.
///
/// UIKit's switch has one size: Apple documents that `init(frame:)`
/// ignores the size of the frame it is given and "enforces a size
/// appropriate for the control", and that size is 51 x 31, as the frames
/// printed for switches made with and without a frame show (a CSDN
/// write-up prints `{{0, 0}, {51, 31}}` for both; C4's "Hacking
/// UISwitch" prints the same size for its inner view). Its intrinsic size
/// is that size too, so constraints that pin only its position size it.
///
/// ```swift
/// let notifications = Switch()
/// notifications.setOn(true, animated: true)
/// ```
///
/// Here only the initializer enforces the size: setting ``LayoutView/frame``
/// later, or constraining the width or height, sizes the view as asked.
open class Switch: LayoutView {
    /// The size of every switch: 51 x 31 points.
    public static let size = CGSize(width: 51, height: 31)

    /// Whether the switch is on; false by default. It never changes the size.
    open var isOn = false

    /// Creates a switch at the frame's origin, 51 x 31 points whatever the
    /// frame's size, as UIKit's initializer does.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Switch.size))
    }

    /// There are no archives here: it fails, as ``LayoutView/init(coder:)`` does.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Turns the switch on or off; there is no animation here.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// 51 x 31 points.
    open override var intrinsicContentSize: CGSize { Switch.size }

    /// 51 x 31 points, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Switch.size }
}
