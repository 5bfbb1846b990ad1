import Cassowary
import SolverWorkloads
import Foundation
let mode = CommandLine.arguments.dropFirst().first ?? "all"
if mode == "build" || mode == "all" {
  let t0 = Date()
  let n = Int(CommandLine.arguments.dropFirst(2).first ?? "2000") ?? 2000
  for _ in 0..<n { _ = try EnamlWorkload() }
  print(String(format: "enaml build %.1fus", Date().timeIntervalSince(t0)*1e6/Double(n)))
}
if mode == "suggest" || mode == "all" {
  let e = try EnamlWorkload()
  let t2 = Date()
  let n = Int(CommandLine.arguments.dropFirst(2).first ?? "200000") ?? 200000
  for i in 0..<n { let s = EnamlWorkload.suggestions[i % 6]; try e.suggest(width: s.width, height: s.height) }
  print(String(format: "enaml suggest %.3fus", Date().timeIntervalSince(t2)*1e6/Double(n)))
}
if mode == "scale" || mode == "all" {
  for kind in ScalingWorkload.Kind.allCases {
    let t0 = Date()
    let w = try ScalingWorkload(kind, size: 10000)
    let t1 = Date()
    for _ in 0..<20 { try w.resize() }
    let t2 = Date()
    print(kind, String(format: "build %.2fms resize %.3fms", t1.timeIntervalSince(t0)*1000, t2.timeIntervalSince(t1)*50))
  }
}
if mode == "independent" {
  let n = Int(CommandLine.arguments.dropFirst(2).first ?? "1000") ?? 1000
  let t0 = Date()
  _ = try ScalingWorkload(.independent, size: n)
  print(String(format: "independent %d: %.2fms", n, Date().timeIntervalSince(t0)*1000))
}
