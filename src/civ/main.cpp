// CIV: the cheapest route for a Civilization-style unit (statement: src/civ/statement.md).
// Dijkstra over the cells with a bucket queue, counting in thirds of a move.
// Time O(W*H) (eight edges per cell, costs 0..9), memory O(W*H).
//
// The rules, in thirds of a movement unit ("fragments"); a turn gives T = 3*M:
// - a step from a to a neighbour b (8 directions) costs 0 if both carry '=',
//   1 if one carries '-' and the other '-' or '=', else 3 * terrain(b);
//   water ("**") can never be entered, but a diagonal may pass between two
//   water cells;
// - the end-of-turn rule: with r thirds left in the turn, a step of cost
//   c > r is still made and spends exactly r; the next turn starts afresh.
//   So from arrival time t a step arrives at min(t + c, next turn boundary),
//   which never decreases in t: keying Dijkstra on the cell alone is exact.
// - the answer is the arrival time P at the target, printed unreduced "P/3";
//   "IMPOSSIBLE" when the target cannot be reached; "0/3" when start = target.

#include <algorithm>
#include <array>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "../common/grid.hpp"
#include "../common/reader.hpp"
#include "../common/judge_io.hpp"
// submission: leave out from here
#include <ostream>

#include "../common/html_page.hpp"
// submission: leave out to here

