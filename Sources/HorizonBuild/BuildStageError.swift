import HorizonCore
import HorizonFileSystem

/// A build that stopped in its render or publish stage, naming the stage before the cause (`publish:
/// Output/index.html: cannot be written: no space left on the device`). A read failure is not wrapped:
/// it names the file that cannot be read; planning cannot fail, and rendering only when a PDF cannot be
/// drawn (docs/output.md#paper-pdf).
package struct BuildStageError: HorizonError {
    /// The stage that failed.
    package enum Stage: String, Sendable {
        case render, publish
    }

    /// Where the build stopped.
    package let stage: Stage
    /// What stopped it, as the stage threw it.
    package let cause: any Error

    /// Wraps the error a stage threw.
    package init(stage: Stage, cause: any Error) {
        self.stage = stage
        self.cause = cause
    }

    /// The cause's own status (a wrong output folder is usage); input/output when the cause does not say.
    package var exitStatus: ExitStatus { (cause as? any HorizonError)?.exitStatus ?? .inputOutput }

    /// The stage, then the cause's message (a system error as one sentence naming its file).
    package var message: String {
        "\(stage.rawValue): " + ((cause as? any HorizonError)?.message ?? SystemReason.message(cause))
    }
}
