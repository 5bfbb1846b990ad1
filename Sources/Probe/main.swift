import Cassowary
import SolverWorkloads
let n = Int(CommandLine.arguments.dropFirst().first ?? "2000") ?? 2000
let w = try ScalingWorkload(.independent, size: n)
print(w.checksum)
