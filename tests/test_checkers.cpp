// Unit tests of the three checkers, called directly: every sample answer is
// accepted; «Хамелеон»'s accepts any legal shortest plan (the lexicographically
// last, random ones from the brute force) and rejects longer, illegal, short
// or malformed plans, each with its testlib verdict and a message naming it.

#include <catch2/catch.hpp>

#include <string>

#define CHECKER_NO_MAIN
#include "../src/chameleon/check.cpp"
#include "../src/civ/check.cpp"
#include "../src/sokoban/check.cpp"
#include "../src/common/random.hpp"
#include "chameleon_brute.hpp"
#include "samples.hpp"

namespace {

checker::Result civ_check(const std::string& output, const std::string& answer) {
    return civ::check::check("", output, answer);
}

checker::Result sokoban_check(const std::string& output, const std::string& answer) {
    return sokoban::check::check("", output, answer);
}

checker::Result chameleon_check(const std::string& input, const std::string& output, const std::string& answer) {
    return chameleon::check::check(input, output, answer);
}

const std::string kStatement = "ХАМ\nЕ Е\nОЛН\n";  // 2 moves: 3 2, 3 3

}  // namespace

TEST_CASE("every sample's answer is accepted by its puzzle's checker") {
    const std::string root = SAMPLES_ROOT;
    int samples = 0;
    for (const auto& sample : testing_support::load_samples(root + "/civ")) {
        INFO(sample.name);
        CHECK(civ_check(sample.expected, sample.expected).verdict == checker::kAccepted);
        ++samples;
    }
    for (const auto& sample : testing_support::load_samples(root + "/sokoban")) {
        INFO(sample.name);
        CHECK(sokoban_check(sample.expected, sample.expected).verdict == checker::kAccepted);
        ++samples;
    }
    for (const auto& sample : testing_support::load_samples(root + "/chameleon")) {
        INFO(sample.name);
        CHECK(chameleon_check(sample.input, sample.expected, sample.expected).verdict == checker::kAccepted);
        ++samples;
    }
    CHECK(samples >= 40);
}

TEST_CASE("civ-check: one token compared exactly, whitespace around it free") {
    CHECK(civ_check("9/3\n", "9/3\n").verdict == checker::kAccepted);
    CHECK(civ_check("  9/3  ", "9/3\r\n").verdict == checker::kAccepted);
    CHECK(civ_check("IMPOSSIBLE", "IMPOSSIBLE\n").verdict == checker::kAccepted);
    const checker::Result wrong = civ_check("10/3\n", "9/3\n");
    CHECK(wrong.verdict == checker::kWrongAnswer);
    CHECK(wrong.message == "expected 9/3, found 10/3");
    CHECK(civ_check("IMPOSSIBLE\n", "9/3\n").message == "expected 9/3, found IMPOSSIBLE");
    CHECK(civ_check("3\n", "9/3\n").verdict == checker::kPresentationError);
    CHECK(civ_check("3\n", "9/3\n").message == "expected P/3 or IMPOSSIBLE, found 3");
    CHECK(civ_check("9/3 9/3\n", "9/3\n").message == "more than one answer: 9/3 after 9/3");
    CHECK(civ_check("", "9/3\n").message == "the output is empty");
    CHECK(civ_check("impossible\n", "9/3\n").verdict == checker::kPresentationError);
    CHECK(civ_check("\x01\x02garbage-garbage-garbage-garbage\n", "9/3\n").message ==
          "expected P/3 or IMPOSSIBLE, found \\x01\\x02garbage-garbage-garbag...");
    CHECK(civ_check("9/3\n", "nine\n").verdict == checker::kFail);
}

TEST_CASE("sokoban-check: the number of moves or -1, compared exactly") {
    CHECK(sokoban_check("14", "14\n").verdict == checker::kAccepted);
    CHECK(sokoban_check("-1\n", "-1\n").verdict == checker::kAccepted);
    CHECK(sokoban_check("13\n", "14\n").message == "expected 14, found 13");
    CHECK(sokoban_check("13\n", "14\n").verdict == checker::kWrongAnswer);
    CHECK(sokoban_check("014\n", "14\n").verdict == checker::kPresentationError);
    CHECK(sokoban_check("-2\n", "14\n").verdict == checker::kPresentationError);
    CHECK(sokoban_check("", "14\n").verdict == checker::kPresentationError);
    CHECK(sokoban_check("14\n", "").verdict == checker::kFail);
}

