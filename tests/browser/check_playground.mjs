// The playground in Debian's chromium, driven by playwright-core, opened from
// file:// with every other request refused: every sample answered byte for
// byte as the native program answers it, a map, a warehouse and a board drawn
// by clicks giving hand-worked judge texts, a malformed text showing the
// native program's own message at its line, the CP1251 twin of a board
// giving the same plan from the same bytes as the file, links and downloads
// that reproduce the test, and no console error.
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

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });

// The page in a fresh context (HASH after the URL); any request but the page
// itself fails the test, and so does any console error.
async function open(hash = '') {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1100 }, acceptDownloads: true });
  const page = await context.newPage();
  page.on('console', (message) => { if (message.type() === 'error') fail(`console error: ${message.text()}`); });
  page.on('pageerror', (error) => fail(`page error: ${error.stack}`));
  await page.route('**/*', (route) => {
    if (route.request().url() === url) return route.continue();
    fail(`the page requested ${route.request().url()}`);
    return route.abort();
  });
  await page.goto(url + hash);
  return { page, close: () => context.close() };
}

// Waits until the page has judged exactly these input bytes; its answer's bytes and exit code.
async function answered(page, bytes, what) {
  try {
    await page.waitForFunction((wanted) => document.getElementById('answer').dataset.input === wanted, base64(bytes), { timeout: 20000 });
  } catch (error) {
    fail(`${what}: the page never answered the input ${JSON.stringify(Buffer.from(bytes).toString())}`);
    return { stdout: Buffer.alloc(0), code: -1 };
  }
  return page.evaluate(() => ({ stdout: document.getElementById('answer').dataset.stdout, code: Number(document.getElementById('answer').dataset.code) }))
    .then(({ stdout, code }) => ({ stdout: Buffer.from(stdout, 'base64'), code }));
}
const textOf = (page) => page.inputValue('#input');
// The centre of the board's cell (COLUMN, ROW), both from 0, in the page.
const cellCentre = (page, column, row) => page.evaluate(([c, r]) => window.playground.board.centre(c, r), [column, row]);
const clickCell = async (page, column, row) => { const at = await cellCentre(page, column, row); await page.mouse.click(at.x, at.y); };
async function dragCells(page, from, to) {
  const a = await cellCentre(page, ...from), b = await cellCentre(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2);
  await page.mouse.move(b.x, b.y);
  await page.mouse.up();
}
// The message the native program gives for INPUT, as the page shows a refusal.
const nativeReason = (puzzle, input) => native(puzzle, Buffer.from(input)).stderr.toString().trim().replace(`${puzzle}: standard input: `, '');
const inputBytes = async (page) => Buffer.from(await page.evaluate(() => document.getElementById('answer').dataset.input), 'base64');

