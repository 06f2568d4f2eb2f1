// stress: tests someone's solution against ours on generated tests, judges
// each answer with the puzzle's checker, stops at the first failure and
// shrinks the failing test while the failure persists (POSIX: fork, exec).
// Usage: stress PUZZLE [--count N] [--seed S] [--time-limit SEC] -- COMMAND [ARGS...]

#include <fcntl.h>
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <iostream>
#include <map>
#include <string>
#include <thread>
#include <vector>

#define JUDGE_NO_MAIN
#define GENERATOR_NO_MAIN
#include "../src/chameleon/generate.cpp"
#include "../src/civ/generate.cpp"
#include "../src/sokoban/generate.cpp"

namespace {

constexpr int kExitPassed = 0, kExitFailureFound = 1, kExitUsage = 2;
// Shrinking stops after this many simpler tests or seconds (a failure by
// time-out costs the time limit per test).
constexpr int kMostShrinkCandidates = 5000;
constexpr double kMostShrinkSeconds = 120;
constexpr double kOurTimeLimit = 30;
constexpr rlim_t kMostOutputBytes = rlim_t{64} << 20;

struct Puzzle {
    std::function<std::string(generator::Args&)> generate;
    std::function<std::vector<std::string>(const std::string&)> simpler;
    std::function<std::map<std::string, std::string>(int)> stress_options;
};

const std::map<std::string, Puzzle> kPuzzles{
    {"civ", {civ::generate::generate, civ::generate::simpler, civ::generate::stress_options}},
    {"sokoban", {sokoban::generate::generate, sokoban::generate::simpler, sokoban::generate::stress_options}},
    {"chameleon", {chameleon::generate::generate, chameleon::generate::simpler, chameleon::generate::stress_options}},
};

struct Settings {
    std::string puzzle;
    int count = 500;
    std::uint64_t seed = 1;
    double time_limit = 2;
    std::vector<std::string> command;
};

// How a run of a program ended.
struct Run {
    bool started = true;
    bool timed_out = false;
    int exit_code = 0;  // when it exited
    int signal = 0;     // when a signal ended it
    std::string out, err;
    bool ok() const { return started && !timed_out && signal == 0 && exit_code == 0; }
};

// Runs `argv` with standard input from `input_path`, in its own process
// group (so that a time-out ends its children too), killed after `limit` seconds.
Run run(const std::vector<std::string>& argv, const std::string& input_path, const std::string& scratch, double limit) {
    const std::string out_path = scratch + "/run.out", err_path = scratch + "/run.err";
    const pid_t pid = fork();
    if (pid < 0) return Run{false, false, 0, 0, "", std::strerror(errno)};
    if (pid == 0) {
        setpgid(0, 0);
        // An endless output ends the run (SIGXFSZ, reported as a crash) instead of filling the disk.
        const rlimit most_output{kMostOutputBytes, kMostOutputBytes};
        setrlimit(RLIMIT_FSIZE, &most_output);
        const int in = open(input_path.c_str(), O_RDONLY);
        const int out = open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int err = open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        if (in < 0 || out < 0 || err < 0 || dup2(in, 0) < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0) _exit(127);
        std::vector<char*> args;
        for (const std::string& arg : argv) args.push_back(const_cast<char*>(arg.c_str()));
        args.push_back(nullptr);
        execvp(args[0], args.data());
        _exit(127);
    }
    setpgid(pid, pid);
    Run result;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(limit);
    int status = 0;
    while (waitpid(pid, &status, WNOHANG) == 0) {
        if (std::chrono::steady_clock::now() > deadline) {
            kill(-pid, SIGKILL);
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            result.timed_out = true;
            break;
        }
        std::this_thread::sleep_for(std::chrono::microseconds(300));
    }
    if (!result.timed_out) {
        if (WIFSIGNALED(status)) result.signal = WTERMSIG(status);
        else result.exit_code = WEXITSTATUS(status);
        result.started = !(result.exit_code == 127 && result.signal == 0);
    }
    judge::read_file(out_path, result.out);
    judge::read_file(err_path, result.err);
    return result;
}

std::string joined(const std::vector<std::string>& words) {
    std::string text;
    for (const std::string& word : words) text += (text.empty() ? "" : " ") + word;
    return text;
}

// What happened on one test; `failed` with a reason when the solution under
// test did not give an accepted answer.
struct Judgement {
    bool failed = false;
    std::string why;  // for a failure: the checker's line, or how the run ended
    Run ours, theirs;
};

class Stress {
public:
    // `bin_dir` holds the programs; `shown_bin_dir` is how to name it to the user.
    Stress(Settings settings, std::string bin_dir, std::string shown_bin_dir, std::string scratch)
        : s_(std::move(settings)), puzzle_(kPuzzles.at(s_.puzzle)), bin_(std::move(bin_dir)),
          shown_bin_(std::move(shown_bin_dir)), scratch_(std::move(scratch)) {}

