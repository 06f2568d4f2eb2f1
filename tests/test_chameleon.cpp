// Tests of the «Хамелеон» solver: the perfect index, the two-bit table, the
// encodings, the refusals, every sample's plan through an independent checker,
// stress tests of the plans against a std::map breadth-first search, and the
// --html page.

#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <sstream>

#define JUDGE_NO_MAIN
#include "../src/chameleon/main.cpp"

#include "chameleon_brute.hpp"
#include "../src/common/random.hpp"
#include "answer.hpp"
#include "fields_checks.hpp"
#include "page_checks.hpp"
#include "samples.hpp"

namespace {

std::string answer(const std::string& input) { return testing_support::answer_of(chameleon::solve, input); }

// The solver's packed board for a brute-force string such as "XAMELEON_".
chameleon::Board from_ascii(const std::string& board) {
    std::array<chameleon::Tile, 9> tiles{};
    for (std::size_t i = 0; i < 9; ++i)
        tiles[i] = static_cast<chameleon::Tile>(std::string("_XAMELON").find(board[i]));
    return chameleon::pack(tiles);
}

std::string plan_text(const std::vector<chameleon::Move>& plan) { return chameleon::format_plan(plan); }

}  // namespace

TEST_CASE("the statement's sample") {
    CHECK(answer("ХАМ\nЕ Е\nОЛН\n") == "2\n3 2\n3 3\n");
}

TEST_CASE("rank is a bijection from the 181440 arrangements onto 0..181439") {
    const auto& all = chameleon_brute::distances();
    REQUIRE(all.size() == 181440);
    std::vector<bool> seen(181440, false);
    for (const auto& entry : all) {
        const int index = chameleon::indexer().rank(chameleon::to_state(from_ascii(entry.first)));
        REQUIRE(index >= 0);
        REQUIRE(index < 181440);
        REQUIRE_FALSE(seen[static_cast<std::size_t>(index)]);
        seen[static_cast<std::size_t>(index)] = true;
    }
}

TEST_CASE("the depth table keeps two bits per arrangement") {
    STATIC_REQUIRE(chameleon::DepthTable::kBytes == 181440 / 4);
    chameleon::DepthTable::Bits bits{};  // zero bytes: every arrangement unvisited
    chameleon::DepthTable table(bits);
    CHECK(table.get(12345) == chameleon::DepthTable::kUnvisited);
    table.label(12345, 2);
    table.label(12346, 0);
    table.label(12347, 1);
    CHECK(table.get(12345) == 2);
    CHECK(table.get(12346) == 0);
    CHECK(table.get(12347) == 1);
    CHECK(table.get(12344) == chameleon::DepthTable::kUnvisited);
    CHECK(table.get(12348) == chameleon::DepthTable::kUnvisited);
}

TEST_CASE("the board reads the same in every encoding") {
    const std::string plan = "2\n3 2\n3 3\n";
    CHECK(answer("\xEF\xBB\xBF" "ХАМ\nЕ Е\nОЛН\n") == plan);
    CHECK(answer("\xD5\xC0\xCC\n\xC5 \xC5\n\xCE\xCB\xCD\n") == plan);  // CP1251
    CHECK(answer("\x95\x80\x8C\n\x85 \x85\n\x8E\x8B\x8D\n") == plan);  // CP866
    CHECK(answer("\xE8\xE1\xED\n\xE5 \xE5\n\xEF\xEC\xEE\n") == plan);  // KOI8-R
}

