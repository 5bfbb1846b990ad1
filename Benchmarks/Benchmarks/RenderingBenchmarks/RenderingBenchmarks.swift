import AutoLayout
import Benchmark
import Foundation
import LayoutExamples
import LayoutRendering

let benchmarks: @Sendable () -> Void = {
    // The feed of `LayoutBenchmarks` (five views a cell), built and laid out
    // before the clock starts; a sample is one picture or snapshot of it.
    for size in [1000, 10000] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds,
            maxDuration: .seconds(size >= 10000 ? 8 : 3), maxIterations: size >= 10000 ? 20 : 200
        )
        let plain = SVGRenderer(options: .init(marksAmbiguousViews: false))
        let everything = SVGRenderer(options: .init(showsConstraints: true, showsLayoutMargins: true,
                                                    showsSafeArea: true, marksAmbiguousViews: false))
        for (name, renderer) in [("feed render svg", plain), ("feed render svg with constraints", everything)] {
            Benchmark("\(name) \(size)", configuration: configuration) { benchmark in
                let feed = try Feed(cells: size)
                precondition(renderer.render(feed.root).utf8.count > size * 1000, "\(name) \(size): picture too small")
                benchmark.startMeasurement()
                for _ in benchmark.scaledIterations {
                    blackHole(renderer.render(feed.root))
                }
                benchmark.stopMeasurement()
            }
        }
    }

    // Marking ambiguity (the default) finds every ambiguous view of the
    // picture in one pass over the solver.
    for size in [1000, 10000] {
        let configuration = Benchmark.Configuration(
            metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(size >= 10000 ? 8 : 3),
            maxIterations: size >= 10000 ? 20 : 200
        )
        Benchmark("feed render svg marking ambiguity \(size)", configuration: configuration) { benchmark in
            let feed = try Feed(cells: size)
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(SVGRenderer().render(feed.root))
            }
            benchmark.stopMeasurement()
        }
        Benchmark("feed layout trace \(size)", configuration: configuration) { benchmark in
            let feed = try Feed(cells: size)
            feed.root.layoutIfNeeded()
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                blackHole(feed.root.layoutTrace())
            }
            benchmark.stopMeasurement()
        }
    }
}
