// The page: one puzzle at a time; its judge's text, the source of truth;
// the board, drawn from what the program read of that text; the answer of
// every edit, then the walkthrough and the picture once the edits pause;
// links that carry the text (and the page's language); undo and redo; the
// statement beside them.
'use strict';

const FIRST_SAMPLES = { civ: 'statement', sokoban: 'statement_two_pushes', chameleon: 'statement' };
const FOLLOW_MS = 250;  // the walkthrough and the picture follow once the edits pause this long
const LINK_BYTES = 65536;  // a link carries a text up to this size, as browsers keep such addresses
const PUZZLES = { civ, sokoban, chameleon };

// The text is state.bytes. state.fields is where the program read each of
// its fields, null while the program has not read it yet (reading) or when
// it refused it; state.model, the board, is then the last text it accepted.
// state.modelBytes is the text the board is of.
const state = { puzzle: 'civ', bytes: new Uint8Array(), fields: null, reading: false, model: null, modelBytes: null, board: null, edited: 0, texts: {}, histories: {} };
const encodingOf = (puzzle) => (puzzle === 'chameleon' ? chameleon.encoding : 'UTF-8');
const undoHistory = () => (state.histories[state.puzzle] = state.histories[state.puzzle] || new TextHistory());

// Each refusal of a board edit replaces the one before; the next edit clears it.
function refuse(reason) { $('refusal').textContent = reason; }

// The time of the input event an edit came from (the answer's latency is
// measured from it).
function markEdit(event) { state.edited = event && event.timeStamp ? event.timeStamp : performance.now(); }

// The start of an edit on the board or its fields: the last refusal
// cleared; false, with the reason, when the board cannot be edited now.
function startGesture(event) {
  markEdit(event);
  refuse('');
  if (state.fields) return true;
  refuse(say(state.reading ? 'stillReading' : 'boardIsOld'));
  return false;
}

// An edit of the board or its fields (CHANGE: the model after it and the
// byte edits that make its text, or those bytes and fields themselves):
// taken at once when the program is sure to accept it (the cells it touched
// repainted and the text rewritten before this frame is drawn), else asked
// of the program first, whose reason is shown if it refuses.
async function edit(change) {
  const P = PUZZLES[state.puzzle], puzzle = state.puzzle, before = state.bytes;
  if (!state.fields) return;
  let { bytes, fields } = change.bytes ? change : spliced(state.bytes, state.fields, change.edits);
  let model = change.model;
  if (change.check || !model) {
    const run = await runSolver(puzzle, ['--fields', FIELDS_PATH], bytes);
    if (puzzle !== state.puzzle) return;
    if (run.code !== 0) {  // said even if the text moved on meanwhile (the rest of a drag went through)
      refuse(say('editRefused', programReason(puzzle, run.stderr)));
      drawControls();  // the fields show the text's values again
      return;
    }
    if (state.bytes !== before) return;  // the text moved on meanwhile: this edit is of a text no longer there
    fields = readFields(run.fields);
    model = P.read(bytes, fields);
  }
  state.fields = fields;
  showModel(model);
  state.modelBytes = bytes;
  showTextEdits(state.bytes, bytes, change.edits);
  setBytes(bytes, { shown: true });
  judge();
}

// The text box brought to BYTES after EDITS of BEFORE: when the text is
// ASCII (so a byte is a character) only the edited characters are replaced
// in it (the browser then lays out one line, not the whole text, and the
// box keeps its scroll and caret), else the whole text anew.
function showTextEdits(before, bytes, edits) {
  const input = $('input');
  const ascii = (b) => b.every((byte) => byte < 0x80);
  if (!edits || input.value.length !== before.length || !ascii(before) || !ascii(bytes)) {
    input.value = decode(bytes, encodingOf(state.puzzle));
  } else {
    for (const e of edits.slice().sort((a, b) => b.offset - a.offset)) {
      input.setRangeText(String.fromCharCode.apply(null, e.bytes), e.offset, e.offset + e.length, 'preserve');
    }
  }
  gutterState.text = null;
  showGutter(0);
}

// MODEL on the board: the cells where it differs repainted, or the board
// and its controls drawn anew when its shape changed.
function showModel(model) {
  const P = PUZZLES[state.puzzle], old = state.model;
  state.model = model;
  if (state.board && old && P.sameShape(old, model)) {
    for (const [c, r] of P.changedCells(old, model)) state.board.paintCell(c, r);
  } else {
    drawBoard();
  }
}

