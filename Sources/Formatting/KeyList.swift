/// Many short keys in one buffer: key i is `units[start(of: i)..<ends[i]]`. A contest of 100,000 names makes
/// 100,000 to 250,000 keys; one array each would cost an allocation apiece, and retains while they are sorted.
/// Inlinable: other modules build keys unit by unit, which must not go through unspecialised generic calls.
public struct KeyList<Unit: FixedWidthInteger & UnsignedInteger>: Equatable {
    @usableFromInline var storedUnits: [Unit] = []
    @usableFromInline var storedEnds: [Int] = []

    @inlinable public var units: [Unit] { storedUnits }
    /// Where each key ends in `units`.
    @inlinable public var ends: [Int] { storedEnds }

    @inlinable public init() {}

    @inlinable public init(_ keys: [[Unit]]) {
        storedUnits.reserveCapacity(keys.reduce(0) { $0 + $1.count })
        storedEnds.reserveCapacity(keys.count)
        for key in keys { append(key) }
    }

    @inlinable public var count: Int { storedEnds.count }

    @inlinable public func start(of index: Int) -> Int { index == 0 ? 0 : storedEnds[index - 1] }

    @inlinable public subscript(index: Int) -> ArraySlice<Unit> { storedUnits[start(of: index)..<storedEnds[index]] }

    @inlinable public mutating func reserveCapacity(keys: Int, units total: Int) {
        storedEnds.reserveCapacity(keys)
        storedUnits.reserveCapacity(total)
    }

    @inlinable public mutating func append(_ key: some Sequence<Unit>) {
        storedUnits.append(contentsOf: key)
        storedEnds.append(storedUnits.count)
    }

    // A key built in place: units appended one at a time since the last key's end become a key with
    // `endKey()`, or are dropped with `dropOpenKey()`.

    @inlinable public mutating func appendUnit(_ unit: Unit) { storedUnits.append(unit) }

    @inlinable public var openKeyIsEmpty: Bool { storedUnits.count == (storedEnds.last ?? 0) }

    /// Whether the key being built equals key `index`.
    @inlinable public func openKeyEquals(_ index: Int) -> Bool {
        let openStart = storedEnds.last ?? 0, start = start(of: index)
        guard storedUnits.count - openStart == storedEnds[index] - start else { return false }
        for offset in 0..<(storedEnds[index] - start) where storedUnits[start + offset] != storedUnits[openStart + offset] { return false }
        return true
    }

    @inlinable public mutating func endKey() { storedEnds.append(storedUnits.count) }

    @inlinable public mutating func dropOpenKey() { storedUnits.removeLast(storedUnits.count - (storedEnds.last ?? 0)) }
}

extension KeyList: Sendable where Unit: Sendable {}
