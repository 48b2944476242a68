import Domain
import OutputTree
import SiteState

/// One deploy per target at a time: the build's `RunLock` mechanism on `.pcsite/<out>.deployed-<target key>.lock`.
enum DeployLock {
    static func acquire(forOutput output: String, target: TargetAddress, wait: Bool) throws -> RunLock {
        try RunLock.acquire(file: DeployedState.path(forOutput: output, target: target.name) + ".lock", wait: wait,
                            busy: Problem(source: target.name,
                                               message: "another pcsite deploy to this target is running; try again later or pass --wait"))
    }
}
