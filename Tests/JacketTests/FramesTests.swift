import ChildProcesses
import Foundation
import LayoutTestSupport
import Testing

/// `jacket frames`: the frames of every view and guide, as a table or JSON.
@Suite struct FramesTests {
    @Test func theLoginScreenAsATable() throws {
        let run = try #require(jacket("frames", "Examples/login.layout"))
        #expect(
            run
                == ChildProcess(
                    status: 0,
                    output: """
                        name              kind      x        y  width  height
                        root              view      0        0    390     844
                          column          guide    65  287.667    260     269
                          buttonRow       guide    65  526.667    260      30
                          buttonGroup     guide    76  526.667    238      30
                          title           label    65  287.667    260      35
                          username        field    65  382.667    260      33
                          password        field    65  423.667    260      33
                          confirm         button   65  464.667    260      32
                          createAccount   button   76  526.667    104      30
                          divider         label   188  526.667      4      30
                          forgotPassword  button  200  526.667    114      30

                        """, errors: ""))
    }

    @Test func nestedViewsAndGuidesAsJSON() throws {
        let run = try #require(
            jacket("frames", "card.layout", "--format", "json", in: try folder(with: ["card.layout": cardFile])))
        #expect(
            run
                == ChildProcess(
                    status: 0,
                    output: """
                        [
                          {
                            "height" : 200,
                            "kind" : "view",
                            "name" : "root",
                            "width" : 300,
                            "x" : 0,
                            "y" : 0
                          },
                          {
                            "height" : 160,
                            "kind" : "view",
                            "name" : "card",
                            "width" : 260,
                            "x" : 20,
                            "y" : 20
                          },
                          {
                            "height" : 20,
                            "kind" : "label",
                            "name" : "title",
                            "width" : 17,
                            "x" : 10,
                            "y" : 10
                          },
                          {
                            "height" : 200,
                            "kind" : "guide",
                            "name" : "column",
                            "width" : 260,
                            "x" : 20,
                            "y" : 0
                          }
                        ]

                        """, errors: ""))
    }

    @Test func theRootOptionsOverrideTheFile() throws {
        let run = try #require(
            jacket(
                "frames", "card.layout", "--width", "200", "--height", "100", "--rtl",
                in: try folder(with: ["card.layout": cardFile])))
        #expect(
            run
                == ChildProcess(
                    status: 0,
                    output: """
                        name       kind     x   y  width  height
                        root       view     0   0    200     100
                          card     view    20  20    160      60
                            title  label  133  10     17      20
                          column   guide   20   0    160     100

                        """, errors: ""))
    }

    @Test func conflictsGoToStandardErrorAndDoNotStopIt() throws {
        let run = try #require(jacket("frames", "box.layout", in: try folder(with: ["box.layout": problemLayoutFile])))
        #expect(
            run
                == ChildProcess(
                    status: 0,
                    output: """
                        name     kind    x   y  width  height
                        root     view    0   0    200     100
                          box    view    0   0    100      50
                          line   view   10  10    180       0
                          free   view    0   0      0      20
                          loose  guide   0   0     10       0

                        """,
                    errors: """
                        box.layout:7:1: error: unable to simultaneously satisfy constraints; broke 'wide' box.width == 120
                        box.layout:6:1: note: conflicting constraint box.width == 100

                        """))
    }

    @Test func aFileThatDoesNotParseIsStatusOne() throws {
        let run = try #require(
            jacket("frames", "bad.layout", in: try folder(with: ["bad.layout": "view box\nbox.top = root.top\n"])))
        #expect(
            run
                == ChildProcess(
                    status: 1, output: "", errors: "bad.layout:2:9: error: '=' is not a relation; use '=='\n"))
    }
}
