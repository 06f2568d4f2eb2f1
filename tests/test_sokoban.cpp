// Tests of the two-crate Sokoban solver: the move rules, the parser's refusals
// and tolerances, stress tests against an independent brute force on random
// boards and on boards made solvable by pulling crates backwards, and the
// --html page.

#include <catch2/catch.hpp>

#include <bitset>
#include <map>
#include <regex>
#include <set>
#include <sstream>

#define JUDGE_NO_MAIN
#include "../src/sokoban/main.cpp"

#include "../src/common/random.hpp"
#include "answer.hpp"
#include "fields_checks.hpp"
#include "page_checks.hpp"
#include "samples.hpp"
#include "sokoban_boards.hpp"
#include "sokoban_brute.hpp"

namespace {

std::string answer(const std::string& input) { return testing_support::answer_of(sokoban::solve, input); }

// An open 4x4 warehouse with obstacles where `walls` says '1'.
sokoban::Warehouse open_board(const char* walls = "0000000000000000") {
    sokoban::Warehouse w;
    w.n = 4;
    for (int i = 0; i < 16; ++i) w.obstacle.push_back(walls[i] == '1');
    return w;
}

using sokoban::kDown;
using sokoban::kLeft;
using sokoban::kRight;
using sokoban::kUp;

}  // namespace

TEST_CASE("move: a walk onto a free cell moves only the worker") {
    const auto moves = sokoban::build_moves(open_board());
    std::array<int, 2> crates{15, 14};
    int worker = 0;
    REQUIRE(sokoban::try_move(moves, 5, crates, kRight, worker));
    CHECK(worker == 6);
    CHECK(crates == std::array<int, 2>{15, 14});
}

TEST_CASE("move: stepping onto a crate pushes it one cell further") {
    const auto moves = sokoban::build_moves(open_board());
    std::array<int, 2> crates{6, 15};
    int worker = 0;
    REQUIRE(sokoban::try_move(moves, 5, crates, kRight, worker));
    CHECK(worker == 6);
    CHECK(crates == std::array<int, 2>{7, 15});
}

TEST_CASE("move: no push into an obstacle, the other crate or off the board") {
    const auto moves = sokoban::build_moves(open_board("0000000100000000"));
    int worker = 0;
    std::array<int, 2> into_wall{6, 15};
    CHECK_FALSE(sokoban::try_move(moves, 5, into_wall, kRight, worker));
    std::array<int, 2> into_crate{9, 13};
    CHECK_FALSE(sokoban::try_move(moves, 5, into_crate, kDown, worker));
    std::array<int, 2> off_board{4, 15};
    CHECK_FALSE(sokoban::try_move(moves, 5, off_board, kLeft, worker));
    std::array<int, 2> off_top{1, 15};
    CHECK_FALSE(sokoban::try_move(moves, 5, off_top, kUp, worker));
}

TEST_CASE("move: no walk into an obstacle or off the board") {
    const auto moves = sokoban::build_moves(open_board("0100000000000000"));
    std::array<int, 2> crates{10, 15};
    int worker = 0;
    CHECK_FALSE(sokoban::try_move(moves, 0, crates, kRight, worker));
    CHECK_FALSE(sokoban::try_move(moves, 0, crates, kUp, worker));
    CHECK_FALSE(sokoban::try_move(moves, 3, crates, kRight, worker));
}

namespace {

// A cell set and the same cells in a std::bitset, element by element.
bool same_cells(const sokoban::CellSet& set, const std::bitset<128>& expected) {
    for (int cell = 0; cell < 128; ++cell)
        if (set.has(cell) != expected.test(static_cast<std::size_t>(cell))) return false;
    return set.empty() == expected.none();
}

}  // namespace

TEST_CASE("cell sets: single cells in either word") {
    for (int cell = 0; cell < 100; ++cell) {
        std::bitset<128> expected;
        expected.set(static_cast<std::size_t>(cell));
        INFO("cell " << cell);
        CHECK(same_cells(sokoban::CellSet::of(cell), expected));
        CHECK(sokoban::CellSet::of(cell).first() == cell);
    }
    CHECK(sokoban::CellSet().empty());
}

TEST_CASE("cell sets: shifts and set operations agree with std::bitset across the word boundary") {
    judge::SplitMix64 rng(6);
    for (int round = 0; round < 500; ++round) {
        sokoban::CellSet a, b;
        std::bitset<128> expected_a, expected_b;
        for (int i = rng.between(0, 30); i > 0; --i) {
            const int cell = rng.between(0, 99);
            a |= sokoban::CellSet::of(cell);
            expected_a.set(static_cast<std::size_t>(cell));
        }
        for (int i = rng.between(0, 30); i > 0; --i) {
            const int cell = rng.between(0, 99);
            b |= sokoban::CellSet::of(cell);
            expected_b.set(static_cast<std::size_t>(cell));
        }
        REQUIRE(same_cells(a, expected_a));
        CHECK(same_cells(a | b, expected_a | expected_b));
        CHECK(same_cells(a & b, expected_a & expected_b));
        CHECK(same_cells(a.without(b), expected_a & ~expected_b));
        for (const int k : {1, 4, 9, 10, 36, 63}) {
            INFO("shift by " << k);
            CHECK(same_cells(a.plus(k), expected_a << static_cast<std::size_t>(k)));
            CHECK(same_cells(a.minus(k), expected_a >> static_cast<std::size_t>(k)));
        }
    }
}

