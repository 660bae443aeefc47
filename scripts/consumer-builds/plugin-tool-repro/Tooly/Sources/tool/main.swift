// Writes `let generatedAnswer = 42` to the output path it is given (its second argument).
import CLib
import Foundation
let arguments = CommandLine.arguments
let text = "let generatedAnswer = \(clib_answer())\n"
try text.write(toFile: arguments[2], atomically: true, encoding: .utf8)
