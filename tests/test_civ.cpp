// Tests of the CIV solver: the step-cost and turn rules of the statement, the parser's
// refusals and tolerances, a stress test against an independent brute force,
// and the --html page.

#include <catch2/catch.hpp>
#include <set>
#include <regex>

#include <sstream>

#define JUDGE_NO_MAIN
#include "../src/civ/main.cpp"

#include "civ_brute.hpp"
#include "../src/common/random.hpp"
#include "answer.hpp"
#include "fields_checks.hpp"
#include "page_checks.hpp"
#include "samples.hpp"

namespace {

std::string answer(const std::string& input) { return testing_support::answer_of(civ::solve, input); }

civ::Cell cell(const char* pair) { return civ::parse_cell(pair[0], pair[1], 1, 1); }

}  // namespace

TEST_CASE("step cost: railway to railway is free") {
    CHECK(civ::step_cost(cell("1="), cell("3=")) == 0);
}

TEST_CASE("step cost: a road joins '-' to '-' or '=' in either order, for a third") {
    CHECK(civ::step_cost(cell("1-"), cell("3-")) == 1);
    CHECK(civ::step_cost(cell("2-"), cell("3=")) == 1);
    CHECK(civ::step_cost(cell("2="), cell("3-")) == 1);
}

TEST_CASE("step cost: otherwise the entered cell's terrain, three thirds a unit") {
    CHECK(civ::step_cost(cell("1-"), cell("3.")) == 9);
    CHECK(civ::step_cost(cell("3."), cell("1-")) == 3);
    CHECK(civ::step_cost(cell("1="), cell("2.")) == 6);
    CHECK(civ::step_cost(cell("3."), cell("2=")) == 6);
}

TEST_CASE("turn rule: a step that fits spends its cost") {
    CHECK(civ::arrival_after_step(0, 3, 3) == 3);  // exactly the whole turn
    CHECK(civ::arrival_after_step(4, 1, 6) == 5);
    CHECK(civ::arrival_after_step(5, 0, 6) == 5);
}

TEST_CASE("turn rule: a step dearer than what is left ends the turn there") {
    CHECK(civ::arrival_after_step(0, 9, 3) == 3);   // a pedestrian into the mountains
    CHECK(civ::arrival_after_step(1, 9, 6) == 6);   // 5 thirds left, all spent
    CHECK(civ::arrival_after_step(2, 9, 9) == 9);
    CHECK(civ::arrival_after_step(6, 9, 6) == 12);  // at a boundary a full turn is there
}

TEST_CASE("the worked examples of the statement") {
    CHECK(answer("3 1 1 1 3 1 1\n1.3.3.\n") == "6/3\n");
    CHECK(answer("3 1 1 1 3 1 2\n1-1-3.\n") == "6/3\n");
    CHECK(answer("3 1 1 1 3 1 3\n1-1-3.\n") == "9/3\n");
    CHECK(answer("3 1 1 1 3 1 3\n1=1-1=\n") == "2/3\n");
    CHECK(answer("4 1 1 1 4 1 1\n1=1=2.1=\n") == "6/3\n");
}

TEST_CASE("start equal to target is 0/3, even on water") {
    CHECK(answer("2 2 1 1 1 1 3\n1.1.\n1.1.\n") == "0/3\n");
    CHECK(answer("2 2 2 2 2 2 3\n1.1.\n1.**\n") == "0/3\n");
}

TEST_CASE("start or target on water is IMPOSSIBLE") {
    CHECK(answer("2 2 1 1 2 2 3\n**1.\n1.1.\n") == "IMPOSSIBLE\n");
    CHECK(answer("2 2 1 1 2 2 3\n1.1.\n1.**\n") == "IMPOSSIBLE\n");
}

TEST_CASE("a diagonal step may pass between two water cells") {
    CHECK(answer("2 2 1 1 2 2 1\n1.**\n**1.\n") == "3/3\n");
}

TEST_CASE("quirks are read: BOM, CRLF, blank lines, split header, trailing text, no final newline") {
    CHECK(answer("\xEF\xBB\xBF" "3 1 1 1 3 1 1\r\n1.3.3.\r\n") == "6/3\n");
    CHECK(answer("3 1\n1 1\n3 1 1\n\n\n1.3.3.  \n\n") == "6/3\n");
    CHECK(answer("3 1 1 1 3 1 1\n1.3.3.extra") == "6/3\n");
}

namespace {

// A cell as the input writes it.
std::string cell_text(const civ::Cell& cell) {
    if (cell.terrain == 0) return "**";
    return std::to_string(cell.terrain) + ".-="[cell.road];
}

// MAP written anew as a person may write it: the header's numbers spread
// over lines, with leading zeros or a plus, blank lines between the rows,
// text after a row's 2*W cells, CRLF, a BOM, a DOS end-of-file mark.
std::string written_anew(const civ::Map& map, const testing_support::Spelling& how, judge::SplitMix64& rng) {
    const int header[] = {map.width, map.height, map.start_x + 1, map.start_y + 1, map.target_x + 1, map.target_y + 1,
                          map.moves_per_turn};
    std::string text = how.blank_lines();
    for (int i = 0; i < 7; ++i) text += how.number(header[i]) + (i < 6 ? how.separator() : how.newline);
    for (int y = 0; y < map.height; ++y) {
        text += how.blank_lines();
        for (int x = 0; x < map.width; ++x) text += cell_text(map.cells.at(x, y));
        text += (rng.chance(30) ? std::string(rng.chance(50) ? " " : "") + "ignored text" : "") + how.newline;
    }
    return how.framed(text);
}

}  // namespace

