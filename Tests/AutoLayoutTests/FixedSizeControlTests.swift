import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// The activity indicator, progress view and switch, with UIKit's sizes.
@Suite struct FixedSizeControlTests {
    @Test func activityIndicatorsAreSizedByStyle() {
        let sizes: [(ActivityIndicatorView.Style, CGFloat)] = [
            (.medium, 20), (.large, 37), (.white, 20), (.gray, 20), (.whiteLarge, 37),
        ]
        for (style, side) in sizes {
            let spinner = ActivityIndicatorView(style: style)
            #expect(spinner.intrinsicContentSize == CGSize(width: side, height: side), "\(style)")
            #expect(spinner.frame == rect(0, 0, side, side))
        }
        #expect(ActivityIndicatorView.Style(rawValue: 2) == .gray && ActivityIndicatorView.Style.large.rawValue == 101)
        let plain = ActivityIndicatorView(frame: rect(0, 0, 50, 50))
        #expect(plain.style == .medium && plain.frame == rect(0, 0, 50, 50))
        plain.style = .large
        #expect(plain.sizeThatFits(.zero) == CGSize(width: 37, height: 37))
    }

    @Test func activityIndicatorsAnimateWithoutChangingSize() {
        let root = makeRoot()
        let spinner = ActivityIndicatorView(style: .medium)
        spinner.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(spinner)
        LayoutConstraint.activate([
            spinner.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            spinner.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        #expect(spinner.hidesWhenStopped && !spinner.isAnimating)
        spinner.startAnimating()
        root.layoutIfNeeded()
        #expect(spinner.isAnimating && spinner.frame == rect(190, 140, 20, 20))
        spinner.style = .large
        root.layoutIfNeeded()
        #expect(spinner.frame == rect(182, 132, 37, 37))
        spinner.stopAnimating()
        #expect(!spinner.isAnimating)
    }

    /// A progress view has a height and no width: its width is its
    /// constraints'.
    @Test func progressViewsHaveAHeightAndNoWidth() {
        #expect(ProgressView(progressViewStyle: .default).intrinsicContentSize == CGSize(width: -1, height: 4))
        #expect(ProgressView(progressViewStyle: .bar).intrinsicContentSize == CGSize(width: -1, height: 2.5))
        #expect(ProgressView().progressViewStyle == .default)
        let root = makeRoot(scale: 2)
        let bar = ProgressView(progressViewStyle: .bar)
        bar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(bar)
        LayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            bar.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            bar.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
        ])
        root.layoutIfNeeded()
        #expect(bar.frame == rect(20, 100, 360, 2.5))
        bar.progressViewStyle = .default
        root.layoutIfNeeded()
        #expect(bar.frame == rect(20, 100, 360, 4))
    }

    /// As Apple documents, progress is pinned to 0...1.
    @Test func progressIsPinnedToZeroThroughOne() {
        let root = makeRoot()
        let log = IssueLog(root)
        let bar = ProgressView(progressViewStyle: .default)
        bar.identifier = "bar"
        root.addSubview(bar)
        #expect(bar.progress == 0)
        bar.setProgress(0.4, animated: true)
        #expect(bar.progress == 0.4)
        bar.progress = 1.5
        #expect(bar.progress == 1)
        bar.progress = -2
        #expect(bar.progress == 0)
        bar.progress = 0.25
        bar.progress = .nan
        #expect(bar.progress == 0.25)
        #expect(log.errors.map(\.description) == ["the progress nan of bar is outside -inf...inf"])
    }

    /// A switch is 51 x 31, whatever frame it is made with.
    @Test func switchesAreFiftyOneByThirtyOne() {
        let toggle = Switch(frame: rect(10, 20, 200, 100))
        #expect(toggle.frame == rect(10, 20, 51, 31))
        #expect(Switch().frame == rect(0, 0, 51, 31))
        #expect(toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
        #expect(toggle.sizeThatFits(CGSize(width: 1, height: 1)) == Switch.size)
        #expect(!toggle.isOn)
        toggle.setOn(true, animated: true)
        #expect(toggle.isOn)
    }

    /// A settings row: a label, then a spinner, a progress bar that takes
    /// the rest, and a switch, 8 points apart, centred on one line.
    @Test func controlsInARow() {
        let root = makeRoot(width: 390, height: 100)
        let title = Label(text: "Sync", font: .systemFont(ofSize: 17))
        let spinner = ActivityIndicatorView(style: .medium)
        let progress = ProgressView(progressViewStyle: .default)
        let toggle = Switch()
        let row: [LayoutView] = [title, spinner, progress, toggle]
        for view in row {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
        }
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            spinner.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
            progress.leadingAnchor.constraint(equalTo: spinner.trailingAnchor, constant: 8),
            toggle.leadingAnchor.constraint(equalTo: progress.trailingAnchor, constant: 8),
            toggle.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
        ])
        root.layoutIfNeeded()
        let titleWidth = title.frame.width
        #expect(spinner.frame == rect(24 + titleWidth, 40, 20, 20))
        #expect(progress.frame == rect(52 + titleWidth, 48, 263 - titleWidth, 4))
        #expect(toggle.frame == rect(323, 35, 51, 31))
        #expect(!root.hasAmbiguousLayout)
    }
}
