import AutoLayout
import Foundation
import LayoutExamples
import Testing

@Suite struct FeedTests {
    /// A cell: margins 8, name 18 high (bold 15 pt: 2355 / 2048 * 15 = 17.2
    /// -> 18), gap 4, two body lines (14 pt lines 16.1 -> 33 for two), gap
    /// 8, button 17, margins 8: 8 + 18 + 4 + 33 + 8 + 17 + 8 = 96. The body
    /// hugs its wider line, 288 points of the 306 it may wrap at.
    @Test func cellsStackWithExactFrames() throws {
        let feed = try Feed(cells: 3)
        for (index, cell) in feed.cells.enumerated() {
            #expect(cell.container.frame == CGRect(x: 0, y: CGFloat(96 * index), width: 390, height: 96))
            #expect(cell.image.frame == CGRect(x: 8, y: 8, width: 60, height: 60))
            #expect(cell.name.frame.origin == CGPoint(x: 76, y: 8))
            #expect(cell.body.frame == CGRect(x: 76, y: 30, width: 288, height: 33))
            #expect(cell.button.frame.minY == 71)
        }
    }

    @Test func changingOneLabelMovesOnlyWhatFollows() throws {
        let feed = try Feed(cells: 3)
        feed.changeBody(ofCell: 1, to: "Short")
        #expect(feed.cells[0].container.frame == CGRect(x: 0, y: 0, width: 390, height: 96))
        #expect(feed.cells[1].body.frame.height == 17)
        #expect(feed.cells[1].container.frame == CGRect(x: 0, y: 96, width: 390, height: 80))
        #expect(feed.cells[2].container.frame == CGRect(x: 0, y: 176, width: 390, height: 96))
    }
}