TEST_CASE("answers: 0 when the crates start on the targets, either way round") {
    CHECK(answer("4\n0 0\n1 1\n2 2\n2 2\n1 1\n0000\n0000\n0000\n0000\n") == "0\n");
}

TEST_CASE("answers: one push, and -1 for a crate in a corner") {
    CHECK(answer("4\n1 0\n1 1\n3 3\n1 2\n3 3\n0000\n0000\n0000\n0000\n") == "1\n");
    CHECK(answer("4\n1 0\n0 0\n3 3\n1 2\n3 3\n0000\n0000\n0000\n0000\n") == "-1\n");
}

TEST_CASE("quirks are read: CRLF, BOM, no spaces, blank lines, header on one line") {
    const std::string expected = "1\n";
    CHECK(answer("4\r\n1 0\r\n1 1\r\n3 3\r\n1 2\r\n3 3\r\n0 0 0 0\r\n0 0 0 0\r\n0 0 0 0\r\n0 0 0 0\r\n") == expected);
    CHECK(answer("\xEF\xBB\xBF" "4 1 0 1 1 3 3 1 2 3 3\n\n0000\n\n0000\n0000\n0000") == expected);
    CHECK_THROWS_WITH(answer("4\n1 0\n1 1\n3 3\n1 2\n3 3\n0000000000000000\n"),
                      "line 7: matrix row 0 has 16 values, n = 4 are needed");
}

namespace {

// Warehouse W written anew as a person may write it: the positions spread
// over lines (each pair on one), numbers with leading zeros or a plus, the
// matrix's rows with or without spaces, blank lines, CRLF, a BOM, a DOS
// end-of-file mark.
std::string written_anew(const sokoban::Warehouse& w, const testing_support::Spelling& how, judge::SplitMix64& rng) {
    std::string text = how.blank_lines() + how.number(w.n);
    for (const int cell : {w.worker, w.crates[0], w.crates[1], w.targets[0], w.targets[1]})
        text += how.separator() + how.number(cell / w.n) + how.spaces() + how.number(cell % w.n);
    text += how.newline;
    for (int row = 0; row < w.n; ++row) {
        text += how.blank_lines();
        const bool spaced = rng.chance(50);
        for (int col = 0; col < w.n; ++col)
            text += std::string(col > 0 && spaced ? how.spaces() : "") +
                    (w.obstacle[static_cast<std::size_t>(row * w.n + col)] ? "1" : "0");
        text += how.newline;
    }
    return how.framed(text);
}

}  // namespace

TEST_CASE("fields (--fields): each number and each matrix value where the parse read it, however the warehouse is written") {
    const auto check = [](const sokoban::Warehouse& w, const std::string& input, const std::vector<judge::Field>& fields) {
        const auto n = static_cast<std::size_t>(w.n);
        REQUIRE(fields.size() == 11 + n * n);
        CHECK(fields[0].name == "n");
        CHECK(std::stoi(testing_support::bytes_of(input, fields[0])) == w.n);
        const char* const things[] = {"worker", "crate 1", "crate 2", "target 1", "target 2"};
        const int cells[] = {w.worker, w.crates[0], w.crates[1], w.targets[0], w.targets[1]};
        for (std::size_t i = 0; i < 5; ++i) {
            const judge::Field& row = fields[1 + 2 * i];
            const judge::Field& column = fields[2 + 2 * i];
            CHECK(row.name == things[i] + std::string(" row"));
            CHECK(column.name == things[i] + std::string(" column"));
            CHECK(std::stoi(testing_support::bytes_of(input, row)) == cells[i] / w.n);
            CHECK(std::stoi(testing_support::bytes_of(input, column)) == cells[i] % w.n);
        }
        for (std::size_t cell = 0; cell < n * n; ++cell) {
            const judge::Field& value = fields[11 + cell];
            CHECK(value.name == "cell " + std::to_string(cell / n) + " " + std::to_string(cell % n));
            CHECK(testing_support::bytes_of(input, value) == (w.obstacle[cell] ? "1" : "0"));
        }
    };
    CHECK(testing_support::each_written_anew(SAMPLES_DIR, sokoban::parse, written_anew, check) >= 10 * 20);
}

