/// Builds a ``Layout``'s constraints from statements, with `if`, `if let`,
/// `if`/`else`, `switch` and `for`.
@resultBuilder
public enum ConstraintsBuilder {
    /// Part of a constraints closure: its statements, in order. A layout is
    /// evaluated again at every input change, so a lone statement is held
    /// as it is and a block gathers its statements into one array, instead
    /// of an array for every statement and another for every block.
    public struct Part {
        enum Storage {
            case empty
            case one(ConstraintStatement)
            case many([ConstraintStatement])
        }

        var storage: Storage

        var count: Int {
            switch storage {
            case .empty: 0
            case .one: 1
            case let .many(statements): statements.count
            }
        }

        /// The statements, in order.
        var statements: [ConstraintStatement] {
            switch storage {
            case .empty: []
            case let .one(statement): [statement]
            case let .many(statements): statements
            }
        }

        /// Adds `next`'s statements after these, in place once these are many.
        mutating func append(_ next: Part) {
            var statements: [ConstraintStatement]
            switch storage {
            case .empty:
                storage = next.storage
                return
            case let .one(statement):
                // Room for a typical block (a view's four edges or sizes) in the first allocation.
                statements = []
                statements.reserveCapacity(4)
                statements.append(statement)
            case let .many(gathered):
                statements = gathered
            }
            // Let go of the stored array so the one in hand is unique and grows in place.
            storage = .empty
            next.appendStatements(to: &statements)
            storage = .many(statements)
        }

        func appendStatements(to statements: inout [ConstraintStatement]) {
            switch storage {
            case .empty: break
            case let .one(statement): statements.append(statement)
            case let .many(more): statements.append(contentsOf: more)
            }
        }
    }

    /// One statement.
    public static func buildExpression(_ statement: ConstraintStatement) -> Part {
        Part(storage: .one(statement))
    }

    /// Statements made elsewhere.
    public static func buildExpression(_ statements: [ConstraintStatement]) -> Part {
        Part(storage: .many(statements))
    }

    /// An empty block.
    public static func buildBlock() -> Part {
        Part(storage: .empty)
    }

    /// The first statements of a block.
    public static func buildPartialBlock(first: Part) -> Part {
        first
    }

    /// The statements of a block so far, then the next.
    public static func buildPartialBlock(accumulated: consuming Part, next: Part) -> Part {
        accumulated.append(next)
        return accumulated
    }

    /// An `if` or `if let` without `else`.
    public static func buildOptional(_ part: Part?) -> Part {
        part ?? Part(storage: .empty)
    }

    /// The first branch of an `if`/`else` or `switch`.
    public static func buildEither(first part: Part) -> Part {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    public static func buildEither(second part: Part) -> Part {
        part
    }

    /// A `for` loop: every pass's statements, in one array.
    public static func buildArray(_ parts: [Part]) -> Part {
        var statements: [ConstraintStatement] = []
        statements.reserveCapacity(parts.reduce(0) { $0 + $1.count })
        for part in parts { part.appendStatements(to: &statements) }
        return Part(storage: .many(statements))
    }

    /// An `if #available` branch.
    public static func buildLimitedAvailability(_ part: Part) -> Part {
        part
    }

    /// The closure's statements, in the order written.
    public static func buildFinalResult(_ part: Part) -> [ConstraintStatement] {
        part.statements
    }
}
