import AutoLayout
import Benchmark
import Foundation
import LayoutExamples

let benchmarks: @Sendable () -> Void = {
    for size in [100, 1000, 10000] {
        let build = Benchmark.Configuration(
            metrics: [.wallClock, .peakMemoryResident], timeUnits: .microseconds,
            maxDuration: .seconds(size >= 10000 ? 6 : 2), maxIterations: size >= 10000 ? 15 : 1000
        )
        Benchmark("feed build and layout \(size)", configuration: build) { benchmark in
            for _ in benchmark.scaledIterations {
                blackHole(try Feed(cells: size))
            }
        }

        let change = Benchmark.Configuration(
            metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 1000
        )
        let conflict = Benchmark.Configuration(
            metrics: [.wallClock], timeUnits: .microseconds,
            maxDuration: .seconds(size >= 10000 ? 4 : 2), maxIterations: size >= 10000 ? 25 : 1000
        )
        // The conflicting constraint is activated, reported with its exact
        // set (every link of the row) and deactivated again.
        Benchmark("chain conflict report \(size)", configuration: conflict) { benchmark in
            let chain = try ConflictingChain(count: size)
            precondition(chain.reportConflict()?.conflicting.count == 2 * size + 1, "chain \(size): wrong report")
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(chain.reportConflict())
            }
            benchmark.stopMeasurement()
        }

        // The same report from cold caches (see `evictCaches()`).
        Benchmark("chain conflict report cold \(size)", configuration: conflict) { benchmark in
            let chain = try ConflictingChain(count: size)
            precondition(chain.reportConflict()?.conflicting.count == 2 * size + 1, "chain \(size): wrong report")
            evictCaches()
            benchmark.startMeasurement()
            blackHole(chain.reportConflict())
            benchmark.stopMeasurement()
        }

        // Each of `size` conflicting constraints is activated, reported and
        // broken, in a tree of `2 * size` constraints.
        Benchmark("break constraints \(size)", configuration: conflict) { benchmark in
            let widths = try BrokenConstraints(count: size)
            benchmark.startMeasurement()
            widths.breakAll()
            benchmark.stopMeasurement()
            precondition(widths.reports == size, "break \(size): \(widths.reports) reports")
        }

        Benchmark("deactivate broken \(size)", configuration: conflict) { benchmark in
            let widths = try BrokenConstraints(count: size)
            widths.breakAll()
            precondition(widths.reports == size, "broken \(size): \(widths.reports) reports")
            benchmark.startMeasurement()
            widths.deactivateBroken()
            // Tearing the tree down is not part of the operation.
            benchmark.stopMeasurement()
        }

        Benchmark("deactivate broken cold \(size)", configuration: conflict) { benchmark in
            let widths = try BrokenConstraints(count: size)
            widths.breakAll()
            precondition(widths.reports == size, "broken \(size): \(widths.reports) reports")
            evictCaches()
            benchmark.startMeasurement()
            widths.deactivateBroken()
            benchmark.stopMeasurement()
        }

        Benchmark("feed change one label \(size)", configuration: change) { benchmark in
            let feed = try Feed(cells: size)
            var long = false
            func change() {
                long.toggle()
                feed.changeBody(ofCell: size / 2, to: long ? "A body long enough to wrap onto a second line of the cell." : "Short")
            }
            // The first change after a build fills the solver's caches of
            // how values move; measure the changes that follow.
            change()
            change()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                change()
            }
            // Tearing the feed down is not part of the operation.
            benchmark.stopMeasurement()
        }
    }

    // The front ends against the same constraints written with anchors:
    // building, activating and laying out.
    let frontEnd = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 1000
    )
    Benchmark("login screen anchors", configuration: frontEnd) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try LoginScreen()) }
    }
    Benchmark("login screen restraint", configuration: frontEnd) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try StraitJacketLoginScreen()) }
    }
    Benchmark("chain 1000 anchors", configuration: frontEnd) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try Chain.anchors(count: 1000)) }
    }
    Benchmark("chain 1000 restraint", configuration: frontEnd) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try Chain.restraint(count: 1000)) }
    }
    Benchmark("login screen constraint builder", configuration: frontEnd) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try ConstraintBuilderLoginScreen()) }
    }
    Benchmark("login screen strutter", configuration: frontEnd) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try StrutterLoginScreen()) }
    }
    Benchmark("chain 1000 constraint builder", configuration: frontEnd) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(try Chain.constraintBuilder(count: 1000)) }
    }
    Benchmark("chain 1000 strutter", configuration: frontEnd) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(Chain.strutter(count: 1000)) }
    }

    // A stack view of 1,000 arranged views against the constraints it
    // makes, written with anchors: building, activating and laying out.
    Benchmark("stack view 1000", configuration: frontEnd) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(StackColumn.stackView(count: 1000)) }
    }
    Benchmark("stack view 1000 anchors", configuration: frontEnd) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(StackColumn.anchors(count: 1000)) }
    }

    // ConstraintLayout: building a declarative layout of 100 views and 400
    // constraints, against re-evaluating it after an input that changes one
    // constant (the diff keeps every constraint and changes that one in place).
    Benchmark("declarative grid build 100", configuration: frontEnd) { benchmark in
        for _ in benchmark.scaledIterations { blackHole(DeclarativeGrid(side: 10)) }
    }
    Benchmark("declarative grid change one constant 100", configuration: frontEnd) { benchmark in
        let grid = DeclarativeGrid(side: 10)
        var inset: CGFloat = 0
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            inset = inset == 0 ? 5 : 0
            grid.firstInset = inset
            grid.layoutIfNeeded()
        }
        benchmark.stopMeasurement()
    }
}
