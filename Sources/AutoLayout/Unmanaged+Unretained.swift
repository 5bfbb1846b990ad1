extension Unmanaged {
    /// An `unowned(unsafe)` reference read as an unmanaged one, without
    /// retaining the object: testing such a reference for `nil`, binding it
    /// or calling through it retains and releases the object, and the
    /// engine reads these references for every constraint and view it
    /// takes in or lets go of. The result is valid while whatever keeps the
    /// object alive does, as the reference itself is.
    @inline(__always)
    static func unretained(_ object: Instance?) -> Unmanaged? {
        // The reference's bits, copied as a pointer: nothing the optimizer
        // has to keep alive.
        guard let bits = unsafeBitCast(object, to: UnsafeRawPointer?.self) else { return nil }
        return fromOpaque(bits)
    }
}
