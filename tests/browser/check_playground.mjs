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
const inputBytes = async (page) => Buffer.from(await page.evaluate(() => document.getElementById('answer').dataset.input), 'base64');

// It opens on CIV with the statement's sample answered.
{
  const { page, close } = await open();
  const statement = readFileSync(path.join(samplesDir, 'civ', 'statement.in'));
  const { stdout } = await answered(page, statement, 'the first view');
  expect('the first view\'s answer', stdout.toString(), '9/3\n');
  expect('the first view\'s pressed puzzle', await page.getAttribute('#puzzles [data-puzzle="civ"]', 'aria-pressed'), 'true');
  await page.waitForFunction(() => document.getElementById('picture').srcdoc.includes('<svg'));
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
  const cell = (x, y) => `#board [data-x="${x}"][data-y="${y}"]`;
  const tool = (name) => page.click(`#controls [data-tool="${name}"]`);
  await set('width', 3);
  await set('height', 2);
  await set('M', 1);
  await tool('water');
  await page.click(cell(1, 2));
  await tool('railway');
  await page.hover(cell(1, 1));
  await page.mouse.down();
  await page.hover(cell(2, 1));
  await page.hover(cell(3, 1));
  await page.mouse.up();
  await tool('mountains');
  await page.click(cell(2, 2));
  await tool('start');
  await page.click(cell(3, 1));
  await tool('target');
  await page.click(cell(1, 1));
  const drawn = '3 2 3 1 1 1 1\n1=2=3=\n**3.3.\n';
  expect('the drawn map\'s text', await textOf(page), drawn);
  const { stdout } = await answered(page, Buffer.from(drawn), 'the drawn map');
  expect('the drawn map\'s answer', stdout.toString(), native('civ', Buffer.from(drawn)).stdout.toString());
  await tool('road');
  await page.click(cell(1, 2));
  expect('a road on water', (await page.textContent('#refusal')).startsWith('water carries no road'), true);
  expect('the text after a refused road', await textOf(page), drawn);

  // A malformed text: the program's own message, at its line; the board stays.
  const malformed = '3 2 3 1 1 1 4\n1=2=3=\n**3.3.\n';
  await page.fill('#input', malformed);
  await answered(page, Buffer.from(malformed), 'a malformed map');
  const run = native('civ', Buffer.from(malformed));
  expect('the malformed map\'s exit code', run.status, 1);
  expect('the malformed map\'s message', await page.textContent('#error'), run.stderr.toString().trim());
  expect('the line marked', await page.textContent('#gutter .bad'), '1\n');
  expect('the board kept', await page.locator('#board .cell').count(), 6);

  // The link reproduces the last good test.
  await page.fill('#input', drawn);
  await answered(page, Buffer.from(drawn), 'the map again');
  const hash = await page.evaluate(() => location.hash);
  await close();
  const again = await open(hash);
  await answered(again.page, Buffer.from(drawn), 'the link');
  expect('the link\'s text', await textOf(again.page), drawn);
  await again.close();
}

// A Sokoban warehouse edited by clicks and drags; refusals give reasons; the download is the judge's file.
{
  const { page, close } = await open();
  await page.click('#puzzles [data-puzzle="sokoban"]');
  const statement = readFileSync(path.join(samplesDir, 'sokoban', 'statement_two_pushes.in'));
  await answered(page, statement, 'Sokoban\'s sample');
  const cell = (r, c) => `#board [data-r="${r}"][data-c="${c}"]`;
  await page.click(cell(3, 0));  // a wall
  await page.dragAndDrop(cell(0, 0), cell(3, 3));  // the worker to the far corner
  await page.dragAndDrop(cell(3, 3), cell(3, 0));  // onto the wall: refused
  expect('the worker onto a wall', await page.textContent('#refusal'), 'the worker cannot stand on a wall');
  await page.dragAndDrop(cell(3, 3), cell(1, 1));  // onto a crate: refused
  expect('the worker onto a crate', (await page.textContent('#refusal')).startsWith('the worker cannot share a cell with the crate'), true);
  const edited = '4\n3 3\n1 1\n2 2\n1 2\n2 3\n0 0 0 0\n0 0 0 0\n0 0 0 0\n1 0 0 0\n';
  expect('the edited warehouse\'s text', await textOf(page), edited);
  const { stdout } = await answered(page, Buffer.from(edited), 'the edited warehouse');
  expect('the edited warehouse\'s answer', stdout.toString(), native('sokoban', Buffer.from(edited)).stdout.toString());
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  expect('the download\'s name', download.suggestedFilename(), 'sokoban.in');
  expect('the download\'s bytes', readFileSync(await download.path()).toString(), edited);
  await close();
}

// «Хамелеон»: a slide by a click, a refused one, and the encodings.
{
  const { page, close } = await open();
  await page.click('#puzzles [data-puzzle="chameleon"]');
  await answered(page, readFileSync(path.join(samplesDir, 'chameleon', 'statement.in')), '«Хамелеон»\'s sample');
  await page.click('#board [data-cell="0"]');
  expect('a tile far from the empty cell', await page.textContent('#refusal'), 'only a tile next to the empty cell can slide');
  await page.click('#board [data-cell="7"]');  // Л slides up into the empty centre
  const slid = 'ХАМ\nЕЛЕ\nО Н\n';
  expect('the board after a slide', await textOf(page), slid);
  const { stdout } = await answered(page, Buffer.from(slid), 'the slid board');
  expect('the slid board\'s answer', stdout.toString(), '1\n3 3\n');
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
