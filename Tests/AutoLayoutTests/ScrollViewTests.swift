import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@Suite struct ScrollViewTests {
    /// A root of a size with a scroll view filling it.
    private func screen(width: CGFloat = 390, height: CGFloat = 844) -> (LayoutView, ScrollView, IssueLog) {
        let root = makeRoot(width: width, height: height)
        let log = IssueLog(root)
        let scroll = ScrollView()
        scroll.identifier = "scroll"
        root.addSubview(scroll)
        scroll.translatesAutoresizingMaskIntoConstraints = false
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ])
        return (root, scroll, log)
    }

    /// Pins `content` to the content guide's edges, as wide as the frame:
    /// a vertical list's content view.
    private func fill(_ scroll: ScrollView, with content: LayoutView) {
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
    }

    /// Three rows 300 high stacked in `content`, each as wide as it.
    private func rows(in content: LayoutView) -> [LayoutView] {
        let rows = (0..<3).map { addView("row\($0)", to: content) }
        for (index, row) in rows.enumerated() {
            LayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: index == 0 ? content.topAnchor : rows[index - 1].bottomAnchor),
                row.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: content.trailingAnchor),
                row.heightAnchor.constraint(equalToConstant: 300),
            ])
        }
        rows[2].bottomAnchor.constraint(equalTo: content.bottomAnchor).isActive = true
        return rows
    }

    @Test func theContentGuideGivesTheContentSize() {
        let (root, scroll, log) = screen()
        let content = addView("content", to: scroll)
        fill(scroll, with: content)
        let rows = rows(in: content)
        root.layoutIfNeeded()
        #expect(scroll.frame == rect(0, 0, 390, 844))
        #expect(content.frame == rect(0, 0, 390, 900))
        #expect(rows.map(\.frame) == [rect(0, 0, 390, 300), rect(0, 300, 390, 300), rect(0, 600, 390, 300)])
        #expect(scroll.contentSize == CGSize(width: 390, height: 900))
        #expect(scroll.contentLayoutGuide.layoutFrame == rect(0, 0, 390, 900))
        #expect(scroll.frameLayoutGuide.layoutFrame == rect(0, 0, 390, 844))
        #expect(!content.hasAmbiguousLayout && log.issues.isEmpty)
    }

    @Test func scrollingMovesTheBoundsNotTheFrames() {
        let (root, scroll, _) = screen()
        let content = addView("content", to: scroll)
        let floating = addView("floating", to: scroll)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 2000),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            // A button that stays on screen: pinned to the frame, not the content.
            floating.bottomAnchor.constraint(equalTo: scroll.frameLayoutGuide.bottomAnchor, constant: -20),
            floating.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -20),
            floating.widthAnchor.constraint(equalToConstant: 56), floating.heightAnchor.constraint(equalToConstant: 56),
        ])
        root.layoutIfNeeded()
        #expect(floating.frame == rect(314, 768, 56, 56))
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        root.layoutIfNeeded()
        #expect(scroll.bounds == rect(0, 500, 390, 844))
        #expect(content.frame == rect(0, 0, 390, 2000))
        #expect(floating.frame == rect(314, 1268, 56, 56))
        #expect(scroll.frameLayoutGuide.layoutFrame == rect(0, 500, 390, 844))
        #expect(scroll.contentLayoutGuide.layoutFrame == rect(0, 0, 390, 2000))
    }

    @Test func constraintsToTheScrollViewsEdgesAttachToTheContent() {
        let (root, scroll, log) = screen()
        let content = addView("content", to: scroll)
        LayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.topAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.trailingAnchor),
            // Sizes relate to the frame, UIKit's way to fix the width.
            content.widthAnchor.constraint(equalTo: scroll.widthAnchor),
        ])
        _ = rows(in: content)
        root.layoutIfNeeded()
        #expect(scroll.frame == rect(0, 0, 390, 844))
        #expect(content.frame == rect(0, 0, 390, 900))
        #expect(scroll.contentSize == CGSize(width: 390, height: 900))
        #expect(log.issues.isEmpty)
    }

    @Test func pagesAsWideAsTheFrameLayOutSideBySide() {
        let (root, scroll, _) = screen()
        scroll.isPagingEnabled = true
        let pages = (0..<3).map { addView("page\($0)", to: scroll) }
        for (index, page) in pages.enumerated() {
            LayoutConstraint.activate([
                page.leadingAnchor.constraint(
                    equalTo: index == 0 ? scroll.contentLayoutGuide.leadingAnchor : pages[index - 1].trailingAnchor),
                page.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                page.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                page.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                page.heightAnchor.constraint(equalTo: scroll.frameLayoutGuide.heightAnchor),
            ])
        }
        pages[2].trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor).isActive = true
        root.layoutIfNeeded()
        #expect(pages.map(\.frame) == [rect(0, 0, 390, 844), rect(390, 0, 390, 844), rect(780, 0, 390, 844)])
        #expect(scroll.contentSize == CGSize(width: 1170, height: 844))
        scroll.contentOffset = CGPoint(x: 390, y: 0)
        root.layoutIfNeeded()
        #expect(pages[1].frame == rect(390, 0, 390, 844) && scroll.bounds.minX == 390)
    }

    @Test func aContentSizeSetByHandSizesTheContentGuide() {
        let (root, scroll, _) = screen()
        scroll.contentSize = CGSize(width: 1000, height: 2000)
        root.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 1000, height: 2000))
        #expect(scroll.contentLayoutGuide.layoutFrame == rect(0, 0, 1000, 2000))
    }

    @Test func theSafeAreaAddsToTheInsetsOnScrollableAxes() {
        let (root, scroll, _) = screen(width: 844, height: 390)
        root.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
        let content = addView("content", to: scroll)
        fill(scroll, with: content)
        content.heightAnchor.constraint(equalToConstant: 1200).isActive = true
        scroll.contentInset = EdgeInsets(all: 10)
        root.layoutIfNeeded()
        #expect(scroll.safeAreaInsets == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        // Only the vertical axis scrolls: its edges take the safe area.
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 10, bottom: 31, right: 10))
        scroll.alwaysBounceHorizontal = true
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 57, bottom: 31, right: 57))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == EdgeInsets(all: 10))
        scroll.contentInsetAdjustmentBehavior = .always
        scroll.alwaysBounceHorizontal = false
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 10, left: 57, bottom: 31, right: 57))
    }

    @Test func badOffsetsAndSizesAreReported() {
        let (root, scroll, log) = screen()
        scroll.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        scroll.contentSize = CGSize(width: -5, height: 10)
        root.layoutIfNeeded()
        #expect(scroll.contentOffset == .zero && scroll.contentSize == .zero)
        #expect(log.errors.count == 2)
    }
}

