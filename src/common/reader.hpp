#ifndef JUDGE_READER_HPP
#define JUDGE_READER_HPP
// The parsing helper civ and sokoban share: a tolerant reader of numbers and
// lines over the whole input, naming the line and field of every refusal.

#include <algorithm>
#include <optional>
#include <string>
#include <string_view>
// submission: leave out from here
#include <type_traits>
// submission: leave out to here

#include "input_error.hpp"
// submission: leave out from here
#include "input_fields.hpp"
// submission: leave out to here

namespace judge {

// ---------------------------------------------------------------------------
// Reader over the whole input. Tolerates a UTF-8 BOM, "\r\n", blank lines, a
// missing final newline and a DOS end-of-file mark (Ctrl-Z) at the very end;
// everything it refuses names the line. It reads the caller's text in place
// (the lines it returns are views into it), so the text must outlive it.

class Reader {
public:
    explicit Reader(std::string_view text) : text_(text) {
        // DOS editors ended a file with Ctrl-Z; it is not data.
        if (!text_.empty() && text_.back() == '\x1A') text_.remove_suffix(1);
        if (text_.substr(0, 3) == "\xEF\xBB\xBF") pos_ = begin_ = 3;
    }
    // submission: leave out from here
    // A temporary string would die before the lines read from it.
    template <class Text, std::enable_if_t<std::is_same_v<Text, std::string>, int> = 0>
    explicit Reader(Text&&) = delete;

    // Where a line this reader returned begins, in bytes from the input's start.
    std::size_t offset_of(std::string_view part) const { return static_cast<std::size_t>(part.data() - text_.data()); }
    // submission: leave out to here

    // The line the next field would be read from; at the end of the input,
    // the last line (not the empty one after a final newline).
    int line() const {
        const bool after_final_newline = at_end() && line_ > 1 && text_.back() == '\n';
        return after_final_newline ? line_ - 1 : line_;
    }
    // The number of the line read_line or read_nonblank_line returned last.
    int last_line() const { return last_line_; }

    // Reads a decimal integer, skipping any whitespace (newlines included)
    // before it, and checks it lies in lo..hi: "line 1: M = 4 is outside 1..3".
    // A word on a line after the fields before it: the number is missing
    // from their line's end (a short header), and that line is named.
    long long read_int(long long lo, long long hi, const std::string& name) {
        const int line_before = line_;
        const bool fields_before = field_before_on_line();
        skip_blanks();
        if (at_end()) fail_input(line(), name + " is missing (the input ends here)");
        const std::size_t start = pos_;
        if (peek() == '-' || peek() == '+') ++pos_;
        const std::size_t digits = pos_;
        while (!at_end() && peek() >= '0' && peek() <= '9') ++pos_;
        if (pos_ == digits || (!at_end() && !is_blank(peek()))) {
            if (line_ > line_before && fields_before)
                fail_input(line_before, name + " is missing at the end of the line (line " + std::to_string(line_) +
                                            " begins with " + word_at(start) + ")");
            fail_input(line_, name + " should be an integer, found " + word_at(start));
        }
        // Leading zeros do not count; beyond 18 significant digits the value
        // is certainly out of any range we accept.
        std::size_t significant = digits;
        while (significant + 1 < pos_ && text_[significant] == '0') ++significant;
        const bool huge = pos_ - significant > 18;
        long long magnitude = 0;
        for (std::size_t i = significant; !huge && i < pos_; ++i) magnitude = magnitude * 10 + (text_[i] - '0');
        const long long value = text_[start] == '-' ? -magnitude : magnitude;
        if (huge || value < lo || value > hi)
            fail_input(line_, name + " = " + shortened(text_.substr(start, std::min<std::size_t>(pos_ - start, kQuoted + 1))) +
                                  " is outside " + std::to_string(lo) + ".." + std::to_string(hi));
        // submission: leave out from here
        note_field(start, pos_ - start, name);
        // submission: leave out to here
        return value;
    }

    // Like read_int, for fields known to fit in int.
    int read_small(int lo, int hi, const std::string& name) {
        return static_cast<int>(read_int(lo, hi, name));
    }

    // The rest of the current line without its "\r\n" or "\n"; nullopt at the end.
    std::optional<std::string_view> read_line() {
        if (at_end()) return std::nullopt;
        last_line_ = line_;
        std::size_t end = text_.find('\n', pos_);
        const bool has_newline = end != text_.npos;
        if (!has_newline) end = text_.size();
        std::string_view result = text_.substr(pos_, end - pos_);
        if (!result.empty() && result.back() == '\r') result.remove_suffix(1);
        pos_ = has_newline ? end + 1 : end;
        if (has_newline) ++line_;
        return result;
    }

    // The next line holding something other than whitespace; last_line()
    // then names it. nullopt when only blank lines remain.
    std::optional<std::string_view> read_nonblank_line() {
        skip_blanks();
        if (at_end()) return std::nullopt;
        skip_to_line_start();
        return read_line();
    }

    // After the last field of a line (a header): only whitespace may follow.
    void finish_line(const std::string& after) {
        while (!at_end() && peek() != '\n') {
            if (!is_blank(peek())) fail_input(line_, "unexpected " + describe_byte(peek()) + " after " + after);
            ++pos_;
        }
        if (!at_end()) {
            ++pos_;
            ++line_;
        }
    }

    // At the end of the data: only whitespace may remain.
    void expect_end(const std::string& after) {
        skip_blanks();
        if (!at_end()) fail_input(line_, "unexpected " + describe_byte(peek()) + " after " + after);
    }

private:
    bool at_end() const { return pos_ >= text_.size(); }

    // The word starting at `start`, for messages: 'abc', or a byte code when
    // the first byte is not printable.
    std::string word_at(std::size_t start) const {
        if (start >= text_.size()) return "the end of the input";
        std::size_t end = start;
        while (end < text_.size() && end - start < kQuoted && !is_blank(text_[end]) &&
               static_cast<unsigned char>(text_[end]) >= 0x21 && static_cast<unsigned char>(text_[end]) < 0x7f)
            ++end;
        if (end == start) return describe_byte(text_[start]);
        std::string word = "'" + std::string(text_.substr(start, end - start)) + "'";
        if (end < text_.size() && !is_blank(text_[end]))
            word += end - start < kQuoted ? " followed by " + describe_byte(text_[end]) : "...";
        return word;
    }
    char peek() const { return text_[pos_]; }

    void skip_blanks() {
        while (!at_end() && is_blank(peek())) {
            if (peek() == '\n') ++line_;
            ++pos_;
        }
    }

    // Whether the current line holds something visible before the position.
    bool field_before_on_line() const {
        for (std::size_t i = pos_; i > begin_ && text_[i - 1] != '\n'; --i)
            if (!is_blank(text_[i - 1])) return true;
        return false;
    }

    // Back up over the spaces that precede the first visible character, so
    // that read_line returns the whole line (leading spaces are cells too).
    void skip_to_line_start() {
        while (pos_ > 0 && text_[pos_ - 1] != '\n' && is_blank(text_[pos_ - 1])) --pos_;
    }

    std::string_view text_;
    std::size_t begin_ = 0;  // after a byte-order mark
    std::size_t pos_ = 0;
    int line_ = 1;
    int last_line_ = 0;
};

}  // namespace judge

#endif  // JUDGE_READER_HPP
