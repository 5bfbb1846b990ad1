import Cassowary
import SolverWorkloads
import Foundation
for kind in ScalingWorkload.Kind.allCases {
  for n in [100, 1000, 10000] {
    let t0 = Date()
    do {
    let w = try ScalingWorkload(kind, size: n)
    let t1 = Date()
    for _ in 0..<10 { try w.resize() }
    let t2 = Date()
    print(kind, n, w.checksum, String(format: "build %.2fms resize %.3fms", t1.timeIntervalSince(t0)*1000, t2.timeIntervalSince(t1)*100))
    if kind == .stack {
      let t3 = Date()
      for _ in 0..<10 { try w.relayoutInPlace() }
      let t4 = Date()
      for _ in 0..<10 { try w.relayoutByReplacing() }
      let t5 = Date()
      print(String(format: "  relayout inplace %.3fms replace %.3fms", t4.timeIntervalSince(t3)*100, t5.timeIntervalSince(t4)*100))
    }
    } catch { print(kind, n, "error", error) }
  }
}
let t0 = Date()
var e = try EnamlWorkload()
for _ in 0..<99 { e = try EnamlWorkload() }
let t1 = Date()
print(String(format: "enaml build %.1fus", t1.timeIntervalSince(t0)*1e4))
for s in EnamlWorkload.suggestions {
  try e.suggest(width: s.width, height: s.height)
  print(e.weightedError(width: s.width, height: s.height), e.largestRequiredViolation)
}
let t2 = Date()
for i in 0..<6000 { let s = EnamlWorkload.suggestions[i % 6]; try e.suggest(width: s.width, height: s.height) }
print(String(format: "enaml suggest %.3fus", Date().timeIntervalSince(t2)*1e6/6000))
