// A deliberately wrong Sokoban solution for the stress command's tests: it
// counts the pushes and forgets the walks (0-1 breadth-first search, a walk
// costing 0 and a push 1).

#include <deque>
#include <iostream>
#include <iterator>
#include <map>
#include <tuple>

#define JUDGE_NO_MAIN
#include "../../src/sokoban/main.cpp"

int main() {
    const std::string input(std::istreambuf_iterator<char>(std::cin), {});
    const sokoban::Warehouse w = sokoban::parse(input);
    const sokoban::MoveTable moves = sokoban::build_moves(w);
    using Key = std::tuple<int, int, int>;  // worker, lower crate, higher crate
    const auto key = [](int worker, std::array<int, 2> c) { return Key{worker, std::min(c[0], c[1]), std::max(c[0], c[1])}; };
    std::map<Key, int> pushes;
    std::deque<std::pair<Key, int>> queue{{key(w.worker, w.crates), 0}};
    while (!queue.empty()) {
        const auto [state, cost] = queue.front();
        queue.pop_front();
        if (pushes.count(state)) continue;
        pushes[state] = cost;
        const auto [worker, low, high] = state;
        if ((low == w.targets[0] && high == w.targets[1]) || (low == w.targets[1] && high == w.targets[0])) {
            std::cout << cost << "\n";
            return 0;
        }
        for (std::size_t d = 0; d < 4; ++d) {
            std::array<int, 2> crates{low, high};
            int next = 0;
            if (!sokoban::try_move(moves, worker, crates, d, next)) continue;
            const bool pushed = crates[0] != low || crates[1] != high;
            if (pushed) queue.push_back({key(next, crates), cost + 1});
            else queue.push_front({key(next, crates), cost});
        }
    }
    std::cout << "-1\n";
}
