import Foundation

extension LayoutView {
    /// The last report of unsatisfiable constraints made in this view's
    /// tree, or `nil` when none was. It stays until a later conflict
    /// replaces it, whatever becomes of its constraints, so a picture or a
    /// tool can show a conflict after the issue handler has heard of it. A
    /// view that joins another tree leaves its old tree's report behind.
    ///
    /// ```swift
    /// root.layoutIssueHandler = { _ in }          // silence the report
    /// LayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10),
    ///                                box.widthAnchor.constraint(equalToConstant: 20)])
    /// root.lastUnsatisfiableConstraintsReport?.conflicting.count   // 2
    /// ```
    public var lastUnsatisfiableConstraintsReport: UnsatisfiableConstraintsReport? {
        rootView.engineStorage?.lastUnsatisfiableReport
    }

    /// The active constraints of this view's tree, the engine's own
    /// included, in the order they were activated: what a picture of the
    /// tree draws.
    package var activeConstraintsOfTree: [LayoutConstraint] {
        guard let engine = rootView.engineStorage else { return [] }
        return engine.perform {
            engine.sync()
            return engine.activeConstraints
        }
    }
}

extension LayoutConstraint {
    /// Whether the engine made the constraint for a view's autoresizing
    /// frame, intrinsic size, margins or safe area; its identifier is then
    /// made from its view's debug name.
    package var isMadeByEngine: Bool { origin != .user }
}

extension LayoutGuide {
    /// Whether the guide is a view's own margins or safe-area guide, whose
    /// identifier (`layoutMarginsGuide`) names it only with its view's name.
    package var isViewsOwnGuide: Bool { isOwnGuide }
}

extension LayoutItem {
    /// The distances of the first baseline from the top and of the last
    /// baseline from the bottom, as the engine places baseline anchors;
    /// `nil` where the baseline is the bottom edge.
    package var baselineOffsets: (first: CGFloat?, lastFromBottom: CGFloat?) {
        (firstBaselineOffset, lastBaselineOffsetFromBottom)
    }
}
