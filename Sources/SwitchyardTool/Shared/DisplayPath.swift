import Foundation

/// How a file given on the command line is named in what a command writes (`docs`, `gen swift`): the same
/// on every machine, so that a committed file does not change with the checkout's place (a CI machine's
/// absolute path is not published, and `git diff --exit-code` compares like with like).
package enum DisplayPath {
    /// `path` relative to `directory` (the working directory): a relative path as written, with `.` and
    /// `name/..` folded away; an absolute path inside `directory` without `directory`'s part; any other
    /// absolute path, only the file's name.
    ///
    /// ```swift
    /// DisplayPath.of("./Examples/shop.json", in: "/ci/repo")        // "Examples/shop.json"
    /// DisplayPath.of("/ci/repo/Examples/shop.json", in: "/ci/repo") // "Examples/shop.json"
    /// DisplayPath.of("/tmp/build/routes.json", in: "/ci/repo")      // "routes.json"
    /// ```
    package static func of(_ path: String, in directory: String = FileManager.default.currentDirectoryPath) -> String {
        guard path.hasPrefix("/") else { return folded(path.split(separator: "/").map(String.init)) ?? path }
        let file = resolved(path)
        let base = resolved(directory)
        if file.count > base.count, Array(file.prefix(base.count)) == base {
            return file.dropFirst(base.count).joined(separator: "/")
        }
        return file.last ?? path
    }

    /// An absolute path's components with symbolic links resolved where they exist (`/tmp` and
    /// `/private/tmp` on macOS are one directory).
    private static func resolved(_ path: String) -> [String] {
        let url = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath()
        return url.pathComponents.filter { $0 != "/" }
    }

    /// Relative components with `.` dropped and `name/..` folded (leading `..` kept); `nil` when nothing
    /// is left.
    private static func folded(_ components: [String]) -> String? {
        var kept: [String] = []
        for component in components where component != "." {
            if component == "..", let last = kept.last, last != ".." {
                kept.removeLast()
            } else {
                kept.append(component)
            }
        }
        return kept.isEmpty ? nil : kept.joined(separator: "/")
    }
}
