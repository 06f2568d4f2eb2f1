// bench: runs every program on every worst case listed in bench/cases.txt,
// interleaved with two floors and with the single-file submission compiled
// as a judge does (g++ -std=c++17 -O2). The static program is measured
// against the C floor (dev/floor.c), the judge-built submission against
// the C++ floor built the same way (dev/floor.cpp: what any submission
// that uses the C++ library pays). Sokoban's cases also run a faster peer
// solver kept outside the repository, the C++ file that the environment
// variable SOKOBAN_PEER names (built statically like ours; no peer row
// where it is unset). It prints the median
// wall times, the ratios to the floors (the median of the rounds' ratios),
// beside each ratio the
// instructions (valgrind's callgrind) and page faults of one process, which
// move only when the code does, the search's in-process time (best of 7
// rounds of 100 solves, this file built at -O2) and the peak resident memory;
// for Sokoban, the search's placement visits and pushes beside the peer's,
// counted outside the submission (ours built with gcov's line counters, the
// peer with its own, -DSOK_COUNT). Then a line per target: met, or missed
// inside or beyond the spread of the rounds (dev/bench_targets.hpp).
// Instructions and faults are printed, not judged.
// Not a test: timings depend on the machine.
// Usage: bench BIN_DIR CASES_FILE SUBMIT_DIR [RUNS]   (RUNS >= 11, default 21);
// a case's path is relative to the folder above CASES_FILE's (the project,
// whose dev/floor.cpp it builds), its puzzle the folder it is in.

#include <fcntl.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

#define JUDGE_NO_MAIN
#include "../src/chameleon/main.cpp"
#include "../src/civ/main.cpp"
#include "../src/sokoban/main.cpp"
#include "bench_targets.hpp"

namespace fs = std::filesystem;

