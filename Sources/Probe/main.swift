import Cassowary
import SolverWorkloads
import Foundation
import LayoutExamples
let mode = CommandLine.arguments.dropFirst().first ?? "independent"
let n = Int(CommandLine.arguments.dropFirst(2).first ?? "2000") ?? 2000
switch mode {
case "enaml": for _ in 0..<n { _ = try EnamlWorkload() }
case "suggest":
    let e = try EnamlWorkload()
    for i in 0..<n { let s = EnamlWorkload.suggestions[i % 6]; try e.suggest(width: s.width, height: s.height) }
case "feed": for _ in 0..<10 { _ = try Feed(cells: n) }
case "feedchange":
    let f = try Feed(cells: n)
    for i in 0..<200 { f.changeBody(ofCell: n/2, to: i % 2 == 0 ? "short" : "Post: a body that is long enough to need two lines in a cell of the feed.") }
case "relayout":
    let w = try ScalingWorkload(.stack, size: n)
    for _ in 0..<200 { try w.relayoutByReplacing() }
default:
    let kind = ScalingWorkload.Kind(rawValue: mode) ?? .independent
    let w = try ScalingWorkload(kind, size: n)
    print(w.checksum)
}