// The text is BYTES: the text box shows them (unless SHOWN: it has them
// already) and the puzzle's history notes them (TYPED: from the keyboard).
function setBytes(bytes, { typed = false, shown = false, event = null } = {}) {
  state.bytes = bytes;
  state.texts[state.puzzle] = bytes;
  if (!shown) $('input').value = decode(bytes, encodingOf(state.puzzle));
  undoHistory().record(bytes, typed, event ? event.timeStamp : performance.now());
  showGutter(0);
}

let replacingControls = false;
function drawControls() {
  const P = PUZZLES[state.puzzle];
  if (!state.model) { $('controls').replaceChildren(); return; }
  const controls = P.controls(state.model, edit, reencode);
  replacingControls = true;
  try { $('controls').replaceChildren(...controls); } finally { replacingControls = false; }
}

function drawBoard() {
  const P = PUZZLES[state.puzzle];
  state.board = null;
  drawControls();
  if (!state.model) {
    $('board').replaceChildren();
    window.playground.board = null;
    return;
  }
  state.board = P.board(state.model, edit);
  $('board').replaceChildren(state.board.canvas, ...(state.board.extras || []));
  window.playground.board = state.board;
}

// Whether the board is the text's, or the last accepted text's (marked so).
function showBoardState() {
  const stale = !state.fields && !state.reading;
  const note = !stale ? '' : say(state.model ? 'boardStale' : 'noBoard');
  if ($('editor').classList.contains('stale') !== (stale && !!state.model)) $('editor').classList.toggle('stale', stale && !!state.model);
  if ($('board-note').textContent !== note) $('board-note').textContent = note;
}

// A number field of the board's (width, height, M): what is typed is put in
// the text in its place, and taken only if the program accepts the text;
// else refused with the program's reason, and the field shows the text's
// value again. MAKE(typed) gives the edit.
function numberField(label, value, make) {
  return el('label', {}, `${label} `, el('input', {
    type: 'number', value, 'aria-label': label,
    onchange: (event) => {
      if (replacingControls || !event.target.isConnected) return;  // an input the redraw removes reports its change as it goes
      if (!startGesture(event)) { drawControls(); return; }
      const typed = event.target.value.trim();
      if (!/^[0-9]+$/.test(typed)) {
        refuse(say('wholeNumber', label));
        drawControls();
        return;
      }
      edit(make(typed));
    },
  }));
}

// «Хамелеон»'s text written anew in another encoding (the same letters).
function reencode(from, to) {
  chameleon.encoding = to;
  markEdit(null);
  state.fields = null;
  state.reading = true;
  setBytes(encode(decode(state.bytes, from), to));
  judge();
}

// ---------------------------------------------------------------------------
// The text box: line numbers beside it (those in view only, so that a text
// of thousands of lines costs no more than a short one), the line a message
// names marked, scrolled with the text both ways.

const LINE_PX = 18;  // #input's line-height
// Where the text box is scrolled to and how tall it is, kept from its own
// events: reading them from the box as a key is typed would make the
// browser lay out a long text there and then.
const textView = { top: 0, height: 200 };
let gutterState = { text: null, count: 1, bad: 0 };
function lineCount(text) {
  let count = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) count += 1;
  return count;
}
function showGutter(badLine) {
  const text = $('input').value;
  if (gutterState.text !== text) gutterState = { text, count: lineCount(text), bad: badLine };
  gutterState.bad = badLine;
  const height = `${Math.min(gutterState.count + 1, 24) * LINE_PX + 14}px`;
  if ($('input').style.height !== height) $('input').style.height = height;
  drawGutter();
}
let gutterDrawn = '';
function drawGutter() {
  const first = Math.floor(textView.top / LINE_PX), shown = Math.ceil(textView.height / LINE_PX) + 2;
  const drawn = [first, shown, gutterState.count, gutterState.bad, textView.top, textView.height].join(' ');
  if (drawn === gutterDrawn) return;  // as it is (a key typed mid-text changes none of it)
  gutterDrawn = drawn;
  const numbers = [];
  for (let line = first + 1; line <= Math.min(gutterState.count, first + shown); line += 1) {
    numbers.push(el('span', line === gutterState.bad ? { class: 'bad' } : {}, String(line)));
  }
  const gutter = $('gutter');
  gutter.replaceChildren(...numbers);
  gutter.style.transform = `translateY(${first * LINE_PX - textView.top}px)`;
  // As tall as the lines in view (not beside the box's scroll bar).
  gutter.parentNode.style.height = `${textView.height + 6}px`;
}

