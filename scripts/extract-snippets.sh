#!/bin/sh
# Writes Tests/DocSnippetTests/Generated/*.swift from the ```swift blocks of the migration guide, Sources/Switchyard/Switchyard.docc/Migration.md (see
# Tests/DocSnippetTests/SnippetExtractor.swift for the directives a block may have). The README's and Getting
# Started's snippets need no generated file: each is typechecked alone (StandaloneSnippets.swift).
# Run it after editing a snippet; `swift test` (DocSnippetTests) fails until you do, and then compiles them.
set -eu
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cp Tests/DocSnippetTests/SnippetExtractor.swift "$work/SnippetExtractor.swift"
cat > "$work/main.swift" <<'SWIFT'
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole file; exits on failure.
func read(_ path: String) -> String {
    guard let file = fopen(path, "rb") else { fatalError("cannot read \(path)") }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
        let count = fread(&buffer, 1, buffer.count, file)
        if count == 0 { break }
        bytes += buffer[0..<count]
    }
    return String(decoding: bytes, as: UTF8.self)
}

func write(_ text: String, to path: String) {
    guard let file = fopen(path, "wb") else { fatalError("cannot write \(path)") }
    defer { fclose(file) }
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
}

for document in SnippetExtractor.documents {
    let text = SnippetExtractor.generate(markdown: read(document.markdown), document: document.markdown, prefix: document.prefix)
    if read(document.generated) != text {
        write(text, to: document.generated)
        print("wrote \(document.generated)")
    } else {
        print("\(document.generated) is up to date")
    }
}
SWIFT
swiftc "$work/SnippetExtractor.swift" "$work/main.swift" -o "$work/extract-snippets"
mkdir -p Tests/DocSnippetTests/Generated
touch Tests/DocSnippetTests/Generated/Migration_snippets.swift
"$work/extract-snippets"
