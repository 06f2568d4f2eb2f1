// stress: tests someone's solution against ours as a judge would: generated
// tests (small random ones, then a round at full size), the statement's time
// and memory limits, verdicts by name; the first failure shrunk. Linux and
// Windows (tools/run_limited_*.hpp); the same tests and report on both.
// Usage: stress PUZZLE [options] -- COMMAND [ARGS...]   (stress --help)

#ifdef _WIN32
#include <io.h>
#else
#include <unistd.h>
#endif

#include <algorithm>
#include <atomic>
#include <cctype>
#include <chrono>
#include <condition_variable>
#include <climits>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <string_view>
#include <thread>
#include <type_traits>
#include <vector>

#define JUDGE_NO_MAIN
#define GENERATOR_NO_MAIN
#include "../src/chameleon/generate.cpp"
#include "../src/civ/generate.cpp"
#include "../src/sokoban/generate.cpp"
#include "run_limited.hpp"

namespace {

// ---- What differs between the systems: the folders, the terminal, the command.
#ifdef _WIN32
constexpr char kPathSeparator = '\\';
constexpr const char* kPathSeparators = "/\\:";
constexpr const char* kMemoryHelp = "the peak working set, as Windows counts it";
constexpr const char* kCrashHelp = "an exception or a non-zero exit";
bool stderr_is_terminal() { return _isatty(_fileno(stderr)) != 0; }
#else
constexpr char kPathSeparator = '/';
constexpr const char* kPathSeparators = "/";
constexpr const char* kMemoryHelp = "the resident set, as the kernel counts it";
constexpr const char* kCrashHelp = "a signal or a non-zero exit";
bool stderr_is_terminal() { return isatty(2) != 0; }
#endif

bool has_folder(const std::string& path) { return path.find_first_of(kPathSeparators) != std::string::npos; }

using Options = std::map<std::string, std::string>;

constexpr int kExitPassed = 0, kExitFailureFound = 1, kExitUsage = 2, kExitInconclusive = 3;
// Shrinking stops after this many simpler tests or seconds; sooner for a
// failure by time or memory, where each try may cost the whole limit.
constexpr int kMostShrinkCandidates = 5000;
constexpr double kMostShrinkSeconds = 120, kMostShrinkSecondsAtLimits = 10;
// A verdict that the machine's load can bring (time, idleness, a stop by
// the wall-clock guard) or sway (memory) stands only when this many runs
// alone, with no other job running, reproduce it.
constexpr int kRunsAlone = 2;
// Idleness: the run spent at least this share of its wall-clock time
// neither running nor waiting for a processor.
constexpr double kIdleShare = 0.5;
// An inconclusive report shows this many tests' lines.
constexpr int kMostInconclusiveShown = 5;
// The most of an output a report shows (an output may be 64 MiB).
constexpr std::size_t kMostShownOutput = 4096;
// The random tests' largest board: small enough to read once shrunk.
constexpr int kSmallSize = 6;
constexpr stress::Limits kOurLimits{30, 60, std::size_t{1} << 30, std::size_t{64} << 20, 0};
constexpr double kMebibyte = 1 << 20;

// The benchmark's worst cases (bench/cases.txt), built in by CMake.
struct WorstCase {
    const char* puzzle;
    const char* path;
    const char* text;
};
const WorstCase kWorstCases[] = {
#include "worst_cases.inc"
};

struct Puzzle {
    std::function<std::string(generator::Args&)> generate;
    std::function<std::vector<std::string>(const std::string&)> simpler;
    std::function<Options(int, int)> stress_options;
    std::function<std::vector<Options>(int)> full_size_options;
    double seconds;
    int mebibytes, stack_mebibytes;  // stack 0: the system's
    int min_size, max_size;  // of --max-size; 0 when the size is fixed
};

const std::map<std::string, Puzzle> kPuzzles{
    {"civ",
     {civ::generate::generate, civ::generate::simpler, civ::generate::stress_options, civ::generate::full_size_options,
      civ::generate::kTimeLimitSeconds, civ::generate::kMemoryLimitMebibytes, 0, 3, 100}},
    {"sokoban",
     {sokoban::generate::generate, sokoban::generate::simpler, sokoban::generate::stress_options,
      sokoban::generate::full_size_options, sokoban::generate::kTimeLimitSeconds,
      sokoban::generate::kMemoryLimitMebibytes, sokoban::generate::kStackLimitMebibytes, sokoban::kMinSize, sokoban::kMaxSize}},
    {"chameleon",
     {chameleon::generate::generate, chameleon::generate::simpler, chameleon::generate::stress_options,
      chameleon::generate::full_size_options, chameleon::generate::kTimeLimitSeconds,
      chameleon::generate::kMemoryLimitMebibytes, 0, 0, 0}},
};

struct Settings {
    std::string puzzle;
    int count = 500;
    std::uint64_t seed = 1;
    std::optional<double> time_limit;
    std::optional<double> wall_limit;
    std::optional<int> memory_limit;  // MiB
    std::optional<int> max_size;
    std::string encoding = "all";
    int jobs = 0;  // 0: one per processor
    std::optional<double> shrink_seconds;
    std::vector<std::string> command;
};

std::string format(const char* pattern, double value) {
    char text[64];
    std::snprintf(text, sizeof text, pattern, value);
    return text;
}

// A judge's verdicts; a run the machine was too busy to judge; the judge
// failing itself (our solution or checker).
enum class Verdict {
    kAccepted, kWrongAnswer, kPresentationError, kTimeLimit, kIdleness, kMemoryLimit, kRuntimeError, kOutputLimit,
    kInconclusive, kJudgeFailed
};

// One test: its number, how to make it again, its bytes.
struct Test {
    int number = 0;
    std::string origin;  // the generator's options, or the worst case's path
    bool generated = true;
    std::string input;
};

// What happened on one test.
struct Judgement {
    Verdict verdict = Verdict::kAccepted;
    std::string why;  // the verdict's line
    stress::Run ours, theirs;
    std::string left_behind;  // a file their run left in its folder, if any
    int runs = 1, runs_alone = 0, reproduced = 1;  // of a confirmed verdict
    bool failed() const { return verdict != Verdict::kAccepted && verdict != Verdict::kInconclusive; }
    bool at_a_limit() const {
        return verdict == Verdict::kTimeLimit || verdict == Verdict::kIdleness || verdict == Verdict::kMemoryLimit;
    }
    // A verdict that runs alone must confirm.
    bool to_confirm() const { return at_a_limit() || verdict == Verdict::kInconclusive; }
};

// Lets the jobs' runs go side by side, and one job's runs go alone: `alone`
// waits until the runs under way have ended and holds new ones back until
// it is done (waiting jobs first, so no stream of runs can starve it).
class RunGate {
public:
    void enter_side_by_side() {
        std::unique_lock<std::mutex> lock(mutex_);
        changed_.wait(lock, [this] { return !alone_ && !wanting_alone_; });
        ++side_by_side_;
    }
    void leave_side_by_side() {
        const std::lock_guard<std::mutex> lock(mutex_);
        --side_by_side_;
        changed_.notify_all();
    }
    void enter_alone() {
        std::unique_lock<std::mutex> lock(mutex_);
        ++wanting_alone_;
        changed_.wait(lock, [this] { return !alone_ && side_by_side_ == 0; });
        --wanting_alone_;
        alone_ = true;
    }
    void leave_alone() {
        const std::lock_guard<std::mutex> lock(mutex_);
        alone_ = false;
        changed_.notify_all();
    }

private:
    std::mutex mutex_;
    std::condition_variable changed_;
    int side_by_side_ = 0, wanting_alone_ = 0;
    bool alone_ = false;
};

// Holds the gate for a scope's lifetime: beside the other jobs' runs, or alone.
class GateHold {
public:
    enum Way { kSideBySide, kAlone };
    GateHold(RunGate& gate, Way way) : gate_(gate), way_(way) {
        if (way_ == kAlone) gate_.enter_alone();
        else gate_.enter_side_by_side();
    }
    GateHold(const GateHold&) = delete;
    GateHold& operator=(const GateHold&) = delete;
    ~GateHold() {
        if (way_ == kAlone) gate_.leave_alone();
        else gate_.leave_side_by_side();
    }

private:
    RunGate& gate_;
    Way way_;
};

// The figures of one test that passed.
struct Figures {
    double cpu_seconds = 0;
    std::size_t peak_bytes = 0;
    std::pair<int, std::string> size;  // a sort key and a label
};

// Which single-byte code page an answer came in: the one where its bytes
// are the letters of «Нет решения» (a board's letter preference would read
// CP1251's «Нет решения» as KOI8-R capitals).
int answer_letter_preference(char32_t c) {
    return c != U' ' && chameleon::kNoSolution.find(c) != std::u32string_view::npos ? 1 : 0;
}

// Russian text for a terminal, a test or an answer: decoded to UTF-8 (a
// test's code page chosen by the board's letters, an answer's by those of
// «Нет решения»), its encoding named (UTF-8 only for a test); the bytes as
// they are when they are no supported encoding.
std::string shown_in_utf8(const std::string& text, bool is_test) {
    try {
        const judge::DecodedText decoded =
            judge::decode_russian_text(text, is_test ? chameleon::letter_preference : answer_letter_preference);
        const bool utf8 = decoded.encoding == judge::Encoding::kUtf8;
        if (utf8 && !is_test) return text;
        return judge::encode_utf8(decoded.text) + "(in " + chameleon::kEncodingNames[static_cast<int>(decoded.encoding)] +
               (utf8 ? ")\n" : "; shown here in UTF-8)\n");
    } catch (const judge::InputError&) {
        return text;
    }
}

class Stress {
public:
    // `bin_dir` holds the programs; `shown_bin_dir` is how to name it to the user.
    Stress(Settings settings, std::string bin_dir, std::string shown_bin_dir, std::string scratch)
        : s_(std::move(settings)), puzzle_(kPuzzles.at(s_.puzzle)), bin_(std::move(bin_dir)),
          shown_bin_(std::move(shown_bin_dir)), scratch_(std::move(scratch)) {
        limits_.cpu_seconds = s_.time_limit.value_or(puzzle_.seconds);
        limits_.wall_seconds = s_.wall_limit.value_or(2 * limits_.cpu_seconds + 1);
        limits_.memory_bytes = static_cast<std::size_t>(s_.memory_limit.value_or(puzzle_.mebibytes)) << 20;
        limits_.stack_bytes = static_cast<std::size_t>(puzzle_.stack_mebibytes) << 20;
        size_ = s_.max_size.value_or(puzzle_.max_size);
        full_size_ = puzzle_.full_size_options(size_);
        if (size_ == puzzle_.max_size)
            for (const WorstCase& worst : kWorstCases)
                if (s_.puzzle == worst.puzzle) worst_cases_.push_back(&worst);
        total_ = s_.count + static_cast<int>(full_size_.size() + worst_cases_.size());
        s_.jobs = std::max(1, std::min(s_.jobs, total_));
        for (int job = 0; job < s_.jobs; ++job) launchers_.push_back(std::make_unique<stress::Launcher>());
    }
    Stress(const Stress&) = delete;
    Stress& operator=(const Stress&) = delete;
    // The last launcher first: each holds copies of the pipes of those before it.
    ~Stress() {
        while (!launchers_.empty()) launchers_.pop_back();
    }