// ---------------------------------------------------------------------------
// The answer to the current bytes: the plain run at once, painted in the
// next frame (edits that come while a run is under way are judged after it,
// the latest only, and no answer is shown for a text the page has left);
// the walkthrough and the picture (--explain, --html) once the edits pause.
// A text longer than the program reads is refused at once, in the program's
// words, without a run.

let pending = null, running = false, followTimer = 0;
function judge() {
  pending = { puzzle: state.puzzle, bytes: state.bytes, edited: state.edited || performance.now() };
  state.edited = 0;
  clearTimeout(followTimer);
  $('explain-state').textContent = $('picture-state').textContent = say('followsPause');
  if (!running) pump();
}
async function pump() {
  running = true;
  try {
    while (pending) {
      const job = pending;
      pending = null;
      await judgeNow(job);
    }
  } catch (error) {
    $('error').textContent = String(error);
  }
  running = false;
}
const current = (job) => !pending && job.puzzle === state.puzzle && job.bytes === state.bytes;

// What the tests and the benchmark wait for: the input's base64, or its
// length for one too long to be any test.
const fingerprint = (bytes) => (bytes.length <= LINK_BYTES * 16 ? toBase64(bytes) : `${bytes.length} bytes`);

async function judgeNow(job) {
  const { puzzle, bytes, edited } = job;
  const cap = inputCaps[puzzle];
  const plain = cap && bytes.length > cap.bytes
    ? { code: 1, stdout: new Uint8Array(), stderr: new TextEncoder().encode(cap.message), fields: new Uint8Array() }
    : await runSolver(puzzle, ['--fields', FIELDS_PATH], bytes);
  if (!current(job)) return;
  const answer = $('answer');
  const message = decode(plain.stderr).trim();
  answer.dataset.stdout = toBase64(plain.stdout);
  answer.dataset.code = String(plain.code);
  writeLink(puzzle, bytes);
  $('error').textContent = message && say('programSays', message);  // the refusal, or a hint the program gives beside its answer
  state.reading = false;
  if (plain.code !== 0) {
    state.fields = null;
    const line = /line (\d+)/.exec(message);
    showGutter(line ? Number(line[1]) : 0);
    answer.className = 'refused';
    answer.replaceChildren(el('span', { class: 'head' }, say('refusedInput')));
    $('picture-section').classList.add('stale');
    $('explain-state').textContent = $('picture-state').textContent = say('lastAccepted');
  } else {
    showGutter(0);
    state.fields = readFields(plain.fields);
    if (state.modelBytes !== bytes) {  // a text typed, opened or undone: the board drawn from what the program read
      const model = PUZZLES[puzzle].read(bytes, state.fields);
      const reshaped = !state.model || !PUZZLES[puzzle].sameShape(state.model, model);
      showModel(model);
      state.modelBytes = bytes;
      if (!reshaped) drawControls();  // the fields show the text's values (a new shape drew them already)
    }
    const [head, ...rest] = decode(plain.stdout, encodingOf(puzzle)).replace(/\n$/, '').split('\n');
    answer.className = '';
    answer.replaceChildren(el('span', { class: 'head' }, head), ...(rest.length ? [el('span', { class: 'rest' }, rest.join('\n'))] : []));
    followTimer = setTimeout(() => follow(job), FOLLOW_MS);
  }
  showBoardState();
  answer.dataset.input = fingerprint(bytes);
  // Painted once the next frame is drawn: that is what the person waits for.
  await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
  const now = performance.now();
  answer.dataset.ms = (now - edited).toFixed(1);
  answer.dataset.paintedAt = now.toFixed(1);
  answer.dataset.painted = answer.dataset.input;  // the tests and the benchmark wait for this
  window.playground.painted.push(answer.dataset.input);
  $('timing').textContent = say('painted', Math.round(now - edited));
}

