// The «Хамелеон» brute force as a program: reads a sample with the solver's
// parser (decoding is tested on its own; this confirms the search), and prints
// the first shortest plan found by the std::map search, or «Нет решения».
// With --longest it lists every arrangement at the greatest distance instead.

#include <iostream>

#define JUDGE_NO_MAIN
#include "../src/chameleon/main.cpp"

#include "chameleon_brute.hpp"

namespace {

int list_longest() {
    int longest = 0;
    for (const auto& entry : chameleon_brute::distances()) longest = std::max(longest, entry.second);
    for (const auto& [board, distance] : chameleon_brute::distances())
        if (distance == longest) std::cout << board << " " << distance << "\n";
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc == 2 && std::string(argv[1]) == "--longest") return list_longest();
    if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
        std::cout << "usage: chameleon_brute INPUT | --longest  (prints the brute force's answer, or the\n"
                     "boards farthest from the target)\n";
        return 0;
    }
    std::string input;
    if (argc != 2 || !judge::read_file(argv[1], input)) {
        std::cerr << "usage: chameleon_brute INPUT | --longest\n";
        return 2;
    }
    const chameleon::ParsedBoard parsed = chameleon::parse(input);
    const std::string board = chameleon_brute::from_letters(parsed.cells);
    const bool playable = !board.empty() && chameleon_brute::distances().count(board) > 0;
    std::cout << (playable ? chameleon_brute::first_shortest_plan(board)
                           : judge::encode(U"Нет решения\n", parsed.encoding));
    return 0;
}
