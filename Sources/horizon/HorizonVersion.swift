/// The version of Horizon: the one place it is written. `horizon --version` and `horizon version`
/// print it; bump it when a release is tagged.
enum HorizonVersion {
    static let current = "0.17.0"
}
