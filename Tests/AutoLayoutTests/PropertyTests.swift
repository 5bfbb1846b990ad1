import AutoLayout
import Foundation
import LayoutTestSupport
import PropertyBased
import Testing

/// Random anchor constraints among a few views, decoded from numbers so the
/// checker can shrink them.
struct RandomLayout: Sendable, CustomStringConvertible {
    struct Spec: Sendable {
        var first: Int, second: Int?
        var attribute: Int
        var relation: LayoutRelation
        var constant: CGFloat
        var multiplier: CGFloat
        var priority: Float
        var deactivateLater: Bool
    }

    static let viewCount = 4
    var specs: [Spec] = []

    init(numbers: [Int]) {
        var index = 0
        while index + 3 <= numbers.count {
            let a = numbers[index], b = numbers[index + 1], c = numbers[index + 2]
            index += 3
            let priorities: [Float] = [1000, 1000, 999, 750, 251, 250, 1]
            specs.append(
                Spec(
                    first: a % Self.viewCount,
                    second: (a / 7) % 5 == 0 ? nil : (a / 7) % (Self.viewCount + 1),
                    attribute: b % 6,
                    relation: LayoutRelation.allCases[(b / 6) % 3],
                    constant: CGFloat(c % 201 - 100),
                    multiplier: [1, 1, 0.5, 2][(c / 201) % 4],
                    priority: priorities[(b / 18) % priorities.count],
                    deactivateLater: (c / 804) % 4 == 0))
        }
    }

    var description: String {
        specs.map {
            "\($0.first) attr\($0.attribute) \($0.relation.symbol) \($0.second.map(String.init) ?? "const") x\($0.multiplier) + \($0.constant) @\($0.priority)"
        }
        .joined(separator: "\n")
    }
}

@Suite(.timeLimit(.minutes(10))) struct AutoLayoutPropertyTests {
    static let layouts = Gen.int(in: 0...1_000_000).array(of: 3...60).map { RandomLayout(numbers: $0) }

    /// Whatever is activated, deactivated or conflicts, nothing crashes, the
    /// frames are finite, and every required constraint the engine did not
    /// report as broken holds to within a pixel.
    @Test func randomLayoutsNeverCrashAndKeepRequiredConstraints() async {
        await propertyCheck(count: 200, input: Self.layouts) { layout in
            let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
            let log = IssueLog(root)
            let views = (0..<RandomLayout.viewCount).map { index -> LayoutView in
                let view = LayoutView()
                view.identifier = "v\(index)"
                view.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(view)
                return view
            }
            let items = views + [root]
            var active: [LayoutConstraint] = []
            for spec in layout.specs {
                let view = views[spec.first]
                let other = spec.second.map { items[$0] }
                let constraint: LayoutConstraint
                switch spec.attribute {
                case 0, 1:
                    let dimension = spec.attribute == 0 ? view.widthAnchor : view.heightAnchor
                    if let other {
                        let target = spec.attribute == 0 ? other.widthAnchor : other.heightAnchor
                        constraint = dimension.constraint(
                            equalTo: target, multiplier: spec.multiplier, constant: spec.constant)
                    } else {
                        constraint = dimension.constraint(equalToConstant: abs(spec.constant))
                    }
                case 2, 3:
                    let target = other ?? root
                    constraint =
                        spec.attribute == 2
                        ? view.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: spec.constant)
                        : view.trailingAnchor.constraint(
                            lessThanOrEqualTo: target.trailingAnchor, constant: spec.constant)
                default:
                    let target = other ?? root
                    constraint =
                        spec.attribute == 4
                        ? view.topAnchor.constraint(greaterThanOrEqualTo: target.topAnchor, constant: spec.constant)
                        : view.centerYAnchor.constraint(equalTo: target.centerYAnchor, constant: spec.constant)
                }
                constraint.priority = LayoutPriority(spec.priority)
                constraint.isActive = true
                active.append(constraint)
                if spec.deactivateLater, let first = active.first {
                    first.isActive = false
                    active.removeFirst()
                }
            }
            root.layoutIfNeeded()
            for view in views {
                let edges = [view.frame.minX, view.frame.minY, view.frame.width, view.frame.height]
                #expect(edges.allSatisfy { $0.isFinite })
            }
            let broken = Set(log.reports.map { ObjectIdentifier($0.broken) })
            for constraint in active
            where constraint.priority == .required && !broken.contains(ObjectIdentifier(constraint)) {
                #expect(holds(constraint), "\(constraint) does not hold")
            }
        }
    }

    /// An attribute of a view's frame in root coordinates, read from the
    /// raw origin and size (a required constraint may make a size negative).
    func value(_ item: LayoutItem?, _ attribute: LayoutAttribute) -> CGFloat {
        guard let view = item as? LayoutView else { return 0 }
        var x = view.frame.origin.x, y = view.frame.origin.y
        if let parent = view.superview { x += parent.frame.origin.x; y += parent.frame.origin.y }
        let width = view.frame.size.width, height = view.frame.size.height
        switch attribute {
        case .width: return width
        case .height: return height
        case .leading, .left: return x
        case .trailing, .right: return x + width
        case .top: return y
        case .centerY: return y + height / 2
        default: return 0
        }
    }

    func holds(_ constraint: LayoutConstraint) -> Bool {
        let left = value(constraint.firstItem, constraint.firstAttribute)
        let right = constraint.secondItem.map { constraint.multiplier * value($0, constraint.secondAttribute) } ?? 0
        let difference = left - right - constraint.constant
        let pixel: CGFloat = 1.01 * (1 + abs(constraint.multiplier))
        switch constraint.relation {
        case .equal: return abs(difference) <= pixel
        case .lessThanOrEqual: return difference <= pixel
        case .greaterThanOrEqual: return difference >= -pixel
        }
    }
}

