// The practice dialog's choices: a puzzle's steps, its words' length, its rating, the kind of move (every one the
// rules name) and the language (every one the server offers), as an address asked them or the player chose them.

import { ask } from "./client.js";
import { element } from "./tiles.js";

const $ = (id) => document.getElementById(id);

// What the address asks: a pair ({start, end, metric}) or a puzzle to draw ({steps, length, rating, metric,
// common}), and the language.
export function askedIn(query) {
  const language = query.get("lang") || "";
  const metric = query.get("metric") || "substitution";
  if (query.get("start") && query.get("end")) {
    return { asked: { start: query.get("start"), end: query.get("end"), metric }, language };
  }
  return { asked: { steps: query.get("steps") || 4, length: query.get("length") || "",
                    rating: query.get("rating") || "", metric, common: query.get("common") !== "0" }, language };
}

// The dialog's choices set as `asked` and `language` say (a value the dialog does not offer is left as it is).
export function choose(asked, language) {
  const pick = (id, value) => {
    if (value !== undefined && [...$(id).options].some((option) => option.value === String(value))) {
      $(id).value = String(value);
    }
  };
  pick("practice-steps", asked.steps);
  pick("practice-length", asked.length);
  pick("practice-rating", asked.rating);
  pick("practice-metric", asked.metric);
  pick("practice-language", language);
  if (asked.common !== undefined) $("practice-common").checked = asked.common;
}

export function chosen() {  // the puzzle the dialog's choices ask for, and the language
  return { asked: { steps: $("practice-steps").value, length: $("practice-length").value,
                    rating: $("practice-rating").value, metric: $("practice-metric").value,
                    common: $("practice-common").checked },
           language: $("practice-language").hidden ? "" : $("practice-language").value };
}

// The choices the server offers: the rules' kinds of move (and what hard mode hides, said under the setting) and its
// languages (the choice shown only when there are several). {rules (null when the server did not say them),
// language: the server's default language, a visitor's who has chosen none}.
export async function loadChoices() {
  const [rules, languages] = await Promise.all([ask("/api/play/rules", {}), ask("/api/languages", {})]);
  if (rules.status === 200) {
    $("hard-note").textContent = rules.body.hard_mode;
    const was = $("practice-metric").value;
    $("practice-metric").replaceChildren(...Object.entries(rules.body.moves).map(([metric, words]) => {
      const option = element("option", words);
      option.value = metric;
      return option;
    }));
    $("practice-metric").value = was in rules.body.moves ? was : rules.body.metric;
  }
  const known = languages.status === 200 && Array.isArray(languages.body.languages) ? languages.body.languages : [];
  if (known.length > 1) {
    const was = $("practice-language").value;
    $("practice-language").replaceChildren(...known.map((language) => {
      const option = element("option", language.name);
      option.value = language.code;
      return option;
    }));
    $("practice-language").value = known.some((language) => language.code === was) ? was : languages.body.default;
    for (const box of document.querySelectorAll(".language-choice")) box.hidden = false;
  }
  const language = languages.status === 200 && typeof languages.body.default === "string" ? languages.body.default
    : "en";
  return { rules: rules.status === 200 ? rules.body : null, language };
}

export function practiceAddress(round, language) {  // a practice pair's shareable address, in its language
  const query = { start: round.start, end: round.end, metric: round.metric, ...(language ? { lang: language } : {}) };
  return "/play?" + new URLSearchParams(query).toString();
}
