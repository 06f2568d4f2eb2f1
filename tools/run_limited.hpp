// run_limited: runs a command as a judge does (Linux: /proc, prctl): input
// from a file, output captured, under a processor-time limit, a memory limit
// on the resident set, a wall-clock limit and an output cap, measuring each.
#ifndef TOOLS_RUN_LIMITED_HPP
#define TOOLS_RUN_LIMITED_HPP

#include <fcntl.h>
#include <sys/prctl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "../src/common/judge_io.hpp"

namespace stress {

struct Limits {
    double cpu_seconds = 2;
    double wall_seconds = 5;
    std::size_t memory_bytes = std::size_t{1} << 30;
    std::size_t output_bytes = std::size_t{64} << 20;
    std::size_t stack_bytes = 0;  // 0: as inherited
};

// How a run ended. kCpuLimit, kWallLimit and kMemoryLimit: it was killed
// there, or it ended past that limit (the figures say by how much).
enum class Ending { kExited, kSignalled, kCpuLimit, kWallLimit, kMemoryLimit, kNotStarted };

struct Run {
    Ending ending = Ending::kExited;
    int exit_code = 0;  // for kExited
    int signal = 0;     // for kSignalled
    double cpu_seconds = 0, wall_seconds = 0;
    std::size_t peak_bytes = 0;  // the largest resident set seen
    std::string out, err;        // err: for kNotStarted, why
    bool ok() const { return ending == Ending::kExited && exit_code == 0; }
};

namespace detail {

// The text of a small file of /proc, read into `text` with no allocation:
// the sampler below runs every 300 µs, and what it allocated would pile up
// in a sanitizer's quarantine, then count in the resident set of every child
// forked after it (before its exec). False when it cannot be read.
template <std::size_t N>
bool read_proc_file(const char* path, char (&text)[N]) {
    const int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0) return false;
    const ssize_t got = read(fd, text, N - 1);
    close(fd);
    if (got <= 0) return false;
    text[got] = '\0';
    return true;
}

// Processor time (user + system) and resident set of a live process, from
// /proc/PID/stat and /proc/PID/statm; false when they cannot be read.
inline bool sample(pid_t pid, double& cpu_seconds, std::size_t& resident_bytes) {
    char path[64], text[1024];
    std::snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(pid));
    if (!read_proc_file(path, text)) return false;
    // The fields after the command name, which is in parentheses and may hold spaces.
    unsigned long utime = 0, stime = 0;
    const char* const after_name = std::strrchr(text, ')');
    if (!after_name ||
        std::sscanf(after_name + 1, " %*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &utime, &stime) != 2)
        return false;
    cpu_seconds = static_cast<double>(utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
    std::snprintf(path, sizeof path, "/proc/%d/statm", static_cast<int>(pid));
    unsigned long size_pages = 0, resident_pages = 0;
    if (!read_proc_file(path, text) || std::sscanf(text, "%lu %lu", &size_pages, &resident_pages) != 2) return false;
    resident_bytes = resident_pages * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    return true;
}

inline Run not_started(const char* why) {
    Run run;
    run.ending = Ending::kNotStarted;
    run.err = why;
    return run;
}

inline double seconds(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

// The child's side: redirect, limit, exec; on failure report errno through
// `report` (closed on exec, so the parent reads nothing when exec succeeds).
[[noreturn]] inline void start_child(char* const* argv, const char* in_path, const char* out_path,
                                     const char* err_path, const Limits& limits, int report) {
    setpgid(0, 0);
    prctl(PR_SET_PDEATHSIG, SIGKILL);  // the run ends if its launcher is killed
    signal(SIGPIPE, SIG_DFL);          // as a judge starts it, whatever stress ignores
    const rlim_t output = static_cast<rlim_t>(limits.output_bytes);
    const rlimit most_output{output, output};
    // A backstop for the polling: the kernel ends a runaway at a whole second past the limit.
    const auto cpu = static_cast<rlim_t>(std::ceil(limits.cpu_seconds)) + 1;
    const rlimit most_cpu{cpu, cpu + 1};
    setrlimit(RLIMIT_FSIZE, &most_output);
    setrlimit(RLIMIT_CPU, &most_cpu);
    const rlimit most_stack{static_cast<rlim_t>(limits.stack_bytes), static_cast<rlim_t>(limits.stack_bytes)};
    if (limits.stack_bytes) setrlimit(RLIMIT_STACK, &most_stack);
    const int in = open(in_path, O_RDONLY);
    const int out = open(out_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    const int err = open(err_path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (in >= 0 && out >= 0 && err >= 0 && dup2(in, 0) >= 0 && dup2(out, 1) >= 0 && dup2(err, 2) >= 0)
        execvp(argv[0], argv);
    const int error = errno;
    const ssize_t reported = write(report, &error, sizeof error);
    _exit(reported == static_cast<ssize_t>(sizeof error) ? 127 : 126);
}

}  // namespace detail

// Runs `argv` with standard input from `input_path`, output and errors into
// SCRATCH/run.out and SCRATCH/run.err (not read here), in its own process
// group, which is killed when the run ends (so children it left behind end
// too). Polls every 0.3 ms.
inline Run run_measured(const std::vector<std::string>& argv, const std::string& input_path, const std::string& scratch,
                       const Limits& limits) {
    const std::string out_path = scratch + "/run.out", err_path = scratch + "/run.err";
    std::vector<char*> args;  // built before fork: the child of a threaded program must not allocate
    for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return detail::not_started(std::strerror(errno));
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid == 0) detail::start_child(args.data(), input_path.c_str(), out_path.c_str(), err_path.c_str(), limits, report[1]);
    close(report[1]);
    if (pid < 0) {
        close(report[0]);
        return detail::not_started(std::strerror(errno));
    }
    setpgid(pid, pid);
    int status = 0;
    // The pipe closes on exec, or brings exec's errno: polling starts only
    // once the command runs (before, the child is a copy of this process).
    int exec_error = 0;
    const bool exec_failed = read(report[0], &exec_error, sizeof exec_error) == static_cast<ssize_t>(sizeof exec_error);
    close(report[0]);
    if (exec_failed) {
        waitpid(pid, &status, 0);
        return detail::not_started(std::strerror(exec_error));
    }
    Run result;
    rusage usage{};
    for (;;) {
        if (wait4(pid, &status, WNOHANG, &usage) == pid) break;
        double cpu = 0;
        std::size_t resident = 0;
        const bool sampled = detail::sample(pid, cpu, resident);
        if (sampled) result.peak_bytes = std::max(result.peak_bytes, resident);
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        Ending killed = Ending::kExited;
        if (sampled && resident > limits.memory_bytes) killed = Ending::kMemoryLimit;
        else if (sampled && cpu > limits.cpu_seconds) killed = Ending::kCpuLimit;
        else if (wall > limits.wall_seconds) killed = Ending::kWallLimit;
        if (killed != Ending::kExited) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            wait4(pid, &status, 0, &usage);
            result.ending = killed;
            break;
        }
        std::this_thread::sleep_for(std::chrono::microseconds(300));
    }
    kill(-pid, SIGKILL);
    result.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    result.cpu_seconds = detail::seconds(usage.ru_utime) + detail::seconds(usage.ru_stime);
    result.peak_bytes = std::max(result.peak_bytes, static_cast<std::size_t>(usage.ru_maxrss) * 1024);
    if (result.ending == Ending::kExited) {
        if (WIFSIGNALED(status)) result.ending = Ending::kSignalled, result.signal = WTERMSIG(status);
        else result.exit_code = WEXITSTATUS(status);
        // Past a limit and yet ended: the judge's verdict is still the limit's.
        if (result.peak_bytes > limits.memory_bytes) result.ending = Ending::kMemoryLimit;
        else if (result.cpu_seconds > limits.cpu_seconds || result.signal == SIGXCPU) result.ending = Ending::kCpuLimit;
    }
    return result;
}

namespace detail {

inline bool write_all(int fd, const void* data, std::size_t size) {
    for (auto* bytes = static_cast<const char*>(data); size > 0;) {
        const ssize_t written = write(fd, bytes, size);
        if (written <= 0) return false;
        bytes += written, size -= static_cast<std::size_t>(written);
    }
    return true;
}

inline bool read_all(int fd, void* data, std::size_t size) {
    for (auto* bytes = static_cast<char*>(data); size > 0;) {
        const ssize_t got = read(fd, bytes, size);
        if (got <= 0) return false;
        bytes += got, size -= static_cast<std::size_t>(got);
    }
    return true;
}

inline bool write_string(int fd, const std::string& text) {
    const std::size_t size = text.size();
    return write_all(fd, &size, sizeof size) && write_all(fd, text.data(), size);
}

inline bool read_string(int fd, std::string& text) {
    std::size_t size = 0;
    if (!read_all(fd, &size, sizeof size) || size > (std::size_t{1} << 20)) return false;
    text.resize(size);
    return read_all(fd, &text[0], size);
}

// The figures of a Run, as the launcher sends them back.
struct Ended {
    Ending ending;
    int exit_code, signal;
    double cpu_seconds, wall_seconds;
    std::size_t peak_bytes;
};

}  // namespace detail

// Starts runs from a small process of its own, forked while this program is
// still small and has one thread. (The child of a fork is a copy of its
// parent until it execs, and the kernel counts the copy's memory into the
// run's peak: from a grown, threaded parent, megabytes that are not the
// command's.) Each Launcher serves one thread at a time.
class Launcher {
public:
    Launcher() {
        int requests[2], replies[2];
        if (pipe2(requests, O_CLOEXEC) != 0 || pipe2(replies, O_CLOEXEC) != 0) return;
        pid_ = fork();
        if (pid_ == 0) {
            close(requests[1]);
            close(replies[0]);
            serve(requests[0], replies[1]);
        }
        close(requests[0]);
        close(replies[1]);
        requests_ = requests[1], replies_ = replies[0];
    }
    Launcher(const Launcher&) = delete;
    Launcher& operator=(const Launcher&) = delete;
    ~Launcher() {
        close(requests_);
        close(replies_);
        if (pid_ > 0) waitpid(pid_, nullptr, 0);
    }

    // As run_measured, with the output and errors read.
    Run run(const std::vector<std::string>& argv, const std::string& input_path, const std::string& scratch,
            const Limits& limits) const {
        bool sent = pid_ > 0 && detail::write_all(requests_, &limits, sizeof limits) &&
                    detail::write_string(requests_, input_path) && detail::write_string(requests_, scratch);
        const std::size_t words = argv.size();
        sent = sent && detail::write_all(requests_, &words, sizeof words);
        for (const std::string& arg : argv) sent = sent && detail::write_string(requests_, arg);
        detail::Ended ended{};
        Run result;
        if (!sent || !detail::read_all(replies_, &ended, sizeof ended) || !detail::read_string(replies_, result.err))
            return detail::not_started("the launcher of runs has ended");
        result.ending = ended.ending, result.exit_code = ended.exit_code, result.signal = ended.signal;
        result.cpu_seconds = ended.cpu_seconds, result.wall_seconds = ended.wall_seconds;
        result.peak_bytes = ended.peak_bytes;
        if (result.ending != Ending::kNotStarted) {
            judge::read_file(scratch + "/run.out", result.out);
            judge::read_file(scratch + "/run.err", result.err);
        }
        return result;
    }

private:
    // The launcher's loop: a request in, a run, its figures out; ends with
    // its parent (end of file on the requests).
    [[noreturn]] static void serve(int requests, int replies) {
        for (;;) {
            Limits limits;
            std::string input_path, scratch;
            std::size_t words = 0;
            if (!detail::read_all(requests, &limits, sizeof limits) || !detail::read_string(requests, input_path) ||
                !detail::read_string(requests, scratch) || !detail::read_all(requests, &words, sizeof words) ||
                words > 4096)
                _exit(0);
            std::vector<std::string> argv(words);
            for (std::string& arg : argv)
                if (!detail::read_string(requests, arg)) _exit(0);
            const Run run = run_measured(argv, input_path, scratch, limits);
            const detail::Ended ended{run.ending, run.exit_code, run.signal, run.cpu_seconds, run.wall_seconds, run.peak_bytes};
            if (!detail::write_all(replies, &ended, sizeof ended) || !detail::write_string(replies, run.err)) _exit(0);
        }
    }

    pid_t pid_ = -1;
    int requests_ = -1, replies_ = -1;
};

}  // namespace stress

#endif