TEST_CASE("fields (--fields): each header number and each row's 2*W cells where the parse read them, however the map is written") {
    const auto check = [](const civ::Map& map, const std::string& input, const std::vector<judge::Field>& fields) {
        REQUIRE(fields.size() == 7 + static_cast<std::size_t>(map.height));
        const char* const names[] = {"W", "H", "X1", "Y1", "X2", "Y2", "M"};
        const int values[] = {map.width, map.height, map.start_x + 1, map.start_y + 1, map.target_x + 1,
                              map.target_y + 1, map.moves_per_turn};
        for (std::size_t i = 0; i < 7; ++i) {
            CHECK(fields[i].name == names[i]);
            CHECK(std::stoi(testing_support::bytes_of(input, fields[i])) == values[i]);
        }
        for (int y = 0; y < map.height; ++y) {
            const judge::Field& row = fields[7 + static_cast<std::size_t>(y)];
            CHECK(row.name == "row " + std::to_string(y + 1));
            std::string cells;
            for (int x = 0; x < map.width; ++x) cells += cell_text(map.cells.at(x, y));
            CHECK(testing_support::bytes_of(input, row) == cells);
        }
    };
    CHECK(testing_support::each_written_anew(SAMPLES_DIR, civ::parse, written_anew, check) >= 14 * 20);
}

TEST_CASE("malformed input is refused with the field and line named") {
    using Catch::Matchers::Contains;
    CHECK_THROWS_WITH(answer("101 1 1 1 3 1 1\n"), "line 1: W = 101 is outside 1..100");
    CHECK_THROWS_WITH(answer("3 2 1 3 3 1 1\n"), "line 1: Y1 = 3 is outside 1..2");
    CHECK_THROWS_WITH(answer("3 2 1 1 4 1 1\n"), "line 1: X2 = 4 is outside 1..3");
    CHECK_THROWS_WITH(answer("3 1 1 1 3 1 1 9\n1.1.1.\n"),
                      "line 1: unexpected '9' after the seven numbers of the header");
    CHECK_THROWS_WITH(answer("3 1 1 1 3 1 1\n1.1.1\n"),
                      "line 2: map row 1 has 5 characters, 2*W = 6 are needed");
    CHECK_THROWS_WITH(answer("3 1 1 1 3 1 1\n1.4.1.\n"), Contains("line 2, column 3: cell '4' '.'"));
    CHECK_THROWS_WITH(answer("3 1 1 1 3 1 1\n1.1*1.\n"), Contains("line 2, column 3: cell '1' '*'"));
    CHECK_THROWS_WITH(answer("3 1 1 1 3 1 1\n1.1.*.\n"), Contains("line 2, column 5: cell '*' '.'"));
    CHECK_THROWS_WITH(answer("3 1 1 1 3 1 1\n1.1x1.\n"), Contains("line 2, column 3: cell '1' 'x'"));
    CHECK_THROWS_WITH(answer("2 1 1 1 2 1 1\n1.\xff.\n"), Contains("line 2, column 3: cell byte 0xFF '.'"));
}

TEST_CASE("a row decoded by table agrees with parse_cell on every pair of bytes") {
    int disagreements = 0, accepted = 0;
    for (int terrain = 0; terrain < 256; ++terrain)
        for (int road = 0; road < 256; ++road) {
            const std::string row{static_cast<char>(terrain), static_cast<char>(road)};
            civ::Cell fast{}, slow{};
            const bool fast_ok = civ::decode_row(row, 1, &fast);
            bool slow_ok = true;
            try {
                slow = civ::parse_cell(row[0], row[1], 1, 1);
            } catch (const judge::InputError&) {
                slow_ok = false;
            }
            accepted += slow_ok;
            disagreements += fast_ok != slow_ok || (slow_ok && (fast.terrain != slow.terrain || fast.road != slow.road));
        }
    CHECK(disagreements == 0);
    CHECK(accepted == 10);  // "**" and 3 terrains x 3 roads
}

namespace {

// A random map of up to 6 x 6 cells, with water, roads and railways common
// enough that every rule is exercised.
civ_brute::Problem random_problem(judge::SplitMix64& rng) {
    civ_brute::Problem p{};
    p.width = rng.between(1, 6);
    p.height = rng.between(1, 6);
    p.moves_per_turn = rng.between(1, 3);
    p.start_x = rng.between(1, p.width);
    p.start_y = rng.between(1, p.height);
    p.target_x = rng.between(1, p.width);
    p.target_y = rng.between(1, p.height);
    const int water_percent = rng.between(0, 30);
    for (int y = 0; y < p.height; ++y) {
        std::string row;
        for (int x = 0; x < p.width; ++x) {
            if (rng.chance(water_percent)) {
                row += "**";
                continue;
            }
            row += static_cast<char>('1' + rng.between(0, 2));
            row += ".-="[rng.between(0, 2)];
        }
        p.rows.push_back(row);
    }
    return p;
}

std::string to_input(const civ_brute::Problem& p) {
    std::string text = std::to_string(p.width) + " " + std::to_string(p.height) + " " +
                       std::to_string(p.start_x) + " " + std::to_string(p.start_y) + " " +
                       std::to_string(p.target_x) + " " + std::to_string(p.target_y) + " " +
                       std::to_string(p.moves_per_turn) + "\n";
    for (const auto& row : p.rows) text += row + "\n";
    return text;
}

}  // namespace

