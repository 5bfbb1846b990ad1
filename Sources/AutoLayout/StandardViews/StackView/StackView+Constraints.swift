import Foundation

// The stack view's constraints, as UIKit makes them. The facts come from
// Apple's documentation of UIStackView and from UIKit's own constraints as
// printed from a running app ("Let's Build UIStackView", kean.blog, 2017;
// "Stack View Baseline Alignment Issue", useyourloaf.com): which constraints
// each distribution and alignment makes, their relations, priorities and
// identifiers. Written here for a horizontal stack (leading, trailing,
// width along the axis; top, bottom, height across it); a vertical stack
// swaps the axes.

extension StackView {
    /// Makes the stack's constraints those its properties and arranged views call for.
    func updateArrangement() {
        var rules = StackConstraintRules(stack: self)
        if !arrangedSubviews.isEmpty {
            rules.addDistribution()
            rules.addAlignment()
        }
        arrangement.apply(
            rules.wanted, usingSpanner: rules.usesSpanner, gapCount: rules.gapCount, in: self,
            site: siteOfStack)
    }
}

/// The attributes of one axis: its two edges, centre and length.
struct StackAxisAttributes {
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let center: LayoutAttribute
    let length: LayoutAttribute

    init(_ axis: LayoutAxis) {
        switch axis {
        case .horizontal: (leading, trailing, center, length) = (.leading, .trailing, .centerX, .width)
        case .vertical: (leading, trailing, center, length) = (.top, .bottom, .centerY, .height)
        }
    }
}

/// The constraints one stack wants now, worked out from its state.
struct StackConstraintRules {
    let stack: StackView
    /// What the views' outer edges connect to: the stack, or its margins guide.
    let canvas: LayoutItem
    let along: StackAxisAttributes
    let across: StackAxisAttributes
    let views: [LayoutView]
    let isHidden: [Bool]
    let visible: [Int]
    private(set) var wanted: [WantedConstraint] = []
    private(set) var usesSpanner = false
    private(set) var gapCount = 0

    init(stack: StackView) {
        self.stack = stack
        canvas = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMarginsGuide : stack
        let crossAxis: LayoutAxis = stack.axis == .horizontal ? .vertical : .horizontal
        along = StackAxisAttributes(stack.axis)
        across = StackAxisAttributes(crossAxis)
        views = stack.arrangedSubviews
        let hidden = views.map(\.isHidden)
        isHidden = hidden
        visible = hidden.indices.filter { !hidden[$0] }
        wanted.reserveCapacity(views.count * 4)
    }

    /// Adds a constraint that concerns the arranged view at `index`, or the
    /// stack as a whole (`nil`): it records the call that arranged the view,
    /// or the call that made the stack.
    private mutating func add(
        _ first: LayoutItem, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
        _ second: LayoutItem?, _ secondAttribute: LayoutAttribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
        priority: LayoutPriority = .required, _ role: StackConstraintRole, for index: Int?
    ) {
        wanted.append(
            WantedConstraint(
                first: first, firstAttribute: firstAttribute, relation: relation, second: second,
                secondAttribute: secondAttribute, multiplier: multiplier, constant: constant, priority: priority,
                role: role, site: index.map { stack.arrangedCallSites[$0] } ?? stack.siteOfStack, order: index ?? -1))
    }

    // MARK: Distribution: along the axis

    /// The first and last visible views' outer edges meet the canvas's
    /// (`UISV-canvas-connection`); adjacent views are chained by
    /// `UISV-spacing`; a hidden view has no length (`UISV-hiding`); then
    /// what the distribution adds.
    mutating func addDistribution() {
        let first = visible.first ?? 0, last = visible.last ?? views.count - 1
        add(canvas, along.leading, .equal, views[first], along.leading, .canvasConnection, for: first)
        add(views[last], along.trailing, .equal, canvas, along.trailing, .canvasConnection, for: last)
        addSpacing()
        for index in views.indices where isHidden[index] {
            add(views[index], along.length, .equal, nil, .notAnAttribute, .hiding, for: index)
        }
        switch stack.distribution {
        case .fill: addIndexOrder()
        case .fillEqually: addEqualLengths()
        case .fillProportionally: addProportionalLengths()
        case .equalSpacing, .equalCentering:
            addIndexOrder()
            addGaps()
        }
    }

