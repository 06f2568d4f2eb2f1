// run_command: runs COMMAND (a program and its arguments) with this
// program's standard input and output, waits for it and gives its exit code,
// for the wrappers around a right solution (memory_hungry, crash_after_answer,
// busy_first, misbehaving); on Linux by fork and exec, on Windows by _spawnvp
// (Windows has no exec that keeps the process: the wrapper stays the run).
#ifndef TESTS_SOLUTIONS_RUN_COMMAND_HPP
#define TESTS_SOLUTIONS_RUN_COMMAND_HPP

#ifdef _WIN32
#include <process.h>
#else
#include <sys/wait.h>
#include <unistd.h>
#endif

// The command's exit code, or 127 when it cannot start (1 when it crashed, on Linux).
inline int run_command(char** argv) {
#ifdef _WIN32
    // (msvcrt joins the words with spaces: these tests' words hold none.)
    const intptr_t code = _spawnvp(_P_WAIT, argv[0], argv);
    return code < 0 ? 127 : static_cast<int>(code);
#else
    const pid_t pid = fork();
    if (pid == 0) {
        execvp(argv[0], argv);
        _exit(127);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    return WIFEXITED(status) ? WEXITSTATUS(status) : 1;
#endif
}

#endif
