import Testing

@testable import AutoLayout

/// A location keeps a literal file name as the literal's start, and a
/// name read at run time apart: each reads back as given, in 16 bytes.
@Suite struct SourceLocationStorageTests {
    @Test func aLiteralFileReadsBackWhole() {
        let location = SourceLocation(file: #fileID, line: 7)
        #expect(location.file == "AutoLayoutTests/SourceLocationStorageTests.swift")
        #expect(location.line == 7)
        #expect(location.description == "AutoLayoutTests/SourceLocationStorageTests.swift:7")
        #expect(SourceLocation(file: "Å/Ünïcödé.swift", line: 1).file == "Å/Ünïcödé.swift")
    }

    @Test func aNamedFileEqualsTheLiteralOfTheSameName() {
        let named = SourceLocation(fileNamed: "Screens/Login.layout", line: 12)
        #expect(named.description == "Screens/Login.layout:12")
        #expect(named == SourceLocation(file: "Screens/Login.layout", line: 12))
        #expect(named.hashValue == SourceLocation(file: "Screens/Login.layout", line: 12).hashValue)
        #expect(named != SourceLocation(fileNamed: "Screens/Login.layout", line: 13))
    }

    @Test func aLocationTakesSixteenBytes() {
        #expect(MemoryLayout<AutoLayout.SourceLocation>.size == 16)
    }
}
