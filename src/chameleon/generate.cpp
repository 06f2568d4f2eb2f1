// chameleon-generate: deterministic «Хамелеон» boards (the same bytes for a
// seed on every platform), valid for chameleon-validate: at a chosen distance
// from the target (0..31), uniform over all arrangements, or with wrong
// letters, in any supported encoding; and the boards one move closer to the
// target, which the stress command tries when it shrinks a failing board.

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "../common/generator.hpp"
#define JUDGE_NO_MAIN
#include "main.cpp"

namespace chameleon::generate {

constexpr int kLongestPlan = 31;

// Every arrangement by its distance from the target: one breadth-first search
// over the perfect index, done once (181440 states, a few milliseconds).
class Distances {
public:
    Distances() : distance_(kArrangements, -1) {
        const Indexer& index = indexer();
        const State target = to_state(kTarget);
        distance_[static_cast<std::size_t>(index.rank(target))] = 0;
        levels_.push_back({target});
        while (!levels_.back().empty()) {
            std::vector<State> next;
            for (const State state : levels_.back())
                for (const int from : kSlidingCells[static_cast<std::size_t>(blank_of(state))]) {
                    if (from < 0) break;
                    const State moved = slide(state, from);
                    int& d = distance_[static_cast<std::size_t>(index.rank(moved))];
                    if (d >= 0) continue;
                    d = static_cast<int>(levels_.size());
                    next.push_back(moved);
                }
            levels_.push_back(next);
        }
        levels_.pop_back();
    }
    int of(State state) const { return distance_[static_cast<std::size_t>(indexer().rank(state))]; }
    const std::vector<State>& at(int distance) const { return levels_[static_cast<std::size_t>(distance)]; }

private:
    std::vector<int> distance_;
    std::vector<std::vector<State>> levels_;
};

inline const Distances& distances() {
    static const Distances instance;
    return instance;
}

// The letters of a state, cell by cell (' ' = the blank).
inline std::u32string letters_of(State state) {
    std::u32string cells;
    std::uint32_t tiles = state & kTileBits;
    for (int cell = 0; cell < kCells; ++cell) {
        if (cell == blank_of(state)) {
            cells += U' ';
        } else {
            cells += kLetters[tiles & 7u];
            tiles >>= 3;
        }
    }
    return cells;
}

// A board as a test: three lines of three characters, "\n" after each.
inline std::string board_text(const std::u32string& cells, judge::Encoding encoding) {
    std::u32string text;
    for (std::size_t row = 0; row < 3; ++row) text += cells.substr(3 * row, 3) + U"\n";
    return judge::encode(text, encoding);
}

const std::vector<std::string> kKinds{"random", "distance", "unsolvable"};
const std::vector<std::string> kEncodings{"utf8", "cp1251", "cp866", "koi8r"};
constexpr std::array<judge::Encoding, 4> kEncodingValues{judge::Encoding::kUtf8, judge::Encoding::kCp1251,
                                                         judge::Encoding::kCp866, judge::Encoding::kKoi8r};

inline std::string generate(generator::Args& args) {
    judge::SplitMix64 rng(args.seed());
    const std::string kind = args.choice("kind", kKinds);
    const std::string encoding_name = args.choice("encoding", kEncodings);
    const auto encoding = kEncodingValues[static_cast<std::size_t>(
        std::find(kEncodings.begin(), kEncodings.end(), encoding_name) - kEncodings.begin())];
    const Distances& all = distances();
    if (kind == "distance") {
        const std::vector<State>& level = all.at(args.number("distance", 0, 0, kLongestPlan));
        return board_text(letters_of(level[static_cast<std::size_t>(rng.between(0, static_cast<int>(level.size()) - 1))]), encoding);
    }
    // Uniform over all arrangements: the k-th state counting level by level.
    int k = rng.between(0, kArrangements - 1), distance = 0;
    while (k >= static_cast<int>(all.at(distance).size())) k -= static_cast<int>(all.at(distance++).size());
    std::u32string cells = letters_of(all.at(distance)[static_cast<std::size_t>(k)]);
    if (kind == "unsolvable") {
        // One letter replaced by another capital: the letters are no longer ХАМЕЛЕОН.
        std::size_t cell = static_cast<std::size_t>(rng.between(0, kCells - 1));
        if (cells[cell] == U' ') cell = (cell + 1) % kCells;
        char32_t other = cells[cell];
        while (other == cells[cell]) other = judge::kCyrillicCapitalA + static_cast<char32_t>(rng.between(0, 31));
        cells[cell] = other;
    }
    return board_text(cells, encoding);
}

// The boards one move closer to the target than the board of `text`, in
// its encoding; none for a board whose letters are wrong.
inline std::vector<std::string> simpler(const std::string& text) {
    std::vector<std::string> variants;
    ParsedBoard parsed;
    try {
        parsed = parse(text);
    } catch (const judge::InputError&) {
        return variants;
    }
    const std::optional<Board> board = to_tiles(parsed.cells);
    if (!board) return variants;
    const State state = to_state(*board);
    const Distances& all = distances();
    for (const int from : kSlidingCells[static_cast<std::size_t>(blank_of(state))]) {
        if (from < 0) break;
        const State moved = slide(state, from);
        if (all.of(moved) < all.of(state)) variants.push_back(board_text(letters_of(moved), parsed.encoding));
    }
    return variants;
}

// The stress command's tests. The statement's limits: 1 s, 64 MiB.
inline constexpr double kTimeLimitSeconds = 1;
inline constexpr int kMemoryLimitMebibytes = 64;

// The options of the random test number `test`: random boards in every
// encoding in turn, now and then one with wrong letters. (Every board is
// 3 x 3: `size` is not used.)
inline std::map<std::string, std::string> stress_options(int test, int /*size*/) {
    const auto t = static_cast<std::size_t>(test);
    return {{"kind", t % 8 == 7 ? "unsolvable" : "random"}, {"encoding", kEncodings[t % kEncodings.size()]}};
}

// The round at full size: boards 28 to 31 moves from the target (the longest
// plans, and the searches' costliest), each in every encoding.
inline std::vector<std::map<std::string, std::string>> full_size_options(int /*size*/) {
    std::vector<std::map<std::string, std::string>> tests;
    for (int distance = 28; distance <= kLongestPlan; ++distance)
        for (const std::string& encoding : kEncodings)
            tests.push_back({{"kind", "distance"}, {"distance", std::to_string(distance)}, {"encoding", encoding}});
    return tests;
}

inline constexpr const char* kHelp =
    "Prints a «Хамелеон» board, valid for chameleon-validate; the same seed gives the\n"
    "same bytes everywhere.\n\n"
    "  --seed S        the test's seed (required)\n"
    "  --kind K        random (default; uniform over the 181440 arrangements),\n"
    "                  distance (a board --distance moves from the target),\n"
    "                  unsolvable (one letter replaced: the answer is «Нет решения»)\n"
    "  --distance D    0..31, for --kind distance (default 0)\n"
    "  --encoding E    utf8 (default), cp1251, cp866 or koi8r\n";

}  // namespace chameleon::generate

#ifndef GENERATOR_NO_MAIN
int main(int argc, char** argv) {
    return generator::run_generator(argc, argv, "chameleon-generate", chameleon::generate::kHelp,
                                    chameleon::generate::generate);
}
#endif
