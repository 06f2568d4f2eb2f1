// peak_memory: feeds a program an input made on the fly (a prefix file, then
// a filler byte up to a total size) through a pipe, under an address-space
// limit as a judge sets one, and prints how it ended and its peak resident
// memory. Nothing of the input is stored, so 1 GiB costs no disk.
// Usage: peak_memory LIMIT_KIB TOTAL_BYTES FILL_BYTE PREFIX_FILE|- PROGRAM [ARGS...]
// The program's standard output is discarded, its standard error passed on.
// Prints "exit CODE peak KIB" (or "signal N peak KIB") and exits 0.

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace {

// Writes `size` bytes to `fd`, stopping quietly when the reader goes away.
bool write_bytes(int fd, const char* data, std::size_t size) {
    while (size > 0) {
        const ssize_t written = write(fd, data, size);
        if (written < 0 && errno == EINTR) continue;
        if (written <= 0) return false;
        data += written;
        size -= static_cast<std::size_t>(written);
    }
    return true;
}

std::string read_prefix(const char* path) {
    std::string prefix;
    if (std::string(path) == "-") return prefix;
    std::FILE* file = std::fopen(path, "rb");
    if (!file) return prefix;
    for (int c; (c = std::fgetc(file)) != EOF;) prefix += static_cast<char>(c);
    std::fclose(file);
    return prefix;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 6) {
        std::fprintf(stderr, "usage: peak_memory LIMIT_KIB TOTAL_BYTES FILL_BYTE PREFIX_FILE|- PROGRAM [ARGS...]\n");
        return 2;
    }
    const auto limit = static_cast<rlim_t>(std::strtoull(argv[1], nullptr, 10)) << 10;
    const unsigned long long total = std::strtoull(argv[2], nullptr, 10);
    const char fill = static_cast<char>(std::strtol(argv[3], nullptr, 0));
    const std::string prefix = read_prefix(argv[4]);
    signal(SIGPIPE, SIG_IGN);
    int pipe_fds[2];
    if (pipe(pipe_fds) != 0) return 2;
    const pid_t pid = fork();
    if (pid < 0) return 2;
    if (pid == 0) {
        const rlimit address_space{limit, limit};
        setrlimit(RLIMIT_AS, &address_space);
        dup2(pipe_fds[0], 0);
        close(pipe_fds[0]);
        const int quiet = open("/dev/null", O_WRONLY);
        dup2(quiet, 1);
        close(pipe_fds[1]);
        execv(argv[5], argv + 5);
        _exit(127);
    }
    close(pipe_fds[0]);
    const std::vector<char> block(1 << 16, fill);
    bool open = write_bytes(pipe_fds[1], prefix.data(), prefix.size());
    for (unsigned long long sent = prefix.size(); open && sent < total;) {
        const auto size = static_cast<std::size_t>(std::min<unsigned long long>(block.size(), total - sent));
        open = write_bytes(pipe_fds[1], block.data(), size);
        sent += size;
    }
    close(pipe_fds[1]);
    int status = 0;
    rusage usage{};
    wait4(pid, &status, 0, &usage);
    if (WIFSIGNALED(status)) std::printf("signal %d peak %ld\n", WTERMSIG(status), usage.ru_maxrss);
    else std::printf("exit %d peak %ld\n", WEXITSTATUS(status), usage.ru_maxrss);
    return 0;
}