    int run_all() {
        figures_.assign(static_cast<std::size_t>(total_) + 1, Figures{});
        std::vector<std::thread> workers;
        for (int job = 1; job < s_.jobs; ++job) workers.emplace_back([this, job] { work(job); });
        work(0);
        for (std::thread& worker : workers) worker.join();
        end_progress();
        std::sort(inconclusive_.begin(), inconclusive_.end());
        if (failure_) return report(*failure_, *failed_judgement_);
        if (!inconclusive_.empty()) return report_inconclusive();
        std::cout << "stress " << s_.puzzle << ": all " << judge::count_of(total_, "test") << " passed (seed " << s_.seed << "): "
                  << s_.count << " random, " << total_ - s_.count << " at full size\n"
                  << figures_line(total_) << sizes_line(total_) << stress::system_notes();
        return kExitPassed;
    }

private:
    std::string program(const std::string& suffix) const { return bin_ + "/" + s_.puzzle + suffix; }
    std::string folder(int job) const { return scratch_ + "/job" + std::to_string(job); }
    // Where their solution runs: emptied before each run, so that a file it
    // writes lands in no folder of the user's, and is seen.
    std::string work_folder(int job) const { return folder(job) + "/work"; }

    // Takes tests in increasing order until none is left or a lower one
    // failed, so the lowest failing test is always found and reported.
    // A verdict to confirm is confirmed alone before it counts.
    void work(int job) {
        const std::string scratch = folder(job);
        std::error_code ignored;
        std::filesystem::create_directory(scratch, ignored);
        for (int number; (number = next_test_++) <= total_;) {
            if (number > lowest_failure_) break;
            Test test;
            Judgement judged;
            try {
                test = make_test(number);
                const GateHold side_by_side(gate_, GateHold::kSideBySide);
                judged = judge_test(test.input, job);
            } catch (const std::exception& error) {  // a generator refusing its options: our fault
                test.number = number;
                verdict(judged, Verdict::kJudgeFailed, std::string("our generator failed: ") + error.what());
            }
            if (judged.to_confirm()) judged = confirmed(std::move(judged), job);
            std::lock_guard<std::mutex> lock(mutex_);
            if (judged.verdict == Verdict::kInconclusive) {
                inconclusive_.emplace_back(number, judged.why);
                continue;
            }
            if (judged.failed()) {
                if (number < lowest_failure_) {
                    lowest_failure_ = number;
                    failure_ = std::move(test);
                    failed_judgement_ = std::move(judged);
                }
                continue;
            }
            Figures& figures = figures_[static_cast<std::size_t>(number)];
            figures.cpu_seconds = judged.theirs.cpu_seconds;
            figures.peak_bytes = judged.theirs.peak_bytes;
            figures.size = size_of(test.input, judged.ours.out);
            progress(++done_);
        }
    }

