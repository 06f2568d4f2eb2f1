// A right solution that also holds too much memory: touches MIB mebibytes,
// then runs COMMAND (a solution; it shares standard input and output) and
// exits as it did. For the stress command's memory-limit tests.
// Usage: memory_hungry MIB COMMAND [ARGS...]

#include <cstdlib>
#include <cstring>

#include "run_command.hpp"

int main(int argc, char** argv) {
    if (argc < 3) return 2;
    const std::size_t bytes = std::strtoull(argv[1], nullptr, 10) << 20;
    char* held = static_cast<char*>(std::malloc(bytes));
    if (!held) return 3;
    std::memset(held, 1, bytes);  // touched, so resident
    const int status = run_command(argv + 2);
    return held[bytes - 1] == 1 ? status : 1;
}
