// «Хамелеон» (../shared/problems/chameleon.md): the 3x3 sliding puzzle with
// the letters of ХАМЕЛЕОН; prints a shortest plan (the tiles moved, "row col"
// each) or «Нет решения». Input in UTF-8, CP1251, CP866 or KOI8-R.
//
// The search: the 9!/2 = 181440 arrangements (the two Е are interchangeable)
// have a perfect index (blank cell * C(8,2) pairs of Е cells * 6! orders of
// the other letters). Breadth-first search from the target stores, per
// arrangement, only its depth mod 3, with the fourth value of two bits meaning
// "unvisited", and stops as soon as it labels the start. The plan is then
// walked forward from the start: a neighbour one move closer is the one whose
// label is the start's minus one mod 3 (neighbours differ by exactly one in
// depth, since each move takes the blank to a cell of the other colour of a
// chessboard). Among those, the tile with the smallest (row, col) is moved, so
// the plan is the lexicographically first shortest one. Time O(181440 * 4).
//
// The book's exercise: how many bits per vertex at least? Two. The walk back
// must tell a neighbour one move closer (depth d-1) from one farther (d+1);
// the two differ by 2, so the label must keep depth mod 3 (mod 2 cannot tell
// them apart), three values, and the search must also tell unvisited
// arrangements apart: four values, two bits. One bit ("seen") would do only at
// the price of a fresh search for every move of the plan. The book's idea of
// storing the direction the blank came from needs 4 directions + "unvisited",
// five values, three bits. Here: 181440 * 2 bits = 45,360 bytes, plus the BFS
// queue of packed boards (4 bytes each, at most 725,760 bytes).

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "../common/grid.hpp"

