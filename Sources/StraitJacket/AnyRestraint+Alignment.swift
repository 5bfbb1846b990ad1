import AutoLayout
import Foundation

extension AnyRestraint {
    /// Aligns each item to `target` (the root view when omitted) with each
    /// alignment: one constraint per item and alignment, item first.
    ///
    /// ```swift
    /// restraint.alignItems([column], to: [.centerX, .centerY, .softTop, .softBottom])
    /// restraint.alignItems([row], to: [.centerX, .top, .bottom], of: buttonGuide)
    /// ```
    @discardableResult
    public func alignItems(
        _ items: [RestraintTargetable], to alignments: Set<Alignment>,
        of target: RestraintTargetable? = nil,
        file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        build(file, line) { draft, root in
            guard let target = draft.target(target ?? root) else { return }
            let ordered = Alignment.ordered(alignments)
            draft.reserve(items.count * ordered.count)
            for item in items {
                guard let item = draft.target(item) else { continue }
                for alignment in ordered { draft.align(item, alignment, to: target) }
            }
        }
    }

    /// Aligns several items to `target`, each in its own way:
    ///
    /// ```swift
    /// restraint.alignItems(to: card, viewAlignment: [.view(title, [.top, .leading]), .view(badge, [.top, .trailing])])
    /// ```
    @discardableResult
    public func alignItems(
        to target: RestraintTargetable, viewAlignment: [ViewAlignment],
        file: StaticString = #fileID, line: UInt = #line
    ) -> Self {
        build(file, line) { draft, _ in
            guard let target = draft.target(target) else { return }
            for case let .view(item, alignments) in viewAlignment {
                guard let item = draft.target(item) else { continue }
                for alignment in Alignment.ordered(alignments) { draft.align(item, alignment, to: target) }
            }
        }
    }
}
