// The CIV brute force as a program: reads a well-formed input with plain
// stream extraction (no shared parser) and prints its answer. CTest runs it on
// every sample, so each stored expected output is confirmed independently.

#include <fstream>
#include <iostream>
#include <string>

#include "civ_brute.hpp"

int main(int argc, char** argv) {
    if (argc != 2 || std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h") {
        (argc == 2 ? std::cout : std::cerr) << "usage: civ_brute INPUT  (a well-formed input; prints the brute force's answer)\n";
        return argc == 2 ? 0 : 2;
    }
    std::ifstream in(argv[1]);
    civ_brute::Problem p{};
    in >> p.width >> p.height >> p.start_x >> p.start_y >> p.target_x >> p.target_y >> p.moves_per_turn;
    p.rows.resize(static_cast<std::size_t>(p.height));
    for (auto& row : p.rows) in >> row;
    if (!in) {
        std::cerr << "civ_brute: cannot read " << argv[1] << "\n";
        return 2;
    }
    std::cout << civ_brute::solve(p) << "\n";
    return 0;
}