    /// The intrinsic length of a view along the axis, or `nil` for none.
    private func intrinsicLength(of view: LayoutView) -> CGFloat? {
        let size = view.intrinsicContentSize
        let length = stack.axis == .horizontal ? size.width : size.height
        return length.isFinite && length >= 0 ? length : nil
    }

    /// Apple: where the hugging or compression resistance priorities leave
    /// it ambiguous which view stretches or shrinks, the stack decides by
    /// the views' index; the first view gives way first (Ray Wenderlich's
    /// UIStackView tutorial: "if all of the priorities are equal, it
    /// expands the first view"). UIKit does this out of sight; here each
    /// later visible view with an intrinsic length hugs it and resists
    /// compression a little more firmly than its own priorities say:
    /// `length <= intrinsic` and `length >= intrinsic` a thousandth of a
    /// priority level more per index (up to 999) above its hugging and its
    /// compression resistance priority (`UISV-ambiguity-suppression`),
    /// which settles only what those priorities leave tied. Each bound at
    /// its own priority keeps a squeezed stack as quick to solve as a free one.
    private mutating func addIndexOrder() {
        for (order, index) in visible.enumerated().dropFirst() {
            let view = views[index]
            guard let length = intrinsicLength(of: view) else { continue }
            let step = 0.001 * Float(min(order, 999))
            let hugging = view.contentHuggingPriority(for: stack.axis) + step
            let resistance = view.contentCompressionResistancePriority(for: stack.axis) + step
            if hugging < .required {
                add(
                    view, along.length, .lessThanOrEqual, nil, .notAnAttribute, constant: length, priority: hugging,
                    .ambiguitySuppression, for: index)
            }
            if resistance < .required {
                add(
                    view, along.length, .greaterThanOrEqual, nil, .notAnAttribute, constant: length,
                    priority: resistance,
                    .ambiguitySuppression, for: index)
            }
        }
    }

    /// The spacing after the visible view at `index` in ``visible``.
    private func gapAfter(visibleIndex index: Int) -> CGFloat {
        stack.resolvedSpacing(after: views[visible[index]])
    }

    /// Chains each view to the one before it. Between visible views the
    /// constant is the spacing after the first. A hidden view between them
    /// sits at half that spacing from each (as the reimplementations
    /// checked against UIKit, TZStackView and Arranged, space it), so the
    /// visible views stay one spacing apart; hidden views next to each
    /// other, or before the first or after the last visible view, take
    /// none (UIKit's dump of a hidden first view shows a spacing of 0). The fill distributions require the spacing, the equal ones
    /// require at least it. In a vertical stack with baseline-relative
    /// arrangement, the space between visible views runs from baseline to
    /// baseline, as Apple documents.
    private mutating func addSpacing() {
        let relation: LayoutRelation = stack.distribution.keepsViewSizes ? .greaterThanOrEqual : .equal
        let baselines = stack.axis == .vertical && stack.isBaselineRelativeArrangement
        var visibleBefore = -1
        for index in views.indices.dropFirst() {
            let previous = index - 1
            if !isHidden[previous] { visibleBefore += 1 }
            let constant: CGFloat
            if visibleBefore < 0 || visibleBefore + 1 >= visible.count {
                constant = 0
            } else if isHidden[previous] && isHidden[index] {
                constant = 0
            } else {
                let gap = gapAfter(visibleIndex: visibleBefore)
                constant = isHidden[previous] || isHidden[index] ? gap / 2 : gap
            }
            let from: LayoutAttribute = baselines && !isHidden[previous] ? .lastBaseline : along.trailing
            let to: LayoutAttribute = baselines && !isHidden[index] ? .firstBaseline : along.leading
            add(views[index], to, relation, views[previous], from, constant: constant, .spacing, for: index)
        }
    }

    /// `.fillEqually`: each visible view as long as the first (`UISV-fill-equally`).
    private mutating func addEqualLengths() {
        guard let first = visible.first else { return }
        for index in visible.dropFirst() {
            add(views[index], along.length, .equal, views[first], along.length, .fillEqually, for: index)
        }
    }

