import HorizonCore

/// `archive` appended the completed lines to done.txt but could not rewrite todo.txt: the lines are in
/// both files, and running archive again finishes the move. Exits 3.
struct ArchiveInterrupted: HorizonError {
    let todoPath: String
    let donePath: String
    /// Why todo.txt could not be rewritten.
    let cause: any Error

    var exitStatus: ExitStatus { .inputOutput }

    var message: String {
        "the completed lines were appended to \(donePath), but \(todoPath) could not be rewritten: they are in both files now; run horizon archive again to finish the move (it does not append them twice)"
    }

    /// What happened to the lines, then why, on two lines.
    var report: String { "horizon: \(message)\nhorizon: \(ErrorExit.message(cause))" }
}