TEST_CASE("«Нет решения» comes back in the input's encoding") {
    // A wrong letter, Ж, in each encoding.
    CHECK(answer("ХАМ\nЕ Ж\nОЛН\n") == "Нет решения\n");
    CHECK(answer("\xD5\xC0\xCC\n\xC5 \xC6\n\xCE\xCB\xCD\n") == "\xCD\xE5\xF2 \xF0\xE5\xF8\xE5\xED\xE8\xFF\n");
    CHECK(answer("\x95\x80\x8C\n\x85 \x86\n\x8E\x8B\x8D\n") == "\x8D\xA5\xE2 \xE0\xA5\xE8\xA5\xAD\xA8\xEF\n");
    CHECK(answer("\xE8\xE1\xED\n\xE5 \xF6\n\xEF\xEC\xEE\n") == "\xEE\xC5\xD4 \xD2\xC5\xDB\xC5\xCE\xC9\xD1\n");
    // No letter of ХАМЕЛЕОН at all, only other capitals (БВГ ДЖЗ ИК): the
    // code page where the bytes are capitals (the bytes as iconv writes them).
    CHECK(answer("\xC1\xC2\xC3\n\xC4\xC6\xC7\n\xC8\xCA \n") == "\xCD\xE5\xF2 \xF0\xE5\xF8\xE5\xED\xE8\xFF\n");
    CHECK(answer("\x81\x82\x83\n\x84\x86\x87\n\x88\x8A \n") == "\x8D\xA5\xE2 \xE0\xA5\xE8\xA5\xAD\xA8\xEF\n");
    CHECK(answer("\xE2\xF7\xE7\n\xE4\xF6\xFA\n\xE9\xEB \n") == "\xEE\xC5\xD4 \xD2\xC5\xDB\xC5\xCE\xC9\xD1\n");
    // Spaces past the third column, on the last row too, are no part of the
    // board and leave its code page as it was.
    CHECK(answer("\xD5\xC0\xCC  \n\xC5 \xC6 \n\xCE\xCB\xCD   \n") == "\xCD\xE5\xF2 \xF0\xE5\xF8\xE5\xED\xE8\xFF\n");
    // A BOM or no Cyrillic at all: UTF-8.
    CHECK(answer("\xEF\xBB\xBF" "ХАМ\nЕ Ж\nОЛН\n") == "Нет решения\n");
    CHECK(answer("XAM\nE E\nOLH\n") == "Нет решения\n");
}

TEST_CASE("Latin look-alikes get no plan and a hint naming their cells") {
    std::string notes;
    CHECK(chameleon::solve("XAM\nЕЛЕ\nOH \n", notes) == "Нет решения\n");
    CHECK(notes == "chameleon: hint: Latin letters, not Cyrillic, at (1,1), (1,2), (1,3), (3,1), (3,2)\n");
}

TEST_CASE("quirks: CRLF, dropped trailing spaces, blank lines, spaces past column 3") {
    CHECK(answer("ХАМ\r\nЕ Е\r\nОЛН\r\n") == "2\n3 2\n3 3\n");
    CHECK(answer("ХАМ\nЕЛ\nОНЕ") == "1\n3 3\n");
    CHECK(answer("\n\nХАМ   \n\nЕЛЕ\nОН\n\n") == "0\n");
}

namespace {

// BOARD written anew as a person may write it: a row's trailing spaces
// dropped, spaces past the third column, blank lines, CRLF, a BOM, and in a
// code page where every letter is one of the word's.
std::string written_anew(const std::array<char32_t, chameleon::kCells>& board, const testing_support::Spelling& how,
                         judge::SplitMix64& rng) {
    std::u32string text;
    for (std::size_t row = 0; row < 3; ++row) {
        std::u32string cells(board.begin() + static_cast<std::ptrdiff_t>(3 * row),
                             board.begin() + static_cast<std::ptrdiff_t>(3 * row + 3));
        if (rng.chance(40)) cells.erase(cells.find_last_not_of(U' ') + 1);
        if (rng.chance(20)) cells += U"   ";
        const std::string blank = how.blank_lines();
        text += std::u32string(blank.begin(), blank.end()) + cells + std::u32string(how.newline.begin(), how.newline.end());
    }
    const bool word_letters = std::all_of(board.begin(), board.end(), [](char32_t c) {
        return std::find(chameleon::kLetters.begin(), chameleon::kLetters.end(), c) != chameleon::kLetters.end();
    });
    const judge::Encoding encodings[] = {judge::Encoding::kUtf8, judge::Encoding::kCp1251, judge::Encoding::kCp866,
                                         judge::Encoding::kKoi8r};
    const judge::Encoding encoding = word_letters ? encodings[rng.between(0, 3)] : judge::Encoding::kUtf8;
    testing_support::Spelling spelled = how;
    spelled.bom = how.bom && encoding == judge::Encoding::kUtf8;
    return spelled.framed(judge::encode(text, encoding));
}

}  // namespace

