// «Хамелеон» (statement: src/chameleon/statement.md): the 3x3 sliding puzzle with
// the letters of ХАМЕЛЕОН; prints a shortest plan (the tiles moved, "row col"
// each) or «Нет решения». Input in UTF-8, CP1251, CP866 or KOI8-R.
//
// The search: the 9!/2 = 181440 arrangements (the two Е are interchangeable)
// have a perfect index (blank cell * 20160 orders of the eight tiles, read
// from two 4096-entry tables). Breadth-first searches from the start and from
// the target each store, per arrangement, only its depth mod 3, with the
// fourth value of two bits meaning "unvisited". Depth mod 3 is enough because
// neighbours differ by exactly one in depth (each move takes the blank to a
// cell of the other colour of a chessboard), so a neighbour one move closer
// to an end is the one labelled one less. The plan moves, at each step, the
// tile with the smallest (row, col) that stays on a shortest path: it is the
// lexicographically first shortest plan. See shortest_plan for how the two
// searches combine. Time O(181440 * 4) at worst, a few thousand states in
// practice.
//
// The book's exercise: how many bits per vertex at least? Two. The walk back
// must tell a neighbour one move closer (depth d-1) from one farther (d+1);
// the two differ by 2, so the label must keep depth mod 3 (mod 2 cannot tell
// them apart), three values, and the search must also tell unvisited
// arrangements apart: four values, two bits. One bit ("seen") would do only at
// the price of a fresh search for every move of the plan. The book's idea of
// storing the direction the blank came from needs 4 directions + "unvisited",
// five values, three bits. Here: 181440 * 2 bits = 45,360 bytes a table, two
// tables (one per end), plus the states on shortest paths (8 bytes each, a
// few hundred) and 12 KiB of index tables.

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "../common/cyrillic.hpp"
#include "../common/judge_io.hpp"
// submission: leave out from here
#include <ostream>

#include "../common/html_page.hpp"
// submission: leave out to here

