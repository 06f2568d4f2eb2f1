// The playground in Debian's chromium, driven by playwright-core, opened from
// file:// with every other request refused, used as a learner uses it:
// every sample answered byte for byte as the native program answers it;
// maps, warehouses and boards edited by clicks, drags and fields, each edit
// changing only the bytes it edits and every refusal in the program's words;
// texts the program accepts however they are written drawn as it read them;
// undo and redo; broken links, long pastes, a 10,000-line text; the frame,
// the text box and the reasons of IMPOSSIBLE and -1; and a fuzz of links and
// texts. No console error and no uncaught error anywhere.
// Usage: node check_playground.mjs PLAYWRIGHT_CORE_DIR CHROMIUM PAGE SAMPLES_DIR BIN_DIR OUT_DIR
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const [playwrightDir, chromiumPath, pagePath, samplesDir, binDir, outDir] = process.argv.slice(2);
const { chromium } = await import(path.join(playwrightDir, 'index.mjs'));
const measurer = path.join(path.dirname(fileURLToPath(import.meta.url)), 'measure_png.py');
const url = `file://${pagePath}`;
let failures = 0;
const fail = (what) => { failures += 1; console.log(`FAIL: ${what}`); };
const expect = (what, found, wanted) => { if (found !== wanted) fail(`${what}: expected ${JSON.stringify(wanted)}, found ${JSON.stringify(found)}`); };
const native = (puzzle, input) => spawnSync(path.join(binDir, puzzle), [], { input });
const base64 = (bytes) => Buffer.from(bytes).toString('base64');
const link = (puzzle, text) => `#${puzzle}:${base64(Buffer.from(text)).replace(/\+/g, '-').replace(/\//g, '_')}`;
const sampleText = (puzzle, name) => readFileSync(path.join(samplesDir, puzzle, `${name}.in`));

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });

// The page in a fresh context (HASH after the URL); any request but the page
// itself fails the test, and so does any console error or uncaught error.
async function open(hash = '', viewport = { width: 1400, height: 1100 }) {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  const page = await context.newPage();
  page.on('console', (message) => { if (message.type() === 'error') fail(`console error: ${message.text()}`); });
  page.on('pageerror', (error) => fail(`page error: ${error.stack}`));
  await page.route('**/*', (route) => {
    if (route.request().url().split('#')[0] === url) return route.continue();
    fail(`the page requested ${route.request().url()}`);
    return route.abort();
  });
  await page.goto(url + hash);
  return { page, close: () => context.close() };
}

// Waits until the page has judged exactly these input bytes; its answer's bytes and exit code.
async function answered(page, bytes, what) {
  try {
    await page.waitForFunction((wanted) => {
      const answer = document.getElementById('answer');
      return answer.dataset.input === wanted && answer.dataset.painted === wanted;
    }, base64(bytes), { timeout: 20000 });
  } catch (error) {
    fail(`${what}: the page never answered the input ${JSON.stringify(Buffer.from(bytes).toString().slice(0, 200))}`);
    return { stdout: Buffer.alloc(0), code: -1 };
  }
  return page.evaluate(() => ({ stdout: document.getElementById('answer').dataset.stdout, code: Number(document.getElementById('answer').dataset.code) }))
    .then(({ stdout, code }) => ({ stdout: Buffer.from(stdout, 'base64'), code }));
}
const textOf = (page) => page.inputValue('#input');
// Puts TEXT in the judge's text box in place of its text, as a paste over
// all of it does (the browser's typing of a 10,000-line text, which
// page.fill does, takes minutes), and waits for its answer.
async function typeText(page, text, what) {
  await page.evaluate((value) => {
    const input = document.getElementById('input');
    input.focus();
    input.value = value;
    input.dispatchEvent(new InputEvent('input', { inputType: 'insertFromPaste', bubbles: true }));
  }, text);
  return answered(page, Buffer.from(text), what);
}
// The centre of the board's cell (COLUMN, ROW), both from 0, in the page.
const cellCentre = (page, column, row) => page.evaluate(([c, r]) => window.playground.board.centre(c, r), [column, row]);
const clickCell = async (page, column, row) => { const at = await cellCentre(page, column, row); await page.mouse.click(at.x, at.y); };
async function dragCells(page, ...cells) {
  const points = [];
  for (const cell of cells) points.push(await cellCentre(page, ...cell));
  await page.mouse.move(points[0].x, points[0].y);
  await page.mouse.down();
  for (const point of points.slice(1)) await page.mouse.move(point.x, point.y, { steps: 2 });
  await page.mouse.up();
}
// What the board shows: the page's model of the text, as JSON.
const model = (page) => page.evaluate(() => JSON.stringify(window.playground.state.model));
// Sets a field of the board's (width, height, M) as typed, then leaves it.
async function setField(page, label, value) {
  await page.fill(`#controls input[aria-label="${label}"]`, String(value));
  await page.dispatchEvent(`#controls input[aria-label="${label}"]`, 'change');
}
// The message the native program gives for INPUT, as the page shows a refusal.
const nativeReason = (puzzle, input) => native(puzzle, Buffer.from(input)).stderr.toString().trim().replace(`${puzzle}: standard input: `, '');
const refusedEdit = (puzzle, text) => `not done: the program refuses the text this edit would make: ${nativeReason(puzzle, text)}`;
async function refusal(page, wanted, what) {
  await page.waitForFunction((w) => document.getElementById('refusal').textContent === w, wanted, { timeout: 5000 }).catch(() => {});
  expect(what, await page.textContent('#refusal'), wanted);
}
const settle = (page) => page.waitForTimeout(150);

