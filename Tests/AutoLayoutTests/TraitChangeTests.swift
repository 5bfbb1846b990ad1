import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// `traitCollectionDidChange(_:)`: called on the views whose traits changed,
/// parents first, after the layout pass that changed them.
@Suite struct TraitChangeTests {
    /// The calls views made, in order: the view's name and the previous traits.
    final class CallLog {
        var calls: [(name: String, previous: TraitCollection?)] = []
        var names: [String] { calls.map(\.name) }
    }

    /// A view that logs its trait changes.
    class RecordingView: LayoutView {
        let log: CallLog

        init(_ name: String, log: CallLog) {
            self.log = log
            super.init(frame: .zero)
            identifier = name
            translatesAutoresizingMaskIntoConstraints = false
        }

        required init?(coder: NSCoder) { nil }

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            log.calls.append((identifier ?? "", previousTraitCollection))
        }
    }

    /// A card that stacks its image over its text in portrait and sets them
    /// side by side where the height is compact: the common UIKit pattern of
    /// two sets of constraints swapped on a size-class change.
    final class Card: RecordingView {
        let image = LayoutView(), text = LayoutView()
        private var stacked: [LayoutConstraint] = []
        private var sideBySide: [LayoutConstraint] = []

        override init(_ name: String, log: CallLog) {
            super.init(name, log: log)
            for view in [image, text] {
                addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
            }
            LayoutConstraint.activate([
                image.topAnchor.constraint(equalTo: topAnchor),
                image.leadingAnchor.constraint(equalTo: leadingAnchor),
                text.trailingAnchor.constraint(equalTo: trailingAnchor),
                text.bottomAnchor.constraint(equalTo: bottomAnchor),
            ])
            stacked = [
                image.trailingAnchor.constraint(equalTo: trailingAnchor),
                image.heightAnchor.constraint(equalToConstant: 200),
                text.topAnchor.constraint(equalTo: image.bottomAnchor),
                text.leadingAnchor.constraint(equalTo: leadingAnchor),
            ]
            sideBySide = [
                image.bottomAnchor.constraint(equalTo: bottomAnchor),
                image.widthAnchor.constraint(equalToConstant: 300),
                text.topAnchor.constraint(equalTo: topAnchor),
                text.leadingAnchor.constraint(equalTo: image.trailingAnchor),
            ]
        }

        required init?(coder: NSCoder) { nil }

        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
            super.traitCollectionDidChange(previousTraitCollection)
            guard previousTraitCollection?.verticalSizeClass != traitCollection.verticalSizeClass else { return }
            let compact = traitCollection.verticalSizeClass == .compact
            LayoutConstraint.deactivate(compact ? stacked : sideBySide)
            LayoutConstraint.activate(compact ? sideBySide : stacked)
        }
    }

    /// A 390 x 844 root with `a` (holding `a1`) and `b` under it, all logging.
    func makeTree(_ log: CallLog) -> (root: RecordingView, a: RecordingView, a1: RecordingView, b: RecordingView) {
        let root = RecordingView("root", log: log)
        root.translatesAutoresizingMaskIntoConstraints = true
        root.frame = rect(0, 0, 390, 844)
        let a = RecordingView("a", log: log), a1 = RecordingView("a1", log: log), b = RecordingView("b", log: log)
        root.addSubview(a)
        a.addSubview(a1)
        root.addSubview(b)
        return (root, a, a1, b)
    }

    @Test func theFirstPassDeliversTraitsToEveryViewParentsFirst() {
        let log = CallLog()
        let (root, _, _, _) = makeTree(log)
        root.layoutIfNeeded()
        #expect(log.names == ["root", "a", "a1", "b"])
        #expect(log.calls.allSatisfy { $0.previous == nil })
        root.layoutIfNeeded()
        #expect(log.calls.count == 4)
    }

    @Test func rotatingCallsEveryViewWithItsPreviousTraits() {
        let log = CallLog()
        let (root, _, a1, _) = makeTree(log)
        root.layoutIfNeeded()
        let portrait = a1.traitCollection
        log.calls = []

        root.frame = rect(0, 0, 390, 800)
        root.layoutIfNeeded()
        #expect(log.calls.isEmpty)

        root.frame = rect(0, 0, 844, 390)
        #expect(log.calls.isEmpty)
        root.layoutIfNeeded()
        #expect(log.names == ["root", "a", "a1", "b"])
        #expect(log.calls.allSatisfy { $0.previous == portrait })
        #expect(a1.traitCollection.verticalSizeClass == .compact)
        #expect(a1.traitCollection.horizontalSizeClass == .compact)
    }

    @Test func anOverrideReachesItsSubtreeAtTheNextPass() {
        let log = CallLog()
        let (root, a, a1, _) = makeTree(log)
        root.layoutIfNeeded()
        log.calls = []
        a.traitOverrides.horizontalSizeClass = .regular
        #expect(a1.traitCollection.horizontalSizeClass == .regular)
        #expect(log.calls.isEmpty)
        root.layoutIfNeeded()
        #expect(log.names == ["a", "a1"])
        #expect(log.calls.allSatisfy { $0.previous?.horizontalSizeClass == .compact })

        // An override that changes nothing calls nothing.
        log.calls = []
        a1.traitOverrides.verticalSizeClass = .regular
        root.layoutIfNeeded()
        #expect(log.calls.isEmpty)
    }

    @Test func aViewJoiningATreeHearsOfItsTraitsAtTheNextPass() {
        let log = CallLog()
        let (root, a, _, b) = makeTree(log)
        root.layoutIfNeeded()
        log.calls = []
        let late = RecordingView("late", log: log)
        b.addSubview(late)
        root.layoutIfNeeded()
        #expect(log.names == ["late"])
        #expect(log.calls.first?.previous == nil)

        // Moving within the tree to the same traits calls nothing.
        log.calls = []
        a.addSubview(late)
        root.layoutIfNeeded()
        #expect(log.calls.isEmpty)
    }

    @Test func changingTheScaleOrDirectionCallsEveryView() {
        let log = CallLog()
        let (root, _, _, _) = makeTree(log)
        root.layoutIfNeeded()
        log.calls = []
        root.contentScaleFactor = 3
        root.layoutIfNeeded()
        #expect(log.calls.count == 4)
        #expect(log.calls.allSatisfy { $0.previous?.displayScale == 1 })
        log.calls = []
        root.userInterfaceLayoutDirection = .rightToLeft
        root.layoutIfNeeded()
        #expect(log.calls.count == 4)
        #expect(root.traitCollection.layoutDirection == .rightToLeft)
    }

    /// A view that logs its trait changes and its layouts in one list.
    final class OrderedView: LayoutView {
        var events: [String] = []
        override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) { events.append("traits") }
        override func layoutSubviews() { events.append("layout") }
    }

    @Test func traitsAreAnnouncedBeforeTheViewIsLaidOut() {
        let root = OrderedView(frame: rect(0, 0, 390, 844))
        root.layoutIfNeeded()
        #expect(root.events == ["traits", "layout"])
        root.frame = rect(0, 0, 844, 390)
        root.layoutIfNeeded()
        #expect(root.events == ["traits", "layout", "traits", "layout"])
    }

    @Test func aCardSwapsItsConstraintsWhenThePhoneRotates() {
        let log = CallLog()
        let root = makeRoot(width: 390, height: 844)
        let card = Card("card", log: log)
        root.addSubview(card)
        LayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            card.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            card.topAnchor.constraint(equalTo: root.topAnchor),
            card.bottomAnchor.constraint(equalTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        #expect(card.traitCollection.verticalSizeClass == .regular)
        #expect(card.image.frame == rect(0, 0, 390, 200))
        #expect(card.text.frame == rect(0, 200, 390, 644))

        root.frame = rect(0, 0, 844, 390)
        root.layoutIfNeeded()
        #expect(card.traitCollection.verticalSizeClass == .compact)
        #expect(card.image.frame == rect(0, 0, 300, 390))
        #expect(card.text.frame == rect(300, 0, 544, 390))

        root.frame = rect(0, 0, 390, 844)
        root.layoutIfNeeded()
        #expect(card.image.frame == rect(0, 0, 390, 200))
        #expect(card.text.frame == rect(0, 200, 390, 644))
        #expect(log.names == ["card", "card", "card"])
    }
}
