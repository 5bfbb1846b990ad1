import Foundation
import LayoutSpec
import Testing

/// Every mistake is an error at its line and column, `file:line:column: error: message`,
/// whether the parser finds it (the grammar) or the builder (names, anchors, numbers).
@Suite struct ErrorTests {
    static let box = "root size: 400 x 300\nview box\nguide g\n"

    @Test(arguments: [
        (
            "box.top = root.top",
            "test.layout:4:9: error: '=' is not a relation; use '=='"
        ),
        (
            "box.top < root.top",
            "test.layout:4:9: error: '<' is not a relation; use '<='"
        ),
        (
            "box.top > root.top",
            "test.layout:4:9: error: '>' is not a relation; use '>='"
        ),
        (
            "box.tops == root.top",
            "test.layout:4:5: error: unknown anchor 'tops'; expected one of top, bottom, leading, trailing, left, right, centerX, centerY, width, height, firstBaseline, lastBaseline, size, centerXY, horizontalEdges, verticalEdges, edges"
        ),
        (
            "box.top root.top",
            "test.layout:4:9: error: expected a relation: '==', '>=' or '<=', found 'root'"
        ),
        (
            "box.width * root.width == 3",
            "test.layout:4:13: error: cannot multiply two anchors"
        ),
        (
            "box.width == 10 / root.width",
            "test.layout:4:19: error: cannot divide by an anchor"
        ),
        (
            "box.top + root.top == root.bottom",
            "test.layout:4:11: error: a side relates one anchor; move the other to the other side"
        ),
        (
            "10 == box.width",
            "test.layout:4:1: error: the left side needs an anchor, such as 'title.top'"
        ),
        (
            "box.width == (root.width",
            "test.layout:4:25: error: expected ')'"
        ),
        (
            "label a \"abc",
            "test.layout:4:9: error: unterminated string"
        ),
        (
            "box.width == 10 $",
            "test.layout:4:17: error: unexpected character '$'"
        ),
        (
            "box.width == 1e999",
            "test.layout:4:14: error: the number 1e999 is too large"
        ),
        (
            "box.width == 10 ~ high",
            "test.layout:4:19: error: unknown priority 'high'; expected a number, required, defaultHigh, defaultLow, fittingSizeLevel or almostRequired"
        ),
        (
            "box.width == 10 id foo",
            "test.layout:4:20: error: expected the identifier as a string: id \"name\", found 'foo'"
        ),
        (
            "box.width == 10 20",
            "test.layout:4:17: error: expected '~ priority', 'id \"name\"' or the end of the line, found '20'"
        ),
        (
            "box.width == ((((((((((((((((((((((((((((((((((root.width))))))))))))))))))))))))))))))))))",
            "test.layout:4:46: error: the expression nests more than 32 deep"
        ),
        (
            "label a \"A\" size: 3",
            "test.layout:4:13: error: unknown property 'size' for a label; expected font, lines or margins"
        ),
        (
            "label a \"A\" font: 3, font: 4",
            "test.layout:4:22: error: 'font' is given twice"
        ),
        (
            "view a \"x\"",
            "test.layout:4:8: error: a view has no text; use a label, button or field"
        ),
        (
            "view root",
            "test.layout:4:6: error: 'root' is reserved: it names the root view or its safe area; choose another name"
        ),
        (
            "view safe",
            "test.layout:4:6: error: 'safe' is reserved: it names the root view or its safe area; choose another name"
        ),
        (
            "}",
            "test.layout:4:1: error: unexpected '}': no view is open"
        ),
        (
            "view a {",
            "test.layout:4:8: error: the '{' of 'a' is never closed"
        ),
        (
            "label a \"A\" lines: 1.5",
            "test.layout:4:20: error: lines must be a whole number from 0 to 1000000 (0: as many as the text needs)"
        ),
        (
            "label a \"A\" lines: -1",
            "test.layout:4:20: error: lines must be a whole number from 0 to 1000000 (0: as many as the text needs)"
        ),
        (
            "H:|-[box]-[g",
            "test.layout:4:13: error: Unbalanced bracket: expected ']' to end the view 'g'"
        ),
        (
            "H:|-[box]-[zz]-|",
            "test.layout:4:12: error: 'zz' is not a key in the views dictionary"
        ),
        (
            "H:|-[box]-[g]-|",
            "test.layout:4:12: error: 'g' is not a key in the views dictionary"
        ),
        (
            "guide x {",
            "test.layout:4:9: error: a guide has no subviews"
        ),
        (
            "guide x \"t\"",
            "test.layout:4:9: error: a guide has no text; use a label, button or field"
        ),
        (
            "view a intrinsic: 10 x",
            "test.layout:4:23: error: expected a size such as '100 x 50' (or 'none' for a side)"
        ),
        (
            "view a intrinsic: x 10",
            "test.layout:4:19: error: expected a size such as '100 x 50' (or 'none' for a side), found 'x'"
        ),
        (
            "box.top == titel.bottom",
            "test.layout:4:12: error: unknown view or guide 'titel'"
        ),
        (
            "view box",
            "test.layout:4:1: error: 'box' is declared twice (first on line 2)"
        ),
        (
            "box.top == root.width",
            "test.layout:4:12: error: cannot relate box.top to root.width: a position cannot be related to a size"
        ),
        (
            "box.top == root.leading",
            "test.layout:4:12: error: cannot relate box.top to root.leading: they are on different axes"
        ),
        (
            "box.leading == root.left",
            "test.layout:4:16: error: cannot relate box.leading to root.left: leading and trailing do not relate to left and right"
        ),
        (
            "box.centerX == root.top",
            "test.layout:4:16: error: cannot relate box.centerX to root.top: they are on different axes"
        ),
        (
            "box.width == root.centerX",
            "test.layout:4:14: error: cannot relate box.width to root.centerX: a position cannot be related to a size"
        ),
        (
            "box.edges == root.size",
            "test.layout:4:14: error: cannot relate box.edges to root.size: a composite relates to the same composite"
        ),
        (
            "box.size == root.width",
            "test.layout:4:13: error: cannot relate box.size to root.width: a composite relates to the same composite"
        ),
        (
            "box.top == 20",
            "test.layout:4:1: error: a position (box.top) cannot equal a number; relate it to another anchor"
        ),
        (
            "box.centerXY == 20",
            "test.layout:4:1: error: a position (box.centerXY) cannot equal a number; relate it to another anchor"
        ),
        (
            "g.firstBaseline == root.top",
            "test.layout:4:1: error: 'g' is a guide: guides have no baselines"
        ),
        (
            "g.safeArea.top == root.top",
            "test.layout:4:1: error: 'g' is a guide: only views have safeArea guides"
        ),
        (
            "root.safeArea.firstBaseline == box.top",
            "test.layout:4:1: error: root.safeArea.firstBaseline: guides have no baselines"
        ),
        (
            "box.width == 10 ~ 1500",
            "test.layout:4:1: error: the priority 1500 is outside (0, 1000]"
        ),
        (
            "box.width == 10 ~ 0",
            "test.layout:4:1: error: the priority 0 is outside (0, 1000]"
        ),
        (
            "box.width == 10 / 0",
            "test.layout:4:14: error: this side is not a finite number (a division by zero?)"
        ),
        (
            "0 * box.width == 10",
            "test.layout:4:1: error: the left side is multiplied by 0, so it cannot be solved for box.width"
        ),
        (
            "box.width == 1e7 * root.width",
            "test.layout:4:1: error: the multiplier 10000000 of <LayoutConstraint box.width == 10000000 * root.width (inactive)> is outside -1000000...1000000"
        ),
        (
            "box.width == 2e9",
            "test.layout:4:1: error: the constant 2000000000 of <LayoutConstraint box.width == 2000000000 (inactive)> is outside -1000000000...1000000000"
        ),
        (
            "root.edges == 10",
            "test.layout:4:1: error: root has no superview to inset its edges from"
        ),
        (
            "box.width == root.width + insets(10)",
            "test.layout:4:14: error: insets apply to edges, horizontalEdges and verticalEdges, not to root.width"
        ),
        (
            "box.width == 10 x 20",
            "test.layout:4:1: error: a size (200 x 100) relates only to a size anchor: 'box.size == 200 x 100'"
        ),
        (
            "box.size == 10 x 20 + 3",
            "test.layout:4:23: error: a size stands alone: 'a.size == 200 x 100'"
        ),
        (
            "box.edges == root.edges + insets(10) * 2",
            "test.layout:4:40: error: insets are added to an edges anchor: 'a.edges == b.edges + insets(10)'"
        ),
        (
            "box.width == insets(10)",
            "test.layout:4:14: error: insets are added to an edges anchor: 'a.edges == b.edges + insets(10)'"
        ),
        (
            "insets(3) + box.edges == root.edges",
            "test.layout:4:13: error: insets are added to an edges anchor: 'a.edges == b.edges + insets(10)'"
        ),
        (
            "box.width == -",
            "test.layout:4:15: error: expected a number or an anchor such as 'title.top'"
        ),
        (
            "box.width ==",
            "test.layout:4:13: error: expected a number or an anchor such as 'title.top'"
        ),
        (
            "box.",
            "test.layout:4:5: error: expected an anchor such as 'top' or 'edges'"
        ),
        (
            "box",
            "test.layout:4:4: error: expected '.' and an anchor after 'box'"
        ),
        (
            ".top == root.top",
            "test.layout:4:1: error: expected a number or an anchor such as 'title.top', found '.'"
        ),
        (
            "box.top == root.top ~",
            "test.layout:4:22: error: expected a priority: a number, required, defaultHigh, defaultLow, fittingSizeLevel or almostRequired"
        ),
        (
            "box.top == root.top id",
            "test.layout:4:23: error: expected the identifier as a string: id \"name\""
        ),
        (
            "box.top == root.top ~ 5 ~ 6",
            "test.layout:4:25: error: expected the end of the line, found '~'"
        ),
        (
            "label a \"\\q\"",
            "test.layout:4:10: error: unknown escape '\\q' in a string; use \\\", \\\\, \\n or \\t"
        ),
        (
            "label a \"A\" font: -3",
            "test.layout:4:1: error: the font size -3 is outside 0...1000000000"
        ),
        (
            "view a intrinsic: -1 x 10",
            "test.layout:4:1: error: the intrinsic width -1 is outside 0...1000000000"
        ),
        (
            "view a margins: insets(1e10)",
            "test.layout:4:1: error: the margins top 10000000000 is outside -1000000000...1000000000"
        ),
        (
            "H:[box]-(>=8@2000)-|",
            "test.layout:4:14: error: The priority 2000.0 is outside (0, 1000]"
        ),
        (
            "V|[box]|",
            "test.layout:4:2: error: Expected ':' after 'V' to specify vertical arrangement"
        ),
        (
            "H:|[box] ~",
            "test.layout:4:11: error: expected a priority: a number, required, defaultHigh, defaultLow, fittingSizeLevel or almostRequired"
        ),
        (
            "[box(==g)]",
            "test.layout:4:8: error: Unknown metric 'g'"
        ),
        (
            "box.left == root.leading",
            "test.layout:4:13: error: cannot relate box.left to root.leading: leading and trailing do not relate to left and right"
        ),
        (
            "box.edges == root.edges ~ .priority",
            "test.layout:4:28: error: unknown priority 'priority'; expected a number, required, defaultHigh, defaultLow, fittingSizeLevel or almostRequired"
        ),
    ])
    func mistakesOnTheFourthLine(_ line: String, _ expected: String) {
        #expect(failure(Self.box + line) == expected)
    }

