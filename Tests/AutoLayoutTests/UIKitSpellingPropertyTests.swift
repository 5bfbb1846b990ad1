import AutoLayout
import Foundation
import PropertyBased
import Testing

/// One call of a random session, decoded from a number so the checker can
/// shrink it; about a third of the calls are wrong in a way UIKit raises for.
enum SpellingStep: Sendable, CustomStringConvertible {
    /// Activates `count` new constraints at once, each of kind `kinds % 7` (see `SpellingSession.make`).
    case activate(kinds: Int, count: Int)
    /// Makes a constraint with the item-and-attribute initializer and activates it.
    case itemAndAttribute(kind: Int)
    /// Adds guide `guide` to view `view`.
    case addGuide(guide: Int, view: Int)
    /// Deactivates constraint `index` of those made so far.
    case deactivate(Int)

    init(_ number: Int) {
        let rest = number / 4
        switch number % 4 {
        case 0: self = .activate(kinds: rest % 10_000, count: 1 + (rest / 10_000) % 4)
        case 1: self = .itemAndAttribute(kind: rest % 6)
        case 2: self = .addGuide(guide: rest % 2, view: (rest / 2) % 3)
        default: self = .deactivate(rest)
        }
    }

    var description: String {
        switch self {
        case let .activate(kinds, count): "activate \(count) of kinds \(kinds)"
        case .itemAndAttribute(let kind): "item-and-attribute \(kind)"
        case let .addGuide(guide, view): "add guide \(guide) to v\(view)"
        case .deactivate(let index): "deactivate \(index)"
        }
    }
}

/// A tree of three views and a stranger in a tree of its own, driven
/// either through UIKit's spellings, which report, or through their
/// throwing twins; each session records the errors it met.
final class SpellingSession {
    let root: LayoutView
    let views: [LayoutView]
    let stranger: LayoutView
    let guides: [LayoutGuide]
    var made: [LayoutConstraint] = []
    /// The errors, unlocated: reported ones lose the caller's line, which
    /// the throwing twins do not have.
    var errors: [String] = []
    let throwing: Bool

    init(throwing: Bool) {
        self.throwing = throwing
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.identifier = "root"
        views = (1...2).map { index in
            let view = LayoutView()
            view.identifier = "v\(index)"
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }
        for view in views { root.addSubview(view) }
        stranger = LayoutView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        stranger.identifier = "stranger"
        guides = (0..<2).map { LayoutGuide(identifier: "g\($0)") }
        for view in [root, stranger] {
            view.layoutIssueHandler = { [unowned self] issue in
                guard case .error(let error) = issue else { return }
                if case let .located(inner, _) = error {
                    errors.append(inner.description)
                } else {
                    errors.append(error.description)
                }
            }
        }
    }

    /// The views a step can name, the root first.
    private var allViews: [LayoutView] { [root] + views }

    /// A constraint of one of seven kinds; kinds 5 and 6 cannot activate
    /// (another tree, a non-finite constant).
    func make(_ kind: Int, _ salt: Int) -> LayoutConstraint {
        let view = views[salt % views.count], other = allViews[(salt / 2) % allViews.count]
        return switch kind {
        case 0: view.widthAnchor.constraint(equalToConstant: CGFloat(10 + salt % 50))
        case 1: view.heightAnchor.constraint(equalTo: other.heightAnchor, multiplier: 0.5)
        case 2: view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: CGFloat(salt % 30))
        case 3: view.topAnchor.constraint(greaterThanOrEqualTo: other.topAnchor, constant: 4)
        case 4: view.centerYAnchor.constraint(equalTo: other.centerYAnchor)
        case 5: view.leftAnchor.constraint(equalTo: stranger.leftAnchor)
        default: view.widthAnchor.constraint(equalToConstant: .infinity)
        }
    }

    func perform(_ step: SpellingStep) {
        switch step {
        case let .activate(kinds, count):
            let batch = (0..<count).map { make((kinds >> (3 * $0)) % 7, kinds + $0) }
            made += batch
            if throwing {
                do { try LayoutConstraint.activateOrThrow(batch) } catch { errors.append(error.description) }
            } else {
                LayoutConstraint.activate(batch)
            }
        case .itemAndAttribute(let kind):
            let view = views[kind % views.count]
            // Kinds 3 to 5 break a rule: a position equal to a constant,
            // leading to left, a size to a position.
            let (first, to, second): (LayoutAttribute, LayoutItem?, LayoutAttribute) =
                switch kind {
                case 0: (.width, nil, .notAnAttribute)
                case 1: (.top, root, .top)
                case 2: (.trailing, root, .trailing)
                case 3: (.top, nil, .notAnAttribute)
                case 4: (.leading, root, .left)
                default: (.width, root, .top)
                }
            let constraint: LayoutConstraint
            if throwing {
                do {
                    constraint = try LayoutConstraint.constraintOrThrow(
                        item: view, attribute: first, relatedBy: .equal, toItem: to, attribute: second, constant: 12)
                } catch {
                    errors.append(error.description)
                    return
                }
            } else {
                let reported = errors.count
                constraint = LayoutConstraint(
                    item: view, attribute: first, relatedBy: .equal, toItem: to,
                    attribute: second, constant: 12)
                // UIKit raises at the initializer: code that goes on does
                // not activate what failed, as the throwing twin's cannot.
                guard errors.count == reported else { return }
            }
            made.append(constraint)
            constraint.isActive = true
        case let .addGuide(guide, view):
            let owner = allViews[view]
            if throwing {
                do { try owner.addLayoutGuideOrThrow(guides[guide]) } catch { errors.append(error.description) }
            } else {
                owner.addLayoutGuide(guides[guide])
            }
        case .deactivate(let index):
            guard !made.isEmpty else { return }
            made[index % made.count].isActive = false
        }
    }

    /// What the session leaves: which constraints are active, each guide's
    /// owner, and every frame after a layout pass.
    var state: [String] {
        root.layoutIfNeeded()
        return made.map { "\($0.isActive)" } + guides.map { $0.owningView?.debugName ?? "none" }
            + allViews.map { "\($0.frame)" }
    }
}

@Suite(.timeLimit(.minutes(10))) struct UIKitSpellingPropertyTests {
    static let steps = Gen.int(in: 0...10_000_000).array(of: 1...30).map { $0.map(SpellingStep.init) }

    /// The UIKit spelling reports what the throwing twin throws, and the
    /// two leave the engine in the same state.
    @Test func uikitSpellingsAndTheirThrowingTwinsAgree() async {
        await propertyCheck(count: 200, input: Self.steps) { steps in
            let reporting = SpellingSession(throwing: false), throwing = SpellingSession(throwing: true)
            for step in steps {
                reporting.perform(step)
                throwing.perform(step)
            }
            #expect(reporting.errors == throwing.errors)
            #expect(reporting.state == throwing.state)
        }
    }
}
