import Domain
import EveryCore
import Input
import Pages
import SiteState

/// The new manifest's contests as a build publishes them: in listing order, each entry where the build stored it
/// (`ContestRecordStore`), found by id through an index. In memory a contest costs its id, its place in the store and its
/// update time (for the index order); its entry and card are read back when the manifest or a page needs them.
struct NewManifestContests: Sendable {
    let store: ContestRecordStore
    /// The threads the entries are read back on.
    let parallel: Parallel
    private(set) var ids: [String] = []
    private var slots: [ContestRecordStore.Slot] = []
    private var updatedTimes: [Double] = []
    private var positions: [String: Int32] = [:]

    init(store: ContestRecordStore, capacity: Int = 0, parallel: Parallel) {
        (self.store, self.parallel) = (store, parallel)
        ids.reserveCapacity(capacity)
        slots.reserveCapacity(capacity)
        updatedTimes.reserveCapacity(capacity)
        positions.reserveCapacity(capacity)
    }

    var count: Int { ids.count }

    func contains(_ id: String) -> Bool { positions[id] != nil }

    /// Publishes the stored entry of `id`, in place of an earlier one listed under the same id.
    mutating func set(_ slot: ContestRecordStore.Slot, for id: String, updatedTime: Double) {
        if let position = positions[id].map(Int.init) {
            (slots[position], updatedTimes[position]) = (slot, updatedTime)
        } else {
            positions[id] = Int32(ids.count)
            ids.append(id)
            slots.append(slot)
            updatedTimes.append(updatedTime)
        }
    }

    /// Each id with what follows the card in its entry, in id order, the entries read on every core.
    func forEachTailInIDOrder(_ body: (String, Manifest.ContestRecord.Tail) -> Void) {
        let store = store
        forEachInIDOrder({ id, _, slot in store.tail(slot).map { (id, $0) } }) { if let (id, tail) = $0 { body(id, tail) } }
    }

    /// `read` for each contest in id order on every core, a wave of batches at a time; `use` on the calling thread.
    private func forEachInIDOrder<Read: Sendable>(_ read: @Sendable (_ id: String, _ position: Int, _ slot: ContestRecordStore.Slot) -> Read,
                                                  use: (Read) -> Void) {
        forEachBatchInIDOrder({ batch in batch.map { read($0.id, $0.position, $0.slot) } }, use: { $0.forEach(use) })
    }

    /// `make` for each batch of contests in id order (each one's id, place in the listing and slot in the store) on
    /// every core, a wave of batches at a time; `use` of what each made on the calling thread, in order.
    func forEachBatchInIDOrder<Made: Sendable>(
        batch: Int = 2_048, _ make: @Sendable (_ batch: [(id: String, position: Int, slot: ContestRecordStore.Slot)]) -> Made,
        use: (Made) -> Void
    ) {
        let (order, ids, slots) = (NameOrder.order(ids, on: parallel), ids, slots)
        parallel.inBatches(of: order.count, batch: batch, { range in
            make(range.map { index in (ids[order[index]], order[index], slots[order[index]]) })
        }, use: use)
    }

    /// The contests' cards in index order, each read from the store when a page asks for it.
    var orderedCards: OrderedCards {
        let order = OrderedCards.order(updatedTimes: updatedTimes, ids: ids)
        let (store, slots) = (store, slots)
        return OrderedCards(count: order.count) { store.card(slots[Int(order[$0])]) }
    }
}