@Suite(.timeLimit(.minutes(10))) struct AutoLayoutSessionTests {
    static let sessions = Gen.int(in: 0...1_000_000).array(of: 6...90)

    /// A tree of five views, some nested: v0 and v1 under the root, v2 under
    /// v0, v3 under v2, v4 under the root.
    static func makeTree() -> (LayoutView, [LayoutView]) {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        root.identifier = "root"
        let views = (0..<5).map { index -> LayoutView in
            let view = LayoutView()
            view.identifier = "v\(index)"
            view.translatesAutoresizingMaskIntoConstraints = false
            return view
        }
        for (view, parent) in zip(views, [root, root, views[0], views[2], root]) { parent.addSubview(view) }
        return (root, views)
    }

    /// One of a fixed menu of constraints between the views (and the root).
    static func constraint(_ number: Int, _ views: [LayoutView], _ root: LayoutView) -> LayoutConstraint {
        let items: [LayoutView] = views + [root]
        let view = views[number % views.count]
        let other = items[(number / 5) % items.count]
        let constant = CGFloat((number / 30) % 41 - 20)
        switch (number / 1230) % 6 {
        case 0: return view.widthAnchor.constraint(equalToConstant: abs(constant) + 5)
        case 1: return view.heightAnchor.constraint(equalTo: other.heightAnchor, multiplier: 0.5, constant: constant)
        case 2: return view.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: constant)
        case 3: return view.trailingAnchor.constraint(lessThanOrEqualTo: other.trailingAnchor, constant: constant)
        case 4: return view.topAnchor.constraint(equalTo: other.bottomAnchor, constant: constant)
        default: return view.centerXAnchor.constraint(equalTo: other.centerXAnchor, constant: constant)
        }
    }

    /// After any sequence of activations, deactivations, constant and
    /// priority changes, direction switches and views leaving and rejoining
    /// the tree, the frames equal those of a fresh tree given the
    /// constraints that ended up active: the engine's incremental state
    /// matches a rebuild (where the layout is unambiguous and nothing broke).
    @Test func incrementalLayoutMatchesARebuild() async {
        await propertyCheck(count: 150, input: Self.sessions) { numbers in
            let (root, views) = Self.makeTree()
            let log = IssueLog(root)
            // A weak default place and size for every view, so most layouts
            // are unambiguous and comparable.
            var made: [LayoutConstraint] = views.flatMap { view -> [LayoutConstraint] in
                guard let parent = view.superview else { return [] }
                return [
                    view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: 10),
                    view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 10),
                    view.widthAnchor.constraint(equalToConstant: 20),
                    view.heightAnchor.constraint(equalToConstant: 20),
                ]
            }
            for constraint in made {
                constraint.priority = 1
                constraint.isActive = true
            }
            for number in numbers {
                switch number % 8 {
                case 0, 1, 2:
                    let constraint = Self.constraint(number / 8, views, root)
                    constraint.priority = number % 3 == 0 ? .required : (number % 3 == 1 ? 750 : 250)
                    constraint.isActive = true
                    made.append(constraint)
                case 3:
                    if !made.isEmpty { made[(number / 8) % made.count].isActive = false }
                case 4:
                    if !made.isEmpty { made[(number / 8) % made.count].constant = CGFloat((number / 8) % 31 - 15) }
                case 5:
                    root.userInterfaceLayoutDirection =
                        root.userInterfaceLayoutDirection == .leftToRight ? .rightToLeft : .leftToRight
                case 6:
                    let view = views[(number / 8) % views.count]
                    let parent = view.superview
                    view.removeFromSuperview()
                    (parent ?? root).addSubview(view)
                default:
                    root.layoutIfNeeded()
                }
            }
            root.layoutIfNeeded()
            guard log.reports.isEmpty else { return }

            let (freshRoot, freshViews) = Self.makeTree()
            let freshLog = IssueLog(freshRoot)
            freshRoot.userInterfaceLayoutDirection = root.userInterfaceLayoutDirection
            let byName = Dictionary(uniqueKeysWithValues: (freshViews + [freshRoot]).map { ($0.identifier ?? "", $0) })
            // Rebuild the same parent links (a view may have rejoined elsewhere).
            for view in views {
                guard let fresh = byName[view.identifier ?? ""], let parent = view.superview,
                    let freshParent = byName[parent.identifier ?? ""], fresh.superview !== freshParent
                else { continue }
                freshParent.addSubview(fresh)
            }
            for constraint in made where constraint.isActive {
                guard let first = constraint.firstItem as? LayoutView, let freshFirst = byName[first.identifier ?? ""]
                else { continue }
                let second = (constraint.secondItem as? LayoutView).flatMap { byName[$0.identifier ?? ""] }
                let copy = try? LayoutConstraint.constraintOrThrow(
                    item: freshFirst, attribute: constraint.firstAttribute, relatedBy: constraint.relation,
                    toItem: second, attribute: constraint.secondAttribute,
                    multiplier: constraint.multiplier, constant: constraint.constant)
                copy?.priority = constraint.priority
                copy?.isActive = true
            }
            freshRoot.layoutIfNeeded()
            guard freshLog.reports.isEmpty else { return }
            // Frames are relative to superviews, whose own place may be
            // ambiguous; compare each determined view in root coordinates
            // (raw origins: a weak size may have gone negative).
            func placement(_ view: LayoutView) -> CGRect {
                var rect = view.frame
                var parent = view.superview
                while let ancestor = parent, ancestor.superview != nil {
                    rect.origin.x += ancestor.frame.origin.x
                    rect.origin.y += ancestor.frame.origin.y
                    parent = ancestor.superview
                }
                return rect
            }
            for view in views where !view.hasAmbiguousLayout {
                guard let fresh = byName[view.identifier ?? ""], !fresh.hasAmbiguousLayout else { continue }
                #expect(
                    placement(view) == placement(fresh), "\(view.debugName): \(placement(view)) != \(placement(fresh))")
            }
        }
    }
}
