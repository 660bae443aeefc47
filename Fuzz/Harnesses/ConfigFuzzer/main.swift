import FuzzDriver

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

// libFuzzer's driver; the harness is `LLVMFuzzerTestOneInput` in the other file of this target.
exit(switchyard_fuzz_main(CommandLine.argc, CommandLine.unsafeArgv))