TEST_CASE("malformed input is refused with the field and line named") {
    const std::string matrix = "0000\n0000\n0000\n0000\n";
    CHECK_THROWS_WITH(answer("four\n"), "line 1: n should be an integer, found 'four'");
    CHECK_THROWS_WITH(answer("4\n0 0\n1 1\n2 2\n3 3\n-1 0\n"), "line 6: target 2 row = -1 is outside 0..3");
    CHECK_THROWS_WITH(answer("4\n0 0\n1 1\n2 2\n3 3\n3 2\n0000\n0200\n0000\n0000\n"),
                      "line 8, column 2: matrix value at row 1, column 1 is '2', expected 0 or 1");
    CHECK_THROWS_WITH(answer("4\n0 0\n1 1\n2 2\n3 3\n3 2\n1000\n0000\n0000\n0000\n"),
                      "line 2: worker (0, 0) is on an obstacle");
    CHECK_THROWS_WITH(answer("4\n0 0\n1 1\n2 2\n3 3\n3 2\n0000\n0000\n0000\n0010\n"),
                      "line 6: target 2 (3, 2) is on an obstacle");
    CHECK_THROWS_WITH(answer("4\n1 1\n1 1\n2 2\n3 3\n3 2\n" + matrix),
                      "line 3: crate 1 (1, 1) is the same cell as the worker");
    CHECK_THROWS_WITH(answer("4\n0 0\n2 2\n2 2\n3 3\n3 2\n" + matrix),
                      "line 4: crate 2 (2, 2) is the same cell as the crate 1");
    CHECK_THROWS_WITH(answer("4\n0 0\n1 1\n2 2\n3 3\n3 3\n" + matrix),
                      "line 6: target 2 (3, 3) is the same cell as the target 1");
}

using sokoban_boards::kLarge;
using sokoban_boards::pulled_problem;
using sokoban_boards::random_problem;
using sokoban_boards::to_input;
using sokoban_brute::Cell;

TEST_CASE("stress: the solver agrees with the brute force on 1500 random boards") {
    judge::SplitMix64 rng(3);
    int solvable = 0, checked = 0;
    while (checked < 1500) {
        sokoban_brute::Problem p{};
        if (!random_problem(rng, p)) continue;
        ++checked;
        const std::string input = to_input(p);
        const int expected = sokoban_brute::solve(p);
        if (expected >= 0) ++solvable;
        INFO(input);
        REQUIRE(answer(input) == std::to_string(expected) + "\n");
    }
    CHECK(solvable > 50);
}

TEST_CASE("stress: the solver agrees with the brute force on 1500 boards solvable by construction") {
    judge::SplitMix64 rng(4);
    int checked = 0, long_ones = 0;
    while (checked < 1500) {
        sokoban_brute::Problem p{};
        if (!pulled_problem(rng, p)) continue;
        ++checked;
        const std::string input = to_input(p);
        const int expected = sokoban_brute::solve(p);
        REQUIRE(expected >= 0);
        if (expected >= 10) ++long_ones;
        INFO(input);
        REQUIRE(answer(input) == std::to_string(expected) + "\n");
    }
    CHECK(long_ones > 100);
}

TEST_CASE("stress: the solver agrees with the brute force on 9x9 and 10x10 boards") {
    judge::SplitMix64 rng(5);
    int checked = 0, solvable = 0, long_ones = 0;
    while (checked < 300) {
        sokoban_brute::Problem p{};
        const bool made = checked % 2 == 0 ? pulled_problem(rng, p, kLarge) : random_problem(rng, p, kLarge);
        if (!made) continue;
        ++checked;
        const std::string input = to_input(p);
        const int expected = sokoban_brute::solve(p);
        if (expected >= 0) ++solvable;
        if (expected >= 20) ++long_ones;
        INFO(input);
        REQUIRE(answer(input) == std::to_string(expected) + "\n");
    }
    CHECK(solvable > 150);
    CHECK(long_ones > 8);
}

namespace {

sokoban_brute::Problem to_problem(const sokoban::Warehouse& w) {
    sokoban_brute::Problem p{};
    p.n = w.n;
    const auto cell = [&](int index) { return Cell{index / w.n, index % w.n}; };
    p.worker = cell(w.worker);
    p.crates[0] = cell(w.crates[0]);
    p.crates[1] = cell(w.crates[1]);
    p.targets[0] = cell(w.targets[0]);
    p.targets[1] = cell(w.targets[1]);
    p.wall.assign(static_cast<std::size_t>(w.n), std::vector<int>(static_cast<std::size_t>(w.n)));
    for (int i = 0; i < w.n * w.n; ++i)
        p.wall[static_cast<std::size_t>(i / w.n)][static_cast<std::size_t>(i % w.n)] = w.obstacle[static_cast<std::size_t>(i)];
    return p;
}

// The plan min_moves gives replays legally to a solved board in exactly the
// answer's number of moves, and asking for it does not change the answer.
void check_plan_of(const std::string& input) {
    const sokoban::Warehouse w = sokoban::parse(input);
    std::string plan = "unset";
    const int answer = sokoban::min_moves_and_plan(w, plan);
    REQUIRE(answer == sokoban::min_moves(w));
    if (answer == sokoban::kUnsolvable) {
        CHECK(plan.empty());
        return;
    }
    CHECK(static_cast<int>(plan.size()) == answer);
    CHECK(sokoban_brute::check_plan(to_problem(w), plan) == "");
}

}  // namespace

