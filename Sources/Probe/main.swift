import Cassowary
import SolverWorkloads
import Foundation
for kind in ScalingWorkload.Kind.allCases {
  for n in [100, 1000] {
    let t0 = Date()
    do {
    let w = try ScalingWorkload(kind, size: n)
    print(kind, n, w.checksum, Date().timeIntervalSince(t0))
    } catch { print(kind, n, "error", error) }
  }
}
let e = try EnamlWorkload()
for s in EnamlWorkload.suggestions {
  try e.suggest(width: s.width, height: s.height)
  print(e.weightedError(width: s.width, height: s.height), e.largestRequiredViolation)
}
