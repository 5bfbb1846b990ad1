import Benchmark
import Cassowary
import SolverWorkloads

/// The checksums WORKLOADS.md gives; each workload is checked before it is timed.
let checksums: [ScalingWorkload.Kind: [Int: Double]] = [
    .stack: [100: 159453, 1000: 15542701, 10000: 1550425198],
    .row: [100: 298708, 1000: 29087008, 10000: 2900870008],
    .independent: [100: 14300, 1000: 141200, 10000: 1410200],
    .nested: [100: 40600, 1000: 3105100, 10000: 301050100],
    .grid: [100: 53388, 1000: 1623880, 10000: 48485808],
]

let sizes = [100, 1000, 10000]

func checkedWorkload(_ kind: ScalingWorkload.Kind, _ size: Int) throws -> ScalingWorkload {
    let workload = try ScalingWorkload(kind, size: size)
    precondition(workload.checksum == checksums[kind]?[size], "\(kind) \(size): checksum \(workload.checksum)")
    return workload
}

func configuration(for size: Int) -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .peakMemoryResident],
        timeUnits: .microseconds,
        maxDuration: .seconds(size >= 10000 ? 4 : 2),
        maxIterations: size >= 10000 ? 25 : 10_000
    )
}

/// Times an operation on a built, checked workload, without its build or teardown.
func operation(
    _ name: String, _ kind: ScalingWorkload.Kind, _ size: Int, configuration: Benchmark.Configuration,
    _ body: @escaping @Sendable (ScalingWorkload) throws -> Void
) {
    Benchmark(name, configuration: configuration) { benchmark in
        let workload = try checkedWorkload(kind, size)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            try body(workload)
        }
        benchmark.stopMeasurement()
    }
}

let benchmarks: @Sendable () -> Void = {
    // Fast operations run a thousand times per sample so the cost of
    // sampling the metrics does not swamp them; figures are per operation.
    let quick = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .nanoseconds, scalingFactor: .kilo,
        maxDuration: .seconds(2), maxIterations: 10_000
    )

    Benchmark("Enaml build", configuration: quick) { benchmark in
        let reference = try EnamlWorkload()
        try reference.suggest(width: 400, height: 600)
        precondition(abs(reference.weightedError(width: 400, height: 600) - 2_180_044) < 1e-3)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try EnamlWorkload())
        }
    }

    // A step on a solver that has answered each of the six sizes once, as
    // the reference solvers' figures are taken after a warm-up. The first
    // suggestion after a build re-solves from the build's answer (about 19
    // µs of pivots), which a sample of 1,000 steps would spread over its
    // steps as 20 ns each; it is timed on its own below.
    Benchmark("Enaml suggest", configuration: quick) { benchmark in
        let workload = try EnamlWorkload()
        let sizes = EnamlWorkload.suggestions
        for size in sizes {
            try workload.suggest(width: size.width, height: size.height)
        }
        var step = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            let size = sizes[step % sizes.count]
            try workload.suggest(width: size.width, height: size.height)
            step += 1
        }
        benchmark.stopMeasurement()
    }

    // The first suggestion after a build (400 x 600), one a sample: the
    // build before it and the teardown after it are not timed.
    Benchmark(
        "Enaml first suggest",
        configuration: .init(
            metrics: [.wallClock], timeUnits: .nanoseconds, maxDuration: .seconds(2), maxIterations: 10_000)
    ) { benchmark in
        let workload = try EnamlWorkload()
        benchmark.startMeasurement()
        try workload.suggest(width: 400, height: 600)
        benchmark.stopMeasurement()
        precondition(abs(workload.weightedError(width: 400, height: 600) - 2_180_044) < 1e-3)
    }

    for size in sizes {
        // One required constraint at the far end of a chain of `size`
        // links, rejected with its exact conflict set (the whole chain);
        // the solver is left as it was, so each sample repeats it.
        Benchmark("chain conflict \(size)", configuration: configuration(for: size)) { benchmark in
            let chain = try ChainConflictWorkload(size: size)
            precondition(chain.conflict()?.count == size + 1, "chain \(size): wrong conflict set")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(chain.conflict())
            }
            benchmark.stopMeasurement()
        }
    }

    // Issue 14's random sparse system: 2,000 variables, 6,000 rows of 2 to 4
    // terms with coefficients ±1, half required. From its 1,200th row on the
    // basis is dense and each pivot costs most of the tableau; issue 28 asks
    // that the work limit let at least as many rows in as the reference
    // solver adds before it fails (1,863). The rows go in until the first
    // `workLimitExceeded` or the 1,900th row, whichever comes first.
    Benchmark("random sparse rows before the work limit 2000x6000", configuration: .init(
        metrics: [.wallClock, .peakMemoryResident], timeUnits: .seconds,
        warmupIterations: 0, maxDuration: .seconds(1), maxIterations: 1
    )) { benchmark in
        let system = RandomLinearSystem(variables: 2000, constraints: 6000, shape: .sparse, seed: 14)
        let variables = (0..<system.variableCount).map { Variable("x\($0)") }
        let constraints = system.constraints(over: variables).prefix(1900)
        benchmark.startMeasurement()
        let solver = Solver()
        var added = 0
        var limited = false
        for constraint in constraints {
            do {
                try solver.addConstraint(constraint)
                added += 1
            } catch SolverError.workLimitExceeded {
                limited = true
                break
            } catch {
                // Unsatisfiable required rows are expected in a random system.
            }
        }
        solver.updateVariables()
        benchmark.stopMeasurement()
        print("random sparse: \(added) rows added \(limited ? "before the first workLimitExceeded" : "of 1,900, none over the work limit")")
        precondition(added >= 1863, "random sparse: the work limit cut the system off at \(added) rows")
        blackHole(solver)
    }

    Benchmark("expression of 100000 terms", configuration: .init(
        metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(2), maxIterations: 20
    )) { benchmark in
        let variables = (0..<100_000).map { Variable("v\($0)") }
        benchmark.startMeasurement()
        var sum = Expression()
        for variable in variables { sum = sum + 2 * variable }
        benchmark.stopMeasurement()
        precondition(sum.terms.count == 100_000)
    }

    for kind in ScalingWorkload.Kind.allCases {
        for size in sizes {
            Benchmark("\(kind) build \(size)", configuration: configuration(for: size)) { benchmark in
                _ = try checkedWorkload(kind, size)
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(try ScalingWorkload(kind, size: size))
                }
            }

            operation("\(kind) resize \(size)", kind, size, configuration: quick) { try $0.resize() }
            guard kind == .stack else { continue }
            operation("stack relayout1 replace \(size)", kind, size, configuration: quick) { try $0.relayoutByReplacing() }
            operation("stack relayout1 in place \(size)", kind, size, configuration: quick) { try $0.relayoutInPlace() }
        }
    }
}
