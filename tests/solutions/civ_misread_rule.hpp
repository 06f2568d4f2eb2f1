// The search every deliberately wrong CIV solution shares: a plain Dijkstra
// over the cells, with the rule it misreads passed in as the arrival time
// after one step. Each tests/solutions/civ_wrong_*.cpp names its misreading.
#pragma once

#include <algorithm>
#include <functional>
#include <iostream>
#include <iterator>
#include <queue>
#include <string>
#include <utility>
#include <vector>

#define JUDGE_NO_MAIN
#include "../../src/civ/main.cpp"

// The statement's end-of-turn rule, for the misreadings that keep it: a step
// of `cost` thirds taken at `time` arrives at min(time + cost, the start of
// the next turn). (main.cpp's search keeps the turn's end as time grows; its
// arrival_after_step is in the --explain part, which a bundled file leaves out.)
inline int turn_rule_arrival(int time, int cost, int turn) { return std::min(time + cost, (time / turn + 1) * turn); }

// Reads a map from standard input and prints the arrival time that
// arrival_after(time, from, to, thirds_per_turn) makes of the cheapest route.
template <class ArrivalAfterStep>
int solve_with_rule(ArrivalAfterStep arrival_after) {
    const std::string input(std::istreambuf_iterator<char>(std::cin), {});
    const civ::Map map = civ::parse(input);
    const int width = map.width, turn = 3 * map.moves_per_turn;
    std::vector<int> best(static_cast<std::size_t>(map.width * map.height), -1);
    using Entry = std::pair<int, int>;  // thirds, cell
    std::priority_queue<Entry, std::vector<Entry>, std::greater<>> queue;
    const int start = map.start_y * width + map.start_x, target = map.target_y * width + map.target_x;
    if (map.cells[start].terrain != 0 || start == target) queue.push({0, start});
    while (!queue.empty()) {
        const auto [time, cell] = queue.top();
        queue.pop();
        if (best[static_cast<std::size_t>(cell)] >= 0) continue;
        best[static_cast<std::size_t>(cell)] = time;
        for (const judge::Offset step : judge::kSteps8) {
            const int x = cell % width + step.dx, y = cell / width + step.dy;
            if (!map.cells.contains(x, y) || map.cells.at(x, y).terrain == 0) continue;
            queue.push({arrival_after(time, map.cells[cell], map.cells.at(x, y), turn), y * width + x});
        }
    }
    const int answer = best[static_cast<std::size_t>(target)];
    std::cout << (answer < 0 ? "IMPOSSIBLE" : std::to_string(answer) + "/3") << "\n";
    return 0;
}