// It opens on CIV with the statement's sample answered and its picture.
{
  const { page, close } = await open();
  const { stdout } = await answered(page, sampleText('civ', 'statement'), 'the first view');
  expect('the first view\'s answer', stdout.toString(), '9/3\n');
  expect('the first view\'s pressed puzzle', await page.getAttribute('#puzzles [data-puzzle="civ"]', 'aria-pressed'), 'true');
  // The picture: the program's page, in the viewer of the sandboxed frame.
  // (Its page reports its drawings and height through the viewer: the
  // driver's view of frames nested in an out-of-process frame is not reliable.)
  await page.locator('#picture').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => Number(document.getElementById('picture').dataset.drawings) > 0 &&
    Number.parseFloat(document.getElementById('picture').style.height) > 300);
  await page.screenshot({ path: path.join(outDir, 'playground-civ.png') });
  try {
    console.log(`screenshot: ${execFileSync('/usr/bin/python3', [measurer, path.join(outDir, 'playground-civ.png'), '--not-blank'], { encoding: 'utf8' }).trim()}`);
  } catch (error) {
    fail(`the screenshot: ${String(error.stdout || error.message).trim()}`);
  }
  await close();
}

// Every sample, through the page's sample list, answered as the native program answers it.
{
  const { page, close } = await open();
  let count = 0;
  for (const puzzle of ['civ', 'sokoban', 'chameleon']) {
    await page.click(`#puzzles [data-puzzle="${puzzle}"]`);
    for (const name of readdirSync(path.join(samplesDir, puzzle)).filter((file) => file.endsWith('.in')).sort()) {
      const bytes = readFileSync(path.join(samplesDir, puzzle, name));
      await page.selectOption('#sample', name.slice(0, -3));
      const { stdout, code } = await answered(page, bytes, `${puzzle}/${name}`);
      const run = native(puzzle, bytes);
      expect(`${puzzle}/${name}: exit code`, code, run.status);
      if (!stdout.equals(run.stdout)) fail(`${puzzle}/${name}: the page answered ${JSON.stringify(stdout.toString())}, the program ${JSON.stringify(run.stdout.toString())}`);
      count += 1;
    }
  }
  console.log(`samples: ${count} answered in the page as the native programs answer them`);
  await close();
}

