import Foundation
import HorizonCore

/// Writes a message to standard error, its control characters shown as U+FFFD (a task's text may
/// hold an ESC that would otherwise drive the terminal).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((VisibleText.cleaned(message) + "\n").utf8))
}

/// Prints a line of output that may quote task text, its control characters shown as U+FFFD.
func printVisible(_ line: String) {
    print(VisibleText.cleaned(line))
}
