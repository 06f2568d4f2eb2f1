// Unit tests of what stress takes from the generators: the options of its
// tests, each one the generator reads; and simpler(), the variants it tries
// when it shrinks a failing test, each of the statement's sizes and one step
// simpler than the test it came from, so shrinking ends, and equal cell by
// cell to the test with exactly that row, column, cell or unit of M changed.

#include <catch2/catch.hpp>

#include <algorithm>
#include <map>
#include <numeric>
#include <optional>
#include <string>
#include <tuple>

#define GENERATOR_NO_MAIN
#include "../src/chameleon/generate.cpp"
#include "../src/civ/generate.cpp"
#define VALIDATOR_NO_MAIN
#include "../src/civ/validate.cpp"
#include "../src/sokoban/generate.cpp"

namespace {

// How complex a Sokoban test is, in the order its simpler variants lower it
// (sokoban/generate.cpp): the size, then the obstacles, then the sum of the
// five positions' rows and columns.
std::tuple<int, long, int> sokoban_complexity(const sokoban::generate::Test& t) {
    const long obstacles = std::count(t.wall.begin(), t.wall.end(), true);
    const int coordinates = std::accumulate(t.cells.begin(), t.cells.end(), 0,
                                            [&](int sum, int cell) { return sum + cell / t.n + cell % t.n; });
    return {t.n, obstacles, coordinates};
}

// The cell at (x, y) as its two characters, read from the test's rows.
std::string civ_cell(const civ::generate::Test& t, int x, int y) {
    return t.rows[static_cast<std::size_t>(y - 1)].substr(static_cast<std::size_t>(2 * x - 2), 2);
}

// How complex a CIV test is, in the order its simpler variants lower it
// (civ/generate.cpp): the map's width plus height, then M, then the cells'
// weights: water above every land cell, then a land cell's terrain plus one
// for a road or railway.
std::tuple<int, int, int> civ_complexity(const civ::generate::Test& t) {
    int weights = 0;
    for (int y = 1; y <= t.height; ++y)
        for (int x = 1; x <= t.width; ++x) {
            const std::string cell = civ_cell(t, x, y);
            weights += cell[0] == '*' ? 5 : (cell[0] - '0') + (cell[1] != '.');
        }
    return {t.width + t.height, t.moves, weights};
}

// Generates a test as stress does (its seed added) and fails the test case
// for an option the generator does not read: stress would name it in the
// command that rebuilds a failing test, which the generator then refuses.
void expect_every_option_read(const generator::Generate& generate, std::map<std::string, std::string> options) {
    options["seed"] = "1";
    generator::Args args(options);
    std::string described;
    for (const auto& [name, value] : options) described += " --" + name + " " + value;
    INFO(described);
    CHECK_FALSE(generate(args).empty());
    CHECK_NOTHROW(args.expect_all_read());
}

}  // namespace

TEST_CASE("every option of stress's tests is one its puzzle's generator reads") {
    for (int size : {3, 5, 10}) {
        for (int test = 0; test < 12; ++test) {
            expect_every_option_read(civ::generate::generate, civ::generate::stress_options(test, size));
            expect_every_option_read(sokoban::generate::generate, sokoban::generate::stress_options(test, std::max(size, sokoban::kMinSize)));
            expect_every_option_read(chameleon::generate::generate, chameleon::generate::stress_options(test, size));
        }
        for (const auto& options : civ::generate::full_size_options(size))
            expect_every_option_read(civ::generate::generate, options);
        for (const auto& options : sokoban::generate::full_size_options(std::max(size, sokoban::kMinSize)))
            expect_every_option_read(sokoban::generate::generate, options);
        for (const auto& options : chameleon::generate::full_size_options(size))
            expect_every_option_read(chameleon::generate::generate, options);
    }
}

