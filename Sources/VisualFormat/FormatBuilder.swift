import AutoLayout
import Foundation
import LayoutBuilding

/// Turns a parsed format into inactive constraints, looking up its names
/// in the caller's metrics and views, in the format's order: the leading
/// `|`, then each view's size predicates and its connection to the next,
/// the trailing `|`, and the alignments last.
struct FormatBuilder {
    /// UIKit's standard spacing between two sibling views.
    static let siblingSpacing: CGFloat = 8

    let syntax: FormatSyntax
    let options: LayoutConstraint.FormatOptions
    let metrics: [String: Any]
    let views: [String: Any]
    let location: SourceLocation

    /// The constraints and the views the format names, in order.
    struct Result {
        var constraints: [LayoutConstraint] = []
        var views: [LayoutView] = []
        /// The superview a `|` stands for, if the format has one.
        var superview: LayoutView?
    }

    /// One gap or size: `relation constant @priority`.
    private struct Bound {
        var relation: LayoutRelation = .equal
        var constant: CGFloat
        var priority: LayoutPriority = .required
    }

    /// Builds every constraint of the format, or none.
    ///
    /// - Throws: ``FormatProblem`` at the first name that is unknown or of
    ///   the wrong kind, the first priority outside (0, 1000], a `|` beside
    ///   a view without a superview, or options that do not fit the axis.
    func build() throws(FormatProblem) -> Result {
        assert(
            !syntax.views.isEmpty && syntax.connections.count == syntax.views.count - 1,
            "a parsed format has a connection between each two views")
        let flow = FormatFlow(axis: syntax.axis, options: options)
        let alignments = try self.alignments()
        var result = Result()
        for view in syntax.views { result.views.append(try self.view(named: view.name, at: view.position)) }
        var constraints: [ConstraintDescription] = []
        constraints.reserveCapacity(2 * syntax.views.count + 2)
        if let edge = syntax.leadingEdge, let first = result.views.first {
            let superview = try superview(of: first, at: edge.position)
            result.superview = superview
            constraints += try edgeGaps(
                edge, from: (superview, flow.start, flow.startMargin), to: (first, flow.start, flow.start), flow)
        }
        for (index, view) in result.views.enumerated() {
            for predicate in syntax.views[index].predicates {
                constraints.append(try size(of: view, predicate, flow))
            }
            guard index + 1 < result.views.count else { break }
            let next = result.views[index + 1]
            for bound in try bounds(of: syntax.connections[index]) ?? [Bound(constant: Self.siblingSpacing)] {
                constraints.append(gap(bound, from: (view, flow.end), to: (next, flow.start), flow))
            }
        }
        if let edge = syntax.trailingEdge, let last = result.views.last {
            let superview = try superview(of: last, at: edge.position)
            result.superview = superview
            constraints += try edgeGaps(
                edge, from: (last, flow.end, flow.end), to: (superview, flow.end, flow.endMargin), flow)
        }
        for attribute in alignments {
            for index in result.views.indices.dropFirst() {
                constraints.append(
                    ConstraintDescription(
                        result.views[index], attribute, .equal,
                        result.views[index - 1], attribute, location: location))
            }
        }
        result.constraints = constraints.map { $0.makeConstraint() }
        return result
    }

    /// `later.start relation earlier.end + constant` along the flow; against
    /// it, `earlier.end relation later.start + constant`.
    private func gap(
        _ bound: Bound, from earlier: (LayoutItem, LayoutAttribute), to later: (LayoutItem, LayoutAttribute),
        _ flow: FormatFlow
    ) -> ConstraintDescription {
        let (first, second) = flow.isReversed ? (earlier, later) : (later, earlier)
        return ConstraintDescription(
            first.0, first.1, bound.relation, second.0, second.1, constant: bound.constant,
            priority: bound.priority, location: location)
    }

    /// The gaps between a view and the superview edge `|`: each bound of an
    /// explicit connection against the edge itself, or, for the standard
    /// spacing, flush against the edge's margin. Each end is an item with its
    /// attribute and the attribute to use when the gap is the standard one.
    private func edgeGaps(
        _ edge: EdgeSyntax, from earlier: (LayoutItem, LayoutAttribute, LayoutAttribute),
        to later: (LayoutItem, LayoutAttribute, LayoutAttribute),
        _ flow: FormatFlow
    ) throws(FormatProblem) -> [ConstraintDescription] {
        guard let bounds = try bounds(of: edge.connection) else {
            return [gap(Bound(constant: 0), from: (earlier.0, earlier.2), to: (later.0, later.2), flow)]
        }
        return bounds.map { gap($0, from: (earlier.0, earlier.1), to: (later.0, later.1), flow) }
    }