    Test make_test(int number) const {
        Test test;
        test.number = number;
        const int round = number - s_.count - 1;
        if (round >= static_cast<int>(full_size_.size())) {
            const WorstCase& worst = *worst_cases_[static_cast<std::size_t>(round) - full_size_.size()];
            test.origin = worst.path;
            test.generated = false;
            test.input = chosen_encoding(worst.text);
            return test;
        }
        Options options = round >= 0 ? full_size_[static_cast<std::size_t>(round)]
                                     : puzzle_.stress_options(number, std::min(kSmallSize, size_));
        if (s_.encoding != "all") options["encoding"] = s_.encoding;
        options["seed"] = std::to_string(s_.seed * 1000000 + static_cast<std::uint64_t>(number));
        generator::Args args(options);
        {
            const std::lock_guard<std::mutex> one_at_a_time(generating_);
            test.input = puzzle_.generate(args);
        }
        test.origin = shown_bin_ + kPathSeparator + s_.puzzle + "-generate";
        for (const auto& [name, value] : options) test.origin += " --" + name + " " + value;
        return test;
    }

    std::string chosen_encoding(const std::string& board) const {
        if (s_.encoding == "all") return board;
        const auto& names = chameleon::generate::kEncodings;
        const auto encoding = chameleon::generate::kEncodingValues[static_cast<std::size_t>(
            std::find(names.begin(), names.end(), s_.encoding) - names.begin())];
        return chameleon::generate::board_text(
            chameleon::generate::letters_of(chameleon::to_state(*chameleon::to_tiles(chameleon::parse(board).cells))),
            encoding);
    }

    // The size a test counts under: the larger side (CIV), n (Sokoban), or
    // how far our answer goes («Хамелеон»).
    std::pair<int, std::string> size_of(const std::string& input, const std::string& our_answer) const {
        const int first = std::atoi(input.c_str());
        if (s_.puzzle == "sokoban") return {first, std::to_string(first)};
        if (s_.puzzle == "civ") {
            const int side = std::max(first, std::atoi(input.c_str() + input.find(' ')));
            return {side, std::to_string(side)};
        }
        if (our_answer.empty() || our_answer[0] < '0' || our_answer[0] > '9') return {99, "no solution"};
        const int moves = std::atoi(our_answer.c_str());
        const int from = moves >= 28 ? 28 : moves >= 20 ? 20 : moves / 10 * 10;
        return {from, std::to_string(from) + "-" + std::to_string(from >= 28 ? 31 : from >= 20 ? 27 : from + 9)};
    }

    void progress(int done) const {
        if (stderr_is_terminal()) std::cerr << "\rstress " << s_.puzzle << ": " << done << " of " << judge::count_of(total_, "test") << " passed   " << std::flush;
        else if (done % 100 == 0) std::cerr << "stress " << s_.puzzle << ": " << done << " of " << judge::count_of(total_, "test") << " passed\n";
    }

    static void end_progress() {
        if (stderr_is_terminal()) std::cerr << "\n";
    }

    // Our answer to `input`, then theirs, judged (in job's folder).
    Judgement judge_test(const std::string& input, int job) const {
        const std::string scratch = folder(job), in = scratch + "/test.in";
        Judgement j;
        judge::write_file(in, input);
        j.ours = launchers_[static_cast<std::size_t>(job)]->run({program(""), in}, scratch, in, scratch, kOurLimits);
        if (!j.ours.ok()) return verdict(j, Verdict::kJudgeFailed, "our solution failed on this test: " + j.ours.err);
        return judge_their_run(j, job);
    }

    // Runs their solution on job's test.in, in a fresh work folder, and
    // judges it against our answer in `j`.
    Judgement& judge_their_run(Judgement& j, int job) const {
        const std::string scratch = folder(job), work = work_folder(job);
        const std::string in = scratch + "/test.in", ours = scratch + "/ours.out", theirs = scratch + "/theirs.out";
        const stress::Launcher& launcher = *launchers_[static_cast<std::size_t>(job)];
        std::error_code ignored;
        std::filesystem::remove_all(work, ignored);
        std::filesystem::create_directory(work, ignored);
        j.theirs = launcher.run(s_.command, work, in, scratch, limits_);
        const std::filesystem::directory_iterator left(work, ignored);
        j.left_behind = left == std::filesystem::directory_iterator() ? "" : left->path().filename().string();
        if (j.theirs.ending != stress::Ending::kExited || j.theirs.exit_code != 0) return run_verdict(j);
        judge::write_file(ours, j.ours.out);
        judge::write_file(theirs, j.theirs.out);
        const stress::Run check = launcher.run({program("-check"), in, theirs, ours}, scratch, in, scratch, kOurLimits);
        const std::string line = check.out.substr(0, check.out.find('\n'));
        if (check.ending != stress::Ending::kExited || check.exit_code > 2)
            return verdict(j, Verdict::kJudgeFailed, "our checker failed: " + line + check.err);
        const Verdict kinds[] = {Verdict::kAccepted, Verdict::kWrongAnswer, Verdict::kPresentationError};
        return verdict(j, kinds[check.exit_code], line);
    }

