import Foundation
import LayoutTestSupport

@testable import ConstraintLayout

/// The constraints a host's layout keeps, in the order it made them.
func layoutConstraints(of host: LayoutView) -> [LayoutConstraint] {
    (host.attachment as? LayoutState)?.kept.constraints ?? []
}

/// The equations of a host's layout constraints, sorted.
func equations(ofHost host: LayoutView) -> [String] { layoutConstraints(of: host).map(\.equationText).sorted() }
