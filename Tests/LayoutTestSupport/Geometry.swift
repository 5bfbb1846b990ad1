import Foundation

/// A rectangle by its four numbers, so an expected frame reads as one short
/// row beside the others it is compared with.
package func rect(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