TEST_CASE("stress: the solver agrees with the brute force on 3000 random maps") {
    judge::SplitMix64 rng(20261130);
    int impossible = 0;
    for (int round = 0; round < 3000; ++round) {
        const civ_brute::Problem p = random_problem(rng);
        const std::string input = to_input(p);
        const std::string expected = civ_brute::solve(p) + "\n";
        if (expected == "IMPOSSIBLE\n") ++impossible;
        INFO("round " << round << "\n" << input);
        REQUIRE(answer(input) == expected);
    }
    // Both kinds of answer must be well represented for the test to mean something.
    CHECK(impossible > 100);
    CHECK(impossible < 2000);
}

namespace {

civ_brute::Problem to_problem(const std::string& input) {
    const civ::Map map = civ::parse(input);
    civ_brute::Problem p{map.width, map.height, map.start_x + 1, map.start_y + 1,
                         map.target_x + 1, map.target_y + 1, map.moves_per_turn, {}};
    for (int y = 0; y < map.height; ++y) {
        std::string row;
        for (int x = 0; x < map.width; ++x) {
            const civ::Cell c = map.cells.at(x, y);
            row += c.terrain == 0 ? std::string("**") : std::string{static_cast<char>('0' + c.terrain), ".-="[c.road]};
        }
        p.rows.push_back(row);
    }
    return p;
}

// The step table of --explain: consecutive neighbouring land cells from start
// to target, each step's cost by the brute force's own rule, the turn rule
// applied to it, and a running total that ends at the brute force's answer.
void check_steps(const std::string& input) {
    const civ::Map map = civ::parse(input);
    const civ_brute::Problem p = to_problem(input);
    std::vector<civ::Position> route;
    const int thirds = civ::cheapest_route(map, route);
    REQUIRE(civ::format_answer(thirds) == civ_brute::solve(p) + "\n");
    if (thirds == civ::kUnreachable) return;
    const std::vector<civ::Step> steps = civ::route_steps(map, route);
    REQUIRE(steps.size() + 1 == route.size());
    const int turn = 3 * p.moves_per_turn;
    int total = 0, left = turn, turn_number = 1;
    civ::Position at{map.start_x, map.start_y};
    for (const civ::Step& s : steps) {
        CHECK((s.from.x == at.x && s.from.y == at.y));
        CHECK(std::max(std::abs(s.to.x - at.x), std::abs(s.to.y - at.y)) == 1);
        CHECK(civ_brute::terrain_of(p, s.to.x + 1, s.to.y + 1) != '*');
        CHECK(s.needs == civ_brute::step_cost(p, at.x + 1, at.y + 1, s.to.x + 1, s.to.y + 1));
        CHECK(s.turn == turn_number);
        CHECK(s.spent == std::min(s.needs, left));
        total += s.spent;
        left -= s.spent;
        CHECK(s.left == left);
        CHECK(s.total == total);
        if (left == 0) {
            left = turn;
            ++turn_number;
        }
        at = s.to;
    }
    CHECK((at.x == map.target_x && at.y == map.target_y));
    CHECK(total == thirds);
}

}  // namespace

TEST_CASE("the --explain step table of every sample follows the turn rule and adds up to P") {
    const auto check = [](const testing_support::Sample& sample) { check_steps(sample.input); };
    CHECK(testing_support::check_each_sample(SAMPLES_DIR, check) >= 14);
}

TEST_CASE("stress: the step tables of 1000 random maps follow the turn rule and add up to P") {
    judge::SplitMix64 rng(7);
    for (int round = 0; round < 1000; ++round) {
        const std::string input = to_input(random_problem(rng));
        INFO(input);
        check_steps(input);
    }
}

TEST_CASE("explain: prints the route and the table, ending with the total") {
    std::ostringstream explanation;
    civ::explain("3 1 1 1 3 1 2\n1-1-3.\n", explanation);
    CHECK(explanation.str() ==
          "From (1,1) to (3,1), M = 2 (6 thirds a turn).\n"
          "The route on the map (SS start, TT target, oo on the way):\n"
          "  SSooTT\n"
          "step  from      to        connection needs spent turn left total\n"
          "   1  (1,1)     (2,1)     road           1     1    1    5     1\n"
          "   2  (2,1)     (3,1)     terrain 3      9     5    1    0     6\n"
          "Total: 6/3 (spent adds up to it; a step that needs more than is left spends the rest of the turn).\n");
}

