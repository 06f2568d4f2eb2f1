// The benchmark's floor: a program that starts, chooses its streams and reads
// the whole input exactly like the puzzles (judge::run_judge), then prints a
// constant, 0. A puzzle's cost is quoted as a ratio to this.

#include "../src/common/judge_io.hpp"

int main(int argc, char** argv) {
    const judge::Program floor{"floor", {"input.txt", "output.txt"},
                               [](const std::string&, std::ostream&) { return std::string("0\n"); }};
    return judge::run_judge(argc, argv, floor);
}