namespace civ {

// Input longer than this is refused unread: a valid map has at most about
// 20,000 bytes, and rows may carry text after their 2*W cells.
inline constexpr std::size_t kMaxInputBytes = std::size_t{1} << 20;
constexpr int kMaxStepCost = 9;  // 3 thirds per unit * terrain 3
constexpr int kUnreachable = -1;
constexpr int kBeforeStart = -1;  // the search's arrival time for water: never improved on

enum Road : std::uint8_t { kNoRoad = 0, kRoad = 1, kRailway = 2 };

struct Cell {
    std::uint8_t terrain = 0;  // 1..3 movement units; 0 = water, never entered
    Road road = kNoRoad;
};

struct Map {
    int width = 0, height = 0;  // W columns, H rows
    int start_x = 0, start_y = 0, target_x = 0, target_y = 0;  // 0-based
    int moves_per_turn = 0;                                     // M
    judge::Grid<Cell> cells{0, 0, Cell{}};
};

// The cost in thirds of stepping from `from` into `to`, before the turn rule.
constexpr int step_cost(Cell from, Cell to) {
    if (from.road == kRailway && to.road == kRailway) return 0;
    if ((from.road == kRoad && to.road != kNoRoad) || (to.road == kRoad && from.road != kNoRoad))
        return 1;
    return 3 * to.terrain;
}

// One cell's two symbols, checked, with the reason when they are wrong.
inline Cell parse_cell(char terrain, char road, int line, int column) {
    if (terrain == '*' && road == '*') return Cell{};
    const bool terrain_ok = terrain >= '1' && terrain <= '3';
    const bool road_ok = road == '.' || road == '-' || road == '=';
    if (!terrain_ok || !road_ok)
        judge::fail_input(line, column,
                          "cell " + judge::describe_byte(terrain) + " " + judge::describe_byte(road) +
                              " should be \"**\" or a terrain 1-3 followed by '.', '-' or '='");
    return Cell{static_cast<std::uint8_t>(terrain - '0'),
                road == '=' ? kRailway : (road == '-' ? kRoad : kNoRoad)};
}

// A cell's symbols by table: terrain '1'-'3' gives 1..3, road '.', '-', '='
// its Road, '*' kStar in both, any other byte kBadSymbol. A row decodes
// without a branch per cell (twice as fast); a faulty row is parsed again by
// parse_cell for its message.
constexpr std::uint8_t kStar = 0x40, kBadSymbol = 0x80;
struct SymbolCodes {
    std::array<std::uint8_t, 256> terrain, road;
};
constexpr SymbolCodes make_symbol_codes() {
    SymbolCodes codes{};
    for (std::size_t byte = 0; byte < 256; ++byte) codes.terrain[byte] = codes.road[byte] = kBadSymbol;
    for (char terrain = '1'; terrain <= '3'; ++terrain)
        codes.terrain[static_cast<std::uint8_t>(terrain)] = static_cast<std::uint8_t>(terrain - '0');
    codes.road['.'] = kNoRoad;
    codes.road['-'] = kRoad;
    codes.road['='] = kRailway;
    codes.terrain['*'] = codes.road['*'] = kStar;
    return codes;
}
inline constexpr SymbolCodes kSymbolCodes = make_symbol_codes();

// Decodes a row's first `width` cells into `out`; false if one is wrong.
inline bool decode_row(std::string_view row, int width, Cell* out) {
    unsigned faults = 0;
    for (std::size_t x = 0; x < static_cast<std::size_t>(width); ++x) {
        const std::uint8_t terrain = kSymbolCodes.terrain[static_cast<std::uint8_t>(row[2 * x])];
        const std::uint8_t road = kSymbolCodes.road[static_cast<std::uint8_t>(row[2 * x + 1])];
        faults |= ((terrain | road) & kBadSymbol) | ((terrain ^ road) & kStar);
        out[x] = Cell{static_cast<std::uint8_t>(terrain & 3), static_cast<Road>(road & 3)};  // "**": 0, 0
    }
    return faults == 0;
}

// Reads the header and the H map rows (format and tolerances: statement.md).
inline Map parse(const std::string& input) {
    judge::Reader reader(input);
    Map map;
    // The statement says 1 < W, H; its own worked examples use H = 1, so 1 is accepted.
    map.width = reader.read_small(1, 100, "W");
    map.height = reader.read_small(1, 100, "H");
    map.start_x = reader.read_small(1, map.width, "X1") - 1;
    map.start_y = reader.read_small(1, map.height, "Y1") - 1;
    map.target_x = reader.read_small(1, map.width, "X2") - 1;
    map.target_y = reader.read_small(1, map.height, "Y2") - 1;
    map.moves_per_turn = reader.read_small(1, 3, "M");
    reader.finish_line("the seven numbers of the header");

    map.cells = judge::Grid<Cell>(map.width, map.height, Cell{});
    const std::size_t row_length = 2 * static_cast<std::size_t>(map.width);
    for (int y = 0; y < map.height; ++y) {
        const auto row = reader.read_nonblank_line();
        if (!row)
            judge::fail_input(reader.line(), "the map has " + judge::count_of(y, "row") + " of the H = " +
                                                 std::to_string(map.height) + " promised");
        const int line = reader.last_line();
        // submission: leave out from here
        judge::note_field(reader.offset_of(*row), row_length, "row " + std::to_string(y + 1));
        // submission: leave out to here
        if (row->size() < row_length)
            judge::fail_input(line, "map row " + std::to_string(y + 1) + " has " +
                                        judge::count_of(static_cast<long long>(row->size()), "character") + ", 2*W = " +
                                        std::to_string(row_length) + " are needed");
        if (decode_row(*row, map.width, &map.cells[map.cells.index(0, y)])) continue;
        for (int x = 0; x < map.width; ++x) {  // a fault: the first one throws, with its message
            const std::size_t i = 2 * static_cast<std::size_t>(x);
            map.cells.at(x, y) = parse_cell((*row)[i], (*row)[i + 1], line, 2 * x + 1);
        }
    }
    reader.expect_end("the map's " + judge::count_of(map.height, "row"));
    return map;
}

// step_cost for every pair of cells, as a table indexed by 3 * terrain +
// road: a lookup instead of branches in the search. (A step into water
// comes out 0; the search turns such steps away by water's arrival time.)
using StepCosts = std::array<std::array<std::uint8_t, 12>, 12>;

inline std::uint8_t cost_index(Cell cell) { return static_cast<std::uint8_t>(3 * cell.terrain + cell.road); }

constexpr StepCosts make_step_costs() {
    StepCosts costs{};
    for (unsigned from = 0; from < 12; ++from)
        for (unsigned to = 0; to < 12; ++to) {
            const Cell a{static_cast<std::uint8_t>(from / 3), static_cast<Road>(from % 3)};
            const Cell b{static_cast<std::uint8_t>(to / 3), static_cast<Road>(to % 3)};
            costs[from][to] = static_cast<std::uint8_t>(step_cost(a, b));
        }
    return costs;
}
inline constexpr StepCosts kStepCosts = make_step_costs();  // built by the compiler

// Dial's algorithm: arrival times grow by 0..9 per step, so ten buckets used
// cyclically hold every pending time. Returns P, or kUnreachable. Only with
// kRecordRoute (to draw the route) does it note in `came_from` the cell each
// cell was last reached from, by its index in the padded grid.
template <bool kRecordRoute>
int dial_search(const Map& map, std::vector<int>* came_from) {
    if (map.start_x == map.target_x && map.start_y == map.target_y) return 0;
    // cost_index and arrival time of every cell, with a border of water (no
    // bounds checks). Water starts as if settled before time 0, so the one
    // test `best <= when` turns steps into it away (one branch, not two).
    judge::Grid<std::uint8_t> index(map.width + 2, map.height + 2, 0);
    const auto cells = static_cast<std::size_t>(index.size());
    std::vector<int> arrival(cells, kBeforeStart);
    for (int y = 0; y < map.height; ++y)
        for (int x = 0; x < map.width; ++x) {
            const int cell = index.index(x + 1, y + 1);
            index[cell] = cost_index(map.cells[map.cells.index(x, y)]);
            arrival[static_cast<std::size_t>(cell)] = index[cell] < 3 ? kBeforeStart : std::numeric_limits<int>::max();
        }
    const int start = index.index(map.start_x + 1, map.start_y + 1);
    const int target = index.index(map.target_x + 1, map.target_y + 1);
    if (index[start] < 3 || index[target] < 3) return kUnreachable;  // on water

    const std::array<int, 8> neighbours = index.deltas(judge::kSteps8);
    const int turn = 3 * map.moves_per_turn;
    if constexpr (kRecordRoute) came_from->assign(cells, -1);
    // Bucket time % 10 holds the cells waiting at that time, each once at
    // most (queued again only for an earlier time): `cells` places suffice,
    // so appends check no room. Pages of it left untouched cost nothing, and
    // a cell (at most 102 * 102) takes 16 bits: half the pages of an int.
    constexpr std::size_t kBuckets = kMaxStepCost + 1;
    const std::unique_ptr<std::uint16_t[]> storage(new std::uint16_t[kBuckets * cells]);
    std::array<std::uint16_t*, kBuckets> bucket_end{};  // one past the last cell queued in each bucket
    for (std::size_t b = 0; b < kBuckets; ++b) bucket_end[b] = &storage[b * cells];

    arrival[static_cast<std::size_t>(start)] = 0;
    *bucket_end[0]++ = static_cast<std::uint16_t>(start);
    int pending = 1;
    int latest = turn;  // turn_end(time), kept as time grows: no division per cell
    for (int time = 0; pending > 0; ++time) {
        if (time == latest) latest += turn;
        const std::size_t now = static_cast<std::size_t>(time) % kBuckets;
        // Railway steps (cost 0) append to this same bucket while it is scanned.
        for (const std::uint16_t* queued = &storage[now * cells]; queued != bucket_end[now]; ++queued) {
            const int cell = *queued;
            --pending;
            if (arrival[static_cast<std::size_t>(cell)] != time) continue;  // a stale entry
            if (cell == target) return time;
            const auto& from_here = kStepCosts[index[cell]];
            for (const int delta : neighbours) {
                const int next = cell + delta;
                const int when = std::min(time + from_here[index[next]], latest);
                int& best = arrival[static_cast<std::size_t>(next)];
                if (best <= when) continue;  // also every step into water
                best = when;
                if constexpr (kRecordRoute) (*came_from)[static_cast<std::size_t>(next)] = cell;
                *bucket_end[static_cast<std::size_t>(when) % kBuckets]++ = static_cast<std::uint16_t>(next);
                ++pending;
            }
        }
        bucket_end[now] = &storage[now * cells];
    }
    return kUnreachable;
}

inline int cheapest_time(const Map& map) { return dial_search<false>(map, nullptr); }

inline std::string format_answer(int thirds) {
    return thirds == kUnreachable ? "IMPOSSIBLE\n" : std::to_string(thirds) + "/3\n";
}

// submission: leave out from here
// ---------------------------------------------------------------------------
// The words of --explain and --html, one table per language (--lang): {1},
// {2}, ... are filled in by judge::fill; the glossaries (docs/glossary/)
// give the terms.

struct Messages {
    judge::Language language;
    const char* puzzle;  // the page's title
    judge::Noun thirds;  // "9 thirds" (a turn's budget)
    const char* from_to;             // {1} start, {2} target, {3} M, {4} the thirds a turn
    const char* both_on_water;       // {1} start, {2} target
    const char* start_on_water;      // {1} start
    const char* target_on_water;     // {1} target
    const char* walled_off;          // {1} the reachable cells, counted
    judge::Noun cells;
    const char* route_on_map;
    const char* columns[9];          // the step table's headings
    const char* by_railway;          // the step table's connection column
    const char* by_road;
    const char* by_terrain;          // {1} the terrain's cost
    const char* total;               // {1} P
    const char* terrain_names[4];    // legend: water, then terrain 1..3
    const char* hover_names[4];      // hovering a cell: water, then terrain 1..3
    const char* road;                // legend and hovering
    const char* railway;
    const char* start, *target;
    const char* reach_edge, *route;
    const char* ring;
    const char* start_title, *target_title;  // {1} the cell
    const char* turn_end_title;               // {1} the turn
    const char* turn_end_at;                  // {1} the turn's words, {2} the cell
    const char* map_line;            // {1} W, {2} H, {3} start, {4} target, {5} M, {6} the thirds a turn
    const char* answer;
    const char* outlined;
    const char* spent_note;
};

inline constexpr Messages kMessages[] = {
    {judge::Language::kEnglish, "civ", {"third", "thirds", "thirds"},
     "From {1} to {2}, M = {3} ({4} a turn).",
     "No route: the start {1} and the target {2} are both on water, where the unit can never stand.",
     "No route: the start {1} is on water, where the unit can never stand, so it cannot take a step.",
     "No route: the target {1} is on water, which the unit can never enter.",
     "No route: water walls the target off from the {1} the unit can reach from the start.",
     {"cell", "cells", "cells"},
     "The route on the map (SS start, TT target, oo on the way):",
     {"step", "from", "to", "connection", "needs", "spent", "turn", "left", "total"},
     "railway", "road", "terrain {1}",
     "Total: {1}/3 (spent adds up to it; a step that needs more than is left spends the rest of the turn).",
     {"water", "plains (1)", "hills (2)", "mountains (3)"},
     {"water", "plains", "hills", "mountains"},
     "road", "railway", "start", "target",
     "the edge of the cells the unit can reach from the start", "route",
     "ring: a turn ends (its number beside it where there is room; hover for every one)",
     "start {1}", "target {1}", "end of turn {1}", "{1} at {2}",
     "{1} &times; {2} map, from {3} to {4}, M = {5} ({6} a turn).", "Answer:",
     "Outlined: the cells the unit can reach from the start; the target lies outside them.",
     "Spent adds up to the total; a step that needs more than is left in the turn spends the rest of the turn."},
    {judge::Language::kRussian, "CIV", {"треть", "трети", "третей"},
     "Из {1} в {2}, M = {3} ({4} за ход).",
     "Пути нет: и начальная клетка {1}, и конечная клетка {2} — вода, а стоять на воде юнит не может.",
     "Пути нет: начальная клетка {1} — вода, стоять на воде юнит не может, поэтому не может сделать и одного перехода.",
     "Пути нет: конечная клетка {1} — вода, а войти в воду юнит не может.",
     "Пути нет: вода отделяет конечную клетку от клеток, до которых юнит может дойти из начальной ({1}).",
     {"клетка", "клетки", "клеток"},
     "Путь на карте (SS — начальная клетка, TT — конечная, oo — клетки пути):",
     {"переход", "откуда", "куда", "по", "нужно", "потрачено", "ход", "осталось", "итого"},
     "железной дороге", "дороге", "местности {1}",
     "Итого: {1}/3 (сумма столбца «потрачено»; переход, которому нужно больше, чем осталось в ходе, тратит весь остаток хода).",
     {"вода", "равнина (1)", "холмы (2)", "горы (3)"},
     {"вода", "равнина", "холмы", "горы"},
     "дорога", "железная дорога", "начальная клетка", "конечная клетка",
     "граница клеток, до которых юнит может дойти из начальной", "путь",
     "кольцо: здесь кончается ход (номер хода рядом, где есть место; наведите указатель, чтобы увидеть все)",
     "начальная клетка {1}", "конечная клетка {1}", "конец хода {1}", "{1} в {2}",
     "Карта {1} &times; {2}, из {3} в {4}, M = {5} ({6} за ход).", "Ответ:",
     "Обведены клетки, до которых юнит может дойти из начальной; конечная клетка лежит вне их.",
     "Сумма столбца «потрачено» равна итогу; переход, которому нужно больше, чем осталось в ходе, тратит весь остаток хода."},
    {judge::Language::kRomanian, "CIV", {"treime", "treimi", "treimi"},
     "De la {1} la {2}, M = {3} ({4} pe tură).",
     "Nu există drum: atât celula inițială {1}, cât și celula finală {2} sunt apă, iar unitatea nu poate sta niciodată pe apă.",
     "Nu există drum: celula inițială {1} este apă, pe care unitatea nu poate sta niciodată, deci nu poate face niciun pas.",
     "Nu există drum: celula finală {1} este apă, iar unitatea nu poate intra niciodată în apă.",
     "Nu există drum: apa desparte celula finală de celulele în care unitatea poate ajunge din celula inițială ({1}).",
     {"celulă", "celule", "celule"},
     "Drumul pe hartă (SS celula inițială, TT celula finală, oo celulele drumului):",
     {"pas", "de la", "la", "pe", "necesar", "cheltuit", "tura", "rămas", "total"},
     "cale ferată", "drum", "teren {1}",
     "Total: {1}/3 (suma coloanei „cheltuit”; un pas care are nevoie de mai mult decât a rămas în tură consumă tot restul turei).",
     {"apă", "câmpie (1)", "dealuri (2)", "munți (3)"},
     {"apă", "câmpie", "dealuri", "munți"},
     "drum", "cale ferată", "celula inițială", "celula finală",
     "marginea celulelor în care unitatea poate ajunge din celula inițială", "drumul",
     "cerc: aici se termină o tură (numărul ei alături, unde încape; treceți cu mouse-ul peste hartă pentru toate)",
     "celula inițială {1}", "celula finală {1}", "sfârșitul turei {1}", "{1} în {2}",
     "Hartă {1} &times; {2}, de la {3} la {4}, M = {5} ({6} pe tură).", "Răspuns:",
     "Conturate: celulele în care unitatea poate ajunge din celula inițială; celula finală este în afara lor.",
     "Suma coloanei „cheltuit” este totalul; un pas care are nevoie de mai mult decât a rămas în tură consumă tot restul turei."},
};

inline const Messages& messages(judge::Language language) { return kMessages[static_cast<int>(language)]; }

// ---------------------------------------------------------------------------
// --explain: the route drawn on the map and a table of its steps.

// A cell of the map, 0-based: x is the column, y the row.
struct Position {
    int x, y;
};

struct Step {
    Position from, to;
    int connection;          // 0 railway, 1 road, else the terrain (as a cost in thirds / 3)
    int needs;               // the step's cost in thirds
    int spent;               // what the turn rule lets it cost: min(needs, left before)
    int turn;                // 1-based turn in which the step is made
    int left;                // thirds left in that turn after the step
    int total;               // running total: the arrival time in thirds
};

// The end-of-turn rule: a step taken at time `time` (in thirds) arrives at
// min(time + its cost, turn_end(time)), the start of the next turn of
// `turn` thirds at the latest. (The search keeps turn_end as time grows.)
inline int turn_end(int time, int turn) { return (time / turn + 1) * turn; }
inline int arrival_after_step(int time, int cost, int turn) { return std::min(time + cost, turn_end(time, turn)); }

inline std::vector<Step> route_steps(const Map& map, const std::vector<Position>& route) {
    const int turn = 3 * map.moves_per_turn;
    std::vector<Step> steps;
    int time = 0;
    for (std::size_t i = 1; i < route.size(); ++i) {
        const Cell a = map.cells.at(route[i - 1].x, route[i - 1].y), b = map.cells.at(route[i].x, route[i].y);
        const int needs = step_cost(a, b);
        const int arrival = arrival_after_step(time, needs, turn);
        const int turn_start = time / turn * turn;
        steps.push_back({route[i - 1], route[i],
                         needs == 0 ? 0 : needs == 1 ? 1 : 2 + b.terrain,
                         needs, arrival - time, time / turn + 1, turn_start + turn - arrival, arrival});
        time = arrival;
    }
    return steps;
}

// The connection column's words: "railway", "road" or "terrain N".
inline std::string connection_words(const Step& step, const Messages& words) {
    if (step.connection < 2) return step.connection == 0 ? words.by_railway : words.by_road;
    return judge::fill(words.by_terrain, {std::to_string(step.connection - 2)});
}

inline std::string coordinates(Position p) {
    return "(" + std::to_string(p.x + 1) + "," + std::to_string(p.y + 1) + ")";
}

// A cell as the input spells it: "**", or the terrain and '.', '-' or '='.
inline std::string symbols(Cell c) {
    return c.terrain == 0 ? std::string("**") : std::string{static_cast<char>('0' + c.terrain), ".-="[c.road]};
}

// The cells the unit can reach from the start (none if it starts on water):
// every land neighbour can be entered, whatever it costs (the turn rule never
// forbids a step), so they are the start's 8-connected piece of land.
inline judge::Grid<std::uint8_t> reachable_cells(const Map& map) {
    judge::Grid<std::uint8_t> reached(map.width, map.height, 0);
    if (map.cells.at(map.start_x, map.start_y).terrain == 0) return reached;
    std::vector<Position> pending{{map.start_x, map.start_y}};
    reached.at(map.start_x, map.start_y) = 1;
    while (!pending.empty()) {
        const Position at = pending.back();
        pending.pop_back();
        for (const judge::Offset step : judge::kSteps8) {
            const int x = at.x + step.dx, y = at.y + step.dy;
            if (!map.cells.contains(x, y) || map.cells.at(x, y).terrain == 0 || reached.at(x, y)) continue;
            reached.at(x, y) = 1;
            pending.push_back({x, y});
        }
    }
    return reached;
}

inline int reachable_count(const judge::Grid<std::uint8_t>& reached) {
    int count = 0;
    for (int i = 0; i < reached.size(); ++i) count += reached[i];
    return count;
}

// Why there is no route, the same sentence in the walkthrough and the
// picture: the start or the target on water (where the unit can never
// stand), or else the water between the cells the unit can reach (there
// are `reachable` of them) and the target.
inline std::string why_impossible(const Map& map, int reachable, const Messages& words) {
    const bool start_wet = map.cells.at(map.start_x, map.start_y).terrain == 0;
    const bool target_wet = map.cells.at(map.target_x, map.target_y).terrain == 0;
    const std::string start = coordinates({map.start_x, map.start_y}), target = coordinates({map.target_x, map.target_y});
    if (start_wet && target_wet) return judge::fill(words.both_on_water, {start, target});
    if (start_wet) return judge::fill(words.start_on_water, {start});
    if (target_wet) return judge::fill(words.target_on_water, {target});
    return judge::fill(words.walled_off, {judge::count_in(words.language, reachable, words.cells)});
}

// The step table as text: the coordinates and the connection left-aligned,
// the numbers right-aligned.
inline void print_step_table(const std::vector<Step>& steps, const Messages& words, std::ostream& out) {
    std::vector<std::array<std::string, 9>> rows{{}};
    for (std::size_t column = 0; column < 9; ++column) rows[0][column] = words.columns[column];
    int number = 0;
    for (const Step& s : steps)
        rows.push_back({std::to_string(++number), coordinates(s.from), coordinates(s.to), connection_words(s, words),
                        std::to_string(s.needs), std::to_string(s.spent), std::to_string(s.turn),
                        std::to_string(s.left), std::to_string(s.total)});
    // The English table's widths at least, wider where a language's words are.
    std::array<std::size_t, 9> widths{4, 9, 9, 10, 5, 5, 4, 4, 5};
    for (const auto& row : rows)
        for (std::size_t column = 0; column < 9; ++column)
            widths[column] = std::max(widths[column], judge::display_width(row[column]));
    for (const auto& row : rows) {
        for (std::size_t column = 0; column < 9; ++column)
            out << (column == 0 ? "" : column == 1 ? "  " : " ")
                << judge::padded(row[column], widths[column], column >= 1 && column <= 3);
        out << "\n";
    }
}

inline void explain_route(const Map& map, int thirds, const std::vector<Position>& route, const Messages& words,
                          std::ostream& out) {
    out << judge::fill(words.from_to, {coordinates({map.start_x, map.start_y}), coordinates({map.target_x, map.target_y}),
                                       std::to_string(map.moves_per_turn),
                                       judge::count_in(words.language, 3 * map.moves_per_turn, words.thirds)})
        << "\n";
    if (thirds == kUnreachable) {
        out << why_impossible(map, reachable_count(reachable_cells(map)), words) << "\n";
        return;
    }
    out << words.route_on_map << "\n";
    judge::Grid<std::string> drawn(map.width, map.height, "");
    for (int y = 0; y < map.height; ++y)
        for (int x = 0; x < map.width; ++x) drawn.at(x, y) = symbols(map.cells.at(x, y));
    for (const Position& p : route) drawn.at(p.x, p.y) = "oo";
    drawn.at(map.start_x, map.start_y) = "SS";
    drawn.at(map.target_x, map.target_y) = "TT";
    for (int y = 0; y < map.height; ++y) {
        out << "  ";
        for (int x = 0; x < map.width; ++x) out << drawn.at(x, y);
        out << "\n";
    }
    print_step_table(route_steps(map, route), words, out);
    out << judge::fill(words.total, {std::to_string(thirds)}) << "\n";
}

// A cheapest route, start to target, and its cost P (or kUnreachable).
inline int cheapest_route(const Map& map, std::vector<Position>& route) {
    std::vector<int> came_from;
    const int thirds = dial_search<true>(map, &came_from);
    const int width = map.width + 2;  // the search's grid has a border of water
    route = {{map.start_x, map.start_y}};
    if (thirds == kUnreachable || came_from.empty()) return thirds;  // no route, or start = target
    route.clear();
    for (int at = (map.target_y + 1) * width + map.target_x + 1; at != -1; at = came_from[static_cast<std::size_t>(at)])
        route.insert(route.begin(), {at % width - 1, at / width - 1});
    return thirds;
}

inline void explain(const std::string& input, std::ostream& out, judge::Language language = judge::Language::kEnglish) {
    const Map map = parse(input);
    std::vector<Position> route;
    const int thirds = cheapest_route(map, route);
    explain_route(map, thirds, route, messages(language), out);
}

// ---------------------------------------------------------------------------
// --html: the map in colour (one square per cell), roads and railways as
// lines between the cells they join, the route on top with each turn's end
// numbered, a legend, and the step table of --explain beneath. For
// IMPOSSIBLE, the cells the unit can reach are outlined instead. Drawn in a
// viewBox of one unit per cell, so it scales; hovering names a cell.

constexpr const char* kTerrainColours[] = {"#6fa8dc", "#d9ecc0", "#e8cf8a", "#b49a86"};

// Rectangles one cell high over the runs of a row where `paint(x, y)` gives
// the same non-empty colour: far fewer elements than one per cell.
template <typename Paint>
std::string row_runs(const Map& map, const std::string& attributes, Paint paint) {
    std::string svg;
    for (int y = 0; y < map.height; ++y)
        for (int x = 0; x < map.width;) {
            const std::string colour = paint(x, y);
            int end = x + 1;
            while (end < map.width && paint(end, y) == colour) ++end;
            if (!colour.empty())
                svg += "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(y) + "\" width=\"" +
                       std::to_string(end - x) + "\" height=\"1\" fill=\"" + colour + "\"" + attributes + "/>";
            x = end;
        }
    return svg + "\n";
}

// How roads and railways are drawn, on the map and in the legend alike: a
// road a brown line, a railway a dark line with white sleepers (track).
constexpr const char* kRoadColour = "#8a4b1f";
constexpr const char* kRailColour = "#23262f";
inline std::string road_path(const std::string& d) {
    return "<path class=\"roads\" d=\"" + d + "\" stroke=\"" + kRoadColour + "\" stroke-width=\".16\"/>";
}
inline std::string rail_path(const std::string& d) {
    return "<path class=\"railways\" d=\"" + d + "\" stroke=\"" + kRailColour + "\" stroke-width=\".26\"/>"
           "<path d=\"" + d + "\" stroke=\"#fff\" stroke-width=\".08\" stroke-dasharray=\".12 .12\"/>";
}
inline std::string lines_group(const std::string& paths) {
    return "<g fill=\"none\" stroke-linecap=\"round\">" + paths + "</g>";
}

// Roads and railways: a line between the centres of every two neighbouring
// cells that both carry one (railway when both carry '=', else road), a dot
// on a cell that joins none.
inline std::string connections(const Map& map) {
    std::string roads, rails, dots;
    for (int y = 0; y < map.height; ++y)
        for (int x = 0; x < map.width; ++x) {
            const Cell here = map.cells.at(x, y);
            if (here.road == kNoRoad) continue;
            bool joined = false;
            for (const judge::Offset step : judge::kSteps8) {
                const int nx = x + step.dx, ny = y + step.dy;
                if (!map.cells.contains(nx, ny) || map.cells.at(nx, ny).road == kNoRoad) continue;
                joined = true;
                if (std::make_pair(ny, nx) < std::make_pair(y, x)) continue;  // drawn from the other end
                std::string& path = here.road == kRailway && map.cells.at(nx, ny).road == kRailway ? rails : roads;
                path += "M" + judge::html::number(x + .5) + " " + judge::html::number(y + .5) + "l" +
                        std::to_string(step.dx) + " " + std::to_string(step.dy);
            }
            if (!joined)
                dots += "<circle cx=\"" + judge::html::number(x + .5) + "\" cy=\"" + judge::html::number(y + .5) +
                        "\" r=\".16\" fill=\"" + (here.road == kRailway ? kRailColour : kRoadColour) + "\"/>";
        }
    std::string svg;
    if (!roads.empty()) svg += road_path(roads);
    if (!rails.empty()) svg += rail_path(rails);
    return lines_group(svg) + dots + "\n";
}

// The edge of the cells the unit can reach: a line along every side between
// a reached cell and one that is not (or the map's edge), drawn over the
// terrain, which stays as it is.
constexpr const char* kReachColour = "#e85d04";
inline std::string reach_outline(const Map& map, const judge::Grid<std::uint8_t>& reached) {
    const auto inside = [&](int x, int y) { return map.cells.contains(x, y) && reached.at(x, y); };
    std::string d;
    for (int y = 0; y < map.height; ++y)
        for (int x = 0; x < map.width; ++x) {
            if (!reached.at(x, y)) continue;
            const std::string at = "M" + std::to_string(x) + " " + std::to_string(y);
            if (!inside(x, y - 1)) d += at + "h1";
            if (!inside(x, y + 1)) d += "M" + std::to_string(x) + " " + std::to_string(y + 1) + "h1";
            if (!inside(x - 1, y)) d += at + "v1";
            if (!inside(x + 1, y)) d += "M" + std::to_string(x + 1) + " " + std::to_string(y) + "v1";
        }
    return "<path class=\"reach-edge\" d=\"" + d + "\" fill=\"none\" stroke=\"" + kReachColour +
           "\" stroke-width=\".2\" stroke-linecap=\"square\"/>";
}

// Where the labels of the map's markers go: each label is a box placed
// beside its cell, in the first of eight places (right, left, above, below,
// then the corners) that overlaps no marker and no label placed before and
// stays inside the drawing; a label with no such place is left out (hovering
// its cell still names it). Units are cells.
class LabelPlaces {
public:
    struct Box {
        double x, y, width, height;
        bool overlaps(const Box& o) const {
            return x < o.x + o.width && o.x < x + width && y < o.y + o.height && o.y < y + height;
        }
    };
    LabelPlaces(Box drawing, double font) : drawing_(drawing), font_(font) {}

