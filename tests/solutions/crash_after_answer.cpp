// A solution that gives the right answer and then crashes: runs COMMAND (a
// solution; it shares standard input and output), then writes through a null
// pointer: SIGSEGV on Linux, an access violation (0xC0000005) on Windows. A
// judge says runtime error, whatever the output. For the stress command's tests.
// Usage: crash_after_answer COMMAND [ARGS...]

#include "run_command.hpp"

// Read at run time: no compiler can drop the write or make it a trap instead.
int* volatile nowhere = nullptr;

int main(int argc, char** argv) {
    if (argc < 2) return 2;
    run_command(argv + 1);
    *nowhere = 1;
    return 0;
}
