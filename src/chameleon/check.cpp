// chameleon-check: the «Хамелеон» checker (testlib verdicts). Any legal
// shortest plan is accepted: the count, then that many moves "row col", each
// sliding a tile next to the empty cell into it, ending on the target, as
// short as the jury's. «Нет решения» may come in UTF-8 or in the input's
// encoding. Usage: chameleon-check INPUT OUTPUT ANSWER.

#include <optional>
#include <string>
#include <string_view>

#include "../common/checker.hpp"
#define JUDGE_NO_MAIN
#include "main.cpp"

namespace chameleon::check {

constexpr int kMostMoves = 1000000;  // a longer count is malformed, not read

inline std::string cell_name(int cell) {
    return "(" + std::to_string(cell / 3 + 1) + "," + std::to_string(cell % 3 + 1) + ")";
}

// Whether `tokens` continue with «Нет решения» in UTF-8 or in `encoding`.
inline bool says_no_solution(std::string_view first, checker::Tokens& tokens, judge::Encoding encoding) {
    for (const judge::Encoding e : {judge::Encoding::kUtf8, encoding})
        if (first == judge::encode(U"Нет", e)) {
            const std::optional<std::string_view> second = tokens.next();
            return second && *second == judge::encode(U"решения", e);
        }
    return false;
}

// The jury's answer: the length of a shortest plan, or nullopt for «Нет решения».
struct JuryAnswer {
    bool readable = false;
    std::optional<long long> moves;
};

inline JuryAnswer read_jury_answer(const std::string& answer, judge::Encoding encoding) {
    checker::Tokens tokens(answer);
    const std::optional<std::string_view> first = tokens.next();
    if (!first) return {};
    if (says_no_solution(*first, tokens, encoding)) return {true, std::nullopt};
    const std::optional<long long> count = checker::plain_number(*first, kMostMoves);
    return {count.has_value(), count};
}

// Plays the contestant's plan from `board`; the first illegal move, a plan
// that ends elsewhere or one longer than the jury's is a wrong answer.
inline checker::Result check_plan(Board start, checker::Tokens& tokens, long long count, long long shortest) {
    State state = to_state(start);
    for (long long move = 1; move <= count; ++move) {
        std::optional<long long> coordinate[2];
        for (auto& c : coordinate) {
            const std::optional<std::string_view> token = tokens.next();
            if (!token)
                return checker::presentation_error("the plan announces " + judge::count_of(count, "move") + ", the output ends in move " +
                                                   std::to_string(move));
            c = checker::plain_number(*token, 9);
            if (!c) return checker::presentation_error("move " + std::to_string(move) + ": expected row and column, found " + checker::quote(*token));
        }
        const auto row = static_cast<int>(*coordinate[0]), col = static_cast<int>(*coordinate[1]);
        const std::string said = "move " + std::to_string(move) + ": " + std::to_string(row) + " " + std::to_string(col);
        if (row < 1 || row > 3 || col < 1 || col > 3) return checker::wrong_answer(said + " is outside the board");
        const int from = (row - 1) * 3 + (col - 1), blank = blank_of(state);
        const int apart = std::abs(from / 3 - blank / 3) + std::abs(from % 3 - blank % 3);
        if (apart != 1)
            return checker::wrong_answer(said + (apart == 0 ? " is the empty cell " : " is not next to the empty cell ") + cell_name(blank));
        state = slide(state, from);
    }
    if (const std::optional<std::string_view> extra = tokens.next())
        return checker::presentation_error("output after the " + judge::count_of(count, "announced move") + ": " + checker::quote(*extra));
    if (state != to_state(kTarget)) return checker::wrong_answer("after " + judge::count_of(count, "move") + " the board is not the target");
    if (count > shortest)
        return checker::wrong_answer("plan has " + judge::count_of(count, "move") + ", a shortest one has " + std::to_string(shortest));
    if (count < shortest)
        return checker::checker_failed("a legal plan of " + judge::count_of(count, "move") + ", shorter than the jury's " +
                                       std::to_string(shortest));
    return checker::accepted("a shortest plan of " + judge::count_of(count, "move"));
}

inline checker::Result check(const std::string& input, const std::string& output, const std::string& answer) {
    ParsedBoard parsed;
    try {
        parsed = parse(input);
    } catch (const judge::InputError& error) {
        return checker::checker_failed(std::string("the input is not a board: ") + error.what());
    }
    const std::optional<Board> start = to_tiles(parsed.cells);
    const JuryAnswer jury = read_jury_answer(answer, parsed.encoding);
    if (!jury.readable) return checker::checker_failed("the jury answer is neither a count nor «Нет решения»");
    if (jury.moves.has_value() != start.has_value())
        return checker::checker_failed(start ? "the jury says «Нет решения» to a board of ХАМЕЛЕОН"
                                             : "the jury gives a plan for a board whose letters are not ХАМЕЛЕОН");

    checker::Tokens tokens(output);
    const std::optional<std::string_view> first = tokens.next();
    if (!first) return checker::presentation_error("the output is empty");
    if (says_no_solution(*first, tokens, parsed.encoding)) {
        if (!tokens.at_end()) return checker::presentation_error("output after «Нет решения»");
        if (start) return checker::wrong_answer("expected a plan of " + judge::count_of(*jury.moves, "move") + ", found «Нет решения»");
        return checker::accepted("«Нет решения»");
    }
    const std::optional<long long> count = checker::plain_number(*first, kMostMoves);
    if (!count) return checker::presentation_error("expected the number of moves or «Нет решения», found " + checker::quote(*first));
    if (!start) return checker::wrong_answer("expected «Нет решения», found a plan of " + judge::count_of(*count, "move"));
    return check_plan(*start, tokens, *count, *jury.moves);
}

}  // namespace chameleon::check

#ifndef CHECKER_NO_MAIN
int main(int argc, char** argv) {
    return checker::run_checker(argc, argv, "chameleon-check",
                                "Checks a «Хамелеон» answer: any legal shortest plan, or «Нет решения».",
                                chameleon::check::check);
}
#endif