TEST_CASE("the plan checker rejects wrong plans") {
    const sokoban_brute::Problem p = to_problem(sokoban::parse("4\n1 0\n1 1\n3 3\n1 2\n3 3\n0000\n0000\n0000\n0000\n"));
    CHECK(sokoban_brute::check_plan(p, "R") == "");
    CHECK(sokoban_brute::check_plan(p, "r") == "move 1 'r' pushes but is lowercase");
    CHECK(sokoban_brute::check_plan(p, "U") == "move 1 'U' walks but is uppercase");
    CHECK(sokoban_brute::check_plan(p, "l") == "move 1 'l' is not allowed");
    CHECK(sokoban_brute::check_plan(p, "u") == "the crates are not on the targets after the plan");
}

TEST_CASE("every sample's plan replays legally to a solved board") {
    const auto check = [](const testing_support::Sample& sample) { check_plan_of(sample.input); };
    CHECK(testing_support::check_each_sample(SAMPLES_DIR, check) >= 10);
}

TEST_CASE("stress: plans of 300 boards solvable by construction replay legally") {
    judge::SplitMix64 rng(5);
    for (int checked = 0; checked < 300;) {
        sokoban_brute::Problem p{};
        if (!pulled_problem(rng, p)) continue;
        ++checked;
        INFO(to_input(p));
        check_plan_of(to_input(p));
    }
}

TEST_CASE("explain: draws the board after every push") {
    std::ostringstream explanation;
    const std::string input = "4\n1 0\n1 1\n3 3\n1 2\n3 3\n0001\n0000\n0000\n0000\n";
    sokoban::explain(input, explanation);
    CHECK(explanation.str() ==
          "Start:\n######\n#   ##\n#@$. #\n#    #\n#   *#\n######\n"
          "Plan, 1 move (lowercase walk, uppercase push): R\n"
          "After push 1 (move 1, R):\n######\n#   ##\n# @* #\n#    #\n#   *#\n######\n");
}

