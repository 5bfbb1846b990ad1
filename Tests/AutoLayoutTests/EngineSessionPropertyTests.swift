import AutoLayout
import Foundation
import PropertyBased
import Testing

/// One operation of a random engine session, decoded from a number so the
/// checker can shrink it.
enum EngineStep: Sendable, CustomStringConvertible {
    /// Makes constraint `kind` between two views and activates it.
    case make(kind: Int, first: Int, second: Int, constant: Int, priority: Int)
    case activate(Int)
    case deactivate(Int)
    case setConstant(Int, Int)
    case setPriority(Int, Int)
    /// Adds view `view` to `parent`; a parent past the last view removes it from its superview.
    case move(view: Int, parent: Int)
    /// Lets go of the test's reference to a view.
    case release(Int)
    case layout(Int)

    static let viewCount = 6
    static let priorities: [LayoutPriority] = [.required, .required, 750, 250]

    init(_ number: Int) {
        let rest = number / 10
        switch number % 10 {
        case 0, 1, 2:
            self = .make(
                kind: rest % 6, first: (rest / 6) % Self.viewCount, second: (rest / 36) % Self.viewCount,
                constant: (rest / 216) % 21 * 10 - 100, priority: (rest / 4536) % Self.priorities.count)
        case 3: self = .activate(rest)
        case 4: self = .deactivate(rest)
        case 5: self = .setConstant(rest, rest % 21 * 10 - 100)
        case 6: self = .setPriority(rest, (rest / 7) % Self.priorities.count)
        case 7: self = .move(view: rest % Self.viewCount, parent: (rest / Self.viewCount) % (Self.viewCount + 1))
        case 8: self = .release(rest % Self.viewCount)
        default: self = .layout(rest % Self.viewCount)
        }
    }

    var description: String {
        switch self {
        case let .make(kind, first, second, constant, priority):
            "make \(kind) v\(first) v\(second) \(constant) p\(priority)"
        case .activate(let index): "activate \(index)"
        case .deactivate(let index): "deactivate \(index)"
        case let .setConstant(index, value): "constant \(index) = \(value)"
        case let .setPriority(index, priority): "priority \(index) = p\(priority)"
        case let .move(view, parent): "move v\(view) to \(parent)"
        case .release(let view): "release v\(view)"
        case .layout(let view): "layout v\(view)"
        }
    }
}

/// Runs engine steps on six views and keeps a model of the tree and of which
/// constraints are active, updated before each step reaches the engine (the
/// issue handler runs after the engine's change, and its own steps update
/// the model after that).
final class EngineSession {
    /// The test's references; `nil` once released.
    var held: [LayoutView?]
    /// Every view, while it lives.
    var weakViews: [WeakView]
    var parent: [Int?]
    var alive: [Bool]
    var constraints: [LayoutConstraint] = []
    var constraintViews: [[Int]] = []
    var constraintAxis: [LayoutAxis] = []
    var modelActive: [Bool] = []
    /// Steps the issue handler performs, two per issue.
    var handlerSteps: [EngineStep]
    var handlerArmed = false

    struct WeakView {
        weak var view: LayoutView?
    }

    init(handlerSteps: [EngineStep]) {
        self.handlerSteps = handlerSteps
        let views = (0..<EngineStep.viewCount).map { index -> LayoutView in
            let view = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            view.identifier = "v\(index)"
            view.translatesAutoresizingMaskIntoConstraints = index == 0
            return view
        }
        held = views
        weakViews = views.map { WeakView(view: $0) }
        parent = Array(repeating: nil, count: views.count)
        alive = Array(repeating: true, count: views.count)
        for view in views {
            view.layoutIssueHandler = { [weak self] _ in self?.handleIssue() }
        }
    }

    func handleIssue() {
        guard handlerArmed else { return }
        for _ in 0..<2 where !handlerSteps.isEmpty {
            perform(handlerSteps.removeFirst())
        }
    }

    // MARK: The model

    func root(of view: Int) -> Int {
        var current = view
        while let up = parent[current] { current = up }
        return current
    }

    func isInSubtree(_ view: Int, of top: Int) -> Bool {
        var current: Int? = view
        while let candidate = current {
            if candidate == top { return true }
            current = parent[candidate]
        }
        return false
    }

    /// Deactivates, in the model, what ties the subtree of `top` to the rest of its tree.
    func modelDetach(_ top: Int) {
        for index in constraints.indices where modelActive[index] {
            let inside = constraintViews[index].map { isInSubtree($0, of: top) }
            if inside.contains(true), inside.contains(false) { modelActive[index] = false }
        }
    }

    /// Releases root `view` in the model: it dies, and so does every view
    /// below a dead one that the test does not hold; held views below a dead
    /// one become roots, and what no longer lies within one tree is deactivated.
    func modelRelease(_ view: Int) {
        var dead: Set<Int> = [view]
        var changed = true
        while changed {
            changed = false
            for index in parent.indices where !dead.contains(index) && held[index] == nil {
                if let up = parent[index], dead.contains(up) {
                    dead.insert(index)
                    changed = true
                }
            }
        }
        for index in parent.indices {
            if dead.contains(index) { alive[index] = false }
            if dead.contains(index) || parent[index].map(dead.contains) == true { parent[index] = nil }
        }
        for index in constraints.indices where modelActive[index] {
            let views = constraintViews[index]
            if views.contains(where: { !alive[$0] }) || Set(views.map(root(of:))).count > 1 {
                modelActive[index] = false
            }
        }
    }

