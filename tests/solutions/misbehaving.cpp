// A solution that misbehaves in one way a judge must name, the same program
// on Linux and Windows, for the stress command's tests on both:
//   loop              computes forever            time limit exceeded
//   endless-output    writes answers forever      output limit exceeded
//   sleep             waits forever               idleness limit exceeded
//   access-violation  writes through null         runtime error (SIGSEGV; 0xC0000005)
//   stack-overflow    recurses without end        runtime error (SIGSEGV; 0xC00000FD)
//   divide-by-zero    divides an integer by zero  runtime error (SIGFPE; 0xC0000094)
//   leave-child MARKER COMMAND...  starts a copy of itself that writes MARKER
//                     after 3 s unless it is ended first, then runs COMMAND
//                     (a right solution): accepted, and no child outlives the run
// Usage: misbehaving BEHAVIOUR [ARGS...]

#ifdef _WIN32
#include <fcntl.h>
#include <io.h>
#endif

#include <chrono>
#include <cstdio>
#include <cstring>
#include <string>
#include <thread>

#include "run_command.hpp"

namespace {

// Read at run time, so that no compiler folds the faults away.
volatile int zero = 0, hundred = 100;
volatile char never = 1;
int* volatile nowhere = nullptr;

int recurse(volatile char* caller) {
    volatile char frame[4096];
    frame[0] = *caller;
    if (frame[0] == never) return 0;  // never: frames hold 0
    return recurse(frame) + frame[1];  // work after the call: no tail call to turn into a loop
}

void outlive(const char* marker) {
    std::this_thread::sleep_for(std::chrono::seconds(3));
    if (std::FILE* file = std::fopen(marker, "a")) {
        std::fputs("a child outlived its run\n", file);
        std::fclose(file);
    }
}

}  // namespace

int main(int argc, char** argv) {
    const std::string behaviour = argc > 1 ? argv[1] : "";
    if (behaviour == "loop") {
        for (volatile unsigned long spins = 0;; spins = spins + 1) {
        }
    } else if (behaviour == "endless-output") {
#ifdef _WIN32
        _setmode(_fileno(stdout), _O_BINARY);  // the bytes Linux writes, so that the reports match
#endif
        for (;;) std::fputs("1/3\n", stdout);
    } else if (behaviour == "sleep") {
        for (;;) std::this_thread::sleep_for(std::chrono::seconds(1));
    } else if (behaviour == "access-violation") {
        *nowhere = 1;
    } else if (behaviour == "stack-overflow") {
        volatile char start = 0;
        return recurse(&start);
    } else if (behaviour == "divide-by-zero") {
        return hundred / zero;
    } else if (behaviour == "outlive" && argc == 3) {
        outlive(argv[2]);
        return 0;
    } else if (behaviour == "leave-child" && argc >= 4) {
        char* child[] = {argv[0], const_cast<char*>("outlive"), argv[2], nullptr};
#ifdef _WIN32
        _spawnvp(_P_NOWAIT, argv[0], child);
#else
        if (fork() == 0) {
            execvp(argv[0], child);
            _exit(127);
        }
#endif
        return run_command(argv + 3);
    }
    std::fputs("usage: misbehaving loop|endless-output|sleep|access-violation|stack-overflow|divide-by-zero|"
               "leave-child MARKER COMMAND...\n", stderr);
    return 2;
}
