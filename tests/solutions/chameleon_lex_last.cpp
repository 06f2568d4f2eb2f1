// A correct «Хамелеон» solution that differs from ours: of all shortest plans
// it prints the lexicographically last (at each step the tile with the
// largest (row, col) that brings the board one move closer). Every checker
// and the stress command must accept it.

#include <iostream>
#include <iterator>

#define JUDGE_NO_MAIN
#define GENERATOR_NO_MAIN
#include "../../src/chameleon/generate.cpp"

int main() {
    using namespace chameleon;
    const std::string input(std::istreambuf_iterator<char>(std::cin), {});
    const ParsedBoard parsed = parse(input);
    const std::optional<Board> start = to_tiles(parsed.cells);
    if (!start) {
        std::cout << judge::encode(U"Нет решения\n", parsed.encoding);
        return 0;
    }
    const generate::Distances& distance = generate::distances();
    std::vector<Move> plan;
    for (State state = to_state(*start); distance.of(state) > 0;) {
        const auto& cells = kSlidingCells[static_cast<std::size_t>(blank_of(state))];
        for (auto from = cells.rbegin(); from != cells.rend(); ++from) {
            if (*from < 0 || distance.of(slide(state, *from)) != distance.of(state) - 1) continue;
            plan.push_back({*from / 3 + 1, *from % 3 + 1});
            state = slide(state, *from);
            break;
        }
    }
    std::cout << format_plan(plan);
}