TEST_CASE("chameleon-check: the plan is played, not compared") {
    CHECK(chameleon_check(kStatement, "2\n3 2\n3 3\n", "2\n3 2\n3 3\n").verdict == checker::kAccepted);
    // Trailing spaces, CRLF and no final newline are not errors.
    CHECK(chameleon_check(kStatement, "2  \r\n3 2 \r\n3 3", "2\n3 2\n3 3\n").verdict == checker::kAccepted);

    const checker::Result detour = chameleon_check(kStatement, "4\n3 2\n3 3\n3 2\n3 3\n", "2\n3 2\n3 3\n");
    CHECK(detour.verdict == checker::kWrongAnswer);
    CHECK(detour.message == "plan has 4 moves, a shortest one has 2");

    const checker::Result illegal = chameleon_check(kStatement, "2\n1 1\n3 3\n", "2\n3 2\n3 3\n");
    CHECK(illegal.verdict == checker::kWrongAnswer);
    CHECK(illegal.message == "move 1: 1 1 is not next to the empty cell (2,2)");
    CHECK(chameleon_check(kStatement, "2\n3 2\n3 2\n", "2\n3 2\n3 3\n").message == "move 2: 3 2 is the empty cell (3,2)");
    CHECK(chameleon_check(kStatement, "2\n3 2\n4 3\n", "2\n3 2\n3 3\n").message == "move 2: 4 3 is outside the board");

    const checker::Result elsewhere = chameleon_check(kStatement, "2\n2 1\n1 1\n", "2\n3 2\n3 3\n");
    CHECK(elsewhere.verdict == checker::kWrongAnswer);
    CHECK(elsewhere.message == "after 2 moves the board is not the target");

    const checker::Result too_few = chameleon_check(kStatement, "3\n3 2\n3 3\n", "2\n3 2\n3 3\n");
    CHECK(too_few.verdict == checker::kPresentationError);
    CHECK(too_few.message == "the plan announces 3 moves, the output ends in move 3");
    const checker::Result too_many = chameleon_check(kStatement, "1\n3 2\n3 3\n", "2\n3 2\n3 3\n");
    CHECK(too_many.verdict == checker::kPresentationError);
    CHECK(too_many.message == "output after the 1 announced move: 3");

    CHECK(chameleon_check(kStatement, "", "2\n3 2\n3 3\n").verdict == checker::kPresentationError);
    CHECK(chameleon_check(kStatement, "two\n", "2\n3 2\n3 3\n").verdict == checker::kPresentationError);
    CHECK(chameleon_check(kStatement, "2\n3 x\n3 3\n", "2\n3 2\n3 3\n").verdict == checker::kPresentationError);
    CHECK(chameleon_check(kStatement, "99999999999999999999\n", "2\n3 2\n3 3\n").verdict == checker::kPresentationError);
    CHECK(chameleon_check(kStatement, "Нет решения\n", "2\n3 2\n3 3\n").message ==
          "expected a plan of 2 moves, found «Нет решения»");
}

TEST_CASE("chameleon-check: «Нет решения» in UTF-8 or in the input's encoding") {
    const std::string cp1251_board = "\xD5\xC0\xCC\n\xC5\xCB\xC5\n\xCE\xC6 \n";  // ХАМ/ЕЛЕ/ОЖ_
    const std::string cp1251_no = judge::encode(U"Нет решения\n", judge::Encoding::kCp1251);
    CHECK(chameleon_check(cp1251_board, cp1251_no, cp1251_no).verdict == checker::kAccepted);
    CHECK(chameleon_check(cp1251_board, "Нет решения", cp1251_no).verdict == checker::kAccepted);
    const std::string koi8_no = judge::encode(U"Нет решения\n", judge::Encoding::kKoi8r);
    CHECK(chameleon_check(cp1251_board, koi8_no, cp1251_no).verdict == checker::kPresentationError);
    CHECK(chameleon_check(cp1251_board, "Нет\n", cp1251_no).verdict == checker::kPresentationError);
    CHECK(chameleon_check(cp1251_board, "Нет решения\nНет решения\n", cp1251_no).verdict ==
          checker::kPresentationError);
    const checker::Result plan = chameleon_check(cp1251_board, "0\n", cp1251_no);
    CHECK(plan.verdict == checker::kWrongAnswer);
    CHECK(plan.message == "expected «Нет решения», found a plan of 0 moves");
}

