#ifndef SWITCHYARD_FUZZ_DRIVER_H
#define SWITCHYARD_FUZZ_DRIVER_H

/// Runs libFuzzer's driver (argument parsing, corpus, mutation loop) over the harness's
/// `LLVMFuzzerTestOneInput`. Each harness's main.swift calls it, because SwiftPM links an executable
/// target's entry point under its own name and libFuzzer's `main` would not be used.
int switchyard_fuzz_main(int argc, char **argv);

#endif
