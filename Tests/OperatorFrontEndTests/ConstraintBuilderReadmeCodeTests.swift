import ConstraintBuilder
import Foundation
import LayoutTestSupport
import Testing

// Every code block of the Constraint Builder README that builds constraints,
// as written with only UIKit's type names replaced. Blocks that are lists
// of bare expressions ("these expressions result in equivalent
// constraints") sit in a `Constraints { }` here, so their constraints can
// be read; blocks that are whole statements are functions as written.

/// The views the README's blocks name, under one root `view` of 390 x 844.
final class ReadmeViews {
    let view = makeRoot(width: 390, height: 844)
    let view1 = named("view1"), view2 = named("view2"), view3 = named("view3"), view4 = named("view4")
    let button = named("button"), button2 = named("button2"), mapView = named("mapView")
    var superview: LayoutView { view }
    var somethingIsTrue = true

    init() {
        view.identifier = "view"
        for subview in [view1, view2, view3, view4, button, button2, mapView] { view.addSubview(subview) }
    }

    static func named(_ name: String) -> LayoutView { LayoutTestSupport.view(name) }

    /// "Quick Motivational Example", the DSL block.
    func motivationalExample() -> [LayoutConstraint] {
        Constraints {
            view.centerXY == view1.centerXY
            view1.size == 200
            view2.edges == view1.edges
                + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            view3.bottom == view.safeAreaLayoutGuide.bottom
            view3.size == view1.size / 2
            view3.centerX == view.trailing / 3
            view4.horizontalEdges == view3.horizontalEdges
                + EdgeInsets(left: 10, right: 10)
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

    /// "You can activate an individual or an array of constraints using the
    /// `.activate()` method", on the "Batching" block's expressions: a
    /// statement, no `try`.
    func activateIndividually() -> (LayoutConstraint, [LayoutConstraint]) {
        let single = button.height == 100  // returns NSLayoutConstraint
        let array = button.size == 100  // returns [NSLayoutConstraint]
        single.activate()
        array.activate()
        return (single, array)
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

    /// "Notes": the anchors API in the builder, then with `setPriority`, then as an array.
    func notes() -> [LayoutConstraint] {
        Constraints {
            view.heightAnchor.constraint(equalTo: view2.heightAnchor, multiplier: 1)
            view.widthAnchor.constraint(equalToConstant: 200)
            view.centerXAnchor.constraint(equalTo: view2.centerXAnchor)
            view.centerYAnchor.constraint(equalTo: view2.centerYAnchor)
        }
    }

    func notesActivated() {
        Constraints {
            view.heightAnchor.constraint(equalTo: view2.heightAnchor, multiplier: 1)
            view.widthAnchor.constraint(equalToConstant: 200)
            view2.centerXAnchor.constraint(equalTo: view.centerXAnchor).setPriority(999)

        }.activate()
    }

    func notesArray() {
        [
            view.heightAnchor.constraint(equalTo: view2.heightAnchor, multiplier: 1),
            view.widthAnchor.constraint(equalToConstant: 200),
            view2.centerXAnchor.constraint(equalTo: view.centerXAnchor).setPriority(999),

        ].activate()
    }
}

@Suite struct ConstraintBuilderReadmeCodeTests {
    let readme = ReadmeViews()

    /// "A single constraint can be defined like so".
    @Test func theSingleConstraint() {
        let (view, button) = (readme.view1, readme.button)
        #expect((view.bottom == 4 * button.top + 10).equationText == "view1.bottom == 4 * button.top + 10")
    }

    @Test func alignmentBlocks() {
        let (button, button2, view, superview) = (readme.button, readme.button2, readme.view1, readme.superview)
        let equivalent = Constraints {
            button.leading == button2.trailing + 10
            button.leading - 10 == button2.trailing
            button.leading == 10 + button2.trailing
            // these expressions result in equivalent constraints
        }
        #expect(equations(equivalent) == Array(repeating: "button.leading == button2.trailing + 10", count: 3))
        #expect(
            (button.leading == 2 * button2.trailing / 3).equationText
                == "button.leading == 0.666666666666667 * button2.trailing"
                || (button.leading == 2 * button2.trailing / 3).equationText
                    == "button.leading == 0.6666666666666666 * button2.trailing"
        )
        let centering = Constraints {
            view.centerY == superview.centerY
            view.centerX == superview.centerX
            // or using the composite anchor - centerXY:
            view.centerXY == superview.centerXY
        }
        #expect(
            equations(centering) == [
                "view1.centerY == view.centerY", "view1.centerX == view.centerX",
                "view1.centerY == view.centerY", "view1.centerX == view.centerX",
            ])
        let fill = Constraints {
            view.top == superview.top
            view.bottom == superview.bottom
            view.leading == superview.leading
            view.trailing == superview.trailing

            // or using composite anchors - edges:
            view.horizontalEdges == superview.horizontalEdges
            view.verticalEdges == superview.verticalEdges

            // in one go:
            view.edges == superview.edges
        }
        #expect(
            equations(fill) == [
                "view1.top == view.top", "view1.bottom == view.bottom", "view1.leading == view.leading",
                "view1.trailing == view.trailing", "view1.trailing == view.trailing", "view1.leading == view.leading",
                "view1.top == view.top", "view1.bottom == view.bottom", "view1.trailing == view.trailing",
                "view1.leading == view.leading", "view1.top == view.top", "view1.bottom == view.bottom",
            ])
    }

