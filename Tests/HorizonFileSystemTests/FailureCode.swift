import HorizonFileSystem

/// The errno a system call wrapper threw (-1 for an error of another kind), or nil when it did not
/// throw: a plain value to compare, which keeps each `#expect` a simple expression (closures inside
/// `#expect(throws:)` made these tests slow to compile).
func failureCode<Value>(_ call: () throws -> Value) -> Int32? {
    do {
        _ = try call()
        return nil
    } catch let failure as SystemCallFailure {
        return failure.code
    } catch {
        return -1
    }
}
