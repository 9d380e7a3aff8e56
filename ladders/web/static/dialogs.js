// The game screen's dialogs (How to play, Statistics, the archive, Settings, Practice): modal, each closed by its
// Close button, by Escape, or by a click on the dimmed page around it; on closing, the focus goes back to where it
// came from (the button that opened it, or the row being typed), with the caret at the row's end, so the keys
// typed next reach the row.

const returnTo = new Map();  // each open dialog: where the focus goes back to when it closes
let closedHook = () => {};

// Put the focus in `box` (a text box) with the caret at its end: a box focused with no caret (as Chromium leaves
// one when a dialog closed by a click gives the focus back) takes no typed letter.
export function focusBox(box) {
  box.focus({ preventScroll: true });
  const end = box.value.length;
  try { box.setSelectionRange(end, end); } catch { /* a box with no caret: nothing to place */ }
}

export function openDialog(dialog, from) {
  if (dialog.open) return;
  returnTo.set(dialog, from);
  dialog.showModal();
  dialog.querySelector(".close").focus();
}

// Close `dialog`, the focus going to `to` instead of where it came from (its work done, the player goes on there).
export function closeDialog(dialog, to) {
  if (!dialog.open) return;
  returnTo.set(dialog, to);
  dialog.close();
}

function closed(event) {
  const dialog = event.target;
  const back = returnTo.get(dialog);
  returnTo.delete(dialog);
  if (back && back.isConnected && !back.closest("[hidden]")) {
    if (back.matches("input[type=text], input:not([type]), textarea")) focusBox(back);
    else back.focus({ preventScroll: true });
  }
  closedHook(dialog);
}

function outside(dialog, event) {  // a point on the dimmed page around the dialog, not on the dialog itself
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

// Every dialog of the page closed by its Close button, Escape (the browser's own) or a click around it;
// `onClosed(dialog)` after each has closed and the focus has gone back.
export function setUpDialogs(onClosed = () => {}) {
  closedHook = onClosed;
  for (const dialog of document.querySelectorAll("dialog")) {
    let pressedOutside = false;  // the press began around the dialog too (a drag out of it closes nothing)
    dialog.addEventListener("pointerdown", (event) => {
      pressedOutside = event.target === dialog && outside(dialog, event);
    });
    dialog.addEventListener("click", (event) => {
      if (pressedOutside && event.target === dialog && outside(dialog, event)) dialog.close();
      pressedOutside = false;
    });
    dialog.addEventListener("close", closed);
    dialog.querySelector(".close").addEventListener("click", () => dialog.close());
  }
}
