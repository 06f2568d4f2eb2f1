// run_limited on Linux: each run forked from a small launcher process,
// limited by setrlimit (processor time, file size, stack), measured from
// /proc (processor time, resident set, time waiting for a processor), and
// killed with its process group. Included by run_limited.hpp.
#ifndef TOOLS_RUN_LIMITED_LINUX_HPP
#define TOOLS_RUN_LIMITED_LINUX_HPP

#include <dirent.h>
#include <fcntl.h>
#include <sys/prctl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
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

// What the memory figures count, for the reports.
constexpr const char* kMemoryCounted = "resident";

// Where the figures differ from another system's: Linux is the reference.
inline std::string system_notes() { return ""; }

// A crash as the report names it: "killed by signal 11 (Segmentation fault)".
inline std::string crash_description(const Run& run) {
    const int signal_number = static_cast<int>(run.crash_code);
    return "killed by signal " + std::to_string(signal_number) + " (" + strsignal(signal_number) + ")";
}

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

// The process group and processor time (user + system) of a process, from
// /proc/PID/stat; false when it cannot be read.
inline bool read_stat(pid_t pid, pid_t& group, double& cpu_seconds) {
    char path[64], text[1024];
    std::snprintf(path, sizeof path, "/proc/%d/stat", static_cast<int>(pid));
    if (!read_proc_file(path, text)) return false;
    // The fields after the command name, which is in parentheses and may hold spaces.
    int group_id = 0;
    unsigned long utime = 0, stime = 0;
    const char* const after_name = std::strrchr(text, ')');
    if (!after_name ||
        std::sscanf(after_name + 1, " %*c %*d %d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu", &group_id, &utime, &stime) != 3)
        return false;
    group = group_id;
    cpu_seconds = static_cast<double>(utime + stime) / static_cast<double>(sysconf(_SC_CLK_TCK));
    return true;
}

// The time a process has spent ready to run but waiting for a processor
// (the second field of /proc/PID/schedstat, in nanoseconds); false when the
// kernel does not tell.
inline bool read_waiting(pid_t pid, double& waiting_seconds) {
    char path[64], text[128];
    std::snprintf(path, sizeof path, "/proc/%d/schedstat", static_cast<int>(pid));
    unsigned long long running_ns = 0, waiting_ns = 0;
    if (!read_proc_file(path, text) || std::sscanf(text, "%llu %llu", &running_ns, &waiting_ns) != 2) return false;
    waiting_seconds = static_cast<double>(waiting_ns) / 1e9;
    return true;
}

// Processor time (user + system) and resident set of a live process, from
// /proc/PID/stat and /proc/PID/statm; false when they cannot be read.
inline bool sample(pid_t pid, double& cpu_seconds, std::size_t& resident_bytes) {
    char path[64], text[1024];
    pid_t group = 0;
    if (!read_stat(pid, group, cpu_seconds)) return false;
    std::snprintf(path, sizeof path, "/proc/%d/statm", static_cast<int>(pid));
    unsigned long size_pages = 0, resident_pages = 0;
    if (!read_proc_file(path, text) || std::sscanf(text, "%lu %lu", &size_pages, &resident_pages) != 2) return false;
    resident_bytes = resident_pages * static_cast<std::size_t>(sysconf(_SC_PAGESIZE));
    return true;
}

// The live processes of a process group, summed: processor time, and the
// longest any of them waited for a processor. One pass over /proc, made only
// once a run is past its guard (a wrapper script waits while its child computes).
struct GroupFigures {
    double cpu_seconds = 0, most_waiting_seconds = 0;
    bool waiting_known = true;
};

inline GroupFigures group_figures(pid_t group) {
    GroupFigures figures;
    DIR* const proc = opendir("/proc");
    if (!proc) return figures.waiting_known = false, figures;
    while (const dirent* entry = readdir(proc)) {
        char* end = nullptr;
        const long pid = std::strtol(entry->d_name, &end, 10);
        pid_t member_group = 0;
        double cpu = 0, waiting = 0;
        if (*end || pid <= 0 || !read_stat(static_cast<pid_t>(pid), member_group, cpu) || member_group != group) continue;
        figures.cpu_seconds += cpu;
        if (read_waiting(static_cast<pid_t>(pid), waiting)) figures.most_waiting_seconds = std::max(figures.most_waiting_seconds, waiting);
        else figures.waiting_known = false;
    }
    closedir(proc);
    return figures;
}

