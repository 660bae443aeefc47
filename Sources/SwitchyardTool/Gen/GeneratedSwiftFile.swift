import ArgumentParser
import Foundation

/// What `gen swift` and `gen compiled` share about the Swift file they write: the checks on its name and on the
/// identifier the command line gives, and the writing itself.
enum GeneratedSwiftFile {
    /// Whether `text` is ASCII letters, digits and `_`, not starting with a digit (empty passes: the caller says
    /// whether it may be).
    static func isIdentifier(_ text: String) -> Bool {
        text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") } && text.first?.isNumber != true
    }

    /// Refuses an `--output` that is the table itself.
    static func checkOutput(_ output: String, isNot table: String) throws {
        guard URL(fileURLWithPath: output).standardizedFileURL != URL(fileURLWithPath: table).standardizedFileURL else {
            throw ValidationError("--output is the table itself ('\(output)'); give the Swift file to write")
        }
    }

    /// Writes `text` to `output` and prints the file's path; exits 1 saying why when it cannot.
    static func write(_ text: String, to output: String) throws {
        let url = URL(fileURLWithPath: output)
        do {
            try Data(text.utf8).write(to: url)
        } catch {
            printError("error: cannot write \(url.path): \(error.localizedDescription)")
            throw ExitCode(1)
        }
        print(url.path)
    }
}
