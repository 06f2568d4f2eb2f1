// Unit tests of src/common/: the tolerant reader (reader.hpp) and its
// messages, Cyrillic decoding, the grid helpers, how run_judge chooses streams
// and refuses bad input, and the --html page's plumbing.

#include <catch2/catch.hpp>

#include <iconv.h>
#include <stdio_ext.h>
#include <stdlib.h>
#include <unistd.h>

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <iterator>
#include <sstream>
#include <thread>

#include "../src/common/cyrillic.hpp"
#include "../src/common/grid.hpp"
#include "../src/common/html_page.hpp"
#include "../src/common/reader.hpp"
#include "../src/common/judge_io.hpp"
#include "../src/common/random.hpp"
#include "scratch_folder.hpp"

using judge::InputError;
using judge::Reader;

TEST_CASE("read_int reads numbers across spaces, tabs and line ends") {
    Reader reader("  7\t-3\r\n\r\n42");
    CHECK(reader.read_int(0, 10, "a") == 7);
    CHECK(reader.read_int(-5, 5, "b") == -3);
    CHECK(reader.read_int(0, 100, "c") == 42);
    CHECK(reader.line() == 3);
}

TEST_CASE("read_int takes one leading sign, + or -, and no sign alone") {
    Reader reader("+5 -0 +0 -7 + 4");
    CHECK(reader.read_int(0, 9, "a") == 5);
    CHECK(reader.read_int(0, 9, "b") == 0);
    CHECK(reader.read_int(0, 9, "c") == 0);
    CHECK(reader.read_int(-9, 9, "d") == -7);
    CHECK_THROWS_WITH(reader.read_int(0, 9, "e"), "line 1: e should be an integer, found '+'");
    CHECK_THROWS_WITH(Reader("--3").read_int(-9, 9, "f"), "line 1: f should be an integer, found '--3'");
}

TEST_CASE("the blanks between fields are exactly space, tab, CR, LF, VT and FF, byte by byte") {
    for (int byte = 0; byte < 256; ++byte) {
        const char c = static_cast<char>(byte);
        const bool blank = c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\v' || c == '\f';
        INFO("byte " << byte);
        CHECK(judge::is_blank(c) == blank);
        const std::string text = std::string("1") + c + "2";
        Reader reader(text);
        if (blank) {
            CHECK(reader.read_int(0, 9, "a") == 1);
            CHECK(reader.read_int(0, 9, "b") == 2);
        } else {
            CHECK_THROWS_AS(reader.read_int(0, 99, "a"), InputError);
        }
    }
}

TEST_CASE("reading past the end names the last line, with or without a final newline") {
    struct Case {
        std::string text;
        int numbers, last_line;
    };
    const std::vector<Case> table{
        {"1", 1, 1},       {"1\n", 1, 1},      {"1\n2", 2, 2},       {"1\n2\n", 2, 2},
        {"1\r\n2\r\n", 2, 2}, {"1\n2\n\n", 2, 3}, {"1\n\n2", 2, 3},      {"1 2\n", 2, 1},
        {"\n\n1", 1, 3},     {"1\x1A", 1, 1},    {"1\n\x1A", 1, 1},     {"", 0, 1},
    };
    for (const Case& c : table) {
        INFO("input " << Catch::Detail::stringify(c.text));
        Reader reader(c.text);
        for (int k = 0; k < c.numbers; ++k) reader.read_int(0, 9, "n");
        CHECK_THROWS_WITH(reader.read_int(0, 9, "n"),
                          "line " + std::to_string(c.last_line) + ": n is missing (the input ends here)");
    }
}

TEST_CASE("a UTF-8 byte order mark is skipped") {
    Reader with_bom("\xEF\xBB\xBF" "12");
    CHECK(with_bom.read_int(0, 99, "n") == 12);
    Reader only_a_bom("\xEF\xBB\xBF");
    CHECK_THROWS_WITH(only_a_bom.read_int(0, 99, "n"), "line 1: n is missing (the input ends here)");
}

TEST_CASE("a DOS end-of-file mark at the very end is not data") {
    Reader reader("5\r\n\x1A");
    CHECK(reader.read_int(0, 9, "n") == 5);
    CHECK_NOTHROW(reader.expect_end("n"));
    Reader inside("5\x1A 6");
    CHECK_THROWS_WITH(inside.read_int(0, 9, "n"), "line 1: n should be an integer, found '5' followed by byte 0x1A");
}

TEST_CASE("range errors name the field, the value and the line") {
    Reader reader("5 3\n4");
    reader.read_int(1, 9, "W");
    reader.read_int(1, 9, "H");
    CHECK_THROWS_WITH(reader.read_int(1, 3, "M"), "line 2: M = 4 is outside 1..3");
}

TEST_CASE("a value too large for any integer type is out of range, not a crash") {
    Reader reader("123456789012345678901234567890");
    CHECK_THROWS_WITH(reader.read_int(1, 100, "W"), "line 1: W = 12345678901234567890... is outside 1..100");
}

TEST_CASE("leading zeros do not make a number too large") {
    Reader reader("0000000000000000005 -0003 00");
    CHECK(reader.read_int(1, 100, "W") == 5);
    CHECK(reader.read_int(-5, 5, "d") == -3);
    CHECK(reader.read_int(0, 0, "z") == 0);
}

