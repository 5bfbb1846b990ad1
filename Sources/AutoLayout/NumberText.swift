/// A number as descriptions, traces and errors show it: a whole number
/// without a fraction (`20`, not `20.0`), anything else as Swift prints it
/// (`0.5`, `1e+300`, `inf`, `nan`). Never converts a number an integer
/// cannot hold.
func numberText<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ value: Number) -> String {
    // 2^53 bounds the whole numbers a `Double` holds exactly; beyond it
    // `String(value)` is as short and says the same.
    guard value.isFinite, value == value.rounded(), abs(value) < 0x1p53 else { return String(value) }
    return String(Int64(value))
}