namespace chameleon {

// Input longer than this is refused unread: a board is at most about 30
// bytes, so this leaves room for any whitespace people add, and decoding
// (a few bytes per input byte) stays small.
inline constexpr std::size_t kMaxInputBytes = std::size_t{1} << 16;
constexpr int kCells = 9;
constexpr int kArrangements = 181440;

// Tile symbols; the blank is 0. A board packs 3 bits per cell, cell i
// (row i / 3, column i % 3, 0-based) at bits 3i..3i+2.
enum Tile : std::uint32_t { kBlank, kKha, kA, kEm, kIe, kEl, kO, kEn };
constexpr std::array<char32_t, 8> kLetters{U' ', U'Х', U'А', U'М', U'Е', U'Л', U'О', U'Н'};
constexpr std::array<Tile, kCells> kTargetTiles{kKha, kA, kEm, kIe, kEl, kIe, kO, kEn, kBlank};
// The answer for a board that has no plan, in the input's encoding.
constexpr std::u32string_view kNoSolution = U"Нет решения";

using Board = std::uint32_t;

constexpr Tile tile_at(Board board, int cell) { return static_cast<Tile>((board >> (3 * cell)) & 7u); }

constexpr Board pack(const std::array<Tile, kCells>& tiles) {
    Board board = 0;
    for (int cell = 0; cell < kCells; ++cell) board |= static_cast<Board>(tiles[static_cast<std::size_t>(cell)]) << (3 * cell);
    return board;
}

constexpr Board kTarget = pack(kTargetTiles);

// ---------------------------------------------------------------------------
// Input: three rows of three cells; a space is the blank; rows shorter than
// three characters are padded with spaces; text beyond the third column must
// be spaces. Blank lines are skipped. Lines are split after decoding, so a
// column counts characters.

struct ParsedBoard {
    std::array<char32_t, kCells> cells{};
    judge::Encoding encoding = judge::Encoding::kUtf8;
};

// Which single-byte code page a board came in: the one where the bytes are
// this puzzle's capitals, else any Russian capitals.
int letter_preference(char32_t c) {
    for (const char32_t letter : kLetters)
        if (c == letter && c != U' ') return 2;
    return c >= judge::kCyrillicCapitalA && c < judge::kCyrillicCapitalA + 32 ? 1 : 0;
}

// Reads one row of the board: `text` is the line without its end.
void read_row(std::u32string_view text, int row, int line, ParsedBoard& board) {
    for (std::size_t col = 0; col < text.size(); ++col) {
        const char32_t c = text[col];
        const int column = static_cast<int>(col) + 1;
        if (c < 0x20 || c == 0x7F)
            judge::fail_input(line, column, "control character " + judge::describe_byte(static_cast<char>(c)) + " in the board");
        if (col >= 3 && c != U' ') judge::fail_input(line, column, "a letter beyond the third column");
        if (col < 3) board.cells[static_cast<std::size_t>(row * 3) + col] = c;
    }
    for (std::size_t col = text.size(); col < 3; ++col) board.cells[static_cast<std::size_t>(row * 3) + col] = U' ';
}

// submission: leave out from here
constexpr const char* kEncodingNames[] = {"UTF-8", "CP1251", "CP866", "KOI8-R"};

// --fields: the bytes of one row's three cells ("cell ROW COLUMN", from 0),
// the row being `length` characters of the decoded text from character
// `start`; a cell past the row's end (a space the row dropped) is noted with
// length 0 where it would go.
void note_cells(const judge::DecodedText& decoded, std::size_t start, std::size_t length, int row) {
    if (!judge::noted_fields) return;
    const auto bytes_before = [&](std::size_t chars) {
        std::size_t bytes = decoded.had_bom ? 3 : 0;
        for (std::size_t i = 0; i < chars; ++i)
            bytes += decoded.encoding == judge::Encoding::kUtf8 ? judge::encode_utf8(decoded.text.substr(i, 1)).size() : 1;
        return bytes;
    };
    for (std::size_t col = 0; col < 3; ++col) {
        const std::size_t at = bytes_before(start + std::min(col, length));
        const std::size_t size = col < length ? bytes_before(start + col + 1) - at : 0;
        judge::note_field(at, size, "cell " + std::to_string(row) + " " + std::to_string(col));
    }
}
// submission: leave out to here

ParsedBoard parse(const std::string& input) {
    judge::DecodedText decoded = judge::decode_russian_text(input, letter_preference);
    ParsedBoard board;
    const bool any_cyrillic = std::any_of(decoded.text.begin(), decoded.text.end(), judge::is_russian_letter);
    board.encoding = decoded.had_bom || !any_cyrillic ? judge::Encoding::kUtf8 : decoded.encoding;
    // submission: leave out from here
    judge::note_field(0, 0, std::string("encoding ") + kEncodingNames[static_cast<int>(decoded.encoding)]);
    // submission: leave out to here
    std::u32string_view text = decoded.text;
    if (!text.empty() && text.back() == U'\x1A') text.remove_suffix(1);  // a DOS end-of-file mark
    int row = 0, line = 0;
    for (std::size_t start = 0; start < text.size(); ++line) {
        const std::size_t end = std::min(text.find(U'\n', start), text.size());
        std::u32string_view cells = text.substr(start, end - start);
        // submission: leave out from here
        const std::size_t row_start = start;
        // submission: leave out to here
        start = end + 1;
        if (!cells.empty() && cells.back() == U'\r') cells.remove_suffix(1);
        const std::size_t visible = cells.find_first_not_of(U" \t\r\v\f");
        if (visible == std::u32string_view::npos) continue;  // blank lines are skipped
        if (row == 3)
            judge::fail_input(line + 1, static_cast<int>(visible) + 1,
                              "unexpected '" + judge::encode_utf8(cells.substr(visible, 1)) + "' after the 3 rows of the board");
        // submission: leave out from here
        note_cells(decoded, row_start, cells.size(), row);
        // submission: leave out to here
        read_row(cells, row++, line + 1, board);
    }
    if (row < 3) judge::fail_input(std::max(line, 1), "the board has " + judge::count_of(row, "row") + ", 3 are needed");
    return board;
}

// The board as tiles, or nullopt when its letters are not those of ХАМЕЛЕОН.
std::optional<Board> to_tiles(const std::array<char32_t, kCells>& cells) {
    std::array<Tile, kCells> tiles{};
    std::array<int, 8> count{};
    for (std::size_t i = 0; i < cells.size(); ++i) {
        const auto found = std::find(kLetters.begin(), kLetters.end(), cells[i]);
        if (found == kLetters.end()) return std::nullopt;
        tiles[i] = static_cast<Tile>(found - kLetters.begin());
        ++count[tiles[i]];
    }
    for (const Tile tile : kTargetTiles)
        if (count[tile]-- == 0) return std::nullopt;
    return pack(tiles);
}

// ---------------------------------------------------------------------------
// The search.

// The search works on a State: the eight tiles in reading order with the
// blank left out (3 bits each, 24 bits) and the blank's cell above them. A
// sideways move changes only the blank's cell; a vertical move carries one
// tile past the next two in that order, a rotation of three 3-bit fields.
using State = std::uint32_t;
constexpr std::uint32_t kTileBits = 0xFFFFFFu;

constexpr int blank_of(State state) { return static_cast<int>(state >> 24); }

State to_state(Board board) {
    std::uint32_t tiles = 0;
    int blank = 0, k = 0;
    for (int cell = 0; cell < kCells; ++cell) {
        const Tile tile = tile_at(board, cell);
        if (tile == kBlank)
            blank = cell;
        else
            tiles |= static_cast<std::uint32_t>(tile) << (3 * k++);
    }
    return tiles | static_cast<std::uint32_t>(blank) << 24;
}

// The cells from which a tile can slide into the blank, in increasing order
// (so the first closer neighbour found moves the tile with the smallest
// (row, col)); -1 pads. Indexed by the blank's cell.
constexpr std::array<std::array<int, 4>, kCells> kSlidingCells{{{1, 3, -1, -1},
                                                                {0, 2, 4, -1},
                                                                {1, 5, -1, -1},
                                                                {0, 4, 6, -1},
                                                                {1, 3, 5, 7},
                                                                {2, 4, 8, -1},
                                                                {3, 7, -1, -1},
                                                                {4, 6, 8, -1},
                                                                {5, 7, -1, -1}}};

// The perfect index in 0..181439: blank cell * 20160 + the rank of the eight
// tiles (8!/2 = 20160 orders). That rank is read from two tables of 4096
// entries: the first four tiles give the start of their block of orders, the
// last four (the rest of the multiset, 24 orders, or 12 when both Е are in
// it) their place in the block. Built by the compiler (constexpr): a run
// would otherwise spend 15-25 us building them.
class Indexer {
public:
    static constexpr int kOrders = 20160;

