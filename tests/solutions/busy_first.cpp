// A right solution that computes for a while first: spins until it has used
// SECONDS of processor time, then becomes COMMAND (a solution; on Windows,
// which has no such exec, runs it and exits as it did). For the stress
// command's tests on a loaded machine.
// Usage: busy_first SECONDS COMMAND [ARGS...]

#include <cstdlib>
#include <ctime>

#include "run_command.hpp"

int main(int argc, char** argv) {
    if (argc < 3) return 2;
    const double seconds = std::strtod(argv[1], nullptr);
    volatile unsigned long spins = 0;  // work the compiler cannot drop
    while (static_cast<double>(std::clock()) < seconds * CLOCKS_PER_SEC) spins = spins + 1;
#ifdef _WIN32
    return run_command(argv + 2);
#else
    execvp(argv[2], argv + 2);
    return 127;
#endif
}
