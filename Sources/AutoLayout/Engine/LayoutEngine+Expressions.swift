import Cassowary
import Foundation

/// Turning a layout constraint into the solver's: anchors into linear
/// forms in root coordinates, mirrored for right-to-left items, measured
/// from the container for multiplied positions, and read from a scroll
/// view's content area where UIKit attaches them there.
extension LayoutEngine {

    /// An item's rectangle as symbols: its own, or for a guide inset from
    /// its view, the view's and the insets.
    struct InsetSymbols {
        let symbols: ItemSymbols
        let insets: EdgeInsets?

        init(_ symbols: ItemSymbols, _ insets: EdgeInsets?) {
            self.symbols = symbols
            self.insets = insets
        }
    }

    /// A linear form being built: terms and a constant, merged once at the end.
    struct LinearForm {
        var terms: [ExternalTerm] = []
        var constant = 0.0
        /// The sums of the coefficients given to items' `minX` and to their `minY`.
        var originX = 0.0, originY = 0.0
        /// The guides inset from their views whose anchors were read.
        var insetGuidesRead = InsetGuidesRead()
        /// Where the items' symbols come from when not from this engine's
        /// solver: a probe's (see `fittingSize(of:target:priorities:)`),
        /// which outlives the forms built for it. Unmanaged, as binding an
        /// `unowned(unsafe)` reference retains and releases it, and every
        /// item a form reads asks for the probe.
        var probe: Unmanaged<SymbolProbe>?

        mutating func add(_ symbol: ExternalSymbol, _ coefficient: Double) {
            terms.append(ExternalTerm(symbol, coefficient: coefficient))
        }

        mutating func add(minX item: ItemSymbols, _ coefficient: Double) {
            add(item.minX, coefficient)
            originX += coefficient
        }

        mutating func add(minY item: ItemSymbols, _ coefficient: Double) {
            add(item.minY, coefficient)
            originY += coefficient
        }

        mutating func add(minX rect: InsetSymbols, _ coefficient: Double) {
            add(minX: rect.symbols, coefficient)
            if let insets = rect.insets { constant += coefficient * Double(insets.left) }
        }

        mutating func add(minY rect: InsetSymbols, _ coefficient: Double) {
            add(minY: rect.symbols, coefficient)
            if let insets = rect.insets { constant += coefficient * Double(insets.top) }
        }

        mutating func add(width rect: InsetSymbols, _ coefficient: Double) {
            add(rect.symbols.width, coefficient)
            if let insets = rect.insets { constant -= coefficient * Double(insets.left + insets.right) }
        }

        mutating func add(height rect: InsetSymbols, _ coefficient: Double) {
            add(rect.symbols.height, coefficient)
            if let insets = rect.insets { constant -= coefficient * Double(insets.top + insets.bottom) }
        }

        /// Measures the positions read from the origin of `container`
        /// instead of the root's: `p - container.min` for each position `p`.
        mutating func measure(from container: ItemSymbols) {
            if originX != 0 { add(container.minX, -originX) }
            if originY != 0 { add(container.minY, -originY) }
        }
    }

    /// An item's symbols in the solver a form is built for; `nil` for an
    /// item of no tree of this engine's.
    func symbols(of item: LayoutItem, for form: LinearForm) -> ItemSymbols? {
        guard let probe = form.probe else { return symbols(of: item) }
        return probe._withUnsafeGuaranteedRef { item.isInsetGuide ? nil : $0.symbols(of: item) }
    }

    /// Adds `scale` times the anchor's value to a linear form; `false` when an
    /// item of the side is gone. Leading and trailing of a right-to-left
    /// item are measured leftwards (as `-x`), so their constants and
    /// inequalities keep their meaning when the layout mirrors; in a
    /// constraint that does so (`mirrored`), the centre is too.
    ///
    /// A position of a view that scrolls its content, related to one of its
    /// descendants (`other`), is read from its content area instead, as
    /// UIKit attaches such constraints (see `contentAreaGuide`).
    func add(
        _ side: ConstraintSide, times scale: Double, mirrored: Bool, to form: inout LinearForm,
        contentAreaFor other: ConstraintSide? = nil
    ) -> Bool {
        if let (from, to) = side.distance {
            return add(to.side, times: scale, mirrored: mirrored, to: &form)
                && add(from.side, times: -scale, mirrored: mirrored, to: &form)
        }
        let attribute = side.attribute
        return side.withItem { item in
            if let other, let area = contentArea(of: item, for: attribute, relatedTo: other) {
                return add(area, attribute, times: scale, mirrored: mirrored, to: &form)
            }
            return add(item, attribute, times: scale, mirrored: mirrored, to: &form)
        } ?? false
    }