    // A marker's own extent, around the centre of the cell `at`.
    void occupy_cell(Position at) { taken_.push_back({at.x + .5 - kMarkRadius, at.y + .5 - kMarkRadius, 2 * kMarkRadius, 2 * kMarkRadius}); }

    std::optional<Box> place(Position at, const std::string& text) {
        const double width = font_ * (.62 * static_cast<double>(text.size()) + .4), height = font_ * 1.15;
        const double cx = at.x + .5, cy = at.y + .5, gap = kMarkRadius + .05;
        const double places[8][2] = {{cx + gap, cy - height / 2}, {cx - gap - width, cy - height / 2},
                                     {cx - width / 2, cy - gap - height}, {cx - width / 2, cy + gap},
                                     {cx + gap, cy - gap - height}, {cx - gap - width, cy - gap - height},
                                     {cx + gap, cy + gap}, {cx - gap - width, cy + gap}};
        for (const auto& [x, y] : places) {
            const Box box{x, y, width, height};
            const bool inside = x >= drawing_.x && y >= drawing_.y && x + width <= drawing_.x + drawing_.width &&
                                y + height <= drawing_.y + drawing_.height;
            if (!inside || std::any_of(taken_.begin(), taken_.end(), [&](const Box& t) { return t.overlaps(box); }))
                continue;
            taken_.push_back(box);
            return box;
        }
        return std::nullopt;
    }