TEST_CASE("fields (--fields): the encoding read, then each of the nine cells where the parse read it, a dropped one where it would go") {
    const auto check = [](const chameleon::ParsedBoard& board, const std::string& input, const std::vector<judge::Field>& fields) {
        REQUIRE(chameleon::parse(input).cells == board.cells);
        REQUIRE(fields.size() == 10);
        const std::string body = input.compare(0, 3, "\xEF\xBB\xBF") == 0 ? input.substr(3) : input;
        const judge::Encoding encoding = judge::decode_russian_text(body, chameleon::letter_preference).encoding;
        CHECK(fields[0].name == std::string("encoding ") + chameleon::kEncodingNames[static_cast<int>(encoding)]);
        CHECK(fields[0].length == 0);
        for (std::size_t cell = 0; cell < 9; ++cell) {
            const judge::Field& field = fields[1 + cell];
            CHECK(field.name == "cell " + std::to_string(cell / 3) + " " + std::to_string(cell % 3));
            const std::u32string expected(1, board.cells[cell]);
            if (field.length == 0)
                CHECK(expected == U" ");
            else
                CHECK(testing_support::bytes_of(input, field) == judge::encode(expected, encoding));
        }
    };
    const auto write = [](const chameleon::ParsedBoard& board, const testing_support::Spelling& how, judge::SplitMix64& rng) {
        return written_anew(board.cells, how, rng);
    };
    CHECK(testing_support::each_written_anew(SAMPLES_DIR, chameleon::parse, write, check) >= 15 * 20);
}

TEST_CASE("malformed boards are refused with the line named") {
    CHECK_THROWS_WITH(answer("ХАМ\nЕЛЕ\nОН  Х\n"), "line 3, column 5: a letter beyond the third column");
    CHECK_THROWS_WITH(answer("ХАМ\nЕЛЕ\nОН \nЕЩЁ\n"), "line 4, column 1: unexpected 'Е' after the 3 rows of the board");
    CHECK_THROWS_WITH(answer("ХАМ\nЕ\tЕ\nОЛН\n"), "line 2, column 2: control character byte 0x09 in the board");
    CHECK_THROWS_WITH(answer("\xEF\xBB\xBF\xD5\xC0\xCC\n"),
                      "line 1, column 1: byte 0xD5 is not valid UTF-8, yet the input starts with a UTF-8 byte-order mark");
}

TEST_CASE("every sample's answer passes the plan checker") {
    int plans = 0;
    for (const testing_support::Sample& sample : testing_support::load_samples(SAMPLES_DIR)) {
        const chameleon::ParsedBoard parsed = chameleon::parse(sample.input);
        if (!chameleon::to_tiles(parsed.cells)) continue;  // a «Нет решения» sample
        INFO(sample.name);
        CHECK(chameleon_brute::check_plan(chameleon_brute::from_letters(parsed.cells), sample.expected) == "");
        ++plans;
    }
    CHECK(plans >= 8);
}

TEST_CASE("the checker rejects wrong plans") {
    const std::string start = "XAMEL_ONE";  // the blank at (2,3); Е at (3,3)
    CHECK(chameleon_brute::check_plan(start, "1\n3 3\n") == "");
    CHECK(chameleon_brute::check_plan(start, "1\n1 1\n") == "move 1 does not touch the empty cell");
    CHECK(chameleon_brute::check_plan(start, "2\n3 3\n3 3\n") == "move 2 does not touch the empty cell");
    CHECK(chameleon_brute::check_plan(start, "2\n3 3\n") == "move 2 is missing");
    CHECK(chameleon_brute::check_plan(start, "1\n2 2\n") == "the plan ends at XAME_LONE, not at the target");
    CHECK(chameleon_brute::check_plan(start, "3\n3 3\n2 3\n3 3\n") ==
          "3 moves, but the shortest plan has 1");
}