TEST_CASE("each simpler Sokoban variant keeps the statement's size 4..10 and is one step simpler") {
    std::map<int, int> variants_from_size;  // n of the test: variants seen
    for (const std::string& kind : sokoban::generate::kKinds)
        for (int seed = 1; seed <= 40; ++seed) {
            generator::Args args({{"kind", kind}, {"seed", std::to_string(seed)}, {"max-size", "5"}});
            const std::string text = sokoban::generate::generate(args);
            const std::optional<sokoban::generate::Test> test = sokoban::generate::read_test(text);
            REQUIRE(test);
            for (const std::string& variant : sokoban::generate::simpler(text)) {
                INFO(kind << " seed " << seed << ":\n" << text << "variant:\n" << variant);
                const std::optional<sokoban::generate::Test> simpler = sokoban::generate::read_test(variant);
                REQUIRE(simpler);
                CHECK(simpler->n >= sokoban::kMinSize);
                CHECK((simpler->n == test->n || simpler->n == test->n - 1));  // a row and a column at most
                CHECK(simpler->text() == variant);  // n rows of n cells, nothing more
                CHECK(sokoban_complexity(*simpler) < sokoban_complexity(*test));
                ++variants_from_size[test->n];
            }
        }
    // Boards at the least size were shrunk too: the bound was met, not avoided.
    CHECK(variants_from_size[sokoban::kMinSize] > 0);
    CHECK(variants_from_size[sokoban::kMinSize + 1] > 0);
}

TEST_CASE("the simpler Sokoban variants include every obstacle cleared and every position moved up or left") {
    using sokoban::generate::Test;
    int moves_offered = 0;
    for (int seed = 1; seed <= 40; ++seed) {
        generator::Args args({{"kind", "random"}, {"seed", std::to_string(seed)}, {"max-size", "6"}});
        const std::string text = sokoban::generate::generate(args);
        const Test test = *sokoban::generate::read_test(text);
        const std::vector<std::string> variants = sokoban::generate::simpler(text);
        const auto offered = [&](const Test& variant) {
            return std::find(variants.begin(), variants.end(), variant.text()) != variants.end();
        };
        INFO("seed " << seed << ":\n" << text);
        for (std::size_t cell = 0; cell < test.wall.size(); ++cell) {
            if (!test.wall[cell]) continue;
            Test cleared = test;
            cleared.wall[cell] = false;
            CHECK(offered(cleared));
        }
        for (std::size_t i = 0; i < test.cells.size(); ++i) {
            const int row = test.cells[i] / test.n, col = test.cells[i] % test.n;
            for (const auto& [to_row, to_col] : {std::make_pair(row - 1, col), std::make_pair(row, col - 1)}) {
                if (to_row < 0 || to_col < 0 || test.wall[static_cast<std::size_t>(to_row * test.n + to_col)]) continue;
                Test moved = test;
                moved.cells[i] = to_row * test.n + to_col;
                CHECK(offered(moved));
                ++moves_offered;
            }
        }
    }
    CHECK(moves_offered > 0);
}

TEST_CASE("each simpler «Хамелеон» board is one move closer to the target, in the board's encoding") {
    const chameleon::generate::Distances& distances = chameleon::generate::distances();
    const auto distance_of = [&](const std::string& text) {
        const chameleon::ParsedBoard parsed = chameleon::parse(text);
        const std::optional<chameleon::Board> board = chameleon::to_tiles(parsed.cells);
        REQUIRE(board);
        return std::make_pair(distances.of(chameleon::to_state(*board)), parsed.encoding);
    };
    int variants = 0;
    for (const char* encoding : {"utf8", "cp1251", "cp866", "koi8r"})
        for (int distance = 1; distance <= 31; distance += 3) {
            generator::Args args({{"kind", "distance"}, {"distance", std::to_string(distance)},
                                  {"seed", std::to_string(distance)}, {"encoding", encoding}});
            const std::string text = chameleon::generate::generate(args);
            const auto [from, encoding_of_test] = distance_of(text);
            REQUIRE(from == distance);
            const std::vector<std::string> simpler = chameleon::generate::simpler(text);
            CHECK_FALSE(simpler.empty());
            for (const std::string& variant : simpler) {
                INFO(encoding << ", distance " << distance << ":\n" << text << "variant:\n" << variant);
                const auto [to, encoding_of_variant] = distance_of(variant);
                CHECK(to == from - 1);
                CHECK(encoding_of_variant == encoding_of_test);
                ++variants;
            }
        }
    CHECK(variants > 0);
}

