/// The lists of the constraints reading each inset guide, kept from the
/// guide's first change of insets on (see `InsetGuideState`).
extension LayoutEngine {
    /// Lists a constraint being activated with each inset guide its form
    /// read that lists its readers: nearly always one, which the form names.
    func listAsReader(_ constraint: LayoutConstraint, of form: InsetGuidesRead) {
        // Looked at unretained: nearly every form reads no guide, and
        // nearly every guide keeps no list. A guide that does is held while
        // listed, as dropping an inactive reader may free it, and a freed
        // constraint may report to the app.
        guard let guide = form.unretainedFirst else { return }
        if form.hasOthers {
            constraint.forEachInsetGuide { list(constraint, with: $0) }
        } else if guide._withUnsafeGuaranteedRef({ $0.insetState.readers != nil }) {
            list(constraint, with: guide.takeUnretainedValue())
        }
    }

    /// Before a list grows, drops those no longer active here (see
    /// `InsetGuideState.readers`). A guide still to find its readers is
    /// left to the search.
    private func list(_ constraint: LayoutConstraint, with guide: LayoutGuide) {
        guard var readers = guide.insetState.readers.take() else { return }
        defer { guide.insetState.readers = readers }
        guard !guide.insetState.isFindingReaders else { return }
        if !readers.isEmpty, readers.count == readers.capacity { dropInactive(from: &readers, of: guide) }
        readers.append(constraint)
    }

    /// Takes a constraint being deactivated off its inset guides' lists. A
    /// long list is not searched: the constraint stays until more than half
    /// the list has left, and then all that left go at once, so a guide
    /// read by thousands pays no search for each as they leave.
    func unlistAsReader(_ constraint: LayoutConstraint) {
        constraint.forEachInsetGuide { guide in
            guard var readers = guide.insetState.readers.take() else { return }
            defer { guide.insetState.readers = readers }
            guard readers.count <= Self.searchedReaderCount else {
                guide.insetState.leftReaders += 1
                if 2 * Int(guide.insetState.leftReaders) > readers.count { dropInactive(from: &readers, of: guide) }
                return
            }
            guard let index = readers.lastIndex(where: { $0 === constraint }) else { return }
            readers.swapAt(index, readers.count - 1)
            readers.removeLast()
        }
    }

    /// The longest list a leaving reader is searched for.
    static let searchedReaderCount = 64

    /// Drops the readers no longer active here, and any listed twice.
    private func dropInactive(from readers: inout [LayoutConstraint], of guide: LayoutGuide) {
        var seen = Set<ObjectIdentifier>()
        readers.removeAll { reader in
            !reader.isIn(self) || reader.record == nil || !seen.insert(ObjectIdentifier(reader)).inserted
        }
        guide.insetState.leftReaders = 0
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
        } else if item.isInsetGuide {
            body(unsafeDowncast(item, to: LayoutGuide.self), attribute)
        }
    }
}
