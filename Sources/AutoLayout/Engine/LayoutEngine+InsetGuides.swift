import Foundation

/// The guides a view is inset by (margins, safe area, readable content),
/// read as the view's rectangle inset (see `InsetGuideState`).
extension LayoutEngine {
    /// The insets the rows reading `guide` are built with: those last
    /// settled, or the view's now for the first row built before a sync.
    func appliedInsets(of guide: LayoutGuide, in view: LayoutView) -> EdgeInsets {
        if let insets = guide.insetState.insets { return insets }
        let insets = guide.insetSource?.insets(of: view) ?? .zero
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
            where reader.engine === self && reader.record != nil && seen.insert(ObjectIdentifier(reader)).inserted {
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

    /// Lists a constraint being activated with each inset guide its form
    /// read that lists its readers: nearly always one, which the form names.
    func listAsReader(_ constraint: LayoutConstraint, of form: InsetGuidesRead) {
        guard let guide = form.first else { return }
        if form.hasOthers {
            constraint.forEachInsetGuide { list(constraint, with: $0) }
        } else {
            list(constraint, with: guide)
        }
    }

    /// Before a list grows, drops those no longer active here (see
    /// `InsetGuideState.readers`). A guide still to find its readers is
    /// left to the search.
    private func list(_ constraint: LayoutConstraint, with guide: LayoutGuide) {
        guard let count = guide.insetState.readers?.count, !guide.insetState.isFindingReaders else { return }
        if count > 0, count == guide.insetState.readers?.capacity {
            var seen = Set<ObjectIdentifier>()
            guide.insetState.readers?.removeAll { reader in
                reader.engine !== self || reader.record == nil || !seen.insert(ObjectIdentifier(reader)).inserted
            }
        }
        guide.insetState.readers?.append(constraint)
    }

    /// Takes a constraint being deactivated off its inset guides' lists.
    func unlistAsReader(_ constraint: LayoutConstraint) {
        constraint.forEachInsetGuide { guide in
            guard let index = guide.insetState.readers?.lastIndex(where: { $0 === constraint }) else { return }
            guide.insetState.readers?.swapAt(index, (guide.insetState.readers?.count ?? 1) - 1)
            guide.insetState.readers?.removeLast()
        }
    }

    /// The rectangle of a guide inset from its view, in root coordinates.
    func rect(ofInsetGuide guide: LayoutGuide) -> CGRect {
        guard let view = guide.owningView else { return .zero }
        // Read as solved, a negative size included, as the guide's own
        // symbols would be: `minY` and `height` would turn it over.
        let frame = rect(of: view)
        let insets = guide.insetState.insets ?? guide.insetSource?.insets(of: view) ?? .zero
        return CGRect(
            x: frame.origin.x + insets.left, y: frame.origin.y + insets.top,
            width: frame.size.width - insets.left - insets.right,
            height: frame.size.height - insets.top - insets.bottom)
    }
}

extension LayoutEngine {
    /// The constraints UIKit would list in a conflict running through
    /// inset guides, where it pins each guide to its view with a constraint
    /// an edge: for each edge of a guide that the constraints read, the
    /// constraint `guide.edge == view.edge + inset` it stands for, made for
    /// the report (see `InsetGuideState`).
    func insetGuideConstraints(readBy constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        var edges: [(guide: LayoutGuide, edge: LayoutAttribute)] = []
        // The constraint being activated has no record yet: it is walked.
        for constraint in constraints where constraint.record?.readsInsetGuide ?? true {
            constraint.forEachInsetGuideAnchor { guide, attribute in
                for edge in attribute.insetEdges(rightToLeft: guide.isRightToLeft)
                where !edges.contains(where: { $0.guide === guide && $0.edge == edge }) {
                    edges.append((guide, edge))
                }
            }
        }
        return edges.compactMap { guide, edge in
            guard let view = guide.owningView, let source = guide.insetSource else { return nil }
            let insets = guide.insetState.insets ?? source.insets(of: view)
            let constant: CGFloat =
                switch edge {
                case .left: insets.left
                case .top: insets.top
                case .right: -insets.right
                default: -insets.bottom
                }
            return LayoutConstraint(
                guide, edge, relation: .equal, view, edge, constant: constant,
                location: SourceLocation(file: #fileID, line: #line), origin: source.origin)
        }
    }
}

extension LayoutAttribute {
    /// The edges of an inset guide whose insets an anchor of it reads.
    func insetEdges(rightToLeft: Bool) -> [LayoutAttribute] {
        switch self {
        case .left, .right, .top, .bottom: [self]
        case .leading: [rightToLeft ? .right : .left]
        case .trailing: [rightToLeft ? .left : .right]
        case .width, .centerX: [.left, .right]
        case .height, .centerY: [.top, .bottom]
        case .firstBaseline, .lastBaseline: [.bottom]
        default: []
        }
    }
}

extension InsetSource {
    /// How the constraints standing for a guide of this kind are named.
    var origin: LayoutConstraint.Origin {
        switch self {
        case .margins: .margins
        case .safeArea: .safeArea
        case .readableContent: .readableContent
        }
    }
}

extension LayoutConstraint {
    /// Calls `body` with each guide inset from its view that the
    /// constraint reads, margin attributes reading their view's margins guide.
    func forEachInsetGuide(_ body: (LayoutGuide) -> Void) {
        forEachInsetGuideAnchor { guide, _ in body(guide) }
    }

    /// Calls `body` with each anchor of a guide inset from its view that
    /// the constraint reads: the guide and the attribute.
    func forEachInsetGuideAnchor(_ body: (LayoutGuide, LayoutAttribute) -> Void) {
        firstSide.forEachInsetGuideAnchor(body)
        secondSide?.forEachInsetGuideAnchor(body)
    }
}

extension ConstraintSide {
    func forEachInsetGuideAnchor(_ body: (LayoutGuide, LayoutAttribute) -> Void) {
        if let (from, to) = distance {
            from.side.forEachInsetGuideAnchor(body)
            to.side.forEachInsetGuideAnchor(body)
            return
        }
        guard let item else { return }
        if attribute.outsideMargins != attribute, let view = item as? LayoutView {
            if let guide = view.marginsGuideStorage { body(guide, attribute.outsideMargins) }
        } else if let guide = item.insetGuide {
            body(guide, attribute)
        }
    }
}