    constexpr Indexer() {
        int offset = 0;
        std::array<std::uint8_t, 1024> seen_of_multiset{};
        for (std::uint32_t quarter = 0; quarter < 4096; ++quarter) {
            const int key = multiset_key(quarter);
            if (key < 0) continue;
            block_start_[quarter] = static_cast<std::uint16_t>(offset);
            offset += (key >> 8) == 0 ? 12 : 24;  // the other half holds both Е unless this one has one
            place_in_block_[quarter] = seen_of_multiset[static_cast<std::size_t>(key)]++;
        }
    }

    int rank(State state) const {
        return blank_of(state) * kOrders + block_start_[state & 0xFFFu] + place_in_block_[(state >> 12) & 0xFFFu];
    }

private:
    // Four tiles as (number of Е) << 8 | mask of the other letters, or -1
    // when they cannot be half of the target's multiset.
    static constexpr int multiset_key(std::uint32_t quarter) {
        int mask = 0, ie = 0;
        for (int k = 0; k < 4; ++k) {
            const auto tile = static_cast<int>((quarter >> (3 * k)) & 7u);
            if (tile == kBlank) return -1;
            if (tile == kIe) {
                ++ie;
            } else {
                if (mask & (1 << tile)) return -1;
                mask |= 1 << tile;
            }
        }
        return ie > 2 ? -1 : ie << 8 | mask;
    }

    std::array<std::uint16_t, 4096> block_start_{};
    std::array<std::uint8_t, 4096> place_in_block_{};
};

const Indexer& indexer() {
    static constexpr Indexer instance;
    return instance;
}

// What the tile at cell `from` sliding into the blank does to a state: the
// blank's cell becomes `from`; a vertical slide also rotates the three 3-bit
// fields from `shift` (up: the first goes last); a sideways one keeps the
// tiles' order, so the rank moves by `rank_step` alone.
struct Slide {
    int from = -1;
    bool vertical = false, up = false;
    int shift = 0;
    int rank_step = 0;
};

constexpr Slide slide_of(int blank, int from) {
    return {from, from == blank - 3 || from == blank + 3, from < blank, 3 * (from < blank ? from : blank),
            (from - blank) * Indexer::kOrders};
}

// kSlidingCells as slides, worked out once (a search makes some 35,000).
constexpr std::array<std::array<Slide, 4>, kCells> make_slides() {
    std::array<std::array<Slide, 4>, kCells> slides{};
    for (std::size_t blank = 0; blank < kCells; ++blank)
        for (std::size_t k = 0; k < 4 && kSlidingCells[blank][k] >= 0; ++k)
            slides[blank][k] = slide_of(static_cast<int>(blank), kSlidingCells[blank][k]);
    return slides;
}
inline constexpr std::array<std::array<Slide, 4>, kCells> kSlides = make_slides();

// The tiles after a vertical slide.
inline std::uint32_t rotated(std::uint32_t tiles, const Slide& vertical) {
    const std::uint32_t window = (tiles >> vertical.shift) & 0x1FFu;
    const std::uint32_t turned = vertical.up ? (window >> 3) | ((window & 7u) << 6)   // up: first to last
                                             : ((window << 3) & 0x1FFu) | (window >> 6);  // down: last to first
    return (tiles & ~(0x1FFu << vertical.shift)) | (turned << vertical.shift);
}

// The state after the tile at cell `from` slides into the blank.
inline State slide(State state, int from) {
    const Slide made = slide_of(blank_of(state), from);
    const std::uint32_t tiles = state & kTileBits;
    return (made.vertical ? rotated(tiles, made) : tiles) | static_cast<State>(from) << 24;
}

struct Move {
    int row, col;  // 1-based, of the tile that slides into the blank
};

// Two bits per arrangement: depth mod 3, or kUnvisited, kept as the value
// XOR 3 so that zero bytes mean unvisited (the tables live in static memory,
// below, which starts zero).
class DepthTable {
public:
    static constexpr unsigned kUnvisited = 3;
    static constexpr std::size_t kBytes = kArrangements / 4;
    using Bits = std::array<std::uint8_t, kBytes>;

