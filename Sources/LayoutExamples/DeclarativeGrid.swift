import ConstraintLayout
import Foundation

/// A declarative grid of `side` x `side` views, each placed by four
/// constraints (leading, top, width, height): 100 views and 400
/// constraints at the default side of 10. ``firstInset`` moves the first
/// view, so changing it changes one constant of the layout.
public final class DeclarativeGrid: LayoutView, DeclarativeLayout {
    /// The cells, row by row.
    public let cells: [LayoutView]
    /// The number of cells a row.
    public let side: Int
    /// The first cell's distance from the leading edge.
    @LayoutInput public var firstInset: CGFloat = 0

    /// Builds, applies and lays out a grid of `side` x `side` cells of 10 points (`side` clamped to 1...1000).
    public init(side: Int = 10) {
        self.side = Swift.min(Swift.max(1, side), 1000)
        cells = (0..<self.side * self.side).map { _ in LayoutView() }
        super.init(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
        prepareLayout()
        layoutIfNeeded()
    }

    /// There are no archives here.
    public required init?(coder: NSCoder) { nil }

    /// Each cell 10 points square, after the one before it in its row and
    /// under the first of the row above.
    public var layout: Layout {
        Layout {
            for cell in cells { cell }
        } constraints: { cells in
            for (index, cell) in cells.enumerated() {
                let column = index % side
                if column == 0 {
                    cell.leading.equalToSuperview().offset(index == 0 ? firstInset : 0)
                } else {
                    cell.leading.equalTo(cells[index - 1].trailing)
                }
                if index < side {
                    cell.top.equalToSuperview()
                } else {
                    cell.top.equalTo(cells[index - side].bottom)
                }
                cell.width.equalTo(10)
                cell.height.equalTo(10)
            }
        }
    }
}