TEST_CASE("each simpler CIV variant is valid, one step simpler, and keeps the start and target cells") {
    for (const std::string& kind : civ::generate::kKinds)
        for (int seed = 1; seed <= 30; ++seed) {
            generator::Args args({{"kind", kind}, {"seed", std::to_string(seed)}, {"max-size", "5"}});
            const std::string text = civ::generate::generate(args);
            const civ::generate::Test test = *civ::generate::read_test(text);
            int fewer_rows = 0, fewer_columns = 0, smaller_moves = 0, plainer_cells = 0;
            for (const std::string& variant : civ::generate::simpler(text)) {
                INFO(kind << " seed " << seed << ":\n" << text << "variant:\n" << variant);
                REQUIRE_NOTHROW(civ::validate::validate(variant, {}));  // so its cells can be read
                const civ::generate::Test simpler = *civ::generate::read_test(variant);
                CHECK(civ_complexity(simpler) < civ_complexity(test));
                fewer_rows += simpler.height == test.height - 1;
                fewer_columns += simpler.width == test.width - 1;
                smaller_moves += simpler.moves == test.moves - 1;
                plainer_cells += simpler.width == test.width && simpler.height == test.height && simpler.moves == test.moves;
                if (simpler.width < test.width || simpler.height < test.height) {
                    CHECK(civ_cell(simpler, simpler.x1, simpler.y1) == civ_cell(test, test.x1, test.y1));
                    CHECK(civ_cell(simpler, simpler.x2, simpler.y2) == civ_cell(test, test.x2, test.y2));
                } else {
                    CHECK(std::tie(simpler.x1, simpler.y1, simpler.x2, simpler.y2) ==
                          std::tie(test.x1, test.y1, test.x2, test.y2));
                }
            }
            // Every row and column but the start's and the target's, while the map
            // keeps two; M lowered while above 1; every cell that is not "1.".
            INFO(kind << " seed " << seed << ":\n" << text);
            const int start_target_rows = test.y1 == test.y2 ? 1 : 2, start_target_columns = test.x1 == test.x2 ? 1 : 2;
            CHECK(fewer_rows == (test.height > 2 ? test.height - start_target_rows : 0));
            CHECK(fewer_columns == (test.width > 2 ? test.width - start_target_columns : 0));
            CHECK(smaller_moves == (test.moves > 1 ? 1 : 0));
            int not_plain = 0;
            for (int y = 1; y <= test.height; ++y)
                for (int x = 1; x <= test.width; ++x) not_plain += civ_cell(test, x, y) != "1.";
            CHECK(plainer_cells == not_plain);
        }
}

namespace {

// The Sokoban test `t` with row `row` and column `col` taken away, built
// cell by cell: every other cell keeps its obstacle, every position its cell.
sokoban::generate::Test without_row_and_column(const sokoban::generate::Test& t, int row, int col) {
    sokoban::generate::Test smaller;
    smaller.n = t.n - 1;
    for (int r = 0; r < smaller.n; ++r)
        for (int c = 0; c < smaller.n; ++c)
            smaller.wall.push_back(t.wall[static_cast<std::size_t>((r + (r >= row)) * t.n + c + (c >= col))]);
    for (std::size_t i = 0; i < t.cells.size(); ++i) {
        const int r = t.cells[i] / t.n, c = t.cells[i] % t.n;
        smaller.cells[i] = (r - (r > row)) * smaller.n + c - (c > col);
    }
    return smaller;
}

// The CIV test `t` with one map row (y) or column (x) taken away, 1-based, the
// other cells and the start and target kept.
civ::generate::Test without_line(const civ::generate::Test& t, bool row, int line) {
    civ::generate::Test smaller = t;
    smaller.rows.clear();
    for (int y = 1; y <= t.height; ++y) {
        if (row && y == line) continue;
        std::string cells;
        for (int x = 1; x <= t.width; ++x)
            if (row || x != line) cells += civ_cell(t, x, y);
        smaller.rows.push_back(cells);
    }
    (row ? smaller.height : smaller.width)--;
    if (row) smaller.y1 -= t.y1 > line, smaller.y2 -= t.y2 > line;
    else smaller.x1 -= t.x1 > line, smaller.x2 -= t.x2 > line;
    return smaller;
}

}  // namespace

