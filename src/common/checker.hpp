#ifndef JUDGE_CHECKER_HPP
#define JUDGE_CHECKER_HPP
// What the three checkers share: the testlib verdicts and exit codes, a
// reader of whitespace-separated tokens, and the command line
// `PROGRAM-check INPUT OUTPUT ANSWER` with its one line of verdict (or, in
// the Kattis form, `INPUT ANSWER FEEDBACK_DIR < OUTPUT` and exit 42/43; built
// with -DCMS, CMS's `INPUT ANSWER OUTPUT` and a score).

#include <algorithm>
#include <functional>
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

#include "input_error.hpp"
#include "judge_io.hpp"
#include "utf8.hpp"

namespace checker {

// The testlib convention, which judges (Polygon, ejudge, Codeforces) expect.
enum Verdict : int { kAccepted = 0, kWrongAnswer = 1, kPresentationError = 2, kFail = 3 };

struct Result {
    Verdict verdict;
    std::string message;
};

inline Result accepted(std::string why) { return {kAccepted, std::move(why)}; }
inline Result wrong_answer(std::string why) { return {kWrongAnswer, std::move(why)}; }
inline Result presentation_error(std::string why) { return {kPresentationError, std::move(why)}; }
inline Result checker_failed(std::string why) { return {kFail, std::move(why)}; }

// A byte written as \xNN, for bytes a message must not carry as they are.
inline std::string escaped_byte(unsigned char byte) {
    static const char* const kHex = "0123456789ABCDEF";
    return std::string("\\x") + kHex[byte >> 4] + kHex[byte & 15];
}

// A token as it may appear in a verdict: printable ASCII and UTF-8 kept, other
// bytes written as \xNN, cut after 24 bytes so that garbage stays one short line.
inline std::string quote(std::string_view token) {
    constexpr std::size_t kShown = 24;
    std::string shown;
    for (std::size_t i = 0; i < token.size() && i < kShown; ++i) {
        const auto byte = static_cast<unsigned char>(token[i]);
        shown += byte >= 0x21 && byte != 0x7F ? std::string(1, token[i]) : escaped_byte(byte);
    }
    return shown + (token.size() > kShown ? "..." : "");
}

// Whitespace-separated tokens of a file; any run of spaces, tabs, "\r" and
// "\n" separates them, so trailing spaces, CRLF and a missing final newline
// never matter.
class Tokens {
public:
    explicit Tokens(std::string_view text) : text_(text) {}

    std::optional<std::string_view> next() {
        skip_blanks();
        if (pos_ >= text_.size()) return std::nullopt;
        const std::size_t start = pos_;
        while (pos_ < text_.size() && !judge::is_blank(text_[pos_])) ++pos_;
        return text_.substr(start, pos_ - start);
    }

    // Whether only whitespace remains.
    bool at_end() {
        skip_blanks();
        return pos_ >= text_.size();
    }

private:
    void skip_blanks() {
        while (pos_ < text_.size() && judge::is_blank(text_[pos_])) ++pos_;
    }

