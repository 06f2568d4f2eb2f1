// A solution that gives the right answer and then crashes: runs COMMAND (a
// solution; it shares standard input and output), then raises SIGSEGV. A
// judge says runtime error, whatever the output. For the stress command's tests.
// Usage: crash_after_answer COMMAND [ARGS...]

#include <sys/wait.h>
#include <unistd.h>

#include <csignal>

int main(int argc, char** argv) {
    if (argc < 2) return 2;
    const pid_t pid = fork();
    if (pid == 0) {
        execvp(argv[1], argv + 1);
        _exit(127);
    }
    waitpid(pid, nullptr, 0);
    std::raise(SIGSEGV);
    return 0;
}
