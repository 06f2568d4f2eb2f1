// A deliberately wrong «Хамелеон» solution for the stress command's tests: a
// legal plan, but two moves too long: it first slides a tile into the empty
// cell and back, then follows a shortest plan.

#include <iostream>
#include <iterator>

#define JUDGE_NO_MAIN
#include "../../src/chameleon/main.cpp"

int main() {
    const std::string input(std::istreambuf_iterator<char>(std::cin), {});
    const chameleon::ParsedBoard parsed = chameleon::parse(input);
    const std::optional<chameleon::Board> start = chameleon::to_tiles(parsed.cells);
    if (!start) {
        std::cout << judge::encode(U"Нет решения\n", parsed.encoding);
        return 0;
    }
    const int blank = chameleon::blank_of(chameleon::to_state(*start));
    const int tile = chameleon::kSlidingCells[static_cast<std::size_t>(blank)][0];
    std::vector<chameleon::Move> plan{{tile / 3 + 1, tile % 3 + 1}, {blank / 3 + 1, blank % 3 + 1}};
    for (const chameleon::Move& move : chameleon::shortest_plan(*start)) plan.push_back(move);
    std::cout << chameleon::format_plan(plan);
}
