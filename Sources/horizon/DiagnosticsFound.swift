import HorizonCore

/// `check`, or `build --strict`, found diagnostics: exit 1. The command has printed them already, so
/// nothing more is said.
struct DiagnosticsFound: HorizonError {
    var exitStatus: ExitStatus { .refused }
    var message: String { "" }
}
