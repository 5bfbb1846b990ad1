import Cassowary

/// One of the scaling workloads of the benchmark suite's WORKLOADS.md: a
/// system of `size` views built exactly as defined there, resized through
/// one strong edit variable.
///
/// ```swift
/// let stack = try ScalingWorkload(.stack, size: 1000)
/// stack.checksum            // 15542701
/// try stack.resize()        // the edit moves to the other resize value
/// ```
public final class ScalingWorkload {
    /// The five shapes of system.
    public enum Kind: String, CaseIterable, Sendable {
        /// Views stacked vertically, each with an intrinsic height.
        case stack
        /// Views in a row sharing one width.
        case row
        /// Views pinned independently, each bounded by the edit.
        case independent
        /// Views nested inside each other with a 2-point inset.
        case nested
        /// A square grid of cells with equal widths per row.
        case grid
    }

    /// The shape of the system.
    public let kind: Kind
    /// The number of views.
    public let size: Int
    /// The solver holding the system.
    public let solver = Solver()
    /// The edit variable E.
    public let edit = Variable("E")
    /// Every variable, E first.
    public private(set) var variables: [Variable] = []
    /// The two values `resize()` alternates between: (first, second).
    public private(set) var resizeValues: (Double, Double) = (0, 0)
    /// The sum of all variable values right after the build.
    public private(set) var checksum = 0.0

    private var resizeToFirst = true
    private var relayoutGrown = false
    private var relayoutView: (height: Variable, intrinsic: Double, lower: Constraint, upper: Constraint)?

    /// Builds the system: the edit variable and its first value, each
    /// view's variables and constraints in order, then `updateVariables()`.
    public init(_ kind: Kind, size: Int) throws(SolverError) {
        self.kind = kind
        self.size = size
        variables.append(edit)
        try solver.addEditVariable(edit, strength: .strong)
        switch kind {
        case .stack: try buildStack()
        case .row: try buildRow()
        case .independent: try buildIndependent()
        case .nested: try buildNested()
        case .grid: try buildGrid()
        }
        solver.updateVariables()
        checksum = variables.reduce(0) { $0 + $1.value }
    }

    /// Suggests the other resize value and updates the variables.
    public func resize() throws(SolverError) {
        try solver.suggestValue(resizeToFirst ? resizeValues.0 : resizeValues.1, for: edit)
        resizeToFirst.toggle()
        solver.updateVariables()
    }

    /// Stack only: changes view N/2's intrinsic height by 5 (alternately up
    /// and down) by removing its two intrinsic constraints and adding new ones.
    public func relayoutByReplacing() throws(SolverError) {
        guard let view = relayoutView else { return }
        let intrinsic = nextRelayoutIntrinsic()
        try solver.removeConstraint(view.lower)
        try solver.removeConstraint(view.upper)
        let lower = (view.height - intrinsic >= 0) | .strong
        let upper = (view.height - intrinsic <= 0) | .medium
        try solver.addConstraint(lower)
        try solver.addConstraint(upper)
        relayoutView = (view.height, view.intrinsic, lower, upper)
        solver.updateVariables()
    }

    /// Stack only: the same change as ``relayoutByReplacing()`` through
    /// ``Solver/setConstant(_:of:)`` on the two constraints.
    public func relayoutInPlace() throws(SolverError) {
        guard let view = relayoutView else { return }
        let intrinsic = nextRelayoutIntrinsic()
        try solver.setConstant(-intrinsic, of: view.lower)
        try solver.setConstant(-intrinsic, of: view.upper)
        solver.updateVariables()
    }

    private func nextRelayoutIntrinsic() -> Double {
        relayoutGrown.toggle()
        return (relayoutView?.intrinsic ?? 0) + (relayoutGrown ? 5 : 0)
    }

    private func variable(_ name: String) -> Variable {
        let variable = Variable(name)
        variables.append(variable)
        return variable
    }

    private func start(at value: Double, resize first: Double, _ second: Double) throws(SolverError) {
        try solver.suggestValue(value, for: edit)
        resizeValues = (first, second)
    }