TEST_CASE("a million digits are quoted as a short prefix") {
    const std::string digits(1000000, '7');
    Reader reader(digits);
    try {
        reader.read_int(1, 100, "W");
        FAIL("no refusal");
    } catch (const judge::InputError& error) {
        CHECK(std::string(error.what()) == "line 1: W = 77777777777777777777... is outside 1..100");
    }
}

TEST_CASE("missing and non-numeric fields are named") {
    Reader empty("  \n ");
    CHECK_THROWS_WITH(empty.read_int(1, 3, "M"), "line 2: M is missing (the input ends here)");
    Reader letters("x");
    CHECK_THROWS_WITH(letters.read_int(1, 3, "M"), "line 1: M should be an integer, found 'x'");
    Reader glued("12ab");
    CHECK_THROWS_WITH(glued.read_int(1, 99, "n"), "line 1: n should be an integer, found '12ab'");
    Reader sign("-");
    CHECK_THROWS_AS(sign.read_int(-9, 9, "n"), InputError);
}

TEST_CASE("read_line strips the carriage return of CRLF and handles a missing final newline") {
    Reader reader("ab\r\ncd\nef");
    CHECK(reader.read_line() == std::optional<std::string_view>("ab"));
    CHECK(reader.last_line() == 1);
    CHECK(reader.read_line() == std::optional<std::string_view>("cd"));
    CHECK(reader.read_line() == std::optional<std::string_view>("ef"));
    CHECK(reader.last_line() == 3);
    CHECK_FALSE(reader.read_line().has_value());
}

TEST_CASE("read_nonblank_line skips blank lines but keeps leading spaces") {
    Reader reader("\n  \r\n  x y\n\n");
    CHECK(reader.read_nonblank_line() == std::optional<std::string_view>("  x y"));
    CHECK(reader.last_line() == 3);
    CHECK_FALSE(reader.read_nonblank_line().has_value());
}

TEST_CASE("finish_line and expect_end refuse leftovers") {
    Reader reader("1 2 x\n");
    reader.read_int(0, 9, "a");
    reader.read_int(0, 9, "b");
    CHECK_THROWS_WITH(reader.finish_line("the header"), "line 1: unexpected 'x' after the header");
    Reader tail("1 \n\n 9");
    tail.read_int(0, 9, "a");
    CHECK_THROWS_WITH(tail.expect_end("the data"), "line 3: unexpected '9' after the data");
    Reader clean("1 \r\n\n");
    clean.read_int(0, 9, "a");
    CHECK_NOTHROW(clean.expect_end("the data"));
}

TEST_CASE("describe_byte shows printable characters and hex for the rest") {
    CHECK(judge::describe_byte('q') == "'q'");
    CHECK(judge::describe_byte('\x1a') == "byte 0x1A");
    CHECK(judge::describe_byte('\xC0') == "byte 0xC0");
}

TEST_CASE("overlong, surrogate and out-of-range UTF-8 forms are not UTF-8") {
    std::size_t bad = 99;
    CHECK_FALSE(judge::decode_utf8("a\xC0\xA0", bad));  // overlong space
    CHECK(bad == 1);
    CHECK_FALSE(judge::decode_utf8("\xC1\xBF", bad));          // overlong DEL
    CHECK_FALSE(judge::decode_utf8("\xE0\x80\xAF", bad));      // overlong '/'
    CHECK_FALSE(judge::decode_utf8("\xF0\x80\x80\xAF", bad));  // overlong '/' in four bytes
    CHECK_FALSE(judge::decode_utf8("\xED\xA0\x80", bad));      // a surrogate
    CHECK_FALSE(judge::decode_utf8("\xF4\x90\x80\x80", bad));  // past U+10FFFF
    CHECK_FALSE(judge::decode_utf8("\xD0", bad));              // cut short
    CHECK(judge::decode_utf8("\xD0\xA5", bad) == std::u32string(U"Х"));
}

// glibc's iconv, the reference for the code pages: `bytes` from `from` to
// `to`, or nullopt where iconv refuses them (or leaves some unconverted).
std::optional<std::string> iconv_converted(const std::string& bytes, const char* from, const char* to) {
    const iconv_t converter = iconv_open(to, from);
    REQUIRE(converter != reinterpret_cast<iconv_t>(-1));
    std::string in = bytes, out(4 * bytes.size() + 8, '\0');
    char* in_at = in.data();
    char* out_at = out.data();
    std::size_t in_left = in.size(), out_left = out.size();
    const bool done = iconv(converter, &in_at, &in_left, &out_at, &out_left) != static_cast<std::size_t>(-1) &&
                      in_left == 0;
    iconv_close(converter);
    if (!done) return std::nullopt;
    out.resize(out.size() - out_left);
    return out;
}

const std::array<std::pair<judge::Encoding, const char*>, 3> kCodePages{
    {{judge::Encoding::kCp1251, "CP1251"}, {judge::Encoding::kCp866, "CP866"}, {judge::Encoding::kKoi8r, "KOI8-R"}}};

