// civ-generate: deterministic CIV tests (the same bytes for a seed on every
// platform), valid for civ-validate, of several kinds; and the simpler
// variants of a test that the stress command tries when it shrinks one.

#include <algorithm>
#include <cstdlib>
#include <map>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "../common/generator.hpp"

namespace civ::generate {

struct Test {
    int width = 2, height = 2, x1 = 1, y1 = 1, x2 = 1, y2 = 1, moves = 1;  // coordinates 1-based
    std::vector<std::string> rows;  // H rows of 2*W characters

    std::string text() const {
        std::ostringstream out;
        out << width << ' ' << height << ' ' << x1 << ' ' << y1 << ' ' << x2 << ' ' << y2 << ' ' << moves << '\n';
        for (const std::string& row : rows) out << row << '\n';
        return out.str();
    }
    char& terrain(int x, int y) { return rows[static_cast<std::size_t>(y - 1)][static_cast<std::size_t>(2 * x - 2)]; }
    char& road(int x, int y) { return rows[static_cast<std::size_t>(y - 1)][static_cast<std::size_t>(2 * x - 1)]; }
    void set(int x, int y, char t, char r) {
        terrain(x, y) = t;
        road(x, y) = r;
    }
    bool inside(int x, int y) const { return x >= 1 && y >= 1 && x <= width && y <= height; }
};

// A test in the strict format (as civ-validate accepts), or nullopt.
inline std::optional<Test> read_test(const std::string& text) {
    std::istringstream in(text);
    Test test;
    if (!(in >> test.width >> test.height >> test.x1 >> test.y1 >> test.x2 >> test.y2 >> test.moves)) return std::nullopt;
    test.rows.resize(static_cast<std::size_t>(test.height));
    for (std::string& row : test.rows)
        if (!(in >> row) || row.size() != 2 * static_cast<std::size_t>(test.width)) return std::nullopt;
    return test;
}

const std::vector<std::string> kKinds{"random", "rails", "roads", "serpentine", "far-corner", "walled", "open"};

// A cell of random terrain: water with probability water%, else terrain
// 1-3 with a railway (rails%) or a road (roads%).
inline void random_cell(Test& t, int x, int y, judge::SplitMix64& rng, int water, int rails, int roads) {
    if (rng.chance(water)) return t.set(x, y, '*', '*');
    const int pick = rng.between(0, 99);
    t.set(x, y, static_cast<char>('0' + rng.between(1, 3)), pick < rails ? '=' : pick < rails + roads ? '-' : '.');
}

// Straight lines (rows, columns, diagonals) of `mark` across the map, the
// network that rails and roads tests route along.
inline void draw_lines(Test& t, judge::SplitMix64& rng, int lines, char mark) {
    for (int k = 0; k < lines; ++k) {
        int x = rng.between(1, t.width), y = rng.between(1, t.height);
        const int dx = rng.between(-1, 1), dy = dx == 0 ? (rng.chance(50) ? 1 : -1) : rng.between(-1, 1);
        for (int length = rng.between(2, t.width + t.height); length > 0 && t.inside(x, y); --length, x += dx, y += dy)
            t.set(x, y, t.terrain(x, y) == '*' ? '1' : t.terrain(x, y), mark);
    }
}

inline void clear_water(Test& t, int x, int y) {
    if (t.terrain(x, y) == '*') t.set(x, y, '1', '.');
}

inline std::string generate(generator::Args& args) {
    judge::SplitMix64 rng(args.seed());
    const std::string kind = args.choice("kind", kKinds);
    const int max_size = args.number("max-size", 100, 2, 100);
    Test t;
    t.width = args.has("width") ? args.number("width", 2, 2, 100) : rng.between(2, max_size);
    t.height = args.has("height") ? args.number("height", 2, 2, 100) : rng.between(2, max_size);
    // On a 2x2 map every cell touches every other: none can be walled off.
    if (kind == "walled" && t.width < 3 && t.height < 3) {
        if (max_size < 3 || (args.has("width") && args.has("height")))
            throw generator::UsageError("--kind walled needs a map at least 3 cells wide or high");
        (args.has("height") ? t.width : t.height) = 3;
    }
    t.moves = args.has("m") ? args.number("m", 1, 1, 3) : rng.between(1, 3);
    const int water = args.number("water", kind == "serpentine" || kind == "open" ? 0 : 15, 0, 100);
    t.rows.assign(static_cast<std::size_t>(t.height), std::string(2 * static_cast<std::size_t>(t.width), '.'));
    for (int y = 1; y <= t.height; ++y)
        for (int x = 1; x <= t.width; ++x) {
            if (kind == "open") t.set(x, y, '1', '.');
            else if (kind == "rails" || kind == "roads") random_cell(t, x, y, rng, water / 2, 0, 0);
            else random_cell(t, x, y, rng, water, 8, 12);
        }
    t.x1 = rng.between(1, t.width), t.y1 = rng.between(1, t.height);
    t.x2 = rng.between(1, t.width), t.y2 = rng.between(1, t.height);
    if (kind == "rails" || kind == "roads") {
        draw_lines(t, rng, 2 + (t.width + t.height) / 8, kind == "rails" ? '=' : '-');
        draw_lines(t, rng, 1 + (t.width + t.height) / 16, kind == "rails" ? '-' : '=');
    } else if (kind == "serpentine") {
        // Water walls on every other column, open at the bottom and top in
        // turn: the route must wind through the whole map.
        for (int x = 2; x <= t.width; x += 2) {
            const int gap = (x / 2) % 2 == 1 ? t.height : 1;
            for (int y = 1; y <= t.height; ++y)
                if (y != gap) t.set(x, y, '*', '*');
        }
        t.x1 = 1, t.y1 = 1, t.x2 = t.width % 2 == 0 ? t.width - 1 : t.width, t.y2 = t.height;
    } else if (kind == "far-corner" || kind == "open") {
        t.x1 = 1, t.y1 = 1, t.x2 = t.width, t.y2 = t.height;
    } else if (kind == "walled") {
        // The target sits inside a ring of water, the start outside it, as far
        // away as the map allows: IMPOSSIBLE. A target so central that every
        // cell touches it (on a map 2 wide) moves to a corner.
        const auto far_side = [](int at, int size) { return at <= size / 2 ? size : 1; };
        if (std::max(std::abs(far_side(t.x2, t.width) - t.x2), std::abs(far_side(t.y2, t.height) - t.y2)) < 2)
            t.x2 = 1, t.y2 = 1;
        for (int dy = -1; dy <= 1; ++dy)
            for (int dx = -1; dx <= 1; ++dx)
                if (t.inside(t.x2 + dx, t.y2 + dy) && (dx != 0 || dy != 0)) t.set(t.x2 + dx, t.y2 + dy, '*', '*');
        if (t.terrain(t.x2, t.y2) == '*') t.set(t.x2, t.y2, '2', '.');
        t.x1 = far_side(t.x2, t.width), t.y1 = far_side(t.y2, t.height);
    }
    if (kind != "walled" && kind != "serpentine") {
        clear_water(t, t.x1, t.y1);
        clear_water(t, t.x2, t.y2);
    }
    if (kind == "walled") clear_water(t, t.x1, t.y1);
    return t.text();
}

// Variants of a valid test that are one step simpler: a row or a column
// fewer (never one holding the start or the target), a smaller M, a water
// cell turned into plain land, a road or railway removed, a terrain lowered.
// The stress command keeps the first variant on which a failure persists.
inline std::vector<std::string> simpler(const std::string& text) {
    std::vector<std::string> variants;
    const std::optional<Test> parsed = read_test(text);
    if (!parsed) return variants;
    const Test& t = *parsed;
    for (int y = 1; y <= t.height && t.height > 2; ++y) {
        if (y == t.y1 || y == t.y2) continue;
        Test smaller = t;
        smaller.rows.erase(smaller.rows.begin() + (y - 1));
        smaller.height--;
        smaller.y1 -= t.y1 > y, smaller.y2 -= t.y2 > y;
        variants.push_back(smaller.text());
    }
    for (int x = 1; x <= t.width && t.width > 2; ++x) {
        if (x == t.x1 || x == t.x2) continue;
        Test smaller = t;
        for (std::string& row : smaller.rows) row.erase(static_cast<std::size_t>(2 * x - 2), 2);
        smaller.width--;
        smaller.x1 -= t.x1 > x, smaller.x2 -= t.x2 > x;
        variants.push_back(smaller.text());
    }
    if (t.moves > 1) {
        Test smaller = t;
        smaller.moves--;
        variants.push_back(smaller.text());
    }
    for (int y = 1; y <= t.height; ++y)
        for (int x = 1; x <= t.width; ++x) {
            Test plainer = t;
            if (plainer.terrain(x, y) == '*') plainer.set(x, y, '1', '.');
            else if (plainer.road(x, y) != '.') plainer.road(x, y) = '.';
            else if (plainer.terrain(x, y) > '1') plainer.terrain(x, y)--;
            else continue;
            variants.push_back(plainer.text());
        }
    return variants;
}

// The stress command's tests. The statement's limits: 2 s, 32 MiB.
inline constexpr double kTimeLimitSeconds = 2;
inline constexpr int kMemoryLimitMebibytes = 32;

// The options of the random test number `test`: every kind in turn, on maps
// of at most `size` cells a side (small, so that a failure shrinks quickly).
inline std::map<std::string, std::string> stress_options(int test, int size) {
    return {{"kind", kKinds[static_cast<std::size_t>(test) % kKinds.size()]}, {"max-size", std::to_string(size)}};
}

// The round at full size: every kind with each M on a `size` x `size` map.
inline std::vector<std::map<std::string, std::string>> full_size_options(int size) {
    std::vector<std::map<std::string, std::string>> tests;
    for (const std::string& kind : kKinds)
        for (const char* m : {"1", "2", "3"})
            tests.push_back({{"kind", kind}, {"width", std::to_string(size)}, {"height", std::to_string(size)}, {"m", m}});
    return tests;
}

inline constexpr const char* kHelp =
    "Prints a CIV test, valid for civ-validate; the same seed gives the same bytes everywhere.\n\n"
    "  --seed S          the test's seed (required)\n"
    "  --kind K          random (default), rails (a railway network with some roads),\n"
    "                    roads (a road network with some railways), serpentine (water\n"
    "                    walls force a route through the whole map), far-corner (from\n"
    "                    (1,1) to (W,H)), walled (the target ringed by water: IMPOSSIBLE),\n"
    "                    open (plain land, corner to corner)\n"
    "  --width W, --height H   2..100 (default: random up to --max-size)\n"
    "  --max-size N      2..100, default 100\n"
    "  --m M             moves per turn 1..3 (default: random)\n"
    "  --water P         percent of water cells (default 15; 0 for serpentine and open)\n";

}  // namespace civ::generate

#ifndef GENERATOR_NO_MAIN
int main(int argc, char** argv) {
    return generator::run_generator(argc, argv, "civ-generate", civ::generate::kHelp, civ::generate::generate);
}
#endif