TEST_CASE("explain: the walkthrough in Russian and Romanian, the table's columns as wide as their words") {
    const std::string input = "3 1 1 1 3 1 2\n1-1-3.\n";
    std::ostringstream russian, romanian;
    civ::explain(input, russian, judge::Language::kRussian);
    civ::explain(input, romanian, judge::Language::kRomanian);
    CHECK(russian.str() ==
          "Из (1,1) в (3,1), M = 2 (6 третей за ход).\n"
          "Путь на карте (SS — начальная клетка, TT — конечная, oo — клетки пути):\n"
          "  SSooTT\n"
          "переход  откуда    куда      по          нужно потрачено  ход осталось итого\n"
          "      1  (1,1)     (2,1)     дороге          1         1    1        5     1\n"
          "      2  (2,1)     (3,1)     местности 3     9         5    1        0     6\n"
          "Итого: 6/3 (сумма столбца «потрачено»; переход, которому нужно больше, чем осталось в ходе, тратит весь "
          "остаток хода).\n");
    CHECK(romanian.str() ==
          "De la (1,1) la (3,1), M = 2 (6 treimi pe tură).\n"
          "Drumul pe hartă (SS celula inițială, TT celula finală, oo celulele drumului):\n"
          "  SSooTT\n"
          " pas  de la     la        pe         necesar cheltuit tura rămas total\n"
          "   1  (1,1)     (2,1)     drum             1        1    1     5     1\n"
          "   2  (2,1)     (3,1)     teren 3          9        5    1     0     6\n"
          "Total: 6/3 (suma coloanei „cheltuit”; un pas care are nevoie de mai mult decât a rămas în tură consumă tot "
          "restul turei).\n");
}

// A 100 x 3 map whose first `reachable` cells, row by row, are plains and the
// rest water but the target, alone in the last corner.
std::string walled_off_map(int reachable) {
    std::string input = "100 3 1 1 100 3 1\n";
    for (int cell = 0; cell < 300; ++cell) {
        input += cell < reachable || cell == 299 ? "1." : "**";
        if (cell % 100 == 99) input += "\n";
    }
    return input;
}

TEST_CASE("explain: the cells the unit reaches are counted in each language's plural forms") {
    const std::pair<int, const char*> russian[] = {{1, "(1 клетка)"}, {2, "(2 клетки)"}, {5, "(5 клеток)"},
                                                   {11, "(11 клеток)"}, {21, "(21 клетка)"}, {22, "(22 клетки)"},
                                                   {111, "(111 клеток)"}};
    const std::pair<int, const char*> romanian[] = {{1, "(1 celulă)"}, {2, "(2 celule)"}, {19, "(19 celule)"},
                                                    {20, "(20 de celule)"}, {101, "(101 celule)"}};
    const auto walkthrough = [](int reachable, judge::Language language) {
        std::ostringstream out;
        civ::explain(walled_off_map(reachable), out, language);
        return out.str();
    };
    for (const auto& [reachable, count] : russian) {
        INFO(reachable);
        CHECK(walkthrough(reachable, judge::Language::kRussian).find(std::string("из начальной ") + count + ".\n") !=
              std::string::npos);
        CHECK(civ::page(walled_off_map(reachable), "m.in", judge::Language::kRussian).find(count) != std::string::npos);
    }
    for (const auto& [reachable, count] : romanian) {
        INFO(reachable);
        CHECK(walkthrough(reachable, judge::Language::kRomanian).find(std::string("celula inițială ") + count + ".\n") !=
              std::string::npos);
    }
    CHECK(walkthrough(1, judge::Language::kEnglish).find("from the 1 cell the unit") != std::string::npos);
}

TEST_CASE("html page: the map's words in the page's language, hovering and the step control's included") {
    const std::string input = "5 3 1 1 5 3 2\n1.2-3-2-3-\n1.**3.**2-\n1.1.1=2=1=\n";
    const std::string russian = civ::page(input, "m.in", judge::Language::kRussian);
    CHECK(russian.find("<html lang=\"ru\">") != std::string::npos);
    CHECK(russian.find("data-words=\"вода|равнина|холмы|горы|дорога|железная дорога\"") != std::string::npos);
    CHECK(russian.find("<th>потрачено</th>") != std::string::npos);
    CHECK(russian.find("Ответ: <span class=\"answer\">") != std::string::npos);
    const std::string romanian = civ::page(input, "m.in", judge::Language::kRomanian);
    CHECK(romanian.find("<html lang=\"ro\">") != std::string::npos);
    CHECK(romanian.find("data-words=\"apă|câmpie|dealuri|munți|drum|cale ferată\"") != std::string::npos);
    CHECK(romanian.find("Hartă 5 &times; 3, de la (1,1) la (5,3), M = 2 (6 treimi pe tură).") != std::string::npos);
}

