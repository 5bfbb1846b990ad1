import Foundation

extension LayoutView {
    /// Whether an image's size is within ``LayoutLimits/lengths`` and its
    /// scale within ``LayoutLimits/contentScaleFactors``; the first value
    /// that is not is reported, named as `name`'s.
    func accepts(_ image: Image, _ name: String) -> Bool {
        accepts(image.size.width, name + ".size.width", in: LayoutLimits.lengths)
            && accepts(image.size.height, name + ".size.height", in: LayoutLimits.lengths)
            && accepts(image.scale, name + ".scale", in: LayoutLimits.contentScaleFactors)
    }
}
