// The differential test of the Sokoban search: COUNT random boards of sizes
// 4 to 10 (half with five random positions, half solvable by construction),
// each solved by the current search and by the previous one
// (sokoban_previous.hpp); any disagreement is printed with its board, exit 1.
// Usage: sokoban_differential SEED COUNT. Slow at 100,000 boards (bench/README.md).

#include <cstdio>
#include <cstdlib>
#include <string>

#include "sokoban_boards.hpp"
#include "sokoban_previous.hpp"

namespace {

constexpr sokoban_boards::BoardShape kAllSizes{4, 10, 0, 30};

}  // namespace

int main(int argc, char** argv) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: sokoban_differential SEED COUNT\n");
        return 2;
    }
    judge::SplitMix64 rng(std::strtoull(argv[1], nullptr, 10));
    const long count = std::atol(argv[2]);
    long checked = 0, solvable = 0, longest = 0;
    while (checked < count) {
        sokoban_brute::Problem p{};
        const bool made = checked % 2 == 0 ? sokoban_boards::pulled_problem(rng, p, kAllSizes)
                                           : sokoban_boards::random_problem(rng, p, kAllSizes);
        if (!made) continue;
        ++checked;
        const std::string input = sokoban_boards::to_input(p);
        const sokoban::Warehouse w = sokoban::parse(input);
        const int now = sokoban::min_moves(w), before = sokoban_previous::min_moves(w);
        if (now != before) {
            std::printf("board %ld: the search says %d, the previous one %d\n%s", checked, now, before, input.c_str());
            return 1;
        }
        solvable += now >= 0 ? 1 : 0;
        longest = now > longest ? now : longest;
    }
    std::printf("%ld boards agree (%ld solvable, the longest answer %ld moves)\n", checked, solvable, longest);
    return 0;
}
