import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A view that leaves its tree (removed from its superview, or outliving a
/// released root) keeps the constraints among its own subtree and loses
/// those that tie it to the rest, as in UIKit.
@Suite struct LeavingATreeTests {
    /// `card` at (10, 20, 100, 50) in the root with `icon` (5, 5, 30, 30),
    /// a label 5 below the icon at its left, and `framed`, translating its frame
    /// (60, 10, 20, 20); and the constraints tying `card` to the root.
    final class Tree {
        let root = makeRoot()
        let card: LayoutView
        let icon: LayoutView
        let label = Label(text: "Hi")
        let framed = LayoutView(frame: rect(60, 10, 20, 20))
        var ties: [LayoutConstraint] = []
        var inside: [LayoutConstraint] = []

        init() throws {
            card = addView("card", to: root)
            icon = addView("icon", to: card)
            label.translatesAutoresizingMaskIntoConstraints = false
            card.addSubview(label)
            card.addSubview(framed)
            ties = [
                card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
                card.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
            ]
            inside = [
                card.widthAnchor.constraint(equalToConstant: 100),
                card.heightAnchor.constraint(equalToConstant: 50),
                icon.leftAnchor.constraint(equalTo: card.layoutMarginsGuide.leftAnchor, constant: -3),
                icon.topAnchor.constraint(equalTo: card.topAnchor, constant: 5),
                icon.widthAnchor.constraint(equalToConstant: 30),
                icon.heightAnchor.constraint(equalTo: icon.widthAnchor),
                label.leftAnchor.constraint(equalTo: icon.leftAnchor),
                label.topAnchor.constraint(equalTo: icon.bottomAnchor, constant: 5),
            ]
            LayoutConstraint.activate(ties + inside)
            root.layoutIfNeeded()
        }

        var frames: [CGRect] { [card.frame, icon.frame, label.frame, framed.frame] }
    }

    static let laidOut = [rect(10, 20, 100, 50), rect(5, 5, 30, 30), rect(5, 40, 17, 20), rect(60, 10, 20, 20)]
    /// The card on its own: nothing places it, so it sits at the origin, its inside unchanged.
    static let onItsOwn = [rect(0, 0, 100, 50), rect(5, 5, 30, 30), rect(5, 40, 17, 20), rect(60, 10, 20, 20)]

    @Test func aRemovedViewKeepsTheConstraintsInsideItsSubtree() throws {
        let tree = try Tree()
        #expect(tree.frames == Self.laidOut)
        tree.card.removeFromSuperview()
        #expect(tree.ties.allSatisfy { !$0.isActive })
        #expect(tree.inside.allSatisfy { $0.isActive })
        tree.card.layoutIfNeeded()
        #expect(tree.frames == Self.onItsOwn)
        #expect(tree.card.constraintsAffectingLayout(for: .horizontal).contains { $0 === tree.inside[0] })
    }

    @Test func aViewRemovedAndAddedBackKeepsItsLayout() throws {
        let tree = try Tree()
        tree.card.removeFromSuperview()
        tree.root.addSubview(tree.card)
        LayoutConstraint.activate(tree.ties)
        tree.root.layoutIfNeeded()
        #expect(tree.frames == Self.laidOut)
        #expect(tree.inside.allSatisfy { $0.isActive })
    }

    @Test func aViewMovedToAnotherTreeKeepsItsLayout() throws {
        let tree = try Tree()
        let other = makeRoot()
        let shelf = addView("shelf", to: other)
        LayoutConstraint.activate([
            shelf.leftAnchor.constraint(equalTo: other.leftAnchor, constant: 30),
            shelf.topAnchor.constraint(equalTo: other.topAnchor, constant: 40),
            shelf.widthAnchor.constraint(equalToConstant: 200),
            shelf.heightAnchor.constraint(equalToConstant: 200),
        ])
        shelf.addSubview(tree.card)
        #expect(tree.ties.allSatisfy { !$0.isActive })
        LayoutConstraint.activate([
            tree.card.leftAnchor.constraint(equalTo: shelf.leftAnchor, constant: 10),
            tree.card.topAnchor.constraint(equalTo: shelf.topAnchor, constant: 20),
        ])
        other.layoutIfNeeded()
        #expect(tree.frames == Self.laidOut)
        #expect(tree.root.constraintsAffectingLayout(for: .horizontal).allSatisfy { $0.firstItem === tree.root })
    }

    @Test func aSubviewOutlivingItsRootBecomesARootOfItsOwn() throws {
        var kept: (card: LayoutView, icon: LayoutView, label: Label, framed: LayoutView, inside: [LayoutConstraint])?
        do {
            let tree = try Tree()
            kept = (tree.card, tree.icon, tree.label, tree.framed, tree.inside)
        }
        let (card, icon, label, framed, inside) = try #require(kept)
        #expect(card.superview == nil && card.rootView === card)
        #expect(inside.allSatisfy { $0.isActive })
        card.layoutIfNeeded()
        #expect([card.frame, icon.frame, label.frame, framed.frame] == Self.onItsOwn)
    }

    @Test func aViewOutlivingItsRootLaysOutAsARemovedOne() throws {
        let removed = try Tree()
        removed.card.removeFromSuperview()
        removed.card.layoutIfNeeded()
        var released: (card: LayoutView, views: [LayoutView])?
        do {
            let tree = try Tree()
            released = (tree.card, [tree.card, tree.icon, tree.label, tree.framed])
        }
        let (card, views) = try #require(released)
        card.layoutIfNeeded()
        #expect(views.map(\.frame) == removed.frames)
    }

    /// The new tree takes up the constraints it was handed at its first
    /// layout; changes made before then apply.
    @Test func changesBeforeTheFirstLayoutOfAViewOutlivingItsRootApply() throws {
        var kept: (card: LayoutView, icon: LayoutView, inside: [LayoutConstraint])?
        do {
            let tree = try Tree()
            kept = (tree.card, tree.icon, tree.inside)
        }
        let (card, icon, inside) = try #require(kept)
        inside[0].isActive = false
        inside[1].constant = 60
        icon.removeFromSuperview()
        #expect(inside.map(\.isActive) == [false, true, false, false, true, true, false, false])
        card.layoutIfNeeded()
        icon.layoutIfNeeded()
        #expect(card.frame == rect(0, 0, 0, 60))
        #expect(icon.frame == rect(0, 0, 30, 30))
        #expect(card.constraintsAffectingLayout(for: .vertical).contains { $0 === inside[1] })
        #expect(!card.constraintsAffectingLayout(for: .horizontal).contains { $0 === inside[0] })
    }

    @Test func aDeepViewOutlivingItsAncestorsKeepsItsOwnConstraints() throws {
        var kept: (icon: LayoutView, inside: [LayoutConstraint], ties: [LayoutConstraint])?
        do {
            let tree = try Tree()
            kept = (tree.icon, tree.inside, tree.ties)
        }
        let (icon, inside, ties) = try #require(kept)
        #expect(icon.superview == nil)
        // Only `icon.width == 30` and `icon.height == icon.width` are among its own subtree.
        #expect(inside.map(\.isActive) == [false, false, false, false, true, true, false, false])
        #expect(ties.allSatisfy { !$0.isActive })
        icon.layoutIfNeeded()
        #expect(icon.frame == rect(0, 0, 30, 30))
    }

    /// A view outliving a view that outlived its root keeps its own
    /// constraints, as one outliving both at once does.
    @Test func aViewOutlivingAViewThatOutlivedItsRootKeepsItsOwnConstraints() throws {
        var kept: (card: LayoutView, icon: LayoutView, inside: [LayoutConstraint])?
        do {
            let tree = try Tree()
            kept = (tree.card, tree.icon, tree.inside)
        }
        var survivor: (icon: LayoutView, inside: [LayoutConstraint])?
        do {
            let (card, icon, inside) = try #require(kept)
            kept = nil
            #expect(card.superview == nil && icon.superview === card)
            survivor = (icon, inside)
        }
        let (icon, inside) = try #require(survivor)
        #expect(icon.superview == nil)
        #expect(inside.map(\.isActive) == [false, false, false, false, true, true, false, false])
        icon.layoutIfNeeded()
        #expect(icon.frame == rect(0, 0, 30, 30))
    }

    /// The constraints kept for a view outliving its root are active until
    /// its tree next needs them: they are listed, described and guarded as
    /// active ones are.
    @Test func theConstraintsKeptForAViewOutlivingItsRootAreActive() throws {
        var kept: (card: LayoutView, inside: [LayoutConstraint])?
        do {
            let tree = try Tree()
            kept = (tree.card, tree.inside)
        }
        let (card, inside) = try #require(kept)
        #expect(inside[0].description.hasSuffix("(active)>"))
        #expect(throws: LayoutError.self) { try inside[0].setPriority(.defaultHigh) }
        #expect(card.constraints.count == 6)
        #expect(card.constraints.contains { $0 === inside[0] })
        card.layoutIfNeeded()
        #expect(card.frame == rect(0, 0, 100, 50))
    }

    /// A view outliving its root joins another tree with the constraints
    /// inside its subtree, as a removed view does.
    @Test func aViewOutlivingItsRootJoinsAnotherTreeWithItsConstraints() throws {
        let removed = try Tree()
        removed.card.removeFromSuperview()
        let shelf = makeRoot()
        shelf.addSubview(removed.card)
        shelf.layoutIfNeeded()
        var released: (card: LayoutView, views: [LayoutView])?
        do {
            let tree = try Tree()
            released = (tree.card, [tree.card, tree.icon, tree.label, tree.framed])
        }
        let (card, views) = try #require(released)
        let other = makeRoot()
        other.addSubview(card)
        other.layoutIfNeeded()
        #expect(views.map(\.frame) == removed.frames)
        #expect(card.constraints.count == 6)
    }

    /// Each of many views outliving their root keeps its own constraints
    /// and none of the others'.
    @Test func manyViewsOutlivingTheirRootEachKeepTheirOwnConstraints() throws {
        var kept: [(card: LayoutView, width: LayoutConstraint, tie: LayoutConstraint)] = []
        do {
            let root = makeRoot()
            for index in 0..<12 {
                let card = addView("card\(index)", to: root)
                let width = card.widthAnchor.constraint(equalToConstant: CGFloat(10 + index))
                let tie = card.topAnchor.constraint(equalTo: root.topAnchor, constant: CGFloat(index))
                LayoutConstraint.activate([width, tie])
                kept.append((card, width, tie))
            }
            root.layoutIfNeeded()
        }
        for (index, (card, width, tie)) in kept.enumerated() {
            #expect(width.isActive && !tie.isActive)
            card.layoutIfNeeded()
            #expect(card.frame == rect(0, 0, CGFloat(10 + index), 0))
        }
    }

    /// A deactivation moves the engine's last constraint into the place it
    /// leaves, so the engine no longer holds its constraints in the order
    /// they came; a view outliving its root still takes its up in that
    /// order, and the later of two that conflict is the one broken again.
    @Test func aViewOutlivingItsRootTakesUpItsConstraintsInTheirOrder() throws {
        var kept: (card: LayoutView, first: LayoutConstraint, second: LayoutConstraint)?
        do {
            let root = makeRoot()
            var reports = 0
            root.layoutIssueHandler = { _ in reports += 1 }
            let card = addView("card", to: root)
            let tie = card.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 5)
            let first = card.widthAnchor.constraint(equalToConstant: 100)
            let second = card.widthAnchor.constraint(equalToConstant: 200)
            for constraint in [tie, first, second] { constraint.isActive = true }
            tie.isActive = false
            root.layoutIfNeeded()
            #expect(card.frame.width == 100)
            #expect(reports == 1)
            kept = (card, first, second)
        }
        let (card, first, second) = try #require(kept)
        var reports = 0
        card.layoutIssueHandler = { _ in reports += 1 }
        card.layoutIfNeeded()
        #expect(card.frame == rect(0, 0, 100, 0))
        #expect(first.isActive && second.isActive)
        #expect(reports == 1)
    }

    @Test func aRootWithAnEngineJoiningATreeWithoutOneIsPlacedInItsSuperview() throws {
        let root = makeRoot()
        let shelf = LayoutView(frame: rect(30, 40, 200, 100))
        root.addSubview(shelf)
        let card = LayoutView(frame: rect(10, 20, 50, 50))
        let badge = addView("badge", to: card)
        LayoutConstraint.activate([
            badge.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 4),
            badge.topAnchor.constraint(equalTo: card.topAnchor, constant: 4),
            badge.widthAnchor.constraint(equalToConstant: 8),
            badge.heightAnchor.constraint(equalToConstant: 8),
        ])
        card.layoutIfNeeded()
        shelf.addSubview(card)
        root.layoutIfNeeded()
        #expect(card.frame == rect(10, 20, 50, 50))
        #expect(badge.frame == rect(4, 4, 8, 8))
    }
}
