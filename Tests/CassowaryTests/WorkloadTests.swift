import Cassowary
import SolverWorkloads
import Testing

@Suite struct WorkloadTests {
    /// The weighted errors WORKLOADS.md gives for the six suggested sizes.
    static let enamlErrors: [Double] = [2_180_044, 1_680_044, 4_680_044, 3_680_044, 2_880_044, 1_880_044]

    @Test func enamlReachesTheReferenceErrorAtEverySize() throws {
        let workload = try EnamlWorkload()
        for (index, size) in EnamlWorkload.suggestions.enumerated() {
            try workload.suggest(width: size.width, height: size.height)
            #expect(workload.largestRequiredViolation < 1e-8)
            #expect(
                abs(workload.weightedError(width: size.width, height: size.height) - Self.enamlErrors[index]) < 1e-3)
        }
    }

    @Test func enamlCyclesBackToTheSameErrors() throws {
        let workload = try EnamlWorkload()
        for round in 0..<3 {
            for (index, size) in EnamlWorkload.suggestions.enumerated() {
                try workload.suggest(width: size.width, height: size.height)
                let error = workload.weightedError(width: size.width, height: size.height)
                #expect(abs(error - Self.enamlErrors[index]) < 1e-3, "round \(round), size \(index)")
            }
        }
    }

    static let checksums: [(ScalingWorkload.Kind, Int, Double)] = [
        (.stack, 100, 159453), (.stack, 1000, 15_542_701),
        (.row, 100, 298708), (.row, 1000, 29_087_008),
        (.independent, 100, 14300), (.independent, 1000, 141200),
        (.nested, 100, 40600), (.nested, 1000, 3_105_100),
        (.grid, 100, 53388), (.grid, 1000, 1_623_880),
    ]

    @Test(arguments: checksums)
    func scalingWorkloadMatchesItsChecksum(kind: ScalingWorkload.Kind, size: Int, checksum: Double) throws {
        let workload = try ScalingWorkload(kind, size: size)
        #expect(workload.checksum == checksum)
    }

    @Test(arguments: ScalingWorkload.Kind.allCases)
    func resizingTwiceComesBack(kind: ScalingWorkload.Kind) throws {
        let workload = try ScalingWorkload(kind, size: 100)
        try workload.resize()
        let resized = workload.variables.reduce(0) { $0 + $1.value }
        #expect(resized != workload.checksum || kind == .independent)
        try workload.resize()
        #expect(workload.variables.reduce(0) { $0 + $1.value } == workload.checksum)
    }

    @Test func stackRelayoutIsTheSameInPlaceOrByReplacing() throws {
        let inPlace = try ScalingWorkload(.stack, size: 100)
        let replaced = try ScalingWorkload(.stack, size: 100)
        for _ in 0..<3 {
            try inPlace.relayoutInPlace()
            try replaced.relayoutByReplacing()
            #expect(inPlace.variables.map(\.value) == replaced.variables.map(\.value))
        }
        let grown = inPlace.variables.reduce(0) { $0 + $1.value }
        #expect(grown != inPlace.checksum)
        try inPlace.relayoutInPlace()
        #expect(inPlace.variables.reduce(0) { $0 + $1.value } == inPlace.checksum)
    }
}