namespace {

using testing_support::between;

Cell cell_of(const std::string& data_cell) {
    const std::size_t comma = data_cell.find(',');
    return {std::stoi(data_cell.substr(0, comma)), std::stoi(data_cell.substr(comma + 1))};
}

// The positions the page's frames show, in order, as brute-force states.
std::vector<sokoban_brute::State> frame_states(const std::string& page) {
    std::vector<sokoban_brute::State> states;
    for (const std::size_t at : testing_support::find_all(page, "<figure class=\"frame\"")) {
        const std::size_t second_crate = page.find("class=\"crate\"", page.find("class=\"crate\"", at) + 1);
        states.push_back(sokoban_brute::make_state(
            cell_of(between(page, "class=\"worker\" data-cell=\"", "\"", at)),
            cell_of(between(page, "class=\"crate\" data-cell=\"", "\"", at)),
            cell_of(between(page, "class=\"crate\" data-cell=\"", "\"", second_crate))));
    }
    return states;
}

bool same_state(const sokoban_brute::State& a, const sokoban_brute::State& b) { return !(a < b) && !(b < a); }

// Every position reachable from the start, by the brute force's moves.
std::size_t brute_reachable_count(const sokoban_brute::Problem& p) {
    std::set<sokoban_brute::State> seen{sokoban_brute::make_state(p.worker, p.crates[0], p.crates[1])};
    std::vector<sokoban_brute::State> pending(seen.begin(), seen.end());
    while (!pending.empty()) {
        const sokoban_brute::State s = pending.back();
        pending.pop_back();
        for (const sokoban_brute::State& next : sokoban_brute::successors(p, s))
            if (seen.insert(next).second) pending.push_back(next);
    }
    return seen.size();
}

// The targets one crate reaches alone (the other taken off the board), by
// the brute force's moves.
std::set<sokoban_brute::Cell> targets_reached_alone(const sokoban_brute::Problem& p, int crate) {
    const sokoban_brute::Cell away{-100, -100};
    const sokoban_brute::State start = sokoban_brute::make_state(p.worker, p.crates[crate], away);
    std::set<sokoban_brute::State> seen{start};
    std::vector<sokoban_brute::State> pending{start};
    std::set<sokoban_brute::Cell> reached;
    while (!pending.empty()) {
        const sokoban_brute::State s = pending.back();
        pending.pop_back();
        const sokoban_brute::Cell at = s.low == away ? s.high : s.low;
        for (const sokoban_brute::Cell& target : p.targets)
            if (at == target) reached.insert(target);
        for (const sokoban_brute::State& next : sokoban_brute::successors(p, s))
            if (seen.insert(next).second) pending.push_back(next);
    }
    return reached;
}

std::string cell_text(const sokoban_brute::Cell& c) {
    return "(" + std::to_string(c.first) + "," + std::to_string(c.second) + ")";
}

// Whether no push in any direction could ever move the crate at CELL (a
// push needs a free cell behind the worker's side and ahead of the crate),
// by the brute force's own test of a free cell.
bool brute_stuck(const sokoban_brute::Problem& p, const sokoban_brute::Cell& cell) {
    if (cell == p.targets[0] || cell == p.targets[1]) return false;
    for (int d = 0; d < 4; ++d) {
        const sokoban_brute::Cell behind{cell.first - sokoban_brute::kRowStep[d], cell.second - sokoban_brute::kColumnStep[d]};
        const sokoban_brute::Cell ahead{cell.first + sokoban_brute::kRowStep[d], cell.second + sokoban_brute::kColumnStep[d]};
        if (sokoban_brute::free_cell(p, behind) && sokoban_brute::free_cell(p, ahead)) return false;
    }
    return true;
}

// The cells the worker reaches by the brute force's walks (moves that leave
// the crates where they are) from its start.
std::set<sokoban_brute::Cell> brute_walkable(const sokoban_brute::Problem& p) {
    const sokoban_brute::State start = sokoban_brute::make_state(p.worker, p.crates[0], p.crates[1]);
    std::set<sokoban_brute::Cell> cells{p.worker};
    std::vector<sokoban_brute::State> pending{start};
    while (!pending.empty()) {
        const sokoban_brute::State s = pending.back();
        pending.pop_back();
        for (const sokoban_brute::State& next : sokoban_brute::successors(p, s))
            if (next.low == start.low && next.high == start.high && cells.insert(next.worker).second) pending.push_back(next);
    }
    return cells;
}

// The reason a board has no plan, as the brute force sees it: the sentence
// why_unsolvable must give, built from the crates no push can move, the
// cells the worker walks to, and what each crate reaches alone.
std::string brute_reason(const sokoban_brute::Problem& p) {
    const bool first_stuck = brute_stuck(p, p.crates[0]), second_stuck = brute_stuck(p, p.crates[1]);
    if (first_stuck && second_stuck)
        return "Both crates are stuck in corners, at " + cell_text(p.crates[0]) + " and " + cell_text(p.crates[1]) +
               ": an obstacle or the warehouse's edge on two neighbouring sides of each, so no push can ever move "
               "them, and neither is on a target.";
    if (first_stuck || second_stuck)
        return "The crate at " + cell_text(p.crates[first_stuck ? 0 : 1]) +
               " is stuck in a corner: an obstacle or the warehouse's edge on two neighbouring sides, so no push can "
               "ever move it, and it is not on a target.";
    const std::set<sokoban_brute::Cell> walkable = brute_walkable(p);
    const auto touches = [&](const sokoban_brute::Cell& a, const sokoban_brute::Cell& b) {
        return std::abs(a.first - b.first) + std::abs(a.second - b.second) == 1;
    };
    if (std::none_of(walkable.begin(), walkable.end(), [&](const sokoban_brute::Cell& c) {
            return touches(c, p.crates[0]) || touches(c, p.crates[1]);
        }))
        return "The worker at " + cell_text(p.worker) + " is walled in: no cell it can reach is next to a crate (it can reach " +
               judge::count_of(static_cast<long long>(walkable.size()), "cell") + "), so no crate can ever be pushed.";
    const std::set<sokoban_brute::Cell> first = targets_reached_alone(p, 0), second = targets_reached_alone(p, 1);
    if (first.empty() && second.empty())
        return "Neither crate can ever be pushed onto a target, even with the other crate out of the way: the crates at " +
               cell_text(p.crates[0]) + " and " + cell_text(p.crates[1]) + " stay off both.";
    for (int i = 0; i < 2; ++i)
        if ((i == 0 ? first : second).empty())
            return "The crate at " + cell_text(p.crates[i]) +
                   " can never be pushed onto a target, even with the other crate out of the way.";
    if (first.size() == 1 && first == second) {
        const sokoban_brute::Cell only = *first.begin(), other = only == p.targets[0] ? p.targets[1] : p.targets[0];
        return "No crate can reach the target at " + cell_text(other) + ": both crates can only ever be pushed onto " +
               cell_text(only) + ".";
    }
    return "The search ran dry: all " + std::to_string(brute_reachable_count(p)) +
           " positions of worker and crates reachable from the start were tried, and in none do both crates stand on "
           "the targets.";
}

// What a page must show: for a solvable board, one frame per position from
// the start to a solved board, each one brute-force move from the last, and
// one letter per move, uppercase exactly for pushes; for -1, the board and
// the reason the brute force gives, the walkthrough's too.
void check_page(const std::string& input, const std::string& name) {
    const std::string page = sokoban::page(input, name);
    const sokoban_brute::Problem p = to_problem(sokoban::parse(input));
    const int expected = sokoban_brute::solve(p);
    CHECK(testing_support::external_references(page).empty());
    CHECK(testing_support::title_of(page) == "sokoban \xE2\x80\x94 " + name.substr(name.rfind('/') + 1));
    CHECK(between(page, "<span class=\"answer\">", "</span>") == std::to_string(expected));
    const std::vector<sokoban_brute::State> states = frame_states(page);
    REQUIRE(!states.empty());
    CHECK(same_state(states.front(), sokoban_brute::make_state(p.worker, p.crates[0], p.crates[1])));
    if (expected == -1) {
        CHECK(states.size() == 1);
        CHECK(page.find("class=\"stepper\"") == std::string::npos);
        const std::string why = brute_reason(p);
        CHECK(between(page, "<p class=\"note why\">", "</p>") == judge::html::escape(why));
        std::ostringstream walkthrough;
        sokoban::explain(input, walkthrough);
        CHECK(walkthrough.str().find("No plan (-1). " + why + "\n") != std::string::npos);
        return;
    }
    REQUIRE(static_cast<int>(states.size()) == expected + 1);
    CHECK(sokoban_brute::solved(p, states.back()));
    std::string letters;
    for (const std::size_t at : testing_support::find_all(page, "<span class=\"move"))
        letters += between(page, "\">", "</span>", at);
    REQUIRE(static_cast<int>(letters.size()) == expected);
    for (std::size_t k = 0; k + 1 < states.size(); ++k) {
        INFO("move " << k + 1);
        const auto next = sokoban_brute::successors(p, states[k]);
        CHECK(std::any_of(next.begin(), next.end(), [&](const auto& s) { return same_state(s, states[k + 1]); }));
        const bool pushed = states[k].low != states[k + 1].low || states[k].high != states[k + 1].high;
        CHECK(pushed == (letters[k] >= 'A' && letters[k] <= 'Z'));
    }
}

}  // namespace

