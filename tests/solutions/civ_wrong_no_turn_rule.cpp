// A deliberately wrong CIV solution for the stress command's tests: it sums
// the step costs and ignores the end-of-turn rule (a step dearer than what is
// left in the turn should spend only the rest of the turn).

#include <functional>
#include <iostream>
#include <iterator>
#include <queue>
#include <utility>

#define JUDGE_NO_MAIN
#include "../../src/civ/main.cpp"

int main() {
    const std::string input(std::istreambuf_iterator<char>(std::cin), {});
    const civ::Map map = civ::parse(input);
    const int width = map.width;
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
            queue.push({time + civ::step_cost(map.cells[cell], map.cells.at(x, y)), y * width + x});
        }
    }
    const int answer = best[static_cast<std::size_t>(target)];
    std::cout << (answer < 0 ? "IMPOSSIBLE" : std::to_string(answer) + "/3") << "\n";
}
