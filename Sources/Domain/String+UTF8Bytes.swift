extension String {
    /// The string's UTF-8 bytes where they are: a native string is read in place (a copy to call `withUTF8` on
    /// costs a retain and release, a fifth of a second over a million contests' listing); a bridged one is copied.
    @inlinable
    public func withUTF8Bytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable({ body(UnsafeRawBufferPointer($0)) }) { return result }
        var text = self
        return text.withUTF8 { body(UnsafeRawBufferPointer($0)) }
    }
}