TEST_CASE("html page: every sample's page is self-contained, its frames replay the plan, -1 says why") {
    const auto check = [](const testing_support::Sample& sample) {
        check_page(sample.input, "samples/sokoban/" + sample.name + ".in");
    };
    CHECK(testing_support::check_each_sample(SAMPLES_DIR, check) >= 10);
}

TEST_CASE("html page: pages of 400 random boards, solvable and not") {
    judge::SplitMix64 rng(15);
    int solvable = 0;
    for (int checked = 0; checked < 400;) {
        sokoban_brute::Problem p{};
        if (!(checked % 2 ? random_problem(rng, p) : pulled_problem(rng, p))) continue;
        ++checked;
        solvable += sokoban_brute::solve(p) >= 0;
        INFO(to_input(p));
        check_page(to_input(p), "random");
    }
    CHECK(solvable > 200);
}

TEST_CASE("html page: boards built to hit each cause of -1, each said as the brute force sees it") {
    judge::SplitMix64 rng(65);
    std::map<std::string, int> causes;  // a reason's opening words -> boards
    for (int built = 0; built < 600; ++built) {
        sokoban_brute::Problem p{};
        p.n = rng.between(4, 6);
        p.wall.assign(static_cast<std::size_t>(p.n), std::vector<int>(static_cast<std::size_t>(p.n), 0));
        const auto random_cell = [&] { return sokoban_brute::Cell{rng.between(0, p.n - 1), rng.between(0, p.n - 1)}; };
        const auto wall = [&](sokoban_brute::Cell c) {
            if (c.first >= 0 && c.second >= 0 && c.first < p.n && c.second < p.n)
                p.wall[static_cast<std::size_t>(c.first)][static_cast<std::size_t>(c.second)] = 1;
        };
        if (built % 2 == 0) {  // a crate in a corner of obstacles or edges
            for (int k = rng.between(0, p.n); k > 0; --k) wall(random_cell());
            p.crates[0] = random_cell();
            wall({p.crates[0].first + (rng.chance(50) ? 1 : -1), p.crates[0].second});
            wall({p.crates[0].first, p.crates[0].second + (rng.chance(50) ? 1 : -1)});
            p.wall[static_cast<std::size_t>(p.crates[0].first)][static_cast<std::size_t>(p.crates[0].second)] = 0;
            p.worker = random_cell();
        } else {  // the worker in a pocket of one or two cells walled round
            p.worker = random_cell();
            const sokoban_brute::Cell pocket[2] = {p.worker, {p.worker.first, p.worker.second + 1}};
            const int size = rng.chance(50) ? 1 : 2;
            for (int i = 0; i < size; ++i)
                for (int d = 0; d < 4; ++d)
                    wall({pocket[i].first + sokoban_brute::kRowStep[d], pocket[i].second + sokoban_brute::kColumnStep[d]});
            for (int i = 0; i < size; ++i)
                if (pocket[i].second < p.n) p.wall[static_cast<std::size_t>(pocket[i].first)][static_cast<std::size_t>(pocket[i].second)] = 0;
            p.crates[0] = random_cell();
        }
        p.crates[1] = random_cell();
        p.targets[0] = random_cell();
        p.targets[1] = random_cell();
        const sokoban_brute::Cell all[5] = {p.worker, p.crates[0], p.crates[1], p.targets[0], p.targets[1]};
        if (std::any_of(all, all + 5, [&](const sokoban_brute::Cell& c) { return !sokoban_brute::free_cell(p, c); }) ||
            p.worker == p.crates[0] || p.worker == p.crates[1] || p.crates[0] == p.crates[1] || p.targets[0] == p.targets[1] ||
            sokoban_brute::solve(p) != -1)
            continue;
        INFO(to_input(p));
        check_page(to_input(p), "built");
        const std::string reason = brute_reason(p);
        causes[reason.find("stuck in") != std::string::npos ? "corner" : reason.find("walled in") != std::string::npos ? "walled in" : "other"] += 1;
    }
    INFO("corner " << causes["corner"] << ", walled in " << causes["walled in"] << ", other " << causes["other"]);
    CHECK(causes["corner"] >= 150);
    CHECK(causes["walled in"] >= 50);
    CHECK(causes["other"] >= 1);  // the other causes' own boards: the samples and the 400 random boards above
}