namespace {

using testing_support::between;
using testing_support::occurrences;

// The cells of the table rows of a page, row by row.
std::vector<std::vector<std::string>> table_rows(const std::string& page) {
    std::vector<std::vector<std::string>> rows;
    for (const std::size_t at : testing_support::find_all(page, "<tr class=\"step\">")) {
        const std::string row = between(page, "<tr class=\"step\">", "</tr>", at);
        std::vector<std::string> cells;
        for (const std::size_t cell : testing_support::find_all(row, "<td"))
            cells.push_back(between(row, ">", "</td>", cell));
        rows.push_back(cells);
    }
    return rows;
}

// The cells, (x, y) from 0, the brute force finds a route to from the start;
// on a map of more than 400 cells (a brute force for each would take
// minutes), the land the start's cell joins through land, eight ways, by a
// flood of the brute force's own map.
std::set<std::pair<int, int>> brute_reachable(civ_brute::Problem p) {
    std::set<std::pair<int, int>> cells;
    if (civ_brute::terrain_of(p, p.start_x, p.start_y) == '*') return cells;
    if (p.width * p.height > 400) {
        std::vector<std::pair<int, int>> pending{{p.start_x - 1, p.start_y - 1}};
        cells.insert(pending.back());
        while (!pending.empty()) {
            const auto [x, y] = pending.back();
            pending.pop_back();
            for (int dy = -1; dy <= 1; ++dy)
                for (int dx = -1; dx <= 1; ++dx) {
                    const int nx = x + dx, ny = y + dy;
                    if (nx < 0 || ny < 0 || nx >= p.width || ny >= p.height || civ_brute::terrain_of(p, nx + 1, ny + 1) == '*') continue;
                    if (cells.insert({nx, ny}).second) pending.push_back({nx, ny});
                }
        }
        return cells;
    }
    for (p.target_y = 1; p.target_y <= p.height; ++p.target_y)
        for (p.target_x = 1; p.target_x <= p.width; ++p.target_x)
            if (civ_brute::solve(p) != "IMPOSSIBLE") cells.insert({p.target_x - 1, p.target_y - 1});
    return cells;
}

// The sides of cells an IMPOSSIBLE page outlines, each as "x y h" (the top
// side of cell row y from x) or "x y v", read from its path "Mx yh1Mx yv1...".
std::set<std::string> outlined_sides(const std::string& page) {
    const std::string d = between(page, "class=\"reach-edge\" d=\"", "\"");
    std::set<std::string> sides;
    std::istringstream in(d);
    char m = 0, direction = 0;
    int x = 0, y = 0, one = 0;
    while (in >> m >> x >> y >> direction >> one) sides.insert(std::to_string(x) + " " + std::to_string(y) + " " + direction);
    return sides;
}

// The sides between the brute force's reachable cells and the rest.
std::set<std::string> reachable_edge(const std::set<std::pair<int, int>>& cells) {
    std::set<std::string> sides;
    const auto side = [&](int x, int y, char direction) { sides.insert(std::to_string(x) + " " + std::to_string(y) + " " + direction); };
    for (const auto& [x, y] : cells) {
        if (!cells.count({x, y - 1})) side(x, y, 'h');
        if (!cells.count({x, y + 1})) side(x, y + 1, 'h');
        if (!cells.count({x - 1, y})) side(x, y, 'v');
        if (!cells.count({x + 1, y})) side(x + 1, y, 'v');
    }
    return sides;
}

// What a page must show for `input`, whose answer is `expected` (P/3 or IMPOSSIBLE).
// Why a map has no route, as the brute force's map says: the start or the
// target on water, else the cells it reaches walled off (the sentence the
// walkthrough and the picture must give).
std::string brute_why(const civ_brute::Problem& p, std::size_t reached) {
    const std::string start = "(" + std::to_string(p.start_x) + "," + std::to_string(p.start_y) + ")";
    const std::string target = "(" + std::to_string(p.target_x) + "," + std::to_string(p.target_y) + ")";
    const bool start_wet = civ_brute::terrain_of(p, p.start_x, p.start_y) == '*';
    const bool target_wet = civ_brute::terrain_of(p, p.target_x, p.target_y) == '*';
    if (start_wet && target_wet)
        return "No route: the start " + start + " and the target " + target + " are both on water, where the unit can never stand.";
    if (start_wet) return "No route: the start " + start + " is on water, where the unit can never stand, so it cannot take a step.";
    if (target_wet) return "No route: the target " + target + " is on water, which the unit can never enter.";
    return "No route: water walls the target off from the " + judge::count_of(static_cast<long long>(reached), "cell") +
           " the unit can reach from the start.";
}

void check_page(const std::string& input, const std::string& name, const std::string& expected) {
    const std::string page = civ::page(input, name);
    const civ::Map map = civ::parse(input);
    CHECK(testing_support::external_references(page).empty());
    CHECK(testing_support::title_of(page) == "civ \xE2\x80\x94 " + judge::html::escape(name.substr(name.rfind('/') + 1)));
    CHECK(between(page, "<span class=\"answer\">", "</span>") == expected);
    const std::string start = std::to_string(map.start_x + 1) + "," + std::to_string(map.start_y + 1);
    const std::string target = std::to_string(map.target_x + 1) + "," + std::to_string(map.target_y + 1);
    const auto rows = table_rows(page);
    if (expected == "IMPOSSIBLE\n") {
        CHECK(occurrences(page, "class=\"route-cell\"") == 0);
        CHECK(rows.empty());
        // Outlined: exactly the edge of the cells the brute force reaches; the terrain not tinted.
        const std::set<std::pair<int, int>> reached = brute_reachable(to_problem(input));
        CHECK(between(page, "<g class=\"reachable\" data-cells=\"", "\"") == std::to_string(reached.size()));
        CHECK(outlined_sides(page) == reachable_edge(reached));
        CHECK(between(page, "<g class=\"reachable\"", "</g>").find("<rect") == std::string::npos);
        // The cause, named alike in the picture and the walkthrough.
        const std::string why = brute_why(to_problem(input), reached.size());
        CHECK(between(page, "<p class=\"note why\">", "</p>") ==
              why + (reached.empty() ? "" : " Outlined: the cells the unit can reach from the start; the target lies outside them."));
        std::ostringstream walkthrough;
        civ::explain(input, walkthrough);
        CHECK(walkthrough.str().find("\n" + why + "\n") != std::string::npos);
        return;
    }
    CHECK(occurrences(page, "class=\"route-cell\"") == static_cast<int>(rows.size()) + 1);
    CHECK(between(page, "class=\"route-cell\" data-cell=\"", "\"") == start);
    const std::size_t last = page.rfind("class=\"route-cell\" data-cell=\"");
    CHECK(between(page, "data-cell=\"", "\"", last) == target);
    if (!rows.empty()) CHECK(rows.back()[8] + "/3\n" == expected);
    // A ring where each turn ends (a step that leaves nothing), titled with
    // the turn and the cell; none on the target, where the answer says it.
    std::string turn_ends;
    for (const auto& row : rows)
        if (row[7] == "0" && row[2] != "(" + target + ")") turn_ends += "end of turn " + row[6] + " at " + row[2] + " ";
    std::string rings;
    for (const std::size_t at : testing_support::find_all(page, "<g class=\"turn-end\""))
        rings += between(page, "<title>", "</title>", at) + " ";
    CHECK(rings == turn_ends);
}

}  // namespace

