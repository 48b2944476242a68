import EveryCore
import Foundation

/// A streamed array large enough to matter (a 100,000-row leaderboard) is parsed on every core: a cheap
/// structural scan finds where each element starts, lanes parse batches of elements into trees, and the
/// elements are then handed out in document order. Errors are those of the sequential parse: positions
/// are absolute, and the earliest failing element's error is the one reported.
extension JSONParser {
    /// Below this many bytes of array, the scan and thread hand-offs cost more than they save.
    static let parallelThreshold = 1 << 20
    /// Elements parsed per round: bounds the trees held at once, as streaming promises.
    static let batchSize = 4096

    /// Parses the array at `position` (a `[`) in parallel when worth it; false when it was not attempted.
    mutating func parseArrayInParallel(_ stream: ArrayStream, before: JSONObject) throws(JSONSyntaxError) -> Bool {
        guard bytes.count - position >= Self.parallelThreshold else { return false }
        guard stream.parallel.threads > 1,
              let layout = Self.scanArray(bytes, at: position) else { return false }
        stream.counted(layout.starts.count)
        let job = BatchJob(shared: SharedDocument(bytes: bytes), starts: layout.starts, arrayDepth: depth + 1,
                           parallel: stream.parallel)
        // Double-buffered: lanes parse the next batch while this thread hands out (and frees) the current one.
        var current = job.batch(from: 0)
        var inFlight: BatchInFlight? = current.isEmpty ? nil : BatchInFlight(job, current)
        while let batch = inFlight {
            let values: [JSONValue]
            switch batch.wait() {
            case .success(let parsed): values = parsed
            case .failure(let failure):
                position = failure.position
                throw failure.error
            }
            let following = job.batch(from: current.upperBound)
            inFlight = following.isEmpty ? nil : BatchInFlight(job, following)
            for (offset, value) in values.enumerated() { stream.element(value, current.lowerBound + offset, before) }
            current = following
        }
        position = layout.end
        return true
    }

    /// Element start offsets of the array opening at `start`, and the offset just past its `]`. nil when the
    /// structure is off (unbalanced, unterminated string, empty element): the sequential parse then reports it.
    static func scanArray(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> (starts: [Int], end: Int)? {
        var starts: [Int] = []
        var nesting = 0
        var index = start + 1
        var expectingElement = true
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x20, 0x0A, 0x0D, 0x09:
                break
            case UInt8(ascii: "\""):
                if expectingElement, nesting == 0 { starts.append(index); expectingElement = false }
                index += 1
                while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                    index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
                }
                guard index < bytes.count else { return nil }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                if expectingElement, nesting == 0 { starts.append(index); expectingElement = false }
                nesting += 1
            case UInt8(ascii: "]"), UInt8(ascii: "}"):
                if nesting == 0 {
                    guard byte == UInt8(ascii: "]"), !expectingElement || starts.isEmpty else { return nil }
                    return (starts, index + 1)
                }
                nesting -= 1
            case UInt8(ascii: ","):
                if nesting == 0 {
                    guard !expectingElement else { return nil }
                    expectingElement = true
                }
            default:
                if expectingElement, nesting == 0 { starts.append(index); expectingElement = false }
            }
            index += 1
        }
        return nil
    }

    /// Where a lane stopped, so the document-level error handling sees the same position as a sequential parse.
    struct LaneFailure: Error {
        let error: JSONSyntaxError
        let position: Int
    }

    /// Parses `range` of the elements on the job's threads; each element must be followed by `,` or `]`.
    fileprivate static func parseElements(_ job: BatchJob, range: Range<Int>) -> Result<[JSONValue], LaneFailure> {
        // A slot a lane never reached (it stopped at an earlier failure, which is reported first) stays a failure.
        let unparsed = LaneFailure(error: JSONSyntaxError(message: "element not parsed", line: 0, column: 0), position: 0)
        let results = UnsafeMutableBufferPointer<Result<JSONValue, LaneFailure>>.allocate(capacity: range.count)
        results.initialize(repeating: .failure(unparsed))
        defer { results.deinitialize().deallocate() }
        let slots = SharedSlots(results: results)
        job.parallel.eachLane { lane, lanes in
            let per = (range.count + lanes - 1) / lanes
            let from = lane * per
            let to = min(range.count, from + per)
            guard from < to else { return }
            let bytes = job.shared.bytes
            for slot in from..<to {
                var parser = JSONParser(bytes: bytes)
                parser.position = job.starts[range.lowerBound + slot]
                parser.depth = job.arrayDepth
                do throws(JSONSyntaxError) {
                    let value = try parser.parseValue()
                    parser.skipWhitespace()
                    let next = bytes[parser.position]  // the scan found this array's `]`, so this is in bounds
                    guard next == UInt8(ascii: ",") || next == UInt8(ascii: "]") else {
                        throw parser.error("expected ',' or ']'")
                    }
                    slots.results[slot] = .success(value)
                } catch {
                    slots.results[slot] = .failure(LaneFailure(error: error, position: parser.position))
                    return
                }
            }
        }
        var values: [JSONValue] = []
        values.reserveCapacity(range.count)
        for slot in 0..<range.count {
            switch results[slot] {
            case .success(let value): values.append(value)
            case .failure(let failure): return .failure(failure)
            }
        }
        return .success(values)
    }
}

/// The document's bytes, read by every lane. Valid only while the parse that shares them runs: the parse
/// waits for every batch it started before it returns or throws.
private struct SharedDocument: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
}

/// Result slots that lanes fill, each lane its own disjoint range.
private struct SharedSlots: @unchecked Sendable {
    let results: UnsafeMutableBufferPointer<Result<JSONValue, JSONParser.LaneFailure>>
}

private struct BatchJob: Sendable {
    let shared: SharedDocument
    let starts: [Int]
    let arrayDepth: Int
    let parallel: Parallel

    func batch(from start: Int) -> Range<Int> {
        start..<min(start + JSONParser.batchSize, starts.count)
    }
}

/// One batch parsing in the background.
private final class BatchInFlight: @unchecked Sendable {
    private let done = DispatchSemaphore(value: 0)
    private var result: Result<[JSONValue], JSONParser.LaneFailure> = .success([])

    init(_ job: BatchJob, _ range: Range<Int>) {
        DispatchQueue.global().async {
            self.result = JSONParser.parseElements(job, range: range)
            self.done.signal()
        }
    }

    /// The result, once the lanes are done (the semaphore orders the write before this read).
    func wait() -> Result<[JSONValue], JSONParser.LaneFailure> {
        done.wait()
        return result
    }
}
