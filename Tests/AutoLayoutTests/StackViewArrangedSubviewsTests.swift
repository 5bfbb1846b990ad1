import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Managing the arranged views, as Apple documents `UIStackView`'s calls.
@Suite struct StackViewArrangedSubviewsTests {
    /// Apple: the arranged views are always a subset of the subviews; an
    /// arranged view stops translating its autoresizing mask; the stack keeps its own.
    @Test func arrangingAddsSubviewsAndTurnsOffTheirAutoresizingMask() {
        let views = threeBoxes()
        let stack = StackView(arrangedSubviews: views)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["a", "b", "c"])
        #expect(stack.subviews.map(\.identifier) == ["a", "b", "c"])
        #expect(views.allSatisfy { !$0.translatesAutoresizingMaskIntoConstraints })
        #expect(stack.translatesAutoresizingMaskIntoConstraints)
        #expect(stack.axis == .horizontal && stack.distribution == .fill && stack.alignment == .fill)
        #expect(stack.spacing == 0 && !stack.isBaselineRelativeArrangement && !stack.isLayoutMarginsRelativeArrangement)
    }

    /// Apple: arranging a view that is already a subview leaves the subview order.
    @Test func arrangingASubviewKeepsTheSubviewOrder() {
        let stack = StackView()
        let back = box("back", 10, 10), front = box("front", 10, 10)
        stack.addSubview(back)
        stack.addSubview(front)
        stack.addArrangedSubview(front)
        stack.addArrangedSubview(back)
        #expect(stack.subviews.map(\.identifier) == ["back", "front"])
        #expect(stack.arrangedSubviews.map(\.identifier) == ["front", "back"])
    }

    /// Apple: inserting moves the views from the index on up one; an
    /// arranged view inserted again moves, as it does when added again.
    @Test func insertingAndMovingArrangedViews() {
        let views = threeBoxes()
        let stack = StackView(arrangedSubviews: [views[0], views[2]])
        stack.insertArrangedSubview(views[1], at: 1)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["a", "b", "c"])
        stack.insertArrangedSubview(views[2], at: 0)
        #expect(stack.arrangedSubviews.map(\.identifier) == ["c", "a", "b"])
        stack.addArrangedSubview(views[2])
        #expect(stack.arrangedSubviews.map(\.identifier) == ["a", "b", "c"])
        #expect(stack.subviews.count == 3)
    }

    /// Apple: a view removed from the arranged views stays a subview, and
    /// the stack no longer manages its position and size.
    @Test func aRemovedArrangedViewStaysASubview() {
        let fixture = StackFixture(threeBoxes(), spacing: 5)
        let middle = fixture.stack.arrangedSubviews[1]
        fixture.stack.removeArrangedSubview(middle)
        #expect(fixture.stack.subviews.contains { $0 === middle })
        #expect(fixture.stack.arrangedSubviews.map(\.identifier) == ["a", "c"])
        #expect(fixture.frames.map(\.minX) == [10, 115])
        #expect(fixture.identifiers(of: middle, along: .horizontal).isEmpty)
        #expect(fixture.identifiers(of: middle, along: .vertical).isEmpty)
    }

    /// Apple: an arranged view removed from its superview leaves the
    /// arranged views; the stack's constraints on it, even those on it
    /// alone, go at once and do not travel with it.
    @Test func removingAnArrangedViewFromItsSuperviewUnarrangesIt() {
        let fixture = StackFixture(threeBoxes(), spacing: 5)
        let middle = fixture.stack.arrangedSubviews[1]
        middle.isHidden = true
        fixture.root.layoutIfNeeded()
        middle.removeFromSuperview()
        #expect(fixture.stack.arrangedSubviews.map(\.identifier) == ["a", "c"])
        #expect(
            middle.constraintsAffectingLayout(for: .horizontal).allSatisfy { $0.identifier?.hasPrefix("UISV-") != true }
        )
        #expect(fixture.frames.map(\.minX) == [10, 115])
    }

    /// A view arranged in another stack moves here, as `addSubview` moves it,
    /// and leaves the other stack's arranged views.
    @Test func aViewFromAnotherStackMovesHere() {
        let first = StackFixture(threeBoxes(), spacing: 5)
        let second = StackFixture([box("d", 20, 20)], spacing: 5)
        let moved = first.stack.arrangedSubviews[0]
        second.stack.addArrangedSubview(moved)
        #expect(first.stack.arrangedSubviews.map(\.identifier) == ["b", "c"])
        #expect(second.stack.arrangedSubviews.map(\.identifier) == ["d", "a"])
        #expect(first.frames.map(\.minX) == [10, 65])
        #expect(second.frames.map(\.minX) == [10, 35])
        #expect(first.log.issues.isEmpty && second.log.issues.isEmpty)
    }

    /// A view from another tree, constrained there, moves in as `addSubview`
    /// moves it: its constraints to the old tree go, and the stack lays it out.
    @Test func aViewFromAnotherTreeMovesIn() {
        let elsewhere = makeRoot()
        let view = addView("wanderer", to: elsewhere, intrinsic: CGSize(width: 30, height: 30))
        view.leadingAnchor.constraint(equalTo: elsewhere.leadingAnchor, constant: 77).isActive = true
        let fixture = StackFixture([box("a", 100, 60)], spacing: 5)
        fixture.stack.addArrangedSubview(view)
        #expect(view.rootView === fixture.root)
        #expect(fixture.frames == [rect(10, 20, 100, 60), rect(115, 20, 30, 60)])
        #expect(fixture.log.issues.isEmpty)
    }

    /// Where UIKit raises, the error is reported at the call and nothing changes.
    @Test func arrangingAtABadIndexOrAnAncestorIsReported() {
        let fixture = StackFixture(threeBoxes())
        let extra = box("extra", 10, 10)
        fixture.stack.insertArrangedSubview(extra, at: 4); let indexLine = #line
        fixture.stack.addArrangedSubview(fixture.stack); let selfLine = #line
        fixture.stack.addArrangedSubview(fixture.root); let rootLine = #line
        #expect(fixture.log.errors.map(\.location?.line) == [indexLine, selfLine, rootLine])
        #expect(fixture.stack.arrangedSubviews.count == 3)
        #expect(extra.superview == nil)
        #expect(fixture.stack.superview === fixture.root)
    }

    /// An empty stack makes no constraints: it has no size of its own, only
    /// the size its constraints give it. It becomes empty again with no trace.
    @Test func anEmptyStackHasNoSizeOfItsOwn() {
        let fixture = StackFixture([])
        LayoutConstraint.activate([
            fixture.stack.widthAnchor.constraint(equalToConstant: 50),
            fixture.stack.heightAnchor.constraint(equalToConstant: 30),
        ])
        #expect(fixture.stackFrame == rect(10, 20, 50, 30))
        #expect(fixture.root.activeConstraintsOfTree.allSatisfy { $0.identifier?.hasPrefix("UISV-") != true })
        let view = box("a", 20, 20)
        fixture.stack.addArrangedSubview(view)
        fixture.root.layoutIfNeeded()
        view.removeFromSuperview()
        fixture.root.layoutIfNeeded()
        #expect(fixture.root.activeConstraintsOfTree.allSatisfy { $0.identifier?.hasPrefix("UISV-") != true })
        #expect(fixture.stack.layoutGuides.isEmpty)
    }

    /// A subclass lays out as the stack does, with its own override points.
    @Test func aSubclassCallsTheStacksUpdate() {
        final class CountingStack: StackView {
            var updates = 0
            override func updateConstraints() {
                updates += 1
                super.updateConstraints()
            }
        }
        let root = makeRoot()
        let stack = CountingStack(arrangedSubviews: [box("a", 20, 20), box("b", 30, 30)])
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            stack.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        root.layoutIfNeeded()
        #expect(stack.updates == 1)
        #expect(stack.arrangedSubviews[1].frame == rect(20, 0, 30, 30))
        stack.alignment = .center
        root.layoutIfNeeded()
        #expect(stack.updates == 2)
        #expect(stack.arrangedSubviews[0].frame == rect(0, 5, 20, 20))
    }
}
