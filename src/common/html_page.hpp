#ifndef JUDGE_HTML_PAGE_HPP
#define JUDGE_HTML_PAGE_HPP
// --html: one self-contained page (inline SVG, CSS and script, nothing
// fetched from anywhere) that pictures a solution. Shared by the three
// programs; the single-file submissions leave it out, as they leave out --explain.

#include <cstdio>
#include <string>
#include <string_view>

#include "language.hpp"

namespace judge::html {

// Text made safe for HTML content and attribute values.
inline std::string escape(std::string_view text) {
    std::string safe;
    safe.reserve(text.size());
    for (const char c : text) {
        switch (c) {
            case '&': safe += "&amp;"; break;
            case '<': safe += "&lt;"; break;
            case '>': safe += "&gt;"; break;
            case '"': safe += "&quot;"; break;
            case '\'': safe += "&#39;"; break;
            default: safe += c;
        }
    }
    return safe;
}

// A number for SVG coordinates: at most two decimals, no exponent.
inline std::string number(double value) {
    char text[32];
    std::snprintf(text, sizeof text, "%.2f", value);
    std::string s = text;
    while (s.back() == '0') s.pop_back();
    if (s.back() == '.') s.pop_back();
    return s == "-0" ? "0" : s;
}

// What every page shares: the layout, the legend's swatches, the step table,
// and the step control's frames. Without script every frame shows, one after
// another; the script adds the class "js" and then only the current one shows.
constexpr const char* kStyle = R"css(
body { font: 15px/1.4 system-ui, sans-serif; margin: 1.5em; color: #1d2330; background: #fff; }
h1 { font-size: 1.3em; margin: 0 0 .2em; }
.answer { font: 600 1.1em ui-monospace, monospace; }
.note { color: #4a5263; max-width: 60em; }
svg text { font-family: system-ui, sans-serif; }
.legend { display: flex; flex-wrap: wrap; gap: .4em 1.2em; margin: .6em 0; padding: 0; list-style: none; }
.legend li { display: flex; align-items: center; gap: .35em; }
.swatch { width: 1.1em; height: 1.1em; display: inline-block; }
table.steps { border-collapse: collapse; margin-top: 1em; font: .9em ui-monospace, monospace; }
table.steps th, table.steps td { border: 1px solid #c9ced8; padding: .15em .5em; text-align: right; }
table.steps td.text { text-align: left; }
.plan { font: 1.05em ui-monospace, monospace; word-break: break-all; max-width: 50em; }
.plan .push { font-weight: 700; color: #a0361c; }
.moves { columns: 9em auto; max-width: 60em; }
.plan .current { background: #ffe066; outline: 1px solid #b08800; }
.frames { display: flex; flex-wrap: wrap; gap: 1em; }
.frame { margin: 0; }
.frame figcaption { font-size: .85em; color: #4a5263; }
.controls { margin: .8em 0; display: flex; gap: .4em; align-items: center; }
.controls[hidden] { display: none; }
.controls button { font: inherit; padding: .2em .8em; }
.js .frame { display: none; }
.js .frame.current { display: block; }
.js .frame.current svg { width: var(--big-width, auto); height: auto; }
.side-by-side { display: flex; flex-wrap: wrap; gap: 1.2em; align-items: flex-start; }
.side-by-side > .side { flex: 0 0 17em; overflow-wrap: anywhere; }
svg.map { max-width: 100%; height: auto; }
.tip { position: fixed; pointer-events: none; background: #1d2330; color: #fff; padding: .2em .5em;
       border-radius: 4px; font: .85em ui-monospace, monospace; display: none; }
)css";

// The step control of the pages that have frames (class "frame", one per
// position, the first the start) and moves (class "move", one per move of the
// plan): first, previous, next, last and play, the arrow keys too. Opened
// with "#play" it plays; "#step=K" opens it at move K (a link to a move).
constexpr const char* kStepControlScript = R"js(
(function () {
  var root = document.querySelector('.stepper');
  if (!root) return;
  var frames = root.querySelectorAll('.frame'), moves = document.querySelectorAll('.move');
  var controls = root.querySelector('.controls'), label = root.querySelector('.at');
  var last = frames.length - 1, at = 0, timer = null, buttons = {};
  document.documentElement.classList.add('js');
  controls.hidden = false;
  controls.querySelectorAll('button').forEach(function (b) { buttons[b.dataset.go] = b; });
  function stop() {
    if (timer !== null) { clearInterval(timer); timer = null; }
    buttons.play.textContent = buttons.play.dataset.play;
  }
  function show(k) {
    at = Math.max(0, Math.min(last, k));
    frames.forEach(function (f, i) { f.classList.toggle('current', i === at); });
    moves.forEach(function (m, i) { m.classList.toggle('current', i === at - 1); });
    label.textContent = frames[at].querySelector('figcaption').textContent;
    buttons.first.disabled = buttons.prev.disabled = at === 0;
    buttons.next.disabled = buttons.last.disabled = at === last;
    root.dataset.at = at;
    if (at === last) stop();
  }
  buttons.first.onclick = function () { stop(); show(0); };
  buttons.prev.onclick = function () { stop(); show(at - 1); };
  buttons.next.onclick = function () { show(at + 1); };
  buttons.last.onclick = function () { stop(); show(last); };
  buttons.play.onclick = function () {
    if (timer !== null) { stop(); return; }
    if (at === last) show(0);
    buttons.play.textContent = buttons.play.dataset.pause;
    timer = setInterval(function () { show(at + 1); }, 400);
  };
  moves.forEach(function (m, i) { m.onclick = function () { stop(); show(i + 1); }; });
  document.addEventListener('keydown', function (e) {
    var go = { ArrowRight: 'next', ArrowLeft: 'prev', Home: 'first', End: 'last', ' ': 'play' }[e.key];
    if (go && !buttons[go].disabled) { e.preventDefault(); buttons[go].click(); }
  });
  show(0);
  if (location.hash === '#play') {
    buttons.play.click();
  } else if (/^#step=[0-9]+$/.test(location.hash)) {
    show(Number(location.hash.slice(6)));
  }
})();
)js";

// The step control's words, one table per language.
struct StepperWords {
    const char *first, *previous, *next, *last, *play, *pause;
};
inline constexpr StepperWords kStepperWords[] = {
    {"first", "previous", "next", "last", "play", "pause"},
    {"в начало", "назад", "вперёд", "в конец", "показать", "пауза"},
    {"început", "înapoi", "înainte", "sfârșit", "redă", "pauză"},
};

// The step control around its frames (each a <figure class="frame"> with
// a figcaption): the buttons, hidden until the script shows them, and the
// frames, the current one drawn `big_width_px` wide once the script runs.
inline std::string stepper(const std::string& frames, int big_width_px, Language language = Language::kEnglish) {
    const StepperWords& words = kStepperWords[static_cast<int>(language)];
    const auto button = [](const char* go, const char* label) {
        return "<button data-go=\"" + std::string(go) + "\">" + label + "</button>";
    };
    return "<div class=\"stepper\" style=\"--big-width:" + std::to_string(big_width_px) + "px\">"
           "<div class=\"controls\" hidden>" + button("first", words.first) + button("prev", words.previous) +
           button("next", words.next) + button("last", words.last) + "<button data-go=\"play\" data-play=\"" +
           words.play + "\" data-pause=\"" + words.pause + "\">" + words.play + "</button> <span class=\"at\"></span></div>\n"
           "<div class=\"frames\">" + frames + "</div></div>\n";
}

// One legend entry: a swatch that draws the thing as the map draws it
// (`drawing`: SVG in a one-unit square, as one cell of the map) and its meaning.
inline std::string legend_entry(const std::string& drawing, const std::string& meaning) {
    return "<li><svg class=\"swatch\" viewBox=\"0 0 1 1\" aria-hidden=\"true\">" + drawing + "</svg>" +
           escape(meaning) + "</li>";
}

// A filled cell for a legend swatch: a colour the map paints whole cells in.
inline std::string swatch_fill(const std::string& colour) {
    return "<rect width=\"1\" height=\"1\" fill=\"" + colour + "\"/>";
}

// How many cells apart the edge numbers of a board go when a cell is
// `cell_px` pixels and a number `label_px` wide: 1, 2, 5, 10, 20, 25 or 50.
inline int edge_number_step(double cell_px, double label_px) {
    for (const int step : {1, 2, 5, 10, 20, 25, 50})
        if (step * cell_px >= label_px) return step;
    return 100;
}

// The numbers along the top and left edges of a board drawn one unit a cell
// from (0, 0), as a chess board carries its files and ranks: columns and
// rows counted from `first` (the statement's numbering), the first and
// every `step`-th but those nearer the first than `room` cells (a number's
// width), in text `font` units high, `gap` units off the board (a frame
// around it); they need `gap + font` above the board and
// `gap + font * .62 * digits` to its left.
inline std::string edge_numbers(int columns, int rows, int first, double font, int step, double gap, double room = 0) {
    const auto shown = [&](int at) { return at == 0 || ((at + first) % step == 0 && at >= room); };
    std::string svg = "<g class=\"edge-numbers\" fill=\"#4a5263\" font-size=\"" + number(font) + "\">";
    for (int c = 0; c < columns; ++c)
        if (shown(c))
            svg += "<text x=\"" + number(c + .5) + "\" y=\"" + number(-gap) + "\" text-anchor=\"middle\">" +
                   std::to_string(c + first) + "</text>";
    for (int r = 0; r < rows; ++r)
        if (shown(r))
            svg += "<text x=\"" + number(-gap) + "\" y=\"" + number(r + .5 + font * .35) + "\" text-anchor=\"end\">" +
                   std::to_string(r + first) + "</text>";
    return svg + "</g>\n";
}

struct Page {
    std::string puzzle;      // "civ": the title's first word, in the page's language
    std::string input_name;  // the input file, as the command line named it
    std::string body;        // the page's content, HTML
    std::string script;      // the page's own script, if any
    Language language = Language::kEnglish;  // the page's words: its <html lang>
};

// The input's file name without its folders, for titles: a short title
// that a narrow column never breaks mid-word; standard input (run_judge's
// name for it) in the page's language.
inline std::string file_name(const std::string& path, Language language = Language::kEnglish) {
    static const char* const kStandardInput[] = {"standard input", "стандартный ввод", "intrarea standard"};
    if (path == kStandardInput[0]) return kStandardInput[static_cast<int>(language)];
    const std::size_t slash = path.find_last_of("/\\");
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

// The whole document: UTF-8, the title naming the puzzle and the input file,
// the shared style, the body, then the scripts (after the content they act on).
inline std::string render(const Page& page) {
    std::string html = "<!DOCTYPE html>\n<html lang=\"" + std::string(language_code(page.language)) +
                       "\">\n<head>\n<meta charset=\"utf-8\">\n";
    html += "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n";
    html += "<title>" + escape(page.puzzle) + " \xE2\x80\x94 " + escape(file_name(page.input_name, page.language)) + "</title>\n";
    html += "<style>" + std::string(kStyle) + "</style>\n</head>\n<body>\n" + page.body;
    if (!page.script.empty()) html += "<script>" + page.script + "</script>\n";
    return html + "</body>\n</html>\n";
}

}  // namespace judge::html

#endif  // JUDGE_HTML_PAGE_HPP
