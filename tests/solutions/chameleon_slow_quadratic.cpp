// A correct «Хамелеон» solution that is too slow for the judge: breadth-first
// search over the boards, each new board looked up by scanning every board
// seen so far, O(S^2) for up to 181,440 boards. Fast near the goal, far past
// the time limit 25 or more moves away. It reads the four encodings by trying
// each: a board whose cells, read in an encoding, are the goal's letters.
// For the judge package's time_limit_exceeded folder and the stress tests.

#include <algorithm>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

using Board = std::vector<std::string>;  // nine cells, each one character's bytes

// The board's nine cells in an encoding whose letters take `width` bytes
// (a space is one byte in all); empty if the bytes do not split so.
Board cells_of(const std::string& input, std::size_t width) {
    Board cells;
    std::string line;
    std::size_t rows = 0;
    for (std::size_t i = 0; i <= input.size(); ++i) {
        if (i < input.size() && input[i] != '\n') {
            if (input[i] != '\r') line += input[i];
            continue;
        }
        if (line.empty()) continue;
        ++rows;
        for (std::size_t at = 0; at < line.size();) {
            const std::size_t size = line[at] == ' ' ? 1 : width;
            cells.push_back(line.substr(at, size));
            at += size;
        }
        while (cells.size() < 3 * rows) cells.push_back(" ");
        line.clear();
    }
    return rows == 3 && cells.size() == 9 ? cells : Board{};
}

int main() {
    const std::string input(std::istreambuf_iterator<char>(std::cin), {});
    // The goal ХАМ/ЕЛЕ/ОН_ in UTF-8, CP1251, CP866 and KOI8-R.
    const std::vector<std::pair<Board, std::size_t>> goals{
        {{"\xD0\xA5", "\xD0\x90", "\xD0\x9C", "\xD0\x95", "\xD0\x9B", "\xD0\x95", "\xD0\x9E", "\xD0\x9D", " "}, 2},
        {{"\xD5", "\xC0", "\xCC", "\xC5", "\xCB", "\xC5", "\xCE", "\xCD", " "}, 1},
        {{"\x95", "\x80", "\x8C", "\x85", "\x8B", "\x85", "\x8E", "\x8D", " "}, 1},
        {{"\xE8", "\xE1", "\xED", "\xE5", "\xEC", "\xE5", "\xEF", "\xEE", " "}, 1}};
    for (const auto& [goal, width] : goals) {
        Board start = cells_of(input, width), sorted_start = start, sorted_goal = goal;
        std::sort(sorted_start.begin(), sorted_start.end());
        std::sort(sorted_goal.begin(), sorted_goal.end());
        if (sorted_start != sorted_goal) continue;
        std::vector<Board> seen{start};
        std::vector<std::pair<std::size_t, int>> came_from{{0, -1}};  // parent, moved cell
        for (std::size_t next = 0; next < seen.size(); ++next) {
            if (seen[next] == goal) {
                std::vector<int> plan;
                for (std::size_t at = next; at != 0; at = came_from[at].first) plan.push_back(came_from[at].second);
                std::cout << plan.size() << "\n";
                for (auto cell = plan.rbegin(); cell != plan.rend(); ++cell) std::cout << *cell / 3 + 1 << " " << *cell % 3 + 1 << "\n";
                return 0;
            }
            const int blank = static_cast<int>(std::find(seen[next].begin(), seen[next].end(), " ") - seen[next].begin());
            for (const int tile : {blank - 3, blank + 3, blank % 3 > 0 ? blank - 1 : -1, blank % 3 < 2 ? blank + 1 : -1}) {
                if (tile < 0 || tile > 8) continue;
                Board moved = seen[next];
                std::swap(moved[static_cast<std::size_t>(tile)], moved[static_cast<std::size_t>(blank)]);
                if (std::find(seen.begin(), seen.end(), moved) == seen.end()) {
                    seen.push_back(moved);
                    came_from.emplace_back(next, tile);
                }
            }
        }
    }
    std::cout << "Нет решения\n";
}