// A CIV map edited by clicks, a drag and its fields: each edit changes only
// the bytes it edits (the spacing and the text after a row stay as typed),
// a value the program refuses is refused in its words with nothing changed.
{
  const { page, close } = await open();
  const typed = '3  2 3 1\n1 1 2\n2.2.2. row one\n2.2.2.\n';
  await typeText(page, typed, 'CIV as typed');
  expect('the map read from a header over two lines', await model(page),
    JSON.stringify({ w: 3, h: 2, start: [3, 1], target: [1, 1], m: 2, cells: [['2.', '2.', '2.'], ['2.', '2.', '2.']] }));
  const cell = (x, y) => [x - 1, y - 1];  // the statement's (x, y), from 1
  const tool = (name) => page.click(`#controls [data-tool="${name}"]`);
  await tool('water');
  await clickCell(page, ...cell(1, 2));
  await tool('railway');
  await dragCells(page, cell(1, 1), cell(3, 1));  // one move across three cells: the cell between is painted too
  await tool('mountains');
  await clickCell(page, ...cell(2, 2));
  await tool('target');
  await clickCell(page, ...cell(3, 2));
  const drawn = '3  2 3 1\n3 2 2\n2=2=2= row one\n**3.2.\n';
  expect('the drawn map\'s text', await textOf(page), drawn);
  const { stdout } = await answered(page, Buffer.from(drawn), 'the drawn map');
  expect('the drawn map\'s answer', stdout.toString(), native('civ', Buffer.from(drawn)).stdout.toString());
  await page.waitForFunction(() => /^\(painted \d+ ms after the edit\)$/.test(document.getElementById('timing').textContent));

  // M, width and height as typed: a value the program refuses is refused in its words, nothing else changes.
  // (the texts the edits would make: the number in place; for a width, the rows cut; for a height, new rows of plains)
  for (const [label, value, candidate] of [['M', 9, '3  2 3 1\n3 2 9\n2=2=2= row one\n**3.2.\n'],
    ['width', 0, '0  2 3 1\n3 2 2\n row one\n\n'], ['height', 101, `3  101 3 1\n3 2 2\n2=2=2= row one\n**3.2.\n${'1.1.1.\n'.repeat(99)}`]]) {
    await setField(page, label, value);
    await refusal(page, refusedEdit('civ', candidate), `${label} typed as ${value}`);
    expect(`the text after ${label} = ${value}`, await textOf(page), drawn);
    expect(`the ${label} field after ${value}`, await page.inputValue(`#controls input[aria-label="${label}"]`), { M: '2', width: '3', height: '2' }[label]);
  }
  await setField(page, 'width', '');
  await refusal(page, 'not done: the width must be a whole number, as the program reads it', 'width left empty');
  expect('the text after an empty width', await textOf(page), drawn);
  // A narrower map and back: the cells dropped, then plains (an edit of its own, which undo takes back).
  await setField(page, 'width', 2);
  await answered(page, Buffer.from('2  2 2 1\n2 2 2\n2=2= row one\n**3.\n'), 'width 2');
  await setField(page, 'height', 3);
  const taller = '2  3 2 1\n2 2 2\n2=2= row one\n**3.\n1.1.\n';
  await answered(page, Buffer.from(taller), 'height 3');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await answered(page, Buffer.from(drawn), 'two undos');
  expect('the map after two undos', await textOf(page), drawn);
  await page.keyboard.press('Control+Shift+z');
  await answered(page, Buffer.from('2  2 2 1\n2 2 2\n2=2= row one\n**3.\n'), 'a redo');
  await page.click('#redo');
  await answered(page, Buffer.from(taller), 'the redo button');
  await page.click('#undo');
  await page.click('#undo');
  await answered(page, Buffer.from(drawn), 'the undo button');

  // A road on water is refused, in the program's words about the text the
  // edit would make; a drag across water paints the land and keeps the
  // reason shown until the next edit.
  await tool('road');
  await clickCell(page, ...cell(1, 2));
  await refusal(page, refusedEdit('civ', '3  2 3 1\n3 2 2\n2=2=2= row one\n*-3.2.\n'), 'a road on water');
  expect('the text after a refused road', await textOf(page), drawn);
  await dragCells(page, cell(1, 2), cell(2, 2), cell(3, 2));
  await refusal(page, refusedEdit('civ', '3  2 3 1\n3 2 2\n2=2=2= row one\n*-3.2.\n'), 'a drag from water onto land');
  expect('the text after the drag', await textOf(page), '3  2 3 1\n3 2 2\n2=2=2= row one\n**3-2-\n');
  await tool('hills');
  await clickCell(page, ...cell(2, 2));
  expect('a refusal cleared by the next edit', await page.textContent('#refusal'), '');

  // A malformed text: the program's own message where the answer goes, at
  // its line; the board stays as the last accepted text's, marked so, and
  // refuses edits, so that nothing rewrites the text from it.
  const malformed = '3 2 3 1 1 1 4\n1=2=3=\n**3.3.\n';
  await typeText(page, malformed, 'a malformed map');
  const run = native('civ', Buffer.from(malformed));
  expect('the malformed map\'s message', await page.textContent('#error'), run.stderr.toString().trim());
  expect('the answer says it was refused', await page.getAttribute('#answer', 'class'), 'refused');
  expect('the picture marked as the last accepted input\'s', await page.getAttribute('#picture-section', 'class'), 'stale');
  expect('the line marked', await page.textContent('#gutter .bad'), '1');
  expect('the board marked as the last accepted text\'s', await page.getAttribute('#editor', 'class'), 'stale');
  await clickCell(page, 0, 0);
  expect('a click on a stale board: refused, with why', (await page.textContent('#refusal')).startsWith('the board shows the last text the program accepted'), true);
  expect('the text after a click on a stale board', await textOf(page), malformed);
  await close();
}