    int run_all() {
        for (int test = 1; test <= s_.count; ++test) {
            std::map<std::string, std::string> options = puzzle_.stress_options(test);
            options["seed"] = std::to_string(s_.seed * 1000000 + static_cast<std::uint64_t>(test));
            generator::Args args(options);
            const std::string input = puzzle_.generate(args);
            progress(test, options["seed"]);
            const Judgement judged = judge_test(input);
            if (!judged.failed) continue;
            end_progress();
            return report(test, options, input, judged);
        }
        end_progress();
        std::cout << "stress " << s_.puzzle << ": all " << s_.count << " tests passed (seed " << s_.seed << ")\n";
        return kExitPassed;
    }

private:
    std::string program(const std::string& suffix) const { return bin_ + "/" + s_.puzzle + suffix; }

    void progress(int test, const std::string& seed) const {
        if (isatty(2)) std::cerr << "\rstress " << s_.puzzle << ": test " << test << " of " << s_.count << " (seed " << seed << ")   " << std::flush;
        else if (test % 100 == 0 || test == 1) std::cerr << "stress " << s_.puzzle << ": test " << test << " of " << s_.count << " (seed " << seed << ")\n";
    }

    static void end_progress() {
        if (isatty(2)) std::cerr << "\n";
    }

    Judgement judge_test(const std::string& input) {
        Judgement j;
        const std::string in = scratch_ + "/test.in", ours = scratch_ + "/ours.out", theirs = scratch_ + "/theirs.out";
        judge::write_file(in, input);
        j.ours = run({program(""), in}, in, scratch_, kOurTimeLimit);
        j.theirs = run(s_.command, in, scratch_, s_.time_limit);
        if (!j.ours.ok()) return fail(j, "our solution failed on this test (exit " + std::to_string(j.ours.exit_code) + "): " + j.ours.err);
        if (!j.theirs.started) return fail(j, "the command could not be started: " + joined(s_.command));
        if (j.theirs.timed_out) return fail(j, "time limit exceeded (" + std::to_string(s_.time_limit).substr(0, 4) + " s)");
        if (j.theirs.signal) return fail(j, "crashed: " + std::string(strsignal(j.theirs.signal)));
        if (j.theirs.exit_code) return fail(j, "exit code " + std::to_string(j.theirs.exit_code));
        if (j.theirs.out.empty()) return fail(j, "empty output");
        judge::write_file(ours, j.ours.out);
        judge::write_file(theirs, j.theirs.out);
        const Run check = run({program("-check"), in, theirs, ours}, in, scratch_, kOurTimeLimit);
        if (check.exit_code != 0 || !check.ok()) return fail(j, "checker: " + check.out.substr(0, check.out.find('\n')));
        return j;
    }

    static Judgement& fail(Judgement& j, std::string why) {
        j.failed = true;
        j.why = std::move(why);
        return j;
    }

    bool valid(const std::string& input) {
        const std::string in = scratch_ + "/candidate.in";
        judge::write_file(in, input);
        return run({program("-validate"), in}, in, scratch_, kOurTimeLimit).ok();
    }

    // Greedy shrinking: take the first simpler variant that is a valid test
    // and still fails, and start again from it, until none does.
    std::string shrink(std::string input, Judgement& judged, int& steps, int& tried) {
        const auto deadline = std::chrono::steady_clock::now() + std::chrono::duration<double>(kMostShrinkSeconds);
        const auto out_of_budget = [&] { return tried >= kMostShrinkCandidates || std::chrono::steady_clock::now() > deadline; };
        for (bool progressed = true; progressed && !out_of_budget();) {
            progressed = false;
            for (const std::string& candidate : puzzle_.simpler(input)) {
                if (out_of_budget()) break;
                ++tried;
                Judgement attempt = judge_test(candidate);
                if (!attempt.failed || !valid(candidate)) continue;
                input = candidate;
                judged = attempt;
                ++steps;
                progressed = true;
                if (isatty(2)) std::cerr << "\rstress " << s_.puzzle << ": shrinking, step " << steps << "   " << std::flush;
                break;
            }
        }
        end_progress();
        return input;
    }

    int report(int test, const std::map<std::string, std::string>& options, const std::string& input, Judgement judged) {
        std::string generator_line = shown_bin_ + "/" + s_.puzzle + "-generate";
        for (const auto& [name, value] : options) generator_line += " --" + name + " " + value;
        std::cout << "stress " << s_.puzzle << ": test " << test << " failed: " << judged.why << "\n"
                  << "  the test: " << generator_line << "\n";
        int steps = 0, tried = 0;
        const std::string smallest = shrink(input, judged, steps, tried);
        const std::string saved = "stress-" + s_.puzzle + "-failure.in";
        const judge::IoResult written = judge::write_file(saved, smallest);
        std::cout << "Shrunk in " << steps << " steps (" << tried << " simpler tests tried) to this test"
                  << (written ? ", written to " + saved : " (could not write " + saved + ")") << ":\n"
                  << smallest << "Your output:\n"
                  << (judged.theirs.out.empty() ? "(empty)\n" : judged.theirs.out) << "Our answer:\n"
                  << judged.ours.out << "Verdict: " << judged.why << "\n";
        const std::string in = scratch_ + "/test.in";
        judge::write_file(in, smallest);
        const Run explained = run({program(""), "--explain", in}, in, scratch_, kOurTimeLimit);
        std::cout << "Our walkthrough (" << s_.puzzle << " --explain):\n" << explained.err << std::flush;
        return kExitFailureFound;
    }

