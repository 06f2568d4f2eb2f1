// Text and bytes: «Хамелеон»'s files come in four encodings. Encoding a code
// page goes by the browser's own decoder of it, read backwards.
'use strict';

const ENCODINGS = { 'UTF-8': 'utf-8', CP1251: 'windows-1251', CP866: 'ibm866', 'KOI8-R': 'koi8-r' };
const encoders = {};
function encode(text, encoding) {
  if (encoding === 'UTF-8') return new TextEncoder().encode(text);
  if (!encoders[encoding]) {
    const decoder = new TextDecoder(ENCODINGS[encoding]);
    const table = new Map();
    for (let byte = 255; byte >= 0; byte -= 1) table.set(decoder.decode(Uint8Array.of(byte)), byte);
    encoders[encoding] = table;
  }
  const table = encoders[encoding];
  return Uint8Array.from(Array.from(text), (char) => (table.has(char) ? table.get(char) : 0x3f));
}
const decode = (bytes, encoding = 'UTF-8') => new TextDecoder(ENCODINGS[encoding]).decode(bytes);

// The encoding a «Хамелеон» file is most likely in, until the program says
// which it read it in: UTF-8 when it is valid UTF-8, else the code page that
// reads the most letters of the word.
function likelyEncoding(bytes) {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'UTF-8';
  } catch (e) {
    const letters = (text) => Array.from(text).filter((c) => 'ХАМЕЛОН'.includes(c)).length;
    return ['CP1251', 'CP866', 'KOI8-R'].reduce((best, e2) => (letters(decode(bytes, e2)) > letters(decode(bytes, best)) ? e2 : best));
  }
}
