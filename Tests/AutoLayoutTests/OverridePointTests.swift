import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A view that logs UIKit's override points as they are called.
private class LoggingView: LayoutView {
    var log: Log
    var onLayout: (() -> Void)?
    var onUpdateConstraints: (() -> Void)?

    init(_ name: String, log: Log) {
        self.log = log
        super.init(frame: .zero)
        identifier = name
    }

    required init?(coder: NSCoder) { nil }

    private var name: String { identifier ?? "?" }

    override func updateConstraints() {
        log.append("\(name).updateConstraints")
        onUpdateConstraints?()
        super.updateConstraints()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        log.append("\(name).layoutSubviews")
        onLayout?()
    }

    override func willMove(toSuperview newSuperview: LayoutView?) {
        log.append("\(name).willMove(toSuperview: \(newSuperview?.identifier ?? "nil"))")
    }

    override func didMoveToSuperview() {
        log.append("\(name).didMoveToSuperview(\(superview?.identifier ?? "nil"))")
    }

    override func didAddSubview(_ subview: LayoutView) {
        log.append("\(name).didAddSubview(\(subview.identifier ?? "?"))")
    }

    override func willRemoveSubview(_ subview: LayoutView) {
        log.append("\(name).willRemoveSubview(\(subview.identifier ?? "?"))")
    }

    override func safeAreaInsetsDidChange() {
        log.append("\(name).safeAreaInsetsDidChange \(safeAreaInsets.top)")
    }

    override func layoutMarginsDidChange() {
        log.append("\(name).layoutMarginsDidChange")
    }
}