TEST_CASE("every byte of CP1251, CP866 and KOI8-R reads as glibc's iconv reads it: ASCII and the 66 Russian letters") {
    for (const auto& [encoding, name] : kCodePages) {
        int letters = 0;
        for (int byte = 0; byte < 256; ++byte) {
            INFO(name << " byte " << byte);
            const std::optional<std::string> utf8 = iconv_converted(std::string(1, static_cast<char>(byte)), name, "UTF-8");
            std::size_t bad = 0;
            const std::optional<std::u32string> theirs = utf8 ? judge::decode_utf8(*utf8, bad) : std::nullopt;
            REQUIRE((!theirs || theirs->size() == 1));
            const char32_t reference = theirs ? (*theirs)[0] : 0;
            const bool kept = reference < 0x80 || judge::is_russian_letter(reference);
            CHECK(judge::single_byte_to_unicode(static_cast<unsigned char>(byte), encoding) == (kept ? reference : 0));
            letters += judge::is_russian_letter(reference);
        }
        CHECK(letters == 66);
    }
}

const std::u32string kRussianAlphabet = U"АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя";

TEST_CASE("the Russian alphabet written in each code page is iconv's bytes") {
    for (const auto& [encoding, name] : kCodePages) {
        INFO(name);
        CHECK(judge::encode(kRussianAlphabet, encoding) ==
              iconv_converted(judge::encode_utf8(kRussianAlphabet), "UTF-8", name));
    }
}

TEST_CASE("a Russian letter is one of the 66 of the alphabet, no other code point (Ѐ, ѐ, Ђ, ђ, Ґ are not)") {
    int letters = 0;
    for (char32_t c = 0; c <= 0x10FFFF; ++c) {
        const bool in_alphabet = kRussianAlphabet.find(c) != std::u32string::npos;
        if (judge::is_russian_letter(c) != in_alphabet) FAIL_CHECK("U+" << std::hex << static_cast<unsigned>(c));
        letters += in_alphabet;
    }
    CHECK(letters == 66);
}

TEST_CASE("UTF-8: every two-byte sequence, and three- and four-byte ones at each lead, valid exactly where iconv says") {
    std::vector<std::string> sequences;
    for (int lead = 0x80; lead < 0x100; ++lead)
        for (int next = 0; next < 0x100; ++next) sequences.push_back({static_cast<char>(lead), static_cast<char>(next)});
    for (int lead = 0xE0; lead < 0x100; ++lead)
        for (int second = 0x70; second < 0xD0; ++second)
            for (const int rest : {0x80, 0xBF}) {
                const char a = static_cast<char>(lead), b = static_cast<char>(second), c = static_cast<char>(rest);
                sequences.push_back({a, b, c});
                sequences.push_back({a, b, c, c});
            }
    for (const std::string& bytes : sequences) {
        std::size_t bad = 0;
        INFO("bytes " << Catch::Detail::stringify(bytes));
        CHECK(judge::decode_utf8(bytes, bad).has_value() == iconv_converted(bytes, "UTF-8", "UTF-32LE").has_value());
    }
}

TEST_CASE("UTF-8 written as iconv writes it: every code point below U+10000, and every 255th above, back and forth") {
    std::u32string text;
    for (char32_t c = 1; c <= 0x10FFFF; c += c < 0x10000 ? 1 : 255)
        if (c < 0xD800 || c > 0xDFFF) text += c;
    std::string utf32le;
    for (const char32_t c : text)
        for (int shift = 0; shift < 32; shift += 8) utf32le += static_cast<char>((c >> shift) & 0xFF);
    const std::string written = judge::encode_utf8(text);
    CHECK(written == iconv_converted(utf32le, "UTF-32LE", "UTF-8"));
    std::size_t bad = 0;
    CHECK(judge::decode_utf8(written, bad) == text);
}

TEST_CASE("code pages that read the bytes equally well: CP1251, then CP866, then KOI8-R") {
    const auto indifferent = [](char32_t) { return 0; };
    // 0xE0 and 0xE1 are letters in all three code pages.
    CHECK(judge::decode_russian_text("\xE0\xE1", indifferent).encoding == judge::Encoding::kCp1251);
    // 0xA3 is a letter in CP866 (г) and KOI8-R (ё), not in CP1251 (Ј).
    CHECK(judge::decode_russian_text("\xA3", indifferent).encoding == judge::Encoding::kCp866);
    // 0xB3 is a letter in KOI8-R (Ё) alone.
    CHECK(judge::decode_russian_text("\xB3", indifferent).encoding == judge::Encoding::kKoi8r);
}

TEST_CASE("SplitMix64 gives the reference sequence, so generated tests are the same everywhere") {
    // The first outputs for seed 1234567 of the published SplitMix64
    // (Steele, Lea and Flood; Vigna's splitmix64.c), worked out again here
    // with an independent implementation in Python's arbitrary-precision integers.
    judge::SplitMix64 rng(1234567);
    CHECK(rng.next() == 6457827717110365317ULL);
    CHECK(rng.next() == 3203168211198807973ULL);
    CHECK(rng.next() == 9817491932198370423ULL);
    CHECK(rng.next() == 4593380528125082431ULL);
    CHECK(rng.next() == 16408922859458223821ULL);
}

