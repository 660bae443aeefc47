#include "clib.h"
int clib_answer(void) { return 42; }
