import HorizonFileSystem
import Testing

@Suite("password database")
struct PasswordDatabaseTests {
    @Test("the password database knows the user's home folder")
    func homeFolder() throws {
        let home: String = try #require(PasswordDatabase.homeFolder)
        #expect(home.hasPrefix("/"))
    }
}