namespace {

constexpr double kTargetRatio = 1.2;        // the program the build makes, to the C floor
constexpr double kTargetBundleRatio = 1.2;  // the submission as a judge builds it, to the C++ floor
constexpr long kTargetPeakKib = 4096;
constexpr double kPeerWorkSlack = 0.01;  // Sokoban: the peer's visits and pushes, within 1%

struct Run {
    double seconds;
    long peak_kib;
    long page_faults;
};

// Runs PROGRAM INPUT with standard output and error thrown away; exits the
// benchmark if it fails. With `spawn`, started by posix_spawn, which shares
// the benchmark's memory until the exec: then the page faults are the
// program's own (a fork copies the benchmark, and the child's faults count
// those copies), but the peak is the benchmark's; without, by fork and exec.
Run run_once(const std::string& program, const std::string& input, bool spawn = false) {
    posix_spawn_file_actions_t streams;
    posix_spawn_file_actions_init(&streams);
    posix_spawn_file_actions_addopen(&streams, 1, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_adddup2(&streams, 1, 2);
    std::string program_arg = program, input_arg = input;
    char* const argv[] = {program_arg.data(), input_arg.data(), nullptr};
    const auto start = std::chrono::steady_clock::now();
    pid_t child = 0;
    if (spawn) {
        if (posix_spawn(&child, program.c_str(), &streams, nullptr, argv, environ) != 0) child = -1;
    } else if ((child = fork()) == 0) {
        const int null = open("/dev/null", O_WRONLY);
        dup2(null, 1);
        dup2(null, 2);
        execv(program.c_str(), argv);
        _exit(127);
    }
    posix_spawn_file_actions_destroy(&streams);
    int status = 0;
    rusage usage{};
    if (child > 0) wait4(child, &status, 0, &usage);
    const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (child <= 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        std::fprintf(stderr, "bench: %s %s failed\n", program.c_str(), input.c_str());
        std::exit(1);
    }
    return {seconds, usage.ru_maxrss, usage.ru_minflt + usage.ru_majflt};
}

// The instructions one run of PROGRAM INPUT executes, counted by valgrind's
// callgrind (this machine's perf has no hardware counters); -1 without valgrind.
long long instructions(const std::string& program, const std::string& input) {
    const std::string command = "valgrind --tool=callgrind --callgrind-out-file=/dev/null '" + program + "' '" +
                                input + "' 2>&1 >/dev/null";
    FILE* report = popen(command.c_str(), "r");
    if (!report) return -1;
    long long count = -1;
    char line[512];
    while (std::fgets(line, sizeof line, report))
        if (const char* collected = std::strstr(line, "Collected : ")) count = std::atoll(collected + 12);
    return pclose(report) == 0 ? count : -1;
}

// "2.41M", or "n/a" where valgrind is missing.
std::string millions(long long count) {
    if (count < 0) return "n/a";
    char text[32];
    std::snprintf(text, sizeof text, "%.2fM", static_cast<double>(count) / 1e6);
    return text;
}

template <class T>
T median(std::vector<T> values) {
    std::sort(values.begin(), values.end());
    return values[values.size() / 2];
}

// The search alone, parsing included: the best of 7 rounds of 100 solves.
double in_process_seconds(const judge::Solver& solve, const std::string& input) {
    double best = 1e9;
    for (int round = 0; round < 7; ++round) {
        std::string notes;
        std::ostringstream ignored;
        const auto start = std::chrono::steady_clock::now();
        for (int i = 0; i < 100; ++i) ignored << solve(input, notes).size();
        best = std::min(best, std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count() / 100);
    }
    return best;
}

const std::map<std::string, judge::Solver> kSolvers{
    {"civ", civ::solve}, {"sokoban", sokoban::solve}, {"chameleon", chameleon::solve}};

std::vector<fs::path> read_cases(const fs::path& list_file, const fs::path& project) {
    std::vector<fs::path> inputs;
    std::ifstream list(list_file);
    for (std::string line; std::getline(list, line);)
        if (!line.empty() && line[0] != '#') inputs.push_back(project / line);
    return inputs;
}

// Compiles SOURCE into PROGRAM with g++ -std=c++17 and OPTIONS; exits the
// benchmark if the compiler fails.
void compile_with(const fs::path& source, const fs::path& program, const std::string& options) {
    const std::string command = "g++ -std=c++17 " + options + " -o '" + program.string() + "' '" + source.string() + "'";
    if (std::system(command.c_str()) != 0) {
        std::fprintf(stderr, "bench: %s failed\n", command.c_str());
        std::exit(1);
    }
}

// Compiles SOURCE into PROGRAM as a judge would (dynamically linked), or statically.
void compile(const fs::path& source, const fs::path& program, bool statically = false) {
    compile_with(source, program, statically ? "-O2 -static" : "-O2");
}

// One program's figures on one case: its wall times and its spawned runs' faults.
struct Figures {
    std::vector<double> seconds;
    std::vector<long> faults;
};

// One timed run and one spawned run; returns the timed run's peak.
long measure(const std::string& program, const std::string& input, Figures& figures) {
    const Run timed = run_once(program, input);
    figures.seconds.push_back(timed.seconds);
    figures.faults.push_back(run_once(program, input, true).page_faults);
    return timed.peak_kib;
}

// Sokoban's search work on one case: placement visits and pushes or pulls tried.
struct SearchWork {
    long long visits = -1, pushes = -1;
};

// The lines of src/sokoban/main.cpp that run once per placement visit (the
// walk's loop) and once per push or pull tried; their counts come from gcov,
// so that the submission carries no counter of its own.
constexpr const char* kVisitLine = "beside_crate[beside] = *group;";
constexpr const char* kPushLine = "add(side, pair_number(move.to_ordinal";

// Our work: PROGRAM (main.cpp built -O0 --coverage in FOLDER, as
// sokoban-counted) run on INPUT, then gcov's count of each line. A template's
// line is listed first with the sum over its copies.
SearchWork our_search_work(const fs::path& folder, const std::string& input) {
    fs::remove(folder / "sokoban-counted-main.gcda");
    run_once((folder / "sokoban-counted").string(), input);
    const std::string command = "cd '" + folder.string() + "' && gcov -t sokoban-counted-main.gcda 2>/dev/null";
    SearchWork work;
    if (FILE* report = popen(command.c_str(), "r")) {
        char line[1024];
        while (std::fgets(line, sizeof line, report)) {
            if (work.visits < 0 && std::strstr(line, kVisitLine)) work.visits = std::atoll(line);
            if (work.pushes < 0 && std::strstr(line, kPushLine)) work.pushes = std::atoll(line);
        }
        pclose(report);
    }
    return work;
}

// The peer's work: its own counters (built with -DSOK_COUNT), which it
// prints on standard error as "visits V hit H levels L pushes P".
SearchWork peer_search_work(const std::string& counted_peer, const std::string& input) {
    const std::string command = "'" + counted_peer + "' '" + input + "' 2>&1 >/dev/null";
    SearchWork work;
    if (FILE* report = popen(command.c_str(), "r")) {
        char line[256];
        long long hit = 0, levels = 0;
        while (std::fgets(line, sizeof line, report))
            if (std::sscanf(line, "visits %lld hit %lld levels %lld pushes %lld", &work.visits, &hit, &levels,
                            &work.pushes) != 4)
                work = SearchWork{};
        pclose(report);
    }
    return work;
}

// Each round's time over the floor's time in the same round.
std::vector<double> round_ratios(const Figures& program, const Figures& floor) {
    std::vector<double> ratios;
    for (std::size_t i = 0; i < program.seconds.size(); ++i) ratios.push_back(program.seconds[i] / floor.seconds[i]);
    return ratios;
}

// One target's cases, by outcome, for its verdict line.
struct TargetLine {
    explicit TargetLine(std::string target) : title(std::move(target)) {}

    std::string title;
    int met = 0;
    std::vector<std::string> inside, beyond;

    void add(const std::string& name, bool met_it, const std::string& figures, bool inside_spread = false) {
        if (met_it) ++met;
        else (inside_spread ? inside : beyond).push_back(name + " " + figures);
    }
    void add_time(const std::string& name, const bench::RoundRatios& rounds, double target) {
        char figures[96];
        std::snprintf(figures, sizeof figures, "%.3f (rounds' middle half %.3f-%.3f)", rounds.median,
                      rounds.low_quartile, rounds.high_quartile);
        const bench::Verdict verdict = bench::judge_time(rounds, target);
        add(name, verdict == bench::Verdict::kMet, figures, verdict == bench::Verdict::kMissedInsideSpread);
    }
    void print(const char* inside_words, const char* beyond_words) const {
        std::string line = "  " + title + ": ";
        if (inside.empty() && beyond.empty()) line += "met (" + judge::count_of(met, "case") + ")";
        else line += "met for " + judge::count_of(met, "case");
        const auto list = [&](const std::vector<std::string>& cases, const char* words) {
            if (cases.empty()) return;
            line += std::string("; ") + words + " for " + judge::count_of(static_cast<long long>(cases.size()), "case") + ":";
            for (const std::string& item : cases) line += " " + item + ",";
            line.pop_back();
        };
        list(inside, inside_words);
        list(beyond, beyond_words);
        std::printf("%s\n", line.c_str());
    }
};

}  // namespace

int main(int argc, char** argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: bench BIN_DIR CASES_FILE SUBMIT_DIR [RUNS]\n");
        return 2;
    }
    const fs::path bin = argv[1], project = fs::absolute(argv[2]).parent_path().parent_path();
    const std::vector<fs::path> inputs = read_cases(argv[2], project);
    const int runs = std::max(11, argc > 4 ? std::atoi(argv[4]) : 21);
    if (inputs.empty()) {
        std::fprintf(stderr, "bench: no cases in %s\n", argv[2]);
        return 2;
    }
    const fs::path judged = fs::temp_directory_path() / ("bench-" + std::to_string(getpid()));
    fs::create_directories(judged);
    for (const auto& [puzzle, solve] : kSolvers) compile(fs::path(argv[3]) / (puzzle + ".cpp"), judged / puzzle);
    const std::string c_floor = (bin / "floor").string(), cxx_floor = (judged / "floor-cpp").string();
    compile(project / "dev" / "floor.cpp", cxx_floor);
    const char* const peer_source = std::getenv("SOKOBAN_PEER");
    const std::string peer = (judged / "sokoban-peer").string(), counted_peer = (judged / "sokoban-peer-counted").string();
    const bool has_peer = peer_source != nullptr && *peer_source != '\0';
    if (has_peer) {
        compile(peer_source, peer, true);
        compile_with(peer_source, counted_peer, "-O2 -DSOK_COUNT");
        compile_with(project / "src" / "sokoban" / "main.cpp", judged / "sokoban-counted", "-O0 --coverage");
    } else {
        std::printf("no peer row: SOKOBAN_PEER names no peer solver's source\n");
    }

