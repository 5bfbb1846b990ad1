import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A view whose intrinsic size runs code of the test's while the engine measures it.
final class MeasuringView: LayoutView {
    var onMeasure: (() -> Void)?

    override var intrinsicContentSize: CGSize {
        let hook = onMeasure
        onMeasure = nil
        hook?()
        return CGSize(width: 40, height: 20)
    }
}

/// The issue handler runs once the engine has finished the change that
/// raised the issue; what it changes applies then, as any other change.
@Suite struct ReentrancyTests {
    /// A view pinned to the root's top left corner, 50 high.
    func pinnedView(in root: LayoutView) throws -> LayoutView {
        let view = addView("view", to: root)
        LayoutConstraint.activate([
            view.leftAnchor.constraint(equalTo: root.leftAnchor),
            view.topAnchor.constraint(equalTo: root.topAnchor),
        ])
        return view
    }

    /// The user constraints the engine holds for a view on an axis.
    func userConstraints(of view: LayoutView, _ axis: LayoutAxis) -> [String] {
        view.constraintsAffectingLayout(for: axis).compactMap { $0.identifier.flatMap { $0.hasPrefix("c") ? $0 : nil } }
    }

    func named(_ name: String, _ constraint: LayoutConstraint) -> LayoutConstraint {
        constraint.identifier = name
        return constraint
    }

