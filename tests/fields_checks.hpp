#ifndef TESTS_FIELDS_CHECKS_HPP
#define TESTS_FIELDS_CHECKS_HPP
// The fields --fields reports (src/common/input_fields.hpp), read back for
// the unit tests, and the same tests written the many ways people write
// them, which the programs read alike: the playground's editor relies on
// each field's bytes being where the program says it read them.

#include <catch2/catch.hpp>

#include <sstream>
#include <string>
#include <vector>

#include "../src/common/input_fields.hpp"
#include "../src/common/random.hpp"
#include "samples.hpp"

namespace testing_support {

// Text for a failure's message: control bytes and bytes above 0x7E escaped.
inline std::string quoted(const std::string& text) {
    std::string shown = "\"";
    for (const char c : text) {
        const auto byte = static_cast<unsigned char>(c);
        if (c == '\n') shown += "\\n";
        else if (c == '\r') shown += "\\r";
        else if (byte < 0x20 || byte > 0x7E) shown += "\\x" + std::string(1, "0123456789ABCDEF"[byte >> 4]) + "0123456789ABCDEF"[byte & 15];
        else shown += c;
    }
    return shown + "\"";
}

// The fields PARSE notes while it reads INPUT.
template <class Parse>
std::vector<judge::Field> fields_read(Parse parse, const std::string& input) {
    judge::FieldLog log(true);
    parse(input);
    std::vector<judge::Field> fields;
    std::istringstream lines(log.finish());
    judge::Field field{0, 0, ""};
    while (lines >> field.offset >> field.length && std::getline(lines >> std::ws, field.name)) fields.push_back(field);
    return fields;
}

// The bytes of INPUT a field names.
inline std::string bytes_of(const std::string& input, const judge::Field& field) {
    REQUIRE(field.offset + field.length <= input.size());
    return input.substr(field.offset, field.length);
}

// Fields in the order read never overlap.
inline void check_in_order(const std::vector<judge::Field>& fields) {
    for (std::size_t i = 1; i < fields.size(); ++i) {
        INFO(fields[i].name);
        CHECK(fields[i].offset >= fields[i - 1].offset + fields[i - 1].length);
    }
}

// A way of writing a test's whitespace, drawn at random: the line end, a
// byte-order mark, a DOS end-of-file mark, and the blanks a separator or a
// blank line may be.
struct Spelling {
    std::string newline = "\n";
    bool bom = false, ctrl_z = false;
    judge::SplitMix64* rng = nullptr;

    static Spelling random(judge::SplitMix64& rng) {
        Spelling s;
        s.rng = &rng;
        s.newline = rng.chance(50) ? "\r\n" : "\n";
        s.bom = rng.chance(25);
        s.ctrl_z = rng.chance(15);
        return s;
    }
    // Spaces between two fields of one line.
    std::string spaces() const {
        static const char* const kChoices[] = {" ", " ", "  ", "\t", " \t "};
        return kChoices[rng->between(0, 4)];
    }
    // Between two fields that may stand on different lines.
    std::string separator() const { return rng->chance(33) ? spaces() + newline + blank_lines() : spaces(); }
    // Nothing, or blank lines (spaces on some).
    std::string blank_lines() const {
        std::string lines;
        for (int k = rng->chance(33) ? rng->between(1, 2) : 0; k > 0; --k) lines += (rng->chance(50) ? " " : "") + newline;
        return lines;
    }
    // A number as a person may write it: with leading zeros or a plus.
    std::string number(int value) const {
        const int how = rng->between(0, 5);
        return (how == 0 ? "+" : how == 1 ? "00" : "") + std::to_string(value);
    }
    std::string framed(const std::string& text) const {
        return (bom ? "\xEF\xBB\xBF" : "") + text + (ctrl_z ? "\x1A" : "");
    }
};

// Each sample of FOLDER as it is and written anew 19 ways (WRITE(read,
// spelling, rng), from what PARSE read of it), each with the fields PARSE
// notes, handed to CHECK(read, input, fields) in order; how many there were.
template <class Parse, class Write, class Check>
int each_written_anew(const std::string& folder, Parse parse, Write write, Check check) {
    judge::SplitMix64 rng(61);
    int variants = 0;
    for (const Sample& sample : load_samples(folder)) {
        const auto read = parse(sample.input);
        for (int k = 0; k < 20; ++k, ++variants) {
            const std::string input = k == 0 ? sample.input : write(read, Spelling::random(rng), rng);
            INFO(sample.name << ", written as " << quoted(input));
            const std::vector<judge::Field> fields = fields_read(parse, input);
            check_in_order(fields);
            check(read, input, fields);
        }
    }
    return variants;
}

}  // namespace testing_support

#endif  // TESTS_FIELDS_CHECKS_HPP
