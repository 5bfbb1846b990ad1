import Testing

@testable import AutoLayout

/// A view's and a constraint's rarely set state lives in a box made on the
/// first real value: these pin that clearing a value makes no box, and that
/// values round-trip through the box.
@Suite struct RareStateBoxTests {
    @Test func clearingAViewsRareStateMakesNoBox() {
        let view = LayoutView()
        view.identifier = nil
        view.viewController = nil
        view.attachment = nil
        view.issueHandler = nil
        #expect(view.settings == nil)
        view.identifier = "card"
        #expect(view.settings != nil)
        #expect(view.identifier == "card")
        view.identifier = nil
        #expect(view.identifier == nil)
    }

    @Test func clearingAConstraintsNameMakesNoBox() {
        let root = LayoutView()
        let box = LayoutView()
        root.addSubview(box)
        let constraint = box.widthAnchor.constraint(equalToConstant: 10)
        constraint.identifier = nil
        #expect(constraint.extras == nil)
        #expect(!constraint.hasDeferredErrors)
        constraint.identifier = "width"
        #expect(constraint.identifier == "width")
        #expect(constraint.extras != nil)
    }
}
