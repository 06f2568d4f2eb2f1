// A deliberately wrong CIV solution: a step between a railway and an
// ordinary road is taken as free (a railway on either side), where the
// statement makes it a road step of 1/3; the turn rule is kept.

#include "civ_misread_rule.hpp"

int main() {
    return solve_with_rule([](int time, civ::Cell from, civ::Cell to, int turn) {
        const bool rail_meets_road = (from.road == civ::kRailway && to.road == civ::kRoad) ||
                                     (from.road == civ::kRoad && to.road == civ::kRailway);
        return turn_rule_arrival(time, rail_meets_road ? 0 : civ::step_cost(from, to), turn);
    });
}
