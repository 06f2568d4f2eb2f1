// A deliberately wrong CIV solution for the stress command's tests and the
// package's wrong_answer folder: it sums the step costs and ignores the
// end-of-turn rule (a step dearer than what is left in the turn should spend
// only the rest of the turn). Carrying the unpaid part of such a step over
// into the next turn is the same misreading: it also arrives at t + c.

#include "civ_misread_rule.hpp"

int main() {
    return solve_with_rule([](int time, civ::Cell from, civ::Cell to, int) { return time + civ::step_cost(from, to); });
}
