// The experiments of the papers, which take no game of the page: the
// offset of an alteration (mex offset), the adjoin question (mex adjoin),
// the defects and learning experiments (mex defects, mex learn), a census
// of octal codes (mex census) and Walnut statements (mex prove FILE).
import { $, desk, api, el, cli, field, section, form, onSubmit, run, posText, alterText } from "./common.js";

export function papersSection() {
  return section("desk-papers", "Experiments of the papers",
    el("p", { class: "desk-hint", text: "These take no game of the page: the offset of an alteration, the adjoin question, the defects and learning experiments, and a census of octal codes." }),
    el("h4", { text: "Offset of an alteration (mex offset)" }),
    form("desk-offset-form", "Offset",
      field("Alterations", "desk-offset-alter", { placeholder: "P 3,4; N 0,0", size: "16" }),
      field("Measure within radii", "desk-offset-measure", { placeholder: "optional: 100,1000", size: "12" })),
    el("div", { id: "desk-offset-out", "aria-live": "polite" }),
    el("h4", { text: "Adjoin a move (mex adjoin)" }),
    form("desk-adjoin-form", "Adjoin",
      field("Move I,J", "desk-adjoin-move", { placeholder: "3,5", size: "14" }),
      field("or the matrix to N", "desk-adjoin-size", { type: "number", min: "0", value: "10", inputmode: "numeric" })),
    el("div", { id: "desk-adjoin-out", class: "desk-scroll", "aria-live": "polite" }),
    el("h4", { text: "Altered games and their defects (mex defects)" }),
    form("desk-defects-form", "Measure",
      field("Rule sets", "desk-defects-rules", { placeholder: "default: the paper's six; or specs joined by ;", size: "22" }),
      field("Radii", "desk-defects-radius", { value: "500,2000,8000", size: "14" })),
    el("div", { id: "desk-defects-out", class: "desk-scroll", "aria-live": "polite" }),
    el("h4", { text: "Learning the P-positions (mex learn)" }),
    form("desk-learn-form", "Simulate",
      field("p", "desk-learn-p", { type: "number", min: "1", value: "2", inputmode: "numeric" }),
      field("m", "desk-learn-m", { type: "number", min: "1", value: "1", inputmode: "numeric" }),
      field("games", "desk-learn-games", { type: "number", min: "1", value: "300", inputmode: "numeric" }),
      field("start", "desk-learn-start", { placeholder: "random", size: "8" }),
      field("seed", "desk-learn-seed", { type: "number", min: "0", value: "1", inputmode: "numeric" })),
    el("div", { id: "desk-learn-out", class: "desk-scroll", "aria-live": "polite" }),
    el("h4", { text: "Census of a class of codes (mex census)" }),
    form("desk-census-form", "Census",
      field("digits", "desk-census-digits", { type: "number", min: "1", value: "2", inputmode: "numeric" }),
      field("values a code", "desk-census-upto", { value: "2^12", size: "8" }),
      el("label", { class: "desk-check" }, el("input", { type: "checkbox", id: "desk-census-hex" }), " hexadecimal")),
    el("div", { id: "desk-census-out", class: "desk-scroll", "aria-live": "polite" }),
    el("h4", { text: "Walnut statements (mex prove FILE)" }),
    el("p", { class: "desk-hint", text: "reg, def and eval statements in Walnut's language, decided with automata in msd_2 … msd_16 or msd_fib; each eval's TRUE or FALSE, or its automaton's least tuples when variables are free." }),
    form("desk-walnut-form", "Decide",
      el("label", {}, "Statements ",
        el("textarea", { id: "desk-walnut-text", rows: "4", cols: "44", spellcheck: "false", placeholder: 'eval comm "?msd_fib A x,y x+y=y+x";' })),
      field("max states", "desk-walnut-states", { type: "number", min: "1", placeholder: "10^6", inputmode: "numeric" })),
    el("div", { id: "desk-walnut-out", class: "desk-scroll", "aria-live": "polite" }));
}

// alterParams reads "P 3,4; N 0,0" as the page's alterations field does.
function alterParams(text) {
  const out = [];
  for (const part of text.split(";").map((s) => s.trim()).filter(Boolean)) {
    const m = /^([PN])\s*\(?\s*(\d+)\s*,\s*(\d+)\s*\)?$/i.exec(part);
    if (!m) throw new Error(`alteration "${part}": want P X,Y or N X,Y`);
    out.push([m[1].toUpperCase() === "P" ? "alter-p" : "alter-n", `${m[2]},${m[3]}`]);
  }
  return out;
}

