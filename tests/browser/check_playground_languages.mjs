// The playground in English, Russian and Romanian, in a real browser at
// 1280x800: for each language and puzzle the page, the statement beside the
// board and the walkthrough speak that language only (no word of the
// English page of the same puzzle left, but the notation and names in
// SHARED), the picture says it is in that language (its words are
// languages/walkthroughs-and-pictures' to check, on every sample), no text
// runs out of its box, and a screenshot of each is
// written to OUT_DIR (playground-LANGUAGE-PUZZLE.png). Then: the language is
// the browser's preference when the link names none, the link keeps the one
// chosen (?lang=), and switching it on the page redraws the words, the
// statement, the walkthrough and the picture, the puzzle and its text kept;
// the three tables hold the same words, and counts take the plural forms.
// Usage: node check_playground_languages.mjs PLAYWRIGHT_CORE_DIR CHROMIUM PAGE OUT_DIR
import path from 'node:path';

const [playwrightDir, chromiumPath, pagePath, outDir] = process.argv.slice(2);
const { chromium } = await import(path.join(playwrightDir, 'index.mjs'));
let failures = 0;
const fail = (what) => { failures += 1; console.log(`FAIL: ${what}`); };

// Words every language shows as they are: the puzzles' and the notation's
// names, the options' (--explain), key names, the map's and plan's marks,
// the answer IMPOSSIBLE, and the Latin letters of the statements' formulas.
// (and the systems the «Хамелеон» statement names).
const SHARED = new Set(['CIV', 'Sokoban', 'WebAssembly', 'Ctrl', 'Shift', 'explain', 'html', 'base64', 'SS', 'TT', 'oo',
  'IMPOSSIBLE', 'UTF', 'CP1251', 'CP866', 'KOI8', 'BOM', 'X1', 'Y1', 'X2', 'Y2', 'DOS', 'Unix', 'Windows']);
// Romanian spells a few English words alike (and writes ms); Russian, none.
const ROMANIAN_ALIKE = new Set(['total', 'Total', 'are', 'standard', 'cost', 'plus', 'rest', 'ms', 'px']);
const latinWords = (text) => new Set((text.replace(/C\+\+/g, '').match(/[A-Za-z\u00C0-\u024F][A-Za-z0-9\u00C0-\u024F]*/g) || [])
  .filter((w) => w.length > 1));

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
const url = `file://${pagePath}`;

// A page at 1280x800 in LOCALE, opened on QUERY and HASH, once its answer is painted.
async function open(locale, query = '', hash = '') {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale });
  const page = await context.newPage();
  page.on('pageerror', (error) => fail(`page error: ${error.message}`));
  page.on('console', (message) => { if (message.type() === 'error') fail(`console error: ${message.text()}`); });
  await page.route('**/*', (route) => (route.request().url().split('?')[0].split('#')[0] === url ? route.continue() : route.abort()));
  await page.goto(`${url}${query}${hash}`);
  await page.waitForFunction(() => document.getElementById('answer').dataset.painted !== undefined);
  return { context, page };
}

// PUZZLE on show, its walkthrough and picture followed (the picture drawn
// once scrolled to), and the page scrolled back to its top.
async function show(page, puzzle) {
  if (await page.evaluate(() => window.playground.state.puzzle) !== puzzle) await page.click(`#puzzles [data-puzzle="${puzzle}"]`);
  await page.waitForFunction(() => document.getElementById('explain-state').textContent === '' &&
    document.getElementById('answer').dataset.painted === document.getElementById('answer').dataset.input);
  await page.evaluate(() => document.getElementById('picture').scrollIntoView());
  await page.waitForFunction(() => document.getElementById('picture').dataset.input === document.getElementById('answer').dataset.input &&
    Number(document.getElementById('picture').dataset.drawings) > 0 && document.getElementById('picture').dataset.lang);
  await page.evaluate(() => window.scrollTo(0, 0));
}

// What a reader meets: the page's text (the samples' file names left out:
// they are the names of files; the language menu names each language in
// its own; the maps the walkthrough draws are the input's symbols), its
// titles and labels; and the language the picture says it is in.
async function readerText(page) {
  const own = await page.evaluate(() => {
    const parts = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement.closest('script, style, #sample, #language, #input, #gutter, #answer')) continue;
      parts.push(node.parentElement.id === 'explain' ? node.textContent.split('\n').filter((line) => !line.startsWith('  ')).join('\n') : node.textContent);
    }
    for (const element of document.querySelectorAll('[title], [aria-label]')) {
      parts.push(element.getAttribute('title') || '', element.getAttribute('aria-label') || '');
    }
    parts.push(document.querySelector('#sample option[value=""]').textContent);
    return parts.join(' ');
  });
  const picture = await page.evaluate(() => document.getElementById('picture').dataset.lang);
  return { own, picture };
}

// Elements whose text runs out of their box (a box that neither wraps nor
// scrolls it, in no box that scrolls), or out of the window's width.
function overflowing(page) {
  return page.evaluate(() => {
    const found = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('script, style, canvas, svg, iframe, textarea, #gutter') || !element.textContent.trim()) continue;
      const style = getComputedStyle(element), box = element.getBoundingClientRect();
      if (style.display === 'none' || box.width === 0) continue;
      let scrolled = false;
      for (let up = element; up && !scrolled; up = up.parentElement) scrolled = getComputedStyle(up).overflowX !== 'visible';
      const spills = !scrolled && element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0 && style.display !== 'inline';
      if (spills || box.right > document.documentElement.clientWidth + 1) {
        found.push(`${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className ? `.${element.className}` : ''} '${element.textContent.trim().slice(0, 40)}'`);
      }
    }
    return found;
  });
}

