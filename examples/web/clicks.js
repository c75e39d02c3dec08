// The click rule (docs/frontend.md, "From a click to a command"): which legal moves a sequence
// of clicks on a picture's things leaves. A thing is an element's data-* attributes as
// [kind, value] pairs; the picture's root says which command fields name each kind.
"use strict";

const Clicks = (() => {
  // Each kind's command field names, from the root's data-names-<kind> attributes.
  function namesOf(svg) {
    const names = {};
    for (const a of svg.attributes) {
      if (a.name.startsWith("data-names-")) names[kindOf(a.name.slice(11))] = a.value.split(" ");
    }
    return names;
  }

  const kindOf = (name) => name.replaceAll("-", "_");

  // An element's thing: its data-* attributes, or null if it has none.
  function thingOf(element) {
    const pairs = [...element.attributes]
      .filter((a) => a.name.startsWith("data-"))
      .map((a) => [kindOf(a.name.slice(5)), a.value]);
    return pairs.length ? pairs : null;
  }

  // A move's scalar fields, depth-first in order: {parent (which object), key, text}.
  function leaves(move) {
    const found = [];
    let objects = 0;
    const visit = (value, key, parent) => {
      if (Array.isArray(value)) {
        for (const item of value) visit(item, key, parent);
      } else if (value !== null && typeof value === "object") {
        const own = objects++;
        for (const [name, item] of Object.entries(value)) {
          if (name !== "type" || own !== 0) visit(item, name, own);
        }
      } else {
        found.push({ parent, key, text: value === null ? "null" : String(value) });
      }
    };
    visit(move, "", 0);
    return found;
  }

  // The fields one click takes: for each attribute, a field of one object of the move with
  // that value under one of the kind's names, after the previous click's first field.
  function take(found, thing, names, used, after) {
    const parents = [...new Set(found.map((leaf) => leaf.parent))];
    for (const parent of parents) {
      const chosen = [];
      for (const [kind, value] of thing) {
        const fields = names[kind] || [kind];
        const index = found.findIndex(
          (leaf, i) => i > after && leaf.parent === parent && !used.has(i) && !chosen.includes(i) &&
            fields.includes(leaf.key) && leaf.text === value);
        if (index < 0) break;
        chosen.push(index);
      }
      if (chosen.length === thing.length) return chosen;
    }
    return null;
  }

  // Whether a move (its leaves) fits every click in turn.
  function fits(found, clicks, names) {
    const used = new Set();
    let after = -1;
    for (const thing of clicks) {
      const chosen = take(found, thing, names, used, after);
      if (!chosen) return false;
      chosen.forEach((i) => used.add(i));
      after = Math.min(...chosen);
    }
    return true;
  }

  // Whether any field of the move names a thing (else it belongs in the move list).
  function named(found, names) {
    const keys = new Set([...Object.keys(names), ...Object.values(names).flat()]);
    return found.some((leaf) => keys.has(leaf.key));
  }

  return { namesOf, thingOf, leaves, fits, named };
})();
