import Foundation

extension LayoutEngine {
    /// The constraints UIKit would list in a conflict running through
    /// inset guides, where it pins each guide to its view with a constraint
    /// an edge: for each edge of a guide that the constraints read, the
    /// constraint `guide.edge == view.edge + inset` it stands for, made for
    /// the report (see `InsetGuideState`). The last constraint, the one
    /// broken, may have no record yet: whether it reads a guide is given.
    func insetGuideConstraints(readBy constraints: [LayoutConstraint], lastReadingOne lastReads: Bool)
        -> [LayoutConstraint]
    {
        var edges: [(guide: LayoutGuide, edge: LayoutAttribute)] = []
        for (index, constraint) in constraints.enumerated()
        where index == constraints.count - 1 ? lastReads : constraint.record?.readsInsetGuide == true {
            constraint.forEachInsetGuideAnchor { guide, attribute in
                for edge in attribute.insetEdges(rightToLeft: guide.isRightToLeft)
                where !edges.contains(where: { $0.guide === guide && $0.edge == edge }) {
                    edges.append((guide, edge))
                }
            }
        }
        return edges.compactMap { guide, edge in
            guard let view = guide.owningView, let source = guide.insetSource else { return nil }
            let insets = guide.insets(in: view)
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
