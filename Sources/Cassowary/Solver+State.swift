extension Solver {
    /// The solver's storage and the logic of its calls.
    struct State: ~Copyable {
        /// A constraint in the solver. Kept small: there is one per constraint.
        struct Record {
            let constraint: Constraint
            let tag: ConstraintTag
        }

        /// An edit variable and the tag of its constraint `variable - value == 0`,
        /// whose current constant (in `entries`) is minus the suggested value.
        struct Edit {
            let variable: Variable
            let tag: ConstraintTag
        }

        /// What the solver knows of one tableau symbol: of an external
        /// symbol its variable, of a marker its constraint or the owner of
        /// its handle. A symbol is one or the other, so they share their
        /// storage (`Role`): 16 bytes a symbol, where a field for each took 32.
        /// A marker's constant is its equation's (`constant(ofMarker:relation:)`).
        ///
        /// No reference owns its object: `symbolOfVariable` and `records`
        /// hold variables and constraints while the symbol stands for them,
        /// a handle's owner holds itself, and one more strong reference per
        /// symbol would cost its retains; loops borrow the variable through
        /// its handle without retaining it.
        struct SymbolEntry {
            enum Role {
                case unused
                /// An external symbol's variable, how many constraints name
                /// it, and where it is in `edits`, or -1.
                case external(Unmanaged<Variable>, useCount: Int32, editSlot: Int32)
                /// An external symbol its owner made without a variable
                /// (`makeExternal(context:)`): the variable standing for it
                /// in an error, if the current call made one (see
                /// `placeholder(for:)`), or else `noPlaceholder`, the
                /// owner's number for it, or -1 once the owner let it go,
                /// and how many constraints name it, the owner's hold
                /// counting as one. A reference first, not an optional one,
                /// where the other roles keep theirs: the role then has
                /// spare bits for its case and stays sixteen bytes.
                case owned(placeholder: Unmanaged<Variable>, context: Int32, useCount: Int32)
                /// A marker's constraint, and when it was added, counted in
                /// additions: kept here so that ordering a conflict set
                /// reads no constraint.
                case marker(Unmanaged<Constraint>, serial: Int)
                /// The marker of a constraint added through a handle: the
                /// object that holds the handle, and when it was added or
                /// last changed strength (see `setStrength(_:of:)`).
                case heldMarker(owner: Unmanaged<AnyObject>, serial: Int)
            }

            var role = Role.unused

            /// The variable of an external symbol.
            var handle: Unmanaged<Variable>? {
                if case .external(let handle, _, _) = role { handle } else { nil }
            }

            /// The variable of an external symbol.
            var variable: Variable? { handle?.takeUnretainedValue() }

            var useCount: Int32 {
                get {
                    switch role {
                    case .external(_, let count, _), .owned(_, _, let count): count
                    case .unused, .marker, .heldMarker: 0
                    }
                }
                set {
                    if case .owned(let placeholder, let context, _) = role {
                        role = .owned(placeholder: placeholder, context: context, useCount: newValue)
                        return
                    }
                    guard case .external(let handle, _, let slot) = role else {
                        return assertionFailure("a use count for a symbol without a variable")
                    }
                    role = .external(handle, useCount: newValue, editSlot: slot)
                }
            }

            var editSlot: Int32 {
                get { if case .external(_, _, let slot) = role { slot } else { -1 } }
                set {
                    guard case .external(let handle, let count, _) = role else {
                        return assertionFailure("an edit slot for a symbol without a variable")
                    }
                    role = .external(handle, useCount: count, editSlot: newValue)
                }
            }

            /// The constraint whose marker the symbol is.
            var owner: Constraint? {
                if case .marker(let owner, _) = role { owner.takeUnretainedValue() } else { nil }
            }

            var isMarker: Bool {
                switch role {
                case .marker, .heldMarker: true
                case .unused, .external, .owned: false
                }
            }

            var serial: Int {
                switch role {
                case .marker(_, let serial), .heldMarker(_, let serial): serial
                case .unused, .external, .owned: 0
                }
            }
        }

        var tableau = Tableau()
        var records = SlotTable<Constraint, Record>()
        /// The edit variables, each found through its symbol's `editSlot`:
        /// a suggestion then usually costs no hashing (only a
        /// variable in two solvers at once is found by its address).
        var edits: [Edit] = []
        var symbolOfVariable = SlotTable<Variable, Int>()
        /// Per symbol, indexed by it.
        var entries = UniqueArray<SymbolEntry>(capacity: 0)
        var nextSerial = 0
        /// A symbol of the constraint being added, and whether the call made it.
        struct AddedSymbol {
            let symbol: Int
            let isNew: Bool
        }

        /// The symbols of the constraint being added; kept between calls
        /// so adding a constraint does not allocate it.
        var addedSymbols = UniqueArray<AddedSymbol>(capacity: 0)
        /// The external symbols of a constraint being removed through its
        /// handle, read from its equation before the removal drops it.
        var removedSymbols = UniqueArray<Int>(capacity: 0)
        /// Strengths changed by `setStrength`; every other constraint has its own.
        var strengthOverrides = IdentityTable<Strength>()
        /// Variables that left the solver since the last update.
        var releasedVariables: [Variable] = []
        /// The variables standing for owned external symbols in the
        /// constraints an error names (`placeholder(for:)`), which their
        /// symbols' entries point to, each with its symbol: the table holds
        /// them, and finds a placeholder's symbol.
        var placeholders: [ObjectIdentifier: (variable: Variable, symbol: Int)] = [:]
        /// Scratch for `explain`, kept so a conflict costs its own rows.
        var elimination = RowElimination()
        /// The elimination's columns for variables the solver does not hold.
        var strangerColumns: [ObjectIdentifier: Int] = [:]

        /// The strength a constraint in the solver has now.
        func strength(of record: Record) -> Strength {
            strengthOverrides.isEmpty
                ? record.constraint.strength
                : strengthOverrides[record.constraint] ?? record.constraint.strength
        }

        func constant(of constraint: Constraint) -> Double? {
            records[constraint].map { constant(ofMarker: $0.tag.marker, relation: constraint.relation) }
        }

        /// The expression constant now of the constraint whose marker is
        /// `marker`: its equation's, which the tableau keeps for a `<=`
        /// constraint turned into a `>=`, and sets exactly to each new
        /// constant (see `Tableau.shiftConstant(_:to:)`).
        func constant(ofMarker marker: Int, relation: Relation) -> Double {
            let kept = tableau.rows.equationConstant(of: marker) ?? 0
            return relation == .lessThanOrEqual ? -kept : kept
        }

        /// The records, in the order their constraints were added.
        var recordsInOrder: [Record] {
            records.values.sorted { entries[$0.tag.marker].serial < entries[$1.tag.marker].serial }
        }

        var constraints: [Constraint] { recordsInOrder.map(\.constraint) }

        /// Hands back the slots the solver's constraints and variables
        /// remember, before the state is dropped.
        mutating func releaseSlots() {
            records.releaseAll()
            symbolOfVariable.releaseAll()
        }

        mutating func growTables() {
            let count = tableau.symbolCount
            // Room as the tableau makes it, from its first symbol on.
            if count > entries.capacity {
                entries.reserveCapacity(
                    Swift.max(count, Tableau.firstReservation, entries.capacity * Array<SymbolEntry>.tableGrowthFactor))
            }
            while entries.count < count { entries.append(SymbolEntry()) }
        }
    }
}