    explicit DepthTable(Bits& bits) : bits_(bits) {}
    unsigned get(int index) const { return ((bits_[byte(index)] >> shift(index)) & 3u) ^ 3u; }
    // Labels an unvisited arrangement: its two bits are zero, so an or sets them.
    void label(int index, unsigned depth_mod_3) {
        std::uint8_t& bits = bits_[byte(index)];
        bits = static_cast<std::uint8_t>(bits | (depth_mod_3 ^ 3u) << shift(index));
    }

private:
    static std::size_t byte(int index) { return static_cast<std::size_t>(index) >> 2; }
    static unsigned shift(int index) { return 2u * (static_cast<unsigned>(index) & 3u); }
    Bits& bits_;
};

// Static, so that nothing is allocated and the first search of a process
// finds its tables clear without clearing them (45,360 bytes each). So one
// search runs at a time: a caller that solved in several threads would have
// to take turns (none does; the generator has its own search).
struct SearchMemory {
    std::array<DepthTable::Bits, 2> depth{};  // by side: from the start, from the target
    // The two sides' levels and the one being built; a level never holds
    // more than every arrangement.
    std::array<std::array<State, kArrangements>, 3> levels{};
    bool used = false;  // the depth tables need clearing before the next search
};
// Zero, so the compiler places it in .bss: no code clears it at start-up.
inline SearchMemory search_memory;

// The depth tables, clear. Their pages are written once before the search
// reads them: reading an untouched page first would map it as zeros and then
// fault again on the first write.
inline void clear_depth_tables(SearchMemory& memory) {
    constexpr std::size_t kPage = 4096;
    for (DepthTable::Bits& bits : memory.depth) {
        if (memory.used)
            bits.fill(0);
        else
            for (std::size_t at = 0; at < bits.size(); at += kPage) bits[at] = 0;
    }
    memory.used = true;
}

// One side of the search: a breadth-first search from `origin`, one level at
// a time, labelling depths mod 3 in its own two-bit table. `spare` is where
// the next level is built; it takes this side's old level in exchange.
class Frontier {
public:
    Frontier(State origin, DepthTable::Bits& depth, State* level, State** spare)
        : depth_(depth), level_(level), spare_(spare) {
        level_[0] = origin;
        size_ = 1;
        depth_.label(indexer().rank(origin), 0);
    }

    int radius() const { return radius_; }
    const State* begin() const { return level_; }
    const State* end() const { return level_ + size_; }
    std::size_t size() const { return size_; }
    const DepthTable& depth() const { return depth_; }