    /// `.fillProportionally`: each visible view's length a fraction of the
    /// stack's (`UISV-fill-proportionally`) at falling priorities, as UIKit
    /// makes them; the stack's own length even with margins, as UIKit relates them.
    private mutating func addProportionalLengths() {
        let lengths = visible.map { intrinsicLength(of: views[$0]) ?? 0 }
        let content = lengths.reduce(0, +)
        guard content > 0 else { return addEqualLengths() }
        let spacing = visible.indices.dropLast().reduce(0) { $0 + gapAfter(visibleIndex: $1) }
        let total = content + spacing
        for (order, index) in visible.enumerated() {
            let priority = visible.count == 1 ? LayoutPriority.required : LayoutPriority(max(1, 999 - Float(order)))
            add(
                views[index], along.length, .equal, stack, along.length,
                multiplier: total == 0 ? 0 : lengths[order] / total,
                priority: priority, .fillProportionally, for: index)
        }
    }

    /// `.equalSpacing`, `.equalCentering`: a guide between each pair of
    /// visible views, from edge to edge or centre to centre
    /// (`UISV-distributing-edge`), all as long as the first
    /// (`UISV-fill-equally`: required for equal spacing, 149 for equal
    /// centering), and a free stack as short as its least spacing allows
    /// (`UISV-canvas-fit`, 49). UIKit's gap guides are tied to the stack
    /// across the axis; these are, by `UISV-canvas-connection`.
    private mutating func addGaps() {
        let centering = stack.distribution == .equalCentering
        let baselines = stack.axis == .vertical && stack.isBaselineRelativeArrangement && !centering
        var first: LayoutGuide?
        for order in visible.indices.dropFirst() {
            let previous = visible[order - 1], next = visible[order]
            let gap = stack.arrangement.gap(order - 1, in: stack)
            let from: LayoutAttribute = centering ? along.center : (baselines ? .lastBaseline : along.trailing)
            let to: LayoutAttribute = centering ? along.center : (baselines ? .firstBaseline : along.leading)
            if centering {
                add(gap, along.leading, .equal, views[previous], from, .distributingEdge, for: next)
                add(gap, along.trailing, .equal, views[next], to, .distributingEdge, for: next)
            } else {
                add(gap, along.leading, .equal, views[previous], from, .distributingEdge, for: next)
                add(views[next], to, .equal, gap, along.trailing, .distributingEdge, for: next)
            }
            add(canvas, across.leading, .equal, gap, across.leading, .canvasConnection, for: nil)
            add(gap, across.trailing, .equal, canvas, across.trailing, .canvasConnection, for: nil)
            if let first {
                add(
                    gap, along.length, .equal, first, along.length, priority: centering ? 149 : .required,
                    .fillEqually, for: nil)
            } else {
                first = gap
            }
            gapCount += 1
        }
        add(stack, along.length, .equal, nil, .notAnAttribute, priority: 49, .canvasFit, for: nil)
    }

    // MARK: Alignment: across the axis

    /// The alignment's constraints across the axis; see ``StackView/Alignment-swift.enum``.
    mutating func addAlignment() {
        let alignment = effectiveAlignment
        let first = views[0]
        if let attribute = alignedAttribute(alignment) {
            for index in views.indices.dropFirst() {
                add(first, attribute, .equal, views[index], attribute, .alignment, for: index)
            }
        }
        if alignment == .fill {
            for index in views.indices.dropFirst() {
                add(first, across.trailing, .equal, views[index], across.trailing, .alignment, for: index)
            }
        }
        if visible.isEmpty {
            addSpannerAsCanvas()
        } else if alignment == .fill {
            add(canvas, across.leading, .equal, first, across.leading, .canvasConnection, for: 0)
            add(first, across.trailing, .equal, canvas, across.trailing, .canvasConnection, for: 0)
        } else {
            addBoundedAlignment(alignment)
        }
    }

    /// Baseline alignments are for horizontal stacks: a vertical one lays
    /// its views out as leading (first) or trailing (last), where UIKit
    /// leaves them ambiguous.
    private var effectiveAlignment: StackView.Alignment {
        switch (stack.alignment, stack.axis) {
        case (.firstBaseline, .vertical): .leading
        case (.lastBaseline, .vertical): .trailing
        default: stack.alignment
        }
    }

