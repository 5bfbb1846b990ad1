import AutoLayout
import Foundation

/// A feed of cells stacked vertically, the shape of LayoutFrameworkBenchmark's
/// feed: each cell a container with a fixed-size image, a name label, a
/// two-line body label and a button, inside the container's margins.
/// Shared by the tests and the benchmark suite.
public final class Feed {
    /// One cell of the feed.
    public final class Cell {
        /// The cell itself, its margins 8 on each side.
        public let container: LayoutView
        /// A 60 x 60 image at the leading margin.
        public let image: LayoutView
        /// The author's name, one line.
        public let name: Label
        /// The post, two lines at most.
        public let body: Label
        /// A button under the post.
        public let button: Label

        init(container: LayoutView, image: LayoutView, name: Label, body: Label, button: Label) {
            self.container = container
            self.image = image
            self.name = name
            self.body = body
            self.button = button
        }
    }

    /// The 390-point-wide root view holding the cells.
    public let root: LayoutView
    /// The cells, top to bottom.
    public private(set) var cells: [Cell] = []

    /// The width the body text wraps at: 390 less margins (2 x 8), the image (60) and a gap (8).
    static let bodyWidth: CGFloat = 306

    /// Builds `count` cells in a 390-point-wide root view and lays them out.
    public init(cells count: Int, width: CGFloat = 390) throws(LayoutError) {
        root = LayoutView(frame: CGRect(x: 0, y: 0, width: width, height: 844))
        root.contentScaleFactor = 3
        var previous: LayoutView?
        for index in 0..<count {
            let cell = try Self.makeCell(index: index, in: root, below: previous)
            cells.append(cell)
            previous = cell.container
        }
        root.layoutIfNeeded()
    }

    /// Replaces the body text of one cell and lays out again.
    public func changeBody(ofCell index: Int, to text: String) {
        guard cells.indices.contains(index) else { return }
        cells[index].body.text = text
        root.layoutIfNeeded()
    }

    private static func makeCell(index: Int, in root: LayoutView, below previous: LayoutView?) throws(LayoutError)
        -> Cell
    {
        let container = LayoutView()
        let image = LayoutView()
        image.fixedIntrinsicContentSize = CGSize(width: 60, height: 60)
        let name = Label(text: "Person \(index)", font: .boldSystemFont(ofSize: 15))
        let body = Label(
            text: "Post \(index): a body that is long enough to need two lines in a cell of the feed.",
            font: .systemFont(ofSize: 14))
        body.numberOfLines = 2
        body.preferredMaxLayoutWidth = bodyWidth
        let button = Label(text: "Like", font: .systemFont(ofSize: 14))
        root.addSubview(container)
        container.translatesAutoresizingMaskIntoConstraints = false
        for view in [image, name, body, button] {
            container.addSubview(view)
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        let margins = container.layoutMarginsGuide
        LayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: previous?.bottomAnchor ?? root.topAnchor),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.trailingAnchor.constraint(equalTo: root.trailingAnchor),
            image.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
            image.topAnchor.constraint(equalTo: margins.topAnchor),
            margins.bottomAnchor.constraint(greaterThanOrEqualTo: image.bottomAnchor),
            name.leadingAnchor.constraint(equalTo: image.trailingAnchor, constant: 8),
            name.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            name.topAnchor.constraint(equalTo: margins.topAnchor),
            body.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            body.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),
            body.topAnchor.constraint(equalTo: name.bottomAnchor, constant: 4),
            button.leadingAnchor.constraint(equalTo: name.leadingAnchor),
            button.topAnchor.constraint(equalTo: body.bottomAnchor, constant: 8),
            button.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
        ])
        return Cell(container: container, image: image, name: name, body: body, button: button)
    }
}