    const std::string first_case = inputs.front().string();
    std::printf("the floors, one process: C %s instructions, %ld page faults; C++ (judge-built) %s instructions, "
                "%ld page faults\n",
                millions(instructions(c_floor, first_case)).c_str(), run_once(c_floor, first_case, true).page_faults,
                millions(instructions(cxx_floor, first_case)).c_str(), run_once(cxx_floor, first_case, true).page_faults);
    std::printf("%-34s %7s %7s %5s %6s %6s %7s %6s %6s %6s %7s %8s\n", "worst case", "median", "floor", "ratio",
                "instr", "faults", "c++flr", "bundle", "instr", "faults", "in-proc", "peak");
    char title[96];
    std::snprintf(title, sizeof title, "the program the build makes <= %.1f x the C floor", kTargetRatio);
    TargetLine static_line(title);
    std::snprintf(title, sizeof title, "the submission as a judge builds it <= %.1f x the C++ floor", kTargetBundleRatio);
    TargetLine bundle_line(title);
    std::snprintf(title, sizeof title, "peak memory <= %ld MiB", kTargetPeakKib / 1024);
    TargetLine peak_line(title);
    std::snprintf(title, sizeof title, "Sokoban's placement visits and pushes within %.0f%% of the peer's", kPeerWorkSlack * 100);
    TargetLine peer_line(title);
    for (const fs::path& input : inputs) {
        const std::string puzzle = input.parent_path().filename().string(), test = input.string();
        const std::string program = (bin / puzzle).string(), bundle = (judged / puzzle).string();
        const bool with_peer = has_peer && puzzle == "sokoban";
        Figures ours, judge_built, floor_c, floor_cxx, peers;
        long peak = 0;
        for (int i = 0; i < runs; ++i) {  // interleaved, so drifts hit all alike
            peak = std::max(peak, measure(program, test, ours));
            measure(bundle, test, judge_built);
            measure(c_floor, test, floor_c);
            measure(cxx_floor, test, floor_cxx);
            if (with_peer) measure(peer, test, peers);
        }
        std::string text;
        judge::read_file(test, text);
        const double search = in_process_seconds(kSolvers.at(puzzle), text);
        const bench::RoundRatios ratio = bench::summarize(round_ratios(ours, floor_c));
        const bench::RoundRatios bundle_ratio = bench::summarize(round_ratios(judge_built, floor_cxx));
        const std::string name = puzzle + "/" + input.stem().string();
        static_line.add_time(name, ratio, kTargetRatio);
        bundle_line.add_time(name, bundle_ratio, kTargetBundleRatio);
        char peak_figure[32];
        std::snprintf(peak_figure, sizeof peak_figure, "%.2f MiB", static_cast<double>(peak) / 1024.0);
        peak_line.add(name, peak <= kTargetPeakKib, peak_figure);
        const long long our_instructions = instructions(program, test);
        std::printf("%-34s %5.2fms %5.2fms %5.2f %6s %6ld %5.2fms %6.2f %6s %6ld %5.0fus %5.2fMiB\n", name.c_str(),
                    median(ours.seconds) * 1e3, median(floor_c.seconds) * 1e3, ratio.median,
                    millions(our_instructions).c_str(), median(ours.faults), median(floor_cxx.seconds) * 1e3,
                    bundle_ratio.median, millions(instructions(bundle, test)).c_str(), median(judge_built.faults),
                    search * 1e6, static_cast<double>(peak) / 1024.0);
        if (with_peer) {
            const long long peer_instructions = instructions(peer, test);
            const SearchWork our_work = our_search_work(judged, test), peer_work = peer_search_work(counted_peer, test);
            std::printf("%-34s %5.2fms %7s %5.2f %6s %6ld   (ours: %+.0f%% instructions, %+ld faults)\n",
                        "  peer sokoban_fast (static)", median(peers.seconds) * 1e3, "",
                        median(peers.seconds) / median(floor_c.seconds), millions(peer_instructions).c_str(),
                        median(peers.faults),
                        100.0 * (static_cast<double>(our_instructions) / static_cast<double>(peer_instructions) - 1),
                        median(ours.faults) - median(peers.faults));
            std::printf("%-34s visits %lld (peer %lld), pushes and pulls %lld (peer %lld)\n", "  search work",
                        our_work.visits, peer_work.visits, our_work.pushes, peer_work.pushes);
            char figures[96];
            std::snprintf(figures, sizeof figures, "visits %lld against %lld, pushes %lld against %lld",
                          our_work.visits, peer_work.visits, our_work.pushes, peer_work.pushes);
            peer_line.add(name,
                          bench::within_of_peer(our_work.visits, peer_work.visits, kPeerWorkSlack) &&
                              bench::within_of_peer(our_work.pushes, peer_work.pushes, kPeerWorkSlack),
                          figures);
        }
    }
    fs::remove_all(judged);
    std::printf("%d rounds each; ratio: the median of the rounds' ratios to the C floor, bundle: to the C++ floor; "
                "instr and faults: one process (faults: the median)\n", runs);
    std::printf("targets (time judged on the median; a miss is inside the spread when the target lies within the "
                "rounds' middle half):\n");
    static_line.print("missed inside the spread", "missed beyond the spread");
    bundle_line.print("missed inside the spread", "missed beyond the spread");
    peak_line.print("", "missed");
    if (has_peer) peer_line.print("", "missed");
    else std::printf("  %s: not counted (no peer)\n", peer_line.title.c_str());
    std::printf("  instructions and page faults: printed, not judged\n");
    return 0;
}
