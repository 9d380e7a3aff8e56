// The Statistics dialog: the days played on their own day, the streaks, the steps over par, and moving the records
// between browsers and the terminal by a code (stats.js holds the rules and this browser's storage). A finish this
// browser would not keep is said where the player looks, and still travels in the export code; nothing is said to
// be added that was not.

import { element, plural } from "./tiles.js";
import { openDialog } from "./dialogs.js";
import * as records from "./stats.js";

const $ = (id) => document.getElementById(id);

const STATS = [["played", "Played"], ["solved", "Solved"], ["at_par", "At par (no hints)"],
               ["hinted", "Solved with hints"], ["gave_up", "Given up"], ["current_streak", "Current streak"],
               ["best_streak", "Best streak"], ["archive", "Archive days (not counted)"]];

// What the dialog needs from the game screen: today's puzzle number (null until known), the finishes this browser
// would not keep (by number), and what to do when an import added days.
export const shared = { today: null, unkept: {}, imported: () => {} };

export function notKeptNote() {  // the finishes this browser refused, in words; "" when there are none
  const count = Object.keys(shared.unkept).length;
  return count ? "Your " + (count === 1 ? "finish" : count + " finishes") + ": " + records.NOT_KEPT + ". Export your records (in Statistics) to keep " + (count === 1 ? "it" : "them")
    + " elsewhere." : "";
}

export function showStats() {
  const s = records.summaryToday(shared.today);
  $("stats-list").replaceChildren(...STATS.flatMap(([key, name]) => [element("dt", name),
                                                                     element("dd", String(s[key]))]));
  const most = Math.max(1, ...Object.values(s.distribution));
  $("distribution").replaceChildren(...records.OVER_PAR_BUCKETS.map((bucket) => {
    const count = s.distribution[bucket];
    const row = element("li", undefined, "bar-row");
    const seen = row.appendChild(element("span", undefined, "bar-seen"));
    seen.setAttribute("aria-hidden", "true");  // the bar is drawn; the sentence after it is read
    seen.appendChild(element("span", bucket, "bar-label"));
    const track = seen.appendChild(element("span", undefined, "bar-track"));
    const bar = track.appendChild(element("span", String(count), "bar" + (count ? "" : " empty")));
    bar.style.width = Math.round(100 * count / most) + "%";  // CSSOM, which the policy allows (no style attribute)
    row.appendChild(element("span", plural(count, "day") + (bucket === "par" ? " at par" : ", " + bucket.slice(1)
      + " over par"), "sr-only"));
    return row;
  }));
  const warning = notKeptNote();
  $("stats-warning").textContent = warning;
  $("stats-warning").hidden = !warning;
}

export function openStats(from, afterRound) {
  const dialog = $("stats");
  showStats();
  if (afterRound) dialog.setAttribute("aria-describedby", "summary");  // the result read first, on opening
  else dialog.removeAttribute("aria-describedby");
  openDialog(dialog, from);
}

export async function copyText(source, said) {  // the clipboard, or else the text selected for Ctrl+C
  try {
    await navigator.clipboard.writeText(source.value !== undefined ? source.value : source.textContent);
    said.textContent = "Copied.";
    return;
  } catch { /* no clipboard permission: select the text instead */ }
  if (source.select) source.select();
  else {
    const range = document.createRange();
    range.selectNodeContents(source);
    const selection = window.getSelection();
    selection.removeAllRanges();
    selection.addRange(range);
  }
  let copied = false;
  try { copied = document.execCommand("copy"); } catch { copied = false; }
  said.textContent = copied ? "Copied." : "Selected: press Ctrl+C (⌘C on a Mac) to copy.";
}

function showExport() {
  const box = $("export-box");
  box.hidden = !box.hidden;
  $("export").setAttribute("aria-expanded", String(!box.hidden));
  if (box.hidden) return;
  $("export-code").value = records.exportStored(shared.unkept);  // with any finish this browser would not keep
  $("code-copied").textContent = "";
  $("export-code").focus();
  $("export-code").select();
  $("export-code").scrollTop = 0;  // the code's start in view
}

function showImport() {
  const form = $("import-form");
  form.hidden = !form.hidden;
  $("import-open").setAttribute("aria-expanded", String(!form.hidden));
  if (!form.hidden) $("import-code").focus();
}

function importRecords() {
  const said = $("records-status");
  if (!Number.isInteger(shared.today)) {
    said.textContent = "The import needs today's puzzle, which the server has not said yet: try again.";
    return;
  }
  let kept;
  try {
    kept = records.importInto($("import-code").value, shared.today);
  } catch (refused) {
    said.textContent = refused instanceof records.NotKept
      ? "Nothing was added: " + records.NOT_KEPT + ". The code is still in the box."
      : "That code was refused, and nothing changed: " + refused.message + ".";
    return;
  }
  const already = !kept.already ? "" : kept.already === 1 ? " 1 day was already here: it keeps its first finish."
    : " " + kept.already + " days were already here: they keep their first finish.";
  said.textContent = (kept.added ? "Added " + plural(kept.added, "day") + "." : "No new day: nothing added.") + already;
  $("import-code").value = "";
  if (!$("export-box").hidden) $("export-code").value = records.exportStored(shared.unkept);
  showStats();
  if (kept.added) shared.imported(kept.days);
}

export function setUpStatistics() {
  $("copy-code").addEventListener("click", () => copyText($("export-code"), $("code-copied")));
  $("export").addEventListener("click", showExport);
  $("import-open").addEventListener("click", showImport);
  $("import-form").addEventListener("submit", (event) => { event.preventDefault(); importRecords(); });
}
