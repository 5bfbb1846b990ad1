import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@Suite struct ConstraintTests {
    @Test func constantAndPriorityChangeInPlace() throws {
        let root = makeRoot()
        let view = addView("view", to: root)
        let width = view.widthAnchor.constraint(equalToConstant: 100)
        let wide = view.widthAnchor.constraint(equalToConstant: 300)
        wide.priority = 600
        let narrow = view.widthAnchor.constraint(equalToConstant: 50)
        narrow.priority = 700
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            wide, narrow,
        ])
        root.layoutIfNeeded()
        #expect(view.frame.width == 50)
        wide.priority = 800
        root.layoutIfNeeded()
        #expect(view.frame.width == 300)
        wide.constant = 280
        root.layoutIfNeeded()
        #expect(view.frame.width == 280)
        LayoutConstraint.activate([width])
        width.constant = 120
        root.layoutIfNeeded()
        #expect(view.frame.width == 120)
    }

    @Test func aConstantThatBreaksRequiredConstraintsIsReportedAndBroken() throws {
        let root = makeRoot()
        let log = IssueLog(root)
        let view = addView("view", to: root)
        let floor = view.widthAnchor.constraint(greaterThanOrEqualToConstant: 100)
        let width = view.widthAnchor.constraint(equalToConstant: 150)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
            view.heightAnchor.constraint(equalToConstant: 10),
            floor, width,
        ])
        width.constant = 50
        #expect(width.constant == 50)
        #expect(log.reports.count == 1)
        #expect(log.reports.first?.broken === width)
        root.layoutIfNeeded()
        #expect(view.frame.width == 100)
    }

    @Test func descriptionsUseTheFamiliarFormat() throws {
        let root = makeRoot()
        let title = addView("title", to: root)
        let box = addView("box", to: root)
        let pin = title.topAnchor.constraint(equalTo: box.topAnchor, constant: 20)
        pin.identifier = "title-top"
        #expect(pin.description == "<LayoutConstraint 'title-top' title.top == box.top + 20 (inactive)>")
        pin.isActive = true
        #expect(pin.description == "<LayoutConstraint 'title-top' title.top == box.top + 20 (active)>")
        let half = box.widthAnchor.constraint(equalTo: title.widthAnchor, multiplier: 0.5, constant: -4)
        half.priority = .defaultHigh
        #expect(half.description == "<LayoutConstraint box.width == 0.5 * title.width - 4 @750 (inactive)>")
        #expect(
            box.heightAnchor.constraint(equalToConstant: 44).description
                == "<LayoutConstraint box.height == 44 (inactive)>")
        #expect(pin.location.file == "AutoLayoutTests/ConstraintTests.swift")
        #expect(pin.firstItem === title && pin.secondItem === box)
        #expect(pin.firstAttribute == .top && pin.secondAttribute == .top && pin.relation == .equal)
    }

    @Test func systemSpacingIsTwentyFromTheSuperviewAndEightBetweenSiblings() throws {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalToSystemSpacingAfter: root.leadingAnchor),
            b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            a.topAnchor.constraint(equalToSystemSpacingBelow: root.topAnchor),
            b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(20, 20, 10, 10))
        #expect(b.frame == rect(46, 38, 10, 10))
    }

    /// Each inequality of the anchor family against a pull the other way: the
    /// pull gives way exactly as far as the inequality demands. The pull on
    /// `a`'s width (999) outranks the others (750), which would trade it.
    @Test func inequalitiesOfTheAnchorFamilyHoldAgainstAPull() throws {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let c = addView("c", to: root)
        func pull(_ constraint: LayoutConstraint, at priority: LayoutPriority = .defaultHigh) -> LayoutConstraint {
            constraint.priority = priority
            return constraint
        }
        LayoutConstraint.activate([
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(lessThanOrEqualToConstant: 50),
            pull(a.widthAnchor.constraint(equalToConstant: 100), at: .required - 1),
            b.widthAnchor.constraint(greaterThanOrEqualTo: a.widthAnchor, multiplier: 2, constant: 10),
            pull(b.widthAnchor.constraint(equalToConstant: 0)),
            c.widthAnchor.constraint(lessThanOrEqualTo: a.widthAnchor, multiplier: 0.5, constant: 5),
            pull(c.widthAnchor.constraint(equalToConstant: 1000)),
            b.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: a.trailingAnchor),
            pull(b.leadingAnchor.constraint(equalTo: root.leadingAnchor)),
            c.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: a.trailingAnchor, multiplier: 2),
            pull(c.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 300)),
            b.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: a.bottomAnchor),
            pull(b.topAnchor.constraint(equalTo: root.topAnchor)),
            c.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: a.bottomAnchor, multiplier: 2),
            pull(c.topAnchor.constraint(equalTo: root.topAnchor, constant: 200)),
            a.heightAnchor.constraint(equalToConstant: 10),
            b.heightAnchor.constraint(equalToConstant: 10),
            c.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(a.frame == rect(0, 0, 50, 10))
        #expect(b.frame == rect(58, 18, 110, 10))
        #expect(c.frame == rect(66, 26, 30, 10))
    }

    @Test func batchDeactivationTakesEveryConstraintOut() throws {
        let root = makeRoot()
        let a = addView("a", to: root)
        let fixed = [a.widthAnchor.constraint(equalToConstant: 40), a.heightAnchor.constraint(equalToConstant: 30)]
        let placed = [
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 6),
        ]
        let moved = [
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 50),
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 60),
        ]
        LayoutConstraint.activate(fixed + placed)
        root.layoutIfNeeded()
        #expect(a.frame == rect(5, 6, 40, 30))

        LayoutConstraint.deactivate(placed)
        #expect(placed.allSatisfy { !$0.isActive })
        #expect(fixed.allSatisfy { $0.isActive })
        LayoutConstraint.activate(moved)
        root.layoutIfNeeded()
        #expect(a.frame == rect(50, 60, 40, 30))
    }

    @Test func anItemGivesTheSameAnchorEachTimeAndItsConstraintsShareIt() throws {
        let root = makeRoot()
        let view = addView("view", to: root)
        let guide = view.layoutMarginsGuide
        #expect(view.topAnchor === view.topAnchor)
        #expect(view.leadingAnchor === view.leadingAnchor)
        #expect(guide.widthAnchor === guide.widthAnchor)
        #expect(view.firstBaselineAnchor === view.firstBaselineAnchor)
        #expect(view.leadingAnchor !== view.trailingAnchor)
        let top = view.topAnchor.constraint(equalTo: root.topAnchor, constant: 5)
        let item = LayoutConstraint(
            item: view, attribute: .top, relatedBy: .equal,
            toItem: root, attribute: .top, constant: 5)
        #expect(top.firstAnchor === item.firstAnchor)
        #expect(top.secondAnchor === item.secondAnchor)
        #expect(item.firstAnchor === view.topAnchor)
    }

    @Test func anchorWithOffsetIsADimension() throws {
        let root = makeRoot()
        let a = addView("a", to: root)
        let b = addView("b", to: root)
        let gap = a.trailingAnchor.anchorWithOffset(to: b.leadingAnchor)
        let verticalGap = a.bottomAnchor.anchorWithOffset(to: b.topAnchor)
        LayoutConstraint.activate([
            a.leftAnchor.constraint(equalTo: root.leftAnchor),
            a.topAnchor.constraint(equalTo: root.topAnchor),
            a.widthAnchor.constraint(equalToConstant: 10), a.heightAnchor.constraint(equalToConstant: 10),
            b.widthAnchor.constraint(equalToConstant: 10), b.heightAnchor.constraint(equalToConstant: 10),
            gap.constraint(equalToConstant: 30),
            verticalGap.constraint(equalTo: gap, multiplier: 0.5),
        ])
        root.layoutIfNeeded()
        #expect(b.frame == rect(40, 25, 10, 10))
    }

    @Test func forcedDirectionsOverrideTheTree() throws {
        let root = makeRoot()
        root.userInterfaceLayoutDirection = .rightToLeft
        let forced = addView("forced", to: root)
        forced.semanticContentAttribute = .forceLeftToRight
        let child = addView("child", to: forced)
        let inherits = addView("inherits", to: root)
        #expect(forced.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(child.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(inherits.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        LayoutConstraint.activate([
            forced.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            child.leadingAnchor.constraint(equalTo: forced.leadingAnchor, constant: 5),
            // In right-to-left layout the trailing edge is the left one, and
            // "+ 10" moves it 10 points further along the reading direction.
            inherits.trailingAnchor.constraint(equalTo: root.centerXAnchor, constant: 10),
            forced.topAnchor.constraint(equalTo: root.topAnchor),
            inherits.topAnchor.constraint(equalTo: root.topAnchor),
            child.topAnchor.constraint(equalTo: forced.topAnchor),
            forced.widthAnchor.constraint(equalToConstant: 20), forced.heightAnchor.constraint(equalToConstant: 20),
            child.widthAnchor.constraint(equalToConstant: 5), child.heightAnchor.constraint(equalToConstant: 5),
            inherits.widthAnchor.constraint(equalToConstant: 20), inherits.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(forced.frame == rect(10, 0, 20, 20))
        #expect(child.frame == rect(5, 0, 5, 5))
        #expect(inherits.frame == rect(190, 0, 20, 20))
    }
}