    // Reruns their solution alone (the other jobs' runs ended and held back)
    // until a run ends by itself within the limits, whose verdict then
    // stands, or kRunsAlone runs have been stopped: then their verdict if they
    // all agree on one, else inconclusive.
    Judgement confirmed(Judgement first, int job) const {
        const GateHold alone(gate_, GateHold::kAlone);
        std::vector<Judgement> stopped;
        for (int rerun = 1; rerun <= kRunsAlone; ++rerun) {
            Judgement again = first;
            judge_their_run(again, job);
            again.runs = 1 + rerun, again.runs_alone = rerun;
            if (!again.to_confirm()) {
                again.reproduced = 0;  // it ended within the limits: the first verdict came back in no run alone
                return again;
            }
            stopped.push_back(std::move(again));
        }
        Judgement last = std::move(stopped.back());
        const bool agree = std::all_of(stopped.begin(), stopped.end(),
                                       [&](const Judgement& run) { return run.verdict == last.verdict; });
        if (!agree) verdict(last, Verdict::kInconclusive, inconclusive_why(last.theirs));
        last.reproduced = kRunsAlone + (first.verdict == last.verdict);
        return last;
    }

    // Why a run stopped by the guard, not mostly blocked, settles nothing.
    static std::string inconclusive_why(const stress::Run& run) {
        return "inconclusive: the machine was too busy to judge this test (" + format("%.3f", run.cpu_seconds) +
               " s of processor time in " + format("%.2f", run.wall_seconds) +
               " s); rerun with fewer --jobs, a larger --wall-limit or on a quieter machine";
    }

    // The verdict of a run that did not end well by itself.
    Judgement& run_verdict(Judgement& j) const {
        const stress::Run& run = j.theirs;
        switch (run.ending) {
        case stress::Ending::kNotStarted: return verdict(j, Verdict::kJudgeFailed, "the command could not be started: " + run.err);
        case stress::Ending::kCpuLimit:
            return verdict(j, Verdict::kTimeLimit, "time limit exceeded: " + format("%.3f", run.cpu_seconds) + " s of processor time, the limit is " + format("%.3f s", limits_.cpu_seconds));
        case stress::Ending::kWallLimit:
            if (!run.waiting_known || run.blocked_seconds() < kIdleShare * run.wall_seconds)
                return verdict(j, Verdict::kInconclusive, inconclusive_why(run));
            return verdict(j, Verdict::kIdleness, "idleness limit exceeded: not ended after " + format("%.1f", run.wall_seconds) + " s of wall-clock time, " + format("%.1f", run.blocked_seconds()) + " s of them neither running nor waiting for a processor (" + format("%.3f", run.cpu_seconds) + " s of processor time): it waits for something");
        case stress::Ending::kMemoryLimit:
            return verdict(j, Verdict::kMemoryLimit, "memory limit exceeded: " + format("%.1f", static_cast<double>(run.peak_bytes) / kMebibyte) + " MiB " + stress::kMemoryCounted + ", the limit is " + format("%.0f MiB", static_cast<double>(limits_.memory_bytes) / kMebibyte));
        case stress::Ending::kOutputLimit:
            return verdict(j, Verdict::kOutputLimit, "output limit exceeded: more than " + format("%.0f MiB", static_cast<double>(limits_.output_bytes) / kMebibyte) + " written");
        case stress::Ending::kCrashed: return verdict(j, Verdict::kRuntimeError, "runtime error: " + stress::crash_description(run));
        case stress::Ending::kExited: break;
        }
        return verdict(j, Verdict::kRuntimeError, "runtime error: exit code " + std::to_string(run.exit_code));
    }

    static Judgement& verdict(Judgement& j, Verdict v, std::string why) {
        j.verdict = v;
        j.why = std::move(why);
        return j;
    }

    bool valid(const std::string& input) const {
        const std::string in = folder(0) + "/candidate.in";
        judge::write_file(in, input);
        return launchers_[0]->run({program("-validate"), in}, folder(0), in, folder(0), kOurLimits).ok();
    }

    // How long a shrink of this failure may take: --shrink-seconds, else
    // less for a failure by time, idleness or memory, where each try may cost the limit.
    double shrink_budget(const Judgement& judged) const {
        return s_.shrink_seconds.value_or(judged.at_a_limit() ? kMostShrinkSecondsAtLimits : kMostShrinkSeconds);
    }

    // Greedy shrinking: take the first simpler variant that is a valid test
    // and fails with the same verdict (confirmed alone, as every verdict of
    // time or memory is), and start again from it, until none does or the
    // budget is spent (`capped` then says so).
    std::string shrink(std::string input, Judgement& judged, int& steps, int& tried, bool& capped) const {
        const double budget = shrink_budget(judged);
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(budget);
        const auto out_of_budget = [&] { return tried >= kMostShrinkCandidates || std::chrono::steady_clock::now() > deadline; };
        for (bool progressed = true; progressed && !(capped = out_of_budget());) {
            progressed = false;
            for (const std::string& candidate : puzzle_.simpler(input)) {
                if ((capped = out_of_budget())) break;
                ++tried;
                Judgement attempt = judge_test(candidate, 0);
                if (attempt.to_confirm()) attempt = confirmed(std::move(attempt), 0);
                if (attempt.verdict != judged.verdict || !valid(candidate)) continue;
                input = candidate;
                judged = attempt;
                ++steps;
                progressed = true;
                if (stderr_is_terminal()) std::cerr << "\rstress " << s_.puzzle << ": shrinking, step " << steps << "   " << std::flush;
                break;
            }
        }
        end_progress();
        return input;
    }

