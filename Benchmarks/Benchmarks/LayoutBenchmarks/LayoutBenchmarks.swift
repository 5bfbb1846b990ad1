import AutoLayout
import Benchmark
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
            metrics: [.wallClock], timeUnits: .microseconds,
            maxDuration: .seconds(2), maxIterations: 1000
        )
        Benchmark("feed change one label \(size)", configuration: change) { benchmark in
            let feed = try Feed(cells: size)
            let middle = size / 2
            var toggle = false
            benchmark.startMeasurement()
            for _ in benchmark.scaledIterations {
                toggle.toggle()
                feed.changeBody(ofCell: middle, to: toggle ? "Short" : "A body long enough to wrap onto a second line of the cell.")
            }
        }
    }
}
