import Foundation

extension LayoutViewController {
    /// The traits of the controller, those of its view, as UIKit's
    /// `traitCollection`; a controller whose view is not loaded has none
    /// specified.
    public var traitCollection: TraitCollection {
        viewIfLoaded?.traitCollection ?? TraitCollection()
    }

    /// The smallest margins the root view's leading and trailing margins
    /// may have while ``viewRespectsSystemMinimumLayoutMargins`` is true, as
    /// UIKit's `systemMinimumLayoutMargins`: 16 points at compact width
    /// and 20 at regular width, with no minimum at the top and bottom.
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Brings the root view's minimum margins in line with the size class.
    func applySystemMinimumLayoutMargins() {
        viewIfLoaded?.minimumLayoutMargins =
            viewRespectsSystemMinimumLayoutMargins ? systemMinimumLayoutMargins : nil
    }

    /// The view's traits changed: the minimum margins follow the size
    /// class before the controller, then the view, hear of it.
    func viewTraitsDidChange(_ previous: TraitCollection?) {
        applySystemMinimumLayoutMargins()
        traitCollectionDidChange(previous)
    }
}