    // The slowest test and the largest memory among tests 1..last that
    // passed; with none passed, the figures of `failing`, the run after them.
    std::string figures_line(int last, const stress::Run* failing = nullptr) const {
        int slowest = 0, largest = 0;
        for (int test = 1; test <= last; ++test) {
            const Figures& f = figures_[static_cast<std::size_t>(test)];
            if (f.size.second.empty()) continue;
            if (!slowest || f.cpu_seconds > figures_[static_cast<std::size_t>(slowest)].cpu_seconds) slowest = test;
            if (!largest || f.peak_bytes > figures_[static_cast<std::size_t>(largest)].peak_bytes) largest = test;
        }
        const auto seconds = [this](double cpu) { return format("%.3f", cpu) + " s of " + format("%.3f", limits_.cpu_seconds) + " s"; };
        const auto memory = [this](std::size_t bytes) {
            return format("%.1f", static_cast<double>(bytes) / kMebibyte) + " MiB of " +
                   format("%.0f", static_cast<double>(limits_.memory_bytes) / kMebibyte) + " MiB";
        };
        if (!slowest && failing)
            return "  no test passed before it; the failing run: " + seconds(failing->cpu_seconds) + ", " +
                   memory(failing->peak_bytes) + "\n";
        if (!slowest) return "";
        return "  slowest: " + seconds(figures_[static_cast<std::size_t>(slowest)].cpu_seconds) + ", test " +
               std::to_string(slowest) + "; most memory: " + memory(figures_[static_cast<std::size_t>(largest)].peak_bytes) +
               ", test " + std::to_string(largest) + "\n";
    }

    // How often a confirmed verdict came back, and how busy the machine was
    // during the last run: empty for a verdict that needs no confirming.
    static std::string reproduced_line(const Judgement& judged) {
        if (!judged.at_a_limit()) return "";
        const stress::Run& run = judged.theirs;
        return "  reproduced in " + std::to_string(judged.reproduced) + " of " + judge::count_of(judged.runs, "run") + ", " +
               std::to_string(judged.runs_alone) + " of them alone (the machine during the last: " +
               judge::count_of(run.processors, "processor") + ", " + format("%.1f", run.busy_processors) + " busy on average)\n";
    }

    std::string sizes_line(int last) const {
        std::map<std::pair<int, std::string>, int> counts;
        for (int test = 1; test <= last; ++test)
            if (const Figures& f = figures_[static_cast<std::size_t>(test)]; !f.size.second.empty()) ++counts[f.size];
        if (counts.empty()) return "";
        const char* measure = s_.puzzle == "civ" ? "the larger side" : s_.puzzle == "sokoban" ? "n" : "moves";
        std::string line = "  tests by size (" + std::string(measure) + "):";
        for (const auto& [size, count] : counts) line += " " + size.second + ": " + std::to_string(count) + ",";
        line.back() = '\n';
        return line;
    }

    // An empty answer beside a file their run wrote: most likely the judge's
    // output file, which stress does not read.
    static std::string left_behind_hint(const Judgement& judged) {
        if (!judged.theirs.out.empty() || judged.left_behind.empty()) return "";
        return "Hint: your program wrote nothing on standard output and left " + judged.left_behind +
               " in its working folder. stress gives each test on standard input and takes the answer from "
               "standard output, as most judges do.\n";
    }

    // Shows a test or an output for a terminal («Хамелеон»'s decoded to UTF-8).
    // An output longer than kMostShownOutput is cut at a line's end there.
    std::string shown(const std::string& text, bool is_test) const {
        if (text.empty()) return "(empty)\n";
        if (!is_test && text.size() > kMostShownOutput) {
            const std::size_t cut = text.rfind('\n', kMostShownOutput) + 1;  // 0 with no line's end before
            const std::size_t kept = cut ? cut : kMostShownOutput;
            return shown(text.substr(0, kept), false) + (cut ? "" : "\n") + "(" +
                   judge::count_of(static_cast<long long>(text.size() - kept), "more byte") + " not shown)\n";
        }
        return s_.puzzle == "chameleon" ? shown_in_utf8(text, is_test) : text;
    }

    // The tests the machine was too busy to judge below `below`, one line.
    std::string inconclusive_line(int below) const {
        std::string numbers;
        int count = 0;
        for (const auto& [number, why] : inconclusive_)
            if (number < below) numbers += (count++ ? ", " : "") + std::to_string(number);
        if (!count) return "";
        return "  inconclusive: " + std::string(count == 1 ? "test " : "tests ") + numbers +
               " (the machine was too busy to judge " + (count == 1 ? "it" : "them") + ")\n";
    }

    // No failure, and tests the machine was too busy to judge: each of them.
    int report_inconclusive() const {
        const int count = static_cast<int>(inconclusive_.size());
        std::cout << "stress " << s_.puzzle << ": " << total_ - count << " of " << judge::count_of(total_, "test") << " passed, "
                  << count << " inconclusive (seed " << s_.seed << "): no failure found\n";
        for (int shown = 0; shown < std::min(count, kMostInconclusiveShown); ++shown)
            std::cout << "  test " << inconclusive_[static_cast<std::size_t>(shown)].first << " "
                      << inconclusive_[static_cast<std::size_t>(shown)].second << "\n";
        if (count > kMostInconclusiveShown) std::cout << "  and " << count - kMostInconclusiveShown << " more\n";
        std::cout << figures_line(total_) << sizes_line(total_) << stress::system_notes();
        return kExitInconclusive;
    }