    /// A view's size predicate: a number, a metric, or another view's size.
    private func size(of view: LayoutView, _ predicate: PredicateSyntax, _ flow: FormatFlow) throws(FormatProblem)
        -> ConstraintDescription
    {
        let priority = try self.priority(predicate.priority)
        if case .name(let name) = predicate.object.kind, metrics[name] == nil, views[name] != nil {
            let other = try self.view(named: name, at: predicate.object.position)
            return ConstraintDescription(
                view, flow.size, predicate.relation, other, flow.size, priority: priority,
                location: location)
        }
        return ConstraintDescription(
            view, flow.size, predicate.relation, constant: try constant(predicate.object),
            priority: priority, location: location)
    }

    /// The bounds of a connection; `nil` for the standard spacing.
    private func bounds(of connection: ConnectionSyntax) throws(FormatProblem) -> [Bound]? {
        switch connection {
        case .flush:
            return [Bound(constant: 0)]
        case .standard:
            return nil
        case .predicates(let predicates):
            var bounds: [Bound] = []
            for predicate in predicates {
                if case .name(let name) = predicate.object.kind, metrics[name] == nil, views[name] != nil {
                    throw FormatProblem(
                        reason: "A view name ('\(name)') is only allowed in a view's size predicate",
                        offset: predicate.object.position)
                }
                bounds.append(
                    Bound(
                        relation: predicate.relation, constant: try constant(predicate.object),
                        priority: try priority(predicate.priority)))
            }
            return bounds
        }
    }

    private func constant(_ value: ValueSyntax) throws(FormatProblem) -> CGFloat {
        CGFloat(try number(value))
    }

    private func priority(_ value: ValueSyntax?) throws(FormatProblem) -> LayoutPriority {
        guard let value else { return .required }
        let number = try self.number(value)
        guard number > 0, number <= 1000 else {
            throw FormatProblem(reason: "The priority \(number) is outside (0, 1000]", offset: value.position)
        }
        return LayoutPriority(Float(number))
    }

    /// A number as written, or a metric's value.
    private func number(_ value: ValueSyntax) throws(FormatProblem) -> Double {
        switch value.kind {
        case .number(let number):
            return number
        case .name(let name):
            guard let metric = metrics[name] else {
                throw FormatProblem(reason: "Unknown metric '\(name)'", offset: value.position)
            }
            guard let number = Self.number(of: metric) else {
                throw FormatProblem(reason: "The metric '\(name)' is not a number", offset: value.position)
            }
            guard number.isFinite else {
                throw FormatProblem(
                    reason: "The metric '\(name)' is \(number), not a finite number", offset: value.position)
            }
            return number
        }
    }

    /// The numbers a metrics dictionary may hold, as UIKit's `NSNumber` covers them.
    private static func number(of metric: Any) -> Double? {
        switch metric {
        case let value as CGFloat: Double(value)
        case let value as Double: value
        case let value as Float: Double(value)
        case let value as Int: Double(value)
        case let value as NSNumber: value.doubleValue
        default: nil
        }
    }

    private func view(named name: String, at position: Int) throws(FormatProblem) -> LayoutView {
        guard let value = views[name] else {
            throw FormatProblem(reason: "'\(name)' is not a key in the views dictionary", offset: position)
        }
        guard let view = value as? LayoutView else {
            throw FormatProblem(
                reason: "The value for '\(name)' in the views dictionary is not a LayoutView", offset: position)
        }
        return view
    }

    private func superview(of view: LayoutView, at position: Int) throws(FormatProblem) -> LayoutView {
        guard let superview = view.superview else {
            throw FormatProblem(
                reason: "Unable to interpret '|' character, because the related view doesn't have a superview",
                offset: position)
        }
        return superview
    }

    /// The attributes the options align, checked against the format's axis
    /// and direction.
    ///
    /// As UIKit, it checks the alignments only when the format has views to
    /// align: with one view nothing is aligned, so `V:|-[label]-|` with
    /// `.alignAllLastBaseline` (a vertical alignment on a vertical format)
    /// builds. The direction applies to a single view's edges, so it is
    /// checked whatever the views.
    private func alignments() throws(FormatProblem) -> [LayoutAttribute] {
        if options.isSuperset(of: .directionMask) {
            throw FormatProblem(reason: "The options cannot run both left to right and right to left", offset: 0)
        }
        guard syntax.views.count > 1 else { return [] }
        var attributes: [LayoutAttribute] = []
        for (option, attribute) in LayoutConstraint.FormatOptions.alignments where options.contains(option) {
            guard attribute.axis != syntax.axis else {
                let edge = syntax.axis == .horizontal ? "horizontal" : "vertical"
                throw FormatProblem(
                    reason: "Options mask required views to be aligned on a \(edge) edge, "
                        + "which is not allowed for layout that is also \(edge)",
                    offset: 0)
            }
            attributes.append(attribute)
        }
        return attributes
    }
}
