#ifndef TESTS_CHAMELEON_BRUTE_HPP
#define TESTS_CHAMELEON_BRUTE_HPP
// An independent «Хамелеон» solver and a plan checker for the tests. Boards
// are 9-character strings in row order with ASCII stand-ins ("XAMELEON_",
// '_' = blank). Breadth-first search over strings from the target, with the
// distances in a std::map; it shares no code with the solver.

#include <array>
#include <cstdlib>
#include <deque>
#include <map>
#include <sstream>
#include <string>
#include <utility>
#include <vector>

namespace chameleon_brute {

const std::string kTarget = "XAMELEON_";

// A board of Cyrillic letters (' ' = blank) in the stand-ins, or "" if a
// letter is not one of ХАМЕЛЕОН.
inline std::string from_letters(const std::array<char32_t, 9>& cells) {
    const std::u32string letters = U"ХАМЕЛОН ";
    std::string board;
    for (const char32_t c : cells) {
        const std::size_t at = letters.find(c);
        if (at == std::u32string::npos) return "";
        board += "XAMELON_"[at];
    }
    return board;
}

// The boards one move away, each with the 0-based cell of the tile that moved.
inline std::vector<std::pair<std::string, int>> neighbours(const std::string& board) {
    std::vector<std::pair<std::string, int>> result;
    const int blank = static_cast<int>(board.find('_'));
    for (int cell = 0; cell < 9; ++cell) {
        const int distance = std::abs(cell / 3 - blank / 3) + std::abs(cell % 3 - blank % 3);
        if (distance != 1) continue;
        std::string next = board;
        std::swap(next[static_cast<std::size_t>(cell)], next[static_cast<std::size_t>(blank)]);
        result.push_back({next, cell});
    }
    return result;
}

// Distance to the target of every reachable board, computed once.
inline const std::map<std::string, int>& distances() {
    static const std::map<std::string, int> table = [] {
        std::map<std::string, int> d{{kTarget, 0}};
        std::deque<std::string> queue{kTarget};
        while (!queue.empty()) {
            const std::string board = queue.front();
            queue.pop_front();
            for (const auto& next : neighbours(board))
                if (d.emplace(next.first, d[board] + 1).second) queue.push_back(next.first);
        }
        return d;
    }();
    return table;
}

// A shortest plan as "N\nr c\n..." text; at each step `choose(k)` picks one
// of the k moves that bring the board one move closer (in cell order).
template <class Choose>
std::string shortest_plan(std::string board, Choose choose) {
    std::ostringstream text;
    text << distances().at(board) << "\n";
    while (board != kTarget) {
        const int distance = distances().at(board);
        std::vector<std::pair<std::string, int>> closer;
        for (const auto& next : neighbours(board))  // neighbours come in cell order
            if (distances().at(next.first) == distance - 1) closer.push_back(next);
        const auto& [next, cell] = closer[choose(closer.size())];
        text << cell / 3 + 1 << " " << cell % 3 + 1 << "\n";
        board = next;
    }
    return text.str();
}

// The plan the solver promises: a shortest one, and among those the one whose
// sequence of moved cells is lexicographically first.
inline std::string first_shortest_plan(const std::string& board) {
    return shortest_plan(board, [](std::size_t) { return std::size_t{0}; });
}

// The board as the puzzle's text: three lines of Cyrillic letters in UTF-8.
inline std::string board_text(const std::string& board) {
    static const char* const kLetters[] = {"Х", "А", "М", "Е", "Л", "О", "Н", " "};
    std::string text;
    for (std::size_t i = 0; i < 9; ++i) {
        text += kLetters[std::string("XAMELON_").find(board[i])];
        if (i % 3 == 2) text += "\n";
    }
    return text;
}

// Checks an answer "N\nr c\n...": every move slides a tile next to the blank,
// the plan ends on the target and its length is the true distance. Returns
// an empty string when the plan is right, else what is wrong.
inline std::string check_plan(const std::string& start, const std::string& answer) {
    const auto known = distances().find(start);
    if (known == distances().end()) return "the board " + start + " is not an arrangement of the puzzle";
    std::string board = start;
    std::istringstream in(answer);
    int count = -1;
    if (!(in >> count) || count < 0) return "no move count";
    for (int i = 0; i < count; ++i) {
        int row = 0, col = 0;
        if (!(in >> row >> col)) return "move " + std::to_string(i + 1) + " is missing";
        const int blank = static_cast<int>(board.find('_'));
        const int cell = (row - 1) * 3 + (col - 1);
        if (row < 1 || row > 3 || col < 1 || col > 3 ||
            std::abs(row - 1 - blank / 3) + std::abs(col - 1 - blank % 3) != 1)
            return "move " + std::to_string(i + 1) + " does not touch the empty cell";
        std::swap(board[static_cast<std::size_t>(cell)], board[static_cast<std::size_t>(blank)]);
    }
    std::string rest;
    if (in >> rest) return "text after the plan: " + rest;
    if (board != kTarget) return "the plan ends at " + board + ", not at the target";
    if (count != known->second)
        return std::to_string(count) + " moves, but the shortest plan has " + std::to_string(known->second);
    return "";
}

}  // namespace chameleon_brute

#endif  // TESTS_CHAMELEON_BRUTE_HPP
