/// A view's text measurer: ``StandardTextMetrics`` unless one was set.
///
/// An `any TextMetrics` takes 40 bytes in every label and field, though
/// few are given a measurer of their own; this keeps one reference, and
/// the one it was given in a box of its own.
struct ChosenTextMetrics {
    private final class Box {
        let metrics: any TextMetrics

        init(_ metrics: any TextMetrics) {
            self.metrics = metrics
        }
    }

    private var box: Box?

    var metrics: any TextMetrics {
        get { box?.metrics ?? StandardTextMetrics() }
        set { box = newValue is StandardTextMetrics ? nil : Box(newValue) }
    }
}