TEST_CASE("chameleon-check: the checker fails, not the contestant, when the jury is wrong") {
    CHECK(chameleon_check(kStatement, "2\n3 2\n3 3\n", "4\n3 2\n3 3\n3 2\n3 3\n").verdict == checker::kFail);
    CHECK(chameleon_check(kStatement, "2\n3 2\n3 3\n", "Нет решения\n").verdict == checker::kFail);
    CHECK(chameleon_check(kStatement, "2\n3 2\n3 3\n", "").verdict == checker::kFail);
    CHECK(chameleon_check("ХАМ\n", "0\n", "0\n").verdict == checker::kFail);
}

TEST_CASE("chameleon-check: 300 boards, the last and random shortest plans accepted, detours not") {
    const auto& all = chameleon_brute::distances();
    std::vector<std::string> boards;
    for (const auto& entry : all) boards.push_back(entry.first);
    judge::SplitMix64 rng(12);
    int detours = 0;
    for (int round = 0; round < 300; ++round) {
        const std::string& board = boards[rng.next() % boards.size()];
        const std::string input = chameleon_brute::board_text(board);
        const std::string jury = chameleon_brute::first_shortest_plan(board);
        const std::string last = chameleon_brute::shortest_plan(board, [](std::size_t k) { return k - 1; });
        const std::string random = chameleon_brute::shortest_plan(
            board, [&](std::size_t k) { return static_cast<std::size_t>(rng.between(0, static_cast<int>(k) - 1)); });
        INFO(board);
        REQUIRE(chameleon_check(input, last, jury).verdict == checker::kAccepted);
        REQUIRE(chameleon_check(input, random, jury).verdict == checker::kAccepted);
        // A detour: the first tile next to the blank slides in and back out.
        const int blank = static_cast<int>(board.find('_'));
        const int tile = blank % 3 > 0 ? blank - 1 : blank + 1;
        const auto cell = [](int c) { return std::to_string(c / 3 + 1) + " " + std::to_string(c % 3 + 1) + "\n"; };
        const int length = all.at(board);
        const std::string detour = std::to_string(length + 2) + "\n" + cell(tile) + cell(blank) + jury.substr(jury.find('\n') + 1);
        const checker::Result verdict = chameleon_check(input, detour, jury);
        REQUIRE(verdict.verdict == checker::kWrongAnswer);
        REQUIRE(verdict.message ==
                "plan has " + std::to_string(length + 2) + " moves, a shortest one has " + std::to_string(length));
        ++detours;
    }
    CHECK(detours == 300);
}

// What CMS refuses in an admin line (cms/grading/steps/trusted.py,
// _sanitize_message: U+0000..U+0008, U+000A..U+001F, U+007F..U+00BF, and
// any byte that is not UTF-8), read off the character table by hand: each
// row is a message and the line our checkers give CMS for it.
TEST_CASE("cms_admin_text: Cyrillic as it is, only what CMS refuses replaced") {
    const struct {
        const char* message;
        const char* admin_line;
    } rows[] = {
        {"expected 9/3, found 6/3", "expected 9/3, found 6/3"},
        {"expected a plan of 2 moves, found «Нет решения»", "expected a plan of 2 moves, found \"Нет решения\""},
        {"ХАМЕЛЕОН Ё ё", "ХАМЕЛЕОН Ё ё"},
        {"tab\there", "tab\there"},
        {"bell\x07 newline\n del\x7F", "bell\\x07 newline\\x0A del\\x7F"},
        {"copyright \xC2\xA9 nbsp \xC2\xA0 inverted ? \xC2\xBF", "copyright \\xC2\\xA9 nbsp \\xC2\\xA0 inverted ? \\xC2\\xBF"},
        {"A-grave \xC3\x80 is past U+00BF", "A-grave \xC3\x80 is past U+00BF"},
        {"stray \xFF\xAB bytes", "stray \\xFF\\xAB bytes"},
        {"cut short \xD0", "cut short \\xD0"},
        {"overlong \xC0\xAF, surrogate \xED\xA0\x80", "overlong \\xC0\\xAF, surrogate \\xED\\xA0\\x80"},
        {"a CJK \xE4\xB8\xAD and an emoji \xF0\x9F\x99\x82", "a CJK \xE4\xB8\xAD and an emoji \xF0\x9F\x99\x82"},
    };
    for (const auto& row : rows) {
        INFO(row.message);
        CHECK(checker::cms_admin_text(row.message) == row.admin_line);
    }
}
