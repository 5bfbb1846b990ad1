import Cassowary

// A row of three boxes between two margins: the middle one prefers to be
// twice as wide as the others, and the window width is an edit variable.
let window = Variable("window")
let left = Variable("left"), middle = Variable("middle"), right = Variable("right")
let gap = 8.0

let solver = Solver()
do {
    try solver.addEditVariable(window, strength: .strong)
    try solver.addConstraints([
        left >= 40,
        right >= 40,
        middle >= 80,
        left + middle + right + 4 * gap == window,
        (left == right) | .strong,
        (middle == 2 * left) | .medium,
    ])
    print("width  left   middle right")
    for width in [200.0, 400.0, 800.0] {
        try solver.suggestValue(width, for: window)
        solver.updateVariables()
        print([window, left, middle, right].map { formatted($0.value) }.joined(separator: " "))
    }
    print("\nSolver state at width 800:\n" + solver.dump())
} catch {
    print("error: \(error)")
}

func formatted(_ value: Double) -> String {
    let text = String(Double((value * 10).rounded()) / 10)
    return text + String(repeating: " ", count: max(0, 6 - text.count))
}
