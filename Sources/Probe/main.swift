import AutoLayout
import LayoutExamples
import Foundation
let n = Int(CommandLine.arguments.dropFirst().first ?? "1000") ?? 1000
let t0 = Date()
let feed = try Feed(cells: n)
print(n, String(format: "build %.2fms", Date().timeIntervalSince(t0)*1000))
