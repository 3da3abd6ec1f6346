import Foundation

/// The id of a process that has ended: a temporary file of it is a leftover, no running horizon's.
/// (Test targets share no code: HorizonStoreTests and HorizonPublishTests each have this helper.)
func deadProcessID() throws -> pid_t {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
}
