import AutoLayout
import LayoutExamples
import Foundation
for n in [100, 1000, 5000] {
  let t0 = Date()
  let feed = try Feed(cells: n)
  let t1 = Date()
  for i in 0..<20 { feed.changeBody(ofCell: n/2, to: i % 2 == 0 ? "Short" : "A body long enough to wrap onto a second line of the cell.") }
  let t2 = Date()
  print(n, String(format: "build %.2fms change %.3fms", t1.timeIntervalSince(t0)*1000, t2.timeIntervalSince(t1)*50))
}