// What the program accepts, however it is written, is what the board shows,
// and a click changes only what it edits: CIV's header over two lines, a
// Sokoban line holding two positions.
{
  const { page, close } = await open(link('civ', '5 3\n1 1 3 3 2\n1.2-3-2-3-\n1.**3.**2-\n1.1.1=2=1=\n'));
  await answered(page, Buffer.from('5 3\n1 1 3 3 2\n1.2-3-2-3-\n1.**3.**2-\n1.1.1=2=1=\n'), 'CIV, header over two lines');
  expect('its target as the program read it', JSON.parse(await model(page)).target.join(','), '3,3');
  await page.click('#controls [data-tool="target"]');
  await clickCell(page, 4, 0);
  expect('a target set by a click: only its numbers change', await textOf(page), '5 3\n1 1 5 1 2\n1.2-3-2-3-\n1.**3.**2-\n1.1.1=2=1=\n');
  await page.click('#puzzles [data-puzzle="sokoban"]');
  const pairs = '4\n3 3 1 1\n2 2 1 2\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n';
  await typeText(page, pairs, 'Sokoban, two positions on a line');
  expect('its worker as the program read it', JSON.parse(await model(page)).worker.join(','), '3,3');
  await dragCells(page, [3, 3], [0, 3]);
  expect('the worker dragged: only its numbers change', await textOf(page), '4\n3 0 1 1\n2 2 1 2\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n');
  const { stdout } = await answered(page, Buffer.from('4\n3 0 1 1\n2 2 1 2\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n'), 'the worker dragged');
  expect('its answer', stdout.toString(), native('sokoban', Buffer.from('4\n3 0 1 1\n2 2 1 2\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 0\n')).stdout.toString());
  // Back to CIV: its text as the page left it.
  await page.click('#puzzles [data-puzzle="civ"]');
  expect('CIV\'s text kept while on Sokoban', await textOf(page), '5 3\n1 1 5 1 2\n1.2-3-2-3-\n1.**3.**2-\n1.1.1=2=1=\n');
  await close();
}

// Links: any fragment opens a working page (the text it carries, or the
// first sample with a line saying why); a link to one puzzle with a text
// its program refuses leaves that puzzle's controls alone.
{
  const broken = ['#civ:A', '#civ:====', '#civ:QQ==QQ', '#civ:%E2%80%A6', '#nope:AAAA', '#garbage', '#:', `#civ:${'A'.repeat(100000)}`];
  for (const hash of broken) {
    const { page, close } = await open(hash);
    await page.waitForFunction(() => document.getElementById('answer').dataset.painted !== undefined, null, { timeout: 20000 });
    const note = await page.textContent('#link-note');
    const shown = await textOf(page);
    const works = note !== '' ? shown === sampleText('civ', 'statement').toString() : hash === '#civ:====';
    if (!works) fail(`the link ${hash.slice(0, 30)}: note ${JSON.stringify(note)}, text ${JSON.stringify(shown.slice(0, 40))}`);
    if (hash === '#civ:A') await page.screenshot({ path: path.join(outDir, 'playground-broken-link.png') });
    await close();
  }
  console.log(`links: ${broken.length} broken links open a working page`);
  const { page, close } = await open();
  await answered(page, sampleText('civ', 'statement'), 'before the links');
  await page.click('#puzzles [data-puzzle="sokoban"]');
  await answered(page, sampleText('sokoban', 'statement_two_pushes'), 'Sokoban before the link');
  await page.evaluate((hash) => { location.hash = hash; }, link('chameleon', 'ab'));
  await answered(page, Buffer.from('ab'), 'a link to «Хамелеон» with a refused text');
  expect('its pressed puzzle', await page.getAttribute('#puzzles [data-puzzle="chameleon"]', 'aria-pressed'), 'true');
  expect('no controls of another puzzle', await page.locator('#controls select[aria-label="n"]').count(), 0);
  await page.click('#puzzles [data-puzzle="sokoban"]');
  await page.selectOption('#controls select[aria-label="n"]', '5');
  const five = '5\n0 0\n1 1\n2 2\n1 2\n2 3\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n0 0 0 0 0\n';
  await answered(page, Buffer.from(five), 'n = 5 after the link');
  expect('the warehouse of n = 5', await textOf(page), five);
  await close();
}

