import Foundation
import LayoutTestSupport
import Testing
import VisualFormat

/// Screens written in visual formats, laid out to exact frames.
@Suite struct FrameTests {
    private let root = makeRoot()

    private func layOut(
        _ formats: [(String, LayoutConstraint.FormatOptions)], _ views: [String: LayoutView],
        metrics: [String: Any]? = nil
    ) throws {
        var constraints: [LayoutConstraint] = []
        for (format, options) in formats {
            constraints += try LayoutConstraint.constraintsOrThrow(
                withVisualFormat: format, options: options,
                metrics: metrics, views: views)
        }
        LayoutConstraint.activate(constraints)
        root.layoutIfNeeded()
    }

    /// Two equal columns between the margins, tops aligned.
    @Test func twoEqualColumns() throws {
        let views = subviews(["a", "b"], of: root)
        try layOut([("H:|-[a]-[b(==a)]-|", .alignAllTop), ("V:|-[a(40)]", []), ("V:[b(60)]", [])], views)
        #expect(views["a"]!.frame == rect(8, 8, 188, 40))
        #expect(views["b"]!.frame == rect(204, 8, 188, 60))
    }

    /// A header, a body that takes what is left and a footer.
    @Test func headerBodyFooter() throws {
        let views = subviews(["header", "body", "footer"], of: root)
        try layOut(
            [
                ("V:|[header(h)]-pad-[body(>=50)]-pad-[footer(h)]|", [.alignAllLeading, .alignAllTrailing]),
                ("H:|-pad-[header]-pad-|", []),
            ], views, metrics: ["h": 44, "pad": 12])
        #expect(views["header"]!.frame == rect(12, 0, 376, 44))
        #expect(views["body"]!.frame == rect(12, 56, 376, 188))
        #expect(views["footer"]!.frame == rect(12, 256, 376, 44))
    }

    /// A form row: a label that keeps its width, a field that stretches, a
    /// button at least 80 wide; centers aligned.
    @Test func aFormRow() throws {
        let label = Label(text: "Name")
        label.identifier = "label"
        let views = subviews(["field", "button"], of: root).merging(["label": label]) { first, _ in first }
        root.addSubview(label)
        try layOut(
            [
                ("H:|-[label]-[field(>=100)]-[button(80)]-|", .alignAllCenterY),
                ("V:|-20-[field(30)]", []), ("V:[button(30)]", []),
            ], views)
        let labelWidth = label.intrinsicContentSize.width, labelHeight = label.intrinsicContentSize.height
        #expect(label.frame.origin.x == 8 && label.frame.width == labelWidth)
        #expect(label.frame.midY == 35 && label.frame.height == labelHeight)
        #expect(views["field"]!.frame == rect(8 + labelWidth + 8, 20, 400 - 8 - 80 - 8 - (8 + labelWidth + 8), 30))
        #expect(views["button"]!.frame == rect(312, 20, 80, 30))
    }

    /// Leading to trailing follows the tree's direction; the direction options do not.
    @Test func directions() throws {
        let views = subviews(["a", "b"], of: root)
        let vertical = ("V:|[a(10)][b(10)]", LayoutConstraint.FormatOptions())
        root.userInterfaceLayoutDirection = .rightToLeft
        try layOut([("|-10-[a(100)]-[b(50)]", []), vertical], views)
        #expect(views["a"]!.frame == rect(290, 0, 100, 10) && views["b"]!.frame == rect(232, 10, 50, 10))
        let other = makeRoot()
        let more = subviews(["a", "b"], of: other)
        other.userInterfaceLayoutDirection = .rightToLeft
        LayoutConstraint.activate(
            try LayoutConstraint.constraintsOrThrow(
                withVisualFormat: "|-10-[a(100)]-[b(50)]", options: .directionLeftToRight,
                metrics: nil, views: more)
                + LayoutConstraint.constraintsOrThrow(withVisualFormat: vertical.0, metrics: nil, views: more))
        other.layoutIfNeeded()
        #expect(more["a"]!.frame == rect(10, 0, 100, 10) && more["b"]!.frame == rect(118, 10, 50, 10))
    }

    @Test func rightToLeftInALeftToRightTree() throws {
        let views = subviews(["a", "b"], of: root)
        try layOut([("|-10-[a(100)]-[b(50)]", .directionRightToLeft), ("V:|[a(10)][b(10)]", [])], views)
        #expect(views["a"]!.frame == rect(290, 0, 100, 10) && views["b"]!.frame == rect(232, 10, 50, 10))
    }

    /// A widely used tutorial's format, a bottom space of at least 10
    /// written without parentheses: five rows of 88 fit in 600 points; in
    /// 472 they shrink to 86 and the space is 10.
    @Test func theTutorialsRowsWithAMinimumBottomSpace() throws {
        for (height, row) in [(CGFloat(600), CGFloat(88)), (472, 86)] {
            let root = makeRoot(height: height)
            let names = ["label1", "label2", "label3", "label4", "label5"]
            let views = subviews(names, of: root)
            let vertical =
                "V:|[label1(labelHeight@999)]-[label2(label1)]-[label3(label1)]-[label4(label1)]-[label5(label1)]->=10-|"
            var constraints = try LayoutConstraint.constraintsOrThrow(
                withVisualFormat: vertical, metrics: ["labelHeight": 88],
                views: views)
            for name in names {
                constraints += try LayoutConstraint.constraintsOrThrow(
                    withVisualFormat: "H:|[\(name)]|", metrics: nil, views: views)
            }
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(names.map { views[$0]!.frame } == (0..<5).map { rect(0, CGFloat($0) * (row + 8), 400, row) })
        }
    }

    /// `->=10-|` on a row whose widths come from content: the row keeps its
    /// size and the space to the trailing edge takes the rest.
    @Test func aMinimumTrailingSpaceWithoutParentheses() throws {
        let views = subviews(["label1", "label5"], of: root)
        views["label1"]!.fixedIntrinsicContentSize = CGSize(width: 100, height: LayoutView.noIntrinsicMetric)
        views["label5"]!.fixedIntrinsicContentSize = CGSize(width: 60, height: LayoutView.noIntrinsicMetric)
        try layOut(
            [
                ("H:|-[label1]-[label5(label1)]->=10-|", .alignAllTop), ("V:|-20-[label1(30)]", []),
                ("V:[label5(40)]", []),
            ],
            views)
        #expect(views["label1"]!.frame == rect(8, 20, 100, 30))
        #expect(views["label5"]!.frame == rect(116, 20, 100, 40))
    }

    /// A single view with an alignment along its own axis lays out as
    /// without it.
    @Test func aSingleViewWithAnAlignmentAlongItsAxis() throws {
        let views = subviews(["label"], of: root)
        try layOut([("V:|-[label]-|", .alignAllLastBaseline), ("H:|-[label]-|", .alignAllLeading)], views)
        #expect(views["label"]!.frame == rect(8, 8, 384, 284))
    }

    /// An optional width gives way to the required edges; an inequality to the edge lets it be.
    @Test func priorities() throws {
        let views = subviews(["a", "b"], of: root)
        try layOut([("|-[a(200@750)]-(>=8)-|", []), ("|[b(>=10,<=300@750)]|", []), ("V:|[a(10)][b(10)]", [])], views)
        #expect(views["a"]!.frame == rect(8, 0, 200, 10))
        #expect(views["b"]!.frame == rect(0, 10, 400, 10))
    }
}