function measuredTable(caption, rows) {
  const t = el("table", {}, el("caption", { text: caption }),
    el("thead", {}, el("tr", {}, ...["radius", "differ", "of", "fraction", "best translation"].map((h) => el("th", { scope: "col", text: h })))));
  const body = el("tbody", {});
  for (const d of rows) body.append(el("tr", {}, el("th", { scope: "row", text: String(d.radius) }), el("td", { text: String(d.differ) }), el("td", { text: String(d.total) }), el("td", { text: d.fraction.toFixed(3) }), el("td", { text: `(${d.best_dx}, ${d.best_dy})` })));
  t.append(body);
  return t;
}

function offset() {
  const box = $("desk-offset-out");
  return run(box, async () => {
    const alter = alterParams($("desk-offset-alter").value);
    const measure = $("desk-offset-measure").value.split(/[\s,;]+/).filter(Boolean);
    const r = await api(null, "offset", {
      "alter-p": alter.filter(([k]) => k === "alter-p").map(([, v]) => v),
      "alter-n": alter.filter(([k]) => k === "alter-n").map(([, v]) => v),
      measure,
    });
    const out = [el("p", { id: "desk-offset-said", text: `Offset (dx, dy) = (${r.offset[0]}, ${r.offset[1]}): the altered P-positions are those of the unaltered game moved by it, far from the origin.` })];
    if (r.measured && r.measured.length) out.push(measuredTable("Disagreement with the translated unaltered game", r.measured));
    const flags = [];
    for (const [k, v] of alter) flags.push(`--${k}`, v);
    for (const m of measure) flags.push("--measure", m);
    out.push(cli("offset", ...flags));
    return out;
  });
}

function adjoin() {
  const box = $("desk-adjoin-out");
  const move = $("desk-adjoin-move").value.trim();
  const size = $("desk-adjoin-size").value.trim();
  return run(box, async () => {
    if (!move === !size) throw new Error("Give a move I,J or the size N of the matrix, not both.");
    if (move) {
      const r = await api(null, "adjoin", { move });
      return [el("p", { id: "desk-adjoin-said", text: r.adjoinable ? `Adjoining the move (${move}) keeps the P-positions (W = 0).` : `Adjoining the move (${move}) changes the P-positions (W = 1).` }), cli("adjoin", move)];
    }
    const r = await api(null, "adjoin", { size });
    const t = el("table", { id: "desk-adjoin-matrix" }, el("caption", { text: `W(i, j) for 0 ≤ i, j ≤ ${size}: 1 where adjoining (i, j) changes the P-positions` }));
    const head = el("tr", {}, el("th", { scope: "col", text: "i \\ j" }));
    r.matrix.forEach((_, j) => head.append(el("th", { scope: "col", text: String(j) })));
    const body = el("tbody", {});
    r.matrix.forEach((row, i) => body.append(el("tr", {}, el("th", { scope: "row", text: String(i) }), ...row.map((w) => el("td", { text: String(w) })))));
    t.append(el("thead", {}, head), body);
    return [t, cli("adjoin", "--size", size)];
  });
}

function defects() {
  const box = $("desk-defects-out");
  return run(box, async () => {
    const rules = $("desk-defects-rules").value.split(";").map((s) => s.trim()).filter(Boolean);
    const radius = $("desk-defects-radius").value.split(/[\s,;]+/).filter(Boolean);
    const r = await api(null, "defects", { rules, radius });
    const t = el("table", { id: "desk-defects-table" }, el("caption", { text: "Best translation and fraction of differing P-positions by radius" }),
      el("thead", {}, el("tr", {}, ...["rule set", "alteration", "by radius", "converges"].map((h) => el("th", { scope: "col", text: h })))));
    const body = el("tbody", {});
    for (const x of r.experiments || []) {
      body.append(el("tr", {}, el("th", { scope: "row", text: x.rules }), el("td", { text: x.alteration }),
        el("td", { text: x.measured.map((d) => `R=${d.radius}: (${d.best_dx},${d.best_dy}) ${d.fraction.toFixed(3)}`).join("; ") }), el("td", { text: x.converges ? "yes" : "no" })));
    }
    t.append(body);
    const flags = [];
    for (const x of rules) flags.push("--rules", x);
    for (const x of radius) flags.push("--radius", x);
    return [t, cli("defects", ...flags)];
  });
}