// The 100x100 map at 1280x800 and at 1920x1080: the whole map shows in the
// editor at once (the zoom fits by default), numbered on its edges; its
// picture is drawn once scrolled to, and the frame shrinks again for a
// small picture after it.
for (const [width, height] of [[1280, 800], [1920, 1080]]) {
  const { page, close } = await open('', { width, height });
  await page.selectOption('#sample', 'mixed_100x100');
  await answered(page, sampleText('civ', 'mixed_100x100'), 'the 100x100 map');
  await page.waitForFunction(() => window.playground.board.columns === 100);
  const box = await page.evaluate(() => {
    const canvas = window.playground.board.canvas.getBoundingClientRect(), editor = document.getElementById('board').getBoundingClientRect();
    return { right: canvas.right, bottom: canvas.bottom, editorRight: editor.right, width: window.innerWidth, height: window.innerHeight };
  });
  expect(`the 100x100 map inside the editor and the ${width}x${height} window`, box.right <= box.editorRight && box.bottom <= box.height, true);
  // x and y from 1 on its edges: ink above column 1 and left of row 1, none above column 2 (its number would touch 1's).
  const ink = await page.evaluate(() => {
    const board = window.playground.board, ctx = board.canvas.getContext('2d'), scale = board.canvas.width / board.canvas.clientWidth;
    const inked = (x, y, w, h) => ctx.getImageData(Math.round(x * scale), Math.round(y * scale), Math.max(1, Math.round(w * scale)), Math.max(1, Math.round(h * scale)))
      .data.filter((value, i) => i % 4 === 3 && value > 0).length;
    const c = board.cell;
    return [inked(board.left + 0.25 * c, 0, 0.5 * c, board.top - 2), inked(0, board.top + 0.25 * c, board.left - 2, 0.5 * c),
      inked(board.left + 1.25 * c, 0, 0.5 * c, board.top - 2)];
  });
  expect(`${width}x${height}: numbers above column 1, left of row 1, above column 2`, ink.map((n) => n > 0).join(' '), 'true true false');
  await page.screenshot({ path: path.join(outDir, `playground-civ-100x100-${width}x${height}.png`) });
  await page.waitForFunction(() => document.getElementById('picture-state').textContent !== '(follows when the edits pause)');
  expect(`${width}x${height}: the picture before it is scrolled to`, await page.textContent('#picture-state'), '(drawn when scrolled to)');
  const drawn = await page.evaluate(() => window.playground.pictured.length);
  await page.locator('#picture').scrollIntoViewIfNeeded();
  await page.waitForFunction((n) => window.playground.pictured.length === n + 1, drawn);
  await page.waitForFunction(() => Number.parseFloat(document.getElementById('picture').style.height) > 1000);
  const tall = Number.parseFloat(await page.evaluate(() => document.getElementById('picture').style.height));
  await page.locator('#picture').screenshot({ path: path.join(outDir, `playground-picture-100x100-${width}x${height}.png`) });
  await page.selectOption('#sample', 'statement');
  await answered(page, sampleText('civ', 'statement'), 'a small map after the 100x100 one');
  await page.locator('#picture').scrollIntoViewIfNeeded();
  await page.waitForFunction((n) => window.playground.pictured.length === n + 2, drawn);
  await page.waitForFunction((t) => Number.parseFloat(document.getElementById('picture').style.height) < t / 2, tall, { timeout: 5000 })
    .catch(() => fail(`${width}x${height}: the frame stays ${tall} px tall after a small picture`));
  // The judge's text scrolls both ways: a row of 200 characters is all there.
  await page.selectOption('#sample', 'mixed_100x100');
  await answered(page, sampleText('civ', 'mixed_100x100'), 'the 100x100 map again');
  const scrolled = await page.evaluate(() => {
    const input = document.getElementById('input');
    input.scrollLeft = 100000;
    return { left: input.scrollLeft, wide: input.scrollWidth > input.clientWidth };
  });
  expect(`${width}x${height}: the text box scrolls sideways to the end of a 200-character row`, scrolled.wide && scrolled.left > 0, true);
  await close();
}

