/// The task list a plan was made from, shared by its items: an item reads its task there, in place,
/// rather than holding a copy of it.
@usableFromInline
final class SharedTaskList: Sendable {
    @usableFromInline
    let tasks: [Task]

    init(_ tasks: [Task]) {
        self.tasks = tasks
    }
}
