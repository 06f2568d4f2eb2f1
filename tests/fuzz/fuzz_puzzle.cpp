// libFuzzer harness: feeds arbitrary bytes through the same parse-and-solve
// path the program runs, then through its --explain. A refusal (InputError) is a correct answer to bad
// input; anything else that escapes, and every sanitizer report, is a defect.
// Built once per puzzle with PUZZLE_MAIN (its main.cpp) and PUZZLE (its namespace).

#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>

#define JUDGE_NO_MAIN
#include PUZZLE_MAIN

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string input(reinterpret_cast<const char*>(data), size);
    std::string notes;
    std::ostringstream walkthrough;
    try {
        const std::string answer = PUZZLE::solve(input, notes);
        if (answer.empty() || answer.back() != '\n') __builtin_trap();  // every answer ends its line
        PUZZLE::explain(input, walkthrough);  // --explain must cope with whatever solve() accepts
    } catch (const judge::InputError&) {
    }
    return 0;
}
