// bench: runs every program on every worst case listed in bench/cases.txt,
// interleaved with the floor program on the same input, and prints the median
// wall time, the ratio to the floor's median and the peak resident memory
// (getrusage of the child). Not a test: timings depend on the machine.
// Usage: bench BIN_DIR CASES_FILE [RUNS]   (RUNS >= 11, default 21); a case's
// path is relative to the folder above CASES_FILE's, its puzzle the folder it is in.

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>
#include <fcntl.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

namespace fs = std::filesystem;

namespace {

struct Run {
    double seconds;
    long peak_kib;
};

// Runs PROGRAM INPUT with standard output and error thrown away.
Run run_once(const std::string& program, const std::string& input) {
    const auto start = std::chrono::steady_clock::now();
    const pid_t child = fork();
    if (child == 0) {
        const int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execl(program.c_str(), program.c_str(), input.c_str(), static_cast<char*>(nullptr));
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    wait4(child, &status, 0, &usage);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "bench: %s %s failed\n", program.c_str(), input.c_str());
        std::exit(1);
    }
    return {seconds, usage.ru_maxrss};
}

double median(std::vector<double> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 3) {
        std::fprintf(stderr, "usage: bench BIN_DIR CASES_FILE [RUNS]\n");
        return 2;
    }
    const fs::path bin = argv[1], cases = argv[2];
    const int runs = std::max(11, argc > 3 ? std::atoi(argv[3]) : 21);
    std::vector<fs::path> inputs;
    std::ifstream list(cases);
    for (std::string line; std::getline(list, line);)
        if (!line.empty() && line[0] != '#') inputs.push_back(fs::absolute(cases).parent_path().parent_path() / line);
    if (inputs.empty()) {
        std::fprintf(stderr, "bench: no cases in %s\n", argv[2]);
        return 2;
    }

    std::printf("%-42s %9s %9s %6s %9s %9s\n", "worst case", "median", "floor", "ratio", "peak", "floor pk");
    bool all_within = true;
    for (const fs::path& input : inputs) {
        const std::string program = (bin / input.parent_path().filename()).string();
        const std::string floor = (bin / "floor").string();
        std::vector<double> times, floor_times;
        long peak = 0, floor_peak = 0;
        for (int i = 0; i < runs; ++i) {  // interleaved, so drifts hit both alike
            const Run a = run_once(program, input.string()), b = run_once(floor, input.string());
            times.push_back(a.seconds);
            floor_times.push_back(b.seconds);
            peak = std::max(peak, a.peak_kib);
            floor_peak = std::max(floor_peak, b.peak_kib);
        }
        const double ratio = median(times) / median(floor_times);
        const bool within = ratio <= 2.0 && peak <= 4096;
        all_within = all_within && within;
        const std::string name = input.parent_path().filename().string() + "/" + input.stem().string();
        std::printf("%-42s %7.2fms %7.2fms %6.2f %6.2fMiB %6.2fMiB%s\n", name.c_str(), median(times) * 1e3,
                    median(floor_times) * 1e3, ratio, static_cast<double>(peak) / 1024.0,
                    static_cast<double>(floor_peak) / 1024.0, within ? "" : "  over target");
    }
    std::printf("%d runs each; target: ratio <= 2.0 and peak <= 4 MiB: %s\n", runs, all_within ? "met" : "NOT met");
    return 0;
}