TEST_CASE("why there is no plan, in Russian and Romanian, the cells the worker reaches in their plural forms") {
    struct Case {
        const char* board;
        const char* russian;
        const char* romanian;
    };
    const Case cases[] = {
        {"4\n1 1\n0 0\n3 3\n1 2\n2 2\n0000\n0000\n0000\n0000\n",
         "Оба ящика застряли в углах, в (0,0) и (3,3): у каждого с двух соседних сторон препятствие или край склада, "
         "поэтому никакой толчок их уже не сдвинет, а на конечном месте нет ни одного из них.",
         "Ambele lăzi sunt blocate în colțuri, la (0,0) și (3,3): fiecare are un obstacol sau marginea depozitului pe "
         "două laturi vecine, deci nicio împingere nu le mai poate mișca, iar niciuna nu este pe un loc final."},
        {"4\n3 0\n1 1\n1 2\n0 1\n0 2\n0000\n0000\n1000\n0100\n",
         "Рабочий в (3,0) заперт: ни одна клетка, до которой он может дойти, не соседствует с ящиком (он может дойти "
         "до 1 клетки), поэтому толкнуть ящик нельзя.",
         "Muncitorul de la (3,0) este închis: nicio celulă în care poate ajunge nu este vecină cu o ladă (poate ajunge "
         "în 1 celulă), deci nicio ladă nu poate fi împinsă."},
        {"5\n4 0\n1 2\n1 3\n0 2\n0 3\n00000\n00000\n00000\n11000\n00100\n",
         "Рабочий в (4,0) заперт: ни одна клетка, до которой он может дойти, не соседствует с ящиком (он может дойти "
         "до 2 клеток), поэтому толкнуть ящик нельзя.",
         "Muncitorul de la (4,0) este închis: nicio celulă în care poate ajunge nu este vecină cu o ladă (poate ajunge "
         "în 2 celule), deci nicio ladă nu poate fi împinsă."},
        {"4\n2 2\n0 1\n0 2\n0 0\n0 3\n0000\n0000\n0000\n0000\n",
         "Перебор исчерпан: проверены все позиции рабочего и ящиков, достижимые из начальной (14 позиций), и ни в одной "
         "оба ящика не стоят на конечных местах.",
         "Căutarea s-a epuizat: au fost încercate toate pozițiile muncitorului și ale lăzilor în care se poate ajunge de "
         "la început (14 poziții), și în niciuna ambele lăzi nu stau pe locurile finale."},
    };
    for (const Case& example : cases) {
        INFO(example.board);
        const sokoban::Warehouse w = sokoban::parse(example.board);
        CHECK(sokoban::why_unsolvable(w, sokoban::messages(judge::Language::kRussian)) == example.russian);
        CHECK(sokoban::why_unsolvable(w, sokoban::messages(judge::Language::kRomanian)) == example.romanian);
    }
}

// A 10 x 10 warehouse with no obstacle: the worker `walk` cells below the
// top-left corner, a crate right of that corner to be pushed `pushes` cells
// right onto its target, the other crate on its target in the far corner.
std::string corridor_board(int walk, int pushes) {
    std::string board = "10\n" + std::to_string(walk) + " 0\n0 1\n9 9\n0 " + std::to_string(1 + pushes) + "\n9 9\n";
    for (int row = 0; row < 10; ++row) board += "0000000000\n";
    return board;
}

TEST_CASE("explain and html page: the moves counted in Russian and Romanian plural forms") {
    struct Case {
        int walk, pushes;
        const char* russian;
        const char* romanian;
    };
    const Case cases[] = {{0, 1, "1 ход", "1 mutare"}, {0, 2, "2 хода", "2 mutări"}, {0, 5, "5 ходов", "5 mutări"},
                          {3, 8, "11 ходов", "11 mutări"}, {9, 8, "17 ходов", "17 mutări"}};
    for (const Case& example : cases) {
        const std::string board = corridor_board(example.walk, example.pushes);
        INFO(board);
        REQUIRE(sokoban::min_moves(sokoban::parse(board)) == example.walk + example.pushes);
        for (const auto& [language, count] : {std::pair{judge::Language::kRussian, example.russian},
                                              std::pair{judge::Language::kRomanian, example.romanian}}) {
            std::ostringstream walkthrough;
            sokoban::explain(board, walkthrough, language);
            CHECK(walkthrough.str().find(std::string(language == judge::Language::kRussian ? "План, " : "Soluția, ") +
                                         count + " (") != std::string::npos);
            CHECK(sokoban::page(board, "b.in", language).find(std::string(", ") + count + " (") != std::string::npos);
        }
    }
}