/// The calls in order, shared by the views of a test.
final class Log {
    private(set) var entries: [String] = []
    func append(_ entry: String) { entries.append(entry) }
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

@Suite struct OverridePointTests {
    /// root > (card > (title), side): every view made in code.
    private func tree() -> (Log, root: LoggingView, card: LoggingView, title: LoggingView, side: LoggingView) {
        let log = Log()
        let root = LoggingView("root", log: log)
        root.frame = rect(0, 0, 300, 200)
        let card = LoggingView("card", log: log), title = LoggingView("title", log: log)
        let side = LoggingView("side", log: log)
        root.addSubview(card)
        card.addSubview(title)
        root.addSubview(side)
        for view in [card, title, side] { view.translatesAutoresizingMaskIntoConstraints = false }
        LayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: root.topAnchor), card.leftAnchor.constraint(equalTo: root.leftAnchor),
            card.widthAnchor.constraint(equalToConstant: 200), card.heightAnchor.constraint(equalToConstant: 100),
            title.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            title.leftAnchor.constraint(equalTo: card.leftAnchor, constant: 10),
            title.widthAnchor.constraint(equalToConstant: 80), title.heightAnchor.constraint(equalToConstant: 20),
            side.topAnchor.constraint(equalTo: root.topAnchor), side.rightAnchor.constraint(equalTo: root.rightAnchor),
            side.widthAnchor.constraint(equalToConstant: 50), side.heightAnchor.constraint(equalTo: root.heightAnchor),
        ])
        _ = log.take()
        return (log, root, card, title, side)
    }

    @Test func hierarchyChangesAreAnnouncedInUIKitsOrder() {
        let log = Log()
        let root = LoggingView("root", log: log), card = LoggingView("card", log: log)
        let other = LoggingView("other", log: log)
        root.addSubview(card)
        #expect(
            log.take() == [
                "card.willMove(toSuperview: root)", "root.didAddSubview(card)",
                "card.didMoveToSuperview(root)",
            ])
        other.addSubview(card)
        #expect(
            log.take() == [
                "root.willRemoveSubview(card)", "card.willMove(toSuperview: other)",
                "other.didAddSubview(card)", "card.didMoveToSuperview(other)",
            ])
        other.bringSubviewToFront(card)
        #expect(log.take().isEmpty)
        card.removeFromSuperview()
        #expect(
            log.take() == [
                "other.willRemoveSubview(card)", "card.willMove(toSuperview: nil)",
                "card.didMoveToSuperview(nil)",
            ])
        card.removeFromSuperview()
        #expect(log.take().isEmpty)
    }

    @Test func aPassUpdatesConstraintsBottomUpThenLaysOutTopDown() {
        let (log, root, card, title, side) = tree()
        root.layoutIfNeeded()
        #expect(
            log.take() == [
                "title.updateConstraints", "card.updateConstraints", "side.updateConstraints", "root.updateConstraints",
                "root.layoutSubviews", "card.layoutSubviews", "title.layoutSubviews", "side.layoutSubviews",
            ])
        #expect(
            card.frame == rect(0, 0, 200, 100) && title.frame == rect(10, 10, 80, 20)
                && side.frame == rect(250, 0, 50, 200))
        root.layoutIfNeeded()
        #expect(log.take().isEmpty)
    }

    @Test func onlyTheViewsThatNeedItAreCalled() {
        let (log, root, card, title, _) = tree()
        root.layoutIfNeeded()
        _ = log.take()
        title.setNeedsUpdateConstraints()
        #expect(title.needsUpdateConstraints() && !card.needsUpdateConstraints())
        title.setNeedsLayout()
        #expect(title.needsLayout && !card.needsLayout)
        root.layoutIfNeeded()
        #expect(log.take() == ["title.updateConstraints", "title.layoutSubviews"])
        // A subview that moves lays out its superview; one whose size
        // changes lays out itself too.
        let width = title.constraintsAffectingLayout(for: .horizontal).first { $0.constant == 80 }
        width?.constant = 90
        root.layoutIfNeeded()
        #expect(log.take() == ["card.layoutSubviews", "title.layoutSubviews"])
        #expect(title.frame == rect(10, 10, 90, 20))
    }

    @Test func whatLayoutSubviewsChangesIsLaidOutInTheSamePass() {
        let (log, root, card, title, _) = tree()
        let titleWidth = title.constraintsAffectingLayout(for: .horizontal).first { $0.constant == 80 }!
        // UIKit's pattern: read a frame after super.layoutSubviews() and
        // change a constraint from it.
        card.onLayout = { titleWidth.constant = card.frame.width / 2 }
        root.layoutIfNeeded()
        #expect(title.frame == rect(10, 10, 100, 20))
        #expect(
            log.take().filter { $0.hasPrefix("card.layoutSubviews") || $0.hasPrefix("title.layoutSubviews") }
                == ["card.layoutSubviews", "title.layoutSubviews", "card.layoutSubviews", "title.layoutSubviews"])
    }

    @Test func updateConstraintsMakesConstraintsOnceAsUIKitCodeDoes() {
        let log = Log()
        let root = LoggingView("root", log: log)
        root.frame = rect(0, 0, 300, 200)
        let badge = LoggingView("badge", log: log)
        root.addSubview(badge)
        badge.translatesAutoresizingMaskIntoConstraints = false
        var made: [LayoutConstraint] = []
        root.onUpdateConstraints = {
            guard made.isEmpty else { return }
            made = [
                badge.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                badge.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                badge.widthAnchor.constraint(equalToConstant: 40), badge.heightAnchor.constraint(equalToConstant: 40),
            ]
            LayoutConstraint.activate(made)
        }
        root.layoutIfNeeded()
        #expect(badge.frame == rect(130, 80, 40, 40))
        root.onUpdateConstraints = { made[2].constant = 60 }
        root.setNeedsUpdateConstraints()
        root.updateConstraintsIfNeeded()
        #expect(badge.frame == rect(130, 80, 40, 40) && made[2].constant == 60)
        root.layoutIfNeeded()
        #expect(badge.frame == rect(120, 80, 60, 40))
    }

    @Test func safeAreaAndMarginChangesAreAnnounced() {
        let (log, root, card, title, _) = tree()
        root.layoutIfNeeded()
        _ = log.take()
        root.safeAreaInsets = EdgeInsets(top: 30)
        // Margins are measured from the safe area, so they move with it.
        #expect(log.take() == ["root.safeAreaInsetsDidChange 30.0", "root.layoutMarginsDidChange"])
        root.layoutIfNeeded()
        let entries = log.take()
        let announced = entries.filter { $0.contains("safeAreaInsetsDidChange") }
        #expect(
            Set(announced) == [
                "card.safeAreaInsetsDidChange 30.0", "title.safeAreaInsetsDidChange 20.0",
                "side.safeAreaInsetsDidChange 30.0",
            ])
        #expect(
            announced.firstIndex(of: "card.safeAreaInsetsDidChange 30.0")!
                < announced.firstIndex(of: "title.safeAreaInsetsDidChange 20.0")!)
        #expect(entries.contains("card.layoutSubviews") && entries.contains("title.layoutSubviews"))
        card.directionalLayoutMargins = DirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
        #expect(log.take() == ["card.layoutMarginsDidChange"])
        #expect(title.frame == rect(10, 10, 80, 20))
    }
}
