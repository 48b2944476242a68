import Domain

/// What a row's rank means to a reader: a podium place, a paying place, a tie.
public struct RowMarks: Sendable, Equatable {
    /// 1, 2 or 3 on the podium, else 0.
    public var place: UInt8 = 0
    public var pays = false
    public var tie = false

    /// The row's `class` attribute value; one of a few constant strings, so rendering allocates nothing.
    var cssClass: String? {
        switch (pays, place) {
        case (false, 0): nil
        case (true, 0): "pays"
        case (true, 1): "pays podium podium-1"
        case (true, 2): "pays podium podium-2"
        case (true, _): "pays podium podium-3"
        case (false, 1): "podium podium-1"
        case (false, 2): "podium podium-2"
        case (false, _): "podium podium-3"
        }
    }
}
