/// Builds a ``Layout``'s constraints from statements, with `if`, `if let`,
/// `if`/`else`, `switch` and `for`.
@resultBuilder
public enum LayoutBuilder {
    /// Part of a constraints closure: its statements, in order.
    ///
    /// A layout is evaluated again at every input change, so a part of up
    /// to four statements (a statement, a view's edges, one pass of a `for`
    /// loop) is held inline and costs no allocation; a longer one shares a
    /// buffer it only ever appends to, so a block grows in place.
    public struct Part {
        enum Storage {
            case empty
            case one(ConstraintStatement)
            case two(ConstraintStatement, ConstraintStatement)
            case three(ConstraintStatement, ConstraintStatement, ConstraintStatement)
            case four(ConstraintStatement, ConstraintStatement, ConstraintStatement, ConstraintStatement)
            /// The first `count` statements of the buffer.
            case many(StatementBuffer, count: Int)

            consuming func appending(_ statement: consuming ConstraintStatement) -> Storage {
                switch consume self {
                case .empty: .one(statement)
                case let .one(first): .two(first, statement)
                case let .two(first, second): .three(first, second, statement)
                case let .three(first, second, third): .four(first, second, third, statement)
                case let .four(first, second, third, fourth):
                    .many(StatementBuffer([first, second, third, fourth, statement]), count: 5)
                case let .many(buffer, count): .many(buffer.appending(statement, after: count), count: count + 1)
                }
            }
        }

        var storage: Storage

        init(_ storage: Storage) {
            self.storage = storage
        }

        init(_ statements: [ConstraintStatement]) {
            storage = statements.isEmpty ? .empty : .many(StatementBuffer(statements), count: statements.count)
        }

        var count: Int {
            switch storage {
            case .empty: 0
            case .one: 1
            case .two: 2
            case .three: 3
            case .four: 4
            case let .many(_, count): count
            }
        }

        /// These statements and then `statement`. Consuming, as every part
        /// the builder passes on, so statements move instead of being copied.
        consuming func appending(_ statement: consuming ConstraintStatement) -> Part {
            Part(storage.appending(statement))
        }

        func forEach(_ body: (ConstraintStatement) -> Void) {
            switch storage {
            case .empty:
                break
            case let .one(first):
                body(first)
            case let .two(first, second):
                body(first)
                body(second)
            case let .three(first, second, third):
                body(first)
                body(second)
                body(third)
            case let .four(first, second, third, fourth):
                body(first)
                body(second)
                body(third)
                body(fourth)
            case let .many(buffer, count):
                for statement in buffer.statements[..<count] { body(statement) }
            }
        }

        /// The statements, in order.
        var statements: [ConstraintStatement] {
            if case let .many(buffer, count) = storage, buffer.statements.count == count { return buffer.statements }
            var statements: [ConstraintStatement] = []
            statements.reserveCapacity(count)
            forEach { statements.append($0) }
            return statements
        }
    }

    /// Statements that parts share and only ever append to: a part reads
    /// its first `count`, which never change, so parts stay values while a
    /// block of many statements grows in place instead of being copied at
    /// each one.
    final class StatementBuffer {
        private(set) var statements: [ConstraintStatement]

        init(_ statements: [ConstraintStatement]) {
            self.statements = statements
        }

        /// A buffer of the first `count` statements and `statement`: this
        /// one when nothing was appended after them yet, a copy otherwise.
        func appending(_ statement: ConstraintStatement, after count: Int) -> StatementBuffer {
            guard statements.count == count else {
                return StatementBuffer(Array(statements[..<count]) + [statement])
            }
            statements.append(statement)
            return self
        }
    }

    /// One statement.
    public static func buildExpression(_ statement: consuming ConstraintStatement) -> Part {
        Part(.one(statement))
    }

    /// Statements made elsewhere.
    public static func buildExpression(_ statements: [ConstraintStatement]) -> Part {
        Part(statements)
    }

    /// An empty block.
    public static func buildBlock() -> Part {
        Part(.empty)
    }

    /// The first statements of a block.
    public static func buildPartialBlock(first: consuming Part) -> Part {
        first
    }

    /// The statements of a block so far, then the next.
    public static func buildPartialBlock(accumulated: consuming Part, next: consuming Part) -> Part {
        if case .one(let statement) = next.storage { return accumulated.appending(statement) }
        var part = accumulated
        // swift-format-ignore: ReplaceForEachWithForLoop
        next.forEach { part = part.appending($0) }
        return part
    }

    /// An `if` or `if let` without `else`.
    public static func buildOptional(_ part: consuming Part?) -> Part {
        part ?? Part(.empty)
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: consuming Part) -> Part {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: consuming Part) -> Part {
        part
    }

    /// A `for` loop: every pass's statements, in one array.
    public static func buildArray(_ parts: [Part]) -> Part {
        var statements: [ConstraintStatement] = []
        statements.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        // swift-format-ignore: ReplaceForEachWithForLoop
        for part in parts { part.forEach { statements.append($0) } }
        return Part(statements)
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: consuming Part) -> Part {
        part
    }

    /// The closure's statements, in the order written.
    public static func buildFinalResult(_ part: consuming Part) -> [ConstraintStatement] {
        part.statements
    }
}
