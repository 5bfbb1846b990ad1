import Foundation

extension LayoutView {
    /// Resizes the view to ``sizeThatFits(_:)`` of its current size,
    /// keeping its origin, as UIKit's `sizeToFit()` does. The new frame goes
    /// through ``frame``, so a size outside ``LayoutLimits/coordinates`` (a
    /// subclass's `sizeThatFits(_:)` can answer anything) is reported and the
    /// frame stays. Not overridable, where UIKit's is: Apple's documentation
    /// says to override `sizeThatFits(_:)` instead.
    ///
    /// ```swift
    /// let title = Label(text: "Welcome")
    /// title.frame.origin = CGPoint(x: 20, y: 40)
    /// title.sizeToFit()        // title.frame == (20, 40, 71, 20)
    /// ```
    public func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: sizeThatFits(bounds.size))
    }
}
