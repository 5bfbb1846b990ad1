import ConstraintBuilder
import LayoutTestSupport
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

// The Constraint Builder README's blocks with UIKit's names as written.
// Lists of bare expressions sit in a `Constraints { }` so their
// constraints can be read; whole statements are functions as written.

/// The views the README's blocks name, under one 390 x 844 root `view`.
final class BuilderReadmeViews {
    let view = rootView(width: 390, height: 844)
    let view1 = UIView(), view2 = UIView(), view3 = UIView(), view4 = UIView()
    let button = UIView(), button2 = UIView(), mapView = UIView()
    var superview: UIView { view }
    var somethingIsTrue = true

    init() {
        for subview in [view1, view2, view3, view4, button, button2, mapView] { view.addSubview(subview) }
    }

    var frames: [CGRect] { [view1, view2, view3, view4].map(\.frame) }

    /// "Quick Motivational Example", the anchors block as printed. The
    /// README leaves out turning autoresizing off, which UIKit needs too.
    func motivationalAnchors() {
        for subview in [view1, view2, view3, view4] { subview.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            view.centerYAnchor.constraint(equalTo: view1.centerYAnchor),
            view.centerXAnchor.constraint(equalTo: view1.centerXAnchor),
            view1.heightAnchor.constraint(equalToConstant: 200),
            view1.widthAnchor.constraint(equalToConstant: 200),
            view2.topAnchor.constraint(equalTo: view1.topAnchor, constant: -10),
            view2.bottomAnchor.constraint(equalTo: view1.bottomAnchor, constant: 10),
            view2.leadingAnchor.constraint(equalTo: view1.leadingAnchor, constant: -10),
            view2.trailingAnchor.constraint(equalTo: view1.trailingAnchor, constant: 10),
            view3.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor),
            view3.heightAnchor.constraint(equalTo: view1.heightAnchor, multiplier: 0.5),
            view3.widthAnchor.constraint(equalTo: view1.widthAnchor, multiplier: 0.5),
            NSLayoutConstraint(
                item: view3, attribute: .centerX,
                relatedBy: .equal, toItem: view1,
                attribute: .trailing, multiplier: 1 / 3, constant: 0),
            view4.trailingAnchor.constraint(equalTo: view3.trailingAnchor, constant: 10),
            view4.leadingAnchor.constraint(equalTo: view3.leadingAnchor, constant: -10),
            view4.topAnchor.constraint(equalTo: view2.bottomAnchor, constant: 50),
            view4.heightAnchor.constraint(equalToConstant: 100),
        ])
    }

    /// "Quick Motivational Example", the DSL block.
    func motivationalExample() -> [NSLayoutConstraint] {
        Constraints {
            view.centerXY == view1.centerXY
            view1.size == 200
            view2.edges == view1.edges
                + UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            view3.bottom == view.safeAreaLayoutGuide.bottom
            view3.size == view1.size / 2
            view3.centerX == view.trailing / 3
            view4.horizontalEdges == view3.horizontalEdges
                + UIEdgeInsets(left: 10, right: 10)
            view4.top == view2.bottom + 50
            view4.height == 100
        }.activate()
    }

    /// "Activation".
    func activation() {
        Constraints {
            mapView.size == 200 ~ .required
            mapView.centerXY == view.centerXY
            view.centerX == view2.centerX
            mapView.bottom == view2.top - 10
            view2.size == mapView.size / 2
        }.activate()
    }

    /// "Result builders also allow us to include additional control flow".
    func controlFlow() {
        Constraints {
            if somethingIsTrue {
                mapView.size == 200 ~ .required
                mapView.centerXY == view.centerXY
            } else {
                view.centerX == view2.centerX
            }
            Constraints {
                mapView.bottom == view2.top - 10
                view2.size == mapView.size / 2
            }.priority(.required)

        }.activate()
    }

    /// "Insets with composite anchors".
    func insets() -> [NSLayoutConstraint] {
        Constraints {
            view1.edges == view2.edges + UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            view1.horizontalEdges == 10
            view1.horizontalEdges == view2.horizontalEdges + UIEdgeInsets(left: 10, right: 10)
            // this DSL provides a shortened init method
        }
    }

    /// "Priority".
    func priorities() -> [NSLayoutConstraint] {
        Constraints {
            view1.top == view2.top + 20 ~ .required
            view1.bottom == view2.bottom + 20 ~ .priority(500)  // set custom priority
            view1.trailing == view2.trailing + 20 ~ .almostRequired
        }
    }

    /// "Notes": the anchors API in the builder, with the v1 `setPriority`.
    func notesActivated() {
        Constraints {
            view.heightAnchor.constraint(equalTo: view2.heightAnchor, multiplier: 1)
            view.widthAnchor.constraint(equalToConstant: 200)
            view2.centerXAnchor.constraint(equalTo: view.centerXAnchor).setPriority(999)

        }.activate()
    }
}

