// A deliberately wrong CIV solution: a step dearer than what is left in the
// turn waits for the next turn (the rest is lost) and is then paid from the
// fresh turn, instead of being made at once for the rest of this one.

#include "civ_misread_rule.hpp"

int main() {
    return solve_with_rule([](int time, civ::Cell from, civ::Cell to, int turn) {
        const int cost = civ::step_cost(from, to), left = turn - time % turn;
        if (cost <= left || left == turn) return turn_rule_arrival(time, cost, turn);
        return turn_rule_arrival(time + left, cost, turn);  // the rest of the turn lost, then the step
    });
}
