import AutoLayout
import LayoutBuilding

extension LayoutConstraint {
    /// The constraints a visual format describes, inactive, as UIKit's
    /// `constraints(withVisualFormat:options:metrics:views:)`; each records
    /// the file and line of this call.
    ///
    /// ```swift
    /// LayoutConstraint.activate(LayoutConstraint.constraints(
    ///     withVisualFormat: "H:|-[title]-[button(>=80)]-|", options: .alignAllCenterY,
    ///     metrics: nil, views: ["title": title, "button": button]))
    /// ```
    ///
    /// The grammar is Apple's ("Visual Format Language", Auto Layout Guide),
    /// with what UIKit also reads: a connection's single predicate may go
    /// without parentheses, relation and priority included, so `->=10-`
    /// and `-8@750-` mean `-(>=10)-` and `-(8@750)-`.
    ///
    /// The views named in the format stop translating their autoresizing
    /// masks (never the superview `|` stands for), as every front end does.
    /// Where UIKit raises an exception, the ``VisualFormatError`` is
    /// reported through the `layoutIssueHandler` of the views' tree, no
    /// view changes, and the answer is empty;
    /// ``constraintsOrThrow(withVisualFormat:options:metrics:views:file:line:)`` throws it instead.
    ///
    /// - Parameters:
    ///   - format: The format: `H:|-[a]-(>=8@750)-[b(==a)]-|`.
    ///   - options: Alignments of every view across the format's axis (none
    ///     with a single view, which UIKit then does not check), and the
    ///     direction a horizontal format runs.
    ///   - metrics: Numbers by the names the format uses (`CGFloat`,
    ///     `Double`, `Float`, `Int` or `NSNumber`).
    ///   - views: Views by the names the format uses.
    ///   - file: The caller's file, which the constraints and any report carry.
    ///   - line: The caller's line, likewise.
    public static func constraints(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any],
        file: StaticString = #fileID, line: UInt = #line
    ) -> [LayoutConstraint] {
        do {
            return try constraintsOrThrow(
                withVisualFormat: format, options: options, metrics: metrics, views: views,
                file: file, line: line)
        } catch {
            let items: [LayoutItem?] = views.sorted { $0.key < $1.key }.map { $0.value as? LayoutView }
            IssueReporting.report(error.layoutError, about: items)
            return []
        }
    }

    /// The constraints a visual format describes, as
    /// ``constraints(withVisualFormat:options:metrics:views:file:line:)`` makes them.
    ///
    /// - Throws: ``VisualFormatError`` when the format breaks the grammar,
    ///   names a metric or view it was not given, gives a priority outside
    ///   (0, 1000], puts `|` beside a view without a superview, or the
    ///   options align two or more views along the format's own axis; no
    ///   view changes.
    public static func constraintsOrThrow(
        withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]?, views: [String: Any],
        file: StaticString = #fileID, line: UInt = #line
    ) throws(VisualFormatError) -> [LayoutConstraint] {
        let location = SourceLocation(file: file, line: line)
        let result: FormatBuilder.Result
        do {
            let syntax = try FormatParser.parse(format)
            result = try FormatBuilder(
                syntax: syntax, options: options, metrics: metrics ?? [:], views: views,
                location: location
            ).build()
        } catch {
            throw VisualFormatError(reason: error.reason, format: format, offset: error.offset, location: location)
        }
        for view in result.views where view.superview != nil && view !== result.superview {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
        return result.constraints
    }

    /// Checks a format against the grammar alone, looking up no names: for
    /// tools that check formats before any view exists.
    ///
    /// ```swift
    /// try LayoutConstraint.checkVisualFormat("H:|-[a]-(>=8)-[b]-|")   // passes
    /// try LayoutConstraint.checkVisualFormat("V|[a]|")                // Expected ':' after 'V' ..., column 2
    /// ```
    ///
    /// - Throws: ``VisualFormatError`` at the first character that breaks the grammar.
    public static func checkVisualFormat(_ format: String, file: StaticString = #fileID, line: UInt = #line)
        throws(VisualFormatError)
    {
        _ = try outline(ofVisualFormat: format, file: file, line: line)
    }
}
