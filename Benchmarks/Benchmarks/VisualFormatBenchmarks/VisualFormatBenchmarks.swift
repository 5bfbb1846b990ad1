import Benchmark
import VisualFormat

let benchmarks: @Sendable () -> Void = {
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock], timeUnits: .microseconds, maxDuration: .seconds(2), maxIterations: 1000
    )

    // 1,000 typical formats (500 form rows), parsed alone.
    Benchmark("visual format parse 1000 formats", configuration: configuration) { benchmark in
        let screen = FormScreen(rows: 500)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            for (format, _, _) in screen.formats { try LayoutConstraint.checkVisualFormat(format) }
        }
        benchmark.stopMeasurement()
    }

    // The same formats parsed and built into
    // inactive constraints, the tree made beforehand.
    Benchmark("visual format build 1000 formats", configuration: configuration) { benchmark in
        let screen = FormScreen(rows: 500)
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations { blackHole(try screen.constraints()) }
        benchmark.stopMeasurement()
    }

    // The same, from making the tree to its frames: parse, build, activate, lay out.
    Benchmark("visual format activate 1000 formats", configuration: configuration) { benchmark in
        for _ in benchmark.scaledIterations {
            let screen = FormScreen(rows: 500)
            LayoutConstraint.activate(try screen.constraints())
            screen.root.layoutIfNeeded()
            blackHole(screen)
        }
    }

    // One format of N views: the parse and build grow linearly with its length.
    for count in [100, 1000, 10000] {
        Benchmark("visual format long \(count) views", configuration: configuration) { benchmark in
            let long = LongFormat(count: count)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(try LayoutConstraint.constraintsOrThrow(withVisualFormat: long.format, metrics: nil,
                                                                  views: long.views))
            }
            benchmark.stopMeasurement()
        }
    }
}