TEST_CASE("html page: every sample's page is self-contained and shows its route, turns and table, or the reachable cells outlined") {
    const auto check = [](const testing_support::Sample& sample) {
        check_page(sample.input, "samples/civ/" + sample.name + ".in", sample.expected);
    };
    CHECK(testing_support::check_each_sample(SAMPLES_DIR, check) >= 14);
}

TEST_CASE("html page: 300 random maps, the outline of each IMPOSSIBLE one is the edge of the cells the brute force reaches") {
    judge::SplitMix64 rng(15);
    int impossible = 0;
    for (int round = 0; round < 300; ++round) {
        const civ_brute::Problem p = random_problem(rng);
        const std::string expected = civ_brute::solve(p) + "\n";
        impossible += expected == "IMPOSSIBLE\n";
        INFO(to_input(p));
        check_page(to_input(p), "random", expected);
    }
    CHECK(impossible > 10);
}

TEST_CASE("html page: maps built to hit each cause of IMPOSSIBLE, each named as the brute force's map says") {
    judge::SplitMix64 rng(65);
    int start_wet = 0, target_wet = 0, walled_off = 0;
    for (int round = 0; round < 300; ++round) {
        civ_brute::Problem p = random_problem(rng);
        if (p.start_x == p.target_x && p.start_y == p.target_y) continue;
        const auto flood = [&](int x, int y) { p.rows[static_cast<std::size_t>(y - 1)].replace(static_cast<std::size_t>(2 * (x - 1)), 2, "**"); };
        if (round % 3 == 0) flood(p.start_x, p.start_y);
        if (round % 3 == 1) flood(p.target_x, p.target_y);
        if (round % 3 == 2)  // a ring of water round the target
            for (int y = p.target_y - 1; y <= p.target_y + 1; ++y)
                for (int x = p.target_x - 1; x <= p.target_x + 1; ++x)
                    if (x >= 1 && y >= 1 && x <= p.width && y <= p.height && (x != p.target_x || y != p.target_y) &&
                        (x != p.start_x || y != p.start_y))
                        flood(x, y);
        const std::string expected = civ_brute::solve(p) + "\n";
        if (expected != "IMPOSSIBLE\n") continue;
        INFO(to_input(p));
        check_page(to_input(p), "built", expected);
        const std::string why = brute_why(p, brute_reachable(p).size());
        start_wet += why.find("the start") != std::string::npos && why.find("on water") != std::string::npos;
        target_wet += why.find("the target (") != std::string::npos && why.find("on water") != std::string::npos;
        walled_off += why.find("walls the target off") != std::string::npos;
    }
    CHECK(start_wet >= 50);
    CHECK(target_wet >= 50);
    CHECK(walled_off >= 30);
}

TEST_CASE("html page: the map's rows go to the hover script as the input spells them, names are escaped") {
    const std::string page = civ::page("5 3 1 1 5 3 2\n1.2-3-2-3-\n1.**3.**2-\n1.1.1=2=1=\n", "a<b>.in");
    CHECK(between(page, "data-rows=\"", "\"") == "1.2-3-2-3-|1.**3.**2-|1.1.1=2=1=");
    CHECK(page.find("<h1>CIV: a&lt;b&gt;.in</h1>") != std::string::npos);
}

// The legend's entries in order, each as "drawing | text" (the swatch's SVG).
std::vector<std::string> legend_entries(const std::string& page) {
    const std::string legend = between(page, "<ul class=\"legend\">", "</ul>");
    std::vector<std::string> entries;
    for (const std::size_t at : testing_support::find_all(legend, "<li>"))
        entries.push_back(between(legend, "aria-hidden=\"true\">", "</svg>", at) + " | " + between(legend, "</svg>", "</li>", at));
    return entries;
}