TEST_CASE("Grid checks bounds on at() and computes neighbour deltas") {
    judge::Grid<int> grid(4, 3, 0);
    grid.at(3, 2) = 7;
    CHECK(grid[grid.index(3, 2)] == 7);
    CHECK(grid.contains(0, 0));
    CHECK_FALSE(grid.contains(4, 0));
    CHECK_FALSE(grid.contains(0, -1));
    CHECK_THROWS_AS(grid.at(4, 0), std::out_of_range);
    const auto deltas = grid.deltas(judge::kSteps8);
    CHECK(deltas[0] == -4);  // up
    CHECK(deltas[1] == 1);   // right
    CHECK(deltas[5] == 5);   // down-right
}

namespace {

constexpr std::size_t kEchoInputLimit = std::size_t{1} << 20;  // the echo program's max_input_bytes

// Its one field, for --fields: the whole input.
std::string echo_solver(const std::string& input, std::string&) {
    if (input.find('!') != std::string::npos) judge::fail_input(1, "no shouting");
    judge::note_field(0, input.size(), "all");
    return "got " + input;
}

// What the file at `path` holds; "(unreadable)" when it cannot be read.
std::string file_text(const std::string& path) {
    std::string text;
    return judge::read_file(path, text) ? text : "(unreadable)";
}

struct CapturedRun {
    int status;
    std::string out, err;
};

// Everything a temporary file holds, from its start.
std::string contents_of(std::FILE* file) {
    std::string text;
    std::rewind(file);
    judge::read_all(file, text);
    return text;
}

// Runs run_judge with the given arguments, capturing what it writes to the
// standard output and error descriptors (it writes through C's stdio); the
// judge's files are `judge_in` and `judge_out`. With `stdout_fails`,
// standard output is the read end of a pipe, where every write fails, as on
// a closed or full standard output.
CapturedRun run(std::vector<std::string> args, const std::string& judge_in = "/nonexistent/echo.in",
                const std::string& judge_out = "/nonexistent/echo.out", bool stdout_fails = false) {
    std::vector<char*> argv;
    for (auto& arg : args) argv.push_back(arg.data());
    std::fflush(stdout);
    std::fflush(stderr);
    std::FILE* out = std::tmpfile();
    std::FILE* err = std::tmpfile();
    int unwritable[2] = {-1, -1};
    REQUIRE((out && err && pipe(unwritable) == 0));
    const int saved_out = dup(1), saved_err = dup(2);
    dup2(stdout_fails ? unwritable[0] : fileno(out), 1);
    dup2(fileno(err), 2);
    judge::Program program{"echo", {judge_in.c_str(), judge_out.c_str(), kEchoInputLimit}, echo_solver};
    // The picture notes a field too: --fields must hold the solver's alone.
    program.picture = [](const std::string& input, const std::string& name, judge::Language language) {
        judge::note_field(0, 1, "the picture's");
        return "<p>" + input + " of " + name + " in " + judge::language_code(language);
    };
    const int status = judge::asks_for_help(static_cast<int>(argv.size()), argv.data())
                           ? judge::print_help(program, "Echoes.")
                           : judge::run_judge(static_cast<int>(argv.size()), argv.data(), program);
    std::fflush(stdout);
    std::fflush(stderr);
    __fpurge(stdout);  // what a failed write left in the buffer must not reach the real output
    std::clearerr(stdout);
    dup2(saved_out, 1);
    dup2(saved_err, 2);
    for (const int descriptor : {saved_out, saved_err, unwritable[0], unwritable[1]}) close(descriptor);
    CapturedRun result{status, contents_of(out), contents_of(err)};
    std::fclose(out);
    std::fclose(err);
    return result;
}

}  // namespace

TEST_CASE("run_judge: explicit input path, answer on standard output") {
    const Scratch dir;
    judge::write_file(dir / "in", "abc");
    const CapturedRun result = run({"echo", dir / "in"});
    CHECK(result.status == judge::kExitOk);
    CHECK(result.out == "got abc");
    CHECK(result.err.empty());
}

TEST_CASE("run_judge: explicit output path receives the answer, standard output nothing") {
    const Scratch dir;
    judge::write_file(dir / "in", "abc");
    const CapturedRun result = run({"echo", dir / "in", dir / "out"});
    CHECK(result.status == judge::kExitOk);
    CHECK(result.out.empty());
    CHECK(file_text(dir / "out") == "got abc");
}

TEST_CASE("run_judge: the judge's named file is used and answered in both places") {
    const Scratch dir;
    judge::write_file(dir / "judge.in", "xyz");
    const CapturedRun result = run({"echo"}, dir / "judge.in", dir / "judge.out");
    CHECK(result.status == judge::kExitOk);
    CHECK(result.out == "got xyz");
    CHECK(file_text(dir / "judge.out") == "got xyz");
}

TEST_CASE("run_judge: bad input gives exit 1, one line on stderr, nothing on stdout, the output file emptied") {
    const Scratch dir;
    judge::write_file(dir / "in", "hey!");
    judge::write_file(dir / "out", "an old answer");
    const CapturedRun result = run({"echo", dir / "in", dir / "out"});
    CHECK(result.status == judge::kExitBadInput);
    CHECK(result.out.empty());
    CHECK(result.err == "echo: " + dir / "in" + ": line 1: no shouting\n");
    CHECK(file_text(dir / "out").empty());
    std::filesystem::create_directory(dir / "empty folder");
    CHECK(run({"echo", dir / "in", dir / "empty folder"}).status == judge::kExitBadInput);
    CHECK(std::filesystem::is_directory(dir / "empty folder"));
}

