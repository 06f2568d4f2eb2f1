#ifndef JUDGE_LANGUAGE_HPP
#define JUDGE_LANGUAGE_HPP
// --lang en|ru|ro: the language of the walkthrough (--explain) and the
// picture (--html), never of the answer or of a refusal. The single-file
// submissions leave this file out. Each program keeps one table of its
// sentences per language; this file holds what they share: the language's
// name, counts with their nouns in the right plural form, and filling in a
// sentence's numbered blanks.

#include <initializer_list>
#include <optional>
#include <string>
#include <string_view>

namespace judge {

enum class Language { kEnglish, kRussian, kRomanian };

// The codes --lang takes, in Language's order; also the pages' <html lang>.
inline constexpr const char* kLanguageCodes[] = {"en", "ru", "ro"};

inline const char* language_code(Language language) { return kLanguageCodes[static_cast<int>(language)]; }

inline std::optional<Language> language_from_code(std::string_view code) {
    for (const Language language : {Language::kEnglish, Language::kRussian, Language::kRomanian})
        if (code == language_code(language)) return language;
    return std::nullopt;
}

// A noun's forms after a number. English uses `one` and `many`; Russian all
// three (1 ход, 2 хода, 5 ходов); Romanian `one` and `many` (1 mutare,
// 2 mutări), with «de» put before `many` by count_in (20 de mutări).
struct Noun {
    const char* one;
    const char* few;
    const char* many;
};

// Russian: the form by the last two digits (11–14 take «many»), then the last.
inline const char* russian_form(long long count, const Noun& noun) {
    const long long last_two = count % 100, last = count % 10;
    if (last_two >= 11 && last_two <= 14) return noun.many;
    if (last == 1) return noun.one;
    return last >= 2 && last <= 4 ? noun.few : noun.many;
}

// Romanian puts «de» between a number and its noun when the number's last
// two digits are 00 or 20–99, from 20 on: 20 de mutări, 100 de mutări,
// 101 mutări (the rule tools/statement_header.py follows for seconds).
inline bool romanian_takes_de(long long count) {
    return count % 100 >= 20 || (count >= 100 && count % 100 == 0);
}

// "5 ходов", "20 de mutări", "1 move": a count and its noun in `language`.
inline std::string count_in(Language language, long long count, const Noun& noun) {
    const std::string number = std::to_string(count) + " ";
    switch (language) {
        case Language::kRussian: return number + russian_form(count, noun);
        case Language::kRomanian:
            return number + (count == 1 ? noun.one : (romanian_takes_de(count) ? "de " : "") + std::string(noun.many));
        case Language::kEnglish: break;
    }
    return number + (count == 1 ? noun.one : noun.many);
}

// A sentence of a table with its blanks {1}, {2}, … filled in order of the
// values given; a blank with no value stays as it is.
inline std::string fill(std::string_view sentence, std::initializer_list<std::string> values) {
    std::string text;
    for (std::size_t i = 0; i < sentence.size(); ++i) {
        const std::size_t index = i + 2 < sentence.size() && sentence[i] == '{' && sentence[i + 2] == '}'
                                      ? static_cast<std::size_t>(sentence[i + 1] - '1')
                                      : values.size();
        if (index < values.size()) {
            text += values.begin()[index];
            i += 2;
        } else {
            text += sentence[i];
        }
    }
    return text;
}

// The columns `text` (UTF-8) takes in a table: its characters, so that a
// Cyrillic letter, two bytes, takes one.
inline std::size_t display_width(std::string_view text) {
    std::size_t characters = 0;
    for (const char byte : text) characters += (static_cast<unsigned char>(byte) & 0xC0) != 0x80;
    return characters;
}

// `text` widened with spaces to `width` columns, on the right
// (`left_aligned`) or the left.
inline std::string padded(const std::string& text, std::size_t width, bool left_aligned) {
    const std::size_t characters = display_width(text);
    const std::string spaces(width > characters ? width - characters : 0, ' ');
    return left_aligned ? text + spaces : spaces + text;
}

}  // namespace judge

#endif  // JUDGE_LANGUAGE_HPP