    @Test func deactivatingAnotherConstraintFromTheHandlerKeepsTheEngineConsistent() throws {
        let root = makeRoot()
        let view = try pinnedView(in: root)
        let c1 = named("c1", view.widthAnchor.constraint(equalToConstant: 100))
        LayoutConstraint.activate([c1])
        var reports = 0
        root.layoutIssueHandler = { _ in
            reports += 1
            c1.isActive = false
        }
        let c2 = named("c2", view.widthAnchor.constraint(equalToConstant: 200))
        c2.isActive = true
        #expect(reports == 1)
        #expect(!c1.isActive && c2.isActive)
        let c3 = named("c3", view.heightAnchor.constraint(equalToConstant: 50))
        c3.isActive = true
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 200, 50))
        c2.isActive = false
        #expect(!c2.isActive)
        #expect(userConstraints(of: view, .horizontal).isEmpty)
        #expect(userConstraints(of: view, .vertical) == ["c3"])
        c3.isActive = false
        #expect(userConstraints(of: view, .vertical).isEmpty)
        #expect(reports == 1)
    }

    @Test func aConstraintActivatedFromTheHandlerStaysInTheEngine() throws {
        var kept: LayoutConstraint?
        do {
            let root = makeRoot()
            let view = try pinnedView(in: root)
            let c1 = named("c1", view.widthAnchor.constraint(equalToConstant: 100))
            let extra = named("c-extra", view.heightAnchor.constraint(equalToConstant: 30))
            LayoutConstraint.activate([c1])
            root.layoutIssueHandler = { _ in extra.isActive = true }
            let c2 = named("c2", view.widthAnchor.constraint(equalToConstant: 200))
            c2.isActive = true
            #expect(extra.isActive)
            #expect(userConstraints(of: view, .vertical) == ["c-extra"])
            c2.isActive = false
            c1.isActive = false
            #expect(userConstraints(of: view, .vertical) == ["c-extra"])
            #expect(userConstraints(of: view, .horizontal).isEmpty)
            extra.constant = 40
            root.layoutIfNeeded()
            #expect(view.frame.height == 40)
            kept = extra
        }
        let extra = try #require(kept)
        #expect(!extra.isActive)
        extra.constant = 45
        #expect(extra.constant == 45)
    }

    @Test func deactivatingTheBrokenConstraintFromTheHandlerSticks() throws {
        let root = makeRoot()
        let view = try pinnedView(in: root)
        LayoutConstraint.activate([named("c1", view.widthAnchor.constraint(equalToConstant: 100))])
        LayoutConstraint.activate([named("c3", view.heightAnchor.constraint(equalToConstant: 50))])
        var brokenWasActive = false
        root.layoutIssueHandler = { issue in
            guard case .unsatisfiable(let report) = issue else { return }
            // The engine has finished the activation: the broken constraint is in.
            brokenWasActive = report.broken.isActive && self.userConstraints(of: view, .horizontal) == ["c1", "c2"]
            report.broken.isActive = false
        }
        let c2 = named("c2", view.widthAnchor.constraint(equalToConstant: 200))
        c2.isActive = true
        #expect(brokenWasActive)
        #expect(!c2.isActive)
        #expect(userConstraints(of: view, .horizontal) == ["c1"])
        root.layoutIfNeeded()
        #expect(view.frame == rect(0, 0, 100, 50))
    }

    /// `view.width == 100` required and `view.width <= 150` required, with a
    /// wish for 300 at priority 1; then the first is moved to 200.
    func constantConflict(in root: LayoutView) throws -> (
        view: LayoutView, moved: LayoutConstraint, cap: LayoutConstraint
    ) {
        let view = try pinnedView(in: root)
        let moved = named("c1", view.widthAnchor.constraint(equalToConstant: 100))
        let cap = named("c2", view.widthAnchor.constraint(lessThanOrEqualToConstant: 150))
        let wish = named("c3", view.widthAnchor.constraint(equalToConstant: 300))
        wish.priority = 1
        LayoutConstraint.activate([moved, cap, wish, view.heightAnchor.constraint(equalToConstant: 10)])
        return (view, moved, cap)
    }

    @Test func aConstraintBrokenByAConstantChangeStaysActiveWithItsRow() throws {
        let root = makeRoot()
        let log = IssueLog(root)
        let (view, moved, cap) = try constantConflict(in: root)
        moved.constant = 200
        #expect(log.reports.count == 1 && log.reports.first?.broken === moved)
        #expect(moved.isActive && moved.constant == 200)
        root.layoutIfNeeded()
        #expect(view.frame.width == 150)
        cap.isActive = false
        root.layoutIfNeeded()
        // The broken constraint holds at once, just below required.
        #expect(view.frame.width == 200)
    }

    @Test func deactivatingAConstraintBrokenByAConstantChangeRemovesItsRow() throws {
        let root = makeRoot()
        let (view, moved, cap) = try constantConflict(in: root)
        root.layoutIssueHandler = { issue in
            if case .unsatisfiable(let report) = issue { report.broken.isActive = false }
        }
        moved.constant = 200
        #expect(!moved.isActive && moved.constant == 200)
        #expect(userConstraints(of: view, .horizontal) == ["c2", "c3"])
        cap.isActive = false
        root.layoutIfNeeded()
        // Only the wish is left: the broken constraint's row went with it.
        #expect(view.frame.width == 300)
    }

    @Test func theHandlerMayChangeTheHierarchyDuringALayoutPass() throws {
        let root = makeRoot()
        let framed = LayoutView(frame: rect(10, 10, 50, 20))
        framed.identifier = "framed"
        root.addSubview(framed)
        let inner = addView("inner", to: framed)
        let width = named("c-width", framed.widthAnchor.constraint(equalToConstant: 50))
        LayoutConstraint.activate([
            width,
            inner.leftAnchor.constraint(equalTo: framed.leftAnchor, constant: 5),
            inner.topAnchor.constraint(equalTo: framed.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        var reports = 0
        root.layoutIssueHandler = { _ in
            reports += 1
            framed.removeFromSuperview()
        }
        // The frame's width now conflicts with `width`; the conflict comes up in the pass.
        framed.frame = rect(10, 10, 70, 20)
        root.layoutIfNeeded()
        #expect(reports == 1)
        #expect(framed.superview == nil && root.subviews.isEmpty)
        #expect(width.isActive)
        root.layoutIfNeeded()
        // A root of its own, it still translates its frame: the conflict
        // comes up again, in its own tree.
        framed.layoutIssueHandler = { _ in reports += 1 }
        framed.layoutIfNeeded()
        #expect(reports == 2)
        #expect(framed.frame == rect(10, 10, 50, 20))
        #expect(inner.frame == rect(5, 0, 10, 10))
    }

    @Test func anIntrinsicSizeThatChangesConstraintsWhileMeasuredIsSafe() throws {
        let root = makeRoot()
        let log = IssueLog(root)
        let measuring = MeasuringView()
        measuring.identifier = "measuring"
        measuring.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(measuring)
        let sibling = addView("sibling", to: root)
        let pins = [measuring, sibling].flatMap { view in
            [view.leftAnchor.constraint(equalTo: root.leftAnchor), view.topAnchor.constraint(equalTo: root.topAnchor)]
        }
        LayoutConstraint.activate(pins)
        let siblingWidth = named("c-sibling", sibling.widthAnchor.constraint(equalToConstant: 30))
        let conflicting = named("c-conflict", sibling.widthAnchor.constraint(equalToConstant: 35))
        measuring.onMeasure = {
            siblingWidth.isActive = true
            conflicting.isActive = true
            sibling.heightAnchor.constraint(equalToConstant: 12).isActive = true
        }
        measuring.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(log.reports.count == 1)
        #expect(siblingWidth.isActive && conflicting.isActive)
        #expect(userConstraints(of: sibling, .horizontal) == ["c-sibling", "c-conflict"])
        root.layoutIfNeeded()
        #expect(measuring.frame == rect(0, 0, 40, 20))
        #expect(sibling.frame == rect(0, 0, 30, 12))
    }

    @Test func aViewThatLeavesItsTreeWhileMeasuredIsMeasuredInItsOwn() throws {
        let root = makeRoot()
        let measuring = MeasuringView()
        measuring.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(measuring)
        let pin = measuring.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10)
        LayoutConstraint.activate([pin])
        measuring.onMeasure = { measuring.removeFromSuperview() }
        measuring.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(measuring.superview == nil && !pin.isActive)
        #expect(root.constraintsAffectingLayout(for: .horizontal).allSatisfy { $0.firstItem === root })
        measuring.layoutIfNeeded()
        #expect(measuring.frame == rect(0, 0, 40, 20))
    }
}
