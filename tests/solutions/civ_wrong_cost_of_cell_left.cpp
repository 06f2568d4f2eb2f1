// A deliberately wrong CIV solution: a step without a road costs the terrain
// of the cell being left, where the statement charges the cell being entered;
// the roads, railways and the turn rule are kept.

#include "civ_misread_rule.hpp"

int main() {
    return solve_with_rule([](int time, civ::Cell from, civ::Cell to, int turn) {
        const int cost = civ::step_cost(from, to) == 3 * to.terrain ? 3 * from.terrain : civ::step_cost(from, to);
        return turn_rule_arrival(time, cost, turn);
    });
}
