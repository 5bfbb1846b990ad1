import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@Suite struct BadInputTests {
    @Test func constraintsAcrossTreesAreAnErrorNamingBothItems() throws {
        let first = makeRoot()
        let second = makeRoot()
        let a = addView("a", to: first)
        let b = addView("b", to: second)
        let across = a.leadingAnchor.constraint(equalTo: b.leadingAnchor)
        #expect(throws: LayoutError.noCommonAncestor(first: "a", second: "b", constraint: across.description)) {
            try LayoutConstraint.activateOrThrow([across])
        }
        #expect(!across.isActive)
        let log = IssueLog(first)
        across.isActive = true
        #expect(!across.isActive)
        #expect(log.errors == [.noCommonAncestor(first: "a", second: "b", constraint: across.description)])
    }

    @Test func nonFiniteNumbersAreRejected() throws {
        let root = makeRoot()
        let view = addView("view", to: root)
        let nanWidth = view.widthAnchor.constraint(equalToConstant: .nan)
        #expect(throws: LayoutError.self) { try LayoutConstraint.activateOrThrow([nanWidth]) }
        #expect(!nanWidth.isActive)
        let infiniteScale = view.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: .infinity)
        #expect(throws: LayoutError.self) { try LayoutConstraint.activateOrThrow([infiniteScale]) }

        let width = view.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([width])
        #expect(throws: LayoutError.self) { try width.setConstant(.infinity) }
        let log = IssueLog(root)
        width.constant = .nan
        #expect(width.constant == 10)
        #expect(log.errors.count == 1)
    }

    @Test func prioritiesOutsideTheRangeAreRejected() throws {
        let root = makeRoot()
        let view = addView("view", to: root)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        for bad: LayoutPriority in [0, -5, 1001, LayoutPriority(.nan)] {
            #expect(throws: LayoutError.self) { try width.setPriority(bad) }
        }
        let log = IssueLog(root)
        width.priority = 1200
        #expect(width.priority == .required)
        #expect(log.errors.count == 1)
    }

    @Test func anActiveConstraintCannotSwitchBetweenRequiredAndOptional() throws {
        let root = makeRoot()
        let view = addView("view", to: root)
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        width.priority = 999
        width.priority = .required
        LayoutConstraint.activate([width])
        #expect(throws: LayoutError.requiredOptionalSwitch(constraint: width.description)) {
            try width.setPriority(999)
        }
        #expect(width.priority == .required)
        width.deactivate()
        try width.setPriority(999)
        LayoutConstraint.activate([width])
        try width.setPriority(500)
        #expect(throws: LayoutError.self) { try width.setPriority(.required) }
        #expect(width.priority == 500)
    }

    @Test(arguments: [
        (LayoutAttribute.left, LayoutAttribute.width, "a position cannot be related to a size"),
        (.top, .left, "the attributes are on different axes"),
        (.leading, .left, "leading and trailing cannot be related to left and right"),
        (.right, .trailing, "leading and trailing cannot be related to left and right"),
        (.width, .top, "a position cannot be related to a size"),
    ])
    func itemAndAttributeRulesAreChecked(first: LayoutAttribute, second: LayoutAttribute, reason: String) {
        let root = makeRoot()
        let view = addView("view", to: root)
        do {
            _ = try LayoutConstraint.constraintOrThrow(
                item: view, attribute: first, relatedBy: .equal, toItem: root, attribute: second)
            Issue.record("accepted \(first) to \(second)")
        } catch {
            guard case let .invalidConstraint(message, _) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(message == reason)
        }
    }

    @Test func positionsNeedASecondItemAndANonZeroMultiplier() throws {
        let root = makeRoot()
        let view = addView("view", to: root)
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.constraintOrThrow(
                item: view, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                constant: 5)
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.constraintOrThrow(
                item: view, attribute: .centerX, relatedBy: .equal, toItem: root, attribute: .centerX,
                multiplier: 0)
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.constraintOrThrow(
                item: view, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .width)
        }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.constraintOrThrow(
                item: view, attribute: .notAnAttribute, relatedBy: .equal, toItem: root, attribute: .width)
        }
        let half = LayoutConstraint(
            item: view, attribute: .width, relatedBy: .equal, toItem: root,
            attribute: .width, multiplier: 0.5)
        let fixed = LayoutConstraint(
            item: view, attribute: .height, relatedBy: .equal, toItem: nil,
            attribute: .notAnAttribute, constant: 20)
        let place = LayoutConstraint(
            item: view, attribute: .centerX, relatedBy: .equal, toItem: root,
            attribute: .centerX)
        let top = LayoutConstraint(item: view, attribute: .top, relatedBy: .equal, toItem: root, attribute: .top)
        LayoutConstraint.activate([half, fixed, place, top])
        root.layoutIfNeeded()
        #expect(view.frame == rect(100, 0, 200, 20))
    }

    @Test func aFailedBatchLeavesTheEngineAsItWas() throws {
        let root = makeRoot()
        let other = makeRoot()
        let view = addView("view", to: root)
        let stranger = addView("stranger", to: other)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
            view.widthAnchor.constraint(equalToConstant: 5),
            view.heightAnchor.constraint(equalToConstant: 5),
        ])
        root.layoutIfNeeded()
        let trace = root.layoutTrace()
        let good = view.widthAnchor.constraint(equalToConstant: 50)
        good.priority = 999
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.activateOrThrow([good, view.leftAnchor.constraint(equalTo: stranger.leftAnchor)])
        }
        #expect(!good.isActive)
        root.layoutIfNeeded()
        #expect(root.layoutTrace() == trace)
    }
}