// A drawing with its place taken out (coordinates and path data), so that
// a swatch and the map's drawing of the same thing compare equal.
std::string shape_of(const std::string& svg) {
    static const std::regex place(R"(\b(cx|cy|x|y|d|points)="[^"]*")");
    return std::regex_replace(svg, place, "$1=\"\"");
}

// The colour the terrain layer (drawn first) paints the one-cell run at column x of row 0.
std::string cell_colour(const std::string& page, int x) {
    return between(page, "<rect x=\"" + std::to_string(x) + "\" y=\"0\" width=\"1\" height=\"1\" fill=\"", "\"");
}

// The first element of `page` that starts with `opening`, whole (up to `closing`).
std::string element(const std::string& page, const std::string& opening, const std::string& closing) {
    const std::size_t at = page.find(opening);
    REQUIRE(at != std::string::npos);
    return page.substr(at, page.find(closing, at) + closing.size() - at);
}

TEST_CASE("html page: each legend swatch is drawn as the map draws its thing, in the legend's order") {
    // Plains, hills, mountains, water, plains: the start is cut off, IMPOSSIBLE; a road and a railway.
    const std::string impossible = civ::page("5 2 1 1 5 1 1\n1.2.3.**1.\n1-1=1=**1.\n", "cut-off.in");
    const std::vector<std::string> entries = legend_entries(impossible);
    REQUIRE(entries.size() == 9);
    const char* const names[] = {"plains (1)", "hills (2)", "mountains (3)", "water"};
    for (int k = 0; k < 4; ++k)
        CHECK(entries[static_cast<std::size_t>(k)] == "<rect width=\"1\" height=\"1\" fill=\"" + cell_colour(impossible, k) +
                                                           "\"/> | " + names[k]);
    // The road and the railway: the map's own paths, but for where they run.
    const std::string lines_opening = "<g fill=\"none\" stroke-linecap=\"round\">";
    const std::string map = impossible.substr(impossible.find("<svg class=\"map\""));
    const std::string map_lines = element(map, lines_opening, "</g>");
    CHECK(shape_of(entries[4]) == shape_of(lines_opening + element(map_lines, "<path class=\"roads\"", "/>") + "</g> | road (-)"));
    const std::string rails = element(map_lines, "<path class=\"railways\"", "</g>");
    CHECK(shape_of(entries[5]) == shape_of(lines_opening + rails + " | railway (=)"));
    // The start and the target: the map's discs with their letters.
    const std::string start = element(map, "<g class=\"start\"", "</g>");
    CHECK(shape_of(entries[6]) == shape_of(between(start, "</title>", "</g>") + " | start"));
    const std::string target = element(map, "<g class=\"target\"", "</g>");
    CHECK(shape_of(entries[7]) == shape_of(between(target, "</title>", "</g>") + " | target"));
    // The edge of the reach, in the map's colour and width.
    const std::string edge = element(impossible, "<path class=\"reach-edge\"", "/>");
    const std::string stroke = "stroke=\"" + between(edge, "stroke=\"", "\"") + "\" stroke-width=\"" + between(edge, "stroke-width=\"", "\"") + "\"";
    CHECK(entries[8].find(stroke) != std::string::npos);
    CHECK(entries[8].find("the edge of the cells the unit can reach from the start") != std::string::npos);

    // A route: its line and a turn's ring as the map draws them.
    const std::string routed = civ::page("5 1 1 1 5 1 1\n1.2.3.1.1.\n", "routed.in");
    const std::vector<std::string> marks = legend_entries(routed);
    REQUIRE(marks.size() == 10);
    CHECK(shape_of(marks[8]) == shape_of(element(routed.substr(routed.find("<svg class=\"map\"")), "<polyline", "/>") + " | route"));
    const std::string ring = element(routed, "<g class=\"turn-end\"", "</g>");
    CHECK(shape_of(marks[9]) == shape_of(element(ring, "<circle", "/>") +
                                         " | ring: a turn ends (its number beside it where there is room; hover for every one)"));
}

TEST_CASE("html page: edge numbers never crowd the first: on 15-pixel cells every 2nd, but not 2 beside 1") {
    std::string row;
    for (int x = 0; x < 57; ++x) row += "1.";
    const std::string page = civ::page("57 1 1 1 57 1 1\n" + row + "\n", "wide.in");
    std::string expected = "1 ";
    for (int x = 4; x <= 56; x += 2) expected += std::to_string(x) + " ";
    CHECK(testing_support::edge_numbers_of(page).first == expected);
}

TEST_CASE("html page: x and y from 1 on the map's top and left edges, every 5th on a 100 x 100 map") {
    const std::string small = civ::page("5 3 1 1 5 3 2\n1.2-3-2-3-\n1.**3.**2-\n1.1.1=2=1=\n", "small.in");
    CHECK(testing_support::edge_numbers_of(small) == std::make_pair(std::string("1 2 3 4 5 "), std::string("1 2 3 ")));
}

TEST_CASE("html page: a 100 x 100 map is drawn with cells of 8 pixels, numbered edges, no seams, under 1.2 megabytes") {
    std::string input = "100 100 1 1 100 100 3\n";
    for (int y = 0; y < 100; ++y) {
        for (int x = 0; x < 100; ++x) input += (x + y) % 7 == 0 ? "**" : (x * y) % 3 == 0 ? "1-" : "2=";
        input += "\n";
    }
    const std::string page = civ::page(input, "big.in");
    const std::string map = between(page, "<svg class=\"map\"", ">");
    std::istringstream view_box(between(map, "viewBox=\"", "\""));
    double x = 0, y = 0, width = 0, height = 0;
    view_box >> x >> y >> width >> height;
    CHECK(std::stod(between(map, "\" width=\"", "\"")) / width == Approx(8).epsilon(.001));
    CHECK(x + width == Approx(100 + 13.0 / 8 * .31 * 3 - .4).margin(.01));  // half of "100" right of its column's middle
    CHECK(y + height == Approx(100.5));
    CHECK(-x >= 13.0 / 8 * .62 * 3);  // room for "100" left of the map
    std::string numbers;
    const std::string group = between(page, "<g class=\"edge-numbers\"", "</g>");
    for (const std::size_t at : testing_support::find_all(group, "text-anchor=\"middle\">"))
        numbers += between(group, "text-anchor=\"middle\">", "</text>", at) + " ";
    CHECK(numbers == "1 5 10 15 20 25 30 35 40 45 50 55 60 65 70 75 80 85 90 95 100 ");
    CHECK(page.find("<g class=\"terrain\" shape-rendering=\"crispEdges\">") != std::string::npos);
    CHECK(page.size() < 1200000);
}

TEST_CASE("html labels: each goes to the first free place beside its marker: right, left, above, below, then the corners") {
    using Box = civ::LabelPlaces::Box;
    civ::LabelPlaces places({0, 0, 20, 20}, .5);
    const civ::Position cell{9, 9};
    places.occupy_cell(cell);
    std::vector<Box> boxes;
    for (int k = 0; k < 8; ++k) {
        const std::optional<Box> box = places.place(cell, "12");
        REQUIRE(box);
        boxes.push_back(*box);
    }
    CHECK_FALSE(places.place(cell, "12"));  // all eight places taken: left out
    const double centre = 9.5, gap = civ::LabelPlaces::kMarkRadius + .05;
    const auto left = [](const Box& b) { return b.x; };
    const auto right = [](const Box& b) { return b.x + b.width; };
    const auto top = [](const Box& b) { return b.y; };
    const auto bottom = [](const Box& b) { return b.y + b.height; };
    const auto middle_x = [](const Box& b) { return b.x + b.width / 2; };
    const auto middle_y = [](const Box& b) { return b.y + b.height / 2; };
    CHECK(left(boxes[0]) == Approx(centre + gap));  // right
    CHECK(middle_y(boxes[0]) == Approx(centre));
    CHECK(right(boxes[1]) == Approx(centre - gap));  // left
    CHECK(middle_y(boxes[1]) == Approx(centre));
    CHECK(middle_x(boxes[2]) == Approx(centre));  // above
    CHECK(bottom(boxes[2]) == Approx(centre - gap));
    CHECK(middle_x(boxes[3]) == Approx(centre));  // below
    CHECK(top(boxes[3]) == Approx(centre + gap));
    CHECK(left(boxes[4]) == Approx(centre + gap));  // the corners: above right, above left, below right, below left
    CHECK(bottom(boxes[4]) == Approx(centre - gap));
    CHECK(right(boxes[5]) == Approx(centre - gap));
    CHECK(bottom(boxes[5]) == Approx(centre - gap));
    CHECK(left(boxes[6]) == Approx(centre + gap));
    CHECK(top(boxes[6]) == Approx(centre + gap));
    CHECK(right(boxes[7]) == Approx(centre - gap));
    CHECK(top(boxes[7]) == Approx(centre + gap));
    // Apart by their edges, worked out here rather than by Box::overlaps, the code under test.
    const auto apart = [&](const Box& a, const Box& b) {
        return right(a) <= left(b) || right(b) <= left(a) || bottom(a) <= top(b) || bottom(b) <= top(a);
    };
    const double mark = civ::LabelPlaces::kMarkRadius;
    const Box marker{centre - mark, centre - mark, 2 * mark, 2 * mark};
    for (std::size_t i = 0; i < boxes.size(); ++i) {
        CHECK(apart(boxes[i], marker));
        for (std::size_t j = 0; j < i; ++j) CHECK(apart(boxes[i], boxes[j]));
    }
}

TEST_CASE("html labels: a place that leaves the drawing or covers another marker is passed over") {
    civ::LabelPlaces places({0, 0, 3, 3}, .5);
    const std::optional<civ::LabelPlaces::Box> at_the_edge = places.place({2, 1}, "12");  // no room on the right
    REQUIRE(at_the_edge);
    CHECK(at_the_edge->x + at_the_edge->width == Approx(2.5 - civ::LabelPlaces::kMarkRadius - .05));
    places.occupy_cell({1, 0});  // the marker right of (0, 0)
    const std::optional<civ::LabelPlaces::Box> beside = places.place({0, 0}, "1");
    REQUIRE(beside);  // right covers (1, 0)'s marker, left and above leave the drawing: below
    CHECK(beside->y == Approx(.5 + civ::LabelPlaces::kMarkRadius + .05));
}
