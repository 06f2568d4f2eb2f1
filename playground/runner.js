// The solvers: the same C++ programs, each run as a judge runs it, with the
// text's bytes on standard input, in a fresh WebAssembly instance on a
// cleared memory; what each reads at most; base64 for links.
'use strict';

const FACTORIES = { civ: createCiv, sokoban: createSokoban, chameleon: createChameleon };
const JUDGE_FILES = { civ: 'input.txt', sokoban: 'sokoban.in', chameleon: 'input.txt' };
const PAGE_PATH = '/picture.html';  // where --html writes, in the instance's memory
const FIELDS_PATH = '/fields.txt';  // where --fields writes

// Base64 of bytes, a chunk at a time (a character at a time took seconds
// on megabytes), and back.
function toBase64(bytes) {
  let chars = '';
  for (let at = 0; at < bytes.length; at += 0x8000) chars += String.fromCharCode.apply(null, bytes.subarray(at, at + 0x8000));
  return btoa(chars);
}
function fromBase64(text) {
  const chars = atob(text);
  const bytes = new Uint8Array(chars.length);
  for (let i = 0; i < chars.length; i += 1) bytes[i] = chars.charCodeAt(i);
  return bytes;
}

const compiled = {};  // puzzle -> Promise<WebAssembly.Module>, compiled once
function compiledModule(puzzle) {
  if (!compiled[puzzle]) compiled[puzzle] = WebAssembly.compile(fromBase64(PLAYGROUND_DATA.modules[puzzle]));
  return compiled[puzzle];
}

// The instances' memories, kept from run to run and cleared before each
// (a fresh one every run left megabytes for the garbage collector, whose
// pauses held the page's input back): 4 MiB to start (-sINITIAL_MEMORY),
// growing up to 2 GiB as a run needs.
const freeMemories = [];
function takeMemory() {
  const memory = freeMemories.pop();
  if (!memory) return new WebAssembly.Memory({ initial: 64, maximum: 32768 });
  new Uint8Array(memory.buffer).fill(0);
  return memory;
}

// Runs PUZZLE's main with ARGS and the bytes INPUT, in a fresh instance (on
// a cleared memory): { code, stdout, stderr, page (what --html wrote),
// fields (what --fields wrote) }, all bytes. The input is handed over as a
// file of the instance's memory named "standard input" (one copy; a byte at
// a time through emscripten's standard input took 60 ms a megabyte), which
// the program names in its messages as it names its standard input.
async function runSolver(puzzle, args, input) {
  const wasm = await compiledModule(puzzle);
  const memory = takeMemory();
  const withInput = !args.includes('--help');
  return new Promise((resolve, reject) => {
    const stdout = [], stderr = [];
    let instance = null;
    const written = (option, path) => {
      try { return args.includes(option) ? instance.FS.readFile(path) : new Uint8Array(); } catch (e) { return new Uint8Array(); }
    };
    FACTORIES[puzzle]({
      wasmMemory: memory,
      arguments: withInput ? [...args, 'standard input'] : args,
      stdin: () => null,
      stdout: (byte) => { if (byte !== null) stdout.push(byte & 255); },
      stderr: (byte) => { if (byte !== null) stderr.push(byte & 255); },
      instantiateWasm: (imports, done) => {
        WebAssembly.instantiate(wasm, imports).then(done, reject);
        return {};
      },
      preRun: [(module) => {
        instance = module;
        if (withInput) module.FS.writeFile('/standard input', input);
      }],
      quit: (code, toThrow) => { throw toThrow; },  // never the browser's tab
      onAbort: (what) => reject(new Error(`${puzzle} aborted: ${what}`)),
      onExit: (code) => {
        const page = written('--html', PAGE_PATH), fields = written('--fields', FIELDS_PATH);
        freeMemories.push(memory);
        resolve({ code, stdout: Uint8Array.from(stdout), stderr: Uint8Array.from(stderr), page, fields });
      },
    });
  });
}

// A refusal as the program words it, without "civ: standard input: ".
const programReason = (puzzle, stderr) => new TextDecoder().decode(stderr).trim().replace(new RegExp(`^${puzzle}: standard input: `), '');

// What each program reads at most, and its words for a longer input, asked
// of the program itself once the page has loaded (its --help gives the
// limit; a run on one byte more gives the words): a longer text is then
// refused at once, without handing megabytes to the program.
const inputCaps = {};
async function learnInputCap(puzzle) {
  const help = new TextDecoder().decode((await runSolver(puzzle, ['--help'], new Uint8Array())).stdout);
  const bytes = Number((/Input longer than (\d+) bytes is refused unread/.exec(help) || [])[1]);
  if (!bytes) return;
  const run = await runSolver(puzzle, [], new Uint8Array(bytes + 1).fill(0x20));
  inputCaps[puzzle] = { bytes, message: new TextDecoder().decode(run.stderr).trim() };
}