// ---------------------------------------------------------------------------
// Links: the page's address carries the puzzle and its text (up to
// LINK_BYTES); any address opens a working page, the default sample with a
// line saying why when the address carries no test this page can read.

let linkWritten = null;  // the address the page last wrote (rewriting it costs the browser time)
function writeLink(puzzle, bytes) {
  if (bytes.length <= LINK_BYTES) {
    const link = `#${puzzle}:${toBase64(bytes).replace(/\+/g, '-').replace(/\//g, '_')}`;
    if (link !== linkWritten) history.replaceState(null, '', link);
    linkWritten = link;
    if ($('link-note').dataset.kind === 'long') $('link-note').textContent = '';
    return;
  }
  if (linkWritten !== '') history.replaceState(null, '', location.pathname + location.search);
  linkWritten = '';
  $('link-note').dataset.kind = 'long';
  $('link-note').textContent = say('tooLongForLink', countOf(bytes.length, 'bytes'), LINK_BYTES / 1024);
}

const shown = (text) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
// The test a link's address carries: { puzzle, bytes }, or { puzzle, why }
// when it carries none this page can read (puzzle then a default).
function linkedTest(hash) {
  const match = /^#([^:]*):([\s\S]*)$/.exec(hash);
  if (!match) return { puzzle: 'civ', why: say('notATest', shown(hash)) };
  let [, puzzle, data] = match;
  if (!Object.prototype.hasOwnProperty.call(PUZZLES, puzzle)) return { puzzle: 'civ', why: say('noSuchPuzzle', shown(puzzle)) };
  if (data.length > (LINK_BYTES * 4) / 3 + 4) return { puzzle, why: say('linkTooLong', countOf(data.length, 'characters')) };
  try {
    data = decodeURIComponent(data).replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    if (data.length % 4 === 1) throw new Error('cut');
    return { puzzle, bytes: fromBase64(data + '='.repeat((4 - (data.length % 4)) % 4)) };
  } catch (error) {
    return { puzzle, why: say('linkDamaged') };
  }
}

function openFromLink() {
  const hash = location.hash;
  if (hash === '' || hash === '#') return false;
  const test = linkedTest(hash);
  if (test.bytes) {
    $('link-note').textContent = '';
    open(test.puzzle, test.bytes);
  } else {
    open(test.puzzle, sampleBytes(test.puzzle, FIRST_SAMPLES[test.puzzle]), FIRST_SAMPLES[test.puzzle]);
    $('link-note').dataset.kind = 'link';
    $('link-note').textContent = say('firstSampleInstead', test.why);
  }
  return true;
}

// ---------------------------------------------------------------------------
// The walkthrough and the picture of an answered input, if the page is
// still on it: the run in a worker (a large page takes the program tens of
// milliseconds to write) and the picture in a sandboxed frame (its own
// process: parsing it never holds the board's input back).

function solverWorker() {
  const source = `${$('solvers').textContent}
const FACTORIES = { civ: typeof createCiv !== 'undefined' && createCiv, sokoban: typeof createSokoban !== 'undefined' && createSokoban, chameleon: typeof createChameleon !== 'undefined' && createChameleon };
const PAGE_PATH = ${JSON.stringify(PAGE_PATH)}, FIELDS_PATH = ${JSON.stringify(FIELDS_PATH)}, compiled = {};
const compiledModule = (puzzle) => compiled[puzzle];
const freeMemories = [];
${takeMemory.toString()}
${runSolver.toString()}
onmessage = async ({ data }) => {
  compiled[data.puzzle] = Promise.resolve(data.module);
  const result = await runSolver(data.puzzle, data.args, data.input);
  postMessage(result, [result.page.buffer, result.stderr.buffer]);  // handed over, not copied
};`;
  return new Worker(URL.createObjectURL(new Blob([source], { type: 'text/javascript' })));
}
function runInWorker(worker, puzzle, args, input) {
  return compiledModule(puzzle).then((module) => new Promise((resolve, reject) => {
    worker.onmessage = ({ data }) => resolve(data);
    worker.onerror = (error) => reject(error);
    worker.postMessage({ puzzle, args, input, module });
  }));
}
let follower = null, following = null;
function followInWorker(puzzle, args, input) {
  if (following) { follower.terminate(); follower = null; following.reject(new Error('superseded')); }
  if (!follower) follower = solverWorker();
  const run = runInWorker(follower, puzzle, args, input);
  return new Promise((resolve, reject) => {
    following = { reject };
    run.then((data) => { following = null; resolve(data); }, (error) => { following = null; reject(error); });
  });
}

