/// How a label wraps and cuts lines that do not fit, as UIKit's
/// `NSLineBreakMode`, with its cases and raw values.
///
/// A label is measured by breaking between words (a word too long for a
/// line is cut between characters) in every mode: for the truncating modes
/// and clipping, which UIKit wraps at words until the last line, that is
/// UIKit's measure; for ``byCharWrapping`` UIKit breaks anywhere, so its
/// lines can come out fuller than measured here.
public enum LineBreakMode: Int, Sendable, Hashable {
    /// Lines break between words.
    case byWordWrapping = 0
    /// Lines break between characters.
    case byCharWrapping = 1
    /// Text past the edge is not drawn.
    case byClipping = 2
    /// The last line's start is replaced by an ellipsis.
    case byTruncatingHead = 3
    /// The last line's end is replaced by an ellipsis; UIKit's default for labels.
    case byTruncatingTail = 4
    /// The last line's middle is replaced by an ellipsis.
    case byTruncatingMiddle = 5
}
