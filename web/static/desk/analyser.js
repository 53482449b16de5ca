// The analyser: everything mex says of one position of the desk's game:
// its outcome in both plays, its value, its winning moves, its misère
// simplest form and, for a game with memory, its class.
import { $, desk, api, el, answers, ask, outcomeText, movesText, hasGame, onSubmit } from "./common.js";
import { lab } from "../js/state.js";

// The lab answers a huge heap as the command line does: where the winning
// moves are whole residue classes of splits it gives their number, and
// where nothing is proven (misère play beyond 2^62) it says why it does
// not answer. Those are answers, shown as such, not failures of the lab.
const COUNTED = /\bhas \d+ winning moves: /;
const NOT_ANSWERED = /\bis not answered$/;

// said fills a row with the answer of a request; an error that is the
// command line's own answer (COUNTED, NOT_ANSWERED) is shown as one.
function said(set, key, promise, show) {
  return promise.then((v) => set(key, show(v)), (e) => {
    const m = e.message;
    set(key, m, e.status === 400 && COUNTED.test(m) ? "done" : e.status === 400 && NOT_ANSWERED.test(m) ? "refused" : "error");
  });
}

// analyse answers the position typed (or pos when given, which is then
// typed in).
export function analyse(pos) {
  const cfg = desk.cfg;
  const dl = $("desk-analysis");
  if (typeof pos === "string") $("desk-pos").value = pos;
  pos = $("desk-pos").value.trim();
  if (!hasGame()) {
    dl.textContent = "";
    dl.append(el("div", { class: "desk-error", text: "Choose a game above first." }));
    return;
  }
  if (!pos) {
    dl.textContent = "";
    dl.append(el("div", { class: "desk-error", text: "Type a position." }));
    return;
  }
  const play = cfg.misere ? "misère play" : "normal play";
  const rows = [
    ["outcome", "Outcome, normal play"],
    ["misere", "Outcome, misère play"],
    ["value", cfg.misere ? "Misère Grundy value" : "Sprague-Grundy value"],
    ["moves", `Winning moves (${play})`],
    ["form", "Misère simplest form"],
  ];
  const memory = !!(desk.desc && desk.desc.memory);
  if (memory) rows.push(["class", "Classification"]);
  const set = answers(dl, rows);
  dl.dataset.pos = pos;
  const asked = [
    said(set, "outcome", api({ ...cfg, misere: false }, "outcome", { pos }), (r) => outcomeText(r.outcome)),
    said(set, "misere", api({ ...cfg, misere: true }, "outcome", { pos }), (r) => outcomeText(r.outcome)),
    said(set, "value", api(cfg, "grundy", { pos }), (r) => String(r.grundy)),
    said(set, "moves", api(cfg, "moves", { pos }), movesText),
    said(set, "form", api(cfg, "form", { pos }), formView),
  ];
  if (memory) {
    asked.push(ask(set, "class", api(cfg, "classify", { pos }), (r) => {
      const h = r.histories ? Object.entries(r.histories).map(([k, v]) => `${k} ${v}`).join(", ") : "";
      return `${r.class}; ${r.stability}` + (h ? ` (histories: ${h}; starts up to ${r.starts_up_to})` : "");
    }));
  }
  return Promise.all(asked);
}

function formView(r) {
  const box = el("div", {});
  box.append(el("p", { class: "desk-form-name", text: `${r.form}${r.nimber ? " (a nim-heap)" : ""}` }));
  if (r.definitions && r.definitions.length) {
    const shown = r.definitions.slice(-12);
    const list = el("ul", { class: "desk-defs" });
    if (shown.length < r.definitions.length) list.append(el("li", { text: `… ${r.definitions.length - shown.length} more` }));
    for (const d of shown) list.append(el("li", { text: `${d.name} = {${d.options.join(", ")}}` }));
    box.append(list);
  }
  const genus = r.genus ? `${r.genus.g}^${(r.genus.gamma || []).join("")}` : "";
  box.append(el("p", { text: `birthday ${r.birthday}; G⁺ = ${r.normal_grundy}, G⁻ = ${r.misere_grundy}, genus ${genus}; ${r.forms} distinct forms below it` }));
  return box;
}

// startPosition is the position the desk analyses when it opens on a
// game: the page's position in play, else the start the page's link
// gives, else the start of the game's first preset.
export function startPosition() {
  if (desk.pos) return desk.pos;
  if (lab.start) return lab.start;
  const p = desk.desc && desk.desc.presets && desk.desc.presets[0];
  return p && p.start ? p.start : "";
}


export function initAnalyser() {
  onSubmit("desk-analyse-form", () => analyse());
}