// Edits faster than the answers: only the last one's answer and picture are
// ever shown, never one of a text the page has already left.
{
  const { page, close } = await open();
  await answered(page, sampleText('civ', 'statement'), 'CIV before the burst');
  const texts = ['3 1 1 1 3 1 1\n1.1.1.\n', '3 1 1 1 3 1 2\n1.2.1.\n', '3 1 1 1 3 1 3\n1.3.1.\n'];
  const before = await page.evaluate(() => [window.playground.painted.length, window.playground.pictured.length]);
  await page.evaluate((all) => {
    const input = document.getElementById('input');
    for (const text of all) { input.value = text; input.dispatchEvent(new Event('input')); }
  }, texts);
  const last = base64(Buffer.from(texts[2]));
  await page.locator('#picture').scrollIntoViewIfNeeded();
  await page.waitForFunction((wanted) => document.getElementById('picture').dataset.input === wanted, last);
  const [painted, pictured] = await page.evaluate(([p, q]) => [window.playground.painted.slice(p), window.playground.pictured.slice(q)], before);
  expect('answers painted for a burst of three edits', painted.join(' '), last);
  expect('pictures shown for a burst of three edits', pictured.join(' '), last);
  await close();
}

// Long texts: a paste past what the program reads is refused at once in its
// words, the text kept; a text past what a link holds says so; a
// 10,000-line text takes a typed key within a few frames.
{
  const { page, close } = await open();
  await answered(page, sampleText('civ', 'statement'), 'before the pastes');
  await page.waitForFunction(() => document.getElementById('input').value.length > 0);
  await page.waitForTimeout(2000);  // the programs' limits are learnt at load
  const pasted = await page.evaluate(() => {
    const input = document.getElementById('input');
    input.select();
    const data = new DataTransfer();
    data.setData('text/plain', 'x'.repeat(5000000));
    return input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, cancelable: true, bubbles: true }));
  });
  expect('a paste of 5,000,000 characters taken', pasted, false);
  expect('the refusal of the paste', await page.textContent('#text-note'),
    `Not pasted: the text would have 5,000,000 characters, and ${native('civ', Buffer.alloc(1048577, 32)).stderr.toString().trim()}`);
  expect('the text after the refused paste', await textOf(page), sampleText('civ', 'statement').toString());
  const long = '5 3 1 1 5 3 2\n' + '1.2-3-2-3-\n'.repeat(9999);
  await typeText(page, long, 'a 10,000-line text');
  expect('the long text\'s note', (await page.textContent('#link-note')).startsWith('This text has 110,003 bytes: too long for a link'), true);
  expect('the long text\'s address', await page.evaluate(() => location.hash), '');
  const times = [];
  for (let k = 0; k < 5; k += 1) {
    const before = await page.evaluate(() => window.playground.painted.length);
    await page.evaluate(() => document.getElementById('input').setSelectionRange(50000, 50000));
    await page.keyboard.type('x');
    await page.waitForFunction((n) => window.playground.painted.length > n, before);
    times.push(Number(await page.evaluate(() => document.getElementById('answer').dataset.ms)));
  }
  console.log(`a 10,000-line text: a typed key painted in ${times.map((t) => t.toFixed(0)).join(', ')} ms`);
  await close();
}

// The reasons of IMPOSSIBLE and -1 name the cause, in the walkthrough.
for (const [puzzle, name, reason] of [['civ', 'start_on_water', 'No route: the start (1,1) is on water'],
  ['sokoban', 'worker_walled_in', 'The worker at (0,3) is walled in']]) {
  const { page, close } = await open();
  await page.click(`#puzzles [data-puzzle="${puzzle}"]`);
  await page.selectOption('#sample', name);
  await answered(page, sampleText(puzzle, name), name);
  await page.waitForFunction((r) => document.getElementById('explain').textContent.includes(r), reason, { timeout: 10000 })
    .catch(() => fail(`${name}: the walkthrough does not say '${reason}'`));
  if (name === 'worker_walled_in') {
    await page.locator('#walkthrough-section').screenshot({ path: path.join(outDir, 'playground-walled-in.png') });
  }
  await close();
}