TEST_CASE("html page: why there is no plan") {
    struct Case {
        const char* board;
        const char* why;
    };
    const Case cases[] = {
        // Two crates side by side on the top edge: neither can move, yet each alone could reach a
        // target; the worker walks its 14 free cells and nothing else.
        {"4\n2 2\n0 1\n0 2\n0 0\n0 3\n0000\n0000\n0000\n0000\n",
         "The search ran dry: all 14 positions of worker and crates reachable from the start were tried, and in "
         "none do both crates stand on the targets."},
        // A crate in the corner (0,0) never moves; the other, at (2,1), can reach a target.
        {"4\n2 2\n0 0\n2 1\n1 2\n3 3\n0000\n0000\n0000\n0000\n",
         "The crate at (0,0) is stuck in a corner: an obstacle or the warehouse's edge on two neighbouring sides, so "
         "no push can ever move it, and it is not on a target."},
        // The same for the second crate, in the warehouse's corner (3,3), while the first at (2,1) reaches (0,2).
        {"4\n3 0\n2 1\n3 3\n0 2\n2 3\n0001\n0001\n0000\n0000\n",
         "The crate at (3,3) is stuck in a corner: an obstacle or the warehouse's edge on two neighbouring sides, so "
         "no push can ever move it, and it is not on a target."},
        // Both crates in corners.
        {"4\n1 1\n0 0\n3 3\n1 2\n2 2\n0000\n0000\n0000\n0000\n",
         "Both crates are stuck in corners, at (0,0) and (3,3): an obstacle or the warehouse's edge on two "
         "neighbouring sides of each, so no push can ever move them, and neither is on a target."},
        // The worker shut in the corner (3,0) by obstacles: neither crate is next to a cell it reaches.
        {"4\n3 0\n1 1\n1 2\n0 1\n0 2\n0000\n0000\n1000\n0100\n",
         "The worker at (3,0) is walled in: no cell it can reach is next to a crate (it can reach 1 cell), so no "
         "crate can ever be pushed."},
        // Walled in with room: two cells, none next to a crate.
        {"5\n4 0\n1 2\n1 3\n0 2\n0 3\n00000\n00000\n00000\n11000\n00100\n",
         "The worker at (4,0) is walled in: no cell it can reach is next to a crate (it can reach 2 cells), so no "
         "crate can ever be pushed."},
        // Both crates can only slide along row 0, to its one target (0,3); the other is at (3,3).
        {"4\n2 2\n0 1\n0 2\n0 3\n3 3\n0000\n0000\n0000\n0000\n",
         "No crate can reach the target at (3,3): both crates can only ever be pushed onto (0,3)."},
    };
    for (const Case& example : cases) {
        INFO(example.board);
        CHECK(sokoban::why_unsolvable(sokoban::parse(example.board)) == example.why);
    }
    // A crate in a corner but on its target is no cause of anything.
    const sokoban::Warehouse on_target = sokoban::parse("4\n2 2\n0 0\n1 1\n0 0\n3 3\n0000\n0000\n0000\n0000\n");
    CHECK(sokoban::why_unsolvable(on_target).find("stuck") == std::string::npos);
}

TEST_CASE("html page: rows and columns from 0 on the warehouse's edges, each legend swatch drawn as the boards draw its thing") {
    using testing_support::between;
    const std::string page = sokoban::page("5\n3 0\n2 1\n4 4\n0 2\n2 3\n00001\n00001\n00000\n00000\n00000\n", "b.in");
    CHECK(testing_support::edge_numbers_of(page) == std::make_pair(std::string("0 1 2 3 4 "), std::string("0 1 2 3 4 ")));
    // A swatch and a board's drawing of the same thing, with the place taken out.
    const auto shape = [](std::string svg) {
        static const std::regex place(R"(\b(cx|cy|x|y|class|data-cell)="[^"]*" ?)");
        return std::regex_replace(svg, place, "");
    };
    const std::string legend = between(page, "<ul class=\"legend\">", "</ul>");
    const auto swatch = [&](const std::string& meaning) {
        const std::size_t at = legend.find("</svg>" + meaning + "</li>");
        REQUIRE(at != std::string::npos);
        const std::size_t open = legend.rfind("aria-hidden=\"true\">", at);
        return legend.substr(open + 19, at - open - 19);
    };
    const std::string crate = testing_support::between(page, "<rect class=\"crate\"", "/>");
    CHECK(shape(swatch("crate")) == shape("<rect" + crate + "/>"));
    const std::string worker = testing_support::between(page, "<circle class=\"worker\"", "/>");
    CHECK(shape(swatch("worker")) == shape("<circle" + worker + "/>"));
    const std::string target = testing_support::between(page, "<circle class=\"target\"", "/>");
    CHECK(shape(swatch("target")) == shape("<circle" + target + "/>"));
    const std::string obstacle = between(page, "<rect class=\"obstacle\"", "/>");
    CHECK(swatch("obstacle") == "<rect width=\"1\" height=\"1\" fill=\"" + between(obstacle, "fill=\"", "\"") + "\"/>");
}
