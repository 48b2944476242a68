/// Many short keys in one buffer: key i is `units[start(of: i)..<ends[i]]`. A contest of 100,000 names makes
/// 100,000 to 250,000 keys; one array each would cost an allocation apiece, and retains while they are sorted.
public struct KeyList<Unit: FixedWidthInteger & UnsignedInteger>: Equatable {
    public private(set) var units: [Unit] = []
    /// Where each key ends in `units`.
    public private(set) var ends: [Int] = []

    public init() {}

    public init(_ keys: [[Unit]]) {
        units.reserveCapacity(keys.reduce(0) { $0 + $1.count })
        ends.reserveCapacity(keys.count)
        for key in keys { append(key) }
    }

    public var count: Int { ends.count }

    public func start(of index: Int) -> Int { index == 0 ? 0 : ends[index - 1] }

    public subscript(index: Int) -> ArraySlice<Unit> { units[start(of: index)..<ends[index]] }

    public mutating func reserveCapacity(keys: Int, units total: Int) {
        ends.reserveCapacity(keys)
        units.reserveCapacity(total)
    }

    public mutating func append(_ key: some Sequence<Unit>) {
        units.append(contentsOf: key)
        ends.append(units.count)
    }

    /// Units appended one at a time since the last key end become a key with `endKey()`, or are dropped with
    /// `dropOpenKey()`: a key can be built in place.
    public mutating func appendUnit(_ unit: Unit) { units.append(unit) }

    public var openKey: ArraySlice<Unit> { units[(ends.last ?? 0)...] }

    public mutating func endKey() { ends.append(units.count) }

    public mutating func dropOpenKey() { units.removeSubrange((ends.last ?? 0)...) }
}
extension KeyList: Sendable where Unit: Sendable {}