// What each program reads at most and its words for longer input, learnt
// in a worker of their own at load (a megabyte through a program takes it
// tens of milliseconds, which the board's answers never wait for).
async function learnInputCaps() {
  const worker = solverWorker();
  for (const puzzle of Object.keys(FACTORIES)) {
    const help = decode((await runInWorker(worker, puzzle, ['--help'], new Uint8Array())).stdout);
    const bytes = Number((/Input longer than (\d+) bytes is refused unread/.exec(help) || [])[1]);
    if (!bytes) continue;
    const run = await runInWorker(worker, puzzle, [], new Uint8Array(bytes + 1).fill(0x20));
    inputCaps[puzzle] = { bytes, message: decode(run.stderr).trim() };
  }
  worker.terminate();
}

// The picture is shown by a viewer page in the sandboxed frame (its own
// process): the page's bytes are handed to it (transferred, not copied:
// a megabyte on a 100x100 map), and it decodes and loads them in a frame
// of its own, so that nothing of a large picture holds the board's input
// back. The picture's page tells its height (and how many drawings it
// holds, and its language), which the viewer passes on, so that the frame shows it whole; the
// viewer's frame is first made empty, so that a short picture after a tall
// one is not measured in the tall one's frame.
const VIEWER = `<!DOCTYPE html><html><head><meta charset="utf-8"><style>html, body { margin: 0; } iframe { border: 0; width: 100%; display: block; }</style></head>
<body><iframe id="page" title="the picture"></iframe><script>
const frame = document.getElementById('page');
const TELL_HEIGHT = '<script>parent.postMessage({ pictureHeight: document.documentElement.scrollHeight, drawings: document.querySelectorAll("svg").length, lang: document.documentElement.lang }, "*");<\\/script>';
onmessage = (event) => {
  if (event.source === parent && event.data.page instanceof Uint8Array) {
    frame.style.height = '0px';
    frame.srcdoc = new TextDecoder().decode(event.data.page).replace('</body>', TELL_HEIGHT + '</body>');
  } else if (event.source === frame.contentWindow && event.data && event.data.pictureHeight) {
    frame.style.height = event.data.pictureHeight + 'px';
    parent.postMessage({ pictureHeight: event.data.pictureHeight, drawings: event.data.drawings, lang: event.data.lang }, '*');
  }
};
parent.postMessage({ viewerReady: true }, '*');
<\/script></body></html>`;
// Ready when the viewer says so (a frame's first load event may be its
// empty document's, before the viewer's).
const viewerReady = new Promise((ready) => window.addEventListener('message', function listen(event) {
  if (event.source === $('picture').contentWindow && event.data && event.data.viewerReady) {
    window.removeEventListener('message', listen);
    ready();
  }
}));
$('picture').srcdoc = VIEWER;

async function follow(job) {
  let full;
  try {
    full = await followInWorker(job.puzzle, ['--explain', '--html', PAGE_PATH, '--lang', language], job.bytes);
  } catch (error) {
    if (error.message === 'superseded') return;
    throw error;
  }
  if (job.puzzle !== state.puzzle || job.bytes !== state.bytes) return;
  showWalkthrough(decode(full.stderr));
  $('explain-state').textContent = '';
  waitingPicture = { job, page: full.page };
  $('picture-state').textContent = pictureInView ? '' : say('drawnWhenInView');
  showPictureIfInView();
}

