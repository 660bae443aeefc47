// The floor every app below is measured against: the same arguments read, the same line printed.
let arguments = CommandLine.arguments
print(arguments.count > 1 ? arguments[1] : "empty")
