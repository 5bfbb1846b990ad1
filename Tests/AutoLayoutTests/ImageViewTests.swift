import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// An image view takes its image's size in points, as UIKit's does, and
/// none without an image.
@Suite struct ImageViewTests {
    /// An image view centred in its superview, placed by its centre alone.
    private func centredImageView(_ image: Image?, in root: LayoutView) -> ImageView {
        let view = ImageView(image: image)
        view.identifier = "image"
        view.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(view)
        LayoutConstraint.activate([
            view.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            view.centerYAnchor.constraint(equalTo: root.centerYAnchor),
        ])
        return view
    }

    /// Pinned at the centre of a 400 x 300 root, a 40 x 30-point image at
    /// scale 3 makes a 40 x 30 view: points, not pixels.
    @Test func anImageViewPinnedAtTheCentreTakesItsImagesSize() {
        let root = makeRoot()
        let view = centredImageView(Image(size: CGSize(width: 40, height: 30), scale: 3), in: root)
        root.layoutIfNeeded()
        #expect(view.intrinsicContentSize == CGSize(width: 40, height: 30))
        #expect(view.frame == rect(180, 135, 40, 30))
        #expect(!root.hasAmbiguousLayout)
    }

    @Test func changingTheImageResizesTheView() {
        let root = makeRoot()
        let view = centredImageView(Image(size: CGSize(width: 40, height: 30)), in: root)
        root.layoutIfNeeded()
        view.image = Image(size: CGSize(width: 60, height: 20))
        root.layoutIfNeeded()
        #expect(view.frame == rect(170, 140, 60, 20))
        // 140.5 from the top, the symbol's edges round to whole points.
        view.image = Image(systemName: "star")
        root.layoutIfNeeded()
        #expect(view.frame == rect(190, 141, 20, 19))
    }

    /// No image, no intrinsic size: the view takes the size its
    /// constraints give it, and a size from them is needed.
    @Test func withoutAnImageThereIsNoIntrinsicSize() {
        let root = makeRoot()
        let view = centredImageView(nil, in: root)
        #expect(view.intrinsicContentSize == CGSize(width: -1, height: -1))
        #expect(
            ImageView().intrinsicContentSize
                == CGSize(
                    width: LayoutView.noIntrinsicMetric,
                    height: LayoutView.noIntrinsicMetric))
        LayoutConstraint.activate([
            view.widthAnchor.constraint(equalToConstant: 100),
            view.heightAnchor.constraint(equalTo: view.widthAnchor),
        ])
        root.layoutIfNeeded()
        #expect(view.frame == rect(150, 100, 100, 100))
        view.image = Image(size: CGSize(width: 10, height: 10))
        root.layoutIfNeeded()
        #expect(view.frame == rect(150, 100, 100, 100))
    }

    /// As Apple documents, the image given to `init(image:)` sets the
    /// view's first frame, so a view that keeps its autoresizing frame
    /// shows the image at its size.
    @Test func initWithImageSizesTheFrame() {
        let root = makeRoot()
        let view = ImageView(image: Image(size: CGSize(width: 24, height: 16)))
        #expect(view.frame == rect(0, 0, 24, 16))
        #expect(ImageView(image: nil).frame == .zero)
        view.center = CGPoint(x: 100, y: 100)
        root.addSubview(view)
        root.layoutIfNeeded()
        #expect(view.frame == rect(88, 92, 24, 16))
    }

    /// The content mode is drawing: no mode moves or resizes the view.
    @Test func theContentModeChangesNoFrame() {
        let root = makeRoot()
        let view = centredImageView(Image(size: CGSize(width: 40, height: 30)), in: root)
        #expect(view.contentMode == .scaleToFill)
        for mode in LayoutView.ContentMode.allCases {
            view.contentMode = mode
            root.layoutIfNeeded()
            #expect(view.frame == rect(180, 135, 40, 30))
        }
        #expect(LayoutView.ContentMode.scaleAspectFit.rawValue == 1)
        #expect(LayoutView.ContentMode.bottomRight.rawValue == 12)
    }

    /// Highlighted, the view shows and is measured from its highlighted
    /// image, or its image while it has none.
    @Test func aHighlightedViewIsMeasuredFromItsHighlightedImage() {
        let view = ImageView(
            image: Image(size: CGSize(width: 10, height: 10)),
            highlightedImage: Image(size: CGSize(width: 30, height: 20)))
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
        view.isHighlighted = true
        #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
        view.highlightedImage = nil
        #expect(view.intrinsicContentSize == CGSize(width: 10, height: 10))
    }

    @Test func sizeToFitTakesTheImagesSize() {
        let view = ImageView(frame: rect(5, 5, 100, 100))
        view.image = Image(size: CGSize(width: 32, height: 48))
        #expect(view.frame == rect(5, 5, 100, 100))
        view.sizeToFit()
        #expect(view.frame == rect(5, 5, 32, 48))
    }

    /// One size stands for every symbol (see `Image.symbolSize`); a symbol
    /// needs a name, as UIKit finds none without one.
    @Test func symbolsHaveTheDefaultSymbolSize() throws {
        let star = try #require(Image(systemName: "star"))
        #expect(star.size == CGSize(width: 20, height: 19) && star.scale == 1 && star.isSymbolImage)
        #expect(Image(systemName: "square.and.arrow.up")?.size == Image.symbolSize)
        #expect(Image(systemName: "") == nil)
        #expect(!Image(size: CGSize(width: 20, height: 19)).isSymbolImage)
    }

    @Test func badImagesAreReportedAndIgnored() {
        let root = makeRoot()
        let log = IssueLog(root)
        let view = centredImageView(Image(size: CGSize(width: 40, height: 30)), in: root)
        view.image = Image(size: CGSize(width: CGFloat.nan, height: 30))
        view.image = Image(size: CGSize(width: 40, height: -1))
        view.highlightedImage = Image(size: CGSize(width: 40, height: 30), scale: 0)
        #expect(
            log.errors.map(\.description) == [
                "the image.size.width nan of image is outside 0...1000000000",
                "the image.size.height -1 of image is outside 0...1000000000",
                "the highlightedImage.scale 0 of image is outside 0.001...1000",
            ])
        #expect(view.image == Image(size: CGSize(width: 40, height: 30)) && view.highlightedImage == nil)
        root.layoutIfNeeded()
        #expect(view.frame == rect(180, 135, 40, 30))
    }
}

/// UIKit image view code, with only the type names replaced.
@Suite struct ImageViewSnippetTests {
    /// An avatar beside a name, as a profile header lays them out.
    @Test func anAvatarBesideAName() {
        let root = makeRoot()
        let avatarView = ImageView(image: Image(size: CGSize(width: 48, height: 48), scale: 2))
        avatarView.contentMode = .scaleAspectFill
        let nameLabel = Label(text: "Ada", font: .systemFont(ofSize: 15))
        for view in [avatarView, nameLabel] as [LayoutView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(view)
        }
        LayoutConstraint.activate([
            avatarView.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
            avatarView.topAnchor.constraint(equalTo: root.topAnchor, constant: 16),
            nameLabel.leadingAnchor.constraint(equalTo: avatarView.trailingAnchor, constant: 12),
            nameLabel.centerYAnchor.constraint(equalTo: avatarView.centerYAnchor),
        ])
        root.layoutIfNeeded()
        #expect(avatarView.frame == rect(16, 16, 48, 48))
        #expect(nameLabel.frame.minX == 76 && nameLabel.frame.midY == 40)
    }
}
