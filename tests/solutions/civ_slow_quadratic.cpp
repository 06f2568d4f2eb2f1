// A correct CIV solution that is too slow for the judge: Dijkstra over
// (cell, time within the turn), the next state found by scanning every state
// found so far, O(S^2) for S = W*H*3M states. Fast on small maps, far past
// the time limit on a 100x100 one. For the judge package's
// time_limit_exceeded folder and the stress command's tests.

#include <iostream>
#include <string>
#include <vector>

int main() {
    int width, height, x1, y1, x2, y2, moves;
    std::cin >> width >> height >> x1 >> y1 >> x2 >> y2 >> moves;
    std::vector<std::string> rows(static_cast<std::size_t>(height));
    for (std::string& row : rows) std::cin >> row;
    const int turn = 3 * moves;
    const auto terrain = [&](int x, int y) { return rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(2 * x)]; };
    const auto road = [&](int x, int y) { return rows[static_cast<std::size_t>(y)][static_cast<std::size_t>(2 * x + 1)]; };
    struct State {
        int time, x, y;
        bool done;
    };
    std::vector<State> found{{0, x1 - 1, y1 - 1, false}};
    const auto known = [&](int x, int y, int phase) -> State* {
        for (State& s : found)
            if (s.x == x && s.y == y && s.time % turn == phase) return &s;
        return nullptr;
    };
    if (x1 == x2 && y1 == y2) return std::cout << "0/3\n", 0;
    if (terrain(x1 - 1, y1 - 1) == '*') return std::cout << "IMPOSSIBLE\n", 0;
    for (;;) {
        State* next = nullptr;
        for (State& s : found)
            if (!s.done && (!next || s.time < next->time)) next = &s;
        if (!next) return std::cout << "IMPOSSIBLE\n", 0;
        next->done = true;
        const State at = *next;
        if (at.x == x2 - 1 && at.y == y2 - 1) return std::cout << at.time << "/3\n", 0;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx) {
                const int x = at.x + dx, y = at.y + dy;
                if ((dx == 0 && dy == 0) || x < 0 || y < 0 || x >= width || y >= height || terrain(x, y) == '*') continue;
                const char from = road(at.x, at.y), to = road(x, y);
                const int cost = from == '=' && to == '=' ? 0
                                 : (from == '-' && to != '.') || (to == '-' && from != '.') ? 1
                                                                                            : 3 * (terrain(x, y) - '0');
                const int left = turn - at.time % turn;
                const int time = at.time + (cost <= left ? cost : left);
                State* seen = known(x, y, time % turn);
                if (!seen) found.push_back({time, x, y, false});
                else if (!seen->done && time < seen->time) seen->time = time;
            }
    }
}