function learn() {
  const box = $("desk-learn-out");
  return run(box, async () => {
    const q = {};
    const flags = [];
    for (const k of ["p", "m", "games", "start", "seed"]) {
      const v = $(`desk-learn-${k}`).value.trim();
      if (v) { q[k] = v; flags.push(`--${k}`, v); }
    }
    const r = await api(null, "learn", q);
    const t = el("table", { id: "desk-learn-table" }, el("caption", { text: `(p, m) = (${r.p}, ${r.m}): P-positions revealed by the first player` }),
      el("thead", {}, el("tr", {}, ...["game", "learner", "games", "revealed", "hidden"].map((h) => el("th", { scope: "col", text: h })))));
    const body = el("tbody", {});
    for (const x of r.reports || []) {
      body.append(el("tr", {}, el("th", { scope: "row", text: x.game }), el("td", { text: x.strategy }), el("td", { text: String(x.games) }),
        el("td", { text: `${x.revealed} of ${x.p_positions}` }), el("td", { text: (x.hidden || []).map((h) => `(${posText(h)})`).join(" ") || "none" })));
    }
    t.append(body);
    return [t, cli("learn", ...flags)];
  });
}

function walnut() {
  const box = $("desk-walnut-out");
  const text = $("desk-walnut-text").value;
  if (!text.trim()) {
    box.textContent = "";
    box.append(el("p", { class: "desk-hint", text: "Type statements, for instance the one shown, and press Decide." }));
    box.dataset.state = "";
    return;
  }
  return run(box, async () => {
    const states = $("desk-walnut-states").value.trim();
    const r = await api(null, "statements", { text, "max-states": states });
    const t = el("table", { id: "desk-walnut-table" }, el("caption", { text: `${r.results.length} eval statements decided` }),
      el("thead", {}, el("tr", {}, ...["eval", "verdict", "states", "seconds"].map((h) => el("th", { scope: "col", text: h })))));
    const body = el("tbody", {});
    for (const x of r.results) {
      body.append(el("tr", {}, el("th", { scope: "row", text: x.name }), el("td", { text: x.verdict || "free variables: an automaton" }),
        el("td", { text: String(x.states) }), el("td", { text: String(x.seconds) })));
    }
    t.append(body);
    return [t, cli("prove", "FILE", ...(states ? ["--max-states", states] : []))];
  });
}

function census() {
  const box = $("desk-census-out");
  return run(box, async () => {
    const hex = $("desk-census-hex").checked;
    const q = { digits: $("desk-census-digits").value.trim(), upto: $("desk-census-upto").value.trim(), hex: hex ? "1" : "" };
    const r = await api(null, "census", q);
    const t = el("table", { id: "desk-census-table" }, el("caption", { text: `${r.results.length} codes to ${r.upto} values: ${r.periodic} periodic (proven), ${r.open} open` }),
      el("thead", {}, el("tr", {}, ...["code", "status", "preperiod", "period", "saltus", "values"].map((h) => el("th", { scope: "col", text: h })))));
    const body = el("tbody", {});
    for (const x of r.results) {
      body.append(el("tr", { "data-code": x.code }, el("th", { scope: "row", text: x.code }), el("td", { text: x.status }), el("td", { text: String(x.preperiod || 0) }),
        el("td", { text: x.period ? String(x.period) : "" }), el("td", { text: x.period ? String(x.saltus || 0) : "" }), el("td", { text: String(x.values) })));
    }
    t.append(body);
    const eq = (r.equivalences || []).map((e) => `${e.code} ≡ ${e.of}${e.shift ? ` shifted by ${e.shift}` : ""}`);
    return [t, el("p", { id: "desk-census-eq", text: eq.length ? `Alike: ${eq.join("; ")}.` : "No two codes alike." }),
      cli("census", "--digits", q.digits, "--upto", q.upto, ...(hex ? ["--hex"] : []))];
  });
}

// fitPapers writes the game's alterations into the offset's field.
export function fitPapers() {
  $("desk-offset-alter").value = desk.cfg ? alterText(desk.cfg.alter) : "";
}

// fillPapers answers the experiments with what their fields hold: the
// offset when the game is altered, the others the first time, as they
// take no game.
let filled = false;
export function fillPapers() {
  const out = [];
  if (desk.cfg && desk.cfg.alter.length) out.push(offset());
  if (!filled) {
    filled = true;
    out.push(adjoin(), defects(), learn(), census());
  }
  return Promise.all(out);
}

export function initPapers() {
  onSubmit("desk-offset-form", offset);
  onSubmit("desk-adjoin-form", adjoin);
  onSubmit("desk-defects-form", defects);
  onSubmit("desk-learn-form", learn);
  onSubmit("desk-census-form", census);
  onSubmit("desk-walnut-form", walnut);
}
