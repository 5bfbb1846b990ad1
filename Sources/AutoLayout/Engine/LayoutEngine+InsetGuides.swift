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
        guard old != nil else { return }
        if let readers = guide.insetState.readers {
            for reader in readers where reader.engine === self && reader.record != nil {
                refreshRowConstant(of: reader)
            }
        } else if !guide.insetState.awaitsReaders {
            guide.insetState.awaitsReaders = true
            guidesAwaitingReaders.append(guide)
        }
    }

    /// Finds the readers of the guides whose insets changed for the first
    /// time, in one pass over the active constraints for all of them (a
    /// rotation changes the margins of every cell of a feed), lists them
    /// with their guides from now on, and refreshes their rows.
    func refreshReadersOfChangedGuides() {
        guard !guidesAwaitingReaders.isEmpty else { return }
        let guides = guidesAwaitingReaders
        guidesAwaitingReaders = []
        for guide in guides { guide.insetState.readers = [] }
        for constraint in active.unsafeElements where constraint.record?.readsInsetGuide == true {
            constraint.forEachInsetGuide { guide in
                if guide.insetState.awaitsReaders { guide.insetState.readers?.append(constraint) }
            }
        }
        for guide in guides {
            guide.insetState.awaitsReaders = false
            for reader in guide.insetState.readers ?? [] { refreshRowConstant(of: reader) }
        }
    }

    /// Rebuilds the constant of an active constraint's row after the insets
    /// of a guide it reads changed. A conflict breaks the constraint, as a
    /// new constant would; any other failure is reported, and the row
    /// keeps its constant until the next change.
    private func refreshRowConstant(of constraint: LayoutConstraint) {
        do { try updateConstant(of: constraint, to: constraint.storedConstant) } catch { report(.error(error)) }
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

    /// Before a long list grows, drops those no longer active here, so a
    /// guide outliving engines keeps no more than it has readers. A guide
    /// still to find its readers is left to the search.
    private func list(_ constraint: LayoutConstraint, with guide: LayoutGuide) {
        guard let count = guide.insetState.readers?.count, !guide.insetState.awaitsReaders else { return }
        if count >= 8, count == guide.insetState.readers?.capacity {
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
        let frame = rect(of: view)
        let insets = guide.insetState.insets ?? guide.insetSource?.insets(of: view) ?? .zero
        return CGRect(
            x: frame.minX + insets.left, y: frame.minY + insets.top,
            width: frame.width - insets.left - insets.right, height: frame.height - insets.top - insets.bottom)
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
        for constraint in constraints where constraint.record?.readsInsetGuide == true {
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
