// The page's small DOM helpers, shared by every part of the playground: an
// element by id, a new element with its attributes and children, a number
// held to a range.
'use strict';

const $ = (id) => document.getElementById(id);
const el = (tag, attributes = {}, ...children) => {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (name === 'class') node.className = value;
    else if (name.startsWith('on')) node.addEventListener(name.slice(2), value);
    else node.setAttribute(name, value);
  }
  node.append(...children);
  return node;
};
const clamp = (value, lo, hi) => Math.max(lo, Math.min(hi, value));
