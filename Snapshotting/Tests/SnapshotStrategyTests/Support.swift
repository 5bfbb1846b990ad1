import SnapshotTesting

/// What a strategy makes of a value, without a file: for tests of the
/// strategies themselves.
func snapshotText<Value>(_ value: Value, as strategy: Snapshotting<Value, String>) -> String {
    var text = ""
    strategy.snapshot(value).run { text = $0 }
    return text
}
