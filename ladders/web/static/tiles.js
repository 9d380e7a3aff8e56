// Letter tiles and the on-screen keyboard, for the game screen and the solver page. A rung is a row of tiles, one a
// letter; a letter in place (where the goal word has it) is on a rounded tile with a dot, and said in words too.
// Every text goes in with textContent: nothing typed, and nothing from an answer, becomes HTML.

export function element(tag, text, className) {
  const node = document.createElement(tag);
  if (text !== undefined && text !== null) node.textContent = text;
  if (className) node.className = className;
  return node;
}

export const plural = (n, word) => n + " " + word + (n === 1 ? "" : "s");
const ORDINALS = ["1st", "2nd", "3rd"];
export const ordinal = (i) => ORDINALS[i] || (i + 1) + "th";

// The letters in place, in words: "2 letters in place (1st, 4th)".
export function marksText(marks) {
  const places = marks.map((on, i) => (on ? ordinal(i) : null)).filter((p) => p !== null);
  if (!places.length) return "no letter in place";
  if (places.length === marks.length) return "every letter in place";
  return plural(places.length, "letter") + " in place (" + places.join(", ") + ")";
}

// The tiles of a word, one a letter as the word list counts letters (`word`, as it keeps the word, is what a move
// changes one letter of): each letter of `shown`, the real spelling, on its own tile, but a letter the word list
// writes as two (`written`: German ß as ss, ä as ae) on two, as crosswords write it (Fuß: F U S S). Where the two
// spellings do not line up letter for letter, the word list's own letters.
export function tileLetters(word, shown = word, written = {}) {
  const letters = foldedLetters(shown, written);
  return letters.length === Array.from(word).length ? letters : Array.from(word);
}

// The letters of `text` (typed, or a real spelling), each letter `written` as two taken as its two.
export function foldedLetters(text, written = {}) {
  return Array.from(text).flatMap((letter) => {
    const two = Object.hasOwn(written, letter.toLowerCase()) ? written[letter.toLowerCase()] : null;
    return two ? Array.from(two) : [letter];
  });
}

// A tile's face: the letter in capitals, as the tiles' style sets it; ß, a letter of its own where the word list
// keeps it so, is the one capital ẞ (capitals would make it SS, two letters on one tile).
const face = (letter) => (letter === "ß" ? "ẞ" : letter);

// `box` filled with a tile per letter ("" an empty tile); `marks[i]`: that letter is in place; `hinted`: the places
// (0-based) a hint named, each tile marked.
export function fillTiles(box, letters, marks, hinted = []) {
  box.replaceChildren(...letters.map((letter, i) => {
    const tile = element("span", undefined, "tile" + (marks && marks[i] ? " in-place" : "") + (letter ? "" : " empty")
      + (hinted.includes(i) ? " hinted" : ""));
    tile.appendChild(element("span", letter ? face(letter) : "\u00a0", "letter"));
    if (marks && marks[i]) tile.appendChild(element("span", "●", "mark"));
    return tile;
  }));
  return box;
}

// A word as a row of tiles, seen only (the word itself is what a screen reader reads, beside it): `word` as the word
// list keeps it, `shown` its real spelling, `written` the letters it writes as two (see tileLetters).
export function tilesOf(word, className = "tiles", shown = word, written = {}) {
  const box = fillTiles(element("span", undefined, className), tileLetters(word, shown, written));
  box.setAttribute("aria-hidden", "true");
  return box;
}

// A rung of the game as a list item: its tiles (`shown`: the word as the word list spells it; `written`: the letters
// it writes as two, see tileLetters), the same in words for a screen reader, and beside it how many letters are in
// place. `kind`: "start", "goal", "played" or "slot".
export function rungRow(word, marks, kind, shown = word, written = {}) {
  const row = element("li", undefined, "rung " + kind);
  const box = fillTiles(element("span", undefined, "tiles"), tileLetters(word, shown, written), marks);
  box.setAttribute("aria-hidden", "true");
  row.appendChild(box);
  const named = kind === "start" ? "start: " + shown : kind === "goal" ? "goal: " + shown : shown;
  row.appendChild(element("span", named + (marks ? ", " + marksText(marks) : ""), "sr-only"));
  const count = marks ? marks.filter(Boolean).length : 0;
  const seen = element("span", !marks ? kind : count === 0 ? "none in place" : count === marks.length
    ? "all in place" : count + " in place", "marks-text");
  seen.setAttribute("aria-hidden", "true");
  row.appendChild(seen);
  return row;
}

// The row being typed: its letters (a letter the word list writes as two, `written`, on two tiles), and an empty
// tile for each still to come. With one letter changed at a time (`metric` "substitution") it is as long as the
// last word (`width` letters, as the word list counts them); with letters added or removed, one longer than typed.
export function rowLetters(value, metric, width, written = {}) {
  const letters = foldedLetters(value.toLowerCase(), written);
  const room = metric === "substitution" ? width : letters.length + 1;
  while (letters.length < room) letters.push("");
  return letters;
}

// An empty row of `length` dashed tiles: a rung still to find on a shortest way.
export function slotRow(length) {
  const slot = element("li", undefined, "rung slot");
  slot.setAttribute("aria-hidden", "true");
  slot.appendChild(fillTiles(element("span", undefined, "tiles"), Array(length).fill("")));
  return slot;
}

const KEY_ROWS = ["qwertyuiop", "asdfghjkl", "+zxcvbnm-"];  // + is Enter and - Backspace, as Wordle's keyboard

// The on-screen keyboard in `box`: real buttons; a tap leaves the focus where it was (the row being typed) and calls
// `pressed(key, onKey)` with the key ("a" to "z", "Enter", "Backspace"); onKey: the key itself had the focus.
export function keyboard(box, pressed) {
  box.replaceChildren(...KEY_ROWS.map((keys) => {
    const line = element("div", undefined, "key-row");
    for (const key of keys) {
      const name = key === "+" ? "Enter" : key === "-" ? "Backspace" : key;
      const button = line.appendChild(element("button", key === "-" ? undefined : name, "key"
        + (name.length > 1 ? " wide" : "")));
      button.type = "button";
      button.dataset.key = name;
      if (key === "-") {
        button.appendChild(element("span", "⌫")).setAttribute("aria-hidden", "true");
        button.appendChild(element("span", "Backspace", "sr-only"));
      }
    }
    return line;
  }));
  box.addEventListener("mousedown", (event) => {  // a tap keeps the focus where it is (the row)
    if (event.target.closest(".key")) event.preventDefault();
  });
  box.addEventListener("click", (event) => {
    const key = event.target.closest(".key");
    if (key) pressed(key.dataset.key, key === document.activeElement);
  });
}
