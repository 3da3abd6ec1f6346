import HorizonCore

// How the command line reports the renderer's errors (docs/commands.md#exit-status). Kept apart from the types so that
// moving their files does not move this decision.

extension TemplateError: HorizonError {
    /// A broken layout template is an input that cannot be used: exit 3.
    package var exitStatus: ExitStatus { .inputOutput }

    /// Where the template is broken and why (`theme/layout.html:2:3: …`).
    package var message: String { description }
}
