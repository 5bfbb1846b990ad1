import Foundation
import LayoutTestSupport
import StraitJacket
import Testing

/// Building, activating, sub-restraints and swaps, case by case as the
/// original Restraint library's own tests pin them.
@Suite struct RestraintLifecycleTests {
    /// Nothing is active until `activate()`, nothing after `deactivate()`.
    @Test func constraintsAreInactiveUntilActivated() {
        let root = makeRoot(), l1 = label("l1"), l2 = label("l2")
        let restraint = Restraint(root, items: [l1, l2]).chainVertically([l1, l2])
        #expect(restraint.constraints.count == 1 && !restraint.constraints[0].isActive)
        restraint.activate()
        #expect(restraint.constraints[0].isActive)
        restraint.deactivate()
        #expect(!restraint.constraints[0].isActive)
    }

    /// The same in the August and July 2018 spellings: `addItems`, and `isActive`.
    @Test func olderSpellingsOfTheLifecycle() {
        let root = makeRoot(), l1 = label("l1"), l2 = label("l2")
        let restraint = Restraint(root).addItems([l1, l2]).chainVertically([l1, l2])
        #expect(!restraint.isActive)
        restraint.isActive = true
        #expect(restraint.isActive && restraint.constraints[0].isActive)
        restraint.isActive = false
        #expect(!restraint.isActive && !restraint.constraints[0].isActive)
    }

    /// Sub-restraints given at creation (kept, unlike the August 2018 initializer) or
    /// added later are activated and deactivated with the outer one, at any depth.
    @Test func subRestraintsFollowTheirParent() {
        let root = makeRoot(), l1 = label("l1"), l2 = label("l2")
        let inner = Restraint(root, items: [l1, l2]).chainVertically([l1, l2])
        let deeper = Restraint(root).setSizes(widths: [l1.equal(size: 10)])
        let middle = Restraint(root).addRestraints([deeper])
        let outer = Restraint(root, subRestraints: [inner, middle])
        #expect(outer.subRestraints.count == 2)
        outer.activate()
        #expect(inner.constraints[0].isActive && deeper.constraints[0].isActive)
        #expect(inner.isActive && deeper.isActive)
        #expect(outer.totalConstraints().count == 2)
        outer.deactivate()
        #expect(!inner.constraints[0].isActive && !deeper.constraints[0].isActive)
    }

    /// A swap deactivates what only the old one has, activates what
    /// only the new one has, and leaves a shared sub-restraint alone.
    @Test func swappingKeepsSharedConstraints() {
        let root = makeRoot(), s = view("s")
        let width = Restraint(root, items: [s]).setSizes(widths: [s.equal(size: 20)])
        let left = Restraint(root, subRestraints: [width], items: [s]).alignItems([s], to: [.leading])
        let right = Restraint(root, subRestraints: [width], items: [s]).alignItems([s], to: [.trailing])
        left.activate()
        root.layoutIfNeeded()
        #expect(s.frame.minX == 0)
        let shared = width.constraints[0]
        Restraint.activate(right, andDeactivate: left)
        #expect(shared.isActive)
        #expect(left.constraints.allSatisfy { !$0.isActive })
        #expect(right.constraints.allSatisfy { $0.isActive })
        root.layoutIfNeeded()
        #expect(s.frame == rect(380, 0, 20, 0))
        #expect(right.isActive && !left.isActive)
    }

    /// A shared constraint that is inactive stays inactive through a swap.
    @Test func swappingLeavesASharedInactiveConstraintInactive() {
        let root = makeRoot(), s = view("s")
        let width = Restraint(root, items: [s]).setSizes(widths: [s.equal(size: 20)])
        let left = Restraint(root, subRestraints: [width]).alignItems([s], to: [.leading])
        let right = Restraint(root, subRestraints: [width]).alignItems([s], to: [.trailing])
        Restraint.activate(right, andDeactivate: left)
        #expect(!width.constraints[0].isActive)
        #expect(right.constraints[0].isActive)
    }

    /// Constraints made elsewhere join the list, inactive, and leave it deactivated.
    @Test func addingAndRemovingConstraints() {
        let v = view("v")
        let width = v.widthAnchor.constraint(equalToConstant: 100)
        let restraint = Restraint(v).addConstraints([width])
        #expect(restraint.constraints.count == 1 && !width.isActive)
        restraint.activate()
        #expect(width.isActive)
        restraint.removeConstraints([width])
        #expect(restraint.constraints.isEmpty && !width.isActive)
    }

    /// Activation marks the root for layout and gives frames at the next pass.
    @Test func activationLaysTheRootOutAgain() {
        let root = makeRoot(), box = view("box")
        let restraint = Restraint(root, items: [box])
            .setSizes(widths: [box.equal(size: 50)]).setSizes(heights: [box.equal(size: 20)])
            .alignItems([box], to: AlignmentSet.centerXY)
        restraint.activate()
        root.layoutIfNeeded()
        #expect(box.frame == rect(175, 140, 50, 20))
        #expect(restraint.view === root)
    }
}
