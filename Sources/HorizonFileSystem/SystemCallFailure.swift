/// A system call that failed, with its errno; the caller says what it was doing and for which file.
package struct SystemCallFailure: Error, Equatable, Sendable {
    /// The errno the call set.
    package let code: Int32

    /// The failure the call reported with `code`.
    package init(code: Int32) {
        self.code = code
    }
}