// The machine's processor time so far (/proc/stat's first line, in clock
// ticks): busy and in all; false when it cannot be read.
inline bool machine_ticks(double& busy, double& total) {
    char text[1024];
    unsigned long long user = 0, nice = 0, system = 0, idle = 0, iowait = 0, irq = 0, softirq = 0, steal = 0;
    if (!read_proc_file("/proc/stat", text) ||
        std::sscanf(text, "cpu %llu %llu %llu %llu %llu %llu %llu %llu", &user, &nice, &system, &idle, &iowait, &irq,
                    &softirq, &steal) != 8)
        return false;
    busy = static_cast<double>(user + nice + system + irq + softirq + steal);
    total = busy + static_cast<double>(idle + iowait);
    return true;
}

inline Run not_started(const char* why) {
    Run run;
    run.ending = Ending::kNotStarted;
    run.err = why;
    return run;
}

inline double seconds(const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; }

// The child's side: into its folder, redirect, limit, exec; on failure report
// errno through `report` (closed on exec, so the parent reads nothing when
// exec succeeds).
[[noreturn]] inline void start_child(char* const* argv, const char* work_dir, const char* in_path,
                                     const char* out_path, const char* err_path, const Limits& limits, int report) {
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
    if (in >= 0 && out >= 0 && err >= 0 && dup2(in, 0) >= 0 && dup2(out, 1) >= 0 && dup2(err, 2) >= 0 &&
        chdir(work_dir) == 0)
        execvp(argv[0], argv);
    const int error = errno;
    const ssize_t reported = write(report, &error, sizeof error);
    _exit(reported == static_cast<ssize_t>(sizeof error) ? 127 : 126);
}

}  // namespace detail