    private func buildStack() throws(SolverError) {
        let intrinsic = (0..<size).map { Double(20 + $0 % 7) }
        let total = intrinsic.reduce(0, +) + 8 * Double(size + 1)
        try start(at: total + 100, resize: total + 200, total + 100)
        var previous: (top: Variable, height: Variable)?
        for index in 0..<size {
            let top = variable("top\(index)"), height = variable("h\(index)")
            if let previous {
                try solver.addConstraint(top - previous.top - previous.height - 8 == 0)
            } else {
                try solver.addConstraint(top - 8 == 0)
            }
            let lower = (height - intrinsic[index] >= 0) | .strong
            let upper = (height - intrinsic[index] <= 0) | (index == size - 1 ? .weak : .medium)
            try solver.addConstraint(lower)
            try solver.addConstraint(upper)
            if index == size / 2 { relayoutView = (height, intrinsic[index], lower, upper) }
            previous = (top, height)
        }
        if let last = previous {
            try solver.addConstraint(edit - last.top - last.height - 8 == 0)
        }
    }

    private func buildRow() throws(SolverError) {
        let n = Double(size)
        try start(at: 8 * (n + 1) + 50 * n, resize: 8 * (n + 1) + 100 * n, 8 * (n + 1) + 50 * n)
        var first: Variable?
        var previous: (left: Variable, width: Variable)?
        for index in 0..<size {
            let left = variable("left\(index)"), width = variable("w\(index)")
            if let previous, let first {
                try solver.addConstraint(left - previous.left - previous.width - 8 == 0)
                try solver.addConstraint(width - first == 0)
            } else {
                try solver.addConstraint(left - 8 == 0)
                first = width
            }
            try solver.addConstraint(width >= 0)
            previous = (left, width)
        }
        if let last = previous {
            try solver.addConstraint(edit - last.left - last.width - 8 == 0)
        }
    }

    private func buildIndependent() throws(SolverError) {
        try start(at: 200, resize: 300, 200)
        for index in 0..<size {
            let x = variable("x\(index)"), y = variable("y\(index)")
            let width = variable("w\(index)"), height = variable("h\(index)")
            try solver.addConstraint(x - Double(10 + 5 * (index % 10)) == 0)
            try solver.addConstraint(y - Double(10 + 3 * (index % 20)) == 0)
            try solver.addConstraint((width - 50 == 0) | .strong)
            try solver.addConstraint((height - 20 == 0) | .strong)
            try solver.addConstraint(edit - x - width - 10 >= 0)
        }
    }

    private func buildNested() throws(SolverError) {
        let n = Double(size)
        try start(at: 4 * n + 100, resize: 4 * n + 200, 4 * n + 100)
        var previous: (x: Variable, width: Variable)?
        for index in 0..<size {
            let x = variable("x\(index)"), width = variable("w\(index)")
            if let previous {
                try solver.addConstraint(x - previous.x - 2 == 0)
                try solver.addConstraint(x + width - previous.x - previous.width + 2 == 0)
            } else {
                try solver.addConstraint(x == 0)
                try solver.addConstraint(width - edit == 0)
            }
            try solver.addConstraint(width >= 0)
            previous = (x, width)
        }
    }

    private func buildGrid() throws(SolverError) {
        let side = Int(Double(size).squareRoot().rounded())
        let s = Double(side)
        try start(at: 8 * (s + 1) + 50 * s, resize: 8 * (s + 1) + 100 * s, 8 * (s + 1) + 50 * s)
        var above: [(y: Variable, height: Variable)] = []
        for row in 0..<side {
            var cells: [(y: Variable, height: Variable)] = []
            var rowStart: Variable?
            var previous: (x: Variable, width: Variable)?
            for column in 0..<side {
                let x = variable("x\(row)_\(column)"), y = variable("y\(row)_\(column)")
                let width = variable("w\(row)_\(column)"), height = variable("h\(row)_\(column)")
                if let previous, let rowStart {
                    try solver.addConstraint(x - previous.x - previous.width - 8 == 0)
                    try solver.addConstraint(width - rowStart == 0)
                } else {
                    try solver.addConstraint(x - 8 == 0)
                    rowStart = width
                }
                if row == 0 {
                    try solver.addConstraint(y - 8 == 0)
                } else {
                    try solver.addConstraint(y - above[column].y - above[column].height - 8 == 0)
                }
                try solver.addConstraint((height - 30 == 0) | .strong)
                cells.append((y, height))
                previous = (x, width)
            }
            if let last = previous {
                try solver.addConstraint(edit - last.x - last.width - 8 == 0)
            }
            above = cells
        }
    }
}