    /// The content guide standing in for `item`'s position `attribute`
    /// when `other` reads a descendant of it; `nil` otherwise, and always
    /// for sizes, which stay the view's own (a scroll view's width is its frame's).
    private func contentArea(of item: LayoutItem, for attribute: LayoutAttribute, relatedTo other: ConstraintSide)
        -> LayoutGuide?
    {
        guard let guide = item.contentAreaGuide, !attribute.isDimension, let view = guide.owningView,
            let inside = other.item?.hostView, inside !== view, inside.isDescendant(of: view)
        else { return nil }
        return guide
    }

    func add(
        _ item: LayoutItem, _ attribute: LayoutAttribute, times scale: Double, mirrored: Bool,
        to form: inout LinearForm
    ) -> Bool {
        if let symbols = self.symbols(of: item, for: form) {
            return add(symbols, insetBy: nil, of: item, attribute, times: scale, mirrored: mirrored, to: &form)
        }
        // A guide inset from its view is read as the view's rectangle inset
        // (see `InsetGuideState`). The guide and its view are read
        // unretained: the view holds the guide, and reading the insets runs
        // no other code.
        guard item.isInsetGuide else { return false }
        let guide = unsafeDowncast(item, to: LayoutGuide.self)
        guard let view = guide.unretainedOwningView else { return false }
        return view._withUnsafeGuaranteedRef { view in
            guard let symbols = self.symbols(of: view, for: form) else { return false }
            let insets = appliedInsets(of: guide, in: view)
            form.insetGuidesRead.note(guide)
            return add(symbols, insetBy: insets, of: item, attribute, times: scale, mirrored: mirrored, to: &form)
        }
    }

    /// Adds the attribute of an item whose rectangle is `symbols`, inset by
    /// `insets` when the item is a guide inset from its view.
    private func add(
        _ symbols: ItemSymbols, insetBy insets: EdgeInsets?, of item: LayoutItem, _ attribute: LayoutAttribute,
        times scale: Double, mirrored: Bool, to form: inout LinearForm
    ) -> Bool {
        let rect = InsetSymbols(symbols, insets)
        switch attribute {
        case .left:
            form.add(minX: rect, scale)
        case .right:
            form.add(minX: rect, scale)
            form.add(width: rect, scale)
        case .top:
            form.add(minY: rect, scale)
        case .bottom:
            form.add(minY: rect, scale)
            form.add(height: rect, scale)
        case .width:
            form.add(width: rect, scale)
        case .height:
            form.add(height: rect, scale)
        case .centerX:
            let sign = mirrored ? -scale : scale
            form.add(minX: rect, sign)
            form.add(width: rect, 0.5 * sign)
        case .centerY:
            form.add(minY: rect, scale)
            form.add(height: rect, 0.5 * scale)
        case .leading, .trailing:
            // Left to right: leading is minX, trailing minX + width; right to
            // left: leading is -(minX + width), trailing -minX. A constraint
            // that is not mirrored reads no right-to-left edge, so the
            // direction is only looked up again for one that is.
            let rightToLeft = mirrored && item.isRightToLeft
            let sign = rightToLeft ? -scale : scale
            form.add(minX: rect, sign)
            if (attribute == .trailing) != rightToLeft { form.add(width: rect, sign) }
        case .firstBaseline:
            form.add(minY: rect, scale)
            // The offset comes from the item's text metrics, which may be
            // the app's and may let the item go: it is held meanwhile, as
            // the item may have come unretained (`ConstraintSide.withItem`).
            let held = Unmanaged.passRetained(item)
            defer { held.release() }
            if let offset = item.firstBaselineOffset {
                form.constant += scale * Double(offset)
            } else {
                form.add(height: rect, scale)
            }
        case .lastBaseline:
            form.add(minY: rect, scale)
            form.add(height: rect, scale)
            // Held, as for the first baseline.
            let held = Unmanaged.passRetained(item)
            defer { held.release() }
            if let offset = item.lastBaselineOffsetFromBottom { form.constant -= scale * Double(offset) }
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
            .centerXWithinMargins, .centerYWithinMargins:
            let host: LayoutItem = (item as? LayoutView)?.layoutMarginsGuide ?? item
            return add(host, attribute.outsideMargins, times: scale, mirrored: mirrored, to: &form)
        case .notAnAttribute:
            return false
        }
        return true
    }

