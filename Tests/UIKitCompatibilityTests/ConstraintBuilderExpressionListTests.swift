import ConstraintBuilder
import Testing

#if canImport(UIKit)
import UIKit
#else
import UIKitCompatibility
#endif

/// The Constraint Builder README's lists of bare expressions ("Alignment",
/// "Size", "Batching", "Notes"), each in a `Constraints { }` over
/// `UIView`s, with what each list makes.
@Suite struct ConstraintBuilderExpressionListTests {
    let readme = BuilderReadmeViews()

    @Test func alignment() {
        let (button, button2, view, superview) = (readme.button, readme.button2, readme.view1, readme.superview)
        let equivalent = Constraints {
            button.leading == button2.trailing + 10
            button.leading - 10 == button2.trailing
            button.leading == 10 + button2.trailing
            // these expressions result in equivalent constraints
        }
        #expect(equivalent.map(\.constant) == [10, 10, 10])
        let relative = button.leading == 2 * button2.trailing / 3
        #expect(relative.multiplier == 2.0 / 3 && relative.constant == 0)
        let centering = Constraints {
            view.centerY == superview.centerY
            view.centerX == superview.centerX
            // or using the composite anchor - centerXY:
            view.centerXY == superview.centerXY
        }
        #expect(centering.map(\.firstAttribute) == [.centerY, .centerX, .centerY, .centerX])
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
        #expect(fill.count == 12 && fill.allSatisfy { $0.secondItem === superview && $0.constant == 0 })
    }

    @Test func size() {
        let (button, button2) = (readme.button, readme.button2)
        let same = Constraints {
            button.height == button2.height
            button.width == button2.width

            // or using composite anchor - size:
            button.size == button2.size
            button.size == button2.size * 2  // make button1 twice the size of button2
        }
        #expect(same.map(\.multiplier) == [1, 1, 1, 1, 2, 2])
        let fixed = Constraints {
            button.height == 100
            button.width == 200

            // or  with composite anchor - size:
            button.size == CGSize(width: 200, height: 100)
            button.size == 100  // square
        }
        #expect(fixed.map(\.constant) == [100, 200, 200, 100, 100, 100])
    }

    @Test func batching() {
        let button = readme.button
        let single = button.height == 100  // returns NSLayoutConstraint
        let array = button.size == 100  // returns [NSLayoutConstraint]
        let batched = Constraints {
            button.height == 100  // returns NSLayoutConstraint
            button.size == 100  // returns [NSLayoutConstraint]
        }  // Builds result implicitly and returns [NSLayoutConstraint]
        #expect(single.firstAttribute == .height && array.count == 2 && batched.count == 3)
    }

    /// "Notes": the anchors API in the builder, and the same as an array.
    @Test func notes() {
        let (view, view2) = (readme.view, readme.view2)
        let built = Constraints {
            view.heightAnchor.constraint(equalTo: view2.heightAnchor, multiplier: 1)
            view.widthAnchor.constraint(equalToConstant: 200)
            view.centerXAnchor.constraint(equalTo: view2.centerXAnchor)
            view.centerYAnchor.constraint(equalTo: view2.centerYAnchor)
        }
        #expect(
            built.map(\.firstAttribute) == [.height, .width, .centerX, .centerY] && !built.contains(where: \.isActive))
        let window = rootView(width: 390, height: 844)
        window.addSubview(view)
        view.translatesAutoresizingMaskIntoConstraints = false
        let array = [
            view.heightAnchor.constraint(equalTo: view2.heightAnchor, multiplier: 1),
            view.widthAnchor.constraint(equalToConstant: 200),
            view2.centerXAnchor.constraint(equalTo: view.centerXAnchor).setPriority(999),

        ]
        array.activate()
        #expect(array.allSatisfy(\.isActive) && array.map(\.priority) == [.required, .required, UILayoutPriority(999)])
    }
}