    std::string_view text_;
    std::size_t pos_ = 0;
};

// A non-negative decimal integer written plainly ("0", "17"; no sign, no
// leading zeros) and at most `max`; nullopt otherwise.
inline std::optional<long long> plain_number(std::string_view token, long long max) {
    if (token.empty() || token.size() > 18 || (token.size() > 1 && token[0] == '0')) return std::nullopt;
    long long value = 0;
    for (const char c : token) {
        if (c < '0' || c > '9') return std::nullopt;
        value = value * 10 + (c - '0');
    }
    if (value > max) return std::nullopt;
    return value;
}

// The one answer token of `text` if it is there, alone and well formed;
// otherwise nullopt, with the reason in `why`.
inline std::optional<std::string_view> single_token(const std::string& text, bool (*well_formed)(std::string_view),
                                                    const char* form, std::string& why) {
    Tokens tokens(text);
    const std::optional<std::string_view> token = tokens.next();
    if (!token) {
        why = "the output is empty";
    } else if (!well_formed(*token)) {
        why = std::string("expected ") + form + ", found " + quote(*token);
    } else if (const auto extra = tokens.next()) {
        why = "more than one answer: " + quote(*extra) + " after " + std::string(*token);
    } else {
        return token;
    }
    return std::nullopt;
}

// The check of a problem whose answer is one token, compared exactly: a
// broken jury answer is the checker's failure, a missing, malformed or
// doubled output token a presentation error, a different one a wrong answer.
inline Result compare_single_tokens(const std::string& output, const std::string& answer,
                                    bool (*well_formed)(std::string_view), const char* form) {
    std::string why;
    const std::optional<std::string_view> expected = single_token(answer, well_formed, form, why);
    if (!expected) return checker_failed("the jury answer is broken: " + why);
    const std::optional<std::string_view> found = single_token(output, well_formed, form, why);
    if (!found) return presentation_error(why);
    if (*found != *expected) return wrong_answer("expected " + std::string(*expected) + ", found " + std::string(*found));
    return accepted(std::string(*found));
}

// A contestant's output is read up to this size; anything longer is malformed
// (the longest right answer has a few hundred bytes).
constexpr std::size_t kMostOutputBytes = std::size_t{16} << 20;

using Check = std::function<Result(const std::string& input, const std::string& output, const std::string& answer)>;

inline const char* verdict_name(Verdict verdict) {
    switch (verdict) {
        case kAccepted: return "ok";
        case kWrongAnswer: return "wrong answer";
        case kPresentationError: return "presentation error";
        case kFail: return "FAIL";
    }
    return "FAIL";
}

// The Kattis output-validator convention (Kattis, DOMjudge, the ICPC):
// `PROGRAM INPUT JUDGE_ANSWER FEEDBACK_DIR < OUTPUT`. Accepted is exit 42, a
// wrong answer (or a presentation error, which the format does not have) 43
// with the reason in FEEDBACK_DIR/judgemessage.txt; the checker's own
// failure is any other exit, its reason in judgeerror.txt.
constexpr int kKattisAccepted = 42, kKattisWrongAnswer = 43, kKattisJudgeError = 1;

inline int kattis_verdict(const Result& result, const std::string& feedback_dir) {
    const bool failed = result.verdict == kFail;
    const std::string file = feedback_dir + (failed ? "/judgeerror.txt" : "/judgemessage.txt");
    const std::string message = std::string(verdict_name(result.verdict)) + ": " + result.message + "\n";
    if (!judge::write_file(file, message)) std::cerr << message;
    if (failed) return kKattisJudgeError;
    return result.verdict == kAccepted ? kKattisAccepted : kKattisWrongAnswer;
}

// The CMS convention. CMS's Polygon loader compiles a task's check.cpp with
// -DCMS (cmscontrib/loaders/polygon.py) and its comparator step runs it as
// `checker INPUT CORRECT_OUTPUT USER_OUTPUT` (cms/grading/steps/trusted.py):
// the score, 0.0 to 1.0, on the first line of standard output; the
// contestant's message on the first line of standard error, where
// "translate:success" and "translate:wrong" stand for CMS's own localized
// words (and keep the jury's answer from the contestant); "ADMIN_MESSAGE:"
// lines for the admins, which CMS reads as UTF-8 and refuses when they hold
// U+0000..U+0008, U+000A..U+001F or U+007F..U+00BF (its _sanitize_message).
// The checker's own failure is a non-zero exit, its reason on standard error.
#ifdef CMS
constexpr bool kCmsForm = true;
#else
constexpr bool kCmsForm = false;
#endif

// `text` as CMS takes an admin line: UTF-8 kept as it is (Cyrillic included),
// guillemets written as ASCII quotes, every other character CMS refuses and
// every byte that is not UTF-8 written as \xNN.
inline std::string cms_admin_text(std::string_view text) {
    std::string admin;
    for (std::size_t at = 0; at < text.size();) {
        char32_t character = 0;
        const std::size_t length = judge::utf8_character_at(text, at, character);
        const bool refused = length == 0 || character < 0x09 || (character > 0x09 && character < 0x20) ||
                             (character >= 0x7F && character <= 0xBF);
        if (character == U'\u00AB' || character == U'\u00BB') {
            admin += '"';
        } else if (!refused) {
            admin += text.substr(at, length);
        } else {
            for (std::size_t k = 0; k < std::max<std::size_t>(length, 1); ++k)
                admin += escaped_byte(static_cast<unsigned char>(text[at + k]));
        }
        at += std::max<std::size_t>(length, 1);
    }
    return admin;
}

inline int cms_verdict(const Result& result) {
    const std::string message = cms_admin_text(std::string(verdict_name(result.verdict)) + ": " + result.message);
    if (result.verdict == kFail) {
        std::cerr << message << "\n";
        return kFail;
    }
    const bool accepted = result.verdict == kAccepted;
    std::cout << (accepted ? "1.0" : "0.0") << "\n" << std::flush;
    std::cerr << (accepted ? "translate:success" : "translate:wrong") << "\nADMIN_MESSAGE: " << message << "\n";
    return std::cout ? 0 : kFail;
}

// The three ways a checker is called: testlib's (Polygon, ejudge), Kattis'
// (a feedback folder where testlib has a file), CMS's (chosen when built).
enum class Form { kTestlib, kKattis, kCms };

inline Form form_of_call(int argc, char** argv) {
    if (kCmsForm) return Form::kCms;
    return argc == 4 && judge::file_type(argv[3]) == S_IFDIR ? Form::kKattis : Form::kTestlib;
}

// `PROGRAM INPUT OUTPUT ANSWER`: INPUT the test, OUTPUT the contestant's
// output, ANSWER the jury's. Prints one line "VERDICT: why" on standard
// output and returns the verdict as the exit code. An unreadable OUTPUT is a
// presentation error; an unreadable INPUT or ANSWER is the checker's failure.
// The same program follows the Kattis convention when its third argument is
// a folder (the feedback folder, where the testlib convention has a file),
// and CMS's when built with -DCMS.
inline int run_checker(int argc, char** argv, const char* program, const char* what, const Check& check) {
    judge::use_binary_standard_streams();  // Windows too writes "\n", not "\r\n"
    if (argc == 2 && (std::string(argv[1]) == "--help" || std::string(argv[1]) == "-h")) {
        std::cout << "Usage: " << program << " INPUT OUTPUT ANSWER\n"
                  << "       " << program << " INPUT ANSWER FEEDBACK_DIR < OUTPUT   (Kattis, DOMjudge)\n"
                  << "       " << program << " INPUT ANSWER OUTPUT   (CMS: only when built with -DCMS)\n"
                  << what << "\n\n"
                  << "INPUT is the test, OUTPUT the contestant's output, ANSWER the jury's answer.\n"
                  << "Prints one line saying why, and exits with the testlib verdict:\n"
                  << "0 accepted, 1 wrong answer, 2 presentation error (output unreadable or\n"
                  << "malformed), 3 the checker failed (a file missing, the jury answer broken or\n"
                  << "worse than the contestant's). In the Kattis form the line goes to\n"
                  << "FEEDBACK_DIR/judgemessage.txt and the exit is 42 accepted, 43 rejected (a\n"
                  << "wrong answer or a presentation error), 1 the checker failed (judgeerror.txt).\n"
                  << "Built with -DCMS (as CMS's Polygon loader builds check.cpp) it prints the\n"
                  << "score, 1.0 or 0.0, with CMS's message and the line for its admins on\n"
                  << "standard error, and exits 0, or 3 when the checker failed.\n";
        return kAccepted;
    }
    const Form form = form_of_call(argc, argv);
    const auto finish = [&](const Result& result) {
        if (form == Form::kKattis) return kattis_verdict(result, argv[3]);
        if (form == Form::kCms) return cms_verdict(result);
        std::cout << verdict_name(result.verdict) << ": " << result.message << "\n" << std::flush;
        return static_cast<int>(result.verdict);
    };
    if (argc != 4) {
        std::cerr << "Usage: " << program << " INPUT OUTPUT ANSWER (try --help)\n";
        return finish(checker_failed("expected 3 arguments, got " + std::to_string(argc - 1)));
    }
    const char* const answer_path = form == Form::kTestlib ? argv[3] : argv[2];
    const char* const output_path = form == Form::kTestlib ? argv[2] : argv[3];
    std::string input, output, answer;
    bool too_long = false;
    if (!judge::read_file(argv[1], input)) return finish(checker_failed(std::string("cannot read the input ") + argv[1]));
    if (!judge::read_file(answer_path, answer))
        return finish(checker_failed(std::string("cannot read the jury answer ") + answer_path));
    const judge::IoResult read = form == Form::kKattis ? judge::read_all(stdin, output, kMostOutputBytes, &too_long)
                                                       : judge::read_file(output_path, output, kMostOutputBytes, &too_long);
    if (!read)
        return finish(presentation_error(std::string("cannot read the output ") +
                                         (form == Form::kKattis ? "on standard input" : output_path)));
    if (too_long)
        return finish(presentation_error("the output is longer than " + judge::count_of(static_cast<long long>(kMostOutputBytes), "byte")));
    return finish(check(input, output, answer));
}

}  // namespace checker

#endif  // JUDGE_CHECKER_HPP