@Suite struct ConstraintBuilderReadmeWithUIKitNamesTests {
    let readme = BuilderReadmeViews()

    /// view1 centred, view2 10 larger all round, view3 half of view1 at the
    /// bottom and centred at a third of the root's width, view4 10 wider
    /// than view3 each side, 50 below view2.
    static let dslFrames = [
        rect(95, 322, 200, 200), rect(85, 312, 220, 220), rect(80, 744, 100, 100), rect(70, 582, 120, 100),
    ]

    @Test func theDSLBlock() {
        let built = readme.motivationalExample()
        readme.view.layoutIfNeeded()
        #expect(built.count == 16 && built.allSatisfy(\.isActive))
        #expect(readme.frames == Self.dslFrames)
    }

    /// As printed, the listing centres view3 at a third of view1's
    /// trailing edge, not the root's: view3 and view4 move left.
    @Test func theAnchorsBlockAsPrinted() {
        readme.motivationalAnchors()
        readme.view.layoutIfNeeded()
        #expect(
            readme.frames == [
                rect(95, 322, 200, 200), rect(85, 312, 220, 220), rect(48, 744, 100, 100), rect(38, 582, 120, 100),
            ])
    }

    @Test func theSingleConstraint() {
        let (view, button) = (readme.view1, readme.button)
        let constraint = view.bottom == 4 * button.top + 10
        #expect(constraint.firstItem === view && constraint.firstAttribute == .bottom)
        #expect(constraint.secondItem === button && constraint.secondAttribute == .top)
        #expect(constraint.relation == NSLayoutConstraint.Relation.equal)
        #expect(constraint.multiplier == 4 && constraint.constant == 10)
    }

    /// "Relations": `=>` and `<=` are UIKit's two inequalities.
    @Test func relations() {
        let (button, button2) = (readme.button, readme.button2)
        #expect((button.width => button2.width).relation == NSLayoutConstraint.Relation.greaterThanOrEqual)
        #expect((button.width <= button2.width).relation == NSLayoutConstraint.Relation.lessThanOrEqual)
    }

    /// mapView 200 x 200 centred; view2 half its size, centred, 10 below.
    @Test func activationBlock() {
        readme.activation()
        readme.view.layoutIfNeeded()
        #expect(readme.mapView.frame == rect(95, 322, 200, 200))
        #expect(readme.view2.frame == rect(145, 532, 100, 100))
    }

    @Test func controlFlowBlock() {
        readme.controlFlow()
        readme.view.layoutIfNeeded()
        #expect(readme.mapView.frame == rect(95, 322, 200, 200))
        #expect(readme.view2.frame.origin.y == 532 && readme.view2.frame.size == CGSize(width: 100, height: 100))
    }

    /// Insets grow the item outward; `horizontalEdges == 10` insets from the superview.
    @Test func insetBlock() {
        let constants = readme.insets().map { [$0.firstAttribute: $0.constant] }
        #expect(
            constants == [
                [.trailing: 10], [.leading: -10], [.top: -10], [.bottom: 10],
                [.trailing: -10], [.leading: 10], [.trailing: 10], [.leading: -10],
            ])
    }

    @Test func priorityBlock() {
        #expect(
            readme.priorities().map(\.priority) == [.required, UILayoutPriority(500), UILayoutPriority(rawValue: 999)])
    }

    /// The block sizes `view` itself, so it goes in a window here, where
    /// nothing else fixes its size.
    @Test func notesBlock() {
        let window = rootView(width: 390, height: 844)
        window.addSubview(readme.view)
        readme.view.translatesAutoresizingMaskIntoConstraints = false
        readme.notesActivated()
        #expect(readme.view.constraints.map(\.priority) == [.required, .required, UILayoutPriority(999)])
        #expect(!readme.view2.translatesAutoresizingMaskIntoConstraints)
    }
}
