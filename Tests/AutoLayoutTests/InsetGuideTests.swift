import AutoLayout
import Foundation
import LayoutTestSupport
import PropertyBased
import Testing

/// A view's margins, safe-area and readable content guides are read as the
/// view's rectangle inset, with no constraints of their own in the solver:
/// the constraints reading them follow every change of the insets, in
/// whatever tree and engine they are, and a conflict through a guide lists
/// the guide's constraints as UIKit's report does.
@Suite struct InsetGuideTests {
    /// A 200 x 100 card at (10, 20) in the root, and a child pinned to the
    /// card's margins guide on every edge.
    final class Card {
        let root: LayoutView
        let card: LayoutView
        let child: LayoutView
        let pins: [LayoutConstraint]
        /// What holds the child's leading edge while its pin to the margins
        /// is off: 30 points from the card's.
        let instead: LayoutConstraint

        init(root: LayoutView = makeRoot()) {
            self.root = root
            card = LayoutView(frame: rect(10, 20, 200, 100))
            card.identifier = "card"
            root.addSubview(card)
            child = addView("child", to: card)
            pins = pinEdges(of: child, to: card.layoutMarginsGuide)
            instead = child.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 30)
        }

        /// Pins the child's leading edge to the margins, or 30 points in.
        func pinLeading(toMargins: Bool) {
            if toMargins {
                instead.isActive = false
                pins[0].isActive = true
            } else {
                pins[0].isActive = false
                instead.isActive = true
            }
        }
    }

    /// What the steps of a session have set: margins, direction, and
    /// whether the leading pin reads the margins.
    struct CardState {
        var margins = DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        var rightToLeft = false
        var leadingReadsMargins = true

        func configure(_ tree: Card) {
            tree.card.directionalLayoutMargins = margins
            tree.card.userInterfaceLayoutDirection = rightToLeft ? .rightToLeft : .leftToRight
            tree.pinLeading(toMargins: leadingReadsMargins)
        }
    }

    @Test func readersFollowNewMargins() {
        let tree = Card()
        tree.root.layoutIfNeeded()
        #expect(tree.child.frame == rect(8, 8, 184, 84))
        #expect(tree.card.layoutMarginsGuide.layoutFrame == rect(8, 8, 184, 84))

        tree.card.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        tree.root.layoutIfNeeded()
        #expect(tree.child.frame == rect(2, 1, 194, 96))
        #expect(tree.card.layoutMarginsGuide.layoutFrame == rect(2, 1, 194, 96))

        tree.card.userInterfaceLayoutDirection = .rightToLeft
        tree.root.layoutIfNeeded()
        #expect(tree.child.frame == rect(4, 1, 194, 96))
    }

    @Test func theGuideFollowsItsViewAndItsMarginsWithoutReaders() {
        let root = makeRoot()
        let card = LayoutView(frame: rect(10, 20, 200, 100))
        root.addSubview(card)
        let guide = card.layoutMarginsGuide
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(8, 8, 184, 84))
        card.layoutMargins = EdgeInsets(all: 20)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(20, 20, 160, 60))
        card.frame = rect(0, 0, 100, 50)
        root.layoutIfNeeded()
        #expect(guide.layoutFrame == rect(20, 20, 60, 10))
    }

    @Test func theGuideAddsNothingToTheSolver() {
        let guided = Card()
        guided.root.layoutIfNeeded()
        let plain = makeRoot()
        let card = LayoutView(frame: rect(10, 20, 200, 100))
        plain.addSubview(card)
        let child = addView("child", to: card)
        LayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
            child.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -8),
            child.topAnchor.constraint(equalTo: card.topAnchor, constant: 8),
            child.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
        ])
        plain.layoutIfNeeded()
        #expect(child.frame == guided.child.frame)
        #expect(guided.root.solverOperationCounts.constraintsAdded == plain.solverOperationCounts.constraintsAdded)
    }

    @Test func aReaderActivatedAgainReadsTheMarginsOfThen() {
        let tree = Card()
        tree.root.layoutIfNeeded()
        let leading = tree.pins[0]
        leading.isActive = false
        let instead = tree.child.leadingAnchor.constraint(equalTo: tree.card.leadingAnchor, constant: 30)
        instead.isActive = true
        tree.card.layoutMargins = EdgeInsets(all: 20)
        tree.root.layoutIfNeeded()
        #expect(tree.child.frame == rect(30, 20, 150, 60))

        instead.isActive = false
        leading.isActive = true
        tree.root.layoutIfNeeded()
        #expect(tree.child.frame == rect(20, 20, 160, 60))
    }

    @Test func aCardMovedToAnotherTreeReadsItsMarginsThere() {
        let tree = Card()
        tree.root.layoutIfNeeded()
        let other = makeRoot()
        other.addSubview(tree.card)
        #expect(tree.pins.map(\.isActive) == [true, true, true, true])
        tree.card.layoutMargins = EdgeInsets(all: 10)
        other.layoutIfNeeded()
        #expect(tree.child.frame == rect(10, 10, 180, 80))
        tree.card.layoutMargins = EdgeInsets(all: 12)
        other.layoutIfNeeded()
        #expect(tree.child.frame == rect(12, 12, 176, 76))
    }

    @Test func aCardOutlivingItsRootReadsItsMarginsInItsNewEngine() throws {
        var kept: Card? = Card()
        kept?.root.layoutIfNeeded()
        let card = try #require(kept?.card), child = try #require(kept?.child)
        kept = nil
        #expect(card.superview == nil)
        card.layoutIfNeeded()
        #expect(child.frame == rect(8, 8, 184, 84))
        card.layoutMargins = EdgeInsets(all: 30)
        card.layoutIfNeeded()
        #expect(child.frame == rect(30, 30, 140, 40))
    }

    /// A new safe area moves the margins of every view at its edges at
    /// once, as a rotation does: each card's readers are found and move.
    @Test func aNewSafeAreaMovesTheReadersOfEveryCard() {
        func cards(in root: LayoutView) -> [LayoutView] {
            (0..<3).map { index in
                let card = LayoutView(frame: rect(0, CGFloat(index) * 100, 400, 100))
                root.addSubview(card)
                pinEdges(of: addView("child", to: card), to: card.layoutMarginsGuide)
                return card
            }
        }
        let root = makeRoot()
        let moved = cards(in: root)
        root.layoutIfNeeded()
        #expect(moved.map(\.subviews[0].frame) == Array(repeating: rect(8, 8, 384, 84), count: 3))
        root.safeAreaInsets = EdgeInsets(top: 0, left: 44, bottom: 0, right: 30)
        root.layoutIfNeeded()
        #expect(moved.map(\.subviews[0].frame) == Array(repeating: rect(52, 8, 310, 84), count: 3))
        root.safeAreaInsets = EdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(moved.map(\.subviews[0].frame) == Array(repeating: rect(28, 8, 364, 84), count: 3))
    }

    /// Readers that agree at the new margins move together: one at a time,
    /// `child.leading` at the new inset would meet `child.width` at the old.
    @Test func readersThatAgreeMoveWithoutAConflict() {
        let tree = Card()
        let log = IssueLog(tree.root)
        tree.child.widthAnchor.constraint(equalTo: tree.card.layoutMarginsGuide.widthAnchor).isActive = true
        tree.root.layoutIfNeeded()
        tree.card.layoutMargins = EdgeInsets(all: 20)
        tree.root.layoutIfNeeded()
        #expect(log.issues.isEmpty)
        #expect(tree.child.frame == rect(20, 20, 160, 60))
        tree.card.layoutMargins = EdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
        tree.root.layoutIfNeeded()
        #expect(log.issues.isEmpty)
        #expect(tree.child.frame == rect(30, 0, 160, 100))
    }

    /// A guide's frame is its view's rectangle inset as solved, a negative
    /// height included, where its own symbols would have put it.
    @Test func aGuideOfAViewTurnedInsideOutIsInsetAsSolved() {
        let root = makeRoot()
        let box = addView("box", to: root)
        let guide = box.layoutMarginsGuide
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.widthAnchor.constraint(equalToConstant: 100),
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 50),
            box.bottomAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        ])
        root.layoutIfNeeded()
        #expect(guide.layoutFrame.origin == CGPoint(x: 8, y: 8))
        #expect(guide.layoutFrame.size == CGSize(width: 84, height: -36))
    }

    /// A constraint of a tree that went away no longer lives on in the list
    /// of a guide that outlived it.
    @Test func aGuideOutlivingItsTreeLetsGoOfItsConstraints() throws {
        weak var gone: LayoutConstraint?
        var survivor: LayoutView?
        do {
            let tree = Card()
            tree.root.layoutIfNeeded()
            let other = addView("other", to: tree.root)
            let reader = other.topAnchor.constraint(equalTo: tree.card.layoutMarginsGuide.topAnchor)
            reader.isActive = true
            gone = reader
            tree.card.layoutMargins = EdgeInsets(all: 12)
            tree.root.layoutIfNeeded()
            #expect(other.frame.minY == 32)
            survivor = tree.card
        }
        #expect(gone == nil)
        let card = try #require(survivor)
        card.layoutMargins = EdgeInsets(all: 14)
        card.layoutIfNeeded()
        #expect(card.subviews[0].frame == rect(14, 14, 172, 72))
    }

    @Test func theFittingSizeReadsTheMargins() {
        let card = LayoutView()
        let child = addView("child", to: card, intrinsic: CGSize(width: 100, height: 40))
        pinEdges(of: child, to: card.layoutMarginsGuide)
        card.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(card.systemLayoutSizeFitting(LayoutView.layoutFittingCompressedSize) == CGSize(width: 106, height: 44))
    }

    @Test func readersOfTheSafeAreaFollowIt() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 44, left: 0, bottom: 34, right: 0)
        let bar = addView("bar", to: root)
        let safe = root.safeAreaLayoutGuide
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            bar.topAnchor.constraint(equalTo: safe.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(bar.frame == rect(0, 44, 400, 50))
        root.safeAreaInsets = EdgeInsets(top: 20, left: 30, bottom: 0, right: 40)
        root.layoutIfNeeded()
        #expect(bar.frame == rect(30, 20, 330, 50))
        #expect(safe.layoutFrame == rect(30, 20, 330, 280))
    }

    @Test func theGuideIsAmbiguousWhereItsViewIs() {
        let root = makeRoot()
        let card = addView("card", to: root)
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 100),
            card.heightAnchor.constraint(equalToConstant: 50),
        ])
        root.layoutIfNeeded()
        #expect(card.ambiguousFrameParts == ["x"])
        #expect(card.layoutMarginsGuide.ambiguousFrameParts == ["x"])
        #expect(root.layoutMarginsGuide.ambiguousFrameParts == [])
    }

    @Test func aConflictThroughTheMarginsListsTheGuidesConstraints() throws {
        let tree = Card()
        let log = IssueLog(tree.root)
        tree.root.layoutIfNeeded()
        let width = tree.child.widthAnchor.constraint(equalToConstant: 300)
        width.isActive = true
        let report = try #require(log.reports.first)
        #expect(log.reports.count == 1)
        #expect(report.broken === width)
        #expect(
            report.conflicting.map(\.description) == [
                "<LayoutConstraint 'card-autoresizing-width' card.width == 200 (active)>",
                tree.pins[0].description, tree.pins[1].description,
                "<LayoutConstraint 'card.layoutMarginsGuide-margins-guide-left' card.layoutMarginsGuide.left == card.left + 8 (active)>",
                "<LayoutConstraint 'card.layoutMarginsGuide-margins-guide-right' card.layoutMarginsGuide.right == card.right - 8 (active)>",
                width.description,
            ])
        tree.root.layoutIfNeeded()
        #expect(tree.child.frame == rect(8, 8, 184, 84))
    }

    /// Whatever margins, direction, readers and tree a card goes through,
    /// its child and guide are where a card built afresh in that state puts them.
    @Test func readersMatchACardBuiltAfreshAfterEveryStep() async {
        await propertyCheck(count: 100, input: Gen.int(in: 0...10_000_000).array(of: 1...12)) { steps in
            let roots = [makeRoot(), makeRoot()]
            var current = 0
            let tree = Card(root: roots[0])
            var state = CardState()
            for step in steps {
                let value = step / 4
                switch step % 4 {
                case 0:
                    state.margins = DirectionalEdgeInsets(
                        top: CGFloat(value % 41), leading: CGFloat(value / 41 % 41),
                        bottom: CGFloat(value / 1681 % 41), trailing: CGFloat(value / 68921 % 41))
                case 1: state.rightToLeft.toggle()
                case 2: state.leadingReadsMargins.toggle()
                default:
                    current = 1 - current
                    roots[current].addSubview(tree.card)
                }
                state.configure(tree)
                roots[current].layoutIfNeeded()
                let fresh = Card()
                state.configure(fresh)
                fresh.root.layoutIfNeeded()
                #expect(tree.child.frame == fresh.child.frame)
                #expect(tree.card.layoutMarginsGuide.layoutFrame == fresh.card.layoutMarginsGuide.layoutFrame)
            }
        }
    }

    /// The constraint broken as it is activated reads the margins: the
    /// guide's constraint it meets is listed too.
    @Test func aConflictBreakingAReaderListsTheGuidesConstraint() throws {
        let tree = Card()
        let log = IssueLog(tree.root)
        tree.pinLeading(toMargins: false)
        tree.root.layoutIfNeeded()
        let reader = tree.child.leadingAnchor.constraint(equalTo: tree.card.layoutMarginsGuide.leadingAnchor)
        reader.isActive = true
        let report = try #require(log.reports.first)
        #expect(report.broken === reader)
        #expect(
            report.conflicting.map(\.description) == [
                tree.instead.description,
                "<LayoutConstraint 'card.layoutMarginsGuide-margins-guide-left' card.layoutMarginsGuide.left == card.left + 8 (active)>",
                reader.description,
            ])
    }

    /// A guide read by many lets its readers go without a search each: once
    /// more than half have left, all that left are dropped together, and
    /// the rest still move with the guide.
    @Test func aLongListLetsGoOfReadersOnceMostHaveLeft() {
        let root = makeRoot()
        root.safeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        let safe = root.safeAreaLayoutGuide
        var bars: [LayoutView] = []
        var tops: [LayoutConstraint] = []
        for index in 0..<100 {
            let bar = addView("bar\(index)", to: root)
            let top = bar.topAnchor.constraint(equalTo: safe.topAnchor, constant: CGFloat(index))
            LayoutConstraint.activate([
                top, bar.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                bar.widthAnchor.constraint(equalToConstant: 10), bar.heightAnchor.constraint(equalToConstant: 1),
            ])
            bars.append(bar)
            tops.append(top)
        }
        root.layoutIfNeeded()
        root.safeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(bars[99].frame.minY == 119)
        weak var firstToLeave: LayoutConstraint?
        firstToLeave = tops[0]
        for (bar, top) in zip(bars, tops).prefix(60) {
            top.isActive = false
            bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 5).isActive = true
        }
        tops.removeFirst(60)
        #expect(firstToLeave == nil)
        root.safeAreaInsets = EdgeInsets(top: 30, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(bars.map(\.frame.minY) == Array(repeating: 5, count: 60) + (60..<100).map { CGFloat(30 + $0) })
    }
}
