import AutoLayout
import Foundation
import LayoutRendering
import Testing

/// A stack view is pictured as the container it is: a dashed outline, no fill.
@Suite struct StackRenderingTests {
    @Test func aStackIsDashedAndItsViewsAreFilled() {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let first = LayoutView(), second = LayoutView()
        for view in [first, second] { view.fixedIntrinsicContentSize = CGSize(width: 40, height: 20) }
        let stack = StackView(arrangedSubviews: [first, second])
        stack.identifier = "row"
        stack.spacing = 10
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 10),
        ])
        let svg = SVGRenderer().render(root)
        let stackGroup = svg.components(separatedBy: "<g").first { $0.contains("data-name=\"row\"") }
        #expect(stackGroup?.contains("class=\"stack\"") == true)
        #expect(
            stackGroup?.contains("<rect x=\"10\" y=\"10\" width=\"90\" height=\"20\" fill=\"none\" stroke-dasharray=")
                == true)
        #expect(svg.components(separatedBy: "class=\"view\"").count == 4)
    }
}