TEST_CASE("run_judge: an input that cannot be read empties the stale output too") {
    const Scratch dir;
    std::filesystem::create_directory(dir / "folder");
    judge::write_file(dir / "out", "an old answer");
    const CapturedRun result = run({"echo", dir / "folder", dir / "out"});
    CHECK(result.status == judge::kExitUsage);
    CHECK(result.err == "echo: cannot read " + dir / "folder" + ": Is a directory\n");
    CHECK(file_text(dir / "out").empty());
}

TEST_CASE("run_judge: an input past the limit empties the stale output") {
    const Scratch dir;
    judge::write_file(dir / "in", std::string(kEchoInputLimit + 1, 'a'));
    judge::write_file(dir / "out", "an old answer");
    const CapturedRun result = run({"echo", dir / "in", dir / "out"});
    CHECK(result.status == judge::kExitBadInput);
    CHECK(file_text(dir / "out").empty());
}

TEST_CASE("run_judge: a refusal never empties the input, even named as the output") {
    const Scratch dir;
    judge::write_file(dir / "in", "hey!");
    CHECK(run({"echo", dir / "in", dir / "in"}).status == judge::kExitBadInput);
    CHECK(file_text(dir / "in") == "hey!");
}

TEST_CASE("run_judge: beside the judge's output file, standard output is a courtesy") {
    const Scratch dir;
    judge::write_file(dir / "judge.in", "xyz");
    const CapturedRun result = run({"echo"}, dir / "judge.in", dir / "judge.out", true);
    CHECK(result.status == judge::kExitOk);
    CHECK(result.err.empty());
    CHECK(file_text(dir / "judge.out") == "got xyz");
    judge::write_file(dir / "in", "xyz");
    const CapturedRun alone = run({"echo", dir / "in"}, dir / "judge.in", dir / "judge.out", true);
    CHECK(alone.status == judge::kExitUsage);
    CHECK(alone.err == "echo: cannot write standard output: Bad file descriptor\n");
}

TEST_CASE("write_file truncates the file it writes, creates it if absent, and leaves nothing beside it") {
    const Scratch dir;
    REQUIRE(judge::write_file(dir / "f", "a long first text"));
    REQUIRE(judge::write_file(dir / "f", "short"));
    std::string text;
    REQUIRE(judge::read_file(dir / "f", text));
    CHECK(text == "short");
    CHECK(std::distance(std::filesystem::directory_iterator(dir / ""), std::filesystem::directory_iterator()) == 1);
    std::filesystem::create_directory(dir / "sub");
    const judge::IoResult into_folder = judge::write_file(dir / "sub", "x");
    CHECK_FALSE(into_folder);
    CHECK(into_folder.error == "Is a directory");
    CHECK(std::distance(std::filesystem::directory_iterator(dir / ""), std::filesystem::directory_iterator()) == 2);
}

TEST_CASE("file_type tells files from folders, and empty_file empties regular files only, through a link too, and never creates one") {
    const Scratch dir;
    judge::write_file(dir / "f", "stale");
    std::filesystem::create_symlink(dir / "f", dir / "link");
    judge::empty_file(dir / "link");
    CHECK(std::filesystem::is_symlink(dir / "link"));
    CHECK(std::filesystem::file_size(dir / "f") == 0);
    judge::empty_file(dir / "absent");
    CHECK_FALSE(std::filesystem::exists(dir / "absent"));
    std::filesystem::create_directory(dir / "sub");
    judge::empty_file(dir / "sub");
    CHECK(std::filesystem::is_directory(dir / "sub"));
    CHECK(judge::file_type(dir / "f") == S_IFREG);
    CHECK(judge::file_type(dir / "sub") == S_IFDIR);
    CHECK(judge::file_type(dir / "absent") == 0);
}

TEST_CASE("read_file stops at the limit without reading on") {
    const Scratch dir;
    REQUIRE(judge::write_file(dir / "f", std::string(100, 'x')));
    std::string text;
    bool too_long = false;
    REQUIRE(judge::read_file(dir / "f", text, 100, &too_long));
    CHECK_FALSE(too_long);
    REQUIRE(judge::read_file(dir / "f", text, 99, &too_long));
    CHECK(too_long);
    const judge::IoResult folder = judge::read_file(dir / "", text);
    CHECK(folder.error == "Is a directory");
}

namespace {

// Bytes that differ from their neighbours, so that a lost or repeated chunk shows.
std::string numbered_bytes(std::size_t count) {
    std::string text(count, '\0');
    for (std::size_t i = 0; i < count; ++i) text[i] = static_cast<char>('0' + i % 7 + i / 4096 % 3);
    return text;
}

}  // namespace

