import Dispatch
import Foundation

/// How a child process the tests ran ended, and what it printed.
public struct ChildProcess: Sendable, Equatable, CustomStringConvertible {
    /// The exit status, or the signal that ended it.
    public var status: Int32
    /// What it wrote to standard output.
    public var output: String
    /// What it wrote to standard error.
    public var errors: String
    /// Whether it outlived its time limit and was terminated.
    public var timedOut: Bool

    /// A run's outcome, for comparing with one the tests ran.
    public init(status: Int32, output: String, errors: String, timedOut: Bool = false) {
        self.status = status
        self.output = output
        self.errors = errors
        self.timedOut = timedOut
    }

    /// The status and both outputs, for a failing expectation's message.
    public var description: String {
        "status \(status)\(timedOut ? " (timed out)" : "")\n--- stdout\n\(output)--- stderr\n\(errors)"
    }

    /// Runs `executable` with `arguments` and waits for it to end, for at
    /// most `timeLimit` seconds, after which it is terminated.
    ///
    /// Its end is awaited through `terminationHandler`, not
    /// `Process.waitUntilExit()`: on Linux that spins the calling thread's
    /// run loop, and from the threads Swift Testing runs tests on it can
    /// wait forever for a process that has already exited. Both pipes are
    /// read to their end while it runs, so neither can fill and stall it,
    /// and its standard input is empty, so it never waits on the runner's.
    public static func run(
        _ executable: URL, _ arguments: [String], in folder: URL? = nil,
        environment: [String: String]? = nil, timeLimit: Double = 600
    ) throws -> ChildProcess {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        if let environment { process.environment = environment }
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        try process.run()

        let printed = Printed()
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) {
            printed.set(output: output.fileHandleForReading.readDataToEndOfFile())
        }
        DispatchQueue.global().async(group: reading) {
            printed.set(errors: errors.fileHandleForReading.readDataToEndOfFile())
        }
        let timedOut = exited.wait(timeout: .now() + timeLimit) == .timedOut
        if timedOut {
            process.terminate()
            // A process that ignores the request to stop is killed.
            if exited.wait(timeout: .now() + 10) == .timedOut {
                kill(process.processIdentifier, SIGKILL)
                exited.wait()
            }
        }
        // A grandchild that kept the pipes open (a compiler's front end) is not waited for past the limit.
        _ = reading.wait(timeout: .now() + (timedOut ? 5 : timeLimit))
        let (outputData, errorData) = printed.data
        return ChildProcess(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            errors: String(decoding: errorData, as: UTF8.self), timedOut: timedOut)
    }
}

/// The two pipes' contents, written by the threads that read them.
private final class Printed: @unchecked Sendable {
    private let lock = NSLock()
    private var output = Data(), errors = Data()

    func set(output data: Data) { lock.withLock { output = data } }
    func set(errors data: Data) { lock.withLock { errors = data } }
    var data: (Data, Data) { lock.withLock { (output, errors) } }
}