    // Within one cell, so that neighbouring markers never touch.
    static constexpr double kMarkRadius = .44;

private:
    Box drawing_;
    double font_;
    std::vector<Box> taken_;
};

// A label's box: white under `colour`'s text, `font` cells high.
inline std::string label_svg(const LabelPlaces::Box& box, double font, const std::string& colour, const std::string& text) {
    using judge::html::number;
    return "<g class=\"label\"><rect x=\"" + number(box.x) + "\" y=\"" + number(box.y) + "\" width=\"" +
           number(box.width) + "\" height=\"" + number(box.height) + "\" rx=\"" + number(font * .2) +
           "\" fill=\"#fff\" fill-opacity=\".9\" stroke=\"" + colour + "\" stroke-width=\"" + number(font * .06) +
           "\"/><text x=\"" + number(box.x + box.width / 2) + "\" y=\"" + number(box.y + box.height * .78) +
           "\" font-size=\"" + number(font) + "\" text-anchor=\"middle\" fill=\"" + colour + "\">" + text +
           "</text></g>";
}

// A marker on the cell `at`: a disc with its letter inside (start, target:
// no label beside it, so none covers a cell) or a ring (a turn's end, which
// leaves its cell's colour visible) with its number beside it where there is
// room; a title for hovering.
inline std::string disc_svg(double cx, double cy, const std::string& colour, const std::string& letter) {
    using judge::html::number;
    const std::string disc = "<circle cx=\"" + number(cx) + "\" cy=\"" + number(cy) + "\" r=\"" +
                             number(LabelPlaces::kMarkRadius - .04) + "\" fill=\"" + colour +
                             "\" stroke=\"#fff\" stroke-width=\".08\"/>";
    if (letter.empty()) return disc;  // cells too small for a legible letter
    return disc + "<text x=\"" + number(cx) + "\" y=\"" + number(cy + .2) +
           "\" font-size=\".55\" font-weight=\"600\" text-anchor=\"middle\" fill=\"#fff\">" + letter + "</text>";
}
inline std::string ring_svg(double cx, double cy, const std::string& colour) {
    using judge::html::number;
    return "<circle cx=\"" + number(cx) + "\" cy=\"" + number(cy) + "\" r=\"" + number(LabelPlaces::kMarkRadius - .08) +
           "\" fill=\"none\" stroke=\"" + colour + "\" stroke-width=\".16\"/>";
}
inline std::string marker(Position at, const std::string& cls, const std::string& colour, bool ring,
                          const std::string& label, const std::string& title, LabelPlaces& places, double font,
                          const std::string& attributes = "") {
    const double cx = at.x + .5, cy = at.y + .5;
    std::string svg = "<g class=\"" + cls + "\" data-cell=\"" + std::to_string(at.x + 1) + "," + std::to_string(at.y + 1) +
                      "\"" + attributes + "><title>" + title + "</title>" + (ring ? ring_svg(cx, cy, colour) : disc_svg(cx, cy, colour, label));
    if (ring)
        if (const std::optional<LabelPlaces::Box> box = places.place(at, label)) svg += label_svg(*box, font, colour, label);
    return svg + "</g>";
}

// The route: a line through the cell centres and a dot on each of its cells.
constexpr const char* kRouteColour = "#c1121f";
constexpr const char* kStartColour = "#2d6a4f";
constexpr const char* kTargetColour = "#1d3557";
constexpr const char* kTurnColour = "#7b2cbf";
inline std::string route_line(const std::string& points) {
    return "<polyline points=\"" + points + "\" fill=\"none\" stroke=\"" + kRouteColour +
           "\" stroke-width=\".28\" stroke-linejoin=\"round\" stroke-linecap=\"round\"/>";
}
inline std::string route_drawing(const std::vector<Position>& route) {
    std::string points, dots;
    for (const Position& p : route) {
        const std::string cx = judge::html::number(p.x + .5), cy = judge::html::number(p.y + .5);
        points += cx + "," + cy + " ";
        dots += "<circle class=\"route-cell\" data-cell=\"" + std::to_string(p.x + 1) + "," + std::to_string(p.y + 1) +
                "\" cx=\"" + cx + "\" cy=\"" + cy + "\" r=\".13\" fill=\"" + kRouteColour + "\"/>";
    }
    return "<g class=\"route\">" + route_line(points) + dots + "</g>\n";
}

// The markers: start and target (their letters inside where cells are large
// enough to read them), then a ring where each turn ends (no thirds left
// after the step), numbered beside it off the route's cells.
inline std::string markers(const Map& map, const std::vector<Step>& steps, LabelPlaces& places, double font,
                           bool letters, const Messages& words) {
    const Position start{map.start_x, map.start_y}, target{map.target_x, map.target_y};
    std::vector<Position> turn_ends;
    // A turn that ends on the target is the answer itself: no ring there.
    const auto ring_at = [&](const Step& s) { return s.left == 0 && !(s.to.x == target.x && s.to.y == target.y); };
    for (const Step& s : steps)
        if (ring_at(s)) turn_ends.push_back(s.to);
    for (const Position& at : turn_ends) places.occupy_cell(at);
    places.occupy_cell(start);
    places.occupy_cell(target);
    std::string svg =
        marker(start, "start", kStartColour, false, letters ? "S" : "", judge::fill(words.start_title, {coordinates(start)}),
               places, font) +
        marker(target, "target", kTargetColour, false, letters ? "T" : "",
               judge::fill(words.target_title, {coordinates(target)}), places, font);
    std::string rings;
    for (const Step& s : steps)
        if (ring_at(s)) {
            const std::string turn_end = judge::fill(words.turn_end_title, {std::to_string(s.turn)});
            rings += marker(s.to, "turn-end", kTurnColour, true, std::to_string(s.turn),
                            judge::fill(words.turn_end_at, {turn_end, coordinates(s.to)}), places, font,
                            " data-turn-end=\"" + turn_end + "\"");
        }
    return rings + svg + "\n";  // start and target drawn last, on top
}

inline std::string step_table(const std::vector<Step>& steps, const Messages& words) {
    std::string html = "<table class=\"steps\"><tr>";
    for (const char* heading : words.columns) html += "<th>" + std::string(heading) + "</th>";
    html += "</tr>\n";
    int number = 0;
    for (const Step& s : steps) {
        html += "<tr class=\"step\"><td>" + std::to_string(++number) + "</td><td class=\"text\">" +
                coordinates(s.from) + "</td><td class=\"text\">" + coordinates(s.to) + "</td><td class=\"text\">" +
                connection_words(s, words) + "</td><td>" + std::to_string(s.needs) + "</td><td>" + std::to_string(s.spent) +
                "</td><td>" + std::to_string(s.turn) + "</td><td>" + std::to_string(s.left) + "</td><td>" +
                std::to_string(s.total) + "</td></tr>\n";
    }
    return html + "</table>\n";
}

// The legend: each swatch drawn as the map draws its thing.
inline std::string legend(bool impossible, const Messages& words) {
    using judge::html::legend_entry;
    using judge::html::swatch_fill;
    std::string html = "<ul class=\"legend\">";
    for (int terrain = 1; terrain <= 3; ++terrain)
        html += legend_entry(swatch_fill(kTerrainColours[terrain]), words.terrain_names[terrain]);
    html += legend_entry(swatch_fill(kTerrainColours[0]), words.terrain_names[0]);
    html += legend_entry(lines_group(road_path("M0 .5h1")), words.road + std::string(" (-)")) +
            legend_entry(lines_group(rail_path("M0 .5h1")), words.railway + std::string(" (=)"));
    html += legend_entry(disc_svg(.5, .5, kStartColour, "S"), words.start) +
            legend_entry(disc_svg(.5, .5, kTargetColour, "T"), words.target);
    html += impossible
                ? legend_entry("<path d=\"M.1 .1h.8v.8h-.8z\" fill=\"none\" stroke=\"" + std::string(kReachColour) +
                                   "\" stroke-width=\".2\"/>",
                               words.reach_edge)
                : legend_entry(route_line("0,.5 1,.5"), words.route) + legend_entry(ring_svg(.5, .5, kTurnColour), words.ring);
    return html + "</ul>\n";
}

// The map's rows as the input spells them, for the hover script.
inline std::string cell_symbols(const Map& map) {
    std::string rows;
    for (int y = 0; y < map.height; ++y) {
        if (y > 0) rows += '|';
        for (int x = 0; x < map.width; ++x) rows += symbols(map.cells.at(x, y));
    }
    return rows;
}

// The words hovering names a cell with, in the page's language, for the
// hover script: water, terrain 1..3, road, railway, joined by '|'.
inline std::string hover_words(const Messages& words) {
    std::string joined;
    for (const char* name : words.hover_names) joined += std::string(name) + "|";
    return joined + words.road + "|" + words.railway;
}

// Hovering the map shows the cell's coordinates and symbols, and the turns
// that end there (every turn, labelled or not).
constexpr const char* kHoverScript = R"js(
(function () {
  var map = document.querySelector('svg.map'), tip = document.querySelector('.tip');
  var rows = map.dataset.rows.split('|'), words = map.dataset.words.split('|');
  var names = { '*': words[0], '1': words[1], '2': words[2], '3': words[3] };
  var roads = { '.': '', '-': ', ' + words[4], '=': ', ' + words[5], '*': '' }, turns = {};
  map.querySelectorAll('g.turn-end').forEach(function (g) {
    turns[g.dataset.cell] = (turns[g.dataset.cell] ? turns[g.dataset.cell] + ', ' : '') + g.dataset.turnEnd;
  });
  function describe(x, y) {
    var s = rows[y].substr(2 * x, 2), cell = (x + 1) + ',' + (y + 1);
    return '(' + cell + ') ' + s + ' ' + names[s[0]] + roads[s[1]] + (turns[cell] ? '; ' + turns[cell] : '');
  }
  map.addEventListener('mousemove', function (e) {
    var p = new DOMPoint(e.clientX, e.clientY).matrixTransform(map.getScreenCTM().inverse());
    var x = Math.floor(p.x), y = Math.floor(p.y);
    if (y < 0 || y >= rows.length || x < 0 || 2 * x >= rows[y].length) { tip.style.display = 'none'; return; }
    tip.textContent = describe(x, y);
    tip.style.display = 'block';
    tip.style.left = (e.clientX + 14) + 'px';
    tip.style.top = (e.clientY + 14) + 'px';
  });
  map.addEventListener('mouseleave', function () { tip.style.display = 'none'; });
})();
)js";