TEST_CASE("read_all reads a pipe whole, chunk after chunk, and stops a long one at the limit") {
    const std::string sent = numbered_bytes(100'000);  // far more than its first chunks
    std::signal(SIGPIPE, SIG_IGN);  // a reader that stops early fails the checks, not the process
    for (const std::size_t limit : {judge::kNoLimit, sent.size(), sent.size() - 1}) {
        int ends[2] = {-1, -1};
        REQUIRE(pipe(ends) == 0);
        std::thread writer([&] {
            for (std::size_t at = 0; at < sent.size();) {
                const ssize_t wrote = write(ends[1], sent.data() + at, std::min<std::size_t>(sent.size() - at, 3000));
                if (wrote <= 0) break;  // the reader stopped at its limit
                at += static_cast<std::size_t>(wrote);
            }
            close(ends[1]);
        });
        std::FILE* in = fdopen(ends[0], "rb");
        std::string text;
        bool too_long = false;
        const judge::IoResult read = judge::read_all(in, text, limit, &too_long);
        std::fclose(in);
        writer.join();
        CHECK(read);
        CHECK(too_long == (limit < sent.size()));
        if (!too_long) CHECK(text == sent);
    }
}

TEST_CASE("read_all reads a file from where it stands, not from its size alone") {
    const Scratch dir;
    const std::string sent = numbered_bytes(10'000);
    REQUIRE(judge::write_file(dir / "f", sent));
    std::FILE* in = std::fopen((dir / "f").c_str(), "rb");
    REQUIRE(in);
    char first[100];
    REQUIRE(std::fread(first, 1, sizeof first, in) == sizeof first);
    std::string rest;
    bool too_long = false;
    CHECK(judge::read_all(in, rest, sent.size() - sizeof first, &too_long));
    std::fclose(in);
    CHECK_FALSE(too_long);
    CHECK(rest == sent.substr(sizeof first));
}

TEST_CASE("run_judge: unknown options, extra arguments and missing files are usage errors") {
    CHECK(run({"echo", "--frobnicate"}).status == judge::kExitUsage);
    CHECK(run({"echo", "a", "b", "c"}).status == judge::kExitUsage);
    const CapturedRun missing = run({"echo", "no_such_file.in"});
    CHECK(missing.status == judge::kExitUsage);
    CHECK(missing.err == "echo: cannot read no_such_file.in: No such file or directory\n");
    CHECK(missing.out.empty());
}

TEST_CASE("run_judge: a word of '-' and more is an option, any other word a path") {
    for (const std::string option : {"-v", "--frobnicate", "--"}) {
        const CapturedRun result = run({"echo", option});
        CHECK(result.status == judge::kExitUsage);
        CHECK(result.err == "echo: unknown option " + option + "\n");
        CHECK(result.out.empty());
    }
    // A dash after the first character, in a path given relative to the folder it is in.
    const Scratch dir;
    judge::write_file(dir / "a-1.in", "dashed");
    const std::filesystem::path before = std::filesystem::current_path();
    std::filesystem::current_path(dir.path());
    const CapturedRun dashed = run({"echo", "a-1.in"});
    std::filesystem::current_path(before);
    CHECK(dashed.status == judge::kExitOk);
    CHECK(dashed.out == "got dashed");
}

TEST_CASE("run_judge: --help prints the usage on standard output") {
    const CapturedRun result = run({"echo", "--help"});
    CHECK(result.status == judge::kExitOk);
    CHECK(result.out.find("Usage: echo [--html FILE] [--lang en|ru|ro]\n"
                          "            [--fields FILE] [INPUT [OUTPUT]]\nEchoes.") == 0);
    CHECK(result.out.find("  --lang CODE    the walkthrough and the picture in English (en, the default),\n") !=
          std::string::npos);
    CHECK(result.out.find("/nonexistent/echo.in") != std::string::npos);
    CHECK(result.out.find("  --html FILE    also write a picture of the solution to FILE, one HTML page\n") !=
          std::string::npos);
}

TEST_CASE("html: escape makes text safe in content and attributes") {
    CHECK(judge::html::escape("a<b>&\"c'") == "a&lt;b&gt;&amp;&quot;c&#39;");
    CHECK(judge::html::escape("plain (1,2) =") == "plain (1,2) =");
}

TEST_CASE("html: numbers for coordinates have at most two decimals and no exponent") {
    CHECK(judge::html::number(3) == "3");
    CHECK(judge::html::number(.5) == "0.5");
    CHECK(judge::html::number(12.126) == "12.13");
    CHECK(judge::html::number(-0.001) == "0");
    CHECK(judge::html::number(1e7) == "10000000");
}

TEST_CASE("html: the page names the puzzle and the input's file name (no folders) in its title, escaped") {
    const std::string page = judge::html::render({"civ", "maps/<a&b>.in", "<p>body</p>", ""});
    CHECK(page.find("<title>civ \xE2\x80\x94 &lt;a&amp;b&gt;.in</title>") != std::string::npos);
    CHECK(judge::html::render({"civ", "C:\\maps\\m.in", "", ""}).find("<title>civ \xE2\x80\x94 m.in</title>") != std::string::npos);
    CHECK(judge::html::render({"civ", "m.in", "", ""}).find("<title>civ \xE2\x80\x94 m.in</title>") != std::string::npos);
    CHECK(page.find("<meta charset=\"utf-8\">") != std::string::npos);
    CHECK(page.find("<html lang=\"en\">") != std::string::npos);
    CHECK(judge::html::render({"CIV", "standard input", "", "", judge::Language::kRussian})
              .find("<title>CIV \xE2\x80\x94 стандартный ввод</title>") != std::string::npos);
    CHECK(judge::html::file_name("standard input", judge::Language::kRomanian) == "intrarea standard");
    CHECK(judge::html::file_name("maps/standard input", judge::Language::kRussian) == "standard input");
    CHECK(judge::html::render({"x", "y", "", "", judge::Language::kRomanian}).find("<html lang=\"ro\">") != std::string::npos);
    CHECK(page.find("<script>") == std::string::npos);
    CHECK(judge::html::render({"x", "y", "", "go();"}).find("<script>go();</script>") != std::string::npos);
}

TEST_CASE("run_judge: --html FILE writes the page and leaves standard output the answer") {
    const Scratch dir;
    judge::write_file(dir / "in", "abc");
    for (const std::vector<std::string>& args : {std::vector<std::string>{"echo", "--html", dir / "page.html", dir / "in"},
                                                 std::vector<std::string>{"echo", dir / "in", "--html=" + dir / "page.html"}}) {
        std::remove((dir / "page.html").c_str());
        const CapturedRun result = run(args);
        CHECK(result.status == judge::kExitOk);
        CHECK(result.out == "got abc");
        CHECK(result.err.empty());
        std::string page;
        REQUIRE(judge::read_file(dir / "page.html", page));
        CHECK(page == "<p>abc of " + dir / "in" + " in en");
    }
}

TEST_CASE("run_judge: --lang chooses the page's language, the answer unchanged, and a language it lacks is a usage error") {
    const Scratch dir;
    judge::write_file(dir / "in", "abc");
    for (const auto& [args, code] :
         {std::pair<std::vector<std::string>, std::string>{{"echo", "--lang", "ru", "--html", dir / "page.html", dir / "in"}, "ru"},
          {{"echo", dir / "in", "--html", dir / "page.html", "--lang=ro"}, "ro"},
          {{"echo", "--lang=en", dir / "in", "--html", dir / "page.html"}, "en"}}) {
        const CapturedRun result = run(args);
        CHECK(result.status == judge::kExitOk);
        CHECK(result.out == "got abc");
        CHECK(file_text(dir / "page.html") == "<p>abc of " + dir / "in" + " in " + code);
    }
    for (const auto& [args, message] :
         {std::pair<std::vector<std::string>, std::string>{{"echo", dir / "in", "--lang"}, "echo: --lang needs en, ru or ro\n"},
          {{"echo", "--lang", "de", dir / "in"}, "echo: --lang needs en, ru or ro, not de\n"},
          {{"echo", "--lang=RU", dir / "in"}, "echo: --lang needs en, ru or ro, not RU\n"}}) {
        const CapturedRun refused = run(args);
        CHECK(refused.status == judge::kExitUsage);
        CHECK(refused.err == message);
        CHECK(refused.out.empty());
    }
}

TEST_CASE("language: counts take the plural form their language gives them") {
    const judge::Noun move_en{"move", "moves", "moves"}, move_ru{"ход", "хода", "ходов"}, move_ro{"mutare", "mutări", "mutări"};
    // Russian: 1, 21, 101 take the first form; 2–4, 22 the second; 5–20, 11–14, 111 the third.
    for (const auto& [count, expected] : std::vector<std::pair<long long, std::string>>{
             {0, "0 ходов"}, {1, "1 ход"}, {2, "2 хода"}, {4, "4 хода"}, {5, "5 ходов"}, {11, "11 ходов"}, {12, "12 ходов"},
             {14, "14 ходов"}, {21, "21 ход"}, {22, "22 хода"}, {25, "25 ходов"}, {101, "101 ход"}, {111, "111 ходов"},
             {112, "112 ходов"}, {122, "122 хода"}})
        CHECK(judge::count_in(judge::Language::kRussian, count, move_ru) == expected);
    // Romanian: «de» when the last two digits are 00 or 20–99, from 20 on.
    for (const auto& [count, expected] : std::vector<std::pair<long long, std::string>>{
             {0, "0 mutări"}, {1, "1 mutare"}, {2, "2 mutări"}, {19, "19 mutări"}, {20, "20 de mutări"}, {99, "99 de mutări"},
             {100, "100 de mutări"}, {101, "101 mutări"}, {119, "119 mutări"}, {120, "120 de mutări"}})
        CHECK(judge::count_in(judge::Language::kRomanian, count, move_ro) == expected);
    CHECK(judge::count_in(judge::Language::kEnglish, 1, move_en) == "1 move");
    CHECK(judge::count_in(judge::Language::kEnglish, 21, move_en) == "21 moves");
}

TEST_CASE("language: a sentence's blanks filled in order, and a table column padded by characters, not bytes") {
    CHECK(judge::fill("From {1} to {2}, {1} again", {"a", "b"}) == "From a to b, a again");
    CHECK(judge::fill("{3} and {x} stay", {"a"}) == "{3} and {x} stay");
    CHECK(judge::fill("ends in {", {"a"}) == "ends in {");
    CHECK(judge::padded("ход", 5, true) == "ход  ");
    CHECK(judge::padded("12", 5, false) == "   12");
    CHECK(judge::padded("осталось", 4, false) == "осталось");
    CHECK(judge::display_width("țintă") == 5);
}

TEST_CASE("run_judge: --html without a file, with '-', or on the input or the answer is a usage error") {
    const Scratch dir;
    judge::write_file(dir / "in", "abc");
    const CapturedRun no_name = run({"echo", dir / "in", "--html"});
    CHECK(no_name.status == judge::kExitUsage);
    CHECK(no_name.err == "echo: --html needs a file name\n");
    CHECK(run({"echo", "--html=", dir / "in"}).status == judge::kExitUsage);
    const CapturedRun dash = run({"echo", "--html", "-", dir / "in"});
    CHECK(dash.status == judge::kExitUsage);
    CHECK(dash.err == "echo: --html needs a file name (standard output carries the answer)\n");
    const CapturedRun on_input = run({"echo", "--html", dir / "in", dir / "in"});
    CHECK(on_input.status == judge::kExitUsage);
    CHECK(on_input.err == "echo: --html " + dir / "in" + " would overwrite the input\n");
    CHECK(on_input.out.empty());
    const CapturedRun on_answer = run({"echo", "--html", dir / "out", dir / "in", dir / "out"});
    CHECK(on_answer.status == judge::kExitUsage);
    CHECK(on_answer.err == "echo: --html " + dir / "out" + " would overwrite the answer\n");
    CHECK(file_text(dir / "in") == "abc");
    CHECK_FALSE(std::filesystem::exists(dir / "out"));
}

TEST_CASE("run_judge: --fields FILE writes where the solver's parse read each field, the answer unchanged") {
    const Scratch dir;
    judge::write_file(dir / "in", "abc");
    for (const std::vector<std::string>& args :
         {std::vector<std::string>{"echo", "--fields", dir / "fields", dir / "in"},
          std::vector<std::string>{"echo", dir / "in", "--fields=" + dir / "fields", "--html", dir / "page.html"}}) {
        std::remove((dir / "fields").c_str());
        const CapturedRun result = run(args);
        CHECK(result.status == judge::kExitOk);
        CHECK(result.out == "got abc");
        CHECK(result.err.empty());
        CHECK(file_text(dir / "fields") == "0 3 all\n");
    }
    // Without --fields nothing is noted, and a later run starts afresh.
    CHECK(run({"echo", dir / "in"}).out == "got abc");
    CHECK(judge::noted_fields == nullptr);
}

TEST_CASE("run_judge: --fields without a file, with '-', or on the input, the answer or the page is a usage error") {
    const Scratch dir;
    judge::write_file(dir / "in", "abc");
    const CapturedRun no_name = run({"echo", dir / "in", "--fields"});
    CHECK(no_name.status == judge::kExitUsage);
    CHECK(no_name.err == "echo: --fields needs a file name\n");
    const CapturedRun dash = run({"echo", "--fields=-", dir / "in"});
    CHECK(dash.status == judge::kExitUsage);
    CHECK(dash.err == "echo: --fields needs a file name (standard output carries the answer)\n");
    const CapturedRun on_input = run({"echo", "--fields", dir / "in", dir / "in"});
    CHECK(on_input.err == "echo: --fields " + dir / "in" + " would overwrite the input\n");
    const CapturedRun on_answer = run({"echo", "--fields", dir / "out", dir / "in", dir / "out"});
    CHECK(on_answer.err == "echo: --fields " + dir / "out" + " would overwrite the answer\n");
    const CapturedRun on_page = run({"echo", "--html", dir / "both", "--fields", dir / "both", dir / "in"});
    CHECK(on_page.status == judge::kExitUsage);
    CHECK(on_page.err == "echo: --fields " + dir / "both" + " would overwrite the page of --html\n");
    CHECK(on_page.out.empty());
    CHECK(file_text(dir / "in") == "abc");
    CHECK_FALSE(std::filesystem::exists(dir / "out"));
    CHECK_FALSE(std::filesystem::exists(dir / "both"));
}

TEST_CASE("run_judge: bad input empties an old --fields file") {
    const Scratch dir;
    judge::write_file(dir / "shout", "hey!");
    judge::write_file(dir / "fields", "0 3 all\n");
    const CapturedRun refused = run({"echo", "--fields", dir / "fields", dir / "shout"});
    CHECK(refused.status == judge::kExitBadInput);
    CHECK(std::filesystem::file_size(dir / "fields") == 0);
}

TEST_CASE("run_judge: a page that cannot be written is exit 2 and no answer, and bad input empties an old page") {
    const Scratch dir;
    judge::write_file(dir / "in", "abc");
    std::filesystem::create_directory(dir / "folder");
    const CapturedRun unwritable = run({"echo", "--html", dir / "folder", dir / "in", dir / "out"});
    CHECK(unwritable.status == judge::kExitUsage);
    CHECK(unwritable.err == "echo: cannot write " + dir / "folder" + ": Is a directory\n");
    CHECK(unwritable.out.empty());
    CHECK_FALSE(std::filesystem::exists(dir / "out"));
    CHECK(std::filesystem::is_directory(dir / "folder"));

    judge::write_file(dir / "shout", "hey!");
    judge::write_file(dir / "page.html", "a page of some other input");
    const CapturedRun refused = run({"echo", "--html", dir / "page.html", dir / "shout"});
    CHECK(refused.status == judge::kExitBadInput);
    CHECK(std::filesystem::file_size(dir / "page.html") == 0);
}
