// A fuzz of the playground's links and texts, with a fixed seed: 1,200
// addresses (valid links cut at random lengths, random bytes as links of
// random puzzles, random characters and puzzle names) followed in one page,
// and 1,200 texts (random bytes, samples cut and mutated) put into a random
// puzzle's text box. For each: no uncaught error and no console error, the
// answer painted for what the page holds, and nothing lost: a link's page
// holds the link's text, or the first sample with a line saying why; a
// text's page holds exactly the text put there (its line ends as a text
// box keeps them), and its board is the text's
// when the program accepts it, marked as the last accepted one's when not.
// Usage: node check_playground_fuzz.mjs PLAYWRIGHT_CORE_DIR CHROMIUM PAGE SAMPLES_DIR [ROUNDS]
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

const [playwrightDir, chromiumPath, pagePath, samplesDir, roundsText = '1200'] = process.argv.slice(2);
const rounds = Number(roundsText);
const { chromium } = await import(path.join(playwrightDir, 'index.mjs'));
let failures = 0;
const fail = (what) => { failures += 1; if (failures <= 20) console.log(`FAIL: ${what}`); };

// xorshift32 with a fixed seed: the same fuzz on every run.
let seed = 0x9e3779b9;
const next = () => { seed ^= seed << 13; seed >>>= 0; seed ^= seed >>> 17; seed ^= seed << 5; seed >>>= 0; return seed; };
const below = (n) => next() % n;
const pick = (list) => list[below(list.length)];
const randomBytes = (n) => Uint8Array.from({ length: n }, () => (below(4) ? pick([10, 32, 42, 45, 46, 48, 49, 50, 51, 61, 13]) : below(256)));

const puzzles = ['civ', 'sokoban', 'chameleon'];
const samples = Object.fromEntries(puzzles.map((puzzle) => [puzzle, readdirSync(path.join(samplesDir, puzzle)).filter((f) => f.endsWith('.in')).sort()
  .map((f) => readFileSync(path.join(samplesDir, puzzle, f)))]));