    func canActivate(_ index: Int) -> Bool {
        let views = constraintViews[index]
        return views.allSatisfy { alive[$0] } && Set(views.map(root(of:))).count == 1
    }

    // MARK: Steps

    func perform(_ step: EngineStep) {
        switch step {
        case let .make(kind, first, second, constant, priority):
            guard let a = held[first], let b = held[second] else { return }
            let (constraint, axis) = Self.make(kind, a, b, CGFloat(constant))
            constraint.identifier = "c\(constraints.count)"
            constraint.priority = EngineStep.priorities[priority]
            constraints.append(constraint)
            constraintViews.append(kind == 0 || kind == 5 ? [first] : [first, second])
            constraintAxis.append(axis)
            modelActive.append(false)
            activate(constraints.count - 1)
        case .activate(let number):
            guard !constraints.isEmpty else { return }
            activate(number % constraints.count)
        case .deactivate(let number):
            guard !constraints.isEmpty else { return }
            let index = number % constraints.count
            modelActive[index] = false
            constraints[index].isActive = false
        case let .setConstant(number, value):
            guard !constraints.isEmpty else { return }
            constraints[number % constraints.count].constant = CGFloat(value)
        case let .setPriority(number, priority):
            guard !constraints.isEmpty else { return }
            constraints[number % constraints.count].priority = EngineStep.priorities[priority]
        case let .move(view, to):
            guard let moving = held[view] else { return }
            if to >= EngineStep.viewCount {
                if parent[view] != nil { modelDetach(view) }
                parent[view] = nil
                moving.removeFromSuperview()
            } else {
                guard let target = held[to] else { return }
                if !isInSubtree(to, of: view), parent[view] != to {
                    if parent[view] != nil { modelDetach(view) }
                    parent[view] = to
                }
                target.addSubview(moving)
            }
        case .release(let view):
            guard held[view] != nil, parent[view] == nil else { return }
            // Dropped after the model is updated and outside any access to
            // `held`: the handler may run as it goes.
            let dying = held[view]
            held[view] = nil
            modelRelease(view)
            withExtendedLifetime(dying) {}
        case .layout(let view):
            held[view]?.layoutIfNeeded()
        }
    }

    func activate(_ index: Int) {
        if canActivate(index) { modelActive[index] = true }
        constraints[index].isActive = true
    }

    /// Constraint `kind` from `a` to `b`, and its axis.
    static func make(_ kind: Int, _ a: LayoutView, _ b: LayoutView, _ constant: CGFloat) -> (
        LayoutConstraint, LayoutAxis
    ) {
        switch kind {
        case 0: (a.widthAnchor.constraint(equalToConstant: abs(constant)), .horizontal)
        case 1: (a.heightAnchor.constraint(equalTo: b.heightAnchor, multiplier: 0.5, constant: constant), .vertical)
        case 2: (a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: constant), .horizontal)
        case 3:
            (
                (try? LayoutConstraint.constraintOrThrow(
                    item: a, attribute: .centerX, relatedBy: .equal, toItem: b, attribute: .centerX,
                    multiplier: 2, constant: constant))
                    ?? a.centerXAnchor.constraint(equalTo: b.centerXAnchor), .horizontal
            )
        case 4: (a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: constant), .vertical)
        default: (a.heightAnchor.constraint(lessThanOrEqualToConstant: abs(constant)), .vertical)
        }
    }

    // MARK: Checks

    /// Whether every constraint's `isActive`, and every held view's list of
    /// constraints in the engine, agree with the model.
    func check(after step: EngineStep) {
        handlerArmed = false
        defer { handlerArmed = true }
        for (index, constraint) in constraints.enumerated() {
            #expect(constraint.isActive == modelActive[index], "after \(step): c\(index) \(constraint)")
        }
        for (index, view) in held.enumerated() {
            guard let view else { continue }
            for axis in LayoutAxis.allCases {
                let listed = view.constraintsAffectingLayout(for: axis).compactMap(\.identifier).filter {
                    $0.hasPrefix("c")
                }
                let expected = constraints.indices.filter { number in
                    modelActive[number] && constraintAxis[number] == axis && constraintViews[number].contains(index)
                }.map { "c\($0)" }
                #expect(
                    Set(listed) == Set(expected) && listed.count == expected.count,
                    "after \(step): v\(index) \(axis) lists \(listed), expected \(expected)")
            }
        }
        for (index, weak) in weakViews.enumerated() {
            #expect((weak.view != nil) == alive[index], "after \(step): v\(index) alive")
        }
    }
}

@Suite(.timeLimit(.minutes(10))) struct EngineSessionPropertyTests {
    static let steps = Gen.int(in: 0...10_000_000).array(of: 1...60).map { $0.map(EngineStep.init) }
    static let handlerSteps = Gen.int(in: 0...10_000_000).array(of: 0...20).map { $0.map(EngineStep.init) }

    /// Whatever is activated, deactivated, changed, moved or released,
    /// from the test or from inside the issue handler, nothing traps and
    /// the engine's constraints are exactly those the model says are active.
    @Test func randomSessionsKeepTheEngineConsistent() async {
        await propertyCheck(count: 300, input: Self.steps, Self.handlerSteps) { steps, handlerSteps in
            let session = EngineSession(handlerSteps: handlerSteps)
            session.handlerArmed = true
            for step in steps {
                session.perform(step)
                session.check(after: step)
            }
        }
    }
}
