import AutoLayout
import Foundation
import Testing

/// Lines break between characters (grapheme clusters), never inside one.
@Suite struct GraphemeLineBreakingTests {
    let metrics = MonospacedMetrics()
    let font = Font.systemFont(ofSize: 17)

    /// `e` + U+0301 is one character: a line one character wide holds it whole.
    @Test func aCombiningAccentStaysWithItsLetter() {
        #expect(
            metrics.lines(of: "e\u{301}e\u{301}", font: font, maxWidth: 10, maxLines: 0)
                == ["e\u{301}", "e\u{301}"])
        #expect(
            StandardTextMetrics().lines(of: "e\u{301}e\u{301}", font: font, maxWidth: 1, maxLines: 0)
                == ["e\u{301}", "e\u{301}"])
    }

    /// Two regional indicators make a flag; four make two flags.
    @Test func flagsAreNotSplitIntoRegionalIndicators() {
        #expect(
            metrics.lines(of: "\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", font: font, maxWidth: 10, maxLines: 0)
                == ["\u{1F1EB}\u{1F1F7}", "\u{1F1E9}\u{1F1EA}"])
        #expect(
            StandardTextMetrics().lines(
                of: "\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}", font: font, maxWidth: 1,
                maxLines: 0)
                == ["\u{1F1EB}\u{1F1F7}", "\u{1F1E9}\u{1F1EA}"])
    }

    /// A family joined by zero-width joiners is one character.
    @Test func emojiSequencesStayWhole() {
        let family = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}"
        #expect(metrics.lines(of: family + "a", font: font, maxWidth: 10, maxLines: 0) == [Substring(family), "a"])
    }

    /// A space followed by a combining mark is one character, not a break
    /// opportunity: "ab \u{301}cd" has no word boundary, so it is cut between
    /// characters as one long word.
    @Test func aSpaceCarryingAMarkIsNotABreak() {
        #expect(metrics.lines(of: "ab \u{301}cd", font: font, maxWidth: 30, maxLines: 0) == ["ab \u{301}", "cd"])
        #expect(metrics.lines(of: "ab \u{301}cd", font: font, maxWidth: 20, maxLines: 0) == ["ab", " \u{301}c", "d"])
        #expect(metrics.lines(of: "ab cd", font: font, maxWidth: 20, maxLines: 0) == ["ab ", "cd"])
    }

    /// Words still break at spaces where there are any, and only a word
    /// too long for a line is cut, between its characters.
    @Test func wordBoundariesComeFirst() {
        #expect(
            metrics.lines(of: "caf\u{E9} cre\u{300}me", font: font, maxWidth: 50, maxLines: 0)
                == ["caf\u{E9} ", "cre\u{300}me"])
        #expect(
            metrics.lines(of: "x cre\u{300}me", font: font, maxWidth: 30, maxLines: 0)
                == ["x ", "cre\u{300}", "me"])
    }

    /// Carriage return and line feed end a line together; a NUL is a character like any other.
    @Test func lineEndsAndControls() {
        #expect(
            metrics.lines(of: "a\r\nb\u{0}c\nd", font: font, maxWidth: 20, maxLines: 0) == ["a", "b\u{0}", "c", "d"])
    }
}
