// The playground's benchmark: for each worst case of bench/cases.txt, the
// time from an edit (the case typed into the judge's text) to the answer in
// the page, WebAssembly in Debian's chromium, beside the native program's
// whole run (a process started, the file read, the answer printed), medians
// of ROUNDS each, in one run; then the page's size against its targets
// (an answer within 50 ms of an edit; the page under 1.5 MB, 600 KB gzipped).
// Usage: node bench_playground.mjs PLAYWRIGHT_CORE_DIR CHROMIUM PAGE BIN_DIR SOURCE_DIR [ROUNDS]
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [playwrightDir, chromiumPath, pagePath, binDir, sourceDir, roundsText = '7'] = process.argv.slice(2);
const rounds = Number(roundsText);
const { chromium } = await import(path.join(playwrightDir, 'index.mjs'));
const median = (values) => values.slice().sort((a, b) => a - b)[Math.floor(values.length / 2)];
const cases = readFileSync(path.join(sourceDir, 'bench', 'cases.txt'), 'utf8').split('\n').filter((line) => line && !line.startsWith('#'));

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage();
await page.route('**/*', (route) => (route.request().url() === `file://${pagePath}` ? route.continue() : route.abort()));
await page.goto(`file://${pagePath}`);
await page.waitForFunction(() => document.getElementById('answer').dataset.input);

// Puts TEXT into the judge's text as an edit (the input event a keystroke
// sends) and waits for its answer: the page's own measure from the edit to
// the answer, and the answer.
async function edit(text) {
  const wanted = Buffer.from(text).toString('base64');
  await page.evaluate((value) => {
    const input = document.getElementById('input');
    input.value = value;
    input.dispatchEvent(new Event('input'));
  }, text);
  await page.waitForFunction((bytes) => document.getElementById('answer').dataset.input === bytes, wanted, { timeout: 30000 });
  return page.evaluate(() => ({ ms: Number(document.getElementById('answer').dataset.ms), stdout: document.getElementById('answer').dataset.stdout }));
}

console.log(`${'case'.padEnd(46)} ${'answer'.padEnd(10)} ${'native ms'.padStart(9)} ${'first edit'.padStart(10)} ${'edit ms'.padStart(8)} ${'ratio'.padStart(6)}`);
let worst = 0;
for (const file of cases) {
  const puzzle = file.split('/')[1];
  const text = readFileSync(path.join(sourceDir, file), 'utf8');
  // Native: 20 runs in a row from one shell (a fork and exec each, as a
  // person runs it), timed together; node's own spawn costs far more.
  const program = path.join(binDir, puzzle), input = path.join(sourceDir, file);
  const nativeAnswer = spawnSync(program, [input]).stdout.toString();
  const nativeMs = [];
  for (let round = 0; round < rounds; round += 1) {
    const started = process.hrtime.bigint();
    spawnSync('/bin/sh', ['-c', 'i=0; while [ $i -lt 20 ]; do "$0" "$1" >/dev/null; i=$((i + 1)); done', program, input]);
    nativeMs.push(Number(process.hrtime.bigint() - started) / 1e6 / 20);
  }
  await page.click(`#puzzles [data-puzzle="${puzzle}"]`);
  await page.waitForFunction(() => document.getElementById('answer').dataset.input);
  const other = await page.inputValue('#input');
  const first = await edit(text);
  const editMs = [];
  for (let round = 0; round < rounds; round += 1) {
    await edit(other);
    editMs.push((await edit(text)).ms);
  }
  const answer = Buffer.from(first.stdout, 'base64').toString();
  if (answer !== nativeAnswer) console.log(`MISMATCH ${file}: page ${JSON.stringify(answer)}, native ${JSON.stringify(nativeAnswer)}`);
  worst = Math.max(worst, median(editMs));
  console.log(`${file.padEnd(46)} ${answer.split('\n')[0].padEnd(10)} ${median(nativeMs).toFixed(1).padStart(9)} ${first.ms.toFixed(1).padStart(10)} ${median(editMs).toFixed(1).padStart(8)} ${(median(editMs) / median(nativeMs)).toFixed(1).padStart(6)}`);
}
await browser.close();
const bytes = readFileSync(pagePath);
const gzipped = gzipSync(bytes, { level: 9 }).length;
console.log(`page: ${bytes.length.toLocaleString('en')} bytes (target under 1,500,000), ${gzipped.toLocaleString('en')} gzipped (target under 600,000)`);
console.log(`slowest edit to answer (median): ${worst.toFixed(1)} ms (target 50 ms): ${worst <= 50 ? 'met' : 'NOT met'}`);