TEST_CASE("exactly two arrangements need 31 moves, and the solver finds 31 for both") {
    std::vector<std::string> farthest;
    for (const auto& [board, distance] : chameleon_brute::distances())
        if (distance >= 31) farthest.push_back(board);
    REQUIRE(farthest.size() == 2);
    for (const std::string& board : farthest) {
        CHECK(chameleon_brute::distances().at(board) == 31);
        CHECK(plan_text(chameleon::shortest_plan(from_ascii(board))) == chameleon_brute::first_shortest_plan(board));
    }
}

TEST_CASE("stress: 5000 random arrangements get the first shortest plan") {
    const auto& all = chameleon_brute::distances();
    std::vector<std::string> boards;
    for (const auto& entry : all) boards.push_back(entry.first);
    judge::SplitMix64 rng(31);
    for (int round = 0; round < 5000; ++round) {
        const std::string& board = boards[rng.next() % boards.size()];
        const std::string plan = plan_text(chameleon::shortest_plan(from_ascii(board)));
        INFO(board);
        REQUIRE(chameleon_brute::check_plan(board, plan) == "");
        REQUIRE(plan == chameleon_brute::first_shortest_plan(board));
    }
}

TEST_CASE("stress: 200 random arrangements through solve(), as text") {
    const auto& all = chameleon_brute::distances();
    std::vector<std::string> boards;
    for (const auto& entry : all) boards.push_back(entry.first);
    judge::SplitMix64 rng(32);
    for (int round = 0; round < 200; ++round) {
        const std::string& board = boards[rng.next() % boards.size()];
        const std::string plan = answer(chameleon_brute::board_text(board));
        INFO(board);
        REQUIRE(plan == chameleon_brute::first_shortest_plan(board));
    }
}

TEST_CASE("explain: shows the board after each move with the moved letter marked") {
    std::ostringstream explanation;
    chameleon::explain("ХАМ\nЕЛ\nОНЕ\n", explanation);
    CHECK(explanation.str() ==
          "Start (1 move to the target):\n"
          " Х  А  М \n Е  Л  _ \n О  Н  Е \n"
          "Move 1: 3 3\n"
          " Х  А  М \n Е  Л [Е]\n О  Н  _ \n");
}

TEST_CASE("explain: the walkthrough in Russian and Romanian") {
    std::ostringstream russian, romanian;
    chameleon::explain("ХАМ\nЕЛ\nОНЕ\n", russian, judge::Language::kRussian);
    chameleon::explain("ХАМ\nЕЛ\nОНЕ\n", romanian, judge::Language::kRomanian);
    CHECK(russian.str() ==
          "Начало (1 ход до цели):\n"
          " Х  А  М \n Е  Л  _ \n О  Н  Е \n"
          "Ход 1: 3 3\n"
          " Х  А  М \n Е  Л [Е]\n О  Н  _ \n");
    CHECK(romanian.str().find("Început (1 mutare până la configurația finală):\n") == 0);
    CHECK(romanian.str().find("Mutarea 1: 3 3\n") != std::string::npos);
    std::ostringstream no_plan;
    chameleon::explain("ХАМ\nЕЛЕ\nОНН\n", no_plan, judge::Language::kRussian);
    CHECK(no_plan.str() == "Решения нет: на поле не буквы слова ХАМЕЛЕОН с одной пустой клеткой.\n");
}

// Arrangements whose shortest plans have each length of `lengths`: found by
// sliding tiles at random from the goal (a fixed seed), each kept when its
// plan has a length still wanted.
std::map<std::size_t, std::string> boards_with_plan_lengths(std::set<std::size_t> lengths) {
    std::map<std::size_t, std::string> found;
    judge::SplitMix64 rng(11);
    chameleon::Board board = chameleon::kTarget;
    for (int slide = 0; slide < 100000 && !lengths.empty(); ++slide) {
        const int blank = chameleon::blank_cell(board);
        const int from = static_cast<int>(rng.next() % 9);
        if (std::abs(from / 3 - blank / 3) + std::abs(from % 3 - blank % 3) != 1) continue;
        board = chameleon::slide_tile(board, from, blank);
        const std::size_t length = chameleon::shortest_plan(board).size();
        if (lengths.erase(length) == 0) continue;
        const std::array<std::string, chameleon::kCells> cells = chameleon::cell_letters(board);
        found[length] = cells[0] + cells[1] + cells[2] + "\n" + cells[3] + cells[4] + cells[5] + "\n" + cells[6] +
                        cells[7] + cells[8] + "\n";
    }
    return found;
}

