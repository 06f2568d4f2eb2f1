// A correct «Хамелеон» solution by another method than ours: a plain
// breadth-first search forward from the start over whole boards (nine tiles
// in an array), parents kept in a hash map, until the goal is dequeued;
// about 50 ms on the farthest boards. The stress command must accept it.
// It shares only the input's decoding and the plan's format with ours.

#include <algorithm>
#include <array>
#include <iostream>
#include <iterator>
#include <queue>
#include <unordered_map>

#define JUDGE_NO_MAIN
#include "../../src/chameleon/main.cpp"

namespace {

using Tiles = std::array<int, 9>;  // row by row; 0 is the empty cell

std::uint64_t key(const Tiles& tiles) {
    std::uint64_t packed = 0;
    for (int tile : tiles) packed = packed * 8 + static_cast<std::uint64_t>(tile);
    return packed;
}

}  // namespace

int main() {
    using namespace chameleon;
    const std::string input(std::istreambuf_iterator<char>(std::cin), {});
    const ParsedBoard parsed = parse(input);
    const std::optional<Board> start = to_tiles(parsed.cells);
    if (!start) {
        std::cout << judge::encode(U"Нет решения\n", parsed.encoding);
        return 0;
    }
    Tiles first{}, goal{};
    for (int cell = 0; cell < 9; ++cell) {
        first[static_cast<std::size_t>(cell)] = static_cast<int>(tile_at(*start, cell));
        goal[static_cast<std::size_t>(cell)] = static_cast<int>(tile_at(kTarget, cell));
    }
    // parent[board] = (the board before, the cell of the tile that slid)
    std::unordered_map<std::uint64_t, std::pair<std::uint64_t, int>> parent{{key(first), {0, -1}}};
    std::queue<Tiles> queue;
    queue.push(first);
    while (key(queue.front()) != key(goal)) {
        const Tiles board = queue.front();
        queue.pop();
        int empty = 0;
        while (board[static_cast<std::size_t>(empty)] != 0) ++empty;
        const int row = empty / 3, col = empty % 3;
        const int neighbours[4][2] = {{row - 1, col}, {row + 1, col}, {row, col - 1}, {row, col + 1}};
        for (const auto& [r, c] : neighbours) {
            if (r < 0 || r > 2 || c < 0 || c > 2) continue;
            Tiles next = board;
            std::swap(next[static_cast<std::size_t>(empty)], next[static_cast<std::size_t>(3 * r + c)]);
            if (!parent.emplace(key(next), std::make_pair(key(board), 3 * r + c)).second) continue;
            queue.push(next);
        }
    }
    std::vector<Move> plan;
    for (std::uint64_t at = key(goal); parent.at(at).second >= 0; at = parent.at(at).first)
        plan.push_back({parent.at(at).second / 3 + 1, parent.at(at).second % 3 + 1});
    std::reverse(plan.begin(), plan.end());
    std::cout << format_plan(plan);
}
