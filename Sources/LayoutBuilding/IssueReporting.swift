import AutoLayout

/// Where a front end's errors go when its call cannot throw: the
/// `layoutIssueHandler` of the tree the call was about, or standard error
/// when it is about no tree (its root is gone).
package enum IssueReporting {
    /// Reports `error` to the tree of the first item that is in one.
    package static func report(_ error: LayoutError, about items: [LayoutItem?]) {
        let issue = LayoutIssue.error(error)
        for case let item? in items {
            if let view = (item as? LayoutView) ?? (item as? LayoutGuide)?.owningView {
                view.layoutIssueHandler(issue)
                return
            }
        }
        LayoutView.printIssue(issue)
    }

    /// Runs a throwing step; its error is reported instead of thrown.
    package static func reporting(about items: [LayoutItem?], _ body: () throws(LayoutError) -> Void) {
        do { try body() } catch { report(error, about: items) }
    }
}
