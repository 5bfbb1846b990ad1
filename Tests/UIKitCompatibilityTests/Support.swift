import LayoutTestSupport

#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// A controller's view on an iPhone 13's screen without its safe area,
/// 390 x 844 at 3x as the README tests lay it out, after one layout pass.
func laidOut<Controller: UIViewController>(_ controller: Controller) -> Controller {
    controller.view.frame = rect(0, 0, 390, 844)
    controller.view.contentScaleFactor = 3
    controller.view.layoutIfNeeded()
    return controller
}

/// A root view of a size, at 1x.
func rootView(width: CGFloat, height: CGFloat) -> UIView {
    UIView(frame: rect(0, 0, width, height))
}

/// The README login screen's frames at 390 x 844 @3x, in `allViews` order,
/// the same with anchors and with every front end.
let loginScreenFrames = [
    rect(65, 863 / 3, 260, 35), rect(65, 1148 / 3, 260, 33), rect(65, 1271 / 3, 260, 33), rect(65, 1394 / 3, 260, 32),
    rect(76, 1580 / 3, 104, 30), rect(188, 1580 / 3, 4, 30), rect(200, 1580 / 3, 114, 30),
]
