import Domain

/// `build.json` (CONTRACT §3), written into the staging tree once every other file is in it and nothing
/// unclaimed is left, so it goes live in the same swap as the files it describes.
enum BuildStamp {
    static func write(into staging: OutputStaging) throws(BuildProblem) {
        staging.sweepUnclaimed()
        let list = try SiteFileList.scan(tree: staging.staging, cacheFor: staging.output)
        try staging.write(SiteFileList.stampName, list.stamp)
    }
}