// The picture is drawn only while its frame is on screen: laying out a
// large one takes its process a good half second of a processor, which a
// 2-core machine would otherwise take from the board's answers.
let waitingPicture = null, pictureInView = false;
async function showPictureIfInView() {
  if (!waitingPicture || !pictureInView) return;
  const { job, page } = waitingPicture;
  waitingPicture = null;
  await viewerReady;
  if (job.puzzle !== state.puzzle || job.bytes !== state.bytes) return;
  $('picture').dataset.drawings = $('picture').dataset.lang = '';  // until the new picture tells them
  $('picture').contentWindow.postMessage({ page }, '*', [page.buffer]);  // handed over, not copied
  $('picture-section').classList.remove('stale');
  $('picture-state').textContent = '';
  $('picture').dataset.input = fingerprint(job.bytes);
  window.playground.pictured.push($('picture').dataset.input);
}
new IntersectionObserver(([entry]) => {
  pictureInView = entry.isIntersecting;
  showPictureIfInView();
}).observe($('picture'));
// The walkthrough, its first WALKTHROUGH_LINES lines at once (a 100x100
// map's runs to thousands, whose layout would hold the board's input back
// for tens of milliseconds) and the rest at a click.
const WALKTHROUGH_LINES = 120;
function showWalkthrough(text) {
  const lines = text.split('\n');
  if (lines.length <= WALKTHROUGH_LINES + 1) { $('explain').replaceChildren(text); return; }
  const more = el('button', { type: 'button', class: 'more', onclick: () => $('explain').replaceChildren(text) },
    say('otherLines', countOf(lines.length - WALKTHROUGH_LINES, 'lines')));
  $('explain').replaceChildren(lines.slice(0, WALKTHROUGH_LINES).join('\n') + '\n', more);
}

window.addEventListener('message', (event) => {
  if (event.source === $('picture').contentWindow && event.data && event.data.pictureHeight) {
    $('picture').style.height = `${Math.max(200, Number(event.data.pictureHeight) + 8)}px`;
    $('picture').dataset.drawings = String(Number(event.data.drawings));  // how many SVG drawings the picture shows
    $('picture').dataset.lang = String(event.data.lang);  // and in which language
  }
});

// ---------------------------------------------------------------------------
// Opening a puzzle on a text, and the page's controls.

// Opens PUZZLE on BYTES (a sample, named by SAMPLE, a link's test, or the
// text the puzzle had when the page left it): only that puzzle's controls,
// its board once the program has read the text.
function open(puzzle, bytes, sample = '') {
  state.puzzle = puzzle;
  for (const button of document.querySelectorAll('#puzzles button')) button.setAttribute('aria-pressed', String(button.dataset.puzzle === puzzle));
  if (puzzle === 'chameleon') chameleon.encoding = likelyEncoding(bytes);
  const named = sample || (PLAYGROUND_DATA.samples[puzzle].find(([, data]) => data === toBase64(bytes)) || [''])[0];
  $('sample').replaceChildren(el('option', { value: '' }, say('chooseSample')),
    ...PLAYGROUND_DATA.samples[puzzle].map(([name]) => el('option', { value: name }, name)));
  $('sample').value = named;
  $('link-note').textContent = '';
  showStatement();
  state.model = null;
  state.modelBytes = null;
  state.fields = null;
  state.reading = true;
  drawBoard();
  refuse('');
  $('error').textContent = '';
  setBytes(bytes);
  markEdit(null);
  judge();
}
// The statement of the puzzle on show, in the page's language (made from
// src/<puzzle>/statement*.md when the page was built).
function showStatement() {
  const { title, html } = PLAYGROUND_DATA.statements[state.puzzle][language];
  $('statement-title').textContent = title;
  $('statement').innerHTML = html;
  $('statement-section').lang = language;
}

// The page in LANGUAGE (the language menu): its words, the statement, the
// controls and the board's, and the walkthrough and the picture made again;
// the link keeps it (?lang=), the puzzle and its text stay.
function speak(code) {
  language = code;
  history.replaceState(null, '', `${location.pathname}?lang=${code}${location.hash}`);
  sayFixedWords();
  showStatement();
  const named = $('sample').value;
  $('sample').options[0].textContent = say('chooseSample');
  $('sample').value = named;
  refuse('');
  $('link-note').textContent = $('text-note').textContent = '';
  drawBoard();
  markEdit(null);
  judge();
}
const sampleBytes = (puzzle, name) => fromBase64(PLAYGROUND_DATA.samples[puzzle].find(([sample]) => sample === name)[1]);

// Undo or redo (Ctrl+Z, Ctrl+Shift+Z or Ctrl+Y anywhere, or the buttons):
// the puzzle's text a step back or forth, read again by the program.
function step(bytes, event) {
  if (!bytes) return;
  markEdit(event);
  refuse('');
  state.bytes = bytes;
  state.texts[state.puzzle] = bytes;
  state.fields = null;
  state.reading = true;
  $('input').value = decode(bytes, encodingOf(state.puzzle));
  showGutter(0);
  judge();
}

