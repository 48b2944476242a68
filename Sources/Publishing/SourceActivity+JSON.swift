import Input

extension SourceActivity {
    /// The report's `api` member: what this run asked the backend, in the summary line's words.
    var json: ReportJSON {
        .object([("contests_failed", .int(failed)), ("contests_fetched", .int(fetched)),
                 ("contests_not_asked", .int(skipped)), ("contests_not_modified", .int(notModified)),
                 ("contests_revalidated", .int(revalidated)), ("requests", .int(requests)),
                 ("responses_not_modified", .int(notModifiedResponses))])
    }
}
