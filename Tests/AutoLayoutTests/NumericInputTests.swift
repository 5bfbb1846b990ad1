import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Numbers outside `LayoutLimits` given to a view, a label, a constraint or
/// a layout call are reported (or thrown) with what and where, and change
/// nothing; numbers too large for an integer are described, never converted.
@Suite struct NumericInputTests {
    /// A view frame by its autoresizing mask, and the tree's trace before anything bad.
    func framedView() -> (LayoutView, LayoutView, IssueLog) {
        let root = makeRoot()
        let log = IssueLog(root)
        let box = LayoutView(frame: rect(10, 20, 30, 40))
        box.identifier = "box"
        root.addSubview(box)
        root.layoutIfNeeded()
        return (root, box, log)
    }

    @Test func nonFiniteOrHugeFramesAreReportedAndIgnored() {
        let (root, box, log) = framedView()
        let trace = root.layoutTrace()
        box.frame.origin.x = .nan
        box.frame = rect(0, 0, .infinity, 10)
        box.center = CGPoint(x: 5, y: -.infinity)
        box.frame.size.height = 2e9
        #expect(
            log.errors.map(\.description) == [
                "the frame.origin.x nan of box is outside -1000000000...1000000000",
                "the frame.size.width inf of box is outside -1000000000...1000000000",
                "the frame.origin.y -inf of box is outside -1000000000...1000000000",
                "the frame.size.height 2000000000 of box is outside -1000000000...1000000000",
            ])
        #expect(log.reports.isEmpty)
        #expect(box.frame == rect(10, 20, 30, 40))
        #expect(root.layoutTrace() == trace)
        #expect(
            box.constraintsAffectingLayout(for: .horizontal).map(\.identifier) == [
                "box-autoresizing-minX", "box-autoresizing-width",
            ])
    }

    @Test func theLargestValidFrameIsLaidOutAndTraced() {
        let (root, box, log) = framedView()
        box.frame = rect(-1e9, 0, 1e9, 0.5)
        root.layoutIfNeeded()
        #expect(log.issues.isEmpty)
        #expect(box.frame == rect(-1e9, 0, 1e9, 1))
        #expect(
            root.layoutTrace() == """
                •root (LayoutView) frame (0, 0, 400, 300)
                |   box (LayoutView) frame (-1000000000, 0, 1000000000, 1)
                """)
    }

    /// Widths beyond `Int` (2^67 points, from multipliers within their limit)
    /// are traced as Swift prints them.
    @Test func aViewWiderThanAnIntegerIsTraced() throws {
        let root = makeRoot()
        let a = addView("a", to: root), b = addView("b", to: root), c = addView("c", to: root)
        LayoutConstraint.activate(
            [
                a.widthAnchor.constraint(equalToConstant: 536_870_912),
                b.widthAnchor.constraint(equalTo: a.widthAnchor, multiplier: 524_288),
                c.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 524_288),
            ]
                + [a, b, c].flatMap { view in
                    [
                        view.leftAnchor.constraint(equalTo: root.leftAnchor),
                        view.topAnchor.constraint(equalTo: root.topAnchor),
                        view.heightAnchor.constraint(equalToConstant: 1),
                    ]
                })
        root.layoutIfNeeded()
        #expect(c.frame.width == 0x1p67)
        #expect(
            root.layoutTrace().split(separator: "\n").last
                == "|   *c (LayoutView) frame (0, 0, 1.4757395258967641e+20, 1)")
    }

    @Test func prioritiesOfAnySizeAreDescribed() {
        #expect(LayoutPriority(.infinity).description == "inf")
        #expect(LayoutPriority(-.infinity).description == "-inf")
        #expect(LayoutPriority(.nan).description == "nan")
        #expect(LayoutPriority(1e20).description == "1e+20")
        #expect(LayoutPriority(999.5).description == "999.5")
        #expect(LayoutPriority(750).description == "750")
    }

    @Test func constantsAndMultipliersOutsideTheLimitsAreErrors() throws {
        let root = makeRoot()
        let view = addView("view", to: root)
        let huge = view.widthAnchor.constraint(equalToConstant: 1e300)
        #expect(huge.description == "<LayoutConstraint view.width == 1e+300 (inactive)>")
        #expect(
            throws: LayoutError.valueOutOfRange(
                name: "constant", value: 1e300, validRange: -1e9...1e9,
                item: huge.description)
        ) { try LayoutConstraint.activateOrThrow([huge]) }
        let steep = view.heightAnchor.constraint(equalTo: root.heightAnchor, multiplier: 2e6)
        #expect(
            throws: LayoutError.valueOutOfRange(
                name: "multiplier", value: 2e6, validRange: -1e6...1e6,
                item: steep.description)
        ) { try LayoutConstraint.activateOrThrow([steep]) }
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.constraintOrThrow(
                item: view, attribute: .width, relatedBy: .equal, toItem: nil,
                attribute: .notAnAttribute, constant: -1e10)
        }
        let width = view.widthAnchor.constraint(equalToConstant: 10)
        LayoutConstraint.activate([width])
        let log = IssueLog(root)
        width.constant = 1e10
        #expect(width.constant == 10)
        #expect(
            log.errors.map(\.description) == [
                "the constant 10000000000 of \(width) is outside -1000000000...1000000000"
            ])
        try width.setConstant(1e9)
        #expect(width.constant == 1e9)
    }

    @Test func theScaleFactorIsCheckedAgainstItsRange() {
        let (root, box, log) = framedView()
        for bad: CGFloat in [1e308, 1e-300, 0, .nan, -2] { box.contentScaleFactor = bad }
        #expect(
            log.errors.map(\.description) == [
                "the contentScaleFactor 1e+308 of root is outside 0.001...1000",
                "the contentScaleFactor 1e-300 of root is outside 0.001...1000",
                "the contentScaleFactor 0 of root is outside 0.001...1000",
                "the contentScaleFactor nan of root is outside 0.001...1000",
                "the contentScaleFactor -2 of root is outside 0.001...1000",
            ])
        #expect(root.contentScaleFactor == 1)
        root.contentScaleFactor = 1000
        box.frame = rect(0.12345, 0, 10, 10)
        root.layoutIfNeeded()
        #expect(box.frame == rect(0.123, 0, 10, 10))
        root.contentScaleFactor = 0.001
        root.layoutIfNeeded()
        #expect(box.frame == rect(0, 0, 0, 0))
        #expect(log.errors.count == 5)
    }

    @Test func safeAreaInsetsAndMarginsMustBeFinite() {
        let (root, box, log) = framedView()
        root.safeAreaInsets = EdgeInsets(top: .nan)
        root.safeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: .infinity, right: 0)
        box.layoutMargins = EdgeInsets(top: 1, left: .nan, bottom: 1, right: 1)
        box.directionalLayoutMargins = DirectionalEdgeInsets(top: 1, leading: 1, bottom: 1, trailing: -1e10)
        #expect(
            log.errors.map(\.description) == [
                "the safeAreaInsets.top nan of root is outside -1000000000...1000000000",
                "the safeAreaInsets.bottom inf of root is outside -1000000000...1000000000",
                "the layoutMargins.left nan of box is outside -1000000000...1000000000",
                "the directionalLayoutMargins.trailing -10000000000 of box is outside -1000000000...1000000000",
            ])
        #expect(root.safeAreaInsets == .zero)
        #expect(box.directionalLayoutMargins == DirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    }

    @Test func intrinsicSizesAreNoMetricOrWithinTheLimit() throws {
        let root = makeRoot()
        let log = IssueLog(root)
        let box = addView("box", to: root, intrinsic: CGSize(width: 30, height: 20))
        box.fixedIntrinsicContentSize = CGSize(width: CGFloat.nan, height: 5)
        box.fixedIntrinsicContentSize = CGSize(width: 5, height: -5)
        box.fixedIntrinsicContentSize = CGSize(width: 2e9, height: 5)
        #expect(
            log.errors.map(\.description) == [
                "the fixedIntrinsicContentSize.width nan of box is outside 0...1000000000",
                "the fixedIntrinsicContentSize.height -5 of box is outside 0...1000000000",
                "the fixedIntrinsicContentSize.width 2000000000 of box is outside 0...1000000000",
            ])
        #expect(box.intrinsicContentSize == CGSize(width: 30, height: 20))
        box.fixedIntrinsicContentSize = CGSize(width: LayoutView.noIntrinsicMetric, height: 0)
        #expect(box.intrinsicContentSize == CGSize(width: -1, height: 0))
        #expect(log.errors.count == 3)
    }

    /// A subclass's own intrinsic size is read at layout: a bad axis is
    /// reported there and has no intrinsic size.
    @Test func anOverriddenIntrinsicSizeIsCheckedWhenRead() throws {
        final class Odd: LayoutView {
            override var intrinsicContentSize: CGSize { CGSize(width: CGFloat.infinity, height: 12) }
        }
        let root = makeRoot()
        let log = IssueLog(root)
        let odd = Odd()
        odd.identifier = "odd"
        odd.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(odd)
        LayoutConstraint.activate([
            odd.leftAnchor.constraint(equalTo: root.leftAnchor),
            odd.topAnchor.constraint(equalTo: root.topAnchor),
            odd.widthAnchor.constraint(equalToConstant: 7),
        ])
        root.layoutIfNeeded()
        #expect(odd.frame == rect(0, 0, 7, 12))
        #expect(
            log.errors.map(\.description) == ["the intrinsicContentSize.width inf of odd is outside 0...1000000000"])
        #expect(log.reports.isEmpty)
    }

    @Test func contentPrioritiesMustBeValid() {
        let (root, box, log) = framedView()
        defer { withExtendedLifetime(root) {} }
        box.setContentHuggingPriority(LayoutPriority(.nan), for: .horizontal)
        box.setContentCompressionResistancePriority(LayoutPriority(.infinity), for: .vertical)
        #expect(
            log.errors.map(\.description) == [
                "the priority nan of content priority of box is outside (0, 1000]",
                "the priority inf of content priority of box is outside (0, 1000]",
            ])
        #expect(box.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(box.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
    }

    @Test func badFontSizesAreReportedAndTheFontStays() throws {
        let root = makeRoot()
        let log = IssueLog(root)
        let label = Label(text: "Hello")
        label.identifier = "label"
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 30),
        ])
        root.layoutIfNeeded()
        let frame = label.frame
        label.font = .systemFont(ofSize: .nan)
        label.font = .boldSystemFont(ofSize: .infinity)
        label.font = .systemFont(ofSize: -3)
        root.layoutIfNeeded()
        #expect(
            log.errors.map(\.description) == [
                "the font.size nan of label is outside 0...1000000000",
                "the font.size inf of label is outside 0...1000000000",
                "the font.size -3 of label is outside 0...1000000000",
            ])
        #expect(log.reports.isEmpty)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.frame == frame)
        #expect(label.frame == rect(0, 14, 39, 20))
    }

    /// A replaced text measurer answering NaN gives the label no intrinsic
    /// size (reported) and no baseline (the bottom edge stands in), and no conflict.
    @Test func aTextMeasurerAnsweringNaNIsReportedNotAConflict() throws {
        struct NaNMetrics: TextMetrics {
            func width(of text: Substring, font: Font) -> CGFloat { .nan }
            func lineMetrics(for font: Font) -> LineMetrics {
                LineMetrics(ascender: .nan, descender: .nan, leading: .nan)
            }
        }
        let root = makeRoot()
        let log = IssueLog(root)
        let label = Label(text: "Hello")
        label.identifier = "label"
        label.textMetrics = NaNMetrics()
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            label.lastBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 30),
            label.widthAnchor.constraint(equalToConstant: 50),
            label.heightAnchor.constraint(equalToConstant: 20),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == rect(0, 10, 50, 20))
        #expect(
            log.errors.map(\.description) == [
                "the intrinsicContentSize.width nan of label is outside 0...1000000000",
                "the intrinsicContentSize.height nan of label is outside 0...1000000000",
            ])
        #expect(log.reports.isEmpty)
    }

    /// A view made with a frame out of range has a zero frame.
    @Test func aViewMadeWithABadFrameHasAZeroFrame() {
        #expect(LayoutView(frame: rect(.nan, 0, 10, 10)).frame == .zero)
        #expect(LayoutView(frame: rect(0, 0, 1e9, -1e9)).frame == rect(0, 0, 1e9, -1e9))
    }

    /// A label made with a bad font has the 17-point system font of the same weight.
    @Test func aLabelMadeWithABadFontUsesTheSystemSize() {
        let label = Label(text: "Hello", font: .boldSystemFont(ofSize: .nan))
        #expect(label.font == .boldSystemFont(ofSize: 17))
    }

    @Test func lineCountsAndWrapWidthsAreChecked() {
        let root = makeRoot()
        let log = IssueLog(root)
        let label = Label(text: "Hello")
        label.identifier = "label"
        root.addSubview(label)
        label.numberOfLines = -1
        label.preferredMaxLayoutWidth = .nan
        label.preferredMaxLayoutWidth = -10
        label.preferredMaxLayoutWidth = .infinity
        #expect(
            log.errors.map(\.description) == [
                "the numberOfLines -1 of label is outside 0...inf",
                "the preferredMaxLayoutWidth nan of label is outside 0...1000000000",
                "the preferredMaxLayoutWidth -10 of label is outside 0...1000000000",
                "the preferredMaxLayoutWidth inf of label is outside 0...1000000000",
            ])
        #expect(label.numberOfLines == 1)
        #expect(label.preferredMaxLayoutWidth == 0)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 30
        #expect(label.intrinsicContentSize == CGSize(width: 30, height: 40))
    }

    /// A cell whose content is at least 100 wide, 150 if it can (at 100),
    /// and 40 high.
    func cell() -> (LayoutView, LayoutView, IssueLog) {
        let root = makeRoot()
        let log = IssueLog(root)
        let cell = addView("cell", to: root)
        let content = addView("content", to: cell)
        let preferred = content.widthAnchor.constraint(equalToConstant: 150)
        preferred.priority = 100
        try? LayoutConstraint.activateOrThrow([
            preferred,
            content.leadingAnchor.constraint(equalTo: cell.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: cell.trailingAnchor),
            content.topAnchor.constraint(equalTo: cell.topAnchor),
            content.bottomAnchor.constraint(equalTo: cell.bottomAnchor),
            content.widthAnchor.constraint(greaterThanOrEqualToConstant: 100),
            content.heightAnchor.constraint(equalToConstant: 40),
        ])
        return (root, cell, log)
    }

    @Test func fittingWithABadPriorityOrTargetIsReportedAndUsesTheDefaults() {
        let (root, cell, log) = cell()
        defer { withExtendedLifetime(root) {} }
        #expect(
            cell.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel) == CGSize(width: 300, height: 40))
        #expect(log.issues.isEmpty)
        #expect(
            cell.systemLayoutSizeFitting(
                CGSize(width: 300, height: 0),
                withHorizontalFittingPriority: LayoutPriority(.nan),
                verticalFittingPriority: 0) == CGSize(width: 150, height: 40))
        #expect(
            cell.systemLayoutSizeFitting(
                CGSize(width: CGFloat.nan, height: -.infinity),
                withHorizontalFittingPriority: .required) == CGSize(width: 150, height: 40))
        #expect(
            log.errors.map(\.description) == [
                "the priority nan of horizontal fitting priority of cell is outside (0, 1000]",
                "the priority 0 of vertical fitting priority of cell is outside (0, 1000]",
                "the targetSize.width nan of cell is outside 0...1000000000",
                "the targetSize.height -inf of cell is outside 0...1000000000",
            ])
    }

    @Test func sourceLinesBeyondInt32AreClamped() {
        #expect(SourceLocation(file: "A.swift", line: UInt.max).line == Int(Int32.max))
        #expect(SourceLocation(file: "A.swift", line: UInt(Int32.max)).line == Int(Int32.max))
        #expect(SourceLocation(file: "A.swift", line: 12).line == 12)
    }
}
