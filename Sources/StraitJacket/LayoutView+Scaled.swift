import AutoLayout
import Foundation

extension LayoutView {
    /// The frame's width times `multiple`: half of a 100-point-wide view is `sWidth(0.5)`, 50.
    public func sWidth(_ multiple: CGFloat) -> CGFloat { frame.width * multiple }

    /// The frame's height times `multiple`.
    public func sHeight(_ multiple: CGFloat) -> CGFloat { frame.height * multiple }
}
