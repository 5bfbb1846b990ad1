import Foundation
import Testing
import VisualFormat

/// The VisualFormat catalog's example
/// (`Sources/VisualFormat/VisualFormat.docc/VisualFormat.md`), as written.
@Suite struct ReadmeTests {
    @Test func theReadmeExample() throws {
        let root = LayoutView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
        let title = LayoutView(), button = LayoutView()
        root.addSubview(title)
        root.addSubview(button)
        let views = ["title": title, "button": button]
        LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-[title]-[button(>=80)]-|",
                options: .alignAllTop, metrics: nil, views: views)
                + LayoutConstraint.constraints(
                    withVisualFormat: "V:|-pad-[title(44)]", metrics: ["pad": 20], views: views)
                + LayoutConstraint.constraints(withVisualFormat: "V:[button(44)]", metrics: nil, views: views)
                + LayoutConstraint.constraints(withVisualFormat: "H:[title(200@750)]", metrics: nil, views: views))
        root.layoutIfNeeded()
        #expect(title.frame == CGRect(x: 8, y: 20, width: 200, height: 44))
        #expect(button.frame == CGRect(x: 216, y: 20, width: 166, height: 44))
    }
}