const firstSample = { civ: 'statement', sokoban: 'statement_two_pushes', chameleon: 'statement' };
const base64url = (bytes) => Buffer.from(bytes).toString('base64').replace(/\+/g, '-').replace(/\//g, '_');

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
page.on('pageerror', (error) => fail(`page error: ${error.message}`));
page.on('console', (message) => { if (message.type() === 'error') fail(`console error: ${message.text()}`); });
const url = `file://${pagePath}`;
await page.route('**/*', (route) => (route.request().url().split('#')[0] === url ? route.continue() : route.abort()));
await page.goto(url);
await page.waitForFunction(() => document.getElementById('answer').dataset.painted !== undefined);

// Does ACTION (a hash to follow, or a text to put in the box) in the page
// and waits there for its answer to what it then holds (a round trip to
// the browser for each step would take most of the time); what it holds.
function step(kind, value) {
  return page.evaluate(async ([what, given]) => {
    let kept = '';
    if (what === 'hash') {
      kept = new URL(`http://x/#${given}`).hash;  // the address as the browser keeps it (it escapes some characters)
      const followed = kept === location.hash ? null : new Promise((done) => window.addEventListener('hashchange', done, { once: true }));
      location.hash = given;
      if (followed) await followed;  // the page's own listener, added first, has opened it
    } else if (what === 'text') {
      const input = document.getElementById('input');
      input.value = given;
      input.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
    } else if (window.playground.state.puzzle !== given) {
      document.querySelector(`#puzzles [data-puzzle="${given}"]`).click();
    }
    const started = performance.now();
    await new Promise((done) => {
      const check = () => {
        const answer = document.getElementById('answer'), state = window.playground.state;
        const settled = !state.reading && answer.dataset.painted === answer.dataset.input && answer.dataset.input === fingerprint(state.bytes);
        if (settled || performance.now() - started > 20000) done(); else requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
    const state = window.playground.state, answer = document.getElementById('answer');
    return { kept, settled: answer.dataset.painted === answer.dataset.input, puzzle: state.puzzle, text: document.getElementById('input').value,
      bytes: Array.from(state.bytes), note: document.getElementById('link-note').textContent, code: Number(answer.dataset.code),
      model: state.model !== null, stale: document.getElementById('editor').classList.contains('stale'), boardNote: document.getElementById('board-note').textContent };
  }, [kind, value]);
}

// The addresses.
let links = 0, carried = 0;
let previous = '';
for (let round = 0; round < rounds; round += 1) {
  const puzzle = pick(puzzles);
  let fragment;
  switch (round % 4) {
    case 0: { const full = `${puzzle}:${base64url(pick(samples[puzzle]))}`; fragment = full.slice(0, below(full.length + 1)); break; }
    case 1: fragment = `${puzzle}:${base64url(randomBytes(below(300)))}`; break;
    case 2: fragment = Array.from({ length: below(120) }, () => pick(['A', 'z', '0', '=', '-', '_', '+', '/', '%', ':', '#', ' ', '…', 'Ж', '\u0000'])).join(''); break;
    default: fragment = `${pick(['civ', 'sokoban', 'chameleon', 'CIV', '', 'x', 'civ:civ'])}:${Array.from({ length: below(60) }, () => pick('AQZz09-_=+/%'.split(''))).join('')}`;
  }
  if (fragment === previous || fragment === '') continue;  // (an empty address leaves the page as it is)
  previous = fragment;
  const shown = await step('hash', fragment);
  if (!shown.settled) {
    fail(`the address #${fragment.slice(0, 60)}: no answer painted`);
    continue;
  }
  const address = shown.kept;
  links += 1;
  // What the link carries, read independently: a puzzle's name, then its
  // text in base64url or base64 (whitespace ignored, the padding optional, any length
  // but one past a multiple of four, which no bytes make); none otherwise.
  let carriedBytes = null;
  const match = /^#(civ|sokoban|chameleon):([\s\S]*)$/.exec(address);
  if (match) {
    try {
      const data = decodeURIComponent(match[2]).replace(/\s+/g, '').replace(/=+$/, '');
      if (/^[A-Za-z0-9+/_-]*$/.test(data) && data.length % 4 !== 1) carriedBytes = Buffer.from(data.replace(/-/g, '+').replace(/_/g, '/'), 'base64');
    } catch (error) {
      carriedBytes = null;
    }
  }
  const first = readFileSync(path.join(samplesDir, shown.puzzle, `${firstSample[shown.puzzle]}.in`));
  if (carriedBytes) {
    carried += 1;
    if (shown.note !== '' || shown.puzzle !== match[1] || !carriedBytes.equals(Buffer.from(shown.bytes)))
      fail(`the address ${address.slice(0, 60)}: its text not opened (note ${JSON.stringify(shown.note.slice(0, 60))})`);
  } else if (shown.note === '' || !first.equals(Buffer.from(shown.bytes))) {
    fail(`the address ${address.slice(0, 60)}: carries no test, yet the page does not show the first sample with why (note ${JSON.stringify(shown.note.slice(0, 60))})`);
  }
}
console.log(`addresses: ${links} followed (${carried} taken as tests, the others the first sample with the reason)`);

// The texts.
let texts = 0, accepted = 0;
for (let round = 0; round < rounds; round += 1) {
  const puzzle = pick(puzzles);
  await step('puzzle', puzzle);
  let bytes;
  if (round % 3 === 0) bytes = randomBytes(below(400));
  else {
    bytes = Uint8Array.from(pick(samples[puzzle]));
    for (let k = below(4); k > 0; k -= 1) bytes[below(bytes.length)] = pick([10, 32, 48, 49, 42, 45, below(256)]);
    bytes = bytes.subarray(0, bytes.length - below(Math.min(bytes.length, 8)));
  }
  const text = new TextDecoder().decode(bytes);
  const shown = await step('text', text);
  if (!shown.settled) {
    fail(`the text ${JSON.stringify(text.slice(0, 60))}: no answer painted`);
    continue;
  }
  texts += 1;
  // (a text box keeps every line end as "\n", as browsers' text boxes do)
  if (shown.text !== text.replace(/\r\n?/g, '\n')) fail(`the text ${JSON.stringify(text.slice(0, 60))} became ${JSON.stringify(shown.text.slice(0, 60))}`);
  if (shown.code === 0) {
    accepted += 1;
    if (!shown.model || shown.stale) fail(`the text ${JSON.stringify(text.slice(0, 60))}: accepted, yet its board is not drawn from it`);
  } else if (shown.boardNote === '') {
    fail(`the text ${JSON.stringify(text.slice(0, 60))}: refused, yet the board does not say whose it is`);
  }
}
console.log(`texts: ${texts} put in (${accepted} accepted by the program, the others refused in its words)`);
await browser.close();
console.log(failures ? `playground fuzz: ${failures} failed` : 'playground fuzz: every check passed');
process.exit(failures ? 1 : 0);
