#include <stddef.h>
#include <stdint.h>
#include "FuzzDriver.h"

extern int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));
extern int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

// LeakSanitizer cannot see pointers that Swift packs into the spare bits of enum payloads, so a
// long-lived structure built once (a harness's fixed table, the package's lazily built statics) can
// be reported as "leaked" although it is live. The harness's warm-up builds them with leak tracking
// off; whatever each input allocates is still checked.
extern void __lsan_disable(void) __attribute__((weak));
extern void __lsan_enable(void) __attribute__((weak));
extern void switchyard_fuzz_warm_up(void);

int LLVMFuzzerInitialize(int *argc, char ***argv) {
    (void)argc;
    (void)argv;
    if (__lsan_disable) __lsan_disable();
    switchyard_fuzz_warm_up();
    if (__lsan_enable) __lsan_enable();
    return 0;
}

int switchyard_fuzz_main(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