    int report(const Test& test, Judgement judged) const {
        std::cout << "stress " << s_.puzzle << ": test " << test.number << " failed: " << judged.why << "\n"
                  << "  the test: " << test.origin
                  << (test.generated ? "" : " (a worst case of the benchmark)")
                  << (test.number > s_.count ? ", in the round at full size" : "") << "\n";
        if (judged.verdict == Verdict::kJudgeFailed) {
            std::cout << "This is our fault, not yours: please report it with the test above.\n";
            return kExitUsage;
        }
        std::cout << reproduced_line(judged)
                  << (test.number > 1 ? "  the " + judge::count_of(test.number - 1, "test") + " before it passed\n" : "")
                  << figures_line(test.number - 1, &judged.theirs) << sizes_line(test.number - 1)
                  << inconclusive_line(test.number) << stress::system_notes();
        int steps = 0, tried = 0;
        bool capped = false;
        const std::string smallest = shrink(test.input, judged, steps, tried, capped);
        const std::string saved = "stress-" + s_.puzzle + "-failure.in";
        const judge::IoResult written = judge::write_file(saved, smallest);
        std::cout << "Shrunk in " << judge::count_of(steps, "step") << " (" << judge::count_of(tried, "simpler test") << " tried"
                  << (!capped ? ""
                      : s_.shrink_seconds ? "; stopped at --shrink-seconds " + format("%g", *s_.shrink_seconds)
                      : "; stopped at the cap of " + format("%g", shrink_budget(judged)) + " s" +
                            (judged.at_a_limit() ? ", since each try may cost the limit" : ""))
                  << ") to this test" << (written ? ", written to " + saved : " (could not write " + saved + ")") << ":\n"
                  << shown(smallest, true) << "Your output:\n"
                  << (judged.at_a_limit() && judged.theirs.out.empty() ? "(empty: stopped at the limit)\n" : shown(judged.theirs.out, false))
                  << left_behind_hint(judged) << "Our answer:\n"
                  << shown(judged.ours.out, false) << "Verdict: " << judged.why << "\n" << reproduced_line(judged);
        const std::string scratch = folder(0), in = scratch + "/test.in";
        judge::write_file(in, smallest);
        const stress::Run explained = launchers_[0]->run({program(""), "--explain", in}, scratch, in, scratch, kOurLimits);
        std::cout << "Our walkthrough (" << s_.puzzle << " --explain):\n" << explained.err << std::flush;
        return kExitFailureFound;
    }