TEST_CASE("explain and html page: the moves counted in each language's plural forms") {
    const std::map<std::size_t, std::string> russian{{1, "1 ход"},   {2, "2 хода"},   {5, "5 ходов"},
                                                     {11, "11 ходов"}, {21, "21 ход"}, {22, "22 хода"}};
    const std::map<std::size_t, std::string> romanian{{1, "1 mutare"}, {2, "2 mutări"}, {19, "19 mutări"},
                                                      {20, "20 de mutări"}};
    std::set<std::size_t> lengths;
    for (const auto& table : {russian, romanian})
        for (const auto& entry : table) lengths.insert(entry.first);
    const std::map<std::size_t, std::string> boards = boards_with_plan_lengths(lengths);
    REQUIRE(boards.size() == lengths.size());
    for (const auto& [language, table] : {std::pair{judge::Language::kRussian, russian}, std::pair{judge::Language::kRomanian, romanian}})
        for (const auto& [length, count] : table) {
            const std::string& board = boards.at(length);
            INFO(board);
            std::ostringstream walkthrough;
            chameleon::explain(board, walkthrough, language);
            CHECK(walkthrough.str().find("(" + count + " ") != std::string::npos);
            CHECK(chameleon::page(board, "b.in", language).find("<span class=\"answer\">" + count + "</span>") !=
                  std::string::npos);
        }
}

namespace {

using testing_support::between;

// The boards the page's frames show, as brute-force strings ("XAMELEON_"),
// with the cell each marks as just moved (-1 for none); a letter outside
// ХАМЕЛОН reads as '?'.
struct Frame {
    std::string board;
    int marked = -1;
};

std::vector<Frame> frames_of(const std::string& page) {
    const std::u32string cyrillic = U"ХАМЕЛОН";
    std::vector<Frame> frames;
    for (const std::size_t at : testing_support::find_all(page, "<figure class=\"frame\"")) {
        const std::string figure = between(page, "<svg", "</svg>", at);
        Frame frame;
        for (const std::size_t rect : testing_support::find_all(figure, "<rect class=\"")) {
            const std::string kind = between(figure, "<rect class=\"", "\"", rect);
            if (kind == "blank") {
                frame.board += '_';
                continue;
            }
            if (kind == "tile moved") frame.marked = static_cast<int>(frame.board.size());
            std::size_t bad = 0;
            const std::u32string letter =
                judge::decode_utf8(between(figure, "\">", "</text>", figure.find("<text", rect)), bad).value_or(U"");
            const std::size_t found = letter.size() == 1 ? cyrillic.find(letter[0]) : std::u32string::npos;
            frame.board += found == std::u32string::npos ? '?' : "XAMELON"[found];
        }
        frames.push_back(frame);
    }
    return frames;
}

// What a page must show: for a plan, a frame per position from the board as
// read (in any encoding) to the target, each the last with the move's tile
// slid into the blank and that cell marked, and the moves listed as in the
// answer; for «Нет решения», the board as read and why.
void check_page(const std::string& input, const std::string& name, const std::string& expected) {
    const std::string page = chameleon::page(input, name);
    CHECK(testing_support::external_references(page).empty());
    CHECK(testing_support::title_of(page) == "chameleon \xE2\x80\x94 " + name.substr(name.rfind('/') + 1));
    const std::vector<Frame> frames = frames_of(page);
    REQUIRE(!frames.empty());
    const std::string start = chameleon_brute::from_letters(chameleon::parse(input).cells);
    if (start.empty()) {
        CHECK(frames.size() == 1);
        CHECK(page.find("class=\"stepper\"") == std::string::npos);
        CHECK(between(page, "<span class=\"answer\">", "</span>") == "Нет решения");
        CHECK(page.find("<p class=\"note why\">The letters are not those of ХАМЕЛЕОН") != std::string::npos);
        return;
    }
    std::istringstream answer_text(expected);
    std::size_t count = 0;
    answer_text >> count;
    REQUIRE(frames.size() == count + 1);
    CHECK(frames.front().board == start);
    CHECK(frames.front().marked == -1);
    CHECK(frames.back().board == "XAMELEON_");
    std::string listed;
    const std::vector<std::size_t> items = testing_support::find_all(page, "<li class=\"move\">");
    for (const std::size_t at : items) listed += between(page, "<li class=\"move\">", " <small>", at) + "\n";
    CHECK(std::to_string(count) + "\n" + listed == expected);
    REQUIRE(items.size() == count);
    for (std::size_t k = 0; k < count; ++k) {
        INFO("move " << k + 1);
        int row = 0, col = 0;
        answer_text >> row >> col;
        std::string board = frames[k].board;
        const std::size_t moved = static_cast<std::size_t>((row - 1) * 3 + col - 1), blank = board.find('_');
        // Each listed move names, in brackets, the letter it slides.
        const std::size_t letter = std::string("XAMELON").find(board[moved]);
        REQUIRE(letter != std::string::npos);
        CHECK(between(page, "<small>(", ")</small>", items[k]) == judge::encode_utf8(std::u32string(U"ХАМЕЛОН").substr(letter, 1)));
        std::swap(board[moved], board[blank]);
        CHECK(board == frames[k + 1].board);
        CHECK(frames[k + 1].marked == static_cast<int>(blank));
    }
}

}  // namespace

