import Domain

/// `build.json` (CONTRACT §4), written into the staging tree once every other file is in it and nothing
/// unclaimed is left, so it goes live in the same swap as the files it describes. Returns the tree's file
/// list for the manifest, and whether the tree had to be walked for it.
public enum BuildStamp {
    /// `published`: the trusted manifest's list of the published tree (nil: none); the new tree is walked when
    /// this run linked unread or kept what that list cannot vouch for.
    public static func write(into staging: OutputStaging, published: StreamedFileList?) throws(Problem) -> (list: TreeFiles, walked: Bool) {
        staging.sweepUnclaimed()
        let list: TreeFiles
        let recorded = staging.recordedFiles(published: published)
        let walked = recorded == nil
        if let recorded {
            list = recorded
        } else {
            list = TreeFiles(try SiteFileList.scan(tree: staging.staging, cacheFor: staging.output))
        }
        try staging.write(SiteFileList.stampName, list.stamp)
        return (list, walked)
    }
}
