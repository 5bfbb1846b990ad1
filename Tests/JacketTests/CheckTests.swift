import ChildProcesses
import Foundation
import LayoutTestSupport
import Testing

/// `jacket check`: diagnostics, status 1 when there are any.
@Suite struct CheckTests {
    @Test func theLoginScreenIsClean() throws {
        let run = try #require(jacket("check", "Examples/login.layout"))
        #expect(run == ChildProcess(status: 0, output: "Examples/login.layout: no problems\n", errors: ""))
    }

    @Test func theScreenOfStacksIsClean() throws {
        let run = try #require(jacket("check", "Examples/profile.layout"))
        #expect(run == ChildProcess(status: 0, output: "Examples/profile.layout: no problems\n", errors: ""))
    }

    @Test func conflictsAmbiguityAndMissingSizes() throws {
        let run = try #require(jacket("check", "box.layout", in: try folder(with: ["box.layout": problemLayoutFile])))
        #expect(
            run
                == ChildProcess(
                    status: 1,
                    output: """
                        box.layout:7:1: error: unable to simultaneously satisfy constraints; broke 'wide' box.width == 120
                        box.layout:6:1: note: conflicting constraint box.width == 100
                        box.layout:3:1: warning: 'line' has no height: it is laid out 0 high
                        box.layout:4:3: warning: 'free' has an ambiguous layout: its constraints leave its x and width free
                        box.layout:5:1: warning: 'loose' has an ambiguous layout: its constraints leave its x, y and height free

                        """, errors: ""))
    }

    @Test func aNarrowerRootBreaksTheLoginScreen() throws {
        let run = try #require(jacket("check", "Examples/login.layout", "--width", "200"))
        #expect(
            run
                == ChildProcess(
                    status: 1,
                    output: """
                        Examples/login.layout:22:1: error: unable to simultaneously satisfy constraints; broke column.leading >= root.leading
                        Examples/login.layout:4:1: note: conflicting constraint 'root-autoresizing-width' root.width == 200
                        Examples/login.layout:18:1: note: conflicting constraint column.width == 260
                        Examples/login.layout:19:1: note: conflicting constraint column.centerX == root.centerX
                        Examples/login.layout:23:1: error: unable to simultaneously satisfy constraints; broke column.trailing <= root.trailing
                        Examples/login.layout:4:1: note: conflicting constraint 'root-autoresizing-width' root.width == 200
                        Examples/login.layout:18:1: note: conflicting constraint column.width == 260
                        Examples/login.layout:19:1: note: conflicting constraint column.centerX == root.centerX

                        """, errors: ""))
    }

    @Test func aFileThatDoesNotParseIsOneDiagnostic() throws {
        let run = try #require(
            jacket("check", "bad.layout", in: try folder(with: ["bad.layout": "view box\nbox.top == titel.bottom\n"])))
        #expect(
            run
                == ChildProcess(
                    status: 1, output: "bad.layout:2:12: error: unknown view or guide 'titel'\n", errors: ""))
    }
}