TEST_CASE("html page: every sample's page is self-contained, in Cyrillic, and its frames replay the answer") {
    const auto check = [](const testing_support::Sample& sample) {
        check_page(sample.input, "samples/chameleon/" + sample.name + ".in", sample.expected);
    };
    CHECK(testing_support::check_each_sample(SAMPLES_DIR, check) >= 15);
}

TEST_CASE("html page: pages of 200 random arrangements replay their answers") {
    judge::SplitMix64 rng(15);
    for (int round = 0; round < 200; ++round) {
        std::u32string cells = U"ХАМЕЛЕОН ";
        for (std::size_t i = cells.size() - 1; i > 0; --i)
            std::swap(cells[i], cells[static_cast<std::size_t>(rng.between(0, static_cast<int>(i)))]);
        const std::string input = judge::encode_utf8(cells.substr(0, 3)) + "\n" + judge::encode_utf8(cells.substr(3, 3)) +
                                  "\n" + judge::encode_utf8(cells.substr(6, 3)) + "\n";
        INFO(input);
        check_page(input, "random", answer(input));
    }
}

TEST_CASE("html page: rows and columns from 1 on every board, the goal beside the start, tiles that are no letters marked") {
    using testing_support::between;
    const std::string page = chameleon::page("\xD0\xA5\xD0\x90\xD0\x9C\n\xD0\x95 \xD0\x95\n\xD0\x9E\xD0\x9B\xD0\x9D\n", "s.in");
    CHECK(testing_support::edge_numbers_of(page) == std::make_pair(std::string("1 2 3 "), std::string("1 2 3 ")));
    // The goal: ХАМ / ЕЛЕ / ОН and the empty cell, read from its tiles.
    const std::string goal = between(page, "<figure class=\"goal\"", "</figure>");
    std::string letters;
    for (const std::size_t at : testing_support::find_all(goal, "font-size=\".56\""))
        letters += between(goal, ">", "</text>", at);
    CHECK(letters == "\xD0\xA5\xD0\x90\xD0\x9C\xD0\x95\xD0\x9B\xD0\x95\xD0\x9E\xD0\x9D");
    CHECK(between(goal, "<figcaption>", "</figcaption>") == "the goal");
    CHECK(page.find("tile stranger") == std::string::npos);
    // A Latin X in the first cell (and a Cyrillic Х elsewhere: no mark there).
    const std::string latin = chameleon::page("XАМ\nЕЛЕ\nО Н\n", "x.in");
    CHECK(testing_support::find_all(latin, "class=\"tile stranger\"").size() == 1);
    CHECK(between(latin, "class=\"tile stranger\" x=\"", "\"") == "0.04");
    CHECK(latin.find("The tiles marked ? are no letters of the word") != std::string::npos);
    CHECK(latin.find("<figure class=\"goal\"") != std::string::npos);
}
