import ChildProcesses
import Foundation
import LayoutRendering
import LayoutSpec
import LayoutTestSupport
import Testing

/// `jacket render`: the SVG of a layout file, as LayoutRendering draws it.
@Suite struct RenderTests {
    /// What `SVGRenderer` draws for the file's text with the options.
    private func picture(
        of text: String, _ options: SVGRenderer.Options = SVGRenderer.Options(),
        root: (inout LayoutDocument.Root) -> Void = { _ in }
    ) throws -> String {
        var document = try LayoutDocument(parsing: text, file: "card.layout")
        root(&document.root)
        return SVGRenderer(options: options).render(try document.build().root)
    }

    @Test func writesNextToTheFileByDefault() throws {
        let folder = try folder(with: ["card.layout": cardFile])
        let run = try #require(jacket("render", "card.layout", in: folder))
        #expect(run == ChildProcess(status: 0, output: "wrote card.svg\n", errors: ""))
        let svg = try String(contentsOf: folder.appendingPathComponent("card.svg"), encoding: .utf8)
        #expect(svg == (try picture(of: cardFile)))
    }

    @Test func toStandardOutputWithConstraintsAndOverrides() throws {
        let folder = try folder(with: ["card.layout": cardFile])
        let run = try #require(
            jacket(
                "render", "card.layout", "-o", "-", "--constraints", "--width", "200", "--rtl",
                in: folder))
        let expected = try picture(of: cardFile, SVGRenderer.Options(showsConstraints: true)) {
            $0.width = 200
            $0.direction = .rightToLeft
        }
        #expect(run == ChildProcess(status: 0, output: expected, errors: ""))
        #expect(expected.contains(#"<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="200" height="200""#))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("card.svg").path))
    }

    @Test func marginsAndSafeArea() throws {
        let folder = try folder(with: ["card.layout": cardFile])
        let run = try #require(
            jacket(
                "render", "card.layout", "--output", "picture.svg", "--margins", "--safe-area",
                in: folder))
        #expect(run == ChildProcess(status: 0, output: "wrote picture.svg\n", errors: ""))
        let svg = try String(contentsOf: folder.appendingPathComponent("picture.svg"), encoding: .utf8)
        #expect(svg == (try picture(of: cardFile, SVGRenderer.Options(showsLayoutMargins: true, showsSafeArea: true))))
    }

    @Test func errorsAndConflicts() throws {
        let folder = try folder(with: ["box.layout": problemLayoutFile, "bad.layout": "view box {\n"])
        let conflict = try #require(jacket("render", "box.layout", in: folder))
        #expect(
            conflict
                == ChildProcess(
                    status: 0, output: "wrote box.svg\n",
                    errors: """
                        box.layout:7:1: error: unable to simultaneously satisfy constraints; broke 'wide' box.width == 120
                        box.layout:6:1: note: conflicting constraint box.width == 100

                        """))
        let bad = try #require(jacket("render", "bad.layout", in: folder))
        #expect(bad.status == 1)
        #expect(bad.output == "")
        #expect(bad.errors.hasPrefix("bad.layout:"))
        let missing = try #require(jacket("render", "nope.layout", in: folder))
        #expect(missing == ChildProcess(status: 2, output: "", errors: "Error: no such file: nope.layout\n"))
        let unwritable = try #require(jacket("render", "box.layout", "-o", "missing/box.svg", in: folder))
        #expect(unwritable.status == 2)
        #expect(unwritable.errors.hasSuffix("Error: cannot write missing/box.svg\n"))
        let size = try #require(jacket("render", "box.layout", "--scale", "0", in: folder))
        #expect(size.status == 2)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bad.svg").path))
    }

    @Test func theReadmePictureIsUpToDate() throws {
        let run = try #require(jacket("render", "Examples/login.layout", "-o", "-"))
        let committed = try String(contentsOf: packageRoot.appendingPathComponent("Docs/login.svg"), encoding: .utf8)
        #expect(run.output == committed)
    }
}