    Settings s_;
    const Puzzle& puzzle_;
    std::string bin_;
    std::string shown_bin_;
    std::string scratch_;
};

constexpr const char* kUsage =
    "Usage: stress PUZZLE [--count N] [--seed S] [--time-limit SEC] -- COMMAND [ARGS...]\n"
    "Tests COMMAND (a solution of PUZZLE: civ, sokoban or chameleon) on generated\n"
    "tests: input on standard input, answer on standard output, judged by the\n"
    "puzzle's checker against our solution. Stops at the first failure (a wrong\n"
    "answer, a malformed or empty output, a crash, a non-zero exit, a time-out),\n"
    "shrinks the test while the failure persists, prints the smallest one with both\n"
    "answers, the verdict and our walkthrough, and writes it to\n"
    "stress-PUZZLE-failure.in in the working directory.\n\n"
    "  --count N         tests to run (default 500)\n"
    "  --seed S          test k uses generator seed S * 1000000 + k (default 1)\n"
    "  --time-limit SEC  per run of COMMAND (default 2)\n\n"
    "Exit 0 when every test passed, 1 when a failure was found, 2 for bad usage.\n";

bool parse_settings(int argc, char** argv, Settings& s, std::string& error) {
    int i = 1;
    for (; i < argc && std::string(argv[i]) != "--"; ++i) {
        const std::string arg = argv[i];
        const bool has_value = i + 1 < argc;
        char* end = nullptr;
        if (arg == "--count" && has_value) {
            const long count = std::strtol(argv[++i], &end, 10);
            if (*end || count < 1 || count > 100000000) return error = "--count takes a number from 1", false;
            s.count = static_cast<int>(count);
        } else if (arg == "--seed" && has_value) {
            s.seed = std::strtoull(argv[++i], &end, 10);
            if (*end || s.seed > 1000000000000ULL) return error = "--seed takes a number from 0 to 10^12", false;
        } else if (arg == "--time-limit" && has_value) {
            s.time_limit = std::strtod(argv[++i], &end);
            if (*end || !(s.time_limit > 0 && s.time_limit <= 3600)) return error = "--time-limit takes seconds, above 0", false;
        } else if (s.puzzle.empty() && arg[0] != '-') {
            s.puzzle = arg;
        } else {
            return error = "unexpected argument " + arg, false;
        }
    }
    for (++i; i < argc; ++i) s.command.push_back(argv[i]);
    if (!kPuzzles.count(s.puzzle)) return error = "the puzzle is civ, sokoban or chameleon", false;
    if (s.command.empty()) return error = "no command after --", false;
    return true;
}

// Why `command` cannot be started, or "" when it can: a name with a slash
// must be an executable file; a bare name is looked up in PATH, as execvp
// does. A bare name that is a file here gets the hint to write "./".
std::string why_not_startable(const std::string& command) {
    const auto executable = [](const std::string& path) { return access(path.c_str(), X_OK) == 0; };
    if (command.find('/') != std::string::npos) {
        if (executable(command)) return "";
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

// The folder this program lies in, where the solutions and kits are built too.
std::string own_folder(const char* argv0) {
    std::vector<char> path(4096);
    const ssize_t length = readlink("/proc/self/exe", path.data(), path.size() - 1);
    std::string self = length > 0 ? std::string(path.data(), static_cast<std::size_t>(length)) : argv0;
    return self.substr(0, self.find_last_of('/'));
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
        std::cout << kUsage;
        return kExitPassed;
    }
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
    const char* tmp = std::getenv("TMPDIR");
    std::string scratch = std::string(tmp && *tmp ? tmp : "/tmp") + "/stress-XXXXXX";
    if (!mkdtemp(scratch.data())) {
        std::cerr << "stress: cannot make a scratch folder in " << scratch << "\n";
        return kExitUsage;
    }
    const std::string invoked = argv[0];
    const std::string bin = own_folder(argv[0]);
    const std::string shown = invoked.find('/') == std::string::npos ? bin : invoked.substr(0, invoked.rfind('/'));
    const int status = Stress(settings, bin, shown, scratch).run_all();
    for (const char* file : {"test.in", "ours.out", "theirs.out", "candidate.in", "run.out", "run.err"})
        std::remove((scratch + "/" + file).c_str());
    rmdir(scratch.c_str());
    return status;
}
