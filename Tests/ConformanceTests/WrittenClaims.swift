import Foundation
import SwitchyardConfig
import SwitchyardRouteTable
import SwitchyardTool

/// What `switchyard gen links` claims for each host, read back from the files it writes (`GenLinks.files`): the
/// components of each host's `apple-app-site-association`, in order, and the `pathPattern`s of its intent filter.
/// The platforms' matching is written here again, apart from the tool's: Apple's `*` (any run of characters) and
/// `?` (one), where the first component that matches a link decides; Android's `.` (one character), `X*` (any
/// number of X) and `\` escapes.
struct WrittenClaims {
    struct Component {
        var path: String
        var fragment: String?
        var excluded: Bool

        /// The claim as an association case writes it: `PATH`, or `PATH#FRAGMENT` for a hash route.
        var text: String { path + (fragment.map { "#" + $0 } ?? "") }

        /// Whether the component matches a link's path and fragment (`nil`: the link has none).
        func matches(path linkPath: String, fragment linkFragment: String?) -> Bool {
            guard WrittenClaims.glob(path, linkPath) else { return false }
            guard let fragment else { return true }
            return linkFragment.map { WrittenClaims.glob(fragment, $0) } ?? false
        }
    }

    /// Each host's components, in the order Apple tries them.
    var components: [String: [Component]] = [:]
    /// Each host's Android `pathPattern`s, as the platform reads them (the XML's `\\` is one backslash).
    var android: [String: [String]] = [:]

    /// Runs `gen links` on `file` for `hosts` and reads its files back.
    init(_ file: RouteTableFile, hosts: [String]) throws {
        let links = try LinkFiles(file, hosts: hosts)
        let apps = try GenLinks.apps("ABCDE12345.com.example.app", "com.example.app", String(repeating: "ab", count: 32))
        let files = GenLinks.files(links, apps: apps, source: file.path)
        for (host, written) in zip(links.hosts.map(\.name), files) {
            components[host] = try Self.components(of: written.1)
        }
        for (_, text) in files where text.hasPrefix("<?xml") {
            for line in text.split(separator: "\n") {
                guard let host = Self.attribute("android:host", in: line), let pattern = Self.attribute("android:pathPattern", in: line)
                else { continue }
                android[host, default: []].append(pattern.replacingOccurrences(of: "\\\\", with: "\\"))
            }
        }
    }

    /// The components of an `apple-app-site-association` file's first `details` entry.
    static func components(of text: String) throws -> [Component] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        let details = (object?["applinks"] as? [String: Any])?["details"] as? [[String: Any]]
        let components = details?.first?["components"] as? [[String: Any]] ?? []
        return components.map { component in
            Component(
                path: component["/"] as? String ?? "", fragment: component["#"] as? String,
                excluded: component["exclude"] as? Bool ?? false)
        }
    }

    /// An XML attribute's value on a line, unescaped.
    static func attribute(_ name: String, in line: Substring) -> String? {
        guard let start = line.range(of: name + "=\"") else { return nil }
        let rest = line[start.upperBound...]
        guard let end = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&lt;", with: "<")
            .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&amp;", with: "&")
    }

    /// The claims of a host: the text of its components that are not excluded.
    func claims(_ host: String) -> Set<String> {
        Set((components[host] ?? []).filter { !$0.excluded }.map(\.text))
    }

    /// Whether iOS hands a link of `host` to the app: the first component that matches decides.
    func appleOpens(_ host: String, path: String, fragment: String?) -> Bool {
        guard let first = (components[host] ?? []).first(where: { $0.matches(path: path, fragment: fragment) }) else { return false }
        return !first.excluded
    }

    /// Whether Android hands a link of `host` with this path to the app.
    func androidOpens(_ host: String, path: String) -> Bool {
        (android[host] ?? []).contains { Self.androidMatches($0, path) }
    }

    /// Apple's component matching: `*` any run of characters, `?` one character, the rest literally.
    static func glob(_ pattern: String, _ text: String) -> Bool {
        let p = Array(pattern)
        let t = Array(text)
        var reach = Set([0])
        for c in p {
            var next: Set<Int> = []
            for i in reach {
                if c == "*" {
                    next.formUnion(i...t.count)
                } else if i < t.count, c == "?" || c == t[i] {
                    next.insert(i + 1)
                }
            }
            reach = next
        }
        return reach.contains(t.count)
    }

    /// Android's `pathPattern` (PatternMatcher's simple glob): `.` one character, a character followed by `*` any
    /// number of it (`.*` any run), `\` makes the next character literal.
    static func androidMatches(_ pattern: String, _ text: String) -> Bool {
        var atoms: [(character: Character?, repeats: Bool)] = []  // nil: any character
        var p = Array(pattern)[...]
        while let c = p.popFirst() {
            let atom: Character? = c == "\\" ? p.popFirst() : (c == "." ? nil : c)
            let repeats = p.first == "*"
            if repeats { p = p.dropFirst() }
            atoms.append((atom, repeats))
        }
        let t = Array(text)
        var reach = Set([0])
        for atom in atoms {
            var next: Set<Int> = []
            for start in reach {
                if atom.repeats { next.insert(start) }
                var i = start
                while i < t.count, atom.character == nil || atom.character == t[i] {
                    i += 1
                    next.insert(i)
                    if !atom.repeats { break }
                }
            }
            reach = next
        }
        return reach.contains(t.count)
    }

    /// A link's path and fragment as the platforms' claims are written for them: the path segments the router reads
    /// (decoded, empty ones dropped; the host left out where it counts as a segment) joined by `/`, and the fragment
    /// path likewise, or the fragment as written when it is no path (`nil` without one).
    static func platformParts(_ url: RouteURL) -> (path: String, fragment: String?) {
        let segments = url.hostIsPath && url.host != nil ? Array(url.pathSegments.dropFirst()) : url.pathSegments
        let path = "/" + segments.joined(separator: "/")
        guard let fragment = url.fragment else { return (path, nil) }
        guard fragment.hasPrefix("/") else { return (path, fragment) }
        return (path, "/" + url.fragmentPathSegments.joined(separator: "/"))
    }
}
