// A deliberately wrong CIV solution: a step without a road costs the terrain
// of the cell being left, where the statement charges the cell being entered;
// the roads, railways and the turn rule are kept.

#include "civ_misread_rule.hpp"

int main() {
    return solve_with_rule([](int time, civ::Cell from, civ::Cell to, int turn) {
        const int by_the_rules = civ::step_cost(from, to);
        const bool no_road = by_the_rules == 3 * to.terrain;  // a road step costs 0 or 1, never 3..9
        return turn_rule_arrival(time, no_road ? 3 * from.terrain : by_the_rules, turn);
    });
}