// A Sokoban warehouse edited by clicks and drags: the editor accepts what
// the program accepts (a crate or the worker on a target) and refuses with
// the program's reason; the download is the judge's file.
{
  const { page, close } = await open();
  await page.click('#puzzles [data-puzzle="sokoban"]');
  await answered(page, sampleText('sokoban', 'statement_two_pushes'), 'Sokoban\'s sample');
  // (cells below are [column, row], from 0)
  await clickCell(page, 0, 3);  // an obstacle
  await dragCells(page, [0, 0], [3, 3]);  // the worker to the far corner
  await dragCells(page, [3, 3], [0, 3]);  // onto the obstacle: refused
  await refusal(page, refusedEdit('sokoban', '4\n3 0\n1 1\n2 2\n1 2\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n1 0 0 0\n'), 'the worker onto an obstacle');
  await dragCells(page, [3, 3], [1, 1]);  // onto a crate: refused, the refusal before replaced
  await refusal(page, refusedEdit('sokoban', '4\n1 1\n1 1\n2 2\n1 2\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n1 0 0 0\n'), 'the worker onto a crate');
  await clickCell(page, 1, 1);  // an obstacle under a crate: refused
  await refusal(page, refusedEdit('sokoban', '4\n3 3\n1 1\n2 2\n1 2\n2 3\n0 0 0 0\n0 1 0 0\n0 0 0 0\n1 0 0 0\n'), 'an obstacle under a crate');
  const edited = '4\n3 3\n1 1\n2 2\n1 2\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n1 0 0 0\n';
  expect('the edited warehouse\'s text', await textOf(page), edited);
  const { stdout } = await answered(page, Buffer.from(edited), 'the edited warehouse');
  expect('the edited warehouse\'s answer', stdout.toString(), native('sokoban', Buffer.from(edited)).stdout.toString());
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  expect('the download\'s name', download.suggestedFilename(), 'sokoban.in');
  expect('the download\'s bytes', readFileSync(await download.path()).toString(), edited);
  // A target dragged under a crate, and the worker onto a target: both accepted, as the program accepts them.
  await dragCells(page, [2, 1], [1, 1]);
  await dragCells(page, [3, 3], [3, 2]);
  const onTargets = '4\n2 3\n1 1\n2 2\n1 1\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n1 0 0 0\n';
  expect('a target under a crate, the worker on a target', await textOf(page), onTargets);
  expect('no refusal', await page.textContent('#refusal'), '');
  // n as chosen: the matrix's rows continued in their own spacing, or cut; one the program refuses is refused.
  await typeText(page, '4\n0 0\n1 1\n2 2\n1 2\n2 3\n0000\n0 0 0 0\n0000\n0\t0\t0\t0\n', 'a matrix spaced four ways');
  await page.selectOption('#controls select[aria-label="n"]', '6');
  const six = '6\n0 0\n1 1\n2 2\n1 2\n2 3\n000000\n0 0 0 0 0 0\n000000\n0\t0\t0\t0\t0\t0\n0\t0\t0\t0\t0\t0\n0\t0\t0\t0\t0\t0\n';
  await answered(page, Buffer.from(six), 'n = 6');
  expect('n = 6, each row in its own spacing', await textOf(page), six);
  await page.selectOption('#controls select[aria-label="n"]', '4');
  await answered(page, Buffer.from('4\n0 0\n1 1\n2 2\n1 2\n2 3\n0000\n0 0 0 0\n0000\n0\t0\t0\t0\n'), 'n = 4 again');
  await close();
}

// The Sokoban editor against the program, drag by drag: each of the five
// things dragged onto every cell of a 4x4 warehouse with an obstacle is
// accepted exactly when the native program accepts the text it would make,
// and refused with the program's reason otherwise.
{
  const { page, close } = await open();
  await page.click('#puzzles [data-puzzle="sokoban"]');
  const start = '4\n0 0\n1 1\n2 2\n1 2\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n0 0 0 1\n';
  await typeText(page, start, 'the table\'s warehouse');
  const things = [[0, 0], [1, 1], [2, 2], [1, 2], [2, 3]];  // (row, column) in the input's order
  let checked = 0;
  for (let thing = 0; thing < 5; thing += 1) {
    for (let r = 0; r < 4; r += 1) {
      for (let c = 0; c < 4; c += 1) {
        const [tr, tc] = things[thing];
        if (tr === r && tc === c) continue;
        const lines = start.split('\n');
        lines[1 + thing] = `${r} ${c}`;
        const candidate = lines.join('\n');
        const run = native('sokoban', Buffer.from(candidate));
        // Targets sit under crates here: a drag takes the topmost thing, so a target covered by a crate is not dragged.
        const topmost = things.findIndex(([fr, fc]) => fr === tr && fc === tc);
        if (topmost !== thing) continue;
        await dragCells(page, [tc, tr], [c, r]);
        if (run.status === 0) {
          await answered(page, Buffer.from(candidate), `thing ${thing} to (${r}, ${c})`);
          expect(`thing ${thing} to (${r}, ${c}): the text`, await textOf(page), candidate);
          await typeText(page, start, 'the table\'s warehouse again');
        } else {
          await page.waitForFunction(() => document.getElementById('refusal').textContent !== '', null, { timeout: 5000 }).catch(() => {});
          expect(`thing ${thing} to (${r}, ${c}): refused as the program refuses`, await page.textContent('#refusal'), refusedEdit('sokoban', candidate));
          expect(`thing ${thing} to (${r}, ${c}): the text kept`, await textOf(page), start);
        }
        checked += 1;
      }
    }
  }
  console.log(`sokoban editor: ${checked} drags accepted or refused as the program accepts or refuses their texts`);
  await close();
}

