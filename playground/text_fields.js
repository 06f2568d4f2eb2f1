// The judge's text as the program read it: its bytes and, once the program
// has accepted them, where each field sits (its --fields: byte offset,
// length, name). An edit on the board is a byte edit at those places, so
// that it changes only what it edits and the rest of the text stays as the
// person wrote it (their spacing, line ends, comments after a row).
'use strict';

// The lines of --fields ("OFFSET LENGTH NAME") as a Map from name to field.
function readFields(bytes) {
  const fields = new Map();
  for (const line of new TextDecoder().decode(bytes).split('\n')) {
    const match = /^(\d+) (\d+) (.+)$/.exec(line);
    if (match) fields.set(match[3], { offset: Number(match[1]), length: Number(match[2]), name: match[3] });
  }
  return fields;
}

const ascii = (text) => Uint8Array.from(text, (c) => c.charCodeAt(0));
const asciiOf = (bytes, field) => String.fromCharCode.apply(null, bytes.subarray(field.offset, field.offset + field.length));
// A field's number, as the program read it ("+3" and "007" too).
const numberOf = (bytes, field) => Number(asciiOf(bytes, field));

// The edit that writes VALUE in place of the field NAME.
function numberEdit(fields, name, value) {
  const field = fields.get(name);
  return { offset: field.offset, length: field.length, bytes: ascii(String(value)) };
}

// BYTES with each edit's range { offset, length } replaced by its bytes (the
// edits must not overlap), and FIELDS moved to where they then sit (a field
// an edit replaces whole takes the edit's length; one after an insertion at
// its offset moves past it): { bytes, fields }.
function spliced(bytes, fields, edits) {
  const sorted = edits.slice().sort((a, b) => a.offset - b.offset || a.length - b.length);
  const parts = [];
  let at = 0;
  for (const edit of sorted) {
    parts.push(bytes.subarray(at, edit.offset), edit.bytes);
    at = edit.offset + edit.length;
  }
  parts.push(bytes.subarray(at));
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let to = 0;
  for (const part of parts) { out.set(part, to); to += part.length; }
  const moved = (offset) => sorted.reduce((where, e) => (e.offset + e.length <= offset ? where + e.bytes.length - e.length : where), offset);
  const after = new Map();
  for (const [name, field] of fields) {
    const whole = sorted.find((e) => e.offset === field.offset && e.length === field.length && e.length > 0);
    after.set(name, { ...field, offset: moved(field.offset), length: whole ? whole.bytes.length : field.length });
  }
  return { bytes: out, fields: after };
}

// Where the line holding OFFSET ends in BYTES (its '\n', or the end), and
// the line end the text uses ("\r\n" when its first line ends so).
const lineEnd = (bytes, offset) => { const at = bytes.indexOf(10, offset); return at < 0 ? bytes.length : at; };
// Where new lines go after the one holding OFFSET: after its '\n', or at the
// text's end before a DOS end-of-file mark; and whether a line end must come first.
function afterLine(bytes, offset) {
  const end = Math.min(lineEnd(bytes, offset), bytes[bytes.length - 1] === 0x1a ? bytes.length - 1 : bytes.length);
  return bytes[end] === 10 ? { offset: end + 1, newlineFirst: false } : { offset: end, newlineFirst: true };
}
const newlineOf = (bytes) => { const at = bytes.indexOf(10); return at > 0 && bytes[at - 1] === 13 ? '\r\n' : '\n'; };