    @Test(arguments: [
        (
            "root direction: upward",
            "test.layout:1:17: error: unknown direction 'upward'; expected leftToRight or rightToLeft"
        ),
        ("root size: 10", "test.layout:1:14: error: expected 'x' between the width and the height"),
        ("root size: 10 x", "test.layout:1:16: error: expected a size such as '390 x 844'"),
        (
            "root safeArea: insets(top: 1, middle: 2)",
            "test.layout:1:31: error: unknown edge 'middle'; expected top, left, bottom or right"
        ),
        ("root safeArea: insets(top: 1, top: 2)", "test.layout:1:31: error: the edge 'top' is given twice"),
        (
            "root safeArea: 4",
            "test.layout:1:16: error: expected insets such as 'insets(top: 10, bottom: 10)' or 'insets(10)', found '4'"
        ),
        ("root margins: insets(4", "test.layout:1:23: error: expected ')' to close the insets"),
        ("root scale: 0", "test.layout:1:1: error: the scale 0 is outside 0.001...1000"),
        ("root size: -1 x 10", "test.layout:1:1: error: the root width -1 is outside 0...1000000000"),
        (
            "root colour: red",
            "test.layout:1:6: error: unknown property 'colour' for the root; "
                + "expected size, scale, direction, safeArea or margins"
        ),
        ("view a\nroot size: 10 x 10", "test.layout:2:1: error: the root line comes before the views and constraints"),
    ])
    func mistakesOnTheRootLine(_ text: String, _ expected: String) {
        #expect(failure(text) == expected)
    }

    @Test func anEngineErrorPointsAtTheLineOfItsConstraint() {
        #expect(
            failure("view a\na.width == 10\na.height == 1e7 * root.height") == "test.layout:3:1: error: the multiplier "
                + "10000000 of <LayoutConstraint a.height == 10000000 * root.height (inactive)> is outside -1000000...1000000"
        )
    }
}
