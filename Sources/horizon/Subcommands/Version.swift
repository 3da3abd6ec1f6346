import ArgumentParser

/// `horizon version`: the same as `horizon --version`, for people who type it as a command.
struct Version: ParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Print Horizon's version.")

    func run() {
        print(HorizonVersion.current)
    }
}