namespace chameleon {

constexpr int kCells = 9;
constexpr int kArrangements = 181440;

// Tile symbols; the blank is 0. A board packs 3 bits per cell, cell i
// (row i / 3, column i % 3, 0-based) at bits 3i..3i+2.
enum Tile : std::uint32_t { kBlank, kKha, kA, kEm, kIe, kEl, kO, kEn };
constexpr std::array<char32_t, 8> kLetters{U' ', U'Х', U'А', U'М', U'Е', U'Л', U'О', U'Н'};
constexpr std::array<Tile, kCells> kTargetTiles{kKha, kA, kEm, kIe, kEl, kIe, kO, kEn, kBlank};

using Board = std::uint32_t;

constexpr Tile tile_at(Board board, int cell) { return static_cast<Tile>((board >> (3 * cell)) & 7u); }

constexpr Board pack(const std::array<Tile, kCells>& tiles) {
    Board board = 0;
    for (int cell = 0; cell < kCells; ++cell) board |= static_cast<Board>(tiles[static_cast<std::size_t>(cell)]) << (3 * cell);
    return board;
}

constexpr Board kTarget = pack(kTargetTiles);

int blank_cell(Board board) {
    for (int cell = 0; cell < kCells; ++cell)
        if (tile_at(board, cell) == kBlank) return cell;
    return -1;
}

// The board after sliding the tile at `from` into the blank at `blank`.
Board slide(Board board, int from, int blank) {
    const Board tile = (board >> (3 * from)) & 7u;
    return (board & ~(7u << (3 * from))) | (tile << (3 * blank));
}

// The cells from which a tile can slide into the blank, in increasing order
// (so the first closer neighbour found moves the tile with the smallest
// (row, col)); -1 pads.
std::array<int, 4> sliding_cells(int blank) {
    std::array<int, 4> cells{-1, -1, -1, -1};
    std::size_t count = 0;
    const int row = blank / 3, col = blank % 3;
    if (row > 0) cells[count++] = blank - 3;
    if (col > 0) cells[count++] = blank - 1;
    if (col < 2) cells[count++] = blank + 1;
    if (row < 2) cells[count++] = blank + 3;
    return cells;
}

// The perfect index in 0..181439 of a board holding the target's tiles.
int rank(Board board) {
    int blank = 0, first_ie = -1, second_ie = -1, others = 0, order = 0;
    std::array<int, 6> sequence{};
    int slot = 0;  // position among the 8 non-blank cells
    for (int cell = 0; cell < kCells; ++cell) {
        const Tile tile = tile_at(board, cell);
        if (tile == kBlank) {
            blank = cell;
            continue;
        }
        if (tile == kIe)
            (first_ie < 0 ? first_ie : second_ie) = slot;
        else
            sequence[static_cast<std::size_t>(others++)] = static_cast<int>(tile < kIe ? tile - 1 : tile - 2);  // 0..5
        ++slot;
    }
    // Pairs (i < j) of the 8 slots in lexicographic order: 28 of them.
    const int pair = first_ie * (15 - first_ie) / 2 + (second_ie - first_ie - 1);
    // Lehmer code of the six distinct letters: 720 orders.
    for (std::size_t i = 0; i < 6; ++i) {
        int smaller_later = 0;
        for (std::size_t j = i + 1; j < 6; ++j) smaller_later += sequence[j] < sequence[i];
        order = order * static_cast<int>(6 - i) + smaller_later;
    }
    return (blank * 28 + pair) * 720 + order;
}

// Two bits per arrangement: depth mod 3, or kUnvisited.
class DepthTable {
public:
    static constexpr unsigned kUnvisited = 3;
    DepthTable() : bits_(kArrangements / 4, 0xFF) {}
    unsigned get(int index) const { return (bits_[static_cast<std::size_t>(index) >> 2] >> shift(index)) & 3u; }
    void set(int index, unsigned label) {
        std::uint8_t& byte = bits_[static_cast<std::size_t>(index) >> 2];
        byte = static_cast<std::uint8_t>((byte & ~(3u << shift(index))) | (label << shift(index)));
    }
    std::size_t bytes() const { return bits_.size(); }

private:
    static unsigned shift(int index) { return 2u * (static_cast<unsigned>(index) & 3u); }
    std::vector<std::uint8_t> bits_;
};

// Breadth-first search from the target until `start` is labelled; without a
// start, every arrangement is labelled.
DepthTable label_depths(std::optional<Board> start) {
    DepthTable depth;
    std::vector<Board> queue;
    queue.reserve(kArrangements);
    queue.push_back(kTarget);
    depth.set(rank(kTarget), 0);
    const auto done = [&, start_index = start ? rank(*start) : -1] {
        return start_index >= 0 && depth.get(start_index) != DepthTable::kUnvisited;
    };
    for (std::size_t head = 0; head < queue.size() && !done(); ++head) {
        const Board board = queue[head];
        const unsigned next_label = (depth.get(rank(board)) + 1) % 3;
        const int blank = blank_cell(board);
        for (const int from : sliding_cells(blank)) {
            if (from < 0) break;
            const Board next = slide(board, from, blank);
            const int index = rank(next);
            if (depth.get(index) != DepthTable::kUnvisited) continue;
            depth.set(index, next_label);
            queue.push_back(next);
        }
    }
    return depth;
}

struct Move {
    int row, col;  // 1-based, of the tile that slides into the blank
};

// The lexicographically first shortest plan from `start`, which `depth` labels.
std::vector<Move> walk_plan(const DepthTable& depth, Board start) {
    std::vector<Move> plan;
    for (Board board = start; board != kTarget;) {
        const unsigned closer = (depth.get(rank(board)) + 2) % 3;
        const int blank = blank_cell(board);
        for (const int from : sliding_cells(blank)) {
            const Board next = slide(board, from, blank);
            if (depth.get(rank(next)) != closer) continue;
            plan.push_back({from / 3 + 1, from % 3 + 1});
            board = next;
            break;
        }
    }
    return plan;
}

std::vector<Move> shortest_plan(Board start) { return walk_plan(label_depths(start), start); }

// ---------------------------------------------------------------------------
// Input: three rows of three cells; a space is the blank; rows shorter than
// three characters are padded with spaces; text beyond the third column must
// be spaces. Blank lines are skipped.

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

ParsedBoard parse(const std::string& input) {
    judge::DecodedText decoded = judge::decode_russian_text(input, letter_preference);
    ParsedBoard board;
    const bool any_cyrillic = std::any_of(decoded.text.begin(), decoded.text.end(), judge::is_russian_letter);
    board.encoding = decoded.had_bom || !any_cyrillic ? judge::Encoding::kUtf8 : decoded.encoding;
    judge::Reader reader(judge::encode_utf8(decoded.text));
    for (int row = 0; row < 3; ++row) {
        const std::optional<std::string> line = reader.read_nonblank_line();
        if (!line)
            judge::fail_input(reader.line(), "the board has " + std::to_string(row) + " rows, 3 are needed");
        std::size_t ignored = 0;
        const std::u32string text = *judge::decode_utf8(*line, ignored);
        for (std::size_t col = 0; col < text.size(); ++col) {
            const char32_t c = text[col];
            const int column = static_cast<int>(col) + 1;
            if (c < 0x20 || c == 0x7F)
                judge::fail_input(reader.last_line(), column, "control character " + judge::describe_byte(static_cast<char>(c)) + " in the board");
            if (col >= 3 && c != U' ')
                judge::fail_input(reader.last_line(), column, "a letter beyond the third column");
            if (col < 3) board.cells[static_cast<std::size_t>(row * 3) + col] = c;
        }
        for (std::size_t col = text.size(); col < 3; ++col) board.cells[static_cast<std::size_t>(row * 3) + col] = U' ';
    }
    reader.expect_end("the 3 rows of the board");
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

// --explain: the board before the plan and after each move, the moved letter
// in brackets, in UTF-8 whatever the input's encoding ("_" = the empty cell).
void explain(Board board, const std::vector<Move>& plan, std::ostream& out) {
    const auto draw = [&](int marked) {
        for (int cell = 0; cell < kCells; ++cell) {
            const Tile tile = tile_at(board, cell);
            const std::string letter = tile == kBlank ? "_" : judge::encode_utf8(std::u32string(1, kLetters[tile]));
            out << (cell == marked ? "[" + letter + "]" : " " + letter + " ") << (cell % 3 == 2 ? "\n" : "");
        }
    };
    out << "Start (" << plan.size() << " moves to the target):\n";
    draw(-1);
    int number = 0;
    for (const Move& move : plan) {
        const int from = (move.row - 1) * 3 + (move.col - 1), blank = blank_cell(board);
        board = slide(board, from, blank);
        out << "Move " << ++number << ": " << move.row << " " << move.col << "\n";
        draw(blank);
    }
}

std::string solve(const std::string& input, const judge::Options& options, std::ostream& diagnostics) {
    const ParsedBoard parsed = parse(input);
    const std::optional<Board> start = to_tiles(parsed.cells);
    if (!start) {
        diagnostics << latin_hint(parsed.cells);
        if (options.explain) diagnostics << "No plan: the letters are not those of ХАМЕЛЕОН and one empty cell.\n";
        return judge::encode(U"Нет решения\n", parsed.encoding);
    }
    const std::vector<Move> plan = shortest_plan(*start);
    if (options.explain) explain(*start, plan, diagnostics);
    return format_plan(plan);
}

constexpr const char* kSummary =
    "Shortest plan for the 3x3 «Хамелеон» sliding puzzle, or «Нет решения».";

}  // namespace chameleon

#ifndef JUDGE_NO_MAIN
int main(int argc, char** argv) {
    return judge::run_judge(argc, argv, "chameleon", {"input.txt", "output.txt"}, chameleon::kSummary,
                            chameleon::solve);
}
#endif