/// A settings screen: a vertical stack of rows in a scroll view, the stack
/// pinned to the content guide and as wide as the frame.
@Suite struct StackInScrollViewTests {
    @Test func aStackOfRowsScrolls() {
        let root = makeRoot(width: 390, height: 400)
        let log = IssueLog(root)
        let scroll = ScrollView()
        let rows = (0..<12).map { index -> LayoutView in
            let row = LayoutView()
            row.identifier = "row\(index)"
            row.fixedIntrinsicContentSize = CGSize(width: LayoutView.noIntrinsicMetric, height: 44)
            return row
        }
        let stack = StackView(arrangedSubviews: rows)
        stack.axis = .vertical
        stack.spacing = 1
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = DirectionalEdgeInsets(top: 20, leading: 16, bottom: 20, trailing: 16)
        for view in [scroll, stack] { view.translatesAutoresizingMaskIntoConstraints = false }
        root.addSubview(scroll)
        scroll.addSubview(stack)
        LayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: root.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: root.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            stack.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
        root.layoutIfNeeded()
        // 12 rows of 44, 11 gaps of 1, 20 above and below.
        #expect(scroll.contentSize == CGSize(width: 390, height: 12 * 44 + 11 + 40))
        #expect(rows[0].frame == rect(16, 20, 358, 44) && rows[11].frame == rect(16, 20 + 11 * 45, 358, 44))
        scroll.contentOffset = CGPoint(x: 0, y: 179)
        root.layoutIfNeeded()
        #expect(rows[11].frame == rect(16, 515, 358, 44) && scroll.bounds.minY == 179)
        #expect(log.issues.isEmpty)
    }
}
