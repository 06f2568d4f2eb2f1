// run_limited: runs a command as a judge does: input from a file, output
// captured, under a processor-time limit, a memory limit, a wall-clock guard
// and an output cap, measuring each. What a run is and how it ended, here;
// how each system runs it: run_limited_linux.hpp (/proc, prctl, POSIX limits)
// and run_limited_windows.hpp (a Job object, the process's own counters).
#ifndef TOOLS_RUN_LIMITED_HPP
#define TOOLS_RUN_LIMITED_HPP

#include <cstddef>
#include <string>

namespace stress {

struct Limits {
    double cpu_seconds = 2;
    // The wall-clock guard, which catches a run that waits: the run is
    // stopped once this much wall-clock time has passed beyond the time the
    // machine kept it waiting for a processor (so load never shortens it),
    // or at kMostGuardStretch times this much in any case.
    double wall_seconds = 5;
    std::size_t memory_bytes = std::size_t{1} << 30;
    std::size_t output_bytes = std::size_t{64} << 20;
    std::size_t stack_bytes = 0;  // 0: as inherited
};

// On a machine so loaded that a run waits for a processor most of the
// time, the guard still ends it at this many times its length.
constexpr double kMostGuardStretch = 10;

// How a run ended. kCrashed: by a signal (Linux) or an exception (Windows),
// crash_code says which. kOutputLimit: it wrote more than the cap.
// kCpuLimit, kWallLimit and kMemoryLimit: it was killed there, or it ended
// past that limit (the figures say by how much).
enum class Ending { kExited, kCrashed, kOutputLimit, kCpuLimit, kWallLimit, kMemoryLimit, kNotStarted };

struct Run {
    Ending ending = Ending::kExited;
    int exit_code = 0;              // for kExited
    unsigned long crash_code = 0;   // for kCrashed: the signal, or the exception code
    // cpu_seconds: the whole process group's (Linux) or job's (Windows) when
    // the guard stopped it (a wrapper's children too), else the command's
    // and the children it waited for.
    double cpu_seconds = 0, wall_seconds = 0;
    // Time spent ready to run but waiting for a processor, and whether it is
    // known: Linux counts it for each process; on Windows it is the most the
    // machine's idle processors leave possible (run_limited_windows.hpp).
    double waiting_seconds = 0;
    bool waiting_known = false;
    // The machine during the run: processors, and how many were busy on average.
    int processors = 0;
    double busy_processors = 0;
    std::size_t peak_bytes = 0;  // the largest memory counted (kMemoryCounted)
    std::string out, err;        // err: for kNotStarted, why
    bool ok() const { return ending == Ending::kExited && exit_code == 0; }
    // Neither running nor waiting for a processor: asleep, blocked on input,
    // a child or a lock. Only for a run whose waiting time is known.
    double blocked_seconds() const { return wall_seconds - cpu_seconds - waiting_seconds; }
};

}  // namespace stress

#ifdef _WIN32
#include "run_limited_windows.hpp"
#else
#include "run_limited_linux.hpp"
#endif

#endif
