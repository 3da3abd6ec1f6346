/// Where a renderer hands its files: called with a file's path and a function that hands the file's
/// bytes, in order, to the `append` it is given — as they are made, so that the receiver can write a
/// large file without holding it whole. Called from several threads at once, for different files.
package typealias FileEmitter = @Sendable (_ path: String, _ produce: (_ append: (ArraySlice<UInt8>) -> Void) -> Void) -> Void
