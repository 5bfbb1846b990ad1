import AutoLayout
import Foundation
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
            specs.append(Spec(
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
        specs.map { "\($0.first) attr\($0.attribute) \($0.relation.symbol) \($0.second.map(String.init) ?? "const") x\($0.multiplier) + \($0.constant) @\($0.priority)" }
            .joined(separator: "\n")
    }
}

@Suite struct AutoLayoutPropertyTests {
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
                        constraint = dimension.constraint(equalTo: target, multiplier: spec.multiplier, constant: spec.constant)
                    } else {
                        constraint = dimension.constraint(equalToConstant: abs(spec.constant))
                    }
                case 2, 3:
                    let target = other ?? root
                    constraint = spec.attribute == 2
                        ? view.leadingAnchor.constraint(equalTo: target.leadingAnchor, constant: spec.constant)
                        : view.trailingAnchor.constraint(lessThanOrEqualTo: target.trailingAnchor, constant: spec.constant)
                default:
                    let target = other ?? root
                    constraint = spec.attribute == 4
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
            for constraint in active where constraint.priority == .required && !broken.contains(ObjectIdentifier(constraint)) {
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
