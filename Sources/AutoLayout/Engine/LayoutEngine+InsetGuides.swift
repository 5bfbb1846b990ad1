import Foundation

/// The guides a view is inset by (margins, safe area, readable content),
/// read as the view's rectangle inset (see `InsetGuideState`).
extension LayoutEngine {
    /// The insets the rows reading `guide` are built with: those last
    /// settled, or the view's now for the first row built before a sync.
    func appliedInsets(of guide: LayoutGuide, in view: LayoutView) -> EdgeInsets {
        let insets = guide.insets(in: view)
        guide.insetState.insets = insets
        return insets
    }

    /// The view's inset guides take the view's insets now: the rows of the
    /// constraints reading one whose insets changed take their new
    /// constants, and its frame is written in the next pass.
    func settleInsetGuides(of view: LayoutView) {
        if let guide = view.marginsGuideStorage { settle(guide, at: view.effectiveLayoutMargins) }
        if let guide = view.settings?.readableGuide { settle(guide, at: view.readableContentInsets) }
        if let guide = view.safeAreaGuideStorage { settle(guide, at: view.safeAreaInsets) }
    }

    private func settle(_ guide: LayoutGuide, at insets: EdgeInsets) {
        let old = guide.insetState.insets
        guard old != insets else { return }
        guide.insetState.insets = insets
        items.markMoved(guide)
        guard old != nil, !guide.insetState.hasNewInsets else { return }
        guide.insetState.hasNewInsets = true
        guidesWithNewInsets.append(guide)
    }

    /// Moves the rows of the constraints reading the guides whose insets
    /// the sync changed. A guide whose insets change for the first time
    /// finds its readers among the active constraints, in one pass for all
    /// such guides (a new safe area changes the margins of every cell of a
    /// feed), and lists them from then on.
    func refreshReadersOfChangedGuides() {
        guard !guidesWithNewInsets.isEmpty else { return }
        let guides = guidesWithNewInsets
        guidesWithNewInsets = []
        var searching = false
        for guide in guides where guide.insetState.readers == nil {
            guide.insetState.readers = []
            guide.insetState.isFindingReaders = true
            searching = true
        }
        if searching {
            hasListedReaders = true
            for constraint in active.unsafeElements where constraint.record?.readsInsetGuide == true {
                constraint.forEachInsetGuide { guide in
                    if guide.insetState.isFindingReaders { guide.insetState.readers?.append(constraint) }
                }
            }
        }
        var readers: [LayoutConstraint] = []
        var seen = Set<ObjectIdentifier>()
        for guide in guides {
            guide.insetState.hasNewInsets = false
            guide.insetState.isFindingReaders = false
            for reader in guide.insetState.readers ?? []
            where reader.isIn(self) && reader.record != nil && seen.insert(ObjectIdentifier(reader)).inserted {
                readers.append(reader)
            }
        }
        refreshRows(of: readers)
    }

    /// Gives the rows of `readers` the constants of the new insets. The
    /// readers agree with one another at the new insets, but moved one at
    /// a time, a required one would meet another still at the old ones and
    /// read as a conflict: the required rows leave first and come back
    /// after, in activation order, as an activation would add them. A
    /// conflict then breaks a constraint, as a new constant would; any
    /// other failure is reported, and the constraint waits without a row
    /// for a later change (see `settleLeftoverRows()`).
    private func refreshRows(of readers: [LayoutConstraint]) {
        var leaving: [LayoutConstraint] = []
        for reader in readers {
            guard var record = reader.record else { continue }
            if reader.storedPriority == .required, !record.isBroken, let handle = record.handle {
                removeRow(handle, of: reader)
                record.handle = nil
                reader.record = record
                leaving.append(reader)
            } else {
                do { try updateConstant(of: reader, to: reader.storedConstant) } catch { report(.error(error)) }
            }
        }
        leaving.sort { ($0.record?.serial ?? 0) < ($1.record?.serial ?? 0) }
        for reader in leaving {
            guard var record = reader.record else { continue }
            do {
                if try addRowAgain(of: reader, into: &record) { reader.record = record }
            } catch {
                report(.error(error))
                unplacedConstraints.append(reader)
            }
        }
    }

    /// The rectangle of a guide inset from its view, in root coordinates.
    func rect(ofInsetGuide guide: LayoutGuide) -> CGRect {
        guard let view = guide.owningView else { return .zero }
        // Read as solved, a negative size included, as the guide's own
        // symbols would be: `minY` and `height` would turn it over.
        let frame = rect(of: view)
        let insets = guide.insets(in: view)
        return CGRect(
            x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
            width: frame.size.width - insets.left - insets.right,
            height: frame.size.height - insets.top - insets.bottom)
    }
}

extension LayoutGuide {
    /// The insets from `view`, its owning view, that the guide is read
    /// with: those its readers' rows were built with, or the view's now.
    func insets(in view: LayoutView) -> EdgeInsets {
        insetState.insets ?? insetSource?.insets(of: view) ?? .zero
    }
}
