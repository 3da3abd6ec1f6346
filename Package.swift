// swift-tools-version:6.1
import PackageDescription

let package = Package(
    name: "Horizon",
    // Linux only: the code imports Glibc and uses inotify, file leases and madvise. The line below only
    // states the macOS version that SwiftPM's Mutex would need; macOS is not built or tested.
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "horizon", targets: ["horizon"]),
        .library(name: "HorizonCore", targets: ["HorizonCore"]),
    ],
    // Exact versions: an application builds with the versions it was tested with. (Package.resolved is not
    // committed: the package mirror this project is built from has its own commit ids, which would not
    // resolve against GitHub; see CONTRIBUTING.md.)
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/hummingbird-project/swift-mustache", exact: "2.1.1"),
        // TOMLKit's own test dependency (karwa/swift-checkit) is not fetched: SwiftPM resolves products only.
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
        // Golden files and page outlines (tests only). Its SnapshotTesting product builds on Foundation and
        // XCTest alone; the swift-syntax it names is for InlineSnapshotTesting, which is not used, so is
        // fetched but never built.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", exact: "1.19.7"),
    ],
    targets: [
        .systemLibrary(
            name: "CCmark",
            pkgConfig: "libcmark",
            providers: [.apt(["libcmark-dev"])]
        ),
        .systemLibrary(
            name: "CPangoCairo",
            pkgConfig: "pangocairo",
            providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]
        ),
        .target(name: "CFileSystem"),
        // cmark's allocator: the arena its trees are made in, one per thread (docs/architecture.md).
        .target(name: "CCmarkArena"),
        .target(name: "CMallocTuning"),
        // The processor's prefetch, for the page writers' task lines (docs/architecture.md).
        .target(name: "CPrefetch"),
        // Foundation only: its parallel work runs on the threads it is given (docs/architecture.md).
        .target(name: "HorizonCore"),
        // The POSIX file helpers the careful writer and the publisher share (docs/architecture.md).
        .target(name: "HorizonFileSystem", dependencies: ["CFileSystem"]),
        .target(
            name: "HorizonStore",
            dependencies: [
                "HorizonCore",
                "HorizonFileSystem",
                .product(name: "GRDB", package: "GRDB.swift"),
            ]
        ),
        .target(name: "HorizonPublish", dependencies: ["HorizonCore", "HorizonFileSystem"]),
        // The PDF sheets, drawn through Cairo and Pango behind one folder (docs/architecture.md).
        .target(name: "HorizonPaper", dependencies: ["CPangoCairo"]),
        .target(
            name: "HorizonRender",
            dependencies: [
                "HorizonCore",
                "HorizonPaper",
                "CCmark",
                "CCmarkArena",
                "CPrefetch",
                .product(name: "Mustache", package: "swift-mustache"),
            ]
        ),
        .target(name: "HorizonBuild", dependencies: ["HorizonCore", "HorizonFileSystem", "HorizonPaper", "HorizonPublish", "HorizonRender", "HorizonStore"]),
        .executableTarget(
            name: "HorizonFuzz",
            dependencies: ["HorizonCore", "HorizonStore", "HorizonRender", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .executableTarget(
            name: "horizon",
            dependencies: [
                "HorizonCore",
                "HorizonStore",
                "HorizonPublish",
                "HorizonFileSystem",
                "HorizonRender",
                "HorizonPaper",
                "HorizonBuild",
                "CMallocTuning",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "TOMLKit", package: "TOMLKit"),
            ]
        ),
        .testTarget(name: "HorizonCoreTests", dependencies: ["HorizonCore"]),
        .testTarget(
            name: "HorizonStoreTests",
            dependencies: ["HorizonStore", "HorizonFileSystem", "HorizonCore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
        .testTarget(name: "HorizonPublishTests", dependencies: ["HorizonPublish"]),
        .testTarget(name: "HorizonFileSystemTests", dependencies: ["HorizonFileSystem"]),
        .testTarget(name: "HorizonPaperTests", dependencies: ["HorizonPaper", "HorizonRender", "HorizonCore"]),
        // Sets the test bundle's environment before any test runs (per-run snapshot artifacts).
        .target(name: "CTestEnvironment", path: "Tests/CTestEnvironment"),
        .testTarget(
            name: "HorizonRenderTests",
            dependencies: [
                "HorizonRender", "HorizonCore", "CCmark", "CTestEnvironment",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(name: "HorizonBuildTests", dependencies: ["HorizonBuild", "HorizonRender", "HorizonPublish", "HorizonCore"]),
        .testTarget(
            name: "horizonTests",
            dependencies: ["horizon", "HorizonCore", .product(name: "GRDB", package: "GRDB.swift")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
