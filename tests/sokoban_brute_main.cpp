// The Sokoban brute force as a program: reads a well-formed input with plain
// stream extraction (matrix digits with or without spaces) and prints its
// answer. CTest runs it on every sample to confirm the stored answers.

#include <fstream>
#include <iostream>
#include <string>

#include "sokoban_brute.hpp"

int main(int argc, char** argv) {
    if (argc != 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h") {
        (argc == 2 ? std::cout : std::cerr) << "usage: sokoban_brute INPUT  (a well-formed input; prints the brute force's answer)\n";
        return argc == 2 ? 0 : 2;
    }
    std::ifstream in(argv[1]);
    sokoban_brute::Problem p{};
    in >> p.n >> p.worker.first >> p.worker.second;
    for (auto& c : p.crates) in >> c.first >> c.second;
    for (auto& t : p.targets) in >> t.first >> t.second;
    p.wall.assign(static_cast<std::size_t>(p.n), std::vector<int>(static_cast<std::size_t>(p.n)));
    for (auto& row : p.wall)
        for (int& cell : row) {
            char digit = 0;
            in >> digit;
            cell = digit - '0';
        }
    if (!in) {
        std::cerr << "sokoban_brute: cannot read " << argv[1] << "\n";
        return 2;
    }
    std::cout << sokoban_brute::solve(p) << "\n";
    return 0;
}
