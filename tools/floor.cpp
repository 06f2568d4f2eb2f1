// The benchmark's floor: a program that starts, chooses its streams and reads
// the whole input exactly like the puzzles (judge::run_judge), then prints a
// constant. A puzzle's cost is quoted as a ratio to this.

#include "../src/common/grid.hpp"

int main(int argc, char** argv) {
    return judge::run_judge(argc, argv, "floor", {"input.txt", "output.txt"}, "Reads the input and prints 0.",
                            [](const std::string& input, const judge::Options&, std::ostream&) {
                                return std::string(input.empty() ? "1\n" : "0\n");
                            });
}
