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
        guard case .attribute(let attribute) = source, let item = Unmanaged.unretained(itemReference?.item) else {
            return
        }
        item._withUnsafeGuaranteedRef { $0.anchors.remove(self, for: attribute) }
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
    // Kept as the start of the literal the call site gave (`#fileID`):
    // making a `String` of it for every constraint would allocate, and most
    // locations are never read. A literal's UTF-8 ends with a zero byte,
    // so the pointer alone is the file, and with the line the location
    // takes 16 bytes, where the static string's length and flags made it
    // 24: every constraint holds one. A text file read at run time (a
    // layout file) has a name of its own.
    private enum File: @unchecked Sendable {
        /// A string literal's UTF-8, immutable and never freed.
        case literal(UnsafePointer<CChar>)
        case named(FileName)
    }

    private final class FileName: Sendable {
        let name: String

        init(_ name: String) {
            self.name = name
        }
    }

    // The file first: its nine bytes leave the line room before the
    // sixteenth, where the other order pads the file to the twenty-fourth.
    private let storedFile: File
    private let storedLine: Int32

    /// The line; a line beyond `Int32.max` reads as `Int32.max`.
    public var line: Int { Int(storedLine) }

    /// Creates a location.
    public init(file: StaticString, line: UInt) {
        // A static string of one scalar has no UTF-8 to point at.
        self.storedFile =
            file.hasPointerRepresentation
            ? .literal(UnsafeRawPointer(file.utf8Start).assumingMemoryBound(to: CChar.self))
            : .named(FileName("\(file)"))
        self.storedLine = Int32(clamping: line)
    }

    /// A location in a file read at run time, such as a layout file.
    package init(fileNamed file: String, line: Int) {
        self.storedFile = .named(FileName(file))
        self.storedLine = Int32(clamping: line)
    }

    /// The file, as `#fileID` gives it (`Module/File.swift`), or the name of
    /// the text file the constraint was read from.
    public var file: String {
        switch storedFile {
        case .literal(let start): String(cString: start)
        case .named(let file): file.name
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
