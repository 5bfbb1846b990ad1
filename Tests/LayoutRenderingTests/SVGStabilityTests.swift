import AutoLayout
import Foundation
import LayoutExamples
import LayoutRendering
import LayoutTestSupport
import Testing

@Suite struct SVGStabilityTests {
    /// A root of 20 x 10 at 2x with a view and a label placed by their
    /// frames, and a guide.
    private func tinyTree() throws -> LayoutView {
        let root = makeRoot(width: 20, height: 10, scale: 2)
        let view = LayoutView(frame: rect(2, 3, 4.5, 0.5))
        view.identifier = "a&b"
        root.addSubview(view)
        let label = Label(text: "x<y", font: .systemFont(ofSize: 4))
        label.frame = rect(10, 5, 10, 5)
        root.addSubview(label)
        root.addLayoutGuide(LayoutGuide(identifier: "g"))
        return root
    }

    @Test func aTinyTreeGivesExactlyThisDocument() throws {
        // The label's baseline: centred in 5 points, one line of 4.6 at 4
        // points, the ascender (3.62) rounded up to 4 below its top.
        #expect(
            SVGRenderer().render(try tinyTree()) == """
                <?xml version="1.0" encoding="UTF-8"?>
                <svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="20" height="10" viewBox="0 0 20 10" \
                font-family="Liberation Sans, Arial, Helvetica, sans-serif">
                <rect width="20" height="10" fill="#ffffff"/>
                <g class="view" data-name="root" data-kind="LayoutView">
                <title>root</title>
                <rect x="0" y="0" width="20" height="10" fill="#339af0" fill-opacity="0.06" stroke="#495057" stroke-width="1"/>
                <text class="caption" x="2" y="8" font-size="7" fill="#868e96">root</text>
                <g class="guide" data-name="g" data-kind="LayoutGuide">
                <title>g</title>
                <rect x="0" y="0" width="0" height="0" fill="none" stroke="#ae3ec9" stroke-width="1" stroke-dasharray="4 2"/>
                <text class="caption" x="2" y="8" font-size="7" fill="#ae3ec9">g</text>
                </g>
                <g class="view" data-name="a&amp;b" data-kind="LayoutView">
                <title>a&amp;b</title>
                <rect x="2" y="3" width="4.5" height="0.5" fill="#339af0" fill-opacity="0.06" stroke="#495057" stroke-width="1"/>
                <text class="caption" x="4" y="11" font-size="7" fill="#868e96">a&amp;b</text>
                </g>
                <g class="view" data-kind="Label">
                <title>Label</title>
                <rect x="10" y="5" width="10" height="5" fill="#339af0" fill-opacity="0.06" stroke="#495057" stroke-width="1"/>
                <text x="10" y="9.2" font-size="4" fill="#212529" xml:space="preserve">x&lt;y</text>
                </g>
                </g>
                </svg>

                """)
    }

    @Test func theSameTreeGivesTheSameBytes() throws {
        let options = SVGRenderer.Options(showsConstraints: true, showsLayoutMargins: true, showsSafeArea: true)
        let first = try LoginScreen(direction: .rightToLeft)
        let renderer = SVGRenderer(options: options)
        let picture = renderer.render(first.root)
        #expect(renderer.render(first.root) == picture)
        #expect(renderer.render(try LoginScreen(direction: .rightToLeft).root) == picture)
        #expect(parseSVG(picture) != nil)
    }
}
