// A right solution that also holds too much memory: touches MIB mebibytes,
// then runs COMMAND (a solution; it shares standard input and output) and
// exits as it did. For the stress command's memory-limit tests (POSIX).
// Usage: memory_hungry MIB COMMAND [ARGS...]

#include <sys/wait.h>
#include <unistd.h>

#include <cstdlib>
#include <cstring>
#include <vector>

int main(int argc, char** argv) {
    if (argc < 3) return 2;
    const std::size_t bytes = std::strtoull(argv[1], nullptr, 10) << 20;
    char* held = static_cast<char*>(std::malloc(bytes));
    if (!held) return 3;
    std::memset(held, 1, bytes);  // touched, so resident
    const pid_t pid = fork();
    if (pid == 0) {
        execvp(argv[2], argv + 2);
        _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    return held[bytes - 1] == 1 && WIFEXITED(status) ? WEXITSTATUS(status) : 1;
}