// Runs `argv` in the folder `work_dir` with standard input from
// `input_path`, output and errors into SCRATCH/run.out and SCRATCH/run.err
// (not read here), in its own process group, which is killed when the run
// ends (so children it left behind end too). Polls every 0.3 ms.
inline Run run_measured(const std::vector<std::string>& argv, const std::string& work_dir, const std::string& input_path,
                        const std::string& scratch, const Limits& limits) {
    const std::string out_path = scratch + "/run.out", err_path = scratch + "/run.err";
    std::vector<char*> args;  // built before fork: the child of a threaded program must not allocate
    for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
    args.push_back(nullptr);
    int report[2];
    if (pipe2(report, O_CLOEXEC) != 0) return detail::not_started(std::strerror(errno));
    Run result;
    result.processors = static_cast<int>(sysconf(_SC_NPROCESSORS_ONLN));
    double busy_before = 0, total_before = 0;
    const bool machine_known = detail::machine_ticks(busy_before, total_before);
    const auto start = std::chrono::steady_clock::now();
    const pid_t pid = fork();
    if (pid == 0)
        detail::start_child(args.data(), work_dir.c_str(), input_path.c_str(), out_path.c_str(), err_path.c_str(),
                            limits, report[1]);
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
    rusage usage{};
    detail::GroupFigures group;  // read once the run is past its guard
    double next_group_look = 0;
    for (;;) {
        if (wait4(pid, &status, WNOHANG, &usage) == pid) break;
        double cpu = 0;
        std::size_t resident = 0;
        const bool sampled = detail::sample(pid, cpu, resident);
        if (sampled) result.peak_bytes = std::max(result.peak_bytes, resident);
        if (sampled) result.waiting_known = detail::read_waiting(pid, result.waiting_seconds);
        const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        Ending killed = Ending::kExited;
        if (sampled && resident > limits.memory_bytes) killed = Ending::kMemoryLimit;
        else if (sampled && cpu > limits.cpu_seconds) killed = Ending::kCpuLimit;
        else if (wall > limits.wall_seconds + result.waiting_seconds && wall >= next_group_look) {
            // Past the guard as the command itself waited: the group decides,
            // looked at every 10 ms (a wrapper's child may be computing, or waiting).
            group = detail::group_figures(pid);
            next_group_look = wall + 0.01;
            if (wall > limits.wall_seconds + std::max(result.waiting_seconds, group.most_waiting_seconds) ||
                wall > limits.wall_seconds * kMostGuardStretch)
                killed = Ending::kWallLimit;
        }
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
    if (result.ending == Ending::kWallLimit) {
        result.cpu_seconds = std::max(result.cpu_seconds, group.cpu_seconds);
        result.waiting_seconds = std::max(result.waiting_seconds, group.most_waiting_seconds);
        result.waiting_known = result.waiting_known && group.waiting_known;
    }
    double busy_after = 0, total_after = 0;
    if (machine_known && detail::machine_ticks(busy_after, total_after) && total_after > total_before)
        result.busy_processors = (busy_after - busy_before) / (total_after - total_before) * result.processors;
    if (result.ending == Ending::kExited) {
        const int signal_number = WIFSIGNALED(status) ? WTERMSIG(status) : 0;
        if (signal_number == SIGXFSZ) result.ending = Ending::kOutputLimit;
        else if (signal_number) result.ending = Ending::kCrashed, result.crash_code = static_cast<unsigned long>(signal_number);
        else result.exit_code = WEXITSTATUS(status);
        // Past a limit and yet ended: the judge's verdict is still the limit's.
        if (result.peak_bytes > limits.memory_bytes) result.ending = Ending::kMemoryLimit;
        else if (result.cpu_seconds > limits.cpu_seconds || signal_number == SIGXCPU) result.ending = Ending::kCpuLimit;
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
    int exit_code;
    unsigned long crash_code;
    double cpu_seconds, wall_seconds, waiting_seconds;
    bool waiting_known;
    int processors;
    double busy_processors;
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
    Run run(const std::vector<std::string>& argv, const std::string& work_dir, const std::string& input_path,
            const std::string& scratch, const Limits& limits) const {
        bool sent = pid_ > 0 && detail::write_all(requests_, &limits, sizeof limits) &&
                    detail::write_string(requests_, work_dir) && detail::write_string(requests_, input_path) &&
                    detail::write_string(requests_, scratch);
        const std::size_t words = argv.size();
        sent = sent && detail::write_all(requests_, &words, sizeof words);
        for (const std::string& arg : argv) sent = sent && detail::write_string(requests_, arg);
        detail::Ended ended{};
        Run result;
        if (!sent || !detail::read_all(replies_, &ended, sizeof ended) || !detail::read_string(replies_, result.err))
            return detail::not_started("the launcher of runs has ended");
        result.ending = ended.ending, result.exit_code = ended.exit_code, result.crash_code = ended.crash_code;
        result.cpu_seconds = ended.cpu_seconds, result.wall_seconds = ended.wall_seconds;
        result.waiting_seconds = ended.waiting_seconds, result.waiting_known = ended.waiting_known;
        result.processors = ended.processors, result.busy_processors = ended.busy_processors;
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
            std::string work_dir, input_path, scratch;
            std::size_t words = 0;
            if (!detail::read_all(requests, &limits, sizeof limits) || !detail::read_string(requests, work_dir) ||
                !detail::read_string(requests, input_path) ||
                !detail::read_string(requests, scratch) || !detail::read_all(requests, &words, sizeof words) ||
                words > 4096)
                _exit(0);
            std::vector<std::string> argv(words);
            for (std::string& arg : argv)
                if (!detail::read_string(requests, arg)) _exit(0);
            const Run run = run_measured(argv, work_dir, input_path, scratch, limits);
            const detail::Ended ended{run.ending,         run.exit_code,     run.crash_code,     run.cpu_seconds,
                                      run.wall_seconds,   run.waiting_seconds, run.waiting_known, run.processors,
                                      run.busy_processors, run.peak_bytes};
            if (!detail::write_all(replies, &ended, sizeof ended) || !detail::write_string(replies, run.err)) _exit(0);
        }
    }

    pid_t pid_ = -1;
    int requests_ = -1, replies_ = -1;
};

}  // namespace stress

#endif
