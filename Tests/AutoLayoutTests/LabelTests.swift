import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// Every character 10 points wide, lines 20 points apart: easy to check by hand.
struct MonospacedMetrics: TextMetrics {
    func width(of text: Substring, font: Font) -> CGFloat { CGFloat(text.count) * 10 }
    func lineMetrics(for font: Font) -> LineMetrics { LineMetrics(ascender: 15, descender: 4, leading: 1) }
}

/// The standard metrics seen through the protocol only, so text is
/// measured a `Substring` at a time instead of straight from its bytes.
struct ForwardedStandardMetrics: TextMetrics {
    func width(of text: Substring, font: Font) -> CGFloat { StandardTextMetrics().width(of: text, font: font) }
    func lineMetrics(for font: Font) -> LineMetrics { StandardTextMetrics().lineMetrics(for: font) }
}

@Suite struct LabelTests {
    /// Liberation Sans advances at 17 points: H 1479 + e 1139 + l 455 + l 455
    /// + o 1139 = 4667 units of 2048, 38.74 points, rounded up to 39; the line
    /// is (1854 + 434 + 67) / 2048 * 17 = 19.55 points, rounded up to 20.
    @Test func standardMetricsGiveHonestSizes() {
        #expect(Label(text: "Hello").intrinsicContentSize == CGSize(width: 39, height: 20))
        #expect(Label(text: "").intrinsicContentSize == .zero)
        let bold = Label(text: "Hello", font: .boldSystemFont(ofSize: 17))
        #expect(bold.intrinsicContentSize.width > 39)
    }

    /// Text with non-ASCII letters is measured scalar by scalar, the same as
    /// the ASCII fast path would: "é" (U+00E9) has the advance of "e" in
    /// Liberation Sans, 1139 units.
    @Test func standardMetricsMeasureNonASCIIText() {
        let metrics = StandardTextMetrics()
        let font = Font.systemFont(ofSize: 17)
        #expect(metrics.width(of: "caf\u{E9}", font: font) == metrics.width(of: "cafe", font: font))
        #expect(metrics.width(of: "a\u{4E2D}", font: font) == metrics.width(of: "a", font: font) + 17)
    }

