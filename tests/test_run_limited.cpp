// Unit tests of tools/run_limited.hpp's Launcher, the process that starts
// stress's runs: a run through it, a run after it died (not started, saying
// why, never a blank success), and that its process is reaped when it ends.

#include <catch2/catch.hpp>

#include <dirent.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

#include "../tools/run_limited.hpp"
#include "scratch_folder.hpp"

namespace {

// The processes whose parent is this one (from /proc/PID/stat's fourth field).
std::vector<pid_t> children_of_this_process() {
    std::vector<pid_t> children;
    DIR* const proc = opendir("/proc");
    REQUIRE(proc != nullptr);
    while (const dirent* entry = readdir(proc)) {
        const pid_t pid = static_cast<pid_t>(std::atoi(entry->d_name));
        std::ifstream stat("/proc/" + std::string(entry->d_name) + "/stat");
        std::string text;
        if (pid <= 0 || !std::getline(stat, text)) continue;
        // The command's name, in parentheses, may hold spaces: the fields after it.
        int parent = 0;
        char state = 0;
        if (std::sscanf(text.c_str() + text.rfind(')') + 1, " %c %d", &state, &parent) == 2 && parent == getpid())
            children.push_back(pid);
    }
    closedir(proc);
    return children;
}

}  // namespace

TEST_CASE("a run through the launcher reads its input file and captures its output") {
    const Scratch scratch;
    const std::string input = scratch / "input.txt";
    std::ofstream(input) << "two words\n";
    const stress::Launcher launcher;
    const stress::Run run = launcher.run({"cat"}, scratch.path(), input, scratch.path(), stress::Limits{});
    CHECK(run.ending == stress::Ending::kExited);
    CHECK(run.exit_code == 0);
    CHECK(run.out == "two words\n");
    CHECK(run.err.empty());
}

TEST_CASE("a run after the launcher's process died is not started, and says that the launcher has ended") {
    // As stress does: writing to a launcher that died must fail, not end this process.
    std::signal(SIGPIPE, SIG_IGN);
    const Scratch scratch;
    const std::string input = scratch / "input.txt";
    std::ofstream(input) << "5\n";
    const stress::Launcher launcher;
    const std::vector<pid_t> children = children_of_this_process();
    REQUIRE(children.size() == 1);
    REQUIRE(kill(children.front(), SIGKILL) == 0);
    int status = 0;
    REQUIRE(waitpid(children.front(), &status, 0) == children.front());
    for (int attempt = 0; attempt < 2; ++attempt) {
        const stress::Run run = launcher.run({"cat"}, scratch.path(), input, scratch.path(), stress::Limits{});
        CHECK(run.ending == stress::Ending::kNotStarted);
        CHECK(run.err == "the launcher of runs has ended");
        CHECK(run.out.empty());
    }
}

TEST_CASE("the launcher's process is waited for when the launcher ends: no child is left, not even a zombie") {
    { const stress::Launcher launcher; }
    int status = 0;
    errno = 0;
    CHECK(waitpid(-1, &status, WNOHANG) == -1);
    CHECK(errno == ECHILD);
}
