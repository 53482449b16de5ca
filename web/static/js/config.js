// The game chosen: the picker (spec, alterations, misère, the menu of
// presets), its description from /api/describe, its rules (the theory
// hidden in coach mode), and apply, which makes it the page's game.
import { boards } from "../boards/index.js";
import { api } from "./api.js";
import { blocking } from "./board.js";
import { fillViewKinds, loadView, viewCap } from "./explorer.js";
import { clearView } from "./picture.js";
import { discardGame, game } from "./play.js";
import { resetProof } from "./proof.js";
import { answersShown, room } from "./room.js";
import { lab } from "./state.js";
import { freshData, ui } from "./store.js";
import { parseAlter, setStart, writeURL } from "./url.js";
import { $ } from "./util.js";

// The mex web lab: plain JavaScript over the JSON API (/api/COMMAND), no
// build step. Three parts: the game chosen (a spec, alterations, misère),
// the explorer (a canvas with axes: P-positions, Grundy heatmaps, value
// sequences, offsets) and the play area (a canvas board, keyboard and
// touch). The whole state lives in the URL.

// The menu of games, read from /api/families: each family's presets,
// grouped by the board they are played on, then the sums.
export let presets = [];
export const familyExamples = new Map(); // family name -> its example, "game position"
export const CUSTOM = "Custom spec…";

// ---- the game chosen -------------------------------------------------------

// cfg: { spec, alter: [["alter-p","3,4"], …], misere } and its key.
export function cfgKey(c) { return JSON.stringify([c.spec, c.alter, c.misere]); }

// What the page knows of a game comes from /api/describe (lab.Describe):
// its view, board, values and capabilities, read by the server from the
// game's shape and capabilities. One request per configuration, kept by
// cfgKey; a cfg carries its description once applied.
export const NO_DESC = { text: "", family: "", shape: "", view: "none", board: "heaps", has_values: false, values_upto: -1, blocking: 0, memory: false, sparse: false, period: false, offset_overlay: false, indexed_pairs: false, strategy: false, provable: false, misere: false, altered: false, rules: [], presets: [] };
export const descCache = new Map();

export function describe(c) {
  const key = cfgKey(c);
  if (!descCache.has(key)) {
    descCache.set(key, api(c, "describe", {}).catch((e) => { descCache.delete(key); throw e; }));
  }
  return descCache.get(key);
}

export function desc(c) { return (c && c.desc) || NO_DESC; }

export function isSum(c) { return desc(c).shape === "sum"; }

// The explorer's picture: a grid of pairs (two piles, heap games on two
// heaps, sums of two one-heap games), the starts of a game with memory, a
// sequence of heap values, or nothing to draw.
export function viewKind(c) { return desc(c).view; }

// The board, as the game says (game.Boarder): the queen on a grid, two
// piles of tokens with memory, heaps of tokens, rows of pins, coins, a
// graph, edges on the ground, or one heap with the last move.
export function playKind(c) { return desc(c).board; }

// Sprague-Grundy values exist for normal play without blocking or declared
// positions; otherwise the explorer shows outcomes only.
export function hasValues(c) { return desc(c).has_values; }

// The sparse-space statistics (rare values, a period proven from them).
export function isSparse(c) { return desc(c).sparse; }
export function hasOffset(c) { return desc(c).offset_overlay; }

// The largest heap (or table size) the server computes values for.
export function valuesUpto(c) { return desc(c).values_upto; }

// ---- choosing the game ------------------------------------------------------

export function readCfg() {
  const spec = $("spec").value.trim();
  const alter = parseAlter($("alter").value);
  if (!spec) throw new Error("type a game spec, such as " + [...familyExamples.values()].slice(0, 3).map((e) => e.split(" ")[0]).join(", ") + " (the menu lists more)");
  return { spec, alter, misere: $("misere").checked };
}

export function matchPreset() {
  const spec = $("spec").value.trim(), alter = $("alter").value.trim().replace(/\s+/g, " ");
  const i = presets.findIndex((p) => p.spec === spec && (p.alter || "") === alter);
  $("preset").selectedIndex = i >= 0 ? i : presets.length;
}

export function defaultView() {
  const k = ui.cfg ? viewKind(ui.cfg) : "twopile";
  return k === "oneheap" ? "sequence" : k === "none" ? "none" : "ppos";
}

export function defaultSize(kind) { return kind === "oneheap" ? 100 : 20; }

// apply reads the picker and asks the server to describe the game; a new
// game discards the one in play. It resolves to false when the picker
// cannot be read or a later apply overtook it.
export async function apply(opts = {}) {
  let c;
  $("spec-error").textContent = "";
  try { c = readCfg(); } catch (e) {
    $("spec-error").textContent = e.message;
    return false;
  }
  const key = cfgKey(c), changed = opts.force || key !== ui.key || !desc(ui.cfg).text;
  if (changed) {
    const gen = ++ui.applyGen;
    let err = null;
    try { c.desc = await describe(c); } catch (e) { err = e; }
    if (gen !== ui.applyGen) return false;
    ui.cfg = c; ui.key = key; ui.ok = !err;
    ui.data = freshData();
    ui.sel = null;
    if (!opts.keepView) {
      ui.view = defaultView(); ui.w = Math.min(defaultSize(viewKind(c)), Math.max(4, viewCap())); ui.x0 = 0; ui.y0 = 0;
    }
    if (game && game.key !== key) discardGame("The game changed, so the game in play was put away.");
    matchPreset();
    fillViewKinds();
    showRules(c);
    resetProof(c);
    lab.setConfig({ spec: c.spec, alter: c.alter.map((a) => a.slice()), misere: c.misere }); // the desk listens
    if (err) {
      $("spec-error").textContent = "error: " + err.message + " ";
      if (err.status !== 400) {
        const b = document.createElement("button");
        b.textContent = "Retry";
        b.onclick = () => apply({ reload: true });
        $("spec-error").appendChild(b);
      }
      clearView();
      document.body.dataset.view = "error";
      if (!opts.noURL) writeURL(!opts.replace);
      return true;
    }
  }
  if (!opts.noURL) writeURL(changed && !opts.replace);
  if ((changed || opts.reload) && !opts.noLoad) loadView();
  return true;
}

