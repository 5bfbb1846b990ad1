import Foundation

/// A position or size of a view or layout guide that constraints relate,
/// as UIKit's `NSLayoutAnchor`. Get anchors from an item (`view.topAnchor`)
/// and make constraints from them; the typed subclasses
/// (``LayoutXAxisAnchor``, ``LayoutYAxisAnchor``, ``LayoutDimension``) only
/// offer relations that make sense, so relating two axes, or a position to
/// a size, does not compile, nor does relating leading or trailing to left
/// or right (``TypedXAxisAnchor``).
public class LayoutAnchor {
    enum Source {
        case attribute(LayoutAttribute)
        /// The distance from one anchor to another (see `anchorWithOffset(to:)`).
        case offset(from: LayoutAnchor, to: LayoutAnchor)
    }

    /// The view or guide the anchor belongs to; anchors do not keep it
    /// alive, and it is `nil` once the item is gone.
    public var item: LayoutItem? { itemReference?.item }
    let itemReference: ItemReference?
    let source: Source

    required init(item: LayoutItem?, attribute: LayoutAttribute) {
        self.itemReference = item?.reference
        self.source = .attribute(attribute)
    }

    init(offsetFrom start: LayoutAnchor, to end: LayoutAnchor) {
        self.itemReference = start.itemReference
        self.source = .offset(from: start, to: end)
    }

    deinit {
        // The item's cache holds its anchors unretained (see `AnchorCache`).
        guard case .attribute(let attribute) = source, let item = itemReference?.item else { return }
        item.anchors.remove(self, for: attribute)
    }

    /// The attribute of the item, or `notAnAttribute` for a distance between anchors.
    public var attribute: LayoutAttribute {
        if case .attribute(let attribute) = source { return attribute }
        return .notAnAttribute
    }

    /// The anchor as a constraint's side reads it.
    var side: ConstraintSide {
        switch source {
        case .attribute(let attribute): ConstraintSide(item, attribute)
        case let .offset(from, to): ConstraintSide(from: from, to: to)
        }
    }

    /// `title.top`, or for a distance `(b.leading - a.trailing)`.
    var debugText: String { side.debugText }

    func makeConstraint(
        _ relation: LayoutRelation, to other: LayoutAnchor?, multiplier: CGFloat = 1, constant: CGFloat,
        file: StaticString, line: UInt
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: self, relation: relation, second: other, multiplier: multiplier, constant: constant,
            location: SourceLocation(file: file, line: line))
    }
}

/// Where a constraint was made: the file and line of the call.
public struct SourceLocation: Sendable, Hashable, CustomStringConvertible {
    // Kept as the static string the call site gave: making a `String` of it
    // for every constraint would allocate, and most locations are never read.
    // A text file read at run time (a layout file) has a name of its own.
    private enum File: Sendable {
        case literal(StaticString)
        case named(String)
    }

    private let storedFile: File
    // Four bytes, beside the file's seventeen: every constraint holds a
    // location, and at 24 bytes instead of 32 it takes a smaller block.
    private let storedLine: Int32

    /// The line; a line beyond `Int32.max` reads as `Int32.max`.
    public var line: Int { Int(storedLine) }

    /// Creates a location.
    public init(file: StaticString, line: UInt) {
        self.storedFile = .literal(file)
        self.storedLine = Int32(clamping: line)
    }

    /// A location in a file read at run time, such as a layout file.
    package init(fileNamed file: String, line: Int) {
        self.storedFile = .named(file)
        self.storedLine = Int32(clamping: line)
    }

    /// The file, as `#fileID` gives it (`Module/File.swift`), or the name of
    /// the text file the constraint was read from.
    public var file: String {
        switch storedFile {
        case .literal(let file): "\(file)"
        case .named(let file): file
        }
    }

    /// `file:line`.
    public var description: String { "\(file):\(line)" }

    /// Whether two locations name the same file and line.
    public static func == (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        lhs.line == rhs.line && lhs.file == rhs.file
    }

    /// Hashes the file and line.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(file)
        hasher.combine(line)
    }
}