    /// The standard metrics measure runs of text straight from its UTF-8;
    /// measuring `Substring`s gives the same lines and sizes, to the last
    /// bit, for ASCII, accents, ideographs, emoji, tabs, long words, and a
    /// space that belongs to a character before it (after U+0600, a
    /// prepended mark), which is not trimmed.
    @Test func standardMetricsMeasureBytesAsTheyMeasureSubstrings() {
        let texts = [
            "Post 7: a body that is long enough to need two lines in a cell of the feed.",
            "caf\u{E9} cr\u{E8}me br\u{FB}l\u{E9}e  ", "\u{4E2D}\u{6587}\u{6587}\u{5B57} \u{4E2D}\u{6587}",
            "tab\there\u{7}bell", "supercalifragilisticexpialidocious words", "a\u{600} \nb \u{600}  ",
            "\u{1F44D}\u{1F3FD} emoji \u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}", "one\r\n\ntwo  ", "   ",
        ]
        let standard = StandardTextMetrics(), forwarded = ForwardedStandardMetrics()
        for text in texts {
            for font in [Font.systemFont(ofSize: 14), .boldSystemFont(ofSize: 15.5)] {
                for maxWidth in [nil, 0, 7, 20, 50, 120, 306] as [CGFloat?] {
                    for maxLines in [0, 1, 2] {
                        #expect(
                            standard.lines(of: text, font: font, maxWidth: maxWidth, maxLines: maxLines)
                                == forwarded.lines(of: text, font: font, maxWidth: maxWidth, maxLines: maxLines))
                        #expect(
                            standard.size(of: text, font: font, maxWidth: maxWidth, maxLines: maxLines)
                                == forwarded.size(of: text, font: font, maxWidth: maxWidth, maxLines: maxLines))
                    }
                }
            }
        }
        let font = Font.systemFont(ofSize: 20)
        #expect(
            standard.size(of: "a\u{600} ", font: font, maxWidth: nil, maxLines: 1).width
                == (standard.width(of: "a\u{600} ", font: font)).rounded(.up))
        #expect(
            standard.size(of: "a ", font: font, maxWidth: nil, maxLines: 1).width
                == (standard.width(of: "a", font: font)).rounded(.up))
    }

    @Test func wrapsAtSpacesAndInsideLongWords() {
        let metrics = MonospacedMetrics()
        let font = Font.systemFont(ofSize: 10)
        #expect(metrics.lines(of: "aaa bbb ccc", font: font, maxWidth: 70, maxLines: 0) == ["aaa bbb ", "ccc"])
        #expect(metrics.lines(of: "abcdefghij", font: font, maxWidth: 40, maxLines: 0) == ["abcd", "efgh", "ij"])
        #expect(metrics.lines(of: "one\ntwo", font: font, maxWidth: nil, maxLines: 0) == ["one", "two"])
        #expect(metrics.lines(of: "one\r\n\ntwo", font: font, maxWidth: 100, maxLines: 0) == ["one", "", "two"])
        #expect(metrics.lines(of: "a\nb\nc", font: font, maxWidth: nil, maxLines: 2) == ["a", "b"])
        #expect(metrics.lines(of: "aaa bbb ccc", font: font, maxWidth: 30, maxLines: 2) == ["aaa ", "bbb "])
        #expect(metrics.size(of: "aaa bbb ccc", font: font, maxWidth: 70, maxLines: 0) == CGSize(width: 70, height: 40))
    }

    @Test func multilineLabelsWrapToTheirLaidOutWidth() throws {
        let root = makeRoot()
        let label = Label(text: "aaa bbb ccc ddd")
        label.identifier = "label"
        label.textMetrics = MonospacedMetrics()
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.topAnchor.constraint(equalTo: root.topAnchor),
            label.widthAnchor.constraint(equalToConstant: 70),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == rect(0, 0, 70, 40))
        label.text = "aaa bbb ccc ddd eee fff"
        root.layoutIfNeeded()
        #expect(label.frame == rect(0, 0, 70, 60))
    }

    @Test func preferredMaxLayoutWidthAndLineLimit() {
        let label = Label(text: "aaa bbb ccc ddd")
        label.textMetrics = MonospacedMetrics()
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 110
        #expect(label.intrinsicContentSize == CGSize(width: 110, height: 40))
        label.numberOfLines = 1
        #expect(label.intrinsicContentSize == CGSize(width: 150, height: 20))
    }

    /// A measurer set replaces the standard one until the standard one is
    /// set again, and the size follows each.
    @Test func aLabelMeasuresWithTheMetricsLastSet() {
        let label = Label(text: "aaa bbb ccc ddd")
        let standard = label.intrinsicContentSize
        label.textMetrics = MonospacedMetrics()
        #expect(label.textMetrics is MonospacedMetrics)
        #expect(label.intrinsicContentSize == CGSize(width: 150, height: 20))
        label.textMetrics = StandardTextMetrics()
        #expect(label.textMetrics is StandardTextMetrics)
        #expect(label.intrinsicContentSize == standard)
        #expect(standard != CGSize(width: 150, height: 20))
    }

    @Test func baselinesAlignText() throws {
        let root = makeRoot()
        let small = Label(text: "Small", font: .systemFont(ofSize: 17))
        let large = Label(text: "Large", font: .systemFont(ofSize: 30))
        for label in [small, large] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        LayoutConstraint.activate([
            small.leftAnchor.constraint(equalTo: root.leftAnchor),
            large.leftAnchor.constraint(equalTo: small.rightAnchor, constant: 8),
            small.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
            large.firstBaselineAnchor.constraint(equalTo: small.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // Ascenders rounded up: 1854 / 2048 * 17 = 15.39 -> 16, at 30 points 27.16 -> 28.
        let alignedTop: CGFloat = 40 + 16 - 28
        #expect(large.frame.minY == alignedTop)
        let plain = addView("plain", to: root)
        LayoutConstraint.activate([
            plain.leftAnchor.constraint(equalTo: root.leftAnchor),
            plain.heightAnchor.constraint(equalToConstant: 10), plain.widthAnchor.constraint(equalToConstant: 10),
            plain.lastBaselineAnchor.constraint(equalTo: small.lastBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // A view without text has its baselines at its bottom; the small
        // label's last baseline is its bottom less descender and gap, 4.
        let baseline = small.frame.maxY - 4
        #expect(plain.frame.maxY == baseline)
    }

    @Test func changingTheFontMovesTheBaseline() throws {
        let root = makeRoot()
        let label = Label(text: "Title", font: .systemFont(ofSize: 17))
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leftAnchor.constraint(equalTo: root.leftAnchor),
            label.firstBaselineAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        #expect(label.frame.minY == 84)
        label.font = .systemFont(ofSize: 30)
        root.layoutIfNeeded()
        #expect(label.frame.minY == 72)
    }
}