TEST_CASE("the simpler Sokoban variants of a smaller board are the board without one row and one column, cell by cell") {
    using sokoban::generate::Test;
    int compared = 0;
    for (const std::string& kind : {std::string("random"), std::string("open")})
        for (int seed = 1; seed <= 20; ++seed) {
            generator::Args args({{"kind", kind}, {"seed", std::to_string(seed)}, {"max-size", "7"}});
            const std::string text = sokoban::generate::generate(args);
            const Test test = *sokoban::generate::read_test(text);
            std::vector<std::string> expected;
            for (int row = 0; row < test.n && test.n > sokoban::kMinSize; ++row)
                for (int col = 0; col < test.n; ++col) {
                    const bool holds = std::any_of(test.cells.begin(), test.cells.end(),
                                                   [&](int cell) { return cell / test.n == row || cell % test.n == col; });
                    if (!holds) expected.push_back(without_row_and_column(test, row, col).text());
                }
            std::vector<std::string> smaller;
            for (const std::string& variant : sokoban::generate::simpler(text))
                if (sokoban::generate::read_test(variant)->n < test.n) smaller.push_back(variant);
            INFO(kind << " seed " << seed << ":\n" << text);
            CHECK(smaller == expected);
            compared += static_cast<int>(expected.size());
        }
    CHECK(compared > 0);
}

TEST_CASE("the simpler CIV variants are the map without one row, one column or one unit of M, or with one cell plainer, cell by cell") {
    using civ::generate::Test;
    for (const std::string& kind : civ::generate::kKinds)
        for (int seed = 1; seed <= 10; ++seed) {
            generator::Args args({{"kind", kind}, {"seed", std::to_string(seed)}, {"max-size", "5"}});
            const std::string text = civ::generate::generate(args);
            const Test test = *civ::generate::read_test(text);
            std::vector<std::string> expected;
            for (int y = 1; y <= test.height && test.height > 2; ++y)
                if (y != test.y1 && y != test.y2) expected.push_back(without_line(test, true, y).text());
            for (int x = 1; x <= test.width && test.width > 2; ++x)
                if (x != test.x1 && x != test.x2) expected.push_back(without_line(test, false, x).text());
            if (test.moves > 1) {
                Test fewer_moves = test;
                fewer_moves.moves--;
                expected.push_back(fewer_moves.text());
            }
            // One cell one step plainer: water to "1.", a road or railway gone, a terrain lowered.
            for (int y = 1; y <= test.height; ++y)
                for (int x = 1; x <= test.width; ++x) {
                    const std::string cell = civ_cell(test, x, y);
                    const std::string plainer = cell == "**" ? "1." : cell[1] != '.' ? cell.substr(0, 1) + "."
                                                 : cell[0] > '1'   ? std::string(1, static_cast<char>(cell[0] - 1)) + "."
                                                                   : "";
                    if (plainer.empty()) continue;
                    Test changed = test;
                    changed.rows[static_cast<std::size_t>(y - 1)].replace(static_cast<std::size_t>(2 * x - 2), 2, plainer);
                    expected.push_back(changed.text());
                }
            INFO(kind << " seed " << seed << ":\n" << text);
            CHECK(civ::generate::simpler(text) == expected);
        }
}