const puzzles = ['civ', 'sokoban', 'chameleon'];
const english = {};
for (const language of ['en', 'ru', 'ro']) {
  const { context, page } = await open('en-US', `?lang=${language}`);
  for (const puzzle of puzzles) {
    await show(page, puzzle);
    const where = `${language}, ${puzzle}`;
    const { own, picture } = await readerText(page);
    if (await page.evaluate(() => document.documentElement.lang) !== language) fail(`${where}: the page says lang=${await page.evaluate(() => document.documentElement.lang)}`);
    if (picture !== language) fail(`${where}: the picture says lang=${picture}`);
    const statementLang = await page.evaluate(() => document.getElementById('statement-section').lang);
    if (statementLang !== language) fail(`${where}: the statement is in '${statementLang}'`);
    const words = latinWords(own);
    if (language === 'en') {
      english[puzzle] = words;
    } else {
      const left = [...words].filter((word) => english[puzzle].has(word) && !SHARED.has(word) &&
        (language === 'ru' || !ROMANIAN_ALIKE.has(word)) && !/^[udlrUDLR]+$/.test(word));
      if (language === 'ru') left.push(...[...words].filter((word) => !english[puzzle].has(word) && !SHARED.has(word) && !/^[udlrUDLR]+$/.test(word)));
      if (left.length) fail(`${where}: English (or Latin) words left: ${[...new Set(left)].sort().join(' ')}`);
    }
    const spilled = await overflowing(page);
    if (spilled.length) fail(`${where}: text out of its box: ${spilled.slice(0, 5).join('; ')}`);
    await page.screenshot({ path: path.join(outDir, `playground-${language}-${puzzle}.png`) });
  }
  await context.close();
}

// Every table has every word, and counts take each language's plural forms.
{
  const { context, page } = await open('en-US');
  const tables = await page.evaluate(() => Object.fromEntries(Object.entries(WORDS).map(([code, table]) => [code, Object.keys(table).sort().join(' ')])));
  for (const code of ['ru', 'ro']) if (tables[code] !== tables.en) fail(`the ${code} table's words are not the English table's`);
  const counts = await page.evaluate(() => {
    const said = [];
    for (const [code, numbers] of [['ru', [1, 2, 5, 11, 21, 22, 111]], ['ro', [1, 2, 19, 20, 101]]]) {
      language = code;
      said.push(...numbers.map((n) => countOf(n, 'lines')));
    }
    language = 'en';
    return said.join(', ');
  });
  const expected = '1 строку, 2 строки, 5 строк, 11 строк, 21 строку, 22 строки, 111 строк, 1 rând, 2 rânduri, 19 rânduri, 20 de rânduri, 101 rânduri';
  if (counts !== expected) fail(`counts: ${counts}, not ${expected}`);
  await context.close();
}

// The browser's preference chooses when the link names no language.
for (const [locale, language] of [['ru-RU', 'ru'], ['ro-RO', 'ro'], ['de-DE', 'en']]) {
  const { context, page } = await open(locale);
  const lang = await page.evaluate(() => document.documentElement.lang);
  if (lang !== language) fail(`a browser preferring ${locale} opens the page in '${lang}', not '${language}'`);
  await context.close();
}

// Switching on the page: the words, the statement, the walkthrough and the
// picture in the new language, the puzzle and its text kept, the link keeping it.
{
  const board = '4\n0 0\n1 1\n2 2\n1 2\n2 3\n0000\n0000\n0000\n0000\n';
  const { context, page } = await open('ru-RU', '', `#sokoban:${Buffer.from(board).toString('base64')}`);
  await show(page, 'sokoban');
  const before = await page.inputValue('#input');
  if (!(await page.textContent('#explain')).startsWith('Начало:')) fail('the Russian walkthrough does not open with «Начало:»');
  await page.selectOption('#language', 'ro');
  await show(page, 'sokoban');
  if (!(await page.textContent('#explain')).startsWith('Început:')) fail(`after switching to Romanian the walkthrough opens with '${(await page.textContent('#explain')).slice(0, 20)}'`);
  // The picture is drawn anew when scrolled to (show() left the page at its top).
  await page.evaluate(() => document.getElementById('picture').scrollIntoView());
  await page.waitForFunction(() => document.getElementById('picture').dataset.lang === 'ro', null, { timeout: 30000 })
    .catch(() => fail('after switching to Romanian the picture is not in Romanian'));
  if (await page.inputValue('#input') !== before) fail('switching the language changed the text');
  if (await page.textContent('#statement-title') !== 'Sokoban cu două lăzi') fail(`the statement after switching: '${await page.textContent('#statement-title')}'`);
  const address = await page.evaluate(() => location.search + location.hash);
  if (!address.startsWith('?lang=ro#sokoban:')) fail(`the link after switching is '${address.slice(0, 40)}'`);
  await context.close();
  const reopened = await open('en-US', '?lang=ro', address.slice('?lang=ro'.length));
  const lang = await reopened.page.evaluate(() => document.documentElement.lang);
  if (lang !== 'ro' || await reopened.page.inputValue('#input') !== before) fail(`the link reopens in '${lang}' on another text`);
  await reopened.context.close();
}

await browser.close();
console.log(`playground languages: 3 languages x 3 puzzles, screenshots in ${outDir}; ${failures} failures`);
process.exit(failures ? 1 : 0);
