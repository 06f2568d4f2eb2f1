// Unit tests of src/common/grid.hpp: the tolerant reader and its messages,
// the grid helpers, and how run_judge chooses streams and refuses bad input.

#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <sstream>

#include "../src/common/grid.hpp"

using judge::InputError;
using judge::Reader;

TEST_CASE("read_int reads numbers across spaces, tabs and line ends") {
    Reader reader("  7\t-3\r\n\r\n42");
    CHECK(reader.read_int(0, 10, "a") == 7);
    CHECK(reader.read_int(-5, 5, "b") == -3);
    CHECK(reader.read_int(0, 100, "c") == 42);
    CHECK(reader.line() == 3);
}

TEST_CASE("a UTF-8 byte order mark is skipped and remembered") {
    Reader with_bom("\xEF\xBB\xBF" "12");
    CHECK(with_bom.had_bom());
    CHECK(with_bom.read_int(0, 99, "n") == 12);
    Reader without_bom("12");
    CHECK_FALSE(without_bom.had_bom());
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
    CHECK_THROWS_WITH(reader.read_int(1, 100, "W"),
                      "line 1: W = 123456789012345678901234567890 is outside 1..100");
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

TEST_CASE("read_line strips \\r\\n and handles a missing final newline") {
    Reader reader("ab\r\ncd\nef");
    CHECK(reader.read_line() == std::optional<std::string>("ab"));
    CHECK(reader.last_line() == 1);
    CHECK(reader.read_line() == std::optional<std::string>("cd"));
    CHECK(reader.read_line() == std::optional<std::string>("ef"));
    CHECK(reader.last_line() == 3);
    CHECK_FALSE(reader.read_line().has_value());
}

TEST_CASE("read_nonblank_line skips blank lines but keeps leading spaces") {
    Reader reader("\n  \r\n  x y\n\n");
    CHECK(reader.read_nonblank_line() == std::optional<std::string>("  x y"));
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

std::string echo_solver(const std::string& input, const judge::Options&, std::ostream&) {
    if (input.find('!') != std::string::npos) judge::fail_input(1, "no shouting");
    return "got " + input;
}

struct CapturedRun {
    int status;
    std::string out, err;
};

// Runs run_judge with the given arguments, capturing std::cout and std::cerr.
CapturedRun run(std::vector<std::string> args) {
    std::vector<char*> argv;
    for (auto& arg : args) argv.push_back(arg.data());
    std::ostringstream out, err;
    auto* old_out = std::cout.rdbuf(out.rdbuf());
    auto* old_err = std::cerr.rdbuf(err.rdbuf());
    const int status = judge::run_judge(static_cast<int>(argv.size()), argv.data(), "echo",
                                        {"echo_test.in", "echo_test.out"}, "Echoes.", echo_solver);
    std::cout.rdbuf(old_out);
    std::cerr.rdbuf(old_err);
    return {status, out.str(), err.str()};
}

}  // namespace

// CTest runs test cases in parallel processes: each uses files of its own.
TEST_CASE("run_judge: explicit input path, answer on standard output") {
    judge::write_file("echo_to_stdout.in", "abc");
    const CapturedRun result = run({"echo", "echo_to_stdout.in"});
    CHECK(result.status == judge::kExitOk);
    CHECK(result.out == "got abc");
    CHECK(result.err.empty());
}

TEST_CASE("run_judge: explicit output path receives the answer") {
    judge::write_file("echo_explicit.in", "abc");
    std::remove("echo_explicit.out");
    const CapturedRun result = run({"echo", "echo_explicit.in", "echo_explicit.out"});
    CHECK(result.status == judge::kExitOk);
    std::string written;
    REQUIRE(judge::read_file("echo_explicit.out", written));
    CHECK(written == "got abc");
}

TEST_CASE("run_judge: the judge's named file is used and answered in both places") {
    judge::write_file("echo_test.in", "xyz");
    std::remove("echo_test.out");
    const CapturedRun result = run({"echo"});
    std::remove("echo_test.in");
    CHECK(result.status == judge::kExitOk);
    CHECK(result.out == "got xyz");
    std::string written;
    REQUIRE(judge::read_file("echo_test.out", written));
    CHECK(written == "got xyz");
}

TEST_CASE("run_judge: bad input gives exit 1, one line on stderr, nothing on stdout") {
    judge::write_file("echo_bad.in", "hey!");
    const CapturedRun result = run({"echo", "echo_bad.in"});
    CHECK(result.status == judge::kExitBadInput);
    CHECK(result.out.empty());
    CHECK(result.err == "echo: echo_bad.in: line 1: no shouting\n");
}

TEST_CASE("run_judge: unknown options, extra arguments and missing files are usage errors") {
    CHECK(run({"echo", "--frobnicate"}).status == judge::kExitUsage);
    CHECK(run({"echo", "a", "b", "c"}).status == judge::kExitUsage);
    const CapturedRun missing = run({"echo", "no_such_file.in"});
    CHECK(missing.status == judge::kExitUsage);
    CHECK(missing.err == "echo: cannot read no_such_file.in: No such file or directory\n");
    CHECK(missing.out.empty());
}

TEST_CASE("run_judge: --help prints the usage on standard output") {
    const CapturedRun result = run({"echo", "--help"});
    CHECK(result.status == judge::kExitOk);
    CHECK(result.out.find("Usage: echo [--explain] [INPUT [OUTPUT]]\nEchoes.") == 0);
    CHECK(result.out.find("echo_test.in") != std::string::npos);
}
