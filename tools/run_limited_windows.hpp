// run_limited on Windows: each run a process created suspended and put in a
// Job object of its own (every process it starts ends with it), its standard
// handles redirected to files; measured from its own counters (processor
// time, peak working set) and the job's; polled for the limits, since
// Windows has no setrlimit. Included by run_limited.hpp.
#ifndef TOOLS_RUN_LIMITED_WINDOWS_HPP
#define TOOLS_RUN_LIMITED_WINDOWS_HPP

#ifndef NOMINMAX
#define NOMINMAX  // std::min and std::max, not windows.h's macros
#endif
#include <windows.h>
#include <psapi.h>
#include <winternl.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#include "../src/common/judge_io.hpp"

namespace stress {

// What the memory figures count, for the reports: Windows' count of the
// pages a process has in memory, as Linux's resident set.
constexpr const char* kMemoryCounted = "peak working set";

// The exception codes a crashed program ends with (ntstatus.h), by the names
// judges give them.
constexpr std::pair<unsigned long, const char*> kExceptionNames[] = {
    {0xC0000005, "access violation"},
    {0xC00000FD, "stack overflow"},
    {0xC0000094, "integer division by zero"},
    {0xC0000095, "integer overflow"},
    {0xC000008E, "floating-point division by zero"},
    {0xC0000090, "floating-point invalid operation"},
    {0xC000001D, "illegal instruction"},
    {0xC0000096, "privileged instruction"},
    {0xC000008C, "array bounds exceeded"},
    {0xC0000006, "in-page error"},
    {0xC0000017, "no memory"},
    {0xC0000374, "heap corruption"},
    {0xC0000409, "stack buffer overrun"},
    {0xC0000135, "a DLL was not found"},
    {0xC0000139, "an entry point was not found in a DLL"},
    {0xC000013A, "ended by Ctrl+C"},
    {0x80000003, "breakpoint"},
};

// An exit code that is an exception's: a known one, or any error status
// (0xC0000000 to 0xCFFFFFFF), which no program returns by itself.
inline bool is_exception(unsigned long code) {
    for (const auto& known : kExceptionNames)
        if (known.first == code) return true;
    return code >= 0xC0000000UL && code <= 0xCFFFFFFFUL;
}

// A crash as the report names it: "exception 0xC0000005 (access violation)".
inline std::string crash_description(const Run& run) {
    char code[16];
    std::snprintf(code, sizeof code, "0x%08lX", run.crash_code);
    const char* name = "an exception Windows reports";
    for (const auto& known : kExceptionNames)
        if (known.first == run.crash_code) name = known.second;
    return std::string("exception ") + code + " (" + name + ")";
}

namespace detail {
inline bool under_wine();
}

// Where the figures differ from Linux's, for every report.
inline std::string system_notes() {
    return std::string("  on Windows: memory is the peak working set (on Linux, the resident set); the stack is the\n"
                       "  size the program was linked with (stress sets no stack limit); the time a run waited for\n"
                       "  a processor is the most the processors' idle time allows\n") +
           (detail::under_wine() ? "  under wine: processor time is the run's main thread's (wine counts no process's time)\n" : "");
}

namespace detail {

inline double seconds(const FILETIME& time) {
    return static_cast<double>((static_cast<unsigned long long>(time.dwHighDateTime) << 32) | time.dwLowDateTime) / 1e7;
}
inline double seconds(const LARGE_INTEGER& time) { return static_cast<double>(time.QuadPart) / 1e7; }

// The processors' idle and busy time so far, each processor's idle apart.
struct MachineTimes {
    std::vector<double> idle;
    double busy = 0, total = 0;
};

inline bool machine_times(MachineTimes& times) {
    SYSTEM_PROCESSOR_PERFORMANCE_INFORMATION each[256];
    ULONG length = 0;
    if (NtQuerySystemInformation(SystemProcessorPerformanceInformation, each, sizeof each, &length) != 0) return false;
    times = MachineTimes{};
    for (std::size_t p = 0; p < length / sizeof each[0]; ++p) {
        // KernelTime includes the idle time.
        times.idle.push_back(seconds(each[p].IdleTime));
        times.busy += seconds(each[p].KernelTime) - seconds(each[p].IdleTime) + seconds(each[p].UserTime);
        times.total += seconds(each[p].KernelTime) + seconds(each[p].UserTime);
    }
    return !times.idle.empty();
}

// The most time the run can have waited for a processor since `before`:
// while any processor is idle, no ready thread waits, and one processor
// alone was idle for the longest of the processors' idle times. (Windows
// counts no process's waiting time as Linux's schedstat does.)
inline double most_waiting(const MachineTimes& before, const MachineTimes& now, double wall) {
    double longest_idle = 0;
    for (std::size_t p = 0; p < std::min(before.idle.size(), now.idle.size()); ++p)
        longest_idle = std::max(longest_idle, now.idle[p] - before.idle[p]);
    return std::max(0.0, wall - longest_idle);
}

// The processor time (user + kernel) of a process, of one thread, or of every
// process a job ever held; 0 when Windows does not tell.
inline double process_cpu_seconds(HANDLE process) {
    FILETIME created, exited, kernel, user;
    return GetProcessTimes(process, &created, &exited, &kernel, &user) ? seconds(kernel) + seconds(user) : 0;
}
inline double thread_cpu_seconds(HANDLE thread) {
    FILETIME created, exited, kernel, user;
    return GetThreadTimes(thread, &created, &exited, &kernel, &user) ? seconds(kernel) + seconds(user) : 0;
}
inline double job_cpu_seconds(HANDLE job) {
    JOBOBJECT_BASIC_ACCOUNTING_INFORMATION accounting{};
    return QueryInformationJobObject(job, JobObjectBasicAccountingInformation, &accounting, sizeof accounting, nullptr)
               ? seconds(accounting.TotalUserTime) + seconds(accounting.TotalKernelTime)
               : 0;
}
// Whether this runs under wine, which reads another process's figures from
// Linux's /proc: a process's or a job's processor time there is the
// caller's own or nothing, so the run's main thread's stands for it; and
// once a process has ended, none can be read, so the last reading while it
// ran stands. (Windows keeps a process's final figures for its handle.)
inline bool under_wine() {
    const HMODULE ntdll = GetModuleHandleA("ntdll.dll");
    return ntdll && GetProcAddress(ntdll, "wine_get_version");
}

inline std::size_t peak_working_set(HANDLE process) {
    PROCESS_MEMORY_COUNTERS counters{};
    counters.cb = sizeof counters;
    return GetProcessMemoryInfo(process, &counters, sizeof counters) ? counters.PeakWorkingSetSize : 0;
}

inline Run not_started(const std::string& why) {
    Run run;
    run.ending = Ending::kNotStarted;
    run.err = why;
    return run;
}

inline std::string last_error() {
    char text[512] = "";
    const DWORD error = GetLastError();
    FormatMessageA(FORMAT_MESSAGE_FROM_SYSTEM | FORMAT_MESSAGE_IGNORE_INSERTS, nullptr, error, 0, text, sizeof text, nullptr);
    std::string message = text;
    while (!message.empty() && (message.back() == '\n' || message.back() == '\r' || message.back() == '.')) message.pop_back();
    return message.empty() ? "Windows error " + std::to_string(error) : message;
}

// One word of a command line as the C runtime splits it again: in quotes
// when it holds a space, a tab or a quote, backslashes before a quote doubled.
inline std::string quoted(const std::string& word) {
    if (!word.empty() && word.find_first_of(" \t\"") == std::string::npos) return word;
    std::string text = "\"";
    std::size_t backslashes = 0;
    for (const char c : word) {
        if (c == '\\') {
            ++backslashes;
            continue;
        }
        text.append(c == '"' ? 2 * backslashes + 1 : backslashes, '\\');
        backslashes = 0;
        text += c;
    }
    return text.append(2 * backslashes, '\\') + "\"";
}

// The handles a run is started with, and closed with it.
struct Handles {
    HANDLE in = INVALID_HANDLE_VALUE, out = INVALID_HANDLE_VALUE, err = INVALID_HANDLE_VALUE;
    HANDLE job = nullptr, process = nullptr, thread = nullptr;
    Handles() = default;
    Handles(const Handles&) = delete;
    Handles& operator=(const Handles&) = delete;
    ~Handles() {
        for (const HANDLE handle : {in, out, err})
            if (handle != INVALID_HANDLE_VALUE) CloseHandle(handle);
        if (thread) CloseHandle(thread);
        if (process) CloseHandle(process);
        if (job) CloseHandle(job);  // JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE: whatever is left in it ends
    }
};

// Starts the command suspended in a new job with its handles, then lets it
// run; "" or why not. One start at a time: the files are opened
// inheritable, and a process another thread started meanwhile would inherit them too.
inline std::string start(const std::vector<std::string>& argv, const std::string& work_dir, const std::string& input_path,
                         const std::string& scratch, Handles& handles) {
    static std::mutex one_start_at_a_time;
    const std::lock_guard<std::mutex> lock(one_start_at_a_time);
    SECURITY_ATTRIBUTES inherited{sizeof(SECURITY_ATTRIBUTES), nullptr, TRUE};
    const DWORD share = FILE_SHARE_READ | FILE_SHARE_WRITE | FILE_SHARE_DELETE;
    handles.in = CreateFileA(input_path.c_str(), GENERIC_READ, share, &inherited, OPEN_EXISTING, 0, nullptr);
    handles.out = CreateFileA((scratch + "/run.out").c_str(), GENERIC_WRITE, share, &inherited, CREATE_ALWAYS, 0, nullptr);
    handles.err = CreateFileA((scratch + "/run.err").c_str(), GENERIC_WRITE, share, &inherited, CREATE_ALWAYS, 0, nullptr);
    if (handles.in == INVALID_HANDLE_VALUE || handles.out == INVALID_HANDLE_VALUE || handles.err == INVALID_HANDLE_VALUE)
        return last_error();
    handles.job = CreateJobObjectA(nullptr, nullptr);
    JOBOBJECT_EXTENDED_LIMIT_INFORMATION limits{};
    // No error dialog for a crash: the exception code is the exit code at once.
    limits.BasicLimitInformation.LimitFlags = JOB_OBJECT_LIMIT_KILL_ON_JOB_CLOSE | JOB_OBJECT_LIMIT_DIE_ON_UNHANDLED_EXCEPTION;
    if (!handles.job || !SetInformationJobObject(handles.job, JobObjectExtendedLimitInformation, &limits, sizeof limits))
        return last_error();
    std::string command_line;
    for (const std::string& word : argv) command_line += (command_line.empty() ? "" : " ") + quoted(word);
    STARTUPINFOA startup{};
    startup.cb = sizeof startup;
    startup.dwFlags = STARTF_USESTDHANDLES;
    startup.hStdInput = handles.in, startup.hStdOutput = handles.out, startup.hStdError = handles.err;
    PROCESS_INFORMATION started{};
    if (!CreateProcessA(nullptr, &command_line[0], nullptr, nullptr, TRUE, CREATE_SUSPENDED | CREATE_NO_WINDOW, nullptr,
                        work_dir.c_str(), &startup, &started))
        return last_error();
    handles.process = started.hProcess, handles.thread = started.hThread;
    const bool in_job = AssignProcessToJobObject(handles.job, started.hProcess) != 0;
    const std::string why = in_job ? "" : last_error();
    if (in_job) ResumeThread(started.hThread);
    else TerminateProcess(started.hProcess, 1);
    for (const HANDLE handle : {handles.in, handles.out, handles.err}) SetHandleInformation(handle, HANDLE_FLAG_INHERIT, 0);
    return why;
}

// The run's processor time so far: its process's, or its job's when more
// (children ended); under wine, its main thread's.
inline double cpu_seconds(const Handles& handles) {
    if (under_wine()) return thread_cpu_seconds(handles.thread);
    return std::max(process_cpu_seconds(handles.process), job_cpu_seconds(handles.job));
}

inline std::size_t file_size(HANDLE file) {
    LARGE_INTEGER size{};
    return GetFileSizeEx(file, &size) ? static_cast<std::size_t>(size.QuadPart) : 0;
}

}  // namespace detail

// Runs `argv` in the folder `work_dir` with standard input from
// `input_path`, output and errors into SCRATCH/run.out and SCRATCH/run.err
// (not read here), in a job of its own, which is ended with the run (so
// processes it left behind end too). Polls every millisecond or so (Windows'
// timer may make it 15). The stack is the size the program was linked with:
// Windows sets it from the executable, `limits.stack_bytes` is not applied.
inline Run run_measured(const std::vector<std::string>& argv, const std::string& work_dir, const std::string& input_path,
                        const std::string& scratch, const Limits& limits) {
    Run result;
    detail::MachineTimes before, now;
    const bool machine_known = detail::machine_times(before);
    result.processors = static_cast<int>(before.idle.size());
    const auto start = std::chrono::steady_clock::now();
    detail::Handles handles;
    if (const std::string why = detail::start(argv, work_dir, input_path, scratch, handles); !why.empty())
        return detail::not_started(why);
    const auto elapsed = [&] { return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(); };
    Ending killed = Ending::kExited;
    double cpu = 0;
    std::size_t peak = 0;
    while (WaitForSingleObject(handles.process, 1) == WAIT_TIMEOUT) {
        cpu = std::max(cpu, detail::cpu_seconds(handles));
        peak = std::max(peak, detail::peak_working_set(handles.process));
        const double wall = elapsed();
        result.waiting_known = machine_known && detail::machine_times(now);
        result.waiting_seconds =
            result.waiting_known ? std::max(0.0, std::min(detail::most_waiting(before, now, wall), wall - cpu)) : 0;
        if (peak > limits.memory_bytes) killed = Ending::kMemoryLimit;
        else if (cpu > limits.cpu_seconds) killed = Ending::kCpuLimit;
        else if (detail::file_size(handles.out) > limits.output_bytes) killed = Ending::kOutputLimit;
        else if (wall > limits.wall_seconds + result.waiting_seconds || wall > limits.wall_seconds * kMostGuardStretch)
            killed = Ending::kWallLimit;
        if (killed != Ending::kExited) break;
    }
    TerminateJobObject(handles.job, 1);
    WaitForSingleObject(handles.process, INFINITE);
    result.wall_seconds = elapsed();
    if (!detail::under_wine()) {
        cpu = std::max(cpu, detail::cpu_seconds(handles));
        peak = std::max(peak, detail::peak_working_set(handles.process));
    }
    result.cpu_seconds = cpu, result.peak_bytes = peak;
    if (machine_known && detail::machine_times(now) && now.total > before.total)
        result.busy_processors = (now.busy - before.busy) / (now.total - before.total) * result.processors;
    result.ending = killed;
    if (killed != Ending::kExited) return result;
    DWORD code = 0;
    GetExitCodeProcess(handles.process, &code);
    if (is_exception(code)) result.ending = Ending::kCrashed, result.crash_code = code;
    else result.exit_code = static_cast<int>(code);
    // Past a limit and yet ended: the judge's verdict is still the limit's.
    if (result.peak_bytes > limits.memory_bytes) result.ending = Ending::kMemoryLimit;
    else if (result.cpu_seconds > limits.cpu_seconds) result.ending = Ending::kCpuLimit;
    else if (detail::file_size(handles.out) > limits.output_bytes) result.ending = Ending::kOutputLimit;
    return result;
}

// Starts runs, one thread at a time each, as Linux's Launcher does (there
// from a small process of its own; Windows starts a process from nothing,
// not from a copy of this one, so here each run starts from this process).
class Launcher {
public:
    // As run_measured, with the output (at most the output cap) and errors read.
    Run run(const std::vector<std::string>& argv, const std::string& work_dir, const std::string& input_path,
            const std::string& scratch, const Limits& limits) const {
        Run result = run_measured(argv, work_dir, input_path, scratch, limits);
        if (result.ending != Ending::kNotStarted) {
            judge::read_file(scratch + "/run.out", result.out, limits.output_bytes);
            judge::read_file(scratch + "/run.err", result.err, limits.output_bytes);
        }
        return result;
    }
};

}  // namespace stress

#endif
