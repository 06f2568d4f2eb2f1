#ifndef TESTS_PAGE_CHECKS_HPP
#define TESTS_PAGE_CHECKS_HPP
// What every --html page must be, for the puzzles' unit tests: nothing in it
// that a browser would fetch from anywhere, and a title naming the puzzle and
// the input; plus small helpers to count and pick out its parts.

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>
#include <vector>

namespace testing_support {

// Where `needle` starts in `text`, each place (overlaps included), in order.
inline std::vector<std::size_t> find_all(const std::string& text, const std::string& needle) {
    std::vector<std::size_t> places;
    for (std::size_t at = text.find(needle); at != std::string::npos; at = text.find(needle, at + 1)) places.push_back(at);
    return places;
}

inline std::string lowercase(std::string text) {
    std::transform(text.begin(), text.end(), text.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
    return text;
}

// Every place where the page would load something: a src or srcset, a link,
// an href or url() that is not a fragment of the page itself, an @import, a
// script request API, or any address other than the SVG namespace's name.
inline std::vector<std::string> external_references(const std::string& html) {
    const std::string page = lowercase(html);
    std::vector<std::string> found;
    const auto note = [&](std::size_t at) { found.push_back(html.substr(at, 60)); };
    for (const char* always : {" src=", "srcset=", "<link", "@import", "<iframe", "<object", "<embed", "<base",
                               "fetch(", "xmlhttprequest", "import(", "websocket", "eventsource", "sendbeacon"})
        for (const std::size_t at : find_all(page, always)) note(at);
    for (const std::string attribute : {"href=\"", "href='", "url("})
        for (const std::size_t at : find_all(page, attribute)) {
            const std::size_t value = at + attribute.size();
            if (value >= page.size() || page[value] != '#') note(at);
        }
    const std::string svg_namespace = "xmlns=\"http://www.w3.org/2000/svg\"";
    for (const std::size_t at : find_all(page, "://")) {
        const std::size_t start = at >= 11 ? at - 11 : 0;
        if (page.compare(start, svg_namespace.size(), svg_namespace) != 0) note(start);
    }
    return found;
}

inline int occurrences(const std::string& text, const std::string& needle) {
    return static_cast<int>(find_all(text, needle).size());
}

// The text between `open` and the next `close`, after `from`; "" if absent.
inline std::string between(const std::string& text, const std::string& open, const std::string& close,
                           std::size_t from = 0) {
    const std::size_t start = text.find(open, from);
    if (start == std::string::npos) return "";
    const std::size_t end = text.find(close, start + open.size());
    return end == std::string::npos ? "" : text.substr(start + open.size(), end - start - open.size());
}

inline std::string title_of(const std::string& html) { return between(html, "<title>", "</title>"); }

// The numbers on a board's edges (the first group of them in the page):
// those along the top and those down the left side, each "1 2 3 ".
inline std::pair<std::string, std::string> edge_numbers_of(const std::string& html) {
    const std::string numbers = between(html, "<g class=\"edge-numbers\"", "</g>");
    std::string top, left;
    for (const std::size_t at : find_all(numbers, "<text "))
        (between(numbers, "text-anchor=\"", "\"", at) == "middle" ? top : left) += between(numbers, ">", "</text>", at) + " ";
    return {top, left};
}

// The page's last frame of the step control (from its <figure> on).
inline std::string last_frame(const std::string& html) {
    const std::size_t at = html.rfind("<figure class=\"frame\"");
    return at == std::string::npos ? "" : html.substr(at, html.find("</figure>", at) - at);
}

}  // namespace testing_support

#endif  // TESTS_PAGE_CHECKS_HPP