inline std::string page(const std::string& input, const std::string& input_name,
                        judge::Language language = judge::Language::kEnglish) {
    const Messages& words = messages(language);
    const Map map = parse(input);
    std::vector<Position> route;
    const int thirds = cheapest_route(map, route);
    const bool impossible = thirds == kUnreachable;
    const std::vector<Step> steps = impossible ? std::vector<Step>{} : route_steps(map, route);
    const judge::Grid<std::uint8_t> reached = impossible ? reachable_cells(map) : judge::Grid<std::uint8_t>(0, 0, 0);
    const int reachable = impossible ? reachable_count(reached) : 0;
    // Cells as large as fit beside the side column in a 1280 x 1000 window
    // (at most 48 pixels), so that the whole map shows at once; labels and
    // edge numbers 13 pixels high; the numbers x and y from 1 on the top and
    // left edges, half a cell of margin elsewhere (no marker is clipped).
    const int cell_px = std::max(4, std::min({48, 860 / map.width, 900 / map.height}));
    const double font = 13.0 / cell_px, margin = .5;
    const double digits = static_cast<double>(std::to_string(std::max(map.width, map.height)).size());
    const double left = std::max(margin, font * (.62 * digits + .5) + .1), top = std::max(margin, font * 1.2 + .1);
    // On the right, room for half the last column's number, centred on its cell.
    const double right = std::max(margin, font * .31 * digits - .4);
    const double drawn_width = left + map.width + right, drawn_height = top + map.height + margin;
    LabelPlaces places({-margin, -margin, map.width + 2 * margin, map.height + 2 * margin}, font);
    if (!impossible)
        for (const Position& p : route) places.occupy_cell(p);  // no turn's number over the route

    using judge::html::number;
    std::string svg = "<svg class=\"map\" xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"" + number(-left) + " " +
                      number(-top) + " " + number(drawn_width) + " " + number(drawn_height) + "\" width=\"" +
                      number(drawn_width * cell_px) + "\" height=\"" + number(drawn_height * cell_px) +
                      "\" data-rows=\"" + cell_symbols(map) + "\" data-words=\"" + hover_words(words) + "\">\n";
    // Whole pixels at cell edges: no seams between the terrain's runs.
    svg += "<g class=\"terrain\" shape-rendering=\"crispEdges\">" +
           row_runs(map, "", [&](int x, int y) { return std::string(kTerrainColours[map.cells.at(x, y).terrain]); }) + "</g>";
    const double label_px = 13 * (.62 * digits + .4);
    // The numbers a little apart from the map and from the outline of an
    // IMPOSSIBLE map's reach, whose stroke reaches 0.1 of a cell beyond it.
    svg += judge::html::edge_numbers(map.width, map.height, 1, font, judge::html::edge_number_step(cell_px, label_px),
                                     font * .3 + .1, label_px / cell_px);
    svg += connections(map);
    if (impossible) {
        svg += "<g class=\"reachable\" data-cells=\"" + std::to_string(reachable) + "\">" + reach_outline(map, reached) + "</g>";
    } else {
        svg += route_drawing(route);
    }
    svg += markers(map, steps, places, font, cell_px >= 16, words) + "</svg>\n";

    std::string body = "<div class=\"side-by-side\"><div class=\"side\"><h1>CIV: " +
                       judge::html::escape(judge::html::file_name(input_name, language)) + "</h1>\n";
    body += "<p>" +
            judge::fill(words.map_line, {std::to_string(map.width), std::to_string(map.height),
                                         coordinates({map.start_x, map.start_y}), coordinates({map.target_x, map.target_y}),
                                         std::to_string(map.moves_per_turn),
                                         judge::count_in(language, 3 * map.moves_per_turn, words.thirds)}) +
            " " + words.answer + " <span class=\"answer\">" + format_answer(thirds) + "</span></p>\n";
    if (impossible)
        body += "<p class=\"note why\">" + judge::html::escape(why_impossible(map, reachable, words)) +
                (reachable > 0 ? " " + std::string(words.outlined) : "") + "</p>\n";
    body += legend(impossible, words) + "</div>" + svg + "</div><div class=\"tip\"></div>\n";
    if (!impossible) body += step_table(steps, words) + "<p class=\"note\">" + words.spent_note + "</p>\n";
    return judge::html::render({words.puzzle, input_name, body, kHoverScript, language});
}

// What --help prints under the usage line: the task and the input format.
constexpr const char* kAbout =
    "Cheapest route for a unit on a CIV map: prints P/3 or IMPOSSIBLE.\n\n"
    "Input: a line \"W H X1 Y1 X2 Y2 M\" (map width and height 1..100, start and\n"
    "target cell as column and row from 1, M = 1..3 moves per turn), then H rows of\n"
    "2*W characters, two per cell: \"**\" water, or the terrain 1-3 followed by\n"
    "'.' (no road), '-' (road) or '=' (railway).";
// submission: leave out to here

inline std::string solve(const std::string& input, std::string& /*notes*/) {
    return format_answer(cheapest_time(parse(input)));
}

}  // namespace civ

#ifndef JUDGE_NO_MAIN
int main(int argc, char** argv) {
    judge::Program program{"civ", {"input.txt", "output.txt", civ::kMaxInputBytes}, civ::solve};
    // submission: leave out from here
    program.explain = civ::explain;
    program.picture = civ::page;
    if (judge::asks_for_help(argc, argv)) return judge::print_help(program, civ::kAbout);
    // submission: leave out to here
    return judge::run_judge(argc, argv, program);
}
#endif
