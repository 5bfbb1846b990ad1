import Foundation

extension StackView {
    /// Adds a view to the end of ``arrangedSubviews``, as UIKit's
    /// `addArrangedSubview(_:)`. Apple: the arranged views are always a
    /// subset of the subviews, so the view is added as a subview if it is
    /// not one (a view in another tree moves here, as
    /// ``LayoutView/addSubview(_:)`` moves it); if it is, the subview order
    /// stays. A view already arranged moves to the end. The view stops
    /// translating its autoresizing mask, as UIKit's arranged views do; the
    /// stack's constraints on it record this call's file and line.
    public func addArrangedSubview(_ view: LayoutView, file: StaticString = #fileID, line: UInt = #line) {
        let end = arrangedSubviews.count - (isArranged(view) ? 1 : 0)
        insertArrangedSubview(view, at: end, file: file, line: line)
    }

    /// Inserts a view into ``arrangedSubviews`` at an index, as UIKit's
    /// `insertArrangedSubview(_:at:)`: the views from that index on move
    /// up one, and the view is added as a subview if it is not one. A view
    /// already arranged moves to the index. Where UIKit raises (an index
    /// beyond the arranged views, the stack itself or an ancestor), the
    /// error is reported at this call's file and line through the
    /// ``LayoutView/layoutIssueHandler``, and nothing changes.
    public func insertArrangedSubview(
        _ view: LayoutView, at stackIndex: Int,
        file: StaticString = #fileID, line: UInt = #line
    ) {
        let site = CallSite(file: file, line: line)
        let count = arrangedSubviews.count - (isArranged(view) ? 1 : 0)
        guard (0...count).contains(stackIndex) else {
            return report(
                .valueOutOfRange(
                    name: "stackIndex", value: Double(stackIndex), validRange: 0...Double(count),
                    item: debugName), at: site)
        }
        guard !isDescendant(of: view) else {
            return report(
                .invalidHierarchy(
                    reason: "\(view.debugName) cannot be arranged in itself or its descendant \(debugName)"),
                at: site)
        }
        if view.superview !== self {
            addSubview(view)
            // The hooks adding calls run the app's code, which may have moved the view again.
            guard view.superview === self else { return }
        }
        if isArranged(view), let existing = arrangedSubviews.firstIndex(where: { $0 === view }) {
            removeArranged(at: existing)
        }
        arrangedSubviews.insert(view, at: stackIndex)
        arrangedCallSites.insert(site, at: stackIndex)
        arrangedIdentifiers.insert(ObjectIdentifier(view))
        view.translatesAutoresizingMaskIntoConstraints = false
        setNeedsUpdateConstraints()
    }

    /// Removes a view from ``arrangedSubviews``, as UIKit's
    /// `removeArrangedSubview(_:)`. Apple: the stack no longer manages the
    /// view's position and size, but the view stays a subview (call its
    /// ``LayoutView/removeFromSuperview()`` to take it away); its custom
    /// spacing is forgotten. The stack's constraints on it go in the next
    /// layout pass. A view not arranged here is ignored.
    public func removeArrangedSubview(_ view: LayoutView) {
        guard isArranged(view), let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        removeArranged(at: index)
    }

    func removeArranged(at index: Int) {
        let view = arrangedSubviews.remove(at: index)
        arrangedCallSites.remove(at: index)
        arrangedIdentifiers.remove(ObjectIdentifier(view))
        customSpacings[ObjectIdentifier(view)] = nil
        setNeedsUpdateConstraints()
    }

    func report(_ error: LayoutError, at site: CallSite) {
        layoutIssueHandler(.error(.located(error, location: SourceLocation(file: site.file, line: site.line))))
    }
}