// It opens on CIV with the statement's sample answered.
{
  const { page, close } = await open();
  const statement = readFileSync(path.join(samplesDir, 'civ', 'statement.in'));
  const { stdout } = await answered(page, statement, 'the first view');
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

// A CIV map drawn by clicks: the judge's text follows, worked out by hand.
{
  const { page, close } = await open();
  await answered(page, readFileSync(path.join(samplesDir, 'civ', 'statement.in')), 'CIV before drawing');
  const set = async (label, value) => { await page.fill(`#controls input[aria-label="${label}"]`, String(value)); await page.dispatchEvent(`#controls input[aria-label="${label}"]`, 'change'); };
  const cell = (x, y) => [x - 1, y - 1];  // the statement's (x, y), from 1
  const tool = (name) => page.click(`#controls [data-tool="${name}"]`);
  await set('width', 3);
  await set('height', 2);
  await set('M', 9);  // clamped, and the field shows it
  expect('M typed as 9', await page.inputValue('#controls input[aria-label="M"]'), '3');
  expect('the text\'s M after 9', (await textOf(page)).split('\n')[0].split(' ')[6], '3');
  await set('M', 1);
  await tool('water');
  await clickCell(page, ...cell(1, 2));
  await tool('railway');
  const a = await cellCentre(page, ...cell(1, 1)), b = await cellCentre(page, ...cell(3, 1));
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y);  // one move across three cells: the cell between is painted too
  await page.mouse.up();
  await tool('mountains');
  await clickCell(page, ...cell(2, 2));
  await tool('start');
  await clickCell(page, ...cell(3, 1));
  await tool('target');
  await clickCell(page, ...cell(1, 1));
  const drawn = '3 2 3 1 1 1 1\n1=2=3=\n**3.3.\n';
  expect('the drawn map\'s text', await textOf(page), drawn);
  const { stdout } = await answered(page, Buffer.from(drawn), 'the drawn map');
  expect('the drawn map\'s answer', stdout.toString(), native('civ', Buffer.from(drawn)).stdout.toString());
  await page.waitForFunction(() => /^\(painted \d+ ms after the edit\)$/.test(document.getElementById('timing').textContent));
  await tool('road');
  await clickCell(page, ...cell(1, 2));
  await page.waitForFunction(() => document.getElementById('refusal').textContent !== '');
  expect('a road on water: the program\'s reason', await page.textContent('#refusal'), nativeReason('civ', '3 2 3 1 1 1 1\n1=2=3=\n*-3.3.\n'));
  expect('the text after a refused road', await textOf(page), drawn);
  await tool('hills');
  await clickCell(page, ...cell(2, 2));
  expect('a refusal cleared by an edit that goes through', await page.textContent('#refusal'), '');

  // A malformed text: the program's own message where the answer goes, at
  // its line; the board and the last good picture stay, marked as such.
  const malformed = '3 2 3 1 1 1 4\n1=2=3=\n**3.3.\n';
  await page.fill('#input', malformed);
  await answered(page, Buffer.from(malformed), 'a malformed map');
  const run = native('civ', Buffer.from(malformed));
  expect('the malformed map\'s exit code', run.status, 1);
  expect('the malformed map\'s message', await page.textContent('#error'), run.stderr.toString().trim());
  expect('the answer says it was refused', await page.getAttribute('#answer', 'class'), 'refused');
  expect('the picture marked as the last accepted input\'s', await page.getAttribute('#picture-section', 'class'), 'stale');
  expect('the line marked', await page.textContent('#gutter .bad'), '1');
  expect('the board kept', await page.evaluate(() => [window.playground.board.columns, window.playground.board.rows].join('x')), '3x2');
  // The gutter's numbers stay level with their lines after the marked one.
  const tops = await page.evaluate(() => Array.from(document.querySelectorAll('#gutter span'), (span) => span.getBoundingClientRect().top));
  const steps = tops.slice(1).map((top, i) => Math.round(top - tops[i]));
  expect('the gutter\'s line spacing after a marked line', steps.every((step) => step === steps[0]) && tops.length === 4, true);

  // The link reproduces the last good test, and names its sample.
  await page.fill('#input', drawn);
  await answered(page, Buffer.from(drawn), 'the map again');
  const hash = await page.evaluate(() => location.hash);
  await close();
  const again = await open(hash);
  await answered(again.page, Buffer.from(drawn), 'the link');
  expect('the link\'s text', await textOf(again.page), drawn);
  await again.page.selectOption('#sample', 'budget_m2');
  await answered(again.page, readFileSync(path.join(samplesDir, 'civ', 'budget_m2.in')), 'a sample chosen');
  expect('the sample list names the sample', await again.page.inputValue('#sample'), 'budget_m2');
  await again.close();
}

