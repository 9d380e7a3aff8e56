// The archive: a month of days in a dialog, each a link to its puzzle; those solved (or given up) in this browser
// marked, those before the first ladder or after the player's today locked. The arrow keys move a day or a week,
// across months. Calendar arithmetic only: the day is the page's (`today()`, its one clock), never read here.

import { element } from "./tiles.js";
import { openDialog } from "./dialogs.js";
import { stored } from "./stats.js";

const $ = (id) => document.getElementById(id);
const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October",
                "November", "December"];
const DAY_KEYS = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

// What the archive needs to know, set by the game screen: today's date and puzzle number, the day on screen, and the
// language the page's links keep ("" none).
const at = { today: "", number: null, shown: "", language: "" };
let shownMonth = "";  // "YYYY-MM"

export function daysBetween(from, to) {  // calendar days from one YYYY-MM-DD to another (no clock, no time zone)
  const utc = (text) => Date.UTC(...text.split("-").map(Number).map((n, i) => (i === 1 ? n - 1 : n)));
  return Math.round((utc(to) - utc(from)) / 86400000);
}

export function addDays(date, days) {  // a YYYY-MM-DD so many days on
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const firstDate = () => addDays(at.today, 1 - at.number);  // puzzle #1's day, from today's number
const numberOf = (date) => at.number + daysBetween(at.today, date);
export function dayAddress(date, today, language = at.language) {  // a day's page, keeping the links' language
  const query = new URLSearchParams(date === today ? {} : { date });
  if (language) query.set("lang", language);
  const text = query.toString();
  return "/daily" + (text ? "?" + text : "");
}

function dayState(date, records) {
  const kept = records[String(numberOf(date))];
  return !kept ? "" : kept.solved ? "solved" : "given up";
}

function showMonth(month, focusDate) {
  shownMonth = month;
  const today = at.today, first = firstDate(), records = stored();
  const [y, m] = month.split("-").map(Number);
  $("month-title").textContent = MONTHS[m - 1] + " " + y;
  const lead = (new Date(Date.UTC(y, m - 1, 1)).getUTCDay() + 6) % 7;  // Monday first
  const length = new Date(Date.UTC(y, m, 0)).getUTCDate();
  const open = (date) => date >= first && date <= today;
  let stop = focusDate && open(focusDate) && focusDate.startsWith(month) ? focusDate : null;
  if (!stop) {  // the one day of the month in the tab order: the day on screen, else today, else the last open
    const days = Array.from({ length }, (_, i) => month + "-" + String(i + 1).padStart(2, "0")).filter(open);
    stop = days.includes(at.shown) ? at.shown : days.includes(today) ? today : days[days.length - 1] || null;
  }
  const rows = [];
  let row = null;
  for (let cell = 0; cell < lead + length || cell % 7; cell += 1) {
    if (cell % 7 === 0) row = rows[rows.push(element("tr")) - 1];
    const td = row.appendChild(element("td"));
    const day = cell - lead + 1;
    if (day < 1 || day > length) continue;
    const date = month + "-" + String(day).padStart(2, "0");
    if (!open(date)) {
      const locked = td.appendChild(element("span", String(day), "day locked"));
      locked.appendChild(element("span", date < first ? ", before the first ladder" : ", locked", "sr-only"));
      continue;
    }
    const state = dayState(date, records);
    const link = td.appendChild(element("a", undefined, "day" + (state ? " " + state.replace(" ", "-") : "")));
    link.href = dayAddress(date, today);
    link.dataset.date = date;
    link.tabIndex = date === stop ? 0 : -1;
    link.appendChild(element("span", String(day), "day-number")).setAttribute("aria-hidden", "true");
    const mark = state === "solved" ? "✓" : state ? "✗" : date === today ? "●" : "";
    if (mark) link.appendChild(element("span", mark, "day-mark")).setAttribute("aria-hidden", "true");
    link.appendChild(element("span", MONTHS[m - 1] + " " + day + ", #" + numberOf(date)
      + (date === today ? ", today" : "") + (state ? ", " + state : ""), "sr-only"));
    if (date === at.shown) link.setAttribute("aria-current", "page");
  }
  $("calendar-days").replaceChildren(...rows);
  $("month-prev").setAttribute("aria-disabled", String(month <= first.slice(0, 7)));
  $("month-next").setAttribute("aria-disabled", String(month >= today.slice(0, 7)));
  if (focusDate && stop) document.querySelector("#calendar a[data-date='" + stop + "']").focus();
}

function moveMonth(by) {  // the month before or after, while there are days to show
  const button = $(by < 0 ? "month-prev" : "month-next");
  if (button.getAttribute("aria-disabled") === "true") return;
  showMonth(addDays(shownMonth + "-15", by * 30).slice(0, 7));
}

function calendarKeys(event) {
  const from = event.target.closest("a[data-date]");
  if (!from) return;
  let to = null;
  if (event.key in DAY_KEYS) to = addDays(from.dataset.date, DAY_KEYS[event.key]);
  else if (event.key === "Home") to = addDays(from.dataset.date, 1 - Number(from.dataset.date.slice(8)));
  else if (event.key === "End") to = addDays(addDays(from.dataset.date.slice(0, 7) + "-28", 4).slice(0, 7) + "-01", -1);
  if (to === null) return;
  event.preventDefault();
  to = to < firstDate() ? firstDate() : to > at.today ? at.today : to;
  showMonth(to.slice(0, 7), to);
}

function newestUnsolved() {  // the newest day, today first, not solved in this browser (the day on screen aside)
  const records = stored();
  for (let date = at.today, first = firstDate(); date >= first; date = addDays(date, -1)) {
    if (date !== at.shown && dayState(date, records) !== "solved") return date;
  }
  return null;
}

// Open the archive on the month of the day on screen (`shown`, "" for none: today's), from the button `from`.
export function openArchive({ today, number, shown, language = "" }, from) {
  Object.assign(at, { today, number, shown, language });
  const next = newestUnsolved();
  const button = $("next-unsolved");
  button.textContent = next ? "Newest day not solved: #" + numberOf(next) + ", " + next : "Every other day is solved";
  button.dataset.day = next || "";
  button.setAttribute("aria-disabled", String(!next));
  showMonth((shown || today).slice(0, 7));
  openDialog($("archive"), from);
}

export function setUpArchive() {
  $("month-prev").addEventListener("click", () => moveMonth(-1));
  $("month-next").addEventListener("click", () => moveMonth(1));
  $("calendar").addEventListener("keydown", calendarKeys);
  $("next-unsolved").addEventListener("click", () => {
    const date = $("next-unsolved").dataset.day;
    if (date) location.assign(dayAddress(date, at.today));
  });
}