    private func alignedAttribute(_ alignment: StackView.Alignment) -> LayoutAttribute? {
        switch alignment {
        case .fill, .leading: across.leading
        case .trailing: across.trailing
        case .center: across.center
        case .firstBaseline: .firstBaseline
        case .lastBaseline: .lastBaseline
        }
    }

    /// The alignments that let views keep their own size across the axis.
    /// A top edge connection is loose (`<=`) unless the alignment pins the
    /// top (leading), a bottom one unless it pins the bottom (trailing).
    private mutating func addBoundedAlignment(_ alignment: StackView.Alignment) {
        let topLoose = alignment != .leading, bottomLoose = alignment != .trailing
        let first = views[0]
        if views.count > 1 {
            let spanner = useSpanner()
            for index in visible {
                add(
                    spanner, across.leading, topLoose ? .lessThanOrEqual : .equal, views[index], across.leading,
                    priority: topLoose ? .required : 999.5, .spanningBoundary, for: index)
                add(
                    spanner, across.trailing, bottomLoose ? .greaterThanOrEqual : .equal, views[index], across.trailing,
                    priority: bottomLoose ? .required : 999.5, .spanningBoundary, for: index)
            }
            switch alignment {
            case .leading: add(canvas, across.leading, .equal, first, across.leading, .canvasConnection, for: 0)
            case .firstBaseline:
                add(canvas, across.leading, .lessThanOrEqual, first, across.leading, .canvasConnection, for: 0)
            default: add(canvas, across.leading, .equal, spanner, across.leading, .canvasConnection, for: nil)
            }
            switch alignment {
            case .trailing: add(first, across.trailing, .equal, canvas, across.trailing, .canvasConnection, for: 0)
            case .lastBaseline:
                add(first, across.trailing, .lessThanOrEqual, canvas, across.trailing, .canvasConnection, for: 0)
            default: add(spanner, across.trailing, .equal, canvas, across.trailing, .canvasConnection, for: nil)
            }
            if alignment == .firstBaseline || alignment == .lastBaseline { addCanvasFit() }
        } else {
            add(
                canvas, across.leading, topLoose ? .lessThanOrEqual : .equal, first, across.leading,
                .canvasConnection, for: 0)
            add(
                first, across.trailing, bottomLoose ? .lessThanOrEqual : .equal, canvas, across.trailing,
                .canvasConnection, for: 0)
            addCanvasFit()
        }
        if alignment == .center {
            add(canvas, across.center, .equal, first, across.center, .canvasConnection, for: 0)
        }
        for index in views.indices {
            add(
                views[index], across.length, .equal, nil, .notAnAttribute, priority: 25, .ambiguitySuppression,
                for: index)
        }
    }

    /// A stack whose views are all hidden is as thin as the spanner, which is as thin as it can be.
    private mutating func addSpannerAsCanvas() {
        let spanner = useSpanner()
        add(canvas, across.leading, .equal, spanner, across.leading, .canvasConnection, for: nil)
        add(spanner, across.trailing, .equal, canvas, across.trailing, .canvasConnection, for: nil)
    }

    /// The alignment spanner, hugging what it spans (`UISV-spanning-fit`,
    /// 51). UIKit's spanner is tied to the stack along the axis; this one
    /// is, by `UISV-canvas-connection`.
    private mutating func useSpanner() -> LayoutGuide {
        let spanner = stack.arrangement.spanner(in: stack)
        if !usesSpanner {
            usesSpanner = true
            add(spanner, across.length, .equal, nil, .notAnAttribute, priority: 51, .spanningFit, for: nil)
            add(canvas, along.leading, .equal, spanner, along.leading, .canvasConnection, for: nil)
            add(spanner, along.trailing, .equal, canvas, along.trailing, .canvasConnection, for: nil)
        }
        return spanner
    }

    /// The stack as thin as it can be across the axis (`UISV-canvas-fit`, 49).
    private mutating func addCanvasFit() {
        add(stack, across.length, .equal, nil, .notAnAttribute, priority: 49, .canvasFit, for: nil)
    }
}

extension StackView.Distribution {
    /// Whether the views keep their sizes and the spacing gives way: the
    /// equal distributions, whose ``StackView/spacing`` is a least spacing.
    var keepsViewSizes: Bool { self == .equalSpacing || self == .equalCentering }
}
