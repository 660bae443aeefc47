import Foundation

/// The web runtime's built files, as the switchyard tool embeds them: Web/dist, which esbuild writes from Web/src
/// (Web/build.sh), copied into this target's resource bundle. This file is the target's only source: SwiftPM takes
/// resources only from inside a target's folder, and the web runtime's folder is Web/, not Sources/.
package enum WebBundles {
    /// The file `name` of Web/dist, as committed; nil when it is not in the resource bundle (a tool copied without
    /// its bundles).
    package static func text(_ name: String) -> String? {
        let url = Bundle.module.url(
            forResource: (name as NSString).deletingPathExtension, withExtension: (name as NSString).pathExtension,
            subdirectory: "dist")
        guard let url, let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    /// Where the files are looked for, for a message that names the bundle that lacks one.
    package static var bundlePath: String { Bundle.module.bundlePath }
}