// For the tests and the benchmark: the board on show, every input whose
// answer, and whose picture, the page has shown, in order, and the state
// (to read, never to write).
window.playground = { board: null, painted: [], pictured: [], state };
for (const button of document.querySelectorAll('#puzzles button')) {
  button.addEventListener('click', () => {
    const puzzle = button.dataset.puzzle;
    if (puzzle === state.puzzle) return;
    open(puzzle, state.texts[puzzle] || sampleBytes(puzzle, FIRST_SAMPLES[puzzle]), state.texts[puzzle] ? '' : FIRST_SAMPLES[puzzle]);
  });
}
$('sample').addEventListener('change', (event) => { if (event.target.value) open(state.puzzle, sampleBytes(state.puzzle, event.target.value), event.target.value); });
$('input').addEventListener('input', (event) => {
  markEdit(event);
  refuse('');
  $('text-note').textContent = '';
  state.fields = null;
  state.reading = true;
  setBytes(encode($('input').value, encodingOf(state.puzzle)), { typed: true, shown: true, event });
  judge();
});
$('input').addEventListener('scroll', (event) => { textView.top = event.target.scrollTop; drawGutter(); });
new ResizeObserver(([entry]) => { textView.height = entry.contentRect.height; drawGutter(); }).observe($('input'));
// A paste or a drop that would make the text longer than the program reads
// is refused at once, in the program's words, and the text stays as it was
// (a text that long in the box would take the browser a second to lay out).
function refuseLongInsert(event, inserted) {
  const cap = inputCaps[state.puzzle], input = $('input');
  if (!cap || inserted === null) return;
  const length = input.value.length - (input.selectionEnd - input.selectionStart) + inserted.length;
  if (length <= cap.bytes) return;  // a character is a byte or more: only a longer text can be too long
  event.preventDefault();
  markEdit(event);
  $('text-note').textContent = say('notPasted', countOf(length, 'characters'), cap.message);
  requestAnimationFrame(() => setTimeout(() => {
    $('text-note').dataset.ms = (performance.now() - state.edited).toFixed(1);
  }, 0));
}
$('input').addEventListener('paste', (event) => refuseLongInsert(event, event.clipboardData && event.clipboardData.getData('text/plain')));
$('input').addEventListener('drop', (event) => refuseLongInsert(event, event.dataTransfer && event.dataTransfer.getData('text/plain')));
$('undo').addEventListener('click', (event) => step(undoHistory().undo(), event));
$('redo').addEventListener('click', (event) => step(undoHistory().redo(), event));
document.addEventListener('keydown', (event) => {
  const key = event.key.toLowerCase();
  if (!(event.ctrlKey || event.metaKey) || event.altKey || (key !== 'z' && key !== 'y')) return;
  if (event.target.matches && event.target.matches('input[type="number"]')) return;  // a number field undoes its own typing
  event.preventDefault();
  step(key === 'y' || event.shiftKey ? undoHistory().redo() : undoHistory().undo(), event);
});
$('download').addEventListener('click', () => {
  const link = el('a', { href: URL.createObjectURL(new Blob([state.bytes])), download: JUDGE_FILES[state.puzzle] });
  link.click();
  URL.revokeObjectURL(link.href);
});
window.addEventListener('hashchange', openFromLink);  // an address typed or followed (the page's own rewrites fire none)
$('language').replaceChildren(...Object.entries(LANGUAGES).map(([code, name]) => el('option', { value: code, lang: code }, name)));
$('language').value = language;
$('language').addEventListener('change', (event) => speak(event.target.value));
let resizeTimer = 0;
window.addEventListener('resize', () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(() => { if (state.puzzle === 'civ' && state.model && civ.zoom === 'fit') drawBoard(); }, 150); });
for (const puzzle of Object.keys(FACTORIES)) compiledModule(puzzle);  // all three compile at once, at load
sayFixedWords();
if (!openFromLink()) open('civ', sampleBytes('civ', FIRST_SAMPLES.civ), FIRST_SAMPLES.civ);
setTimeout(learnInputCaps, 0);