    Settings s_;
    const Puzzle& puzzle_;
    std::string bin_, shown_bin_, scratch_;
    stress::Limits limits_;
    int size_ = 0, total_ = 0;
    std::vector<Options> full_size_;
    std::vector<const WorstCase*> worst_cases_;
    std::vector<std::unique_ptr<stress::Launcher>> launchers_;  // one per job
    std::vector<Figures> figures_;  // by test number, for tests that passed
    std::vector<std::pair<int, std::string>> inconclusive_;  // test numbers and why, guarded by mutex_
    std::atomic<int> next_test_{1};
    std::atomic<int> lowest_failure_{INT_MAX};
    int done_ = 0;  // guarded by mutex_, as are the failure's fields
    std::optional<Test> failure_;
    std::optional<Judgement> failed_judgement_;
    std::mutex mutex_;
    // One generator runs at a time, whichever job asks: Sokoban's measures
    // its boards with the search, whose memory is static (one search at a time).
    mutable std::mutex generating_;
    mutable RunGate gate_;
};

constexpr const char* kUsage =
    "Usage: stress PUZZLE [options] -- COMMAND [ARGS...]\n"
    "Tests COMMAND (a solution of PUZZLE: civ, sokoban or chameleon) as a judge\n"
    "would: each test on standard input, the answer on standard output, judged by\n"
    "the puzzle's checker against our solution. First COUNT random tests on small\n"
    "boards (at most 6 a side), then a round at full size (CIV 100x100 maps of\n"
    "every kind and M, Sokoban 10x10 boards of every kind, «Хамелеон» boards 28-31\n"
    "moves from the target, and the benchmark's worst cases). Stops at the lowest-\n"
    "numbered failing test, shrinks it while it fails with the same verdict, prints\n"
    "the smallest one with both answers, the verdict and our walkthrough, and writes\n"
    "it to stress-PUZZLE-failure.in in the working directory. Every report gives the\n"
    "slowest test's time and the largest memory against the limits. COMMAND runs\n"
    "in an empty scratch folder of its own (its words that name files here are\n"
    "passed as absolute paths).\n\n"
    "Verdicts: wrong answer, presentation error, time limit exceeded (processor time\n"
    "past the limit), idleness limit exceeded (stopped by the wall-clock guard\n"
    "while mostly neither running nor waiting for a processor: it waits for\n"
    "something), memory limit exceeded (@MEMORY@,\n"
    "past the limit), runtime error (@CRASH@), output limit\n"
    "exceeded (more than 64 MiB). A verdict of time, idleness or memory stands only\n"
    "when @ALONE@ reruns alone (the other jobs' runs ended) reproduce it; a test that they\n"
    "leave unsettled is inconclusive (the machine was too busy), not a failure.\n\n"
    "  --count N         random tests (default 500)\n"
    "  --seed S          test k uses generator seed S * 1000000 + k (default 1)\n"
    "@LIMITS@"
    "  --max-size N      the round at full size at N a side instead (civ 3..100,\n"
    "                    sokoban 4..10; the benchmark's cases only at the largest);\n"
    "                    the random tests stay at most min(6, N)\n"
    "  --encoding E      chameleon only: every test in utf8, cp1251, cp866 or koi8r;\n"
    "                    all (default) takes them in turn\n"
    "  --jobs N          tests run side by side (default: one per processor); the\n"
    "                    failure reported is the same for any N\n"
    "  --shrink-seconds S  shrink for at most S seconds, 0 not at all (default @SECONDS@,\n"
    "                    or @AT_LIMITS@ for a failure by time, idleness or memory)\n\n"
    "A shrink stops after @CANDIDATES@ tries or when its seconds are spent.\n"
    "Exit 0 when every test passed, 1 when a failure was found, 2 for bad usage, a\n"
    "command that cannot start, or a failure of our own programs, 3 when no failure\n"
    "was found but the machine was too busy to judge some tests.\n";

// The usage, with the statements' limits as kPuzzles holds them.
std::string usage() {
    std::string seconds, mebibytes, stacks;
    for (const auto& [name, puzzle] : kPuzzles) {
        seconds += (seconds.empty() ? "" : ", ") + name + " " + format("%g", puzzle.seconds);
        mebibytes += (mebibytes.empty() ? "" : ", ") + name + " " + std::to_string(puzzle.mebibytes);
        if (puzzle.stack_mebibytes) stacks += "; " + name + "'s stack " + std::to_string(puzzle.stack_mebibytes) + " MiB";
    }
    std::string text = kUsage;
    const auto fill = [&text](const std::string& field, const std::string& value) {
        text.replace(text.find(field), field.size(), value);
    };
    fill("@LIMITS@",
         "  --time-limit SEC  processor time per run (default the statement's:\n"
         "                    " + seconds + ")\n"
         "  --wall-limit SEC  the wall-clock guard: a run is stopped after SEC beyond\n"
         "                    the time the machine kept it waiting for a processor\n"
         "                    (default twice the time limit plus 1 s; at most " + format("%g", stress::kMostGuardStretch) + "\n"
         "                    times SEC in all)\n"
         "  --memory-limit MIB  resident memory per run (default the statement's:\n"
         "                    " + mebibytes + stacks + ")\n");
    fill("@MEMORY@", kMemoryHelp);
    fill("@CRASH@", kCrashHelp);
    fill("@ALONE@", std::to_string(kRunsAlone));
    fill("@CANDIDATES@", std::to_string(kMostShrinkCandidates));
    fill("@SECONDS@", format("%g", kMostShrinkSeconds));
    fill("@AT_LIMITS@", format("%g", kMostShrinkSecondsAtLimits));
    return text;
}

// Reads `text` as a number in [lo, hi] into `value`.
template <typename Number>
bool read_number(const char* text, Number lo, Number hi, Number& value) {
    char* end = nullptr;
    errno = 0;
    const long double read = std::strtold(text, &end);
    if (*end || end == text || errno) return false;
    if constexpr (std::is_integral_v<Number>) {
        if (read < static_cast<long double>(lo) || read > static_cast<long double>(hi)) return false;
        value = static_cast<Number>(read);
        return static_cast<long double>(value) == read;
    } else {
        // Compared as the type it is kept in: "0.001" read as a long double
        // lies below the double 0.001 of the bounds, and must still be the bound.
        value = static_cast<Number>(read);
        return value >= lo && value <= hi;
    }
}

bool parse_option(const std::string& name, const char* value, Settings& s, std::string& error) {
    double seconds = 0;
    int number = 0;
    if (name == "--count") {
        // At most a million: the figures of every test are kept (56 bytes each) to report them.
        if (!read_number(value, 1, 1000000, s.count)) return error = "--count takes a whole number from 1 to 1000000", false;
    } else if (name == "--seed") {
        if (!read_number<std::uint64_t>(value, 0, 1000000000000ULL, s.seed)) return error = "--seed takes a whole number from 0 to 10^12", false;
    } else if (name == "--time-limit") {
        if (!read_number(value, 0.001, 3600.0, seconds)) return error = "--time-limit takes seconds, from 0.001 to 3600", false;
        s.time_limit = seconds;
    } else if (name == "--wall-limit") {
        if (!read_number(value, 0.001, 36000.0, seconds)) return error = "--wall-limit takes seconds, from 0.001 to 36000", false;
        s.wall_limit = seconds;
    } else if (name == "--memory-limit") {
        if (!read_number(value, 1, 65536, number)) return error = "--memory-limit takes MiB, a whole number from 1 to 65536", false;
        s.memory_limit = number;
    } else if (name == "--max-size") {
        if (!read_number(value, 1, 1000, number)) return error = "--max-size takes a whole number", false;
        s.max_size = number;
    } else if (name == "--encoding") {
        s.encoding = value;
        const auto& names = chameleon::generate::kEncodings;
        if (s.encoding != "all" && std::find(names.begin(), names.end(), s.encoding) == names.end())
            return error = "--encoding takes utf8, cp1251, cp866, koi8r or all", false;
    } else if (name == "--shrink-seconds") {
        if (!read_number(value, 0.0, 3600.0, seconds)) return error = "--shrink-seconds takes seconds, from 0 to 3600", false;
        s.shrink_seconds = seconds;
    } else if (name == "--jobs") {
        if (!read_number(value, 1, 256, s.jobs)) return error = "--jobs takes a whole number from 1 to 256", false;
    } else {
        return error = "unexpected argument " + name, false;
    }
    return true;
}

// The rules between options: which puzzle takes which, and the sizes.
bool check_settings(Settings& s, std::string& error) {
    const auto found = kPuzzles.find(s.puzzle);
    if (found == kPuzzles.end()) return error = "the puzzle is civ, sokoban or chameleon", false;
    const Puzzle& puzzle = found->second;
    if (s.max_size && !puzzle.max_size) return error = "--max-size is for civ and sokoban: every «Хамелеон» board is 3x3", false;
    if (s.max_size && (*s.max_size < puzzle.min_size || *s.max_size > puzzle.max_size))
        return error = "--max-size for " + s.puzzle + " takes " + std::to_string(puzzle.min_size) + " to " + std::to_string(puzzle.max_size), false;
    if (s.encoding != "all" && s.puzzle != "chameleon") return error = "--encoding is for chameleon only", false;
    if (s.command.empty()) return error = "no command after --", false;
    if (!s.jobs) s.jobs = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
    return true;
}

bool parse_settings(int argc, char** argv, Settings& s, std::string& error) {
    int i = 1;
    for (; i < argc && std::string(argv[i]) != "--"; ++i) {
        const std::string arg = argv[i];
        if (s.puzzle.empty() && arg[0] != '-') {
            s.puzzle = arg;
        } else if (arg.rfind("--", 0) == 0 && i + 1 < argc && std::string(argv[i + 1]) != "--") {
            if (!parse_option(arg, argv[++i], s, error)) return false;
        } else {
            return error = "unexpected argument " + arg, false;
        }
    }
    for (++i; i < argc; ++i) s.command.push_back(argv[i]);
    return check_settings(s, error);
}

// Why `command` cannot be started, or "" when it can: a name with a folder
// must be an executable file (on Windows, NAME or NAME.exe); a bare name is
// looked up in PATH, as the system does. On Linux a bare name that is a file
// here gets the hint to write "./"; Windows, as cmd, takes it from here.
#ifdef _WIN32
// A program Windows starts: an .exe, .com, .bat or .cmd file, or NAME whose NAME.exe is one.
bool is_program(const std::string& path) {
    std::string extension = path.size() >= 4 ? path.substr(path.size() - 4) : "";
    for (char& c : extension) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    const bool runnable = extension == ".exe" || extension == ".com" || extension == ".bat" || extension == ".cmd";
    return (runnable && judge::file_type(path) == S_IFREG) || judge::file_type(path + ".exe") == S_IFREG;
}

std::string why_not_startable(const std::string& command) {
    if (is_program(command)) return "";
    if (judge::file_type(command) == S_IFDIR) return "it is a folder";
    if (judge::file_type(command) == S_IFREG)
        return "it is not a program (.exe, .com, .bat or .cmd); for a script, name its interpreter first: python " + command;
    if (has_folder(command)) return "no such file";
    const char* path = std::getenv("PATH");
    const std::string folders = path ? path : "";
    for (std::size_t start = 0; start <= folders.size();) {
        const std::size_t end = std::min(folders.find(';', start), folders.size());
        const std::string folder = folders.substr(start, end - start);
        if (!folder.empty() && is_program(folder + "\\" + command)) return "";
        start = end + 1;
    }
    return "not found here or in PATH";
}
#else
std::string why_not_startable(const std::string& command) {
    const auto executable = [](const std::string& path) {
        return access(path.c_str(), X_OK) == 0 && judge::file_type(path) == S_IFREG;
    };
    if (has_folder(command)) {
        if (executable(command)) return "";
        if (judge::file_type(command) == S_IFDIR) return "it is a folder";
        return std::string(std::strerror(access(command.c_str(), F_OK) == 0 ? EACCES : ENOENT));
    }
    const char* path = std::getenv("PATH");
    std::string folders = path ? path : "/usr/bin:/bin";
    for (std::size_t start = 0; start <= folders.size();) {
        const std::size_t end = std::min(folders.find(':', start), folders.size());
        const std::string folder = folders.substr(start, end - start);
        if (executable((folder.empty() ? "." : folder) + "/" + command)) return "";
        start = end + 1;
    }
    return access(command.c_str(), F_OK) == 0 ? "not found in PATH (to run the file here, write ./" + command + ")"
                                              : "not found in PATH";
}
#endif

// The path of this program, where the solutions and kits are built too.
std::string own_path(const char* argv0) {
    std::vector<char> path(4096);
#ifdef _WIN32
    const long length = static_cast<long>(GetModuleFileNameA(nullptr, path.data(), static_cast<DWORD>(path.size())));
#else
    const long length = static_cast<long>(readlink("/proc/self/exe", path.data(), path.size() - 1));
#endif
    return length > 0 ? std::string(path.data(), static_cast<std::size_t>(length)) : argv0;
}

// The folder of a path, without its last separator ("" for a bare name).
std::string folder_of(const std::string& path) {
    const std::size_t last = path.find_last_of(kPathSeparators);
    return last == std::string::npos ? "" : path.substr(0, last);
}

// A new empty folder of this run's own among the system's temporary files
// (TMPDIR, TMP, TEMP), by its absolute path (the runs start in other
// folders), or "" when none can be made.
std::string new_scratch_folder() {
    std::error_code error;
    std::filesystem::path temporary = std::filesystem::temp_directory_path(error);
    if (error) return "";
    temporary = std::filesystem::absolute(temporary, error);
#ifdef _WIN32
    for (unsigned attempt = 0; attempt < 1000; ++attempt) {
        const std::string folder = (temporary / ("stress-" + std::to_string(GetCurrentProcessId()) + "-" + std::to_string(attempt))).string();
        if (std::filesystem::create_directory(folder, error)) return folder;
    }
    return "";
#else
    std::string folder = (temporary / "stress-XXXXXX").string();
    return mkdtemp(&folder[0]) ? folder : "";
#endif
}

// The command as it runs in its scratch folder: each word that names a file
// or folder here, by a relative path, named by its absolute path instead
// (`python3 my.py`, `./my_civ`, `my.exe`); a bare program name that is no
// file here is still looked up in PATH.
std::vector<std::string> runnable_from_elsewhere(std::vector<std::string> command) {
    for (std::size_t i = 0; i < command.size(); ++i) {
        std::string& word = command[i];
        std::error_code ignored;
#ifdef _WIN32
        if (i == 0 && !std::filesystem::exists(word, ignored) && std::filesystem::exists(word + ".exe", ignored)) word += ".exe";
        const bool program_in_path = i == 0 && !has_folder(word) && !std::filesystem::exists(word, ignored);
#else
        const bool program_in_path = i == 0 && !has_folder(word);
#endif
        if (!program_in_path && !word.empty() && !std::filesystem::path(word).is_absolute() &&
            std::filesystem::exists(word, ignored))
            word = std::filesystem::absolute(word, ignored).string();
    }
    return command;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
        std::cout << usage();
        return kExitPassed;
    }
#ifdef _WIN32
    // A solution that crashes ends with its exception code, with no dialog
    // waiting for a click (the runs inherit this mode).
    SetErrorMode(SEM_FAILCRITICALERRORS | SEM_NOGPFAULTERRORBOX);
#else
    // A launcher that died must not end this program by SIGPIPE; each run
    // gets the default back before it starts (run_limited_linux.hpp).
    std::signal(SIGPIPE, SIG_IGN);
#endif
    Settings settings;
    std::string error;
    if (!parse_settings(argc, argv, settings, error)) {
        std::cerr << "stress: " << error << " (try --help)\n";
        return kExitUsage;
    }
    if (const std::string why = why_not_startable(settings.command[0]); !why.empty()) {
        std::cerr << "stress: cannot start " << settings.command[0] << ": " << why << "\n";
        return kExitUsage;
    }
    settings.command = runnable_from_elsewhere(settings.command);
    const std::string scratch = new_scratch_folder();
    if (scratch.empty()) {
        std::cerr << "stress: cannot make a scratch folder among the temporary files\n";
        return kExitUsage;
    }
    const std::string bin = folder_of(own_path(argv[0]));
    const std::string invoked_in = folder_of(argv[0]);
    const int status = Stress(settings, bin, invoked_in.empty() ? bin : invoked_in, scratch).run_all();
    std::error_code ignored;
    std::filesystem::remove_all(scratch, ignored);
    return status;
}
