/// State a constraint front end keeps on a view, such as the last
/// declarative layout it applied, which can defer work to the start of
/// the tree's next layout pass.
package protocol LayoutViewAttachment: AnyObject {
    /// Runs the work deferred by ``LayoutView/setNeedsAttachmentUpdate()``.
    func updateBeforeLayout()
}

extension LayoutView {
    /// Asks for the attachment's ``LayoutViewAttachment/updateBeforeLayout()``
    /// at the start of the tree's next `layoutIfNeeded()`, so several
    /// changes in a row cost one update. Ask once per deferred update.
    package func setNeedsAttachmentUpdate() {
        let root = rootView
        root.editableSettings.viewsNeedingAttachmentUpdate.append(self)
        root.needsLayoutFlag = true
    }

    /// At a root: whether attachments asked to run before the next pass.
    var hasAttachmentUpdates: Bool {
        settings.map { !$0.viewsNeedingAttachmentUpdate.isEmpty } ?? false
    }

    /// Runs the deferred updates; those they ask for in turn run too, before the pass.
    func runAttachmentUpdates() {
        while let settings, !settings.viewsNeedingAttachmentUpdate.isEmpty {
            let views = settings.viewsNeedingAttachmentUpdate
            settings.viewsNeedingAttachmentUpdate = []
            for view in views { view.attachment?.updateBeforeLayout() }
        }
    }

    /// A subtree joining a tree brings the updates it asked for while it was a root.
    func handOverAttachmentUpdates(to root: LayoutView) {
        guard let settings, !settings.viewsNeedingAttachmentUpdate.isEmpty, root !== self else { return }
        root.editableSettings.viewsNeedingAttachmentUpdate += settings.viewsNeedingAttachmentUpdate
        settings.viewsNeedingAttachmentUpdate = []
        root.needsLayoutFlag = true
    }
}
