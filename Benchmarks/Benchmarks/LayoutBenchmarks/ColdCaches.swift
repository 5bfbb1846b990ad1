import Benchmark

/// Writes one byte per cache line across 64 MiB, twice the last-level
/// cache of the machine the figures in the README come from (a larger
/// cache needs a larger buffer), so that the operation measured next starts
/// from memory, as a one-off event in an app does (a conflict report, a
/// batch of deactivations), rather than from caches that the previous
/// iteration of a benchmark loop left warm. Without it a small tree is
/// measured entirely from the first-level caches and a large one from
/// memory, and the growth exponent measures the cache hierarchy as much
/// as the code.
func evictCaches() {
    let bytes = 64 << 20
    var buffer = [UInt8](repeating: 0, count: bytes)
    for index in stride(from: 0, to: bytes, by: 64) { buffer[index] = 1 }
    blackHole(buffer)
}