// One visual language: the editor paints each terrain in the colour the
// program's picture gives it (its legend's swatches, read from --html).
{
  const { page, close } = await open();
  const map = '4 1 1 1 4 1 1\n1.2.3.**\n';
  await page.fill('#input', map);
  await answered(page, Buffer.from(map), 'the four terrains');
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

// The 100x100 map at 1280x800 and at 1920x1080: the whole map shows in the
// editor at once (the zoom fits by default).
for (const [width, height] of [[1280, 800], [1920, 1080]]) {
  const { page, close } = await open();
  await page.setViewportSize({ width, height });
  await page.selectOption('#sample', 'mixed_100x100');
  await answered(page, readFileSync(path.join(samplesDir, 'civ', 'mixed_100x100.in')), 'the 100x100 map');
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
  // The picture, below the board, is drawn only once it is scrolled to.
  await page.waitForFunction(() => document.getElementById('picture-state').textContent !== '(follows when the edits pause)');
  expect(`${width}x${height}: the picture before it is scrolled to`, await page.textContent('#picture-state'), '(drawn when scrolled to)');
  const drawn = await page.evaluate(() => window.playground.pictured.length);
  await page.locator('#picture').scrollIntoViewIfNeeded();
  await page.waitForFunction((n) => window.playground.pictured.length === n + 1, drawn);
  expect(`${width}x${height}: the picture drawn once scrolled to`, await page.evaluate(() => document.getElementById('picture').dataset.input), await page.evaluate(() => document.getElementById('answer').dataset.input));
  await close();
}

// Edits faster than the answers: only the last one's answer and picture are
// ever shown, never one of a text the page has already left.
{
  const { page, close } = await open();
  await answered(page, readFileSync(path.join(samplesDir, 'civ', 'statement.in')), 'CIV before the burst');
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

// A Sokoban warehouse edited by clicks and drags: the editor accepts what
// the program accepts (a crate or the worker on a target) and refuses with
// the program's reason; the download is the judge's file.
{
  const { page, close } = await open();
  await page.click('#puzzles [data-puzzle="sokoban"]');
  const statement = readFileSync(path.join(samplesDir, 'sokoban', 'statement_two_pushes.in'));
  await answered(page, statement, 'Sokoban\'s sample');
  const reason = async (what, wanted) => {
    await page.waitForFunction((w) => document.getElementById('refusal').textContent === w, wanted, { timeout: 5000 }).catch(() => {});
    expect(what, await page.textContent('#refusal'), wanted);
  };
  // (cells below are [column, row], from 0)
  await clickCell(page, 0, 3);  // an obstacle
  await dragCells(page, [0, 0], [3, 3]);  // the worker to the far corner
  await dragCells(page, [3, 3], [0, 3]);  // onto the obstacle: refused
  await reason('the worker onto an obstacle', nativeReason('sokoban', '4\n3 0\n1 1\n2 2\n1 2\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n1 0 0 0\n'));
  await dragCells(page, [3, 3], [1, 1]);  // onto a crate: refused, the refusal before replaced
  await reason('the worker onto a crate', nativeReason('sokoban', '4\n1 1\n1 1\n2 2\n1 2\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n1 0 0 0\n'));
  await clickCell(page, 1, 1);  // an obstacle under a crate: refused
  await reason('an obstacle under a crate', nativeReason('sokoban', '4\n3 3\n1 1\n2 2\n1 2\n2 3\n0 0 0 0\n0 1 0 0\n0 0 0 0\n1 0 0 0\n'));
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
  expect('accepted by the program', native('sokoban', Buffer.from(onTargets)).status, 0);
  expect('no refusal', await page.textContent('#refusal'), '');
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
  await page.fill('#input', start);
  await answered(page, Buffer.from(start), 'the table\'s warehouse');
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
          await page.fill('#input', start);
          await answered(page, Buffer.from(start), 'the table\'s warehouse again');
        } else {
          await page.waitForFunction(() => document.getElementById('refusal').textContent !== '', null, { timeout: 5000 }).catch(() => {});
          expect(`thing ${thing} to (${r}, ${c}): refused as the program refuses`, await page.textContent('#refusal'), nativeReason('sokoban', candidate));
          expect(`thing ${thing} to (${r}, ${c}): the text kept`, await textOf(page), start);
          await page.evaluate(() => { document.getElementById('refusal').textContent = ''; });
        }
        checked += 1;
      }
    }
  }
  console.log(`sokoban editor: ${checked} drags accepted or refused as the program accepts or refuses their texts`);
  await close();
}

// «Хамелеон»: the goal beside the board, a slide by a click, a refused one,
// Latin look-alikes marked, and the encodings.
{
  const { page, close } = await open();
  await page.click('#puzzles [data-puzzle="chameleon"]');
  await answered(page, readFileSync(path.join(samplesDir, 'chameleon', 'statement.in')), '«Хамелеон»\'s sample');
  expect('the goal beside the board', await page.locator('#board canvas').count(), 2);
  await clickCell(page, 0, 0);
  expect('a tile far from the empty cell', await page.textContent('#refusal'), 'only a tile next to the empty cell can slide');
  await clickCell(page, 1, 2);  // Л slides up into the empty centre
  const slid = 'ХАМ\nЕЛЕ\nО Н\n';
  expect('the board after a slide', await textOf(page), slid);
  const { stdout } = await answered(page, Buffer.from(slid), 'the slid board');
  expect('the slid board\'s answer', stdout.toString(), '1\n3 3\n');
  const latin = 'XАМ\nЕЛЕ\nО Н\n';  // a Latin X first
  await page.fill('#input', latin);
  await answered(page, Buffer.from(latin), 'a Latin look-alike');
  expect('the look-alike named on the board', (await page.textContent('#strangers')) || '', "marked ?: 'X' (U+0058) is not a letter of ХАМЕЛЕОН");
  await page.selectOption('#sample', 'statement');
  const utf8 = await answered(page, readFileSync(path.join(samplesDir, 'chameleon', 'statement.in')), 'the UTF-8 board');
  await page.selectOption('#controls select[aria-label="encoding"]', 'CP1251');
  const cp1251 = readFileSync(path.join(samplesDir, 'chameleon', 'statement_cp1251.in'));
  const twin = await answered(page, cp1251, 'the CP1251 twin');
  expect('the CP1251 bytes', base64(await inputBytes(page)), base64(cp1251));
  expect('the CP1251 twin\'s plan', twin.stdout.toString(), utf8.stdout.toString());
  await close();
}

await browser.close();
console.log(failures ? `playground: ${failures} failed` : 'playground: every check passed');
process.exit(failures ? 1 : 0);
