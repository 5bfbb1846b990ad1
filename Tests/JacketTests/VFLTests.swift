import ChildProcesses
import Foundation
import Testing

/// `jacket vfl`: the frames of the views some formats name.
@Suite struct VFLTests {
    @Test func aHorizontalFormatIsARowAtTheTop() throws {
        let run = try #require(jacket("vfl", "H:|-[a]-[b(==a)]-|", "--width", "320"))
        #expect(
            run
                == ChildProcess(
                    status: 0,
                    output: """
                        name  kind    x   y  width  height
                        root  view    0   0    320     844
                          a   view    8  20    148      44
                          b   view  164  20    148      44

                        """, errors: ""))
    }

    @Test func bothAxesRightToLeft() throws {
        let run = try #require(jacket("vfl", "H:|[a(100)]", "V:|-40-[a]-8-|", "--height", "200", "--rtl"))
        #expect(
            run
                == ChildProcess(
                    status: 0,
                    output: """
                        name  kind    x   y  width  height
                        root  view    0   0    390     200
                          a   view  290  40    100     152

                        """, errors: ""))
    }

    @Test func problemsFollowTheFramesOnStandardError() throws {
        let run = try #require(jacket("vfl", "H:|[a(>=10)]"))
        #expect(
            run
                == ChildProcess(
                    status: 0,
                    output: """
                        name  kind  x   y  width  height
                        root  view  0   0    390     844
                          a   view  0  20     10      44

                        """,
                    errors: "vfl:1:1: warning: 'a' has an ambiguous layout: its constraints leave its width free\n"))
    }

    @Test func aFormatErrorIsStatusOne() throws {
        let run = try #require(jacket("vfl", "H:|-[a"))
        #expect(
            run
                == ChildProcess(
                    status: 1, output: "",
                    errors: "vfl:1:7: error: Unbalanced bracket: expected ']' to end the view 'a'\n"))
    }
}