    // Labels the next level; returns whether it reached a state `other` labels.
    // Only a vertical slide's result is ranked afresh (Slide says why).
    bool expand(const DepthTable& other) {
        const Indexer& index = indexer();
        const unsigned label = static_cast<unsigned>(radius_ + 1) % 3;
        bool met = false;
        State* const next = *spare_;
        std::size_t next_size = 0;
        for (const State state : *this) {
            const int rank = index.rank(state);
            const std::uint32_t tiles = state & kTileBits;
            for (const Slide& sliding : kSlides[static_cast<std::size_t>(blank_of(state))]) {
                if (sliding.from < 0) break;
                const State blank_moved = static_cast<State>(sliding.from) << 24;
                State moved = tiles | blank_moved;
                int i = rank + sliding.rank_step;
                if (sliding.vertical) {
                    moved = rotated(tiles, sliding) | blank_moved;
                    i = index.rank(moved);
                }
                if (depth_.get(i) != DepthTable::kUnvisited) continue;
                depth_.label(i, label);
                next[next_size++] = moved;
                met = met || other.get(i) != DepthTable::kUnvisited;
            }
        }
        *spare_ = level_;
        level_ = next;
        size_ = next_size;
        ++radius_;
        return met;
    }

private:
    DepthTable depth_;
    State* level_;
    State** spare_;
    std::size_t size_ = 0;
    int radius_ = 0;
};

// The states of a level, each with its rank, sorted by rank.
using RankedLevel = std::vector<std::pair<int, State>>;

// Once the searches met: the start side's states on a shortest path, level
// by level: at the meeting level those the target side has seen; below, the
// neighbours labelled one level closer to the start of those above (a few
// hundred states, not every one the search saw).
std::vector<RankedLevel> states_on_shortest_paths(const Frontier& forward, const Frontier& backward) {
    const Indexer& index = indexer();
    const int meeting = forward.radius();
    std::vector<RankedLevel> on_path(static_cast<std::size_t>(meeting) + 1);
    for (const State state : forward) {
        const int i = index.rank(state);
        if (backward.depth().get(i) != DepthTable::kUnvisited) on_path.back().push_back({i, state});
    }
    std::sort(on_path.back().begin(), on_path.back().end());
    for (int k = meeting; k > 0; --k) {
        RankedLevel& below = on_path[static_cast<std::size_t>(k - 1)];
        const unsigned label = static_cast<unsigned>(k - 1) % 3;
        for (const auto& ranked : on_path[static_cast<std::size_t>(k)]) {
            const State state = ranked.second;
            for (const int from : kSlidingCells[static_cast<std::size_t>(blank_of(state))]) {
                if (from < 0) break;
                const State moved = slide(state, from);
                const int i = index.rank(moved);
                if (forward.depth().get(i) == label) below.push_back({i, moved});
            }
        }
        std::sort(below.begin(), below.end());
        below.erase(std::unique(below.begin(), below.end()), below.end());
    }
    return on_path;
}

// The lexicographically first shortest plan, by breadth-first search from
// both ends. The searches grow the smaller frontier a whole level at a time
// until they meet; the plan's length is then the sum of their radii. The
// walk from the start takes, at each step, the smallest (row, col) tile whose
// move stays on a shortest path: among states_on_shortest_paths up to the
// meeting level, by the target side's labels (one level closer) after it.
std::vector<Move> shortest_plan(Board start_board) {
    const Indexer& index = indexer();
    const State start = to_state(start_board), target = to_state(kTarget);
    if (start == target) return {};
    SearchMemory& memory = search_memory;
    clear_depth_tables(memory);
    State* spare = memory.levels[2].data();
    Frontier forward(start, memory.depth[0], memory.levels[0].data(), &spare);
    Frontier backward(target, memory.depth[1], memory.levels[1].data(), &spare);
    // Every arrangement reaches the target (statement.md), so the two meet.
    for (bool met = false; !met;) {
        if (forward.size() <= backward.size())
            met = forward.expand(backward.depth());
        else
            met = backward.expand(forward.depth());
    }
    const int meeting = forward.radius(), distance = forward.radius() + backward.radius();

    const std::vector<RankedLevel> on_path = states_on_shortest_paths(forward, backward);
    const auto lies_on_path = [&](int k, int i) {
        const auto& level = on_path[static_cast<std::size_t>(k)];
        const auto found = std::lower_bound(level.begin(), level.end(), std::pair<int, State>{i, 0});
        return found != level.end() && found->first == i;
    };

    std::vector<Move> plan;
    State state = start;
    for (int k = 0; k < distance; ++k) {
        const bool start_side = k + 1 <= meeting;
        const unsigned wanted = static_cast<unsigned>(distance - k - 1) % 3;
        for (const int from : kSlidingCells[static_cast<std::size_t>(blank_of(state))]) {
            if (from < 0) break;
            const State moved = slide(state, from);
            const int i = index.rank(moved);
            if (start_side ? !lies_on_path(k + 1, i) : backward.depth().get(i) != wanted) continue;
            plan.push_back({from / 3 + 1, from % 3 + 1});
            state = moved;
            break;
        }
    }
    return plan;
}

// A hint for boards typed with Latin look-alikes of the Cyrillic letters.
std::string latin_hint(const std::array<char32_t, kCells>& cells) {
    std::string where;
    for (std::size_t i = 0; i < cells.size(); ++i) {
        if (std::u32string_view(U"XAMEOH").find(cells[i]) == std::u32string_view::npos) continue;
        where += (where.empty() ? "" : ", ") + std::string("(") + std::to_string(i / 3 + 1) + "," + std::to_string(i % 3 + 1) + ")";
    }
    return where.empty() ? "" : "chameleon: hint: Latin letters, not Cyrillic, at " + where + "\n";
}

std::string format_plan(const std::vector<Move>& plan) {
    std::string text = std::to_string(plan.size()) + "\n";
    for (const Move& move : plan) text += std::to_string(move.row) + " " + std::to_string(move.col) + "\n";
    return text;
}

// submission: leave out from here
// ---------------------------------------------------------------------------
// The words of --explain and --html, one table per language (--lang): {1},
// {2}, ... are filled in by judge::fill; the glossaries (docs/glossary/)
// give the terms.

struct Messages {
    judge::Language language;
    const char* puzzle;  // the page's title
    judge::Noun moves;
    const char* start;          // {1} the moves to the goal
    const char* move;           // {1} the move, {2} its "row column"
    const char* not_the_word;   // --explain's reason for «Нет решения»
    const char* start_caption;
    const char* move_caption;   // {1} the move, {2} of how many, {3} the letter, {4} from, {5} to
    const char* goal;
    const char* read_as;        // {1} the encoding
    const char* answer;
    const char* the_input;
    const char* why;            // the picture's reason for «Нет решения»
    const char* strangers;
    const char* solved;
    const char* plan;
};

inline constexpr Messages kMessages[] = {
    {judge::Language::kEnglish, "chameleon", {"move", "moves", "moves"},
     "Start ({1} to the target):", "Move {1}: {2}",
     "No plan: the letters are not those of ХАМЕЛЕОН and one empty cell.",
     "start", "move {1} of {2}: {3} at {4} slides to {5}", "the goal",
     "Read as {1}; shown in Cyrillic whatever the encoding. Moves name the tile slid into the empty cell as "
     "\"row column\", from 1.",
     "Answer:", "the input",
     "The letters are not those of ХАМЕЛЕОН and one empty cell, so no sequence of moves can spell it.",
     "The tiles marked ? are no letters of the word (a Latin look-alike, say).",
     "The board is already solved.", "Plan:"},
    {judge::Language::kRussian, "Хамелеон", {"ход", "хода", "ходов"},
     "Начало ({1} до цели):", "Ход {1}: {2}",
     "Решения нет: на поле не буквы слова ХАМЕЛЕОН с одной пустой клеткой.",
     "начало", "ход {1} из {2}: {3} из {4} сдвигается в {5}", "цель",
     "Прочитано в кодировке {1}; буквы показаны кириллицей, какой бы ни была кодировка. Ход называет фишку, "
     "которую сдвигают в пустую клетку, как «строка столбец», считая с 1.",
     "Ответ:", "входные данные",
     "На поле не буквы слова ХАМЕЛЕОН с одной пустой клеткой, поэтому никакая последовательность ходов не сложит "
     "это слово.",
     "Фишки со знаком ? — не буквы этого слова (например, похожие на них латинские).",
     "Поле уже собрано.", "План:"},
    {judge::Language::kRomanian, "Хамелеон", {"mutare", "mutări", "mutări"},
     "Început ({1} până la configurația finală):", "Mutarea {1}: {2}",
     "Nu există soluție: literele de pe tablă nu sunt cele ale cuvântului ХАМЕЛЕОН și o celulă liberă.",
     "început", "mutarea {1} din {2}: {3} de la {4} trece la {5}", "configurația finală",
     "Citit în codificarea {1}; literele apar în chirilică, oricare ar fi codificarea. O mutare numește piesa "
     "mutată în celula liberă prin „rând coloană”, numerotate de la 1.",
     "Răspuns:", "datele de intrare",
     "Literele nu sunt cele ale cuvântului ХАМЕЛЕОН și o celulă liberă, deci nicio succesiune de mutări nu îl "
     "poate forma.",
     "Piesele marcate cu ? nu sunt litere ale cuvântului (de exemplu, litere latine asemănătoare).",
     "Tabla este deja rezolvată.", "Succesiunea de mutări:"},
};

inline const Messages& messages(judge::Language language) { return kMessages[static_cast<int>(language)]; }

// ---------------------------------------------------------------------------
// --explain: the board before the plan and after each move, the moved letter
// in brackets, in UTF-8 whatever the input's encoding ("_" = the empty cell).

int blank_cell(Board board) {
    for (int cell = 0; cell < kCells; ++cell)
        if (tile_at(board, cell) == kBlank) return cell;
    return -1;
}

// The board after sliding the tile at `from` into the blank at `blank`.
Board slide_tile(Board board, int from, int blank) {
    const Board tile = (board >> (3 * from)) & 7u;
    return (board & ~(7u << (3 * from))) | (tile << (3 * blank));
}

// One character in UTF-8, the encoding of everything written for people.
std::string utf8(char32_t c) { return judge::encode_utf8(std::u32string(1, c)); }

void explain_plan(Board board, const std::vector<Move>& plan, const Messages& words, std::ostream& out) {
    const auto draw = [&](int marked) {
        for (int cell = 0; cell < kCells; ++cell) {
            const Tile tile = tile_at(board, cell);
            const std::string letter = tile == kBlank ? "_" : utf8(kLetters[tile]);
            out << (cell == marked ? "[" + letter + "]" : " " + letter + " ") << (cell % 3 == 2 ? "\n" : "");
        }
    };
    out << judge::fill(words.start, {judge::count_in(words.language, static_cast<long long>(plan.size()), words.moves)})
        << "\n";
    draw(-1);
    int number = 0;
    for (const Move& move : plan) {
        const int from = (move.row - 1) * 3 + (move.col - 1), blank = blank_cell(board);
        board = slide_tile(board, from, blank);
        out << judge::fill(words.move, {std::to_string(++number), std::to_string(move.row) + " " + std::to_string(move.col)})
            << "\n";
        draw(blank);
    }
}

void explain(const std::string& input, std::ostream& out, judge::Language language = judge::Language::kEnglish) {
    const Messages& words = messages(language);
    const std::optional<Board> start = to_tiles(parse(input).cells);
    if (!start) {
        out << words.not_the_word << "\n";
        return;
    }
    explain_plan(*start, shortest_plan(*start), words, out);
}

// ---------------------------------------------------------------------------
// --html: the board before the plan and after every move, the tile just moved
// marked, the plan's moves beneath, and the step control; the letters in
// Cyrillic (the page is UTF-8) whatever the input's encoding.

// One board as SVG, `pixels` wide; `marked` is the cell of the tile just
// moved (-1 for none). `cells` holds what each cell shows; a tile that is no
// letter of the word (a Latin look-alike, say) is outlined in red and marked
// "?" in its corner. Rows and columns are numbered from 1 on the top and
// left edges, as the plan names them.
constexpr double kEdgeFont = .26, kEdgeGap = .08;
constexpr const char* kStrangerColour = "#b3261e";
bool in_word(const std::string& letter) {
    for (const char32_t c : kLetters)
        if (c != U' ' && judge::encode_utf8(std::u32string(1, c)) == letter) return true;
    return false;
}
std::string board_svg(const std::array<std::string, kCells>& cells, int marked, int pixels) {
    using judge::html::number;
    const double margin = kEdgeGap + kEdgeFont * 1.1, size = 3 + margin;
    std::string svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"" + number(-margin) + " " + number(-margin) +
                      " " + number(size) + " " + number(size) + "\" width=\"" + std::to_string(pixels) + "\">" +
                      judge::html::edge_numbers(3, 3, 1, kEdgeFont, 1, kEdgeGap);
    for (int cell = 0; cell < kCells; ++cell) {
        const std::string x = std::to_string(cell % 3), y = std::to_string(cell / 3);
        const std::string& letter = cells[static_cast<std::size_t>(cell)];
        const bool blank = letter == " ", stranger = !blank && !in_word(letter);
        svg += "<rect class=\"" + std::string(blank ? "blank" : cell == marked ? "tile moved" : stranger ? "tile stranger" : "tile") +
               "\" x=\"" + x + ".04\" y=\"" + y + ".04\" width=\".92\" height=\".92\" rx=\".1\" fill=\"" +
               (blank ? "#e9ecef" : cell == marked ? "#ffd166" : "#8ecae6") + "\" stroke=\"" +
               (stranger ? kStrangerColour : "#1d3557") + "\" stroke-width=\"" + (blank ? "0" : stranger ? ".08" : ".04") + "\"/>";
        if (!blank)
            svg += "<text x=\"" + x + ".5\" y=\"" + y + ".5\" dy=\".2\" font-size=\".56\" text-anchor=\"middle\" "
                   "fill=\"#1d3557\">" + judge::html::escape(letter) + "</text>";
        if (stranger)
            svg += "<text x=\"" + x + ".82\" y=\"" + y + ".3\" font-size=\".24\" font-weight=\"600\" text-anchor=\"middle\" "
                   "fill=\"" + kStrangerColour + "\">?</text>";
    }
    return svg + "</svg>";
}

// A board as a frame of the step control (frame `step`, under `caption`).
std::string board_frame(const std::array<std::string, kCells>& cells, int marked, int step,
                        const std::string& caption, int pixels = 120) {
    return "<figure class=\"frame\" data-step=\"" + std::to_string(step) + "\">" + board_svg(cells, marked, pixels) +
           "<figcaption>" + caption + "</figcaption></figure>\n";
}

std::array<std::string, kCells> cell_letters(Board board) {
    std::array<std::string, kCells> cells;
    for (int cell = 0; cell < kCells; ++cell)
        cells[static_cast<std::size_t>(cell)] = utf8(kLetters[tile_at(board, cell)]);
    return cells;
}

// The plan's frames and moves: frame k is the board after move k.
std::string plan_frames(Board board, const std::vector<Move>& plan, const Messages& words, std::string& moves) {
    std::string frames = board_frame(cell_letters(board), -1, 0, words.start_caption);
    for (std::size_t i = 0; i < plan.size(); ++i) {
        const Move& move = plan[i];
        const int from = (move.row - 1) * 3 + (move.col - 1), blank = blank_cell(board);
        const std::string letter = utf8(kLetters[tile_at(board, from)]);
        board = slide_tile(board, from, blank);
        const std::string where = std::to_string(move.row) + " " + std::to_string(move.col);
        frames += board_frame(cell_letters(board), blank, static_cast<int>(i + 1),
                              judge::fill(words.move_caption,
                                          {std::to_string(i + 1), std::to_string(plan.size()), letter, where,
                                           std::to_string(blank / 3 + 1) + " " + std::to_string(blank % 3 + 1)}));
        moves += "<li class=\"move\">" + where + " <small>(" + letter + ")</small></li>";
    }
    return frames;
}

// The goal, as the statement gives it, drawn beside every board (a figure
// of its own, not a frame of the step control).
std::string goal_figure(const Messages& words) {
    return "<figure class=\"goal\">" + board_svg(cell_letters(kTarget), -1, 120) + "<figcaption>" + words.goal +
           "</figcaption></figure>\n";
}

std::string page(const std::string& input, const std::string& input_name,
                 judge::Language language = judge::Language::kEnglish) {
    const Messages& words = messages(language);
    const ParsedBoard parsed = parse(input);
    const std::optional<Board> start = to_tiles(parsed.cells);
    std::string body = "<h1>" + judge::encode_utf8(U"«Хамелеон»: ") +
                       judge::html::escape(judge::html::file_name(input_name, language)) + "</h1>\n<p>" +
                       judge::html::escape(judge::fill(words.read_as, {kEncodingNames[static_cast<int>(parsed.encoding)]})) +
                       "</p>\n";
    if (!start) {
        std::array<std::string, kCells> cells;
        bool strangers = false;
        for (std::size_t i = 0; i < cells.size(); ++i) {
            cells[i] = utf8(parsed.cells[i]);
            strangers = strangers || (cells[i] != " " && !in_word(cells[i]));
        }
        body += "<p>" + std::string(words.answer) + " <span class=\"answer\">" + judge::encode_utf8(kNoSolution) +
                "</span></p>\n<div class=\"side-by-side\"><div class=\"frames\">" +
                board_frame(cells, -1, 0, words.the_input, 240) + "</div>" + goal_figure(words) + "</div>\n" +
                "<p class=\"note why\">" + words.why + (strangers ? " " + std::string(words.strangers) : "") + "</p>\n";
        return judge::html::render({words.puzzle, input_name, body, "", language});
    }
    const std::vector<Move> plan = shortest_plan(*start);
    std::string moves;
    const std::string frames = plan_frames(*start, plan, words, moves);
    body += "<p>" + std::string(words.answer) + " <span class=\"answer\">" +
            judge::count_in(language, static_cast<long long>(plan.size()), words.moves) + "</span></p>\n";
    body += "<div class=\"side-by-side\">" + judge::html::stepper(frames, 300, language) + goal_figure(words) + "</div>\n";
    body += plan.empty() ? "<p>" + std::string(words.solved) + "</p>\n"
                         : "<p>" + std::string(words.plan) + "</p>\n<ol class=\"plan moves\">" + moves + "</ol>\n";
    return judge::html::render({words.puzzle, input_name, body, judge::html::kStepControlScript, language});
}

// What --help prints under the usage line: the task and the input format.
constexpr const char* kAbout =
    "Shortest plan for the 3x3 «Хамелеон» sliding puzzle, or «Нет решения».\n\n"
    "Input: three lines of three characters, the letters of ХАМЕЛЕОН and a space\n"
    "for the empty cell, in UTF-8, CP1251, CP866 or KOI8-R. Output: the number of\n"
    "moves, then \"row column\" (1..3) of each tile moved, or «Нет решения».";
// submission: leave out to here

std::string solve(const std::string& input, std::string& notes) {
    const ParsedBoard parsed = parse(input);
    const std::optional<Board> start = to_tiles(parsed.cells);
    if (!start) {
        notes += latin_hint(parsed.cells);
        return judge::encode(kNoSolution, parsed.encoding) + "\n";
    }
    return format_plan(shortest_plan(*start));
}

}  // namespace chameleon

#ifndef JUDGE_NO_MAIN
int main(int argc, char** argv) {
    judge::Program program{"chameleon", {"input.txt", "output.txt", chameleon::kMaxInputBytes}, chameleon::solve};
    // submission: leave out from here
    program.explain = chameleon::explain;
    program.picture = chameleon::page;
    if (judge::asks_for_help(argc, argv)) return judge::print_help(program, chameleon::kAbout);
    // submission: leave out to here
    return judge::run_judge(argc, argv, program);
}
#endif
