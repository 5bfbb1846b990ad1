import AutoLayout
import Foundation
import LayoutTestSupport
import PropertyBased
import Testing

/// A small tree with every kind of numeric input wired up: a view framed by
/// its autoresizing mask, two constrained views (one through the safe
/// area, one by a multiplier), and a label on a baseline inside the margins.
final class ExtremeInputTree {
    static let values: [CGFloat] = [
        0, -0.0, .leastNonzeroMagnitude, 1e-300, -1e-300, 1e300, -1e300, .infinity, -.infinity, .nan,
        .greatestFiniteMagnitude, 1, -20, 20, 1e9, -1e9, 1e6, 0.001, 1000, 2.5,
    ]
    static let operationCount = 26

    let root = makeRoot()
    let log: IssueLog
    let framed = LayoutView(frame: rect(5, 5, 20, 20))
    let a: LayoutView, b: LayoutView
    let label = Label(text: "Hello there")
    var constraints: [LayoutConstraint] = []

    init() {
        log = IssueLog(root)
        root.addSubview(framed)
        a = addView("a", to: root)
        b = addView("b", to: root)
        label.identifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        let width = a.widthAnchor.constraint(equalToConstant: 100)
        width.priority = 750
        constraints = [
            a.leftAnchor.constraint(equalTo: root.leftAnchor, constant: 10),
            a.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor, constant: 10),
            width,
            a.heightAnchor.constraint(equalToConstant: 50),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 8),
            b.topAnchor.constraint(equalTo: a.bottomAnchor),
            b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 0.5),
            b.heightAnchor.constraint(equalToConstant: 20),
            label.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: b.bottomAnchor, constant: 30),
        ]
        try? LayoutConstraint.activateOrThrow(constraints)
    }

    /// Gives `value` to one of the public numeric inputs; `pick` chooses among several of a kind.
    func apply(_ operation: Int, _ value: CGFloat, pick: Int) {
        let priority = LayoutPriority(Float(value))
        let constraint = constraints[pick % constraints.count]
        switch operation {
        case 0: framed.frame.origin.x = value
        case 1: framed.frame.size.width = value
        case 2: framed.center = CGPoint(x: value, y: value)
        case 3: root.contentScaleFactor = value
        case 4: a.contentScaleFactor = value
        case 5: root.safeAreaInsets = EdgeInsets(top: value, left: 0, bottom: 0, right: 0)
        case 6: root.layoutMargins.left = value
        case 7: a.directionalLayoutMargins.trailing = value
        case 8: a.fixedIntrinsicContentSize = CGSize(width: value, height: 10)
        case 9: a.setContentHuggingPriority(priority, for: .horizontal)
        case 10: a.setContentCompressionResistancePriority(priority, for: .vertical)
        case 11: constraint.constant = value
        case 12: constraint.priority = priority
        case 13:
            let fixed = b.widthAnchor.constraint(equalToConstant: value)
            fixed.priority = 500
            fixed.isActive = true
            constraints.append(fixed)
        case 14:
            let scaled = b.heightAnchor.constraint(equalTo: a.heightAnchor, multiplier: value)
            scaled.priority = 300
            scaled.isActive = true
            constraints.append(scaled)
        case 15: label.font = .systemFont(ofSize: value)
        case 16: label.preferredMaxLayoutWidth = value
        case 17: label.numberOfLines = value.isFinite && abs(value) < 1e6 ? Int(value) : (value > 0 ? 1_000_000 : -1)
        case 18:
            let size = a.systemLayoutSizeFitting(CGSize(width: value, height: value))
            #expect(size.width.isFinite && size.height.isFinite, "fitting \(value) gave \(size)")
        case 19:
            let size = root.systemLayoutSizeFitting(
                .zero, withHorizontalFittingPriority: priority,
                verticalFittingPriority: priority)
            #expect(size.width.isFinite && size.height.isFinite, "fitting at \(priority) gave \(size)")
        case 20:
            let made = try? LayoutConstraint.constraintOrThrow(
                item: b, attribute: .width, relatedBy: .lessThanOrEqual, toItem: root,
                attribute: .width, multiplier: value, constant: value)
            if let made {
                try? LayoutConstraint.activateOrThrow([made])
                constraints.append(made)
            }
        case 21:
            let index = value.isFinite && abs(value) < 1e18 ? Int(value) : (value > 0 ? Int.max : Int.min)
            root.insertSubview(framed, at: index)
        case 22:
            try? constraint.setConstant(value)
            try? constraint.setPriority(priority)
        case 23:
            let spaced = b.leadingAnchor.constraint(equalToSystemSpacingAfter: a.trailingAnchor, multiplier: value)
            spaced.priority = 200
            spaced.isActive = true
            constraints.append(spaced)
        case 24:
            root.exerciseAmbiguityInLayout()
        default:
            constraint.isActive.toggle()
            _ = priority.description + constraint.description + root.layoutTrace()
        }
    }

    /// Every frame of the tree, its guides' included.
    var frames: [CGRect] {
        [root, framed, a, b, label].map(\.frame)
            + [root.layoutMarginsGuide, root.safeAreaLayoutGuide, a.layoutMarginsGuide].map(\.layoutFrame)
    }
}

@Suite(.timeLimit(.minutes(10))) struct ExtremeInputPropertyTests {
    static let sessions = Gen.int(in: 0...10_000_000).array(of: 1...20)

    /// Zero, subnormals, 1e±300, the infinities and NaN given to every
    /// public setter and layout call never trap, every frame stays finite,
    /// and an input that is reported changes nothing (where the layout is
    /// not ambiguous, so that nothing else moves it).
    @Test func extremeNumbersAreReportedAndNeverReachTheFrames() async {
        await propertyCheck(count: 200, input: Self.sessions) { numbers in
            let tree = ExtremeInputTree()
            for number in numbers {
                let value = ExtremeInputTree.values[number % ExtremeInputTree.values.count]
                let rest = number / ExtremeInputTree.values.count
                let operation = rest % ExtremeInputTree.operationCount
                let trace = tree.root.layoutTrace()
                let errors = tree.log.errors.count
                tree.apply(operation, value, pick: rest / ExtremeInputTree.operationCount)
                // An ambiguous view may move whenever the trace probes it.
                if tree.log.errors.count > errors, !trace.contains("AMBIGUOUS") {
                    #expect(
                        tree.root.layoutTrace() == trace,
                        "operation \(operation) with \(value) was reported and changed the layout")
                }
                let frames = tree.frames
                #expect(
                    frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) },
                    "operation \(operation) with \(value) left \(frames)")
            }
            tree.root.layoutIfNeeded()
            #expect(tree.frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
        }
    }
}