    /// Whether a constraint reads a leading or trailing edge of a
    /// right-to-left item, and so measures horizontal positions leftwards.
    func isMirrored(_ constraint: LayoutConstraint) -> Bool {
        mayLayOutRightToLeft
            && (constraint.firstSide.readsMirroredEdge || constraint.secondSide?.readsMirroredEdge == true)
    }

    /// The constraint's linear form over the items' symbols, in this
    /// engine's solver or in `probe`'s: the first anchor less the
    /// multiplied second, in root coordinates, without the layout
    /// constant; `nil` when an item is gone. Built in the engine's term
    /// storage, which `recycle(_:)` takes back, so a constraint allocates
    /// no array of its own.
    func linearForm(for constraint: LayoutConstraint, in probe: SymbolProbe? = nil) -> LinearForm? {
        var form = LinearForm()
        form.probe = probe.map(Unmanaged.passUnretained)
        swap(&form.terms, &formStorage)
        let mirrored = isMirrored(constraint)
        let first = constraint.firstSide, second = constraint.secondSide
        guard add(first, times: 1, mirrored: mirrored, to: &form, contentAreaFor: second) else {
            recycle(consume form)
            return nil
        }
        if let second {
            guard
                add(
                    second, times: -Double(constraint.multiplier), mirrored: mirrored, to: &form,
                    contentAreaFor: first)
            else {
                recycle(consume form)
                return nil
            }
            // Positions are in root coordinates, where a multiplier would
            // scale the distance from the root's origin. UIKit measures them
            // in the coordinates of the items' nearest common ancestor (an
            // ancestor's own attributes in its bounds), so the form does;
            // a constraint of multiplier 1 is left as it was.
            if constraint.multiplier != 1, form.originX != 0 || form.originY != 0 {
                guard let container = constraint.container else {
                    recycle(consume form)
                    return nil
                }
                guard let symbols = symbols(of: container, for: form) else {
                    recycle(consume form)
                    return nil
                }
                form.measure(from: symbols)
            }
        }
        return form
    }

    /// Takes back the storage of a form's terms for the next form.
    func recycle(_ form: consuming LinearForm) {
        form.terms.removeAllKeepingStorage()
        swap(&form.terms, &formStorage)
    }

    /// Adds the constraint's row, built as `form`, to the solver at a
    /// strength; the caller takes back the form's storage. Borrowed: the
    /// form consumed here was copied whole to read its terms, a retain and
    /// a release on every activation. Throws the solver's error rather
    /// than returning a result: a result holding a handle or an error is
    /// destroyed through the runtime, which cost an activation more than
    /// the engine's own bookkeeping.
    func addRow(_ form: borrowing LinearForm, for constraint: LayoutConstraint, strength: Strength)
        throws(SolverError) -> ConstraintHandle
    {
        try solver.addConstraint(
            terms: form.terms, constant: form.constant - Double(constraint.storedConstant),
            relation: constraint.relation.solverRelation, strength: strength,
            shortfallStrength: Self.shortfallStrength(of: constraint, at: strength), owner: constraint)
    }

    /// The strength the constraint's row weighs its shortfall at, apart
    /// from its excess at `strength`: an intrinsic size held at two
    /// optional priorities is one row weighed apart on each side (see
    /// `IntrinsicSizeConstraints`); `nil` for every other row.
    static func shortfallStrength(of constraint: LayoutConstraint, at strength: Strength) -> Strength? {
        guard case .contentSize(let compressionResistance) = constraint.origin, !strength.isRequired else { return nil }
        let compression = Self.strength(for: compressionResistance)
        return compression.isRequired ? nil : compression
    }
}

extension ConstraintSide {
    /// Whether the side reads a leading or trailing edge of a right-to-left item.
    var readsMirroredEdge: Bool {
        if let (from, to) = distance { return from.side.readsMirroredEdge || to.side.readsMirroredEdge }
        return attribute.outsideMargins.isDirectional && item?.isRightToLeft == true
    }

    /// Whether the side reads something besides the item's rectangle: the
    /// layout direction, a baseline, the margins.
    var readsViewState: Bool {
        if let (from, to) = distance { return from.side.readsViewState || to.side.readsViewState }
        return attribute.readsViewState
    }
}

extension LayoutRelation {
    /// The relation the solver gives a constraint's expression less its
    /// constant: a layout relation reads the same way, first anchor on the left.
    var solverRelation: Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension LayoutAttribute {
    /// Whether an item's attribute reads something besides its rectangle:
    /// the layout direction, a baseline, the margins.
    var readsViewState: Bool {
        isDirectional || self == .firstBaseline || self == .lastBaseline || outsideMargins != self
    }

    /// The attribute of the margins guide a margin attribute stands for.
    var outsideMargins: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }
}
