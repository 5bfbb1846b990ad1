import ChildProcesses
import Foundation
import Testing

/// Usage errors: a clear message on standard error, status 2, nothing on
/// standard output; help: status 0 with examples.
@Suite struct UsageErrorTests {
    @Test func aMissingFile() throws {
        for command in ["render", "frames", "check"] {
            let run = try #require(jacket(command, "nope.layout"))
            #expect(run == ChildProcess(status: 2, output: "", errors: "Error: no such file: nope.layout\n"))
        }
    }

    @Test func aFolderOrAFileThatIsNotText() throws {
        let folder = try folder(with: ["binary.layout": ""])
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: folder.appendingPathComponent("binary.layout"))
        let runs = [jacket("frames", "."), jacket("check", "binary.layout", in: folder)]
        #expect(runs[0] == ChildProcess(status: 2, output: "", errors: "Error: . is a folder, not a layout file\n"))
        #expect(
            runs[1] == ChildProcess(status: 2, output: "", errors: "Error: cannot read binary.layout as UTF-8 text\n"))
    }

    @Test(arguments: ["-5", "0", "nan", "inf", "-inf", "1e7"])
    func aBadSize(_ size: String) throws {
        for option in ["--width", "--height", "--scale"] {
            let run = try #require(jacket("frames", "Examples/login.layout", option, size))
            #expect(run.status == 2)
            #expect(run.output == "")
            #expect(run.errors.hasPrefix("Error: \(option) must be a number above 0 and at most 1000000, not "))
        }
    }

    @Test func aSizeThatIsNotANumber() throws {
        let run = try #require(jacket("vfl", "[a]", "--width", "wide"))
        #expect(run.status == 2)
        #expect(run.errors.hasPrefix("Error: The value 'wide' is invalid for '--width <width>'\n"))
    }

    @Test func aBadFlagOrValueOrCommand() throws {
        let runs = [
            jacket("frames", "Examples/login.layout", "--bogus"),
            jacket("frames", "Examples/login.layout", "--format", "xml"),
            jacket("frames"), jacket("vfl"), jacket("bogus"),
        ]
        for run in runs {
            let run = try #require(run)
            #expect(run.status == 2, "\(run)")
            #expect(run.output == "")
            #expect(run.errors.hasPrefix("Error: "), "\(run)")
        }
        #expect(runs.first??.errors.hasPrefix("Error: Unknown option '--bogus'\nUsage: jacket frames <file>") == true)
    }

    @Test(arguments: ["render", "frames", "check", "vfl"])
    func helpWithExamples(_ command: String) throws {
        let run = try #require(jacket(command, "--help"))
        #expect(run.status == 0)
        #expect(run.errors == "")
        #expect(run.output.contains("Examples:\n  jacket \(command) "))
    }

    @Test func theToolsOwnHelpListsTheCommands() throws {
        // With no command at all, as with --help, the tool shows its help.
        for run in [jacket("--help"), jacket()] {
            let run = try #require(run)
            #expect(run.status == 0)
            #expect(run.output.contains("Examples:\n  jacket render "))
            for command in ["render", "frames", "check", "vfl"] { #expect(run.output.contains("\n  \(command) ")) }
        }
    }
}
