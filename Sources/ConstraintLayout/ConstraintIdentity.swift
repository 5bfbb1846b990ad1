import AutoLayout
import Foundation

/// The user's call that made a statement: its file's literal, line and
/// column. Two calls are the same when their lines, columns and the
/// addresses of their files' literals are: one call site always gives the
/// same literal, and comparing addresses costs nothing where comparing
/// file names would make a string for every constraint of every evaluation.
struct CallSite: Hashable {
    let file: StaticString
    let line: UInt32
    let column: UInt32

    init(file: StaticString, line: UInt, column: UInt) {
        self.file = file
        self.line = UInt32(clamping: line)
        self.column = UInt32(clamping: column)
    }

    /// Where errors about the call are reported: its file and line.
    var location: SourceLocation { SourceLocation(file: file, line: UInt(line)) }

    private var fileAddress: UInt {
        file.hasPointerRepresentation ? UInt(bitPattern: file.utf8Start) : UInt(file.unicodeScalar.value)
    }

    static func == (lhs: CallSite, rhs: CallSite) -> Bool {
        lhs.line == rhs.line && lhs.column == rhs.column && lhs.fileAddress == rhs.fileAddress
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(fileAddress)
        hasher.combine(UInt64(line) << 32 | UInt64(column))
    }
}

/// What makes a constraint of one application the same as one of the
/// next, so it is kept and changed in place: the user's call, the items,
/// the attributes, the relation and the multiplier. Never the constant,
/// the priority or a description.
struct ConstraintIdentity: Hashable {
    let callSite: CallSite
    let firstItem: ObjectIdentifier
    let secondItem: ObjectIdentifier?
    let firstAttribute: LayoutAttribute
    let secondAttribute: LayoutAttribute
    let relation: LayoutRelation
    let multiplier: CGFloat
}