// showRules fills #about with the rules of the game: how it is played,
// and what is known of how to win (the theory), which coach mode hides
// until asked. A sum says how a sum is played, then the rules of each
// family among its parts once, folded.
export function showRules(c) {
  const el = $("about"), d = desc(c);
  el.textContent = "";
  document.body.dataset.board = d.board;
  const span = (cls, ...parts) => { const s = document.createElement("span"); s.className = cls; s.append(...parts); return s; };
  const strong = (text) => { const b = document.createElement("strong"); b.textContent = text; return b; };
  const theory = (text) => {
    if (!text) return [];
    if (answersShown() || room.theory) return [" ", span("theory", text)];
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.theory = "1";
    b.textContent = "How to win: what is known";
    b.title = "coach mode hides the winning rule until you ask";
    b.onclick = () => { room.theory = true; showRules(c); const t = el.querySelector(".theory"); if (t) { t.tabIndex = -1; t.focus(); } };
    return [" ", b];
  };
  if (d.shape === "sum") {
    const games = d.rules.map((r) => r.game);
    el.append(span("rules", strong("A sum of games: "), `${games.join(" + ")}, played side by side. A move is made in exactly one part, the others left as they are; ` +
      (d.misere ? "the player who makes the last move loses (misère play)." : "the player who makes the last move wins.")));
    const byFamily = new Map();
    d.rules.forEach((r, i) => { if (!byFamily.has(r.family)) byFamily.set(r.family, { r, parts: [] }); byFamily.get(r.family).parts.push(i + 1); });
    for (const { r, parts } of byFamily.values()) {
      const box = document.createElement("details"), sum = document.createElement("summary");
      box.className = "part-rules";
      sum.textContent = `How ${parts.length > 1 ? "parts" : "part"} ${parts.join(" and ")} (${[...new Set(parts.map((k) => games[k - 1]))].join(", ")}) ${parts.length > 1 ? "are" : "is"} played`;
      box.append(sum, span("rules", r.play || r.rules, ...theory(r.theory)));
      el.appendChild(box);
    }
  } else {
    for (const r of d.rules) el.appendChild(span("rules", strong("Rules: "), r.play || r.rules, ...theory(r.theory)));
  }
  const note = (text) => el.appendChild(span("rules", text));
  if (d.misere && d.shape !== "sum") note("Played misère: the player who makes the last move loses.");
  if (d.altered) note("Altered: play ends at a declared position, with its declared outcome for the player to move.");
  if (d.blocking > 0) note(`After each move, the player who has just moved may block up to ${d.blocking} of the opponent's blockable moves for one turn.`);
}

export function choosePreset() {
  const i = $("preset").selectedIndex;
  if (i >= presets.length) { $("spec").focus(); return; }
  const p = presets[i];
  $("spec").value = p.spec;
  $("alter").value = p.alter || "";
  $("misere").checked = false;
  setStart(p.start);
  apply();
}

// loadFamilies fills the menu of games from /api/families: the presets of
// the families played on each board, then the sums; it retries until the
// server answers.
export async function loadFamilies() {
  let r;
  for (let wait = 250; ; wait = Math.min(4000, wait * 2)) {
    try { r = await api(null, "families", {}); break; } catch (e) {
      $("spec-error").textContent = "error: the list of games did not load (" + e.message + "); retrying…";
      await new Promise((ok) => setTimeout(ok, wait));
    }
  }
  $("spec-error").textContent = "";
  const groups = Object.entries(boards()).map(([kind, b]) => [kind, b.title]);
  for (const f of r.families) if (!groups.some(([b]) => b === (f.board || "heaps"))) groups.push([f.board, "Other boards"]);
  const sel = $("preset");
  presets = [];
  const add = (parent, p) => {
    presets.push({ name: p.label, spec: p.game, alter: p.alter || "", start: p.start });
    const o = document.createElement("option");
    o.textContent = p.label;
    parent.appendChild(o);
  };
  for (const f of r.families) familyExamples.set(f.name, f.example);
  for (const [board, label] of groups) {
    const og = document.createElement("optgroup");
    og.label = label;
    for (const f of r.families) if ((f.board || "heaps") === board) for (const p of f.presets) add(og, p);
    if (og.children.length) sel.appendChild(og);
  }
  const og = document.createElement("optgroup");
  og.label = "Sums";
  for (const p of r.sum_presets) add(og, p);
  if (og.children.length) sel.appendChild(og);
}