    /// "Insets with composite anchors"; `horizontalEdges == 10` (which
    /// Constraint Builder did not compile) insets from the superview.
    @Test func insetBlock() {
        let (view1, view2) = (readme.view1, readme.view2)
        let insets = Constraints {
            view1.edges == view2.edges + EdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
            view1.horizontalEdges == 10
            view1.horizontalEdges == view2.horizontalEdges + EdgeInsets(left: 10, right: 10)
            // this DSL provides a shortened init method
        }
        #expect(
            equations(insets) == [
                "view1.trailing == view2.trailing + 10", "view1.leading == view2.leading - 10",
                "view1.top == view2.top - 10",
                "view1.bottom == view2.bottom + 10", "view1.trailing == view.trailing - 10",
                "view1.leading == view.leading + 10",
                "view1.trailing == view2.trailing + 10", "view1.leading == view2.leading - 10",
            ])
    }

    @Test func sizeBlocks() {
        let (button, button2) = (readme.button, readme.button2)
        let same = Constraints {
            button.height == button2.height
            button.width == button2.width

            // or using composite anchor - size:
            button.size == button2.size
            button.size == button2.size * 2  // make button1 twice the size of button2
        }
        #expect(
            equations(same) == [
                "button.height == button2.height", "button.width == button2.width", "button.height == button2.height",
                "button.width == button2.width", "button.height == 2 * button2.height",
                "button.width == 2 * button2.width",
            ])
        let fixed = Constraints {
            button.height == 100
            button.width == 200

            // or  with composite anchor - size:
            button.size == CGSize(width: 200, height: 100)
            button.size == 100  // square
        }
        #expect(
            equations(fixed) == [
                "button.height == 100", "button.width == 200", "button.width == 200", "button.height == 100",
                "button.width == 100", "button.height == 100",
            ])
        let batched = Constraints {
            button.height == 100  // returns NSLayoutConstraint
            button.size == 100  // returns [NSLayoutConstraint]
        }  // Builds result implicitly and returns [NSLayoutConstraint]
        #expect(batched.count == 3)
    }

    @Test func activationBlocks() {
        readme.activation()
        readme.view.layoutIfNeeded()
        // mapView 200 x 200 centred in 390 x 844; view2 half its size, centred, 10 below it.
        #expect(readme.mapView.frame == rect(95, 322, 200, 200))
        #expect(readme.view2.frame == rect(145, 532, 100, 100))
    }

    @Test func activatingAnIndividualConstraint() {
        let (single, array) = readme.activateIndividually()
        #expect(single.isActive && array.allSatisfy { $0.isActive })
        #expect(!readme.button.translatesAutoresizingMaskIntoConstraints)
        #expect(equations([single] + array) == ["button.height == 100", "button.width == 100", "button.height == 100"])
    }

    @Test(arguments: [true, false])
    func controlFlowBlock(_ somethingIsTrue: Bool) {
        readme.somethingIsTrue = somethingIsTrue
        readme.view.layoutIssueHandler = { _ in }  // the `else` branch alone leaves mapView's size free
        readme.controlFlow()
        readme.view.layoutIfNeeded()
        // Without the `else` branch nothing centres view2 horizontally.
        if somethingIsTrue {
            #expect(readme.mapView.frame == rect(95, 322, 200, 200))
            #expect(readme.view2.frame.origin.y == 532 && readme.view2.frame.size == CGSize(width: 100, height: 100))
        } else {
            #expect(readme.view2.center.x == 195)
        }
    }

    @Test func priorityBlock() {
        let (view1, view2) = (readme.view1, readme.view2)
        let built = Constraints {
            view1.top == view2.top + 20 ~ .required
            view1.bottom == view2.bottom + 20 ~ .priority(500)  // set custom priority
            view1.trailing == view2.trailing + 20 ~ .almostRequired
        }
        #expect(
            equations(built) == [
                "view1.top == view2.top + 20", "view1.bottom == view2.bottom + 20 @500",
                "view1.trailing == view2.trailing + 20 @999",
            ])
    }

    @Test func notesBlocks() {
        #expect(
            equations(readme.notes()) == [
                "view.height == view2.height", "view.width == 200", "view.centerX == view2.centerX",
                "view.centerY == view2.centerY",
            ])
        readme.view.layoutIssueHandler = { _ in }  // a root's width of 200 conflicts with its frame
        readme.notesActivated()
        let fresh = ReadmeViews()
        fresh.view.layoutIssueHandler = { _ in }
        fresh.notesArray()
        #expect(fresh.view2.centerXAnchor.item === fresh.view2)
        #expect(!fresh.view2.translatesAutoresizingMaskIntoConstraints)
    }
}