// «Хамелеон»: the goal beside the board, a slide by a click (in the text's
// own encoding, a dropped space written out), a refused one, Latin
// look-alikes marked, and the encodings.
{
  const { page, close } = await open();
  await page.click('#puzzles [data-puzzle="chameleon"]');
  await answered(page, sampleText('chameleon', 'statement'), '«Хамелеон»\'s sample');
  expect('the goal beside the board', await page.locator('#board canvas').count(), 2);
  await clickCell(page, 0, 0);
  expect('a tile far from the empty cell', await page.textContent('#refusal'), 'only a tile next to the empty cell can slide');
  await clickCell(page, 1, 2);  // Л slides up into the empty centre
  const slid = 'ХАМ\nЕЛЕ\nО Н\n';
  expect('the board after a slide', await textOf(page), slid);
  const { stdout } = await answered(page, Buffer.from(slid), 'the slid board');
  expect('the slid board\'s answer', stdout.toString(), '1\n3 3\n');
  const dropped = 'ХАМ\nЕЛЕ\nОН\n';  // the last row's space dropped, as editors do
  await typeText(page, dropped, 'a dropped space');
  await clickCell(page, 1, 2);  // Н slides right into the dropped cell
  expect('a slide into a dropped space', await textOf(page), 'ХАМ\nЕЛЕ\nО Н\n');
  const latin = 'XАМ\nЕЛЕ\nО Н\n';  // a Latin X first
  await typeText(page, latin, 'a Latin look-alike');
  expect('the look-alike named on the board', (await page.textContent('#strangers')) || '', "marked ?: 'X' (U+0058) is not a letter of ХАМЕЛЕОН");
  await page.selectOption('#sample', 'statement');
  const utf8 = await answered(page, sampleText('chameleon', 'statement'), 'the UTF-8 board');
  await page.selectOption('#controls select[aria-label="encoding"]', 'CP1251');
  const cp1251 = sampleText('chameleon', 'statement_cp1251');
  const twin = await answered(page, cp1251, 'the CP1251 twin');
  expect('the CP1251 twin\'s plan', twin.stdout.toString(), utf8.stdout.toString());
  await clickCell(page, 1, 2);
  const slidCp1251 = Buffer.from([0xd5, 0xc0, 0xcc, 10, 0xc5, 0xcb, 0xc5, 10, 0xce, 32, 0xcd, 10]);  // ХАМ ЕЛЕ О_Н in CP1251
  await answered(page, slidCp1251, 'a slide in CP1251, written in CP1251');
  await close();
}

// One visual language: the editor paints each terrain in the colour the
// program's picture gives it (its legend's swatches, read from --html).
{
  const { page, close } = await open();
  const map = '4 1 1 1 4 1 1\n1.2.3.**\n';
  await typeText(page, map, 'the four terrains');
  const pictureFile = path.join(outDir, 'terrains.html');
  spawnSync(path.join(binDir, 'civ'), ['--html', pictureFile], { input: map });
  const legend = readFileSync(pictureFile, 'utf8').split('<ul class="legend">')[1];
  const swatches = [...legend.matchAll(/<rect width="1" height="1" fill="#([0-9a-f]{6})"\/>/g)].map((m) => m[1]).slice(0, 4);
  const painted = await page.evaluate(() => {
    const board = window.playground.board, ctx = board.canvas.getContext('2d'), scale = board.canvas.width / board.canvas.clientWidth;
    return [0, 1, 2, 3].map((c) => {
      const [x, y] = [board.left + (c + 0.12) * board.cell, board.top + 0.12 * board.cell];  // a corner, clear of lines and discs
      const [r, g, b] = ctx.getImageData(Math.round(x * scale), Math.round(y * scale), 1, 1).data;
      return [r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('');
    });
  });
  expect('the editor\'s plains, hills, mountains and water against the picture\'s legend', painted.join(' '), swatches.join(' '));
  await close();
}

await browser.close();
console.log(failures ? `playground: ${failures} failed` : 'playground: every check passed');
process.exit(failures ? 1 : 0);
