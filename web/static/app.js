"use strict";
// The mex web lab: plain JavaScript over the JSON API (/api/COMMAND), no
// build step. Three parts: the game chosen (a spec, alterations, misère),
// the explorer (a canvas with axes: P-positions, Grundy heatmaps, value
// sequences, offsets) and the play area (a canvas board, keyboard and
// touch). The whole state lives in the URL.

// The menu of games, read from /api/families: each family's presets,
// grouped by the board they are played on, then the sums.
let presets = [];
const familyExamples = new Map(); // family name -> its example, "game position"
const CUSTOM = "Custom spec…";

// Caps of the server (web/server.go): size= and upto=.
const MAX_SIZE = 2000, MAX_UPTO = 1 << 20, MAX_STARTS = 120;
// Sparse-space statistics are computed at least this far, to find a proof of a period.
const STATS_UPTO = 1 << 14;
// Boards are drawn up to this many squares (or tokens) a side.
const MAX_BOARD = 64;
// Move buttons are listed up to this many; beyond, a menu.
const MAX_BUTTONS = 80;

const $ = (id) => document.getElementById(id);

// ---- the game chosen -------------------------------------------------------

// cfg: { spec, alter: [["alter-p","3,4"], …], misere } and its key.
function cfgKey(c) { return JSON.stringify([c.spec, c.alter, c.misere]); }

function parseAlter(text) {
  const out = [];
  for (const part of text.split(";")) {
    const m = part.trim().match(/^([PN])\s*\(?\s*(\d+)\s*,\s*(\d+)\s*\)?$/i);
    if (m) out.push([m[1].toUpperCase() === "P" ? "alter-p" : "alter-n", m[2] + "," + m[3]]);
    else if (part.trim() !== "") throw new Error(`alteration "${part.trim()}": write P x,y or N x,y, separated by ;`);
  }
  return out;
}

function alterText(alter) { return alter.map(([k, v]) => (k === "alter-p" ? "P " : "N ") + v).join("; "); }

// What the page knows of a game comes from /api/describe (lab.Describe):
// its view, board, values and capabilities, read by the server from the
// game's shape and capabilities. One request per configuration, kept by
// cfgKey; a cfg carries its description once applied.
const NO_DESC = { text: "", family: "", shape: "", view: "none", board: "heaps", has_values: false, values_upto: -1, blocking: 0, memory: false, sparse: false, period: false, offset_overlay: false, indexed_pairs: false, strategy: false, provable: false, misere: false, altered: false, rules: [], presets: [] };
const descCache = new Map();

function describe(c) {
  const key = cfgKey(c);
  if (!descCache.has(key)) {
    descCache.set(key, api(c, "describe", {}).catch((e) => { descCache.delete(key); throw e; }));
  }
  return descCache.get(key);
}

function desc(c) { return (c && c.desc) || NO_DESC; }

function isSum(c) { return desc(c).shape === "sum"; }

// The explorer's picture: a grid of pairs (two piles, heap games on two
// heaps, sums of two one-heap games), the starts of a game with memory, a
// sequence of heap values, or nothing to draw.
function viewKind(c) { return desc(c).view; }

// The board, as the game says (game.Boarder): the queen on a grid, two
// piles of tokens with memory, heaps of tokens, rows of pins, coins, a
// graph, edges on the ground, or one heap with the last move.
function playKind(c) { return desc(c).board; }

// Sprague-Grundy values exist for normal play without blocking or declared
// positions; otherwise the explorer shows outcomes only.
function hasValues(c) { return desc(c).has_values; }

// The sparse-space statistics (rare values, a period proven from them).
function isSparse(c) { return desc(c).sparse; }
function hasOffset(c) { return desc(c).offset_overlay; }

// The largest heap (or table size) the server computes values for.
function valuesUpto(c) { return desc(c).values_upto; }

// ---- the API ---------------------------------------------------------------

class APIError extends Error {
  constructor(message, status) { super(message); this.status = status; }
}

function apiURL(c, command, params, plain) {
  const q = new URLSearchParams();
  if (c) q.set("game", c.spec);
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "") q.set(k, v);
  if (c && !plain) {
    for (const [k, v] of c.alter) q.append(k, v);
    if (c.misere) q.set("misere", "1");
  }
  return `/api/${command}?${q}`;
}

async function api(c, command, params, opts = {}) {
  let res;
  try {
    res = await fetch(apiURL(c, command, params, opts.plain), { signal: opts.signal });
  } catch (e) {
    if (e.name === "AbortError") throw e;
    throw new APIError("the lab did not answer (" + e.message + ")", 0);
  }
  let body = null;
  try { body = parseExact(await res.text()); } catch (e) { body = null; }
  if (!res.ok) throw new APIError((body && body.error) || `${res.status} ${res.statusText}`, res.status);
  return body;
}

// parseExact reads the API's JSON keeping every digit: a whole number
// beyond 2^53 (a Nim heap of 10^30, its winning moves) becomes a BigInt,
// which prints exactly, instead of a rounded double (1.2345678901234568e+29).
// Long integer literals outside strings are quoted with a marker before
// parsing, so that no engine's double sees them.
const BIG = "\u0000big:";
function parseExact(text) {
  if (!/\d{16}/.test(text)) return JSON.parse(text); // the usual answer: nothing to keep
  const quoted = text.replace(/"(?:[^"\\]|\\.)*"|(?<![\d.eE+-])-?\d{16,}(?![.eE\d])/g,
    (m) => (m[0] === '"' ? m : JSON.stringify(BIG + m)));
  return JSON.parse(quoted, (key, value) => {
    if (typeof value !== "string" || !value.startsWith(BIG)) return value;
    const n = BigInt(value.slice(BIG.length));
    return n >= BigInt(Number.MIN_SAFE_INTEGER) && n <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(n) : n;
  });
}

function isAbort(e) { return e && e.name === "AbortError"; }

// ---- state -----------------------------------------------------------------

const ui = {
  cfg: null, key: "", ok: false, applyGen: 0, palette: "standard",
  view: "ppos", w: 20, x0: 0, y0: 0, sel: null,
  data: null, gen: 0, ctrl: null, infoGen: 0,
};
let game = null; // the game in play, bound to the cfg it was started with

// bitmap marks the pairs (x+dx, y+dy) within the box 0..n: one byte a
// cell, (n+1)^2 bytes, read at x*(n+1)+y.
function bitmap(positions, n, dx, dy) {
  const side = n + 1, bits = new Uint8Array(side * side);
  for (const p of positions) {
    const x = p[0] + dx, y = p[1] + dy;
    if (x >= 0 && y >= 0 && x <= n && y <= n) bits[x * side + y] = 1;
  }
  return bits;
}

function isP(x, y) { const d = ui.data; return x >= 0 && y >= 0 && x <= d.box && y <= d.box && d.ppos[x * (d.box + 1) + y] === 1; }
function isTrans(x, y) { const d = ui.data; return !!d.trans && x >= 0 && y >= 0 && x <= d.transBox && y <= d.transBox && d.trans[x * (d.transBox + 1) + y] === 1; }

function freshData() {
  return { box: -1, ppos: new Uint8Array(0), tiles: new Map(), cells: new Map(), values: null, period: null, periodErr: "", stats: null, offset: null, trans: null, transBox: -1 };
}

// ---- URL -------------------------------------------------------------------

function urlParams() {
  const q = new URLSearchParams();
  if (!ui.cfg) return q;
  q.set("game", ui.cfg.spec);
  for (const [k, v] of ui.cfg.alter) q.append(k, v);
  if (ui.cfg.misere) q.set("misere", "1");
  if (ui.view !== defaultView()) q.set("view", ui.view);
  q.set("size", ui.w);
  if (ui.palette === "cb") q.set("palette", "cb");
  if (ui.x0) q.set("x0", ui.x0);
  if (ui.y0) q.set("y0", ui.y0);
  const start = $("start-pos").value.trim();
  if (start) q.set("start", start);
  roomParams(q);
  if (game && game.key === ui.key) {
    if (game.first === "computer") q.set("first", "computer");
    q.set("pos", game.pos);
    if (game.mode === "two") q.set("next", game.player);
    if (game.turn === "over" && game.mover === "computer" && playKind(game.cfg) !== "record") q.set("mover", "computer");
    if (game.blocked.length) q.set("blocked", blockedParam(game.blocked));
  }
  return q;
}

function writeURL(push) {
  const url = "?" + urlParams().toString();
  const state = { key: ui.key, game: game ? game.id : 0, at: game ? game.at : -1 };
  if (url === location.search && !push) return history.replaceState(state, "", url);
  if (push) history.pushState(state, "", url);
  else history.replaceState(state, "", url);
}

// ---- status and log ---------------------------------------------------------

function setStatus(text, cls, retry) {
  const st = $("status");
  st.className = cls || "";
  st.textContent = "";
  const span = document.createElement("span");
  span.id = "status-text";
  span.textContent = text;
  st.appendChild(span);
  if (retry) {
    const b = document.createElement("button");
    b.id = "retry";
    b.textContent = "Retry";
    b.onclick = retry;
    st.appendChild(b);
  }
}

function renderLog(lines) {
  const ol = $("log");
  ol.textContent = "";
  for (const [text, who] of lines) {
    const li = document.createElement("li");
    li.textContent = text;
    if (who) li.className = who;
    ol.appendChild(li);
  }
}

function log(g, text, who) {
  g.log.push([text, who || ""]);
  if (g === game) renderLog(g.log);
}

// lastOf is the position a game record ends at (4,6/4,2: the positions
// of a game with memory, one after another); a picture of a board
// (..#/...) is a position of its own.
function lastOf(record) { if (isPicture(record)) return String(record); const parts = String(record).split("/"); return parts[parts.length - 1]; }
function blockedParam(b) { return b.map((p) => p.join(",")).join("/"); }
function ints(text) { return String(text).split(/[,+\s]+/).filter((s) => s !== "").map(Number); }

// ---- choosing the game ------------------------------------------------------

function readCfg() {
  const spec = $("spec").value.trim();
  const alter = parseAlter($("alter").value);
  if (!spec) throw new Error("type a game spec, such as " + [...familyExamples.values()].slice(0, 3).map((e) => e.split(" ")[0]).join(", ") + " (the menu lists more)");
  return { spec, alter, misere: $("misere").checked };
}

function matchPreset() {
  const spec = $("spec").value.trim(), alter = $("alter").value.trim().replace(/\s+/g, " ");
  const i = presets.findIndex((p) => p.spec === spec && (p.alter || "") === alter);
  $("preset").selectedIndex = i >= 0 ? i : presets.length;
}

function defaultView() {
  const k = ui.cfg ? viewKind(ui.cfg) : "twopile";
  return k === "oneheap" ? "sequence" : k === "none" ? "none" : "ppos";
}

function defaultSize(kind) { return kind === "oneheap" ? 100 : 20; }

// apply reads the picker and asks the server to describe the game; a new
// game discards the one in play. It resolves to false when the picker
// cannot be read or a later apply overtook it.
async function apply(opts = {}) {
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

// showRules fills #about with the rules of the game (of each part of a sum).
function showRules(c) {
  const el = $("about"), d = desc(c);
  el.textContent = "";
  document.body.dataset.board = d.board;
  for (const r of d.rules) {
    const p = document.createElement("span");
    p.className = "rules";
    const b = document.createElement("strong");
    b.textContent = d.rules.length > 1 ? `${r.game}: ` : "Rules: ";
    p.append(b, r.rules);
    el.appendChild(p);
  }
  const note = (text) => { const p = document.createElement("span"); p.className = "rules"; p.textContent = text; el.appendChild(p); };
  if (d.misere) note("Played misère: the player who makes the last move loses.");
  if (d.altered) note("Altered: play ends at a declared position, with its declared outcome for the player to move.");
  if (d.blocking > 0) note(`After each move, the player who has just moved may block up to ${d.blocking} of the opponent's blockable moves for one turn.`);
}

function choosePreset() {
  const i = $("preset").selectedIndex;
  if (i >= presets.length) { $("spec").focus(); return; }
  const p = presets[i];
  $("spec").value = p.spec;
  $("alter").value = p.alter || "";
  $("misere").checked = false;
  $("start-pos").value = p.start;
  apply();
}

// ---- the explorer -----------------------------------------------------------

function viewCap() {
  const k = viewKind(ui.cfg), upto = valuesUpto(ui.cfg);
  return k === "oneheap" ? (upto >= 0 ? Math.min(MAX_UPTO, upto) : MAX_UPTO) : k === "record" ? MAX_STARTS : MAX_SIZE;
}

function fillViewKinds() {
  const sel = $("view-kind"), k = viewKind(ui.cfg);
  sel.textContent = "";
  const opts = [];
  if (k === "twopile") {
    opts.push(["ppos", "P-positions"]);
    if (hasValues(ui.cfg)) opts.push(["grundy", "Grundy heatmap"]);
    if (hasOffset(ui.cfg)) opts.push(["offset", "offset: against the unaltered game translated"]);
  } else if (k === "record") opts.push(["ppos", "P-positions among the starts"]);
  else if (k === "oneheap") opts.push(["sequence", "Grundy value sequence"]);
  else opts.push(["none", "value of the start position"]);
  for (const [v, t] of opts) {
    const o = document.createElement("option");
    o.value = v; o.textContent = t;
    sel.appendChild(o);
  }
  if (!opts.some(([v]) => v === ui.view)) ui.view = opts[0][0];
  sel.value = ui.view;
}

function boxNeeded() { return Math.min(viewCap(), Math.max(ui.x0, ui.y0) + ui.w); }

// Rounded up so that small pans do not refetch.
function boxFetch(n) { return Math.min(viewCap(), Math.ceil((n + 1) / 20) * 20); }

async function loadView() {
  const gen = ++ui.gen;
  if (ui.ctrl) ui.ctrl.abort();
  const ctrl = new AbortController();
  ui.ctrl = ctrl;
  const c = ui.cfg, d = ui.data, k = viewKind(c), signal = ctrl.signal;
  $("view-error").textContent = "";
  const live = () => gen === ui.gen && c === ui.cfg;
  document.body.dataset.view = "loading";
  try {
    if (k === "twopile" || k === "record") {
      const need = boxNeeded();
      if (d.box < need) {
        const n = boxFetch(need);
        const r = await api(c, "ppos", { size: n }, { signal });
        if (!live()) return;
        d.ppos = bitmap(r.positions, n, 0, 0);
        d.box = n;
      }
      if (wantTiles()) {
        // the farthest tile first: it computes the table the others read
        const list = tilesNeeded(tileStep()).filter((t) => !d.tiles.has(t.key));
        if (list.length) await fetchTile(c, list[0], signal);
        if (!live()) return;
        await inTurn(list.slice(1), 3, (t) => fetchTile(c, t, signal));
        if (!live()) return;
      }
      if (ui.view === "offset" && hasOffset(c)) {
        if (!d.offset) {
          d.offset = await api(c, "offset", {}, { signal });
          if (!live()) return;
        }
        const [dx, dy] = d.offset.offset, n = boxFetch(need);
        if (d.transBox < n) {
          const m = Math.min(MAX_SIZE, n + Math.max(0, -dx, -dy));
          // the unaltered game (its indexed P-pairs), translated by the offset
          const r = await api({ spec: c.spec, alter: [], misere: false }, "ppos", { size: m }, { signal, plain: true });
          if (!live()) return;
          d.trans = bitmap(r.positions, n, dx, dy);
          d.transBox = n;
        }
      }
    } else if (k === "oneheap") {
      const need = ui.x0 + ui.w;
      if (!d.values || d.values.length <= Math.min(need, viewCap())) {
        // never beyond what the server computes (misère values of games
        // that split heaps stop at a few dozen heaps)
        const n = Math.min(viewCap(), Math.max(need, Math.ceil((need + 1) / 100) * 100));
        // the sparse-space statistics, and a period when the values
        // computed prove one (the periodicity theorem of the sparse
        // engine), asked with the values: the server answers both from one
        // run of the sequence where that run is what the values cost
        const wantStats = isSparse(c) && hasValues(c) && (!d.stats || d.stats.values <= n);
        const [r, st] = await Promise.all([api(c, "grundy", { upto: n }, { signal }),
          wantStats ? api(c, "stats", { upto: Math.max(n, STATS_UPTO) }, { signal }) : null]);
        if (!live()) return;
        d.values = r.values;
        if (wantStats) {
          const r = st;
          d.stats = r.stats;
          if (r.period) d.period = Object.assign({ proven: true }, r.period);
          else d.periodErr = desc(c).period
            ? `No period proven from G(0..${r.stats.values - 1}).`
            : `No periodicity theorem applies to ${desc(c).text}.`;
        }
      }
      if (!d.period && !d.periodErr && hasValues(c) && !isSparse(c) && !desc(c).period) d.periodErr = `No periodicity theorem applies to ${desc(c).text}.`;
      if (!d.period && !d.periodErr && hasValues(c) && !isSparse(c)) {
        try {
          d.period = await api(c, "period", {}, { signal });
        } catch (e) {
          if (isAbort(e)) throw e;
          d.periodErr = e.message;
        }
        if (!live()) return;
      }
    } else {
      // the start's value (the server has checked the spec already)
      const start = $("start-pos").value.trim();
      d.value = null;
      if (start) {
        d.value = await api(c, "grundy", { pos: start }, { signal }).catch((e) => {
          if (isAbort(e)) throw e;
          return { error: e.message };
        });
        if (!live()) return;
      }
    }
    ui.ok = true;
    draw();
    if (game && game.key === ui.key && game.state) drawBoard(game); // the P-positions on the board
  } catch (e) {
    if (isAbort(e) || !live()) return;
    if (e.status === 400 && d.box < 0 && !d.values) {
      ui.ok = false;
      $("spec-error").textContent = "error: " + e.message;
      clearView();
    } else {
      $("view-error").textContent = "error: " + e.message + " ";
      const b = document.createElement("button");
      b.textContent = "Retry";
      b.onclick = () => loadView();
      $("view-error").appendChild(b);
    }
    document.body.dataset.view = "error";
  }
}

// ---- heatmap tiles ------------------------------------------------------------
// A two-pile game's values come in binary tiles (/api/tile, web/tiles.go):
// the cells of the window only, every step-th cell when the window has
// more cells than the canvas has pixels, each tile fetched once.

// wantTiles: the heatmap, or the values of a small window for the cell
// under the cursor and the table of what is shown.
function wantTiles() {
  return viewKind(ui.cfg) === "twopile" && hasValues(ui.cfg) && valuesUpto(ui.cfg) >= 0 && (ui.view === "grundy" || boxNeeded() <= 300);
}

// tileStep is the step of the heatmap's cells: about one a device pixel.
function tileStep() {
  if (ui.view !== "grundy") return 1;
  const dpr = window.devicePixelRatio || 1;
  return Math.max(1, Math.min(64, Math.round((ui.w + 1) / (gridGeom().side * dpr))));
}

// tilesNeeded lists the tiles of step s over the window, the farthest
// first. A tile is T×T samples on a grid of T·s cells, T by the window's
// size (a small window computes a small table: some games' tables cost
// far more than their cells).
function tilesNeeded(s) {
  const n = ui.w + 1, last = Math.floor(Math.min(viewCap(), valuesUpto(ui.cfg)) / s);
  const kx0 = Math.floor(ui.x0 / s), kx1 = Math.min(last, Math.floor((ui.x0 + n - 1) / s));
  const ky0 = Math.floor(ui.y0 / s), ky1 = Math.min(last, Math.floor((ui.y0 + n - 1) / s));
  const span = Math.max(kx1 - kx0, ky1 - ky0) + 1;
  let T = 16; // about half the window a side: 21 cells read the table to 31
  while (T < 256 && 2 * T < span) T *= 2;
  const out = [];
  for (let tx = Math.floor(kx0 / T); tx <= Math.floor(kx1 / T); tx++) {
    for (let ty = Math.floor(ky0 / T); ty <= Math.floor(ky1 / T); ty++) {
      const w = Math.min(T, last - tx * T + 1), h = Math.min(T, last - ty * T + 1);
      if (w <= 0 || h <= 0) continue;
      out.push({ key: `${s}/${T}/${tx}/${ty}`, x0: tx * T * s, y0: ty * T * s, w, h, step: s, far: Math.max(tx * T + w - 1, ty * T + h - 1) * s });
    }
  }
  return out.sort((a, b) => b.far - a.far);
}

function tilesLoaded() { return !wantTiles() || tilesNeeded(tileStep()).every((t) => ui.data.tiles.has(t.key)); }

// fetchTile asks one tile and keeps it, decoded: a header of 24 bytes
// ("MEXT", version, bytes a cell, step, x0, y0, w, h), then the cells,
// x-major; all ones is a cell that is not a position.
async function fetchTile(c, t, signal, store) {
  let res;
  try {
    res = await fetch(apiURL(c, "tile", { x0: t.x0, y0: t.y0, w: t.w, h: t.h, step: t.step }), { signal });
  } catch (e) {
    if (e.name === "AbortError") throw e;
    throw new APIError("the lab did not answer (" + e.message + ")", 0);
  }
  if (!res.ok) {
    let body = null;
    try { body = JSON.parse(await res.text()); } catch (e) { body = null; }
    throw new APIError((body && body.error) || `${res.status} ${res.statusText}`, res.status);
  }
  const buf = await res.arrayBuffer(), dv = new DataView(buf);
  if (buf.byteLength < 24 || String.fromCharCode(dv.getUint8(0), dv.getUint8(1), dv.getUint8(2), dv.getUint8(3)) !== "MEXT") throw new APIError("a tile that is not one", 0);
  const width = dv.getUint8(5), w = dv.getUint32(16, true), h = dv.getUint32(20, true);
  let cells;
  if (width === 1) cells = new Uint8Array(buf, 24, w * h);
  else { cells = new Uint16Array(w * h); for (let k = 0; k < w * h; k++) cells[k] = dv.getUint16(24 + 2 * k, true); }
  const tiles = store || ui.data.tiles;
  if (c !== ui.cfg) return;
  if (tiles.size >= 400) tiles.delete(tiles.keys().next().value); // the oldest
  tiles.set(t.key, { step: dv.getUint16(6, true), x0: dv.getUint32(8, true), y0: dv.getUint32(12, true), w, h, cells, none: width === 1 ? 0xFF : 0xFFFF });
}

// inTurn runs f on the items, at most k at a time.
async function inTurn(items, k, f) {
  let next = 0;
  const worker = async () => { while (next < items.length) await f(items[next++]); };
  await Promise.all(Array.from({ length: Math.min(k, items.length) }, worker));
}

// tileValue is G(x, y) from a tile that holds the cell (-1: not a
// position), or null.
function tileValue(x, y) {
  const one = ui.data.cells.get(`${x},${y}`); // a cell asked alone
  if (one) return one.cells[0] === one.none ? -1 : one.cells[0];
  for (const t of ui.data.tiles.values()) {
    const dx = x - t.x0, dy = y - t.y0;
    if (dx < 0 || dy < 0 || dx % t.step || dy % t.step) continue;
    const i = dx / t.step, j = dy / t.step;
    if (i >= t.w || j >= t.h) continue;
    const v = t.cells[i * t.h + j];
    return v === t.none ? -1 : v;
  }
  return null;
}

function clearView() {
  const cv = $("grid");
  cv.getContext("2d").clearRect(0, 0, cv.width, cv.height);
  cv.style.display = "none";
  $("legend").textContent = ""; $("facts").textContent = ""; $("exports").textContent = ""; $("cell-info").textContent = "";
  $("view-caption").textContent = "";
}

// Canvas with device pixels; returns the context and CSS size.
function sizeCanvas(cv, cssW, cssH) {
  const dpr = window.devicePixelRatio || 1;
  cv.style.height = cssH + "px";
  cv.width = Math.round(cssW * dpr); cv.height = Math.round(cssH * dpr);
  const ctx = cv.getContext("2d");
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  return ctx;
}

// frameWithTicks draws a plot's frame at (left, top) of width × height and,
// below it, a tick and a label at each multiple of step in [from, to),
// centre(v) giving a value's x, and the axis's name under them.
function frameWithTicks(ctx, left, top, width, height, from, to, step, centre, name) {
  ctx.strokeStyle = "#333"; ctx.lineWidth = 1; ctx.strokeRect(left + 0.5, top + 0.5, width, height);
  ctx.fillStyle = "#222"; ctx.font = "12px system-ui, sans-serif";
  ctx.textAlign = "center"; ctx.textBaseline = "top";
  for (let v = Math.ceil(from / step) * step; v < to; v += step) {
    const cx = centre(v);
    ctx.beginPath(); ctx.moveTo(cx, top + height); ctx.lineTo(cx, top + height + 4); ctx.stroke();
    ctx.fillText(String(v), cx, top + height + 6);
  }
  ctx.fillText(name, left + width / 2, top + height + 20);
}

function niceStep(span, most) {
  const raw = Math.max(1, span / most), p = Math.pow(10, Math.floor(Math.log10(raw)));
  for (const m of [1, 2, 5, 10]) if (m * p >= raw) return m * p;
  return 10 * p;
}

// Two palettes, chosen in the page (palette=cb in the link): the
// standard one, and one safe for colour-blind readers, cividis for values
// and Okabe and Ito's colours for kinds. In both, each kind is at least
// 3:1 against the white of N-positions (WCAG 2.1 AA for graphics), and
// P-positions carry a white dot and rare values a triangle: shape, not
// colour alone.
const VIRIDIS = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
const CIVIDIS = [[0, 32, 77], [64, 77, 107], [124, 123, 120], [188, 175, 111], [255, 234, 70]];
const PALETTES = {
  standard: { heat: VIRIDIS, P: [31, 92, 176], N: [251, 251, 251], none: [200, 200, 200], trans: [200, 100, 0], both: [106, 61, 154], rare: [200, 30, 30] },
  cb: { heat: CIVIDIS, P: [0, 114, 178], N: [251, 251, 251], none: [200, 200, 200], trans: [213, 94, 0], both: [51, 34, 136], rare: [213, 94, 0] },
};
let COL = PALETTES.standard;
function heat(v, max) {
  const H = COL.heat, t = max > 0 ? Math.min(1, v / max) : 0, s = t * (H.length - 1), i = Math.min(H.length - 2, Math.floor(s)), f = s - i;
  return H[i].map((a, j) => Math.round(a + (H[i + 1][j] - a) * f));
}
function rgb(c) { return `rgb(${c.join(",")})`; }

function setPalette(name) {
  ui.palette = PALETTES[name] ? name : "standard";
  COL = PALETTES[ui.palette];
  $("palette").value = ui.palette;
  document.body.dataset.palette = ui.palette;
}
const M = { left: 46, right: 10, top: 10, bottom: 34 };

// geometry of the grid view
function gridGeom() {
  const cssW = Math.min(560, $("grid-wrap").clientWidth || 520);
  const n = ui.w + 1, side = Math.max(60, cssW - M.left - M.right), cs = side / n;
  return { cssW, cssH: side + M.top + M.bottom, n, side, cs };
}

function draw() {
  const k = viewKind(ui.cfg);
  const cv = $("grid");
  $("legend").textContent = ""; $("facts").textContent = "";
  if (k === "none") {
    cv.style.display = "none";
    const v = ui.data.value;
    $("view-caption").textContent = "Sums and heap games are played on the right; this game has no picture here.";
    gridTable();
    const start = $("start-pos").value.trim();
    $("facts").textContent = v ? (v.error ? `G(${start}): ${v.error}` : `G(${start}) = ${v.grundy}: ${v.grundy == 0 ? "a P-position, the player to move loses" : "an N-position, the player to move wins"}.`) : "";
    document.body.dataset.view = "none";
    renderExports();
    return;
  }
  cv.style.display = "block";
  if (k === "oneheap") drawSequence(); else drawGrid();
  gridTable();
  renderExports();
  document.body.dataset.view = ui.view;
  document.body.dataset.window = `${ui.x0},${ui.y0},${ui.w}`;
}

function cellState(x, y) {
  return { p: isP(x, y), t: isTrans(x, y), g: ui.data.tiles.size ? tileValue(x, y) : null };
}

function drawGrid() {
  const cv = $("grid"), geo = gridGeom(), ctx = sizeCanvas(cv, geo.cssW, geo.cssH);
  const { n, side, cs } = geo, d = ui.data, view = ui.view;
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, geo.cssW, geo.cssH);
  // one pixel a cell (or a sample of every step-th cell), scaled up
  // without smoothing
  const heatmap = view === "grundy" && d.tiles.size > 0, s = heatmap ? tileStep() : 1;
  const kx0 = Math.floor(ui.x0 / s), ky0 = Math.floor(ui.y0 / s);
  const sw = Math.floor((ui.x0 + n - 1) / s) - kx0 + 1, sh = Math.floor((ui.y0 + n - 1) / s) - ky0 + 1;
  const off = document.createElement("canvas");
  off.width = sw; off.height = sh;
  const octx = off.getContext("2d"), img = octx.createImageData(sw, sh);
  const put = (i, j, c) => { const o = ((sh - 1 - j) * sw + i) * 4; img.data[o] = c[0]; img.data[o + 1] = c[1]; img.data[o + 2] = c[2]; img.data[o + 3] = 255; };
  for (let i = 0; i < sw; i++) for (let j = 0; j < sh; j++) {
    const x = (kx0 + i) * s, y = (ky0 + j) * s, p = isP(x, y);
    let c = p ? COL.P : COL.N;
    if (view === "offset") { const t = isTrans(x, y); c = p && t ? COL.both : p ? COL.P : t ? COL.trans : COL.N; }
    put(i, j, c);
  }
  let max = 0;
  if (heatmap) { // the values of the tiles on screen over the outcomes
    const tiles = tilesNeeded(s).map((t) => d.tiles.get(t.key)).filter((t) => t);
    const each = (f) => {
      for (const t of tiles) {
        const i0 = t.x0 / s - kx0, j0 = t.y0 / s - ky0;
        for (let a = Math.max(0, -i0); a < t.w && i0 + a < sw; a++) for (let b = Math.max(0, -j0); b < t.h && j0 + b < sh; b++) f(i0 + a, j0 + b, t.cells[a * t.h + b], t.none);
      }
    };
    each((i, j, v, none) => { if (v !== none) max = Math.max(max, v); });
    const lut = [];
    for (let v = 0; v <= max; v++) lut.push(heat(v, max));
    each((i, j, v, none) => put(i, j, v === none ? COL.none : lut[v])); // none: not a position of the game
  }
  octx.putImageData(img, 0, 0);
  ctx.imageSmoothingEnabled = false;
  ctx.save();
  ctx.beginPath(); ctx.rect(M.left, M.top, side, side); ctx.clip();
  ctx.drawImage(off, M.left + (kx0 * s - ui.x0) * cs, M.top + (n - (ky0 + sh) * s + ui.y0) * cs, sw * s * cs, sh * s * cs);
  ctx.restore();
  const px = (x) => M.left + (x - ui.x0) * cs, py = (y) => M.top + (n - 1 - (y - ui.y0)) * cs;
  // grid lines, values and patterns when the cells are large enough
  if (cs >= 7) {
    ctx.strokeStyle = "rgba(0,0,0,0.12)"; ctx.lineWidth = 1;
    ctx.beginPath();
    for (let i = 0; i <= n; i++) {
      ctx.moveTo(M.left + i * cs, M.top); ctx.lineTo(M.left + i * cs, M.top + side);
      ctx.moveTo(M.left, M.top + i * cs); ctx.lineTo(M.left + side, M.top + i * cs);
    }
    ctx.stroke();
  }
  if (view === "offset" && cs >= 5) { // the translated unaltered game also as rings: shape, not colour alone
    ctx.strokeStyle = "#000"; ctx.lineWidth = Math.max(1, cs / 10);
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if (cellState(ui.x0 + i, ui.y0 + j).t) {
      ctx.beginPath(); ctx.arc(px(ui.x0 + i) + cs / 2, py(ui.y0 + j) + cs / 2, cs * 0.3, 0, 2 * Math.PI); ctx.stroke();
    }
  }
  if (cs >= 6 && !(heatmap && cs >= 18)) { // P-positions: a white dot, shape as well as colour
    const r = Math.max(1.5, cs * 0.16);
    ctx.fillStyle = "#fff"; ctx.strokeStyle = "rgba(0,0,0,0.6)"; ctx.lineWidth = 1;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
      const x = ui.x0 + i, y = ui.y0 + j;
      if (!(view === "grundy" ? cellState(x, y).g === 0 : isP(x, y))) continue;
      ctx.beginPath(); ctx.arc(px(x) + cs / 2, py(y) + cs / 2, r, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
    }
  }
  if (heatmap && cs >= 18) {
    ctx.font = `${Math.min(13, cs * 0.5)}px system-ui, sans-serif`; ctx.textAlign = "center"; ctx.textBaseline = "middle";
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
      const s = cellState(ui.x0 + i, ui.y0 + j);
      if (s.g === null) continue;
      ctx.fillStyle = s.g > max * 0.6 ? "#000" : "#fff";
      ctx.fillText(String(s.g), px(ui.x0 + i) + cs / 2, py(ui.y0 + j) + cs / 2);
    }
  }
  // declared positions of an alteration: a letter or a frame
  for (const [kk, v] of ui.cfg.alter) {
    const [x, y] = v.split(",").map(Number);
    if (x < ui.x0 || y < ui.y0 || x >= ui.x0 + n || y >= ui.y0 + n) continue;
    ctx.strokeStyle = "#d00"; ctx.lineWidth = 2;
    ctx.strokeRect(px(x) + 1, py(y) + 1, Math.max(2, cs - 2), Math.max(2, cs - 2));
    if (cs >= 12) {
      ctx.fillStyle = cellState(x, y).p ? "#fff" : "#d00"; ctx.font = `bold ${Math.min(12, cs * 0.6)}px system-ui`; ctx.textAlign = "center"; ctx.textBaseline = "middle";
      ctx.fillText(kk === "alter-p" ? "P" : "N", px(x) + cs / 2, py(y) + cs / 2);
    }
  }
  // the queen of the game in play
  if (game && game.key === ui.key && playKind(ui.cfg) === "queen") {
    const [qx, qy] = ints(lastOf(game.pos));
    if (qx >= ui.x0 && qy >= ui.y0 && qx < ui.x0 + n && qy < ui.y0 + n) {
      const r = Math.max(4, cs * 0.45);
      ctx.fillStyle = "#e08a00"; ctx.strokeStyle = "#000"; ctx.lineWidth = 1.5;
      ctx.beginPath(); ctx.arc(px(qx) + cs / 2, py(qy) + cs / 2, r, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
      if (r >= 7) { ctx.fillStyle = "#000"; ctx.font = `${r * 1.4}px serif`; ctx.textAlign = "center"; ctx.textBaseline = "middle"; ctx.fillText("♛", px(qx) + cs / 2, py(qy) + cs / 2 + 1); }
    }
  }
  if (ui.sel && ui.sel.x !== undefined) {
    const { x, y } = ui.sel;
    if (x >= ui.x0 && y >= ui.y0 && x < ui.x0 + n && y < ui.y0 + n) {
      if (cs >= 12) ring(ctx, px(x) - 3, py(y) - 3, cs + 6, cs + 6);
      else { ctx.strokeStyle = CURSOR; ctx.lineWidth = 3; ctx.strokeRect(px(x) - 1, py(y) - 1, cs + 2, cs + 2); }
    }
  }
  // axes and ticks
  const step = niceStep(n, side / 45);
  frameWithTicks(ctx, M.left, M.top, side, side, ui.x0, ui.x0 + n, step, (v) => px(v) + cs / 2, "x");
  ctx.textAlign = "right"; ctx.textBaseline = "middle";
  for (let v = Math.ceil(ui.y0 / step) * step; v < ui.y0 + n; v += step) {
    const cy = py(v) + cs / 2;
    ctx.beginPath(); ctx.moveTo(M.left - 4, cy); ctx.lineTo(M.left, cy); ctx.stroke();
    ctx.fillText(String(v), M.left - 6, cy);
  }
  ctx.save(); ctx.translate(10, M.top + side / 2); ctx.rotate(-Math.PI / 2); ctx.textAlign = "center"; ctx.fillText("y", 0, 0); ctx.restore();
  // caption and legend
  const k = viewKind(ui.cfg);
  $("view-caption").textContent = (view === "grundy" ? "Sprague-Grundy values G(x,y)" : view === "offset" ? `P-positions of the altered game and of ${ui.cfg.spec} translated by the offset` : k === "record" ? "P-positions among the starting positions (no history yet)" : "P-positions") +
    ` for ${ui.x0} ≤ x ≤ ${ui.x0 + ui.w}, ${ui.y0} ≤ y ≤ ${ui.y0 + ui.w}; (0,0) at the bottom left.`;
  const items = [];
  if (view === "grundy") {
    items.push(["gradient", max]);
    if (cs >= 6 && cs < 18) items.push(["dot", "G = 0: a P-position (white dot)"]);
    if (s > 1) addFact(`The window has ${n} × ${n} cells, more than the picture has pixels: every ${s === 2 ? "second" : s === 3 ? "third" : s + "th"} cell is drawn; zoom in for each one.`).dataset.step = s;
  } else if (view === "offset") items.push([COL.P, "altered game only"], [COL.trans, `translated ${ui.cfg.spec} only (ring)`], [COL.both, "both (ring)"]);
  else items.push([COL.P, "P-position: the player to move loses" + (cs >= 6 ? " (white dot)" : ""), "dot"], [COL.N, "N-position: the player to move wins"]);
  if (ui.cfg.alter.length) items.push(["frame", "declared position (P or N)"]);
  if (game && game.key === ui.key && playKind(ui.cfg) === "queen") items.push(["queen", "the queen of the game in play"]);
  legend(items);
  if (!hasValues(ui.cfg) && k === "twopile") {
    const dd = desc(ui.cfg);
    const why = dd.altered ? "declared positions end play" : dd.misere ? "misère play" : dd.blocking > 0 ? "the previous player may block moves" : "the game's own outcome rule";
    addFact(`Sprague-Grundy values are not defined here (${why}); the picture shows outcomes.`);
  }
  if (view === "offset" && d.offset) {
    const [dx, dy] = d.offset.offset;
    addFact(`Offset (${dx},${dy}): an altered P-position (x,y) is, far from the origin, ${ui.cfg.spec}'s (x−${dx}, y−${dy}) (the General Offset Theorem of Sleator, Hu and Tsin 2024).`);
  }
}

function legend(items) {
  const el = $("legend");
  el.textContent = "";
  for (const [c, text, mark] of items) {
    const span = document.createElement("span");
    if (c === "gradient") {
      const cv = document.createElement("canvas");
      cv.width = 120; cv.height = 14;
      const ctx = cv.getContext("2d");
      for (let i = 0; i < 120; i++) { const [r, g, b] = heat(i / 119 * text, text); ctx.fillStyle = `rgb(${r},${g},${b})`; ctx.fillRect(i, 0, 1, 14); }
      span.append("G = 0 ", cv, ` ${text}`);
      span.dataset.max = text;
    } else {
      const sw = document.createElement("span");
      sw.className = "sw";
      if (Array.isArray(c)) { sw.style.background = rgb(c); sw.dataset.rgb = c.join(","); }
      if (c === "frame") sw.style.border = "2px solid #d00";
      if (c === "queen") { sw.style.background = "#e08a00"; sw.style.borderRadius = "50%"; }
      if (c === "rare") { sw.style.background = rgb(COL.rare); sw.dataset.rgb = COL.rare.join(","); }
      if (c === "dot") sw.style.background = rgb(heat(0, 1));
      if (c === "dot" || mark === "dot") sw.classList.add("dot");
      span.append(sw, text);
    }
    el.appendChild(span);
  }
}

function addFact(text, cls) {
  const p = document.createElement("p");
  p.textContent = text;
  if (cls) p.className = cls;
  $("facts").appendChild(p);
  return p;
}

function popcount(v) { let c = 0; while (v) { c += v & 1; v >>>= 1; } return c; }
// The sparse-space class of mex stats (game.RareClass): heap n with value
// v is rare when parity(v & mask) is 0, or, with the position bit, equals
// the parity of n - split_parity.
function isRare(n, v) {
  const st = ui.data.stats;
  if (!st || !st.mask) return false;
  const q = st.position_bit ? ((n - (st.split_parity || 0)) & 1) : 0;
  return popcount(v & st.mask) % 2 === q;
}

function seqGeom() {
  const cssW = Math.min(560, $("grid-wrap").clientWidth || 520);
  const pw = Math.max(60, cssW - M.left - M.right), ph = Math.round(Math.min(300, pw * 0.6));
  return { cssW, cssH: ph + M.top + M.bottom, pw, ph, n: ui.w + 1, bw: pw / (ui.w + 1) };
}

function drawSequence() {
  const cv = $("grid"), geo = seqGeom(), ctx = sizeCanvas(cv, geo.cssW, geo.cssH);
  const d = ui.data, v = d.values, { pw, ph, n, bw } = geo;
  if (!v) return;
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, geo.cssW, geo.cssH);
  let top = 1;
  for (let i = ui.x0; i < ui.x0 + n && i < v.length; i++) top = Math.max(top, v[i]);
  const bx = (i) => M.left + (i - ui.x0) * bw, by = (g) => M.top + ph - (g / top) * (ph - 6);
  const per = d.period && d.period.proven ? d.period : null;
  if (per) { // the preperiod shaded; period boundaries dashed
    const end = Math.min(ui.x0 + n, per.preperiod);
    if (end > ui.x0) { ctx.fillStyle = "#eee"; ctx.fillRect(M.left, M.top, (end - ui.x0) * bw, ph); }
    if (per.period * bw >= 4) {
      ctx.strokeStyle = "#888"; ctx.setLineDash([4, 3]); ctx.lineWidth = 1;
      for (let s = per.preperiod; s < ui.x0 + n; s += per.period) {
        if (s < ui.x0) continue;
        ctx.beginPath(); ctx.moveTo(bx(s) + 0.5, M.top); ctx.lineTo(bx(s) + 0.5, M.top + ph); ctx.stroke();
      }
      ctx.setLineDash([]);
    }
  }
  let rare = 0;
  const end = Math.min(ui.x0 + n, v.length);
  for (let i = ui.x0; i < end; i++) if (isRare(i, v[i])) rare++;
  // One bar a heap, or, with more heaps than pixels, one bar a pixel
  // column: its largest value, red when it holds a rare value, and the
  // axis mark when it holds a P-position.
  const per1 = Math.max(1, Math.ceil(1 / bw)), w1 = Math.max(1, bw * per1 - (bw > 3 ? 1 : 0));
  for (let i = ui.x0; i < end; i += per1) {
    let g = 0, r = false, zero = false;
    for (let k = i; k < i + per1 && k < end; k++) {
      g = Math.max(g, v[k]);
      r = r || isRare(k, v[k]);
      zero = zero || v[k] === 0;
    }
    if (zero) { // P-positions: a black mark on the axis
      ctx.fillStyle = "#000"; ctx.fillRect(bx(i), M.top + ph - 3, w1, 3);
    }
    if (g === 0) continue;
    ctx.fillStyle = rgb(r ? COL.rare : COL.P);
    ctx.fillRect(bx(i), by(g), w1, M.top + ph - by(g) - (zero ? 3 : 0));
    if (r && bw >= 4) { // a triangle on rare values: shape as well as colour
      ctx.beginPath(); ctx.moveTo(bx(i) + bw / 2, by(g) - 7); ctx.lineTo(bx(i) + bw / 2 - 4, by(g) - 1); ctx.lineTo(bx(i) + bw / 2 + 4, by(g) - 1); ctx.fill();
    }
  }
  if (ui.sel && ui.sel.n !== undefined && ui.sel.n >= ui.x0 && ui.sel.n < ui.x0 + n) {
    ctx.strokeStyle = CURSOR; ctx.lineWidth = 2; ctx.strokeRect(bx(ui.sel.n) - 1, M.top, bw + 2, ph);
  }
  // axes
  frameWithTicks(ctx, M.left, M.top, pw, ph, ui.x0, ui.x0 + n, niceStep(n, pw / 50), (i) => bx(i) + bw / 2, "heap n");
  ctx.textAlign = "right"; ctx.textBaseline = "middle";
  const ys = niceStep(top, 6);
  for (let g = 0; g <= top; g += ys) {
    ctx.beginPath(); ctx.moveTo(M.left - 4, by(g)); ctx.lineTo(M.left, by(g)); ctx.stroke();
    ctx.fillText(String(g), M.left - 6, by(g));
  }
  ctx.save(); ctx.translate(10, M.top + ph / 2); ctx.rotate(-Math.PI / 2); ctx.textAlign = "center"; ctx.fillText("G(n)", 0, 0); ctx.restore();
  $("view-caption").textContent = `Sprague-Grundy values G(n) for ${ui.x0} ≤ n ≤ ${ui.x0 + ui.w}.`;
  const items = [[COL.P, "G(n) > 0"], [[0, 0, 0], "G(n) = 0: a P-position (mark on the axis)"]];
  if (per) items.push([[238, 238, 238], "preperiod (shaded); dashed lines start each period"]);
  if (d.stats && d.stats.mask) items.push(["rare", "rare value (red, with a triangle)"]);
  legend(items);
  if (per) {
    const saltus = per.saltus ? `, saltus ${per.saltus}: G(n+${per.period}) = G(n) + ${per.saltus} (arithmetic periodicity)` : "";
    const fact = addFact(`Preperiod ${per.preperiod}, period ${per.period}${saltus} (proven).`);
    fact.dataset.period = `${per.preperiod},${per.period}`;
    fact.dataset.saltus = per.saltus || 0;
    addFact("Proof: " + per.proof, "proof");
  } else if (d.period && !d.period.proven) addFact(`No period proven from G(0..${d.period.checked - 1}).`);
  else if (d.periodErr) addFact(d.periodErr);
  if (d.stats && d.stats.mask) {
    const st = d.stats;
    addFact(`Sparse space: rare values are those v with ${st.position_bit ? "a parity of 1s in v & " + st.mask + " equal to that of n" + (st.split_parity ? " - 1" : "") : "an even number of 1s in v & " + st.mask}; ${st.rare_count} rare positions in G(0..${st.values - 1}), the last at n = ${st.last_rare}; ${rare} in this window.`).dataset.rare = rare;
  }
}

// ---- the picture as a table ------------------------------------------------------
// Every canvas has a table of what it shows, for screen readers and for
// reading values off: the window's cells (at most TABLE_SIDE a side, from
// the window's bottom left corner), its heaps (at most TABLE_ROWS), the
// board's position. Headers name the coordinates.

const TABLE_SIDE = 32, TABLE_ROWS = 256;

// dataTable builds a table: caption, column headers, and rows of a
// header and cells.
function dataTable(caption, cols, rows) {
  const t = document.createElement("table"), cap = document.createElement("caption"), head = document.createElement("tr");
  cap.textContent = caption;
  t.append(cap);
  for (const c of cols) {
    const th = document.createElement("th");
    th.scope = "col"; th.textContent = c;
    head.append(th);
  }
  const thead = document.createElement("thead"), tbody = document.createElement("tbody");
  thead.append(head);
  for (const [h, cells] of rows) {
    const tr = document.createElement("tr"), th = document.createElement("th");
    th.scope = "row"; th.textContent = h;
    tr.append(th);
    for (const c of cells) { const td = document.createElement("td"); td.textContent = c; tr.append(td); }
    tbody.append(tr);
  }
  t.append(thead, tbody);
  return t;
}

function gridTable() {
  const box = $("grid-table"), k = viewKind(ui.cfg), d = ui.data;
  let sig = "", make = null;
  if (k === "oneheap" && d.values) {
    const last = Math.min(ui.x0 + ui.w, d.values.length - 1, ui.x0 + TABLE_ROWS - 1);
    sig = `seq ${ui.key} ${ui.x0} ${last} ${d.values.length} ${!!d.stats}`;
    make = () => {
      const rows = [];
      for (let i = ui.x0; i <= last; i++) rows.push([String(i), [String(d.values[i]), d.values[i] === 0 ? "P" : "N", isRare(i, d.values[i]) ? "rare" : ""]]);
      const more = last < ui.x0 + ui.w ? `; the first ${last - ui.x0 + 1} of the window (download the CSV for all)` : "";
      return dataTable(`Sprague-Grundy values G(n) for ${ui.x0} ≤ n ≤ ${last}${more}.`, ["heap n", "G(n)", "outcome", "class"], rows);
    };
  } else if ((k === "twopile" || k === "record") && d.box >= 0) {
    const side = Math.min(ui.w + 1, TABLE_SIDE), x1 = ui.x0 + side - 1, y1 = ui.y0 + side - 1;
    const values = hasValues(ui.cfg) && d.tiles.size > 0;
    sig = `grid ${ui.key} ${ui.view} ${ui.x0} ${ui.y0} ${side} ${d.box} ${values ? d.tiles.size : 0} ${d.transBox}`;
    make = () => {
      const cols = [], rows = [];
      for (let x = ui.x0; x <= x1; x++) cols.push(`x = ${x}`);
      for (let y = y1; y >= ui.y0; y--) { // as on screen: the largest y on top
        const cells = [];
        for (let x = ui.x0; x <= x1; x++) {
          const st = cellState(x, y);
          let text = x > d.box || y > d.box ? "" : st.p ? "P" : "N";
          if (values && st.g !== null) text = st.g < 0 ? "–" : `${text} ${st.g}`;
          if (ui.view === "offset" && st.t) text += " (translated P)";
          cells.push(text);
        }
        rows.push([`y = ${y}`, cells]);
      }
      const part = side < ui.w + 1 ? `; the ${side} × ${side} cells at the window's bottom left of its ${ui.w + 1} × ${ui.w + 1} (zoom in, or download the CSV, for all)` : "";
      return dataTable(`${values ? "Outcome and Sprague-Grundy value" : "Outcome"} of (x, y) for ${ui.x0} ≤ x ≤ ${x1}, ${ui.y0} ≤ y ≤ ${y1}, the largest y on top${part}.`, ["", ...cols], rows);
    };
  }
  if (box.dataset.sig === sig) return;
  box.dataset.sig = sig;
  box.textContent = "";
  $("grid-table-box").hidden = !make;
  if (make) box.append(make());
}

// boardTable is the board's position, whose turn, and the last move.
function boardTable(g) {
  const box = $("board-table");
  $("board-table-box").hidden = !g.state;
  if (!g.state) return;
  const pos = lastOf(g.pos), rows = [["position", [pos]], ["to move", [g.turn === "over" ? "nobody: the game is over" : g.mode === "two" ? `player ${g.player}` : g.turn === "you" ? "you" : "the computer"]]];
  if (g.last) rows.push(["last move", [`${g.last.from} → ${g.last.to}`]]);
  const heaps = /^[\d, +]+$/.test(pos) ? ints(pos) : [];
  const kind = playKind(g.cfg);
  if (kind === "bar") barRows(pos).forEach((n, i) => rows.push([`row ${i + 1} from the bottom`, [`${n} square${n === 1 ? "" : "s"}`]]));
  else if (kind === "dominoes" && isPicture(g.state.written || pos)) String(g.state.written || pos).split("/").forEach((r, i) => rows.push([`row ${i + 1} from the top`, [r]]));
  else if (heaps.length > 1 && heaps.length <= MAX_BOARD) heaps.forEach((h, i) => rows.push([`heap ${i + 1}`, [String(h)]]));
  rows.push(["moves", [String(usableMoves(g).length)]]);
  box.textContent = "";
  box.append(dataTable("The position on the board.", ["", "value"], rows));
}

// ---- hover, tap and keys on the picture --------------------------------------

function cellAt(ev) {
  const cv = $("grid"), r = cv.getBoundingClientRect();
  const x = ev.clientX - r.left, y = ev.clientY - r.top;
  if (viewKind(ui.cfg) === "oneheap") {
    const g = seqGeom(), i = Math.floor((x - M.left) / g.bw);
    return i < 0 || i >= g.n ? null : { n: ui.x0 + i };
  }
  const g = gridGeom(), i = Math.floor((x - M.left) / g.cs), j = g.n - 1 - Math.floor((y - M.top) / g.cs);
  return i < 0 || j < 0 || i >= g.n || j >= g.n ? null : { x: ui.x0 + i, y: ui.y0 + j };
}

function cellPos(cell) {
  if (cell.n !== undefined) return String(cell.n);
  return isSum(ui.cfg) ? `${cell.x} + ${cell.y}` : `${cell.x},${cell.y}`;
}

let infoTimer = 0;
// showInfo reads a cell of the picture; a cell chosen by key or tap is
// announced (#cell-said), a cell under the mouse is not.
function showInfo(cell, fetchMoves, announce) {
  const el = $("cell-info"), d = ui.data, gen = ++ui.infoGen;
  if (!cell || !d) { el.textContent = ""; return; }
  let text;
  if (cell.n !== undefined) {
    if (!d.values || cell.n >= d.values.length) return;
    const g = d.values[cell.n];
    text = `heap ${cell.n}: G = ${g}, ${g === 0 ? "P — the player to move loses" : "N — the player to move wins"}${isRare(cell.n, g) ? "; a rare value" : ""}`;
  } else {
    const s = cellState(cell.x, cell.y);
    if (cell.x > d.box || cell.y > d.box) return;
    text = `(${cell.x},${cell.y}): ${s.p ? "P — the player to move loses" : "N — the player to move wins"}`;
    if (s.g !== null) text += `, G = ${s.g}`;
    if (ui.view === "offset" && s.t) text += "; a translated P-position of the unaltered game";
  }
  el.textContent = text;
  el.dataset.cell = cellPos(cell);
  if (announce) $("cell-said").textContent = text;
  const play = document.createElement("button");
  play.textContent = "Play from here";
  play.onclick = () => { $("start-pos").value = cellPos(cell); startGame(); };
  el.append(" ", play);
  clearTimeout(infoTimer);
  if (!fetchMoves) return;
  infoTimer = setTimeout(async () => {
    if (cell.n === undefined && cellState(cell.x, cell.y).g === null && wantTiles() && cell.x <= valuesUpto(ui.cfg) && cell.y <= valuesUpto(ui.cfg)) {
      // a cell between the samples of a zoomed-out heatmap: its value, a tile of one cell
      let got = false;
      try {
        await fetchTile(ui.cfg, { key: `${cell.x},${cell.y}`, x0: cell.x, y0: cell.y, w: 1, h: 1, step: 1 }, undefined, d.cells);
        got = true;
      } catch (e) { /* the outcome is shown */ }
      if (gen !== ui.infoGen) return;
      if (got) { showInfo(cell, true, announce); return; }
    }
    try {
      const r = await api(ui.cfg, "moves", { pos: cellPos(cell) });
      if (gen !== ui.infoGen) return;
      const list = r.winning.map((m) => !Array.isArray(m) ? String(m) : Array.isArray(m[0]) ? m.map((q) => q.join(",")).join(" + ") : m.join(","));
      const span = document.createElement("span");
      span.className = "winning";
      span.textContent = list.length ? `; winning moves: ${list.slice(0, 12).map((m) => "→ " + m).join(", ")}${list.length > 12 ? " …" : ""}.` : "; no winning move.";
      el.insertBefore(span, play.previousSibling);
    } catch (e) { /* the outcome is already shown */ }
  }, 150);
}

let drag = null;
function onPointerDown(ev) {
  drag = { x: ev.clientX, y: ev.clientY, x0: ui.x0, y0: ui.y0, moved: false };
  $("grid").setPointerCapture(ev.pointerId);
}
function onPointerMove(ev) {
  if (drag) {
    const dx = ev.clientX - drag.x, dy = ev.clientY - drag.y;
    if (Math.abs(dx) + Math.abs(dy) > 6) drag.moved = true;
    if (drag.moved) {
      const k = viewKind(ui.cfg), cs = k === "oneheap" ? seqGeom().bw : gridGeom().cs;
      const nx = Math.max(0, Math.round(drag.x0 - dx / cs)), ny = k === "oneheap" ? 0 : Math.max(0, Math.round(drag.y0 + dy / cs));
      if (nx !== ui.x0 || ny !== ui.y0) { setWindow(nx, ny, ui.w, false); }
    }
    return;
  }
  if (ev.pointerType === "mouse") {
    const cell = cellAt(ev);
    if (!cell || !ui.hover || cellPos(cell) !== cellPos(ui.hover)) showInfo(cell, true);
    ui.hover = cell;
  }
}
function onPointerUp(ev) {
  const d = drag;
  drag = null;
  if (!d) return;
  if (d.moved) { writeURL(false); return; }
  const cell = cellAt(ev);
  if (!cell) return;
  select(cell);
}

function select(cell) {
  ui.sel = cell;
  $("start-pos").value = cellPos(cell);
  draw();
  showInfo(cell, true, true);
  writeURL(false);
}

function onGridKey(ev) {
  const k = viewKind(ui.cfg);
  if (k === "none") return;
  const step = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[ev.key];
  if (ev.key === "+" || ev.key === "=") { zoom(1 / 1.5); ev.preventDefault(); return; }
  if (ev.key === "-") { zoom(1.5); ev.preventDefault(); return; }
  if (ev.key === "Enter" && ui.sel) { $("start-pos").value = cellPos(ui.sel); startGame(); ev.preventDefault(); return; }
  if (!step) return;
  ev.preventDefault();
  if (ev.shiftKey) { pan(step[0], step[1]); return; }
  let cell = ui.sel || (k === "oneheap" ? { n: ui.x0 } : { x: ui.x0, y: ui.y0 });
  if (k === "oneheap") cell = { n: Math.max(0, cell.n + step[0]) };
  else cell = { x: Math.max(0, cell.x + step[0]), y: Math.max(0, cell.y + step[1]) };
  // keep the selection on screen
  const c = cell.n !== undefined ? [cell.n, 0] : [cell.x, cell.y];
  let x0 = ui.x0, y0 = ui.y0;
  if (c[0] < x0) x0 = c[0]; if (c[0] > x0 + ui.w) x0 = c[0] - ui.w;
  if (k !== "oneheap") { if (c[1] < y0) y0 = c[1]; if (c[1] > y0 + ui.w) y0 = c[1] - ui.w; }
  ui.sel = cell;
  if (x0 !== ui.x0 || y0 !== ui.y0) setWindow(x0, y0, ui.w, true);
  else { draw(); writeURL(false); }
  showInfo(cell, true, true);
}

function setWindow(x0, y0, w, url) {
  const cap = viewCap(), k = viewKind(ui.cfg);
  w = Math.max(Math.min(cap, k === "oneheap" ? 10 : 4), Math.min(cap, Math.round(w)));
  ui.w = w;
  ui.x0 = Math.max(0, Math.min(cap - w, x0));
  ui.y0 = k === "oneheap" ? 0 : Math.max(0, Math.min(cap - w, y0));
  const d = ui.data;
  const loaded = k === "oneheap" ? d.values && d.values.length > Math.min(cap, ui.x0 + ui.w) : d.box >= boxNeeded() && tilesLoaded() && (ui.view !== "offset" || d.transBox >= boxNeeded());
  if (loaded) draw(); else loadView();
  if (url) writeURL(false);
}

function zoom(f) { setWindow(ui.x0, ui.y0, ui.w * f, true); }
function pan(dx, dy) { const s = Math.max(1, Math.round(ui.w / 4)); setWindow(ui.x0 + dx * s, ui.y0 + dy * s, ui.w, true); }

// ---- exports ------------------------------------------------------------------

function cliAlter() {
  return ui.cfg.alter.map(([k, v]) => ` --${k} ${v}`).join("") + (ui.cfg.misere ? " --misere" : "");
}
function shq(s) { return /^[A-Za-z0-9_.:,=\/-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`; }

// renderExports offers what is shown for download. A window at the origin
// is the command line's box 0..N: mex's own picture (mex plot), JSON, CSV
// and b-file, byte for byte. A window panned away from it is what the
// command line prints for the box to the window's far corner, restricted
// to the window (/api/export with x0, y0, w, h), and the picture as drawn.
function renderExports() {
  const el = $("exports"), c = ui.cfg, k = viewKind(c), name = c.spec.replace(/[^A-Za-z0-9.,=_-]+/g, "-");
  el.textContent = "";
  for (const u of exportURLs.splice(0)) URL.revokeObjectURL(u);
  const links = [], cli = [];
  const add = (label, href, file) => links.push([label, href, file]);
  let what = "";
  if (k === "twopile" || k === "record") {
    const cap = viewCap(), x1 = Math.min(cap, ui.x0 + ui.w), y1 = Math.min(cap, ui.y0 + ui.w), n = boxNeeded();
    const kind = ui.view === "grundy" ? "grundy" : "ppos";
    if (ui.x0 === 0 && ui.y0 === 0) {
      what = ` (0 ≤ x, y ≤ ${n})`;
      if (k === "twopile" && !isSum(c)) { // the server draws no picture of a sum
        const overlay = ui.view === "offset" ? "offset" : "";
        add("PNG", apiURL(c, "plot", { kind, size: n, overlay }), `${name}-${kind}-${n}.png`);
        if (kind !== "grundy" || n <= 500) add("SVG", apiURL(c, "plot", { kind, size: n, overlay, format: "svg" }), `${name}-${kind}-${n}.svg`);
        cli.push(`mex plot ${shq(c.spec)} --kind ${kind} --size ${n}${overlay ? " --overlay offset" : ""}${cliAlter()} -o ${name}-${kind}-${n}.png`);
      } else links.push(["PNG", null, `${name}-${kind}-${n}.png`]);
      add("CSV", apiURL(c, "export", { format: "csv", what: kind, size: n }), `${name}-${kind}-${n}.csv`);
      add("JSON", apiURL(c, kind, { size: n }), `${name}-${kind}-${n}.json`);
      cli.push(`mex ${kind} ${shq(c.spec)} --size ${n}${cliAlter()} --json`);
    } else {
      what = ` (${ui.x0} ≤ x ≤ ${x1}, ${ui.y0} ≤ y ≤ ${y1})`;
      const file = `${name}-${kind}-${ui.x0}-${ui.y0}-${x1}-${y1}`;
      links.push(["PNG", null, file + ".png"]);
      add("CSV", apiURL(c, "export", { format: "csv", what: kind, x0: ui.x0, y0: ui.y0, w: x1 - ui.x0 + 1, h: y1 - ui.y0 + 1 }), file + ".csv");
      cli.push(`mex ${kind} ${shq(c.spec)} --size ${Math.max(x1, y1)}${cliAlter()} --format csv   # ${kind === "grundy" ? `rows x = ${ui.x0}..${x1}, columns y = ${ui.y0}..${y1}` : `the rows with ${ui.x0} ≤ x ≤ ${x1}, ${ui.y0} ≤ y ≤ ${y1}`}`);
    }
  } else if (k === "oneheap") {
    const n = ui.x0 + ui.w, st = ui.data.stats, mask = st && !st.position_bit ? st.mask : 0; // --mask draws the class without the position bit
    if (ui.x0 === 0) {
      what = ` (0 ≤ n ≤ ${n})`;
      if (n <= MAX_SIZE) { // the server draws pictures up to size 2000
        add("PNG", apiURL(c, "plot", { kind: "sequence", size: n, mask: mask || "" }), `${name}-sequence-${n}.png`);
        add("SVG", apiURL(c, "plot", { kind: "sequence", size: n, mask: mask || "", format: "svg" }), `${name}-sequence-${n}.svg`);
      } else links.push(["PNG", null, `${name}-sequence-${n}.png`]);
      add("CSV", apiURL(c, "export", { format: "csv", upto: n }), `${name}-grundy-${n}.csv`);
      add("JSON", apiURL(c, "grundy", { upto: n }), `${name}-grundy-${n}.json`);
      add("b-file", apiURL(c, "export", { format: "bfile", upto: n }), `b-${name}-${n}.txt`);
      if (n <= MAX_SIZE) cli.push(`mex plot ${shq(c.spec)} --kind sequence --size ${n}${mask ? " --mask " + mask : ""}${cliAlter()} -o ${name}-sequence-${n}.png`);
      cli.push(`mex grundy ${shq(c.spec)} --upto ${n}${cliAlter()} --format bfile`);
    } else {
      what = ` (${ui.x0} ≤ n ≤ ${n})`;
      links.push(["PNG", null, `${name}-sequence-${ui.x0}-${n}.png`]);
      add("CSV", apiURL(c, "export", { format: "csv", x0: ui.x0, w: ui.w + 1 }), `${name}-grundy-${ui.x0}-${n}.csv`);
      add("b-file", apiURL(c, "export", { format: "bfile", x0: ui.x0, w: ui.w + 1 }), `b-${name}-${ui.x0}-${n}.txt`);
      cli.push(`mex grundy ${shq(c.spec)} --upto ${n}${cliAlter()} --format bfile   # the lines of n = ${ui.x0}..${n}`);
    }
  } else return;
  el.append(`Download what is shown${what}: `);
  for (const [label, href, file] of links) el.appendChild(href ? downloadLink(label, href, file) : pictureLink(file));
  const code = document.createElement("code");
  code.textContent = "the same from the command line:\n" + cli.join("\n");
  el.appendChild(code);
}

const exportURLs = [];

function downloadLink(label, href, file) {
  const a = document.createElement("a");
  a.textContent = label; a.href = href; a.download = file; a.dataset.format = label.toLowerCase();
  return a;
}

// pictureLink downloads the picture as drawn (the canvas), made when
// asked for.
function pictureLink(file) {
  const a = downloadLink("PNG", "#", file);
  a.dataset.drawn = "1";
  a.onclick = (ev) => {
    if (a.dataset.ready) return; // the second click: the picture is made
    ev.preventDefault();
    $("grid").toBlob((blob) => {
      const u = URL.createObjectURL(blob);
      exportURLs.push(u);
      a.href = u; a.dataset.ready = "1";
      a.click();
    }, "image/png");
  };
  return a;
}

// ---- the proof ------------------------------------------------------------------
// For a two-pile game whose moves are a formula over (ℕ,+) (the description
// says provable), /api/prove guesses an automaton for the P-positions and
// proves it for all positions (lab.Prove, mex prove GAME).

const proof = { gen: 0, urls: [] };

// resetProof shows the Prove panel for a provable game, empty.
function resetProof(c) {
  proof.gen++;
  for (const u of proof.urls) URL.revokeObjectURL(u);
  proof.urls = [];
  $("proof").hidden = !desc(c).provable;
  $("proof-verdict").textContent = "";
  $("proof-verdict").className = "";
  $("proof-body").textContent = "";
  $("prove").disabled = false;
  delete document.body.dataset.proof;
}

function pair(p) { return `(${p[0]},${p[1]})`; }

async function runProof() {
  const c = ui.cfg;
  if (!c || !desc(c).provable) return;
  resetProof(c);
  const gen = proof.gen, verdict = $("proof-verdict"), body = $("proof-body");
  $("prove").disabled = true;
  verdict.textContent = "Proving…";
  document.body.dataset.proof = "running";
  let r;
  try {
    r = await api(c, "prove", { svg: 1 });
  } catch (e) {
    if (gen !== proof.gen) return;
    $("prove").disabled = false;
    verdict.className = "error";
    verdict.textContent = "error: " + e.message;
    document.body.dataset.proof = "error";
    return;
  }
  if (gen !== proof.gen) return;
  $("prove").disabled = false;
  const para = (text, cls) => { const p = document.createElement("p"); p.textContent = text; if (cls) p.className = cls; body.appendChild(p); return p; };
  if (r.proved) {
    verdict.className = "proved";
    verdict.textContent = `Proved for all positions: the P-positions are the pairs an automaton of ${r.states} states accepts.`;
  } else if (r.counterexample) {
    verdict.className = "refuted";
    verdict.textContent = `Not proved: the smallest counterexample is ${pair(r.counterexample.position)} — ${r.counterexample.text}.`;
  } else {
    verdict.className = "notfound";
    verdict.textContent = "No automaton found.";
  }
  para(r.statement, "statement");
  if (r.automaton) {
    const checks = r.checks.map((k) => `${k.name} ${k.verdict ? "TRUE" : "FALSE"}`).join(", ");
    para(`Numeration ${r.numeration}, ${r.states} states, learned from the P-positions in a ${r.box}×${r.box} box${r.refuted ? `, after ${r.refuted} refuted guess${r.refuted > 1 ? "es" : ""}` : ""}. Checks: ${checks}.`, "hint");
    para("Least pairs: " + r.least.map(pair).join(" ") + " …", "hint");
  } else {
    para(`Tried ${r.tried.join(", ")} up to a ${r.box}×${r.box} box.`, "hint");
  }
  para("Moves (a,b) → (c,d): " + r.move_formula, "hint formula");
  if (r.svg) {
    const fig = document.createElement("figure");
    const svg = new DOMParser().parseFromString(r.svg, "image/svg+xml").documentElement;
    if (svg.nodeName === "svg") fig.appendChild(document.importNode(svg, true));
    const words = document.createElement("details"), sum = document.createElement("summary"), text = document.createElement("p");
    sum.textContent = "The automaton in words";
    const d = svg.querySelector("desc");
    text.textContent = d ? d.textContent : "";
    words.append(sum, text);
    const cap = document.createElement("figcaption");
    cap.append(words);
    fig.appendChild(cap);
    body.appendChild(fig);
  }
  if (r.walnut) {
    const links = document.createElement("p");
    links.className = "downloads";
    links.append("Download: ");
    const add = (label, href, file) => {
      const a = document.createElement("a");
      a.textContent = label; a.href = href; a.download = file;
      links.appendChild(a);
      return a;
    };
    const blob = (text) => { const u = URL.createObjectURL(new Blob([text], { type: "text/plain" })); proof.urls.push(u); return u; };
    add(`Walnut command file (${r.name}_proof.txt)`, blob(r.walnut), `${r.name}_proof.txt`).dataset.file = "walnut";
    add(`the automaton (${r.name}_p.txt)`, blob(r.walnut_automaton), `${r.name}_p.txt`).dataset.file = "automaton";
    add("SVG", apiURL(c, "prove.svg", {}), `${r.name}_p.svg`).dataset.file = "svg";
    body.appendChild(links);
    const code = document.createElement("code");
    code.textContent = `the same from the command line:\nmex prove ${shq(c.spec)}${cliAlter()} --walnut ${r.name}`;
    body.appendChild(code);
  }
  document.body.dataset.proof = r.proved ? "proved" : r.counterexample ? "counterexample" : "not found";
}

// ---- the classroom ----------------------------------------------------------------
// Coach mode hides the answers (P-positions, values, whether a winning
// move exists, the computer's reasons) until the player asks: a hint in
// three steps, a button that shows the picture, the review at the end.
// It is off unless the link says coach=1: the lab is also a research desk,
// and links shared so far mean "show me"; a teacher hands out coach links.
// The computer plays at a level: with the level's rate it picks a random
// legal move instead of a winning one, seeded by the link (seed=), so that
// a permalink replays the same game.

const LEVELS = { perfect: 0, strong: 0.2, casual: 0.5 };
const room = { coach: false, revealed: false, level: "perfect", seed: 0 };

function answersShown() { return !room.coach || room.revealed; }
function randomSeed() { return 1 + Math.floor(Math.random() * 2147483646); }

function roomParams(q) {
  if (room.coach) q.set("coach", "1");
  if (room.level !== "perfect") { q.set("level", room.level); q.set("seed", room.seed); }
  const playing = game && game.key === ui.key;
  if (playing ? game.mode === "two" : $("two").checked) q.set("players", "2");
  if (!playing && $("second").checked) q.set("first", "computer");
}

// readRoom sets the classroom's settings from a link.
function readRoom(q) {
  room.coach = q.get("coach") === "1";
  room.level = Object.hasOwn(LEVELS, q.get("level")) ? q.get("level") : "perfect";
  const seed = parseInt(q.get("seed"), 10);
  room.seed = Number.isFinite(seed) && seed > 0 ? seed : room.level === "perfect" ? 0 : randomSeed();
  $("coach").checked = room.coach;
  $("level").value = room.level;
  $(q.get("players") === "2" ? "two" : q.get("first") === "computer" ? "second" : "first").checked = true;
  applyCoach();
}

// applyCoach shows or hides the answers on the whole page.
function applyCoach() {
  const was = document.body.dataset.coach;
  document.body.dataset.coach = !room.coach ? "off" : room.revealed ? "shown" : "hiding";
  $("coach-cover").hidden = answersShown();
  // the picture, drawn while hidden, is drawn again at its size
  if (was === "hiding" && answersShown() && ui.ok && ui.data && !["loading", "error"].includes(document.body.dataset.view)) draw();
  if (game && game.state && game.turn !== "busy") {
    if (game.turn === "you") setStatus(turnStatus(game));
    renderBoard(game);
  }
}

function setCoach(on) {
  room.coach = on;
  room.revealed = false;
  applyCoach();
  writeURL(false);
}

function reveal() {
  room.revealed = true;
  applyCoach();
}

function setLevel(level) {
  room.level = Object.hasOwn(LEVELS, level) ? level : "perfect";
  if (room.level !== "perfect" && !room.seed) room.seed = randomSeed();
  writeURL(false);
}

// seeded is a generator of numbers in [0,1) fixed by the seed, the level
// and the position: a game from the same link errs at the same moves.
function seeded(...keys) {
  let h = 2166136261;
  for (const ch of keys.join("|")) { h ^= ch.codePointAt(0); h = Math.imul(h, 16777619) >>> 0; }
  return () => {
    h = (h + 0x6d2b79f5) >>> 0;
    let t = h;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// moverWinsAt says whether the player to move at a state wins.
function moverWinsAt(st) { return st.over ? !!st.mover_wins : st.outcome === "N"; }

// Players: "you" and "computer", or "player 1" and "player 2" on one device.
function opponent(g, who) {
  if (g.mode === "two") return who === "player 1" ? "player 2" : "player 1";
  return other(who);
}
function toMove(g) { return g.mode === "two" ? `player ${g.player}` : "you"; }
function cap(text) { return text.charAt(0).toUpperCase() + text.slice(1); }
function isHuman(who) { return who !== "computer"; }

// turnStatus is the line that hands the move to a human.
function turnStatus(g) {
  const who = g.mode === "two" ? `Player ${g.player}, your move` : "Your move";
  const note = !answersShown() ? ". Ask for a hint if you like." : g.state.outcome === "N" ? " — there is a winning move." : " — every move loses against perfect play.";
  return `${who} from ${lastOf(g.pos)}${note}`;
}

// notePly keeps a move for the review: who made it, whether the mover
// had a win before it and whether the move gave it away.
function notePly(g, who, before, to, st) {
  const ply = { who, from: lastOf(before.pos), fromRecord: before.pos, blocked: before.blocked.slice(), to: lastOf(to),
    had: before.state.outcome === "N", gave: moverWinsAt(st), hints: before.hints || 0, better: "", why: "", reason: "" };
  g.plies.push(ply);
  return ply;
}

function mistake(ply) { return isHuman(ply.who) && ply.had && ply.gave; }

// winningMove asks the server what would have won from a ply's position:
// the move the computer would play there (/api/reply), with its reason.
async function winningMove(g, ply) {
  if (ply.better) return ply;
  const r = await api(g.cfg, "reply", { pos: ply.fromRecord, blocked: blockedParam(ply.blocked) });
  ply.better = lastOf(r.move.to);
  ply.why = r.explanation;
  return ply;
}

// flagMove says at once when a human move gave away the win, unless
// coach mode hides the answers (then only the review says so).
async function flagMove(g, ply) {
  const el = $("flag");
  el.textContent = "";
  if (!mistake(ply) || !answersShown()) return;
  try { await winningMove(g, ply); } catch (e) { return; }
  if (g !== game || g.plies[g.plies.length - 1] !== ply && g.plies[g.plies.length - 2] !== ply) return;
  const who = g.mode === "two" ? `${cap(ply.who)}: that` : "That";
  el.textContent = `${who} gave away the win: ${ply.better} would have won.`;
}

// sayMove puts the computer's move and its reason in the live region, on
// screen; in coach mode the reason waits for a click (it tells whether the
// player now has a winning move).
function sayMove(g, ply) {
  const el = $("last-move");
  el.textContent = `Computer moves to ${ply.to}.`;
  if (answersShown()) el.append(" " + ply.reason);
  else {
    const b = document.createElement("button");
    b.type = "button";
    b.textContent = "The computer's reason";
    b.onclick = () => { el.textContent = `Computer moves to ${ply.to}. ${ply.reason}`; };
    el.append(" ", b);
  }
  onScreen($("said"));
}

// onScreen scrolls an element into view when it is not (a phone after a move).
function onScreen(el) {
  const r = el.getBoundingClientRect();
  if (r.height && (r.top < 0 || r.bottom > window.innerHeight)) el.scrollIntoView({ block: "nearest" });
}

function clearSaid() { $("flag").textContent = ""; $("last-move").textContent = ""; $("hint-text").textContent = ""; }

// computerChoice is the computer's move at its level: from a position
// with a winning move, a random legal move at the level's rate (seeded),
// else the server's reply (perfect play, or the slowest loss).
async function computerChoice(g) {
  const rate = LEVELS[room.level] || 0;
  if (rate > 0 && g.state.outcome === "N") {
    const rnd = seeded(room.seed, room.level, g.pos);
    const usable = (g.state.moves || []).filter((m) => !m.blocked && !(m.at && g.blocked.some((b) => b[0] === m.at[0] && b[1] === m.at[1])));
    if (rnd() < rate && usable.length) {
      const m = usable[Math.floor(rnd() * usable.length)];
      const state = await api(g.cfg, "play", { pos: m.to });
      return { move: m, state, blocks: [], random: true, explanation: `A random move: the ${room.level} computer plays at random one move in ${Math.round(1 / rate)}.` };
    }
  }
  return api(g.cfg, "reply", { pos: g.pos, blocked: blockedParam(g.blocked) });
}

// ---- hints: whether a winning move exists, then the move, then why ----

function resetHint(g) {
  g.hintStep = 0; g.hint = null;
  $("hint-text").textContent = "";
  $("hint").textContent = "Hint";
  $("hint").disabled = false;
}

async function nextHint(g) {
  if (!playable(g) || g.hintStep >= 3) return;
  const step = g.hintStep + 1, t = g.seq;
  if (step >= 2 && !g.hint) {
    $("hint").disabled = true;
    let r;
    try { r = await api(g.cfg, "reply", { pos: g.pos, blocked: blockedParam(g.blocked) }); } catch (e) {
      if (alive(g, t)) { $("hint").disabled = false; $("hint-text").textContent = "error: " + e.message; }
      return;
    }
    if (!alive(g, t)) return;
    g.hint = { to: r.move.to, at: r.move.at || null, why: r.explanation };
  }
  g.hintStep = step;
  if (step >= 2) pointCursorAt(g, g.hint.at, g.hint.to);
  renderHint(g);
  renderBoard(g);
}

function renderHint(g) {
  const st = g.state, at = lastOf(g.pos), win = st.outcome === "N", to = g.hint ? lastOf(g.hint.to) : "";
  const lines = [win ? `Hint 1 of 3: there is a winning move from ${at}.` : `Hint 1 of 3: there is no winning move from ${at}: every move loses against perfect play.`];
  if (g.hintStep >= 2) lines.push(win ? `Hint 2 of 3: move to ${to} (highlighted).` : `Hint 2 of 3: no move wins; ${to} (highlighted) makes the game last longest.`);
  if (g.hintStep >= 3) lines.push("Hint 3 of 3, why" + (win ? " (as the computer would say it): " + g.hint.why : `: every move from ${at} leaves the opponent a winning move; the slowest loss gives the opponent the most chances to slip.`));
  $("hint-text").textContent = lines.join(" ");
  $("hint").textContent = ["Hint", "Hint: the move", "Hint: why", "Hint: why"][g.hintStep];
  $("hint").disabled = g.hintStep >= 3;
}

// pointCursorAt puts the board's keyboard cursor on a move's target.
function pointCursorAt(g, at, to) {
  const kind = playKind(g.cfg), piles = g.state.piles || [];
  if (thingBoard(kind) && to) {
    if (kind === "pins") { // the knock that plays it, at the length it needs
      const segs = segments(syncLanes(g)), e = explainKnock(segs, heapKey(ints(lastOf(to))));
      if (e) { g.knock = e.r; g.cursor = { id: `L${segs[e.k].lane + 1}.${segs[e.k].a + (e.r ? e.s : e.s - 1) + 1}` }; }
      return;
    }
    if (kind === "coins") { const t = turned(headsOf(g.pos), headsOf(to)); if (t.length) g.cursor = { id: `C${t[t.length - 1]}` }; return; }
    if (kind === "dominoes") { // the domino's first square, the keyboard's domino turned its way
      const a = pictureOf(g.state.written || lastOf(g.pos)), b = isPicture(to) ? pictureOf(to) : [], sq = [];
      a.forEach((row, r) => row.forEach((e, c) => { if (e && b[r] && !b[r][c]) sq.push([r + 1, c + 1]); }));
      if (sq.length === 2) { g.cursor = { id: `S${sq[0][0]}.${sq[0][1]}` }; g.dir = sq[0][0] === sq[1][0] ? "h" : "v"; g.pick = null; g.keyed = true; }
      return;
    }
    const t = (g.things || []).find((q) => q.move && q.move.to === to);
    if (t) g.cursor = { id: t.id };
    return;
  }
  if (!at) return;
  if (kind === "queen") g.cursor = { x: at[0], y: at[1] };
  else if (kind === "record" && piles.length === 2) { const pile = at[0] !== piles[0] ? 0 : 1; g.cursor = { pile, left: at[pile] }; }
}

function hinted(g, m) { return g.hintStep >= 2 && g.hint && g.hint.to === m.to; }

// ---- the review of a finished game ----

function whoText(who) { return who === "you" ? "You" : cap(who); }

// slipped says whether a computer's random move gave the win away (its
// level's error; a perfect computer loses only what blocks took from it).
function slipped(ply) { return !isHuman(ply.who) && ply.random && ply.had && ply.gave; }

// plyText is a move of the review: its verdict and its line.
function plyText(ply) {
  const head = `${whoText(ply.who)}: ${ply.from} → ${ply.to}`;
  if (!isHuman(ply.who)) {
    const slip = slipped(ply);
    return [slip ? "slip" : "computer", `${head}. ${slip ? "The computer slipped: this move gave the win away. " : ""}${ply.reason}`];
  }
  const hints = ply.hints ? ` (after ${ply.hints} hint${ply.hints > 1 ? "s" : ""})` : "";
  if (!ply.had) return ["none", `${head}: no move could win from ${ply.from}, a P-position${hints}.`];
  if (!ply.gave) return ["kept", `${head}: kept the win${hints}.`];
  return ["lost", `${head}: gave away the win${hints}; ${ply.better || "another move"} would have won${ply.why ? " (the computer's reason for it: " + ply.why + ")" : ""}.`];
}

// reviewSummary says who won and where the loser lost: their last move
// that gave a win away, and what would have won there.
function reviewSummary(g) {
  const loser = opponent(g, g.winner), plies = g.plies;
  let k = -1;
  for (let i = plies.length - 1; i >= 0; i--) if (plies[i].who === loser && mistake(plies[i])) { k = i; break; }
  const won = g.mode === "two" ? `${cap(g.winner)} won.` : g.winner === "you" ? "You won." : "The computer won.";
  if (!isHuman(loser)) {
    const slips = plies.map((p, i) => (slipped(p) ? i + 1 : 0)).filter((i) => i);
    return won + (slips.length ? ` The computer slipped at move ${slips.join(", ")}.` : "");
  }
  const name = g.mode === "two" ? cap(loser) : "You";
  if (k < 0) return `${won} ${name} never had a winning move${g.mode === "two" ? "" : " in this game: every position you moved from was a P-position, and the computer never slipped"}.`;
  const p = plies[k];
  return `${won} The game was lost at move ${k + 1}: from ${p.from}, ${p.better || "another move"} would have won instead of ${p.to}.`;
}

async function renderReview(g) {
  const sec = $("review"), list = $("review-list"), t = g.seq;
  await Promise.all(g.plies.filter(mistake).map((p) => winningMove(g, p).catch(() => p)));
  if (!alive(g, t) || g.turn !== "over") return;
  list.textContent = "";
  g.plies.forEach((ply) => {
    const [verdict, text] = plyText(ply);
    const li = document.createElement("li");
    li.dataset.verdict = verdict;
    li.dataset.who = ply.who;
    li.textContent = text;
    list.appendChild(li);
  });
  $("review-summary").textContent = reviewSummary(g) + (g.resumed ? " (Moves made before the link was opened are not reviewed.)" : "");
  sec.hidden = false;
  document.body.dataset.review = "ready";
}

function hideReview() {
  $("review").hidden = true;
  $("review-list").textContent = "";
  $("review-summary").textContent = "";
  delete document.body.dataset.review;
}

// ---- playing --------------------------------------------------------------------

let gameIds = 0;

function alive(g, t) { return game === g && g.seq === t; }

function setTurn(g, turn) {
  g.turn = turn;
  if (g !== game) return;
  document.body.dataset.turn = turn;
  document.body.dataset.position = lastOf(g.pos);
  document.body.dataset.record = g.pos;
  document.body.dataset.winner = g.winner || "";
  document.body.dataset.mode = g.mode;
  $("undo").disabled = !(g.at > 0 || (turn === "block" && g.at >= 0));
  $("redo").disabled = !(g.at < g.stack.length - 1);
  $("hint").hidden = turn !== "you";
}

function discardGame(why) {
  if (game) game.seq++;
  game = null;
  document.body.dataset.turn = "idle";
  document.body.dataset.winner = "";
  document.body.dataset.position = "";
  document.body.dataset.record = "";
  $("board").hidden = true; $("board-table-box").hidden = true;
  if ($("board-tools")) $("board-tools").textContent = "";
  $("board").dataset.targets = "[]";
  $("board-info").textContent = "";
  $("board-legend").textContent = "";
  $("moves").textContent = "";
  $("hint").hidden = true;
  clearSaid();
  hideReview();
  renderLog([]);
  $("undo").disabled = true; $("redo").disabled = true;
  setStatus(why || "Choose a start and press Start, or pick a cell of the picture.");
}

function boardSide(c, start) {
  const v = ints(start.split("/")[0]);
  return Math.max(1, ...v) + 1;
}

// newGame: first is "you", "computer" or "two" (two players on one device).
function newGame(start, first) {
  ui.parked = null;
  const mode = first === "two" ? "two" : "computer";
  return { id: ++gameIds, cfg: ui.cfg, key: ui.key, start, first: mode === "two" ? "you" : first, mode, player: 1, pos: start, blocked: [], state: null, seq: 0, turn: "idle", winner: "", stack: [], at: -1, log: [], plies: [], hintStep: 0, hint: null, side: boardSide(ui.cfg, start), cursor: null };
}

// exampleStart is a start of the game for hints: its family's first
// preset, or the position of its family's example.
function exampleStart(c) {
  const d = desc(c);
  if (d.presets.length) return d.presets[0].start;
  const ex = familyExamples.get(d.family) || "";
  return ex.includes(" ") ? ex.slice(ex.indexOf(" ") + 1) : presets.length ? presets[0].start : "3,5";
}

async function startGame() {
  if (!(await apply({ noURL: true }))) return;
  if (!ui.ok) { setStatus("Fix the game first: " + $("spec-error").textContent, "error"); return; }
  const start = $("start-pos").value.trim();
  if (!start) { setStatus("Type a start position first, e.g. " + exampleStart(ui.cfg) + ".", "error"); return; }
  const first = $("two").checked ? "two" : $("second").checked ? "computer" : "you";
  discardGame();
  if (room.revealed) { room.revealed = false; applyCoach(); } // a new game hides the answers again
  game = newGame(start, first);
  log(game, `Start at ${start}; ${first === "two" ? "player 1 moves" : first === "you" ? "you move" : "the computer moves"} first.`);
  begin(game, first === "computer");
}

// begin loads the start (or a position from the URL) and hands the move
// to whoever has it.
async function begin(g, computerFirst) {
  const t = ++g.seq;
  setTurn(g, "busy");
  setStatus("Setting up the board…");
  try {
    const st = await api(g.cfg, "play", { pos: g.pos, blocked: blockedParam(g.blocked) });
    if (!alive(g, t)) return;
    g.state = st;
    g.cursor = null;
    // who is to move where play is over: at the start, whoever moves
    // first; in a resumed game, what the record or the link says
    const mover = g.mode === "two" ? toMove(g) : g.resumeMover || (computerFirst ? "computer" : "you");
    if (st.over) return finish(g, st.mover_wins ? mover : opponent(g, mover), true);
    if (computerFirst) return computerMove(g);
    yourTurn(g, true);
  } catch (e) {
    if (isAbort(e) || !alive(g, t)) return;
    setTurn(g, "error");
    renderBoard(g);
    setStatus(`error: ${e.message}`, "error", () => begin(g, computerFirst));
  }
}

// endWinner reads the end of play from the API: the player to move at an
// over position has won when mover_wins (misère play, declared N).
function endWinner(st, moverIsHuman) {
  if (!st.over) return "";
  return !!st.mover_wins === moverIsHuman ? "you" : "computer";
}

function other(who) { return who === "you" ? "computer" : "you"; }

// moverAt says who is to move at the end of a resumed game: in a game
// record, by the number of moves made since the start; otherwise as the
// link says (mover=computer when the human made the last move).
function moverAt(g, linkMover) {
  if (playKind(g.cfg) === "record") {
    const made = String(g.pos).split("/").length - 1;
    return made % 2 === 0 ? g.first : other(g.first);
  }
  return linkMover === "computer" ? "computer" : "you";
}

function replyWinner(r) {
  if (typeof r.over === "boolean") return r.over ? (r.winner || endWinner(r.state, true)) : "";
  return endWinner(r.state, true);
}

function snapshot(g) {
  return { pos: g.pos, blocked: g.blocked.slice(), state: g.state, log: g.log.slice(), turn: g.turn, winner: g.winner, mover: g.mover, player: g.player, plies: g.plies.slice(), last: g.last, lanes: copyLanes(g.lanes) };
}

// advance keeps what the board shows of a move: the last move and, on
// rows of tokens or pins, where it fell (how: the knock clicked).
function advance(g, to, who, how) {
  g.last = { from: lastOf(g.pos), to: lastOf(to), who };
  g.pick = null;
  const kind = playKind(g.cfg);
  if (!thingBoard(kind) || squareBoard(kind) || kind === "coins" || kind === "heap-last-move" || kind === "graph" || (kind === "ground" && !g.state.piles)) return;
  const lanes = copyLanes(syncLanes(g)), segs = segments(lanes);
  const e = how && segs[how.k] ? how : explainKnock(segs, heapKey(ints(lastOf(to))));
  if (e && segs[e.k]) { knockLanes(lanes, segs[e.k], e.s, e.r); g.lanes = lanes; } else g.lanes = null;
}

// record keeps a position where a human is to move (or the end) for
// undo, redo and the browser's history. The first record of a game
// resumed from a link replaces the link's entry: no duplicate in history.
function record(g, push) {
  g.stack.length = g.at + 1;
  g.stack.push(snapshot(g));
  g.at = g.stack.length - 1;
  setTurn(g, g.turn);
  writeURL(push && !g.quiet);
  g.quiet = false;
}

function yourTurn(g, push) {
  setTurn(g, "you");
  resetHint(g);
  setStatus(turnStatus(g));
  renderBoard(g);
  refocus(g, "#moves button:not(:disabled), #moves select");
  record(g, push);
  if (viewKind(g.cfg) === "twopile" && g.key === ui.key && ui.data && ui.data.box >= 0) draw();
}

// refocus puts the focus, lost with the move buttons, on the first
// control that sel finds: a keyboard player stays where they were.
function refocus(g, sel) {
  if (!g.refocus) return;
  const where = g.refocus;
  g.refocus = false;
  const el = where === "#board" && !$("board").hidden ? $("board") : document.querySelector(sel);
  if (el && (document.activeElement === document.body || !document.activeElement)) el.focus();
}

function beforeMove(g) { return { pos: g.pos, state: g.state, blocked: g.blocked.slice(), hints: g.hintStep }; }

async function humanMove(g, m, how) {
  if (game !== g || g.turn !== "you" || m.blocked) return;
  const t = ++g.seq, was = beforeMove(g), who = toMove(g), active = document.activeElement;
  // the buttons are drawn anew: focus comes back to them, or to the board
  // when the move was made on it (or with its choices)
  g.refocus = $("moves").contains(active) ? true : active === $("board") || ($("board-tools") && $("board-tools").contains(active)) ? "#board" : false;
  setTurn(g, "busy");
  $("hint-text").textContent = "";
  setStatus(`${g.mode === "two" ? cap(who) + " moves" : "You move"} to ${lastOf(m.to)}…`);
  renderBoard(g);
  try {
    const st = await api(g.cfg, "play", { pos: m.to });
    if (!alive(g, t)) return;
    advance(g, m.to, who, how);
    g.pos = m.to; g.blocked = []; g.state = st; g.cursor = null;
    $("last-move").textContent = "";
    flagMove(g, notePly(g, who, was, m.to, st));
    log(g, `${g.mode === "two" ? cap(who) + " moves" : "You move"} to ${lastOf(m.to)}` + (m.imitation ? " (an imitation)" : "") + ".", "you");
    if (st.over) return finish(g, st.mover_wins ? opponent(g, who) : who);
    if (desc(g.cfg).blocking > 0 && (st.moves || []).some((q) => q.blockable)) return chooseBlocks(g);
    if (g.mode === "two") return handOver(g);
    await computerMove(g);
  } catch (e) {
    if (isAbort(e) || !alive(g, t)) return;
    setTurn(g, "you");
    renderBoard(g);
    setStatus(`error: ${e.message} — your move to ${lastOf(m.to)} was not made.`, "error", () => humanMove(g, m));
  }
}

// handOver gives the move to the other player on the same device.
function handOver(g) {
  g.player = 3 - g.player;
  yourTurn(g, true);
}

// opponentOf names, for the blocks, the player who moves next.
function opponentOf(g) { return g.mode === "two" ? `player ${3 - g.player}` : "the computer"; }

// chooseBlocks lets the player who has just moved block up to the game's
// limit of the opponent's blockable moves (the Muller twist of
// of games with blocking) before the opponent replies.
function chooseBlocks(g) {
  setTurn(g, "block");
  const limit = desc(g.cfg).blocking;
  const who = g.mode === "two" ? `Player ${g.player}, you` : "You";
  setStatus(`${who} may block up to ${limit} of ${opponentOf(g)}'s blockable moves from ${lastOf(g.pos)}: choose them below or on the board (Enter), then let ${opponentOf(g)} move.`);
  renderBoard(g);
}

function toggleBlock(g, m) {
  if (g !== game || g.turn !== "block" || !m || !m.blockable) return;
  const at = m.at || ints(m.to), i = g.blocked.findIndex((b) => b[0] === at[0] && b[1] === at[1]);
  if (i >= 0) g.blocked.splice(i, 1);
  else {
    if (g.blocked.length >= desc(g.cfg).blocking) g.blocked.shift();
    g.blocked.push([at[0], at[1]]);
  }
  renderBoard(g);
}

function letComputerMove(g) {
  if (g !== game || g.turn !== "block") return;
  const who = g.mode === "two" ? cap(toMove(g)) : "You";
  if (g.blocked.length) log(g, `${who} block${g.mode === "two" ? "s" : ""} ${g.blocked.map((b) => "(" + b.join(",") + ")").join(" and ")} for ${opponentOf(g)}'s move.`, "you");
  if (g.mode === "two") return handOver(g);
  computerMove(g);
}

async function computerMove(g) {
  const t = ++g.seq, was = beforeMove(g);
  setTurn(g, "computer");
  setStatus("The computer is thinking…");
  renderBoard(g);
  try {
    const r = await computerChoice(g);
    if (!alive(g, t)) return;
    advance(g, r.move.to, "computer");
    g.pos = r.move.to; g.blocked = r.blocks || []; g.state = r.state; g.cursor = null;
    const ply = notePly(g, "computer", was, r.move.to, r.state);
    ply.reason = r.explanation;
    ply.random = !!r.random;
    if (g.blocked.length) ply.reason += ` It blocks ${g.blocked.map((b) => "(" + b.join(",") + ")").join(" and ")} for your next move.`;
    log(g, `Computer moves to ${ply.to}.` + (answersShown() ? " " + ply.reason : ""));
    sayMove(g, ply);
    const w = replyWinner(r);
    if (w) return finish(g, w);
    yourTurn(g, true);
  } catch (e) {
    if (isAbort(e) || !alive(g, t)) return;
    setTurn(g, "error");
    renderBoard(g);
    setStatus(`error: ${e.message} — the computer's move failed.`, "error", () => computerMove(g));
  }
}

function endStatus(g, why) {
  if (g.mode === "two") return [`${cap(g.winner)} wins!` + (why ? ` (${why}.)` : ""), "win"];
  if (g.winner === "you") return ["You win!" + (why ? ` (${why}.)` : ""), "win"];
  return ["The computer wins" + (why ? ` (${why}).` : "."), "lose"];
}

function finish(g, winner, quiet) {
  g.winner = winner;
  // the player to move where play ended: the winner when the rules give
  // the win to the player to move
  g.mover = g.state.mover_wins ? winner : opponent(g, winner);
  if (g.mode === "two") g.player = g.mover === "player 2" ? 2 : 1;
  setTurn(g, "over");
  const st = g.state, at = lastOf(g.pos);
  const why = st.mover_wins ? `play ends at ${at} with a win for the player to move` : `play ends at ${at}: the player to move has lost`;
  setStatus(...endStatus(g, why));
  renderBoard(g);
  refocus(g, "#start");
  record(g, !quiet);
  renderReview(g);
  if (viewKind(g.cfg) === "twopile" && g.key === ui.key && ui.data && ui.data.box >= 0) draw();
}

// goTo shows a recorded position (undo, redo, the back button).
function goTo(g, i, push) {
  if (i < 0 || i >= g.stack.length) return;
  g.seq++;
  const s = g.stack[i];
  g.at = i;
  g.pos = s.pos; g.blocked = s.blocked.slice(); g.state = s.state; g.log = s.log.slice(); g.winner = s.winner; g.mover = s.mover; g.cursor = null;
  g.last = s.last; g.lanes = copyLanes(s.lanes); g.pick = null;
  g.player = s.player; g.plies = s.plies.slice();
  renderLog(g.log);
  clearSaid();
  hideReview();
  if (s.turn === "over") {
    g.turn = "over"; setTurn(g, "over");
    setStatus(...endStatus(g, ""));
    renderReview(g);
  } else {
    setTurn(g, "you");
    resetHint(g);
    setStatus(turnStatus(g));
  }
  renderBoard(g);
  writeURL(push);
  if (viewKind(g.cfg) === "twopile" && g.key === ui.key && ui.data && ui.data.box >= 0) draw();
}

function undo() {
  if (game && game.turn === "block" && game.at >= 0) goTo(game, game.at, true); // take back the move before the blocks
  else if (game && game.at > 0) goTo(game, game.at - 1, true);
}
function redo() { if (game && game.at < game.stack.length - 1) goTo(game, game.at + 1, true); }

// ---- boards on a canvas -------------------------------------------------------------

function hatch(ctx, x, y, w, h, color) {
  ctx.save();
  ctx.beginPath(); ctx.rect(x, y, w, h); ctx.clip();
  ctx.strokeStyle = color; ctx.lineWidth = 1.5;
  for (let k = -h; k < w; k += 5) { ctx.beginPath(); ctx.moveTo(x + k, y + h); ctx.lineTo(x + k + h, y); ctx.stroke(); }
  ctx.restore();
}

function renderBoard(g) {
  if (g !== game) return;
  renderMoves(g);
  drawBoard(g);
}

// drawBoard draws the board alone (the move buttons stay as they are, so
// that a redraw for the view's P-positions takes no button from under a
// finger or the focus).
function drawBoard(g) {
  if (g !== game) return;
  const kind = playKind(g.cfg);
  if (!g.state) { $("board").hidden = true; $("board-table-box").hidden = true; return; }
  if (!thingBoard(kind)) {
    if ($("board-tools")) $("board-tools").textContent = "";
    $("board").dataset.last = g.last ? g.last.to : "";
    $("board").dataset.lastFrom = g.last ? g.last.from : "";
  }
  boardTable(g);
  if (!squareBoard(kind)) { boardLabel(BOARD_LABEL); $("board").dataset.preview = "[]"; }
  if (kind === "queen") drawQueen(g);
  else if (kind === "record") drawTokens(g);
  else if (kind === "bar") drawBar(g);
  else if (kind === "dominoes") drawDominoes(g);
  else if (kind === "coins") drawCoins(g);
  else if (kind === "graph" || kind === "ground") drawGraph(g);
  else drawLanes(g);
}

function playable(g) { return g === game && g.turn === "you"; }
function blocking(g) { return g === game && g.turn === "block"; }

function renderMoves(g) {
  const el = $("moves");
  el.textContent = "";
  const st = g.state;
  if (!st || g.turn === "over") return;
  if (g.turn === "block") return renderBlocks(g);
  const moves = st.moves || [];
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = g.turn === "you" ? `${g.mode === "two" ? cap(toMove(g)) + "'s" : "Your"} ${moves.length} move(s) — move to:` : "Moves:";
  el.appendChild(hint);
  const label = (m) => {
    let t = lastOf(m.to);
    if (m.imitation) t += " (imitates)";
    if (m.blocked) t += " (blocked)";
    return t;
  };
  if (moves.length <= MAX_BUTTONS) {
    for (const m of moves) {
      const b = document.createElement("button");
      b.textContent = label(m);
      b.dataset.to = m.to;
      if (m.at) b.dataset.at = m.at.join(",");
      if (m.imitation) b.classList.add("imitation");
      if (m.blocked) b.classList.add("blocked");
      if (hinted(g, m)) { b.classList.add("hinted"); b.setAttribute("aria-describedby", "hint-text"); }
      b.disabled = !playable(g) || m.blocked;
      b.onclick = () => humanMove(g, m);
      el.appendChild(b);
    }
    return;
  }
  const sel = document.createElement("select");
  sel.id = "move-menu";
  sel.setAttribute("aria-label", "your move");
  moves.forEach((m, i) => { const o = document.createElement("option"); o.value = i; o.textContent = label(m); o.disabled = !!m.blocked; sel.appendChild(o); });
  const b = document.createElement("button");
  b.textContent = "Move";
  b.disabled = !playable(g);
  b.onclick = () => humanMove(g, moves[+sel.value]);
  el.append(sel, b);
}

// renderBlocks lists the computer's blockable moves as toggles, and the
// button that lets the computer move.
function renderBlocks(g) {
  const el = $("moves"), limit = desc(g.cfg).blocking;
  const blockable = (g.state.moves || []).filter((m) => m.blockable);
  const isBlocked = (m) => g.blocked.some((b) => b[0] === m.at[0] && b[1] === m.at[1]);
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = `Block up to ${limit} of ${opponentOf(g)}'s ${blockable.length} blockable move(s) — blocked: ${g.blocked.length ? g.blocked.map((b) => b.join(",")).join(" and ") : "none"}:`;
  el.appendChild(hint);
  if (blockable.length <= MAX_BUTTONS) {
    for (const m of blockable) {
      const b = document.createElement("button");
      b.textContent = (isBlocked(m) ? "unblock " : "block ") + lastOf(m.to);
      b.dataset.block = m.to;
      b.setAttribute("aria-pressed", isBlocked(m) ? "true" : "false");
      if (isBlocked(m)) b.classList.add("blocked");
      b.onclick = () => toggleBlock(g, m);
      el.appendChild(b);
    }
  } else {
    const sel = document.createElement("select");
    sel.id = "block-menu";
    sel.setAttribute("aria-label", "a move of the computer to block");
    blockable.forEach((m, i) => { const o = document.createElement("option"); o.value = i; o.textContent = (isBlocked(m) ? "unblock " : "block ") + lastOf(m.to); sel.appendChild(o); });
    const b = document.createElement("button");
    b.textContent = "Block / unblock";
    b.onclick = () => toggleBlock(g, blockable[+sel.value]);
    el.append(sel, b);
  }
  const go = document.createElement("button");
  go.id = "let-computer-move";
  go.textContent = g.mode === "two" ? `Hand the move to ${opponentOf(g)}` : "Let the computer move";
  go.onclick = () => letComputerMove(g);
  el.append(document.createElement("br"), go);
}

// BOARD_LABEL is the board's name for assistive technology, as the page
// gives it; the bar and the board of dominoes name their own keys.
const BOARD_LABEL = "game board: arrow keys move the cursor, Enter or Space plays the move";

function boardCSSWidth() { return Math.min(520, $("board-wrap").clientWidth || 360); }

// Squares of the queen's board: up to 40 px, 48 on a phone (touch targets of 44 px or more).
function squareCap() { return window.innerWidth <= 600 ? 48 : 40; }

// The keyboard cursor and the selection: a dark ring (5.3:1 on the dark
// squares, 7.6:1 on the light ones) lined with white (9.7:1 on the queen's
// dark blue), so that it stands out at 3:1 or more on every colour.
const CURSOR = "#7a3300";
function ring(ctx, x, y, w, h) {
  ctx.setLineDash([]);
  ctx.strokeStyle = CURSOR; ctx.lineWidth = 3; ctx.strokeRect(x + 1.5, y + 1.5, w - 3, h - 3);
  ctx.strokeStyle = "#fff"; ctx.lineWidth = 2; ctx.strokeRect(x + 4, y + 4, w - 8, h - 8);
}

// The legend of the board is read with the board (aria-describedby), not
// announced at each key as the cursor's line is.
function setLegend(text) { if ($("board-legend").textContent !== text) $("board-legend").textContent = text; }

// Corner the Queen on a fixed board: the P-positions dotted, the legal
// moves ringed, blocked squares hatched and crossed.
function drawQueen(g) {
  const cv = $("board"), side = g.side, st = g.state;
  if (side > MAX_BOARD) {
    cv.hidden = true;
    $("board-info").textContent = `The board would have ${side}×${side} squares; boards are drawn up to ${MAX_BOARD}. Play with the moves below.`;
    return;
  }
  cv.hidden = false;
  const W = boardCSSWidth(), lab = 18, cs = Math.floor(Math.min(squareCap(), (W - lab) / side)), size = cs * side;
  const ctx = sizeCanvas(cv, size + lab, size + lab);
  cv.style.width = (size + lab) + "px";
  const [qx, qy] = st.piles;
  const targets = new Map((st.moves || []).map((m) => [m.at[0] + "," + m.at[1], m]));
  const blocked = new Set(g.blocked.map((b) => b.join(",")));
  const showP = answersShown() && g.key === ui.key && !!ui.data;
  const px = (x) => lab + x * cs, py = (y) => (side - 1 - y) * cs;
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, size + lab, size + lab);
  for (let x = 0; x < side; x++) for (let y = 0; y < side; y++) {
    ctx.fillStyle = (x + y) % 2 ? "#d8c39a" : "#f3e9d2";
    if (x === 0 && y === 0) ctx.fillStyle = "#9fd29f";
    ctx.fillRect(px(x), py(y), cs, cs);
    const key = x + "," + y;
    if (showP && isP(x, y) && cs >= 8) { ctx.fillStyle = "#1f5cb0"; ctx.fillRect(px(x) + cs * 0.38, py(y) + cs * 0.38, cs * 0.24, cs * 0.24); }
    const m = targets.get(key);
    if (m && (m.blocked || blocked.has(key))) {
      hatch(ctx, px(x), py(y), cs, cs, "#b02020");
      ctx.strokeStyle = "#b02020"; ctx.lineWidth = 2;
      ctx.beginPath(); ctx.moveTo(px(x) + 4, py(y) + 4); ctx.lineTo(px(x) + cs - 4, py(y) + cs - 4); ctx.moveTo(px(x) + cs - 4, py(y) + 4); ctx.lineTo(px(x) + 4, py(y) + cs - 4); ctx.stroke();
    } else if (m && playable(g)) {
      ctx.strokeStyle = "#1f5cb0"; ctx.lineWidth = 2;
      ctx.beginPath(); ctx.arc(px(x) + cs / 2, py(y) + cs / 2, cs * 0.36, 0, 2 * Math.PI); ctx.stroke();
    } else if (m && m.blockable && blocking(g)) { // a move of the computer the human may block: a dashed ring
      ctx.strokeStyle = "#b02020"; ctx.lineWidth = 2; ctx.setLineDash([3, 3]);
      ctx.beginPath(); ctx.arc(px(x) + cs / 2, py(y) + cs / 2, cs * 0.36, 0, 2 * Math.PI); ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  // the hinted move: a thick frame
  if (g.hintStep >= 2 && g.hint && g.hint.at && playable(g)) {
    const [hx, hy] = g.hint.at;
    ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 4;
    ctx.beginPath(); ctx.arc(px(hx) + cs / 2, py(hy) + cs / 2, cs * 0.3, 0, 2 * Math.PI); ctx.stroke();
  }
  // the last move: the square the queen left, dashed, and its path
  if (g.last) {
    const [fx, fy] = ints(g.last.from);
    if (fx < side && fy < side) {
      ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]);
      ctx.strokeRect(px(fx) + 2, py(fy) + 2, cs - 4, cs - 4);
      ctx.beginPath(); ctx.moveTo(px(fx) + cs / 2, py(fy) + cs / 2); ctx.lineTo(px(qx) + cs / 2, py(qy) + cs / 2); ctx.stroke();
      ctx.setLineDash([]);
    }
  }
  // the queen
  ctx.fillStyle = "#1f3f8f"; ctx.fillRect(px(qx) + 1, py(qy) + 1, cs - 2, cs - 2);
  ctx.fillStyle = "#fff"; ctx.font = `${cs * 0.8}px serif`; ctx.textAlign = "center"; ctx.textBaseline = "middle";
  ctx.fillText("♛", px(qx) + cs / 2, py(qy) + cs / 2 + 1);
  // the keyboard cursor
  if (!g.cursor) g.cursor = { x: qx, y: qy };
  const c = g.cursor;
  if (playable(g) || blocking(g)) ring(ctx, px(c.x), py(c.y), cs, cs);
  // coordinates
  ctx.fillStyle = "#333"; ctx.font = "10px system-ui"; ctx.textAlign = "center"; ctx.textBaseline = "top";
  const step = niceStep(side, size / 22);
  for (let v = 0; v < side; v += step) ctx.fillText(String(v), px(v) + cs / 2, size + 3);
  ctx.textAlign = "right"; ctx.textBaseline = "middle";
  for (let v = 0; v < side; v += step) ctx.fillText(String(v), lab - 3, py(v) + cs / 2);
  document.body.dataset.cursor = `${c.x},${c.y}`;
  cv.dataset.targets = JSON.stringify((st.moves || []).filter((m) => m.at && m.at[0] < side && m.at[1] < side).map((m) => ({ id: `Q${m.at[0]},${m.at[1]}`, label: `square (${m.at[0]},${m.at[1]})`, x: px(m.at[0]) + cs / 2, y: py(m.at[1]) + cs / 2, w: cs, h: cs, to: m.blocked ? "" : m.to })));
  describeCursor(g);
}

function describeCursor(g) {
  const st = g.state, kind = playKind(g.cfg);
  if (!st || !g.cursor) return;
  if (kind === "queen") {
    const { x, y } = g.cursor, m = (st.moves || []).find((m) => m.at[0] === x && m.at[1] === y);
    const blocked = m && (m.blocked || g.blocked.some((b) => b[0] === x && b[1] === y));
    const [qx, qy] = st.piles;
    $("board-info").textContent = `Queen at (${qx},${qy}). Cursor at (${x},${y}): ` +
      (blocking(g) ? (x === qx && y === qy ? "the queen's square." : m && m.blockable ? (blocked ? "a move of the computer you block — press Enter to unblock it." : "a move of the computer you may block — press Enter to block it.") : m ? "a move of the computer that cannot be blocked." : "not a move of the computer.")
        : x === qx && y === qy ? "the queen's square." : blocked ? "blocked by the opponent." : m ? "a legal move — press Enter to move there." : "not a legal move.");
    setLegend("Legend: ringed squares are legal moves, hatched and crossed squares are blocked, " + (answersShown() ? "small blue squares are P-positions, " : "") + "the green square is the corner (0,0).");
  } else if (kind === "record") {
    const { pile, left } = g.cursor, m = tokenMove(g, pile, left);
    $("board-info").textContent = `Piles ${st.piles.join(" and ")}. Cursor: leave ${left} in pile ${pile + 1}: ` +
      (m ? (m.imitation ? "a legal move that imitates (striped)" : "a legal move") + " — press Enter." : inWindow(st, pile, left) ? "a forbidden imitation (crossed)." : "not a legal move.");
    setLegend("Left and Right choose the pile, Up and Down how many tokens to leave.");
  }
}

function tokenMove(g, pile, left) {
  const st = g.state;
  const at = [...st.piles]; at[pile] = left;
  return (st.moves || []).find((m) => m.at && m.at[0] === at[0] && m.at[1] === at[1]);
}

function inWindow(st, pile, left) {
  const taken = st.piles[pile] - left;
  return st.window_pile === pile && taken >= st.window_low && taken <= st.window_high;
}

// A game with memory: two piles of tokens. Taking a token takes those above it.
// Striped tokens imitate the last move; crossed ones would be a forbidden
// imitation.
function drawTokens(g) {
  const cv = $("board"), st = g.state, tall = Math.max(g.side - 1, ...st.piles, 1);
  if (tall > 400) {
    cv.hidden = true;
    $("board-info").textContent = `Piles of ${st.piles.join(" and ")} tokens are too tall to draw; play with the moves below.`;
    return;
  }
  cv.hidden = false;
  const W = Math.min(boardCSSWidth(), 320), th = Math.max(3, Math.min(18, Math.floor(300 / tall))), colW = 90, top = 34;
  const H = top + tall * th + 26;
  const ctx = sizeCanvas(cv, W, H);
  cv.style.width = W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, W, H);
  // the imitation counter
  ctx.fillStyle = "#222"; ctx.font = "12px system-ui"; ctx.textAlign = "left"; ctx.textBaseline = "top";
  ctx.fillText(`your imitations in a row: ${st.mover_run || 0} of at most ${st.max_run}`, 4, 4);
  for (let k = 0; k < (st.mover_run || 0); k++) { ctx.fillRect(4 + k * 14, 19, 11, 11); }
  if (!g.cursor) g.cursor = { pile: st.piles[0] > 0 ? 0 : 1, left: Math.max(0, st.piles[st.piles[0] > 0 ? 0 : 1] - 1) };
  const c = g.cursor;
  let forbidden = 0;
  const targets = [], before = g.last ? ints(g.last.from) : [];
  st.piles.forEach((size, pile) => {
    const x = 30 + pile * (colW + 50);
    // the tokens the last move took, dashed
    for (let k = size + 1; k <= Math.min(tall, before[pile] || 0); k++) {
      ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]);
      ctx.strokeRect(x + 1, top + (tall - k) * th + 2, colW - 2, th - 4);
      ctx.setLineDash([]);
    }
    for (let k = 1; k <= size; k++) {
      const y = top + (tall - k) * th, left = k - 1, m = tokenMove(g, pile, left);
      if (m) targets.push({ id: `P${pile + 1}.${k}`, label: `pile ${pile + 1}, token ${k}`, x: x + colW / 2, y: y + th / 2, w: colW, h: th, to: m.to });
      ctx.fillStyle = m ? (m.imitation ? "#3fae5a" : "#4a7fd0") : inWindow(st, pile, left) ? "#efc640" : "#bbb";
      ctx.fillRect(x, y + 1, colW, th - 2);
      if (m && m.imitation) hatch(ctx, x, y + 1, colW, th - 2, "rgba(0,60,0,0.6)");
      if (!m && inWindow(st, pile, left)) {
        forbidden++;
        ctx.strokeStyle = "#6b5200"; ctx.lineWidth = 1.5;
        ctx.beginPath(); ctx.moveTo(x + colW / 2 - 5, y + 2); ctx.lineTo(x + colW / 2 + 5, y + th - 2); ctx.moveTo(x + colW / 2 + 5, y + 2); ctx.lineTo(x + colW / 2 - 5, y + th - 2); ctx.stroke();
      }
      if (g.hintStep >= 2 && g.hint && playable(g) && tokenMove(g, pile, left) && g.hint.to === tokenMove(g, pile, left).to) {
        ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([4, 2]); ctx.strokeRect(x - 6, y - 2, colW + 12, th + 4); ctx.setLineDash([]);
      }
      if (playable(g) && c.pile === pile && c.left === left) {
        ctx.strokeStyle = CURSOR; ctx.lineWidth = 3; ctx.strokeRect(x - 3, y - 1, colW + 6, th + 2);
      }
    }
    ctx.fillStyle = "#333"; ctx.textAlign = "center"; ctx.textBaseline = "top"; ctx.font = "12px system-ui";
    ctx.fillText(`pile ${pile + 1}: ${size}`, x + colW / 2, top + tall * th + 6);
  });
  document.body.dataset.cursor = `${c.pile},${c.left}`;
  document.body.dataset.forbidden = forbidden;
  cv.dataset.targets = JSON.stringify(targets);
  describeCursor(g);
}

// ---- boards of things to click ------------------------------------------------------
// Every board but the queen's and the record's is a set of things (tokens,
// pins, coins, vertices, edges), each with the move a click on it plays.
// The page knows the board's kind, which says what a click means (take
// the tokens after, knock pins in a row, turn coins, remove a vertex and
// its neighbours, chop an edge); the move is the legal move /api/play
// lists that leads to the position the click means, so that the page
// never states a game's rules.

const LAST = "#c25e00"; // the last move, dashed (5.1:1 on white)
const TOUCH = 44; // touch targets on a phone, in CSS pixels
function onPhone() { return window.innerWidth <= 600; }

// heapKey writes heaps as a multiset, zeros left out: moves are matched
// by the heaps they leave, in any order.
function heapKey(list) { return list.filter((v) => v > 0).sort((a, b) => a - b).join(","); }

function usableMoves(g) { return (g.state.moves || []).filter((m) => !m.blocked); }

function movesBy(g, key) {
  const out = new Map();
  for (const m of usableMoves(g)) { const k = key(m); if (!out.has(k)) out.set(k, m); }
  return out;
}

// -- lanes: rows of tokens or pins, kept from move to move so that a heap
// split by a move stays where it stood: a cell stands (1), fell before (0)
// or fell in the last move (2); a cut splits a row where no cell fell.

function lanesOf(piles) { return piles.map((h) => ({ cells: Array(Math.max(0, h)).fill(1), cuts: [] })); }
function copyLanes(lanes) { return lanes ? lanes.map((l) => ({ cells: l.cells.slice(), cuts: l.cuts.slice() })) : null; }

// segments are the heaps of the lanes: runs of standing cells, {lane, a, h}.
function segments(lanes) {
  const out = [];
  lanes.forEach((l, lane) => {
    let a = -1;
    for (let i = 0; i <= l.cells.length; i++) {
      const up = i < l.cells.length && l.cells[i] === 1;
      if (a >= 0 && (!up || l.cuts.includes(i))) { out.push({ lane, a, h: i - a }); a = -1; }
      if (up && a < 0) a = i;
    }
  });
  return out;
}

// knockKey is the heaps left when heap k loses r cells from its s-th on
// (r = 0: split before its s-th).
function knockKey(segs, k, s, r) {
  const hs = segs.map((x) => x.h);
  hs.splice(k, 1, s, hs[k] - s - r);
  return heapKey(hs);
}

// explainKnock finds a knock of the lanes that leaves the heaps key,
// taking from the end of a heap where it can.
function explainKnock(segs, key) {
  for (let r = 1; ; r++) {
    let any = false;
    for (let k = 0; k < segs.length; k++) {
      if (segs[k].h < r) continue;
      any = true;
      for (let s = segs[k].h - r; s >= 0; s--) if (knockKey(segs, k, s, r) === key) return { k, s, r };
    }
    if (!any) break;
  }
  for (let k = 0; k < segs.length; k++) for (let s = 1; s < segs[k].h; s++) if (knockKey(segs, k, s, 0) === key) return { k, s, r: 0 };
  return null;
}

function knockLanes(lanes, seg, s, r) {
  for (const l of lanes) l.cells = l.cells.map((c) => (c === 2 ? 0 : c));
  const l = lanes[seg.lane];
  if (r === 0) l.cuts.push(seg.a + s);
  for (let i = 0; i < r; i++) l.cells[seg.a + s + i] = 2;
}

// lanePiles are the heaps the lanes stand for: the position's, but one
// heap with the last move (its first number) on the heap-last-move board.
function lanePiles(g) {
  const p = (g.state && g.state.piles) || [];
  return playKind(g.cfg) === "heap-last-move" ? p.slice(0, 1) : p;
}

function syncLanes(g) {
  const piles = lanePiles(g);
  if (!g.lanes || heapKey(segments(g.lanes).map((x) => x.h)) !== heapKey(piles)) g.lanes = lanesOf(piles);
  return g.lanes;
}

// -- graphs, read from the position as the server writes it (PlayState's
// written, the moves' to): an edge list, edges:1-2,2-3,4 with a vertex alone
// written alone, or empty.

function parseGraph(text) {
  text = String(text).trim();
  const at = text.indexOf(":"), name = (at < 0 ? text : text.slice(0, at)).trim().toLowerCase(), arg = at < 0 ? "" : text.slice(at + 1);
  const vs = new Set(), es = [];
  const edge = (u, v) => { vs.add(u); vs.add(v); es.push([u, v]); };
  if (name === "empty" || text === "") return { vs, es };
  if (name === "edges" || (at < 0 && text.includes("-"))) {
    for (const item of (at < 0 ? text : arg).split(",")) {
      const t = item.trim();
      if (!t) continue;
      const m = t.match(/^(\d+)\s*-\s*(\d+)$/);
      if (m) edge(+m[1], +m[2]);
      else if (/^\d+$/.test(t)) vs.add(+t);
      else return null;
    }
    return { vs, es };
  }
  return null;
}

const edgeText = ([u, v]) => (u <= v ? `${u}-${v}` : `${v}-${u}`);
function graphKey(G) { return [...G.vs].sort((a, b) => a - b).join(",") + "|" + G.es.map(edgeText).sort().join(","); }
function edgesKey(es) { return es.map(edgeText).sort().join(","); }

// without removes vertices and the edges on them.
function without(G, gone) {
  const vs = new Set([...G.vs].filter((v) => !gone.has(v)));
  return { vs, es: G.es.filter(([u, v]) => vs.has(u) && vs.has(v)) };
}

// standing keeps the edges that reach the ground (vertex 0) by a path.
function standing(es) {
  const reached = new Set([0]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [u, v] of es) if (reached.has(u) !== reached.has(v)) { reached.add(u); reached.add(v); grew = true; }
  }
  return es.filter(([u]) => reached.has(u));
}

function neighbours(G, v) {
  const out = new Set([v]);
  for (const [a, b] of G.es) { if (a === v) out.add(b); if (b === v) out.add(a); }
  return out;
}

// forceLayout places vertices by a spring embedding (Fruchterman and
// Reingold), started on a circle so that it is the same at every visit;
// positions in [0,1]². A graph of several components has each laid out
// alone, with edges of one length, and the components set side by side in
// rows (together, the repulsion pushed them, a vertex alone or with a
// loop alone among them, far apart, and the board drew each as a dot).
function forceLayout(vs, es) {
  const list = [...vs].sort((a, b) => a - b), comps = componentsOf(list, es);
  if (comps.length < 2) return springLayout(list, es);
  comps.sort((a, b) => b.length - a.length || a[0] - b[0]);
  const boxes = comps.map((c) => {
    const p = springLayout(c, es), s = c.length < 3 ? 1 : Math.sqrt(c.length), ps = [...p.values()];
    const x0 = Math.min(...ps.map((q) => q[0])), y0 = Math.min(...ps.map((q) => q[1]));
    for (const [v, q] of p) p.set(v, [(q[0] - x0) * s, (q[1] - y0) * s]);
    return { p, w: Math.max(...[...p.values()].map((q) => q[0])), h: Math.max(...[...p.values()].map((q) => q[1])) };
  });
  const gap = 1, area = boxes.reduce((a, b) => a + (b.w + gap) * (b.h + gap), 0), row = Math.max(Math.sqrt(area), ...boxes.map((b) => b.w));
  const pos = new Map();
  let x = 0, y = 0, tall = 0;
  for (const b of boxes) {
    if (x > 0 && x + b.w > row) { x = 0; y += tall + gap; tall = 0; }
    for (const [v, q] of b.p) pos.set(v, [x + q[0], y + q[1]]);
    x += b.w + gap; tall = Math.max(tall, b.h);
  }
  const ext = Math.max(...[...pos.values()].flat()) || 1;
  for (const [v, q] of pos) pos.set(v, [q[0] / ext, q[1] / ext]);
  return pos;
}

// springLayout is forceLayout's spring embedding, of one component.
function springLayout(list, es) {
  const n = list.length, pos = new Map();
  list.forEach((v, i) => pos.set(v, [0.5 + 0.4 * Math.cos(2 * Math.PI * i / n - Math.PI / 2), 0.5 + 0.4 * Math.sin(2 * Math.PI * i / n - Math.PI / 2)]));
  if (n < 3) { list.forEach((v, i) => pos.set(v, [n === 1 ? 0.5 : i, 0.5])); return pos; }
  const k = Math.sqrt(1 / n);
  for (let it = 0, t = 0.2; it < 600; it++, t *= 0.99) {
    const disp = new Map(list.map((v) => [v, [0, 0]]));
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) {
      const p = pos.get(list[i]), q = pos.get(list[j]);
      let dx = p[0] - q[0], dy = p[1] - q[1], d = Math.hypot(dx, dy) || 1e-3;
      const f = k * k / d;
      dx /= d; dy /= d;
      disp.get(list[i])[0] += dx * f; disp.get(list[i])[1] += dy * f;
      disp.get(list[j])[0] -= dx * f; disp.get(list[j])[1] -= dy * f;
    }
    for (const [u, v] of es) {
      if (u === v || !pos.has(u) || !pos.has(v)) continue;
      const p = pos.get(u), q = pos.get(v);
      let dx = p[0] - q[0], dy = p[1] - q[1], d = Math.hypot(dx, dy) || 1e-3;
      const f = d * d / k;
      dx /= d; dy /= d;
      disp.get(u)[0] -= dx * f; disp.get(u)[1] -= dy * f;
      disp.get(v)[0] += dx * f; disp.get(v)[1] += dy * f;
    }
    for (const v of list) {
      const [dx, dy] = disp.get(v), d = Math.hypot(dx, dy) || 1e-9, s = Math.min(d, t) / d, p = pos.get(v);
      pos.set(v, [p[0] + dx * s, p[1] + dy * s]);
    }
  }
  return pos;
}

// componentsOf lists the vertices of each connected component.
function componentsOf(list, es) {
  const up = new Map(list.map((v) => [v, v]));
  const root = (v) => { while (up.get(v) !== v) { up.set(v, up.get(up.get(v))); v = up.get(v); } return v; };
  for (const [u, v] of es) if (up.has(u) && up.has(v)) up.set(root(u), root(v));
  const out = new Map();
  for (const v of list) { const r = root(v); if (!out.has(r)) out.set(r, []); out.get(r).push(v); }
  return [...out.values()];
}

// groundLayout stands the vertices in levels above the ground, a level by
// the edges between it and the ground, each under its neighbours below.
function groundLayout(vs, es) {
  const level = new Map([[0, 0]]);
  for (let l = 0, grew = true; grew; l++) {
    grew = false;
    for (const [u, v] of es) for (const [a, b] of [[u, v], [v, u]]) if (level.get(a) === l && !level.has(b)) { level.set(b, l + 1); grew = true; }
  }
  let top = 1;
  for (const v of vs) { if (!level.has(v)) level.set(v, 1); top = Math.max(top, level.get(v)); }
  const pos = new Map([[0, [0.5, 1]]]);
  for (let l = 1; l <= top; l++) {
    const row = [...vs].filter((v) => v !== 0 && level.get(v) === l);
    const bary = (v) => {
      const xs = es.filter(([a, b]) => (a === v || b === v) && a !== b).map(([a, b]) => (a === v ? b : a)).filter((u) => pos.has(u) && u !== 0).map((u) => pos.get(u)[0]);
      return xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : v / 1000;
    };
    row.sort((a, b) => bary(a) - bary(b) || a - b);
    row.forEach((v, i) => pos.set(v, [(i + 0.5) / row.length, 1 - l / top]));
  }
  return pos;
}

// -- the things of a board: where they are, what a click on them plays

function distToPath(pts, x, y) {
  let best = Infinity;
  for (let i = 1; i < pts.length; i++) {
    const [ax, ay] = pts[i - 1], [bx, by] = pts[i], dx = bx - ax, dy = by - ay, len = dx * dx + dy * dy;
    const t = len ? Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len)) : 0;
    best = Math.min(best, Math.hypot(x - ax - t * dx, y - ay - t * dy));
  }
  return best;
}

// thingAt is the thing under a point: within a box of 44 px or more
// around it, the nearest.
function thingAt(g, x, y) {
  let best = null, bd = Infinity;
  for (const t of g.things || []) {
    let d;
    if (t.path) d = distToPath(t.path, x, y) + 4; // a vertex on the line wins
    else if (Math.abs(x - t.x) <= Math.max(t.w, TOUCH) / 2 && Math.abs(y - t.y) <= Math.max(t.h, TOUCH) / 2) d = t.round ? Math.hypot(x - t.x, y - t.y) : Math.max(Math.abs(x - t.x) / t.w, Math.abs(y - t.y) / t.h) * 10;
    else continue;
    if (t.path && d > TOUCH / 2 + 4) continue;
    if (d < bd) { best = t; bd = d; }
  }
  return best;
}

// stops are the things the keyboard cursor visits.
function stops(g) { return (g.things || []).filter((t) => t.stop); }

function cursorThing(g) {
  const hit = g.cursor && (g.things || []).find((t) => t.id === g.cursor.id);
  if (hit) return hit;
  const all = stops(g);
  return all.find((t) => t.move || (t.tops && t.tops.length) || (t.partners && t.partners.length)) || all[0] || null;
}

function publishThings(g) {
  const cv = $("board");
  cv.dataset.targets = JSON.stringify((g.things || []).map((t) => ({ id: t.id, label: t.label, x: Math.round(t.x), y: Math.round(t.y), w: Math.round(t.w), h: Math.round(t.h), to: t.move ? t.move.to : "" })));
  const c = cursorThing(g);
  if (c) { g.cursor = { id: c.id }; document.body.dataset.cursor = c.id; }
  cv.dataset.last = g.last ? g.last.to : "";
  cv.dataset.lastFrom = g.last ? g.last.from : "";
}

function hintTo(g) { return g.hintStep >= 2 && g.hint && playable(g) ? g.hint.to : ""; }

function tools() {
  let el = $("board-tools");
  if (!el) {
    el = document.createElement("div");
    el.id = "board-tools";
    el.setAttribute("role", "group");
    el.setAttribute("aria-label", "board choices");
    $("board").insertAdjacentElement("afterend", el);
  }
  return el;
}

function toolButton(text, onclick, pressed) {
  const b = document.createElement("button");
  b.type = "button";
  b.textContent = text;
  b.onclick = onclick;
  if (pressed !== undefined) b.setAttribute("aria-pressed", pressed ? "true" : "false");
  tools().appendChild(b);
  return b;
}

function say(text) { if ($("board-info").textContent !== text) $("board-info").textContent = text; }

// -- heaps and pins

function laneGeom(g, lanes) {
  const W = boardCSSWidth(), longest = Math.max(1, ...lanes.map((l) => l.cells.length));
  const cell = onPhone() ? TOUCH : Math.max(16, Math.min(36, Math.floor((W - 4) / longest)));
  const perRow = Math.max(1, Math.floor((W - 4) / cell)), labelH = 18;
  const tops = [];
  let y = 2;
  for (const l of lanes) { tops.push(y); y += labelH + Math.max(1, Math.ceil(l.cells.length / perRow)) * cell + 6; }
  return { W, H: y, cell, perRow, labelH, tops, at: (lane, i) => [2 + (i % perRow) * cell, tops[lane] + labelH + Math.floor(i / perRow) * cell] };
}

function drawLanes(g) {
  const kind = playKind(g.cfg), cv = $("board"), st = g.state, pins = kind === "pins", last = kind === "heap-last-move";
  const lanes = syncLanes(g), segs = segments(lanes);
  if (lanes.reduce((s, l) => s + l.cells.length, 0) > 600 || lanes.length > 12) {
    cv.hidden = true; g.things = []; publishThings(g);
    say(`Heaps of ${lanePiles(g).join(", ")} are too large to draw; play with the moves below.`);
    return;
  }
  cv.hidden = false;
  // heap-last-move: the tokens the last move took stand after the heap,
  // and the most the next move may take is read from the moves
  let took = 0, most = 0;
  if (last) {
    took = (st.piles || [])[1] || 0;
    const n = lanePiles(g)[0] || 0;
    for (const m of usableMoves(g)) most = Math.max(most, n - ints(lastOf(m.to))[0]);
    lanes[0].cells = lanes[0].cells.filter((c) => c === 1).concat(Array(took).fill(2));
  }
  const geo = laneGeom(g, lanes), { cell } = geo;
  const ctx = sizeCanvas(cv, geo.W, geo.H);
  cv.style.width = geo.W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, geo.W, geo.H);
  // the things: a click on cell i of heap k
  const byHeaps = movesBy(g, (m) => heapKey(ints(lastOf(m.to))));
  const byLeft = movesBy(g, (m) => ints(lastOf(m.to))[0]);
  const lengths = pins ? knockLengths(g, segs, byHeaps) : [];
  if (pins && !lengths.includes(g.knock)) g.knock = lengths.find((r) => r > 0) ?? lengths[0] ?? 1;
  g.things = [];
  segs.forEach((seg, k) => {
    for (let j = 0; j < seg.h; j++) {
      const [x, y] = geo.at(seg.lane, seg.a + j);
      let s, r, move;
      if (last) { s = j; r = seg.h - j; move = byLeft.get(j); }
      else if (!pins) { s = j; r = seg.h - j; move = byHeaps.get(knockKey(segs, k, s, r)); }
      else if (g.knock > 0) { r = Math.min(g.knock, seg.h); s = Math.min(j, seg.h - r); move = byHeaps.get(knockKey(segs, k, s, r)); }
      else { s = j + 1; r = 0; move = s < seg.h ? byHeaps.get(knockKey(segs, k, s, 0)) : undefined; }
      const what = pins ? "pin" : "token", row = pins ? "row" : "heap";
      g.things.push({ id: `L${seg.lane + 1}.${seg.a + j + 1}`, label: `${row} ${seg.lane + 1}, ${what} ${seg.a + j + 1}`, lane: seg.lane, col: seg.a + j, x: x + cell / 2, y: y + cell / 2, w: cell, h: cell, move, knock: { k, s, r, seg }, stop: true });
    }
  });
  const cur = (playable(g) || blocking(g)) ? cursorThing(g) : null;
  const taking = new Set();
  if (cur && cur.move) for (let i = 0; i < cur.knock.r; i++) taking.add(`${cur.lane}:${cur.knock.seg.a + cur.knock.s + i}`);
  const hinted = new Set(), hto = hintTo(g);
  if (hto) {
    const e = last ? { k: 0, s: ints(lastOf(hto))[0], r: (segs[0] || { h: 0 }).h - ints(lastOf(hto))[0] } : explainKnock(segs, heapKey(ints(lastOf(hto))));
    if (e && segs[e.k]) for (let i = 0; i < Math.max(1, e.r); i++) hinted.add(`${segs[e.k].lane}:${segs[e.k].a + e.s + i}`);
  }
  lanes.forEach((l, lane) => {
    const mine = segs.filter((s) => s.lane === lane).map((s) => s.h);
    ctx.fillStyle = "#333"; ctx.font = "12px system-ui"; ctx.textAlign = "left"; ctx.textBaseline = "top";
    ctx.fillText(last ? `${mine[0] || 0} left` + (took ? `, ${took} taken last (dashed)` : "") + (most ? `; the next move takes 1 to ${most}` : "; no move is left") :
      pins ? `row ${lane + 1}: ${mine.length ? mine.join(" + ") + " pin(s)" : "no pin standing"}` : `heap ${lane + 1}: ${mine[0] || 0}`, 4, geo.tops[lane] + 2);
    l.cells.forEach((c, i) => {
      const [x, y] = geo.at(lane, i), t = g.things.find((q) => q.lane === lane && q.col === i);
      const key = `${lane}:${i}`;
      if (taking.has(key)) { ctx.fillStyle = "#ffe2bf"; ctx.fillRect(x + 1, y + 1, cell - 2, cell - 2); }
      if (pins) drawPin(ctx, x, y, cell, c, t && t.move && playable(g));
      else drawToken(ctx, x, y, cell, c, t && t.move && playable(g));
      if (hinted.has(key)) { ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([4, 2]); ctx.strokeRect(x + 2, y + 2, cell - 4, cell - 4); ctx.setLineDash([]); }
      if (l.cuts.includes(i) && i > 0) { ctx.strokeStyle = "#222"; ctx.lineWidth = 3; ctx.beginPath(); ctx.moveTo(x, y + 2); ctx.lineTo(x, y + cell - 2); ctx.stroke(); }
    });
  });
  if (cur) {
    const [x, y] = geo.at(cur.lane, cur.col);
    ring(ctx, x, y, cell, cell);
    if (cur.move && cur.knock.r === 0) { // a split: where the row parts
      ctx.strokeStyle = CURSOR; ctx.lineWidth = 3; ctx.setLineDash([3, 2]); ctx.beginPath(); ctx.moveTo(x + cell, y - 2); ctx.lineTo(x + cell, y + cell + 2); ctx.stroke(); ctx.setLineDash([]);
    }
  }
  if (pins) renderKnockTools(g, lengths);
  else if ($("board-tools")) $("board-tools").textContent = "";
  publishThings(g);
  describeThing(g);
}

// knockLengths are the numbers of pins in a row some legal move knocks
// (0: a split with none knocked).
function knockLengths(g, segs, byHeaps) {
  const out = new Set();
  segs.forEach((seg, k) => {
    for (let r = 0; r <= seg.h; r++) for (let s = r ? 0 : 1; s + r <= seg.h && (r || s < seg.h); s++) if (byHeaps.has(knockKey(segs, k, s, r))) out.add(r);
  });
  return [...out].sort((a, b) => a - b);
}

function renderKnockTools(g, lengths) {
  const el = tools();
  el.textContent = "";
  if (lengths.length < 2 || !playable(g)) return;
  el.append("A click knocks: ");
  for (const r of lengths) {
    const b = toolButton(r === 0 ? "none (split the row)" : `${r} pin${r > 1 ? "s" : ""}`, () => {
      g.knock = r;
      renderBoard(g);
      const again = document.querySelector(`#board-tools button[data-knock="${r}"]`);
      if (again) again.focus();
    }, g.knock === r);
    b.dataset.knock = r;
  }
}

function drawToken(ctx, x, y, cell, c, live) {
  const p = Math.max(2, cell * 0.12);
  ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, cell / 2 - p, 0, 2 * Math.PI);
  if (c === 1) { ctx.fillStyle = live ? "#2f66b8" : "#8f98a8"; ctx.fill(); ctx.strokeStyle = "#1b3b6e"; ctx.lineWidth = 1; ctx.stroke(); }
  else if (c === 2) { ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]); ctx.stroke(); ctx.setLineDash([]); }
  else { ctx.strokeStyle = "#ddd"; ctx.lineWidth = 1; ctx.stroke(); }
}

function drawPin(ctx, x, y, cell, c, live) {
  const cx = x + cell / 2;
  if (c === 1) {
    ctx.fillStyle = live ? "#fbf7ec" : "#e4e4e4"; ctx.strokeStyle = live ? "#1b3b6e" : "#777"; ctx.lineWidth = 1.5;
    ctx.beginPath(); ctx.ellipse(cx, y + cell * 0.64, cell * 0.2, cell * 0.26, 0, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
    ctx.beginPath(); ctx.arc(cx, y + cell * 0.24, cell * 0.13, 0, 2 * Math.PI); ctx.fill(); ctx.stroke();
    ctx.fillStyle = live ? "#b02020" : "#999"; ctx.fillRect(cx - cell * 0.1, y + cell * 0.38, cell * 0.2, cell * 0.05);
  } else {
    ctx.beginPath(); ctx.ellipse(cx, y + cell * 0.78, cell * 0.36, cell * 0.1, 0, 0, 2 * Math.PI);
    if (c === 2) { ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]); ctx.stroke(); ctx.setLineDash([]); }
    else { ctx.fillStyle = "#eee"; ctx.fill(); }
  }
}

// -- coins

function headsOf(text) { return ints(lastOf(text)).filter((v) => v > 0); }
function turned(from, to) {
  const a = new Set(from), b = new Set(to), out = [];
  for (const v of a) if (!b.has(v)) out.push(v);
  for (const v of b) if (!a.has(v)) out.push(v);
  return out.sort((x, y) => x - y);
}

function drawCoins(g) {
  const cv = $("board"), heads = headsOf(g.pos), moves = usableMoves(g);
  const turns = moves.map((m) => ({ m, t: turned(heads, headsOf(m.to)) })).filter((x) => x.t.length);
  // the row keeps its length through the game: the coins right of the
  // last head stay tails
  const n = g.row = Math.max(g.row || 1, ...heads, ...turns.map((x) => x.t[x.t.length - 1]));
  if (n > 400) { cv.hidden = true; g.things = []; publishThings(g); say(`A row of ${n} coins is too long to draw; play with the moves below.`); return; }
  cv.hidden = false;
  const W = boardCSSWidth(), cell = onPhone() ? TOUCH : Math.max(22, Math.min(40, Math.floor((W - 4) / n))), perRow = Math.max(1, Math.floor((W - 4) / cell)), lineH = cell + 14;
  const H = Math.ceil(n / perRow) * lineH + 4, ctx = sizeCanvas(cv, W, H);
  cv.style.width = W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, W, H);
  const pick = g.pick && g.pick.pos === g.pos ? g.pick : null;
  if (!pick) g.pick = null;
  const lastTurned = new Set(g.last ? turned(headsOf(g.last.from), heads) : []);
  const hto = hintTo(g), hintTurned = new Set(hto ? turned(heads, headsOf(hto)) : []);
  const inPick = new Set(pick ? [pick.high, pick.low, ...pick.mids].filter((v) => v) : []);
  const maybe = new Set(pick ? pick.cands.flatMap((x) => x.t) : []);
  g.things = [];
  for (let i = 1; i <= n; i++) {
    const x = 2 + ((i - 1) % perRow) * cell, y = 2 + Math.floor((i - 1) / perRow) * lineH, head = heads.includes(i);
    const tops = turns.filter((q) => q.t[q.t.length - 1] === i);
    g.things.push({ id: `C${i}`, label: `coin ${i}, ${head ? "heads" : "tails"}`, coin: i, x: x + cell / 2, y: y + cell / 2, w: cell, h: cell, round: true, stop: true,
      move: !pick && tops.length === 1 ? tops[0].m : undefined, tops });
    const r = cell / 2 - Math.max(3, cell * 0.1);
    ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, r, 0, 2 * Math.PI);
    ctx.fillStyle = head ? (tops.length && playable(g) ? "#e0a800" : "#d9c27a") : "#c9ccd2"; ctx.fill();
    ctx.strokeStyle = "#444"; ctx.lineWidth = 1; ctx.stroke();
    ctx.fillStyle = "#222"; ctx.font = `bold ${Math.round(cell * 0.36)}px system-ui`; ctx.textAlign = "center"; ctx.textBaseline = "middle";
    ctx.fillText(head ? "H" : "T", x + cell / 2, y + cell / 2 + 1);
    ctx.font = "11px system-ui"; ctx.textBaseline = "top"; ctx.fillStyle = "#333";
    ctx.fillText(String(i), x + cell / 2, y + cell + 1);
    if (lastTurned.has(i)) { ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, r + 2, 0, 2 * Math.PI); ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]); ctx.stroke(); ctx.setLineDash([]); }
    if (inPick.has(i)) { ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, r - 3, 0, 2 * Math.PI); ctx.strokeStyle = "#1f5cb0"; ctx.lineWidth = 3; ctx.stroke(); }
    else if (maybe.has(i)) { ctx.beginPath(); ctx.arc(x + cell / 2, y + cell / 2, r - 3, 0, 2 * Math.PI); ctx.strokeStyle = "#1f5cb0"; ctx.lineWidth = 1.5; ctx.setLineDash([2, 2]); ctx.stroke(); ctx.setLineDash([]); }
    if (hintTurned.has(i)) { ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([4, 2]); ctx.strokeRect(x + 1, y + 1, cell - 2, cell - 2); ctx.setLineDash([]); }
  }
  const c = (playable(g) || blocking(g)) ? cursorThing(g) : null;
  if (c) ring(ctx, c.x - cell / 2, c.y - cell / 2, cell, cell);
  renderCoinTools(g);
  publishThings(g);
  describeThing(g);
}

const coinList = (t) => t.join(", ");

function renderCoinTools(g) {
  const el = tools();
  el.textContent = "";
  if (!g.pick || !playable(g)) return;
  el.append(`Turning coin ${g.pick.high}: `);
  for (const x of g.pick.cands) {
    const b = toolButton(`turn ${coinList(x.t.slice().reverse())}`, () => { g.pick = null; humanMove(g, x.m); });
    b.dataset.to = x.m.to;
  }
  toolButton("cancel", () => { g.pick = null; renderBoard(g); $("board").focus(); });
}

// clickCoin: the first click names the highest coin a move turns (a
// head); when several moves turn it, the next names the lowest (the same
// coin again: it alone), and further clicks the coins between.
function clickCoin(g, t) {
  const heads = headsOf(g.pos), i = t.coin;
  const p = g.pick && g.pick.pos === g.pos ? g.pick : null;
  if (!p) {
    if (!t.tops.length) { say(`Coin ${i}: no move turns it as its highest coin${heads.includes(i) ? "" : " (a move's highest coin goes from heads to tails)"}.`); return; }
    if (t.tops.length === 1) return humanMove(g, t.tops[0].m);
    g.pick = { pos: g.pos, high: i, low: 0, mids: [], all: t.tops, cands: t.tops };
    renderBoard(g);
    say(`Turning coin ${i}: ${t.tops.length} moves turn it. Click the lowest coin to turn with it (coin ${i} again: it alone), or choose below.`);
    return;
  }
  const lowest = (x) => x.t[0] === p.low || (p.low === p.high && x.t.length === 1);
  if (!p.low) {
    const c = p.all.filter((x) => (i === p.high ? x.t.length === 1 : x.t[0] === i));
    if (!c.length) { say(`No move turns coin ${p.high} with coin ${i} as its lowest; click another coin, or choose below.`); return; }
    p.low = i; p.cands = c;
  } else if (i === p.high || i === p.low) {
    const want = [...new Set([p.low, ...p.mids, p.high])].sort((a, b) => a - b).join(",");
    const c = p.all.filter((x) => x.t.join(",") === want);
    if (!c.length) { say(`No move turns just coins ${want}; click a coin between, or choose below.`); return; }
    g.pick = null;
    return humanMove(g, c[0].m);
  } else if (i > p.low && i < p.high) {
    const mids = p.mids.includes(i) ? p.mids.filter((v) => v !== i) : [...p.mids, i];
    const c = p.all.filter((x) => lowest(x) && mids.every((v) => x.t.includes(v)));
    if (!c.length) { say(`No move turns coins ${p.high} and ${p.low} with coin ${i}; click another, or choose below.`); return; }
    p.mids = mids; p.cands = c;
  } else { say(`Coin ${i} lies outside coins ${p.low} to ${p.high}; press Escape or Cancel to start again.`); return; }
  if (p.cands.length === 1) { g.pick = null; return humanMove(g, p.cands[0].m); }
  renderBoard(g);
  say(`${p.cands.length} moves turn coins ${p.high}${p.mids.length ? ", " + p.mids.slice().sort((a, b) => b - a).join(", ") : ""} and ${p.low}: click a coin between to add it, or coin ${p.high} again to turn just these.`);
}

// -- graphs and edges on the ground

function boardGraph(g) {
  const G = parseGraph(g.state.written || lastOf(g.pos)); // the server writes a named graph (path:12) as its edges
  if (!G) return null;
  if (playKind(g.cfg) === "ground") { G.vs = new Set([0]); for (const [u, v] of G.es) { G.vs.add(u); G.vs.add(v); } }
  return G;
}

function drawGraph(g) {
  const cv = $("board"), kind = playKind(g.cfg), ground = kind === "ground";
  if ($("board-tools")) $("board-tools").textContent = "";
  if (ground && g.state.piles) return drawLanesUp(g);
  const G = boardGraph(g);
  if (!G || G.vs.size > 80) { cv.hidden = true; g.things = []; publishThings(g); say(G ? "The graph is too large to draw; play with the moves below." : `The position ${lastOf(g.pos)} cannot be drawn; play with the moves below.`); return; }
  cv.hidden = false;
  // one layout a game, from the first graph drawn: later graphs are its subgraphs
  const all = new Set([...G.vs, ...(g.last ? (parseGraph(g.last.from) || { vs: [] }).vs : [])]);
  if (!g.layout || [...all].some((v) => !g.layout.has(v))) {
    const base = g.layout ? new Set([...g.layout.keys(), ...all]) : all;
    const es = G.es.concat(g.last ? (parseGraph(g.last.from) || { es: [] }).es : []);
    g.layout = ground ? groundLayout(base, es) : forceLayout(base, es);
    g.loopDirs = ground ? null : loopDirs(g.layout, es);
  }
  // a loop is a small circle beside its vertex: the board leaves room for it
  const loops = !ground && g.loopDirs && g.loopDirs.size > 0, loopDir = ground ? undefined : (u) => (g.loopDirs && g.loopDirs.get(u)) || [0, -1];
  const W = boardCSSWidth(), side = Math.min(W, 440), pad = (onPhone() ? 26 : 22) + (loops ? 18 : 0), H = ground ? Math.min(side, 70 + 70 * levelsOf(g.layout)) : side;
  const ctx = sizeCanvas(cv, W, H);
  cv.style.width = W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, W, H);
  const groundY = H - 16;
  const xs = [...g.layout.values()].map((p) => p[0]), ys = [...g.layout.values()].map((p) => p[1]);
  const x0 = Math.min(...xs), x1 = Math.max(...xs), y0 = Math.min(...ys), y1 = Math.max(...ys);
  // a drawn graph keeps its proportions; the ground's levels fill the board
  const span = Math.max(x1 - x0, y1 - y0) || 1, sc = (Math.min(W, H) - 2 * pad) / span;
  const ox = (W - (x1 - x0) * sc) / 2, oy = (H - (y1 - y0) * sc) / 2;
  const at = (v) => {
    const [px, py] = g.layout.get(v);
    if (!ground) return [ox + (px - x0) * sc, oy + (py - y0) * sc];
    const x = pad + (x1 > x0 ? (px - x0) / (x1 - x0) : 0.5) * (W - 2 * pad);
    return [x, v === 0 ? groundY : pad + (y1 > y0 ? (py - y0) / (y1 - y0) : 0.5) * (groundY - 40 - pad)];
  };
  // the moves: a vertex takes its neighbours with it; an edge its two ends;
  // on the ground an edge is chopped and what no longer reaches the ground falls
  const byGraph = movesBy(g, (m) => { const q = parseGraph(lastOf(m.to)); return q ? (ground ? edgesKey(q.es) : graphKey(q)) : ""; });
  const paths = edgePaths(G.es, at, groundY, loopDir);
  g.things = [];
  const hto = hintTo(g);
  if (!ground) for (const v of [...G.vs].sort((a, b) => a - b)) {
    const gone = neighbours(G, v), move = byGraph.get(graphKey(without(G, gone)));
    const [x, y] = at(v);
    g.things.push({ id: `V${v}`, label: `vertex ${v}`, vertex: v, gone: [...gone], x, y, w: TOUCH, h: TOUCH, round: true, move, stop: !!move });
  }
  G.es.forEach((e, i) => {
    const [u, v] = e;
    let move, gone = [];
    if (ground) { // the edge chopped, and those that fall with it
      const rest = G.es.filter((_, j) => j !== i), left = standing(rest), stay = new Set(left.map(edgeText));
      move = byGraph.get(edgesKey(left));
      gone = G.es.map((_, j) => j).filter((j) => j === i || !stay.has(edgeText(G.es[j])));
    } else { // an edge takes its two ends; a loop its vertex alone (Arc Kayles; in Node Kayles that is a move only where the vertex is alone)
      gone = u === v ? [u] : [u, v];
      move = byGraph.get(graphKey(without(G, new Set(gone))));
    }
    const p = paths[i], mid = p.centre || p[Math.floor(p.length / 2)];
    g.things.push({ id: `E${i + 1}`, label: u === v && !ground ? `loop at vertex ${u}` : `edge ${edgeText(e)}`, edge: i, ends: e, gone, path: p, loopR: p.r, x: mid[0], y: mid[1], w: TOUCH, h: TOUCH, move, stop: !!move });
  });
  // a board played on vertices alone, or edges alone, stops the cursor there
  const vStops = g.things.filter((t) => t.vertex !== undefined && t.move), eStops = g.things.filter((t) => t.edge !== undefined && t.move);
  const vCover = new Set(vStops.map((t) => t.move.to)), eCover = new Set(eStops.map((t) => t.move.to));
  if (vStops.length && eStops.every((t) => vCover.has(t.move.to))) for (const t of eStops) t.stop = false;
  else if (eStops.length && vStops.every((t) => eCover.has(t.move.to))) for (const t of vStops) t.stop = false;
  const cur = (playable(g) || blocking(g)) ? cursorThing(g) : null;
  // the last move: what it took, dashed
  const before = g.last ? parseGraph(g.last.from) : null;
  if (ground) {
    ctx.fillStyle = "#6b4f2a"; ctx.fillRect(4, groundY, W - 8, 4);
    ctx.strokeStyle = "#6b4f2a"; ctx.lineWidth = 1;
    for (let x = 8; x < W - 8; x += 10) { ctx.beginPath(); ctx.moveTo(x, groundY + 4); ctx.lineTo(x - 6, groundY + 12); ctx.stroke(); }
  }
  if (before) {
    const now = new Map();
    for (const e of G.es) now.set(edgeText(e), (now.get(edgeText(e)) || 0) + 1);
    const gone = before.es.filter((e) => { const k = edgeText(e), c = now.get(k) || 0; if (c > 0) { now.set(k, c - 1); return false; } return true; });
    ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([5, 4]);
    for (const p of edgePaths(gone, at, groundY, loopDir)) strokePath(ctx, p);
    ctx.setLineDash([]);
    if (!ground) for (const v of before.vs) if (!G.vs.has(v)) {
      const [x, y] = at(v);
      ctx.beginPath(); ctx.arc(x, y, 11, 0, 2 * Math.PI); ctx.setLineDash([4, 3]); ctx.stroke(); ctx.setLineDash([]);
    }
  }
  const curGone = cur && cur.move ? cur.gone : [];
  for (const t of g.things) if (t.edge !== undefined) {
    const hot = cur === t || (cur && cur.move && (ground ? curGone.includes(t.edge) : curGone.some((v) => t.ends.includes(v))));
    ctx.strokeStyle = hot ? "#c25e00" : t.stop && playable(g) ? "#1f5cb0" : "#555"; ctx.lineWidth = hot ? 5 : t.stop ? 3.5 : 2;
    strokePath(ctx, t.path);
    if (hto && t.move && t.move.to === hto) { ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([4, 2]); strokePath(ctx, t.path.map(([x, y]) => [x + 5, y - 5])); ctx.setLineDash([]); }
  }
  for (const t of g.things) if (t.vertex !== undefined) {
    const hot = curGone.includes(t.vertex);
    ctx.beginPath(); ctx.arc(t.x, t.y, onPhone() ? 14 : 12, 0, 2 * Math.PI);
    ctx.fillStyle = hot ? "#ffd7a8" : t.stop && playable(g) ? "#dce8fb" : "#eee"; ctx.fill();
    ctx.strokeStyle = t.stop && playable(g) ? "#1f5cb0" : "#555"; ctx.lineWidth = 2; ctx.stroke();
    ctx.fillStyle = "#111"; ctx.font = "11px system-ui"; ctx.textAlign = "center"; ctx.textBaseline = "middle";
    ctx.fillText(String(t.vertex), t.x, t.y + 1);
    if (hto && t.move && t.move.to === hto) { ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([4, 2]); ctx.strokeRect(t.x - 17, t.y - 17, 34, 34); ctx.setLineDash([]); }
  }
  if (ground) { // the other ends of the edges, small
    for (const v of G.vs) if (v !== 0) { const [x, y] = at(v); ctx.beginPath(); ctx.arc(x, y, 3.5, 0, 2 * Math.PI); ctx.fillStyle = "#333"; ctx.fill(); }
  }
  if (cur) {
    if (cur.vertex !== undefined) ring(ctx, cur.x - 20, cur.y - 20, 40, 40);
    else { // an edge: a ring on its middle; a loop: a ring around it, open where it meets its vertex
      const r = cur.loopR ? cur.loopR + 6 : 12, [vx, vy] = cur.loopR ? at(cur.ends[0]) : [0, 0], a = Math.atan2(vy - cur.y, vx - cur.x), open = cur.loopR ? 0.3 * Math.PI : 0;
      ctx.strokeStyle = CURSOR; ctx.lineWidth = 3; ctx.setLineDash([]); ctx.beginPath(); ctx.arc(cur.x, cur.y, r, a + open, a + 2 * Math.PI - open); ctx.stroke(); ctx.strokeStyle = "#fff"; ctx.lineWidth = 1.5; ctx.beginPath(); ctx.arc(cur.x, cur.y, r - 3, a + open, a + 2 * Math.PI - open); ctx.stroke();
    }
  }
  if (!G.es.length && !G.vs.size) { ctx.fillStyle = "#555"; ctx.font = "13px system-ui"; ctx.textAlign = "center"; ctx.fillText("nothing left", W / 2, H / 2); }
  publishThings(g);
  describeThing(g);
}

// loopDirs points the loop of each vertex that has one into the widest
// gap between its other edges, the gaps facing out of the graph preferred
// (away from the middle of the graph when it has no other edge; up when
// it is alone): a unit vector in the layout's coordinates, which the
// graph board only scales.
function loopDirs(layout, es) {
  const out = new Map(), ps = [...layout.values()];
  const cx = ps.reduce((s, p) => s + p[0], 0) / (ps.length || 1), cy = ps.reduce((s, p) => s + p[1], 0) / (ps.length || 1);
  for (const [u, v] of es) {
    if (u !== v || out.has(u) || !layout.has(u)) continue;
    const [px, py] = layout.get(u), ox = px - cx, oy = py - cy, od = Math.hypot(ox, oy);
    const outward = od > 1e-6 ? Math.atan2(oy, ox) : -Math.PI / 2;
    const others = new Set(es.filter(([a, b]) => a !== b && (a === u || b === u)).map(([a, b]) => (a === u ? b : a)));
    const angles = [...others].filter((w) => layout.has(w)).map((w) => { const q = layout.get(w); return Math.atan2(q[1] - py, q[0] - px); }).sort((a, b) => a - b);
    let best = outward, score = -Infinity;
    angles.forEach((a, i) => {
      const gap = (i + 1 < angles.length ? angles[i + 1] : angles[0] + 2 * Math.PI) - a, mid = a + gap / 2, s = gap + 0.3 * Math.cos(mid - outward);
      if (s > score) { score = s; best = mid; }
    });
    out.set(u, [Math.cos(best), Math.sin(best)]);
  }
  return out;
}

function levelsOf(layout) { const ys = new Set([...layout.values()].map((p) => p[1].toFixed(4))); return Math.max(1, ys.size - 1); }

function strokePath(ctx, p) { ctx.beginPath(); ctx.moveTo(p[0][0], p[0][1]); for (const [x, y] of p.slice(1)) ctx.lineTo(x, y); ctx.stroke(); }

// edgePaths draws each edge as a polyline: parallel edges bowed apart,
// a loop as a circle above its vertex (on a graph board, loopDir given: a
// small circle touching its vertex on the side loopDir(u) points to, the
// path carrying its centre and radius), an edge to the ground down to its
// own foot.
function edgePaths(es, at, groundY, loopDir) {
  const seen = new Map(), count = new Map(), feet = new Map();
  for (const e of es) count.set(edgeText(e), (count.get(edgeText(e)) || 0) + 1);
  return es.map((e) => {
    const k = edgeText(e), j = seen.get(k) || 0, m = count.get(k);
    seen.set(k, j + 1);
    const [u, v] = e[0] <= e[1] ? e : [e[1], e[0]];
    let [ax, ay] = at(u);
    const [bx, by] = at(v);
    if (u === v && loopDir) {
      const [dx, dy] = loopDir(u), r = 11 + 6 * j, c = (onPhone() ? 14 : 12) + r - 4, cx = ax + dx * c, cy = ay + dy * c, pts = [];
      for (let i = 0; i <= 24; i++) { const a = Math.atan2(-dy, -dx) + 2 * Math.PI * i / 24; pts.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]); }
      return Object.assign(pts, { centre: [cx, cy], r });
    }
    if (u === v) {
      const r = 12 + 7 * j, pts = [];
      for (let i = 0; i <= 24; i++) { const a = Math.PI / 2 + 2 * Math.PI * i / 24; pts.push([ax + r * Math.cos(a), ay - r - r * Math.sin(a) + (u === 0 ? -2 : -6)]); }
      return pts;
    }
    if (u === 0 && groundY !== undefined) { // its own foot on the ground
      const f = feet.get(v) || 0;
      feet.set(v, f + 1);
      ax = bx + (f ? (f % 2 ? 1 : -1) * Math.ceil(f / 2) * 22 : 0); ay = groundY;
      return [[ax, ay], [bx, by]];
    }
    const off = (j - (m - 1) / 2) * 26, dx = bx - ax, dy = by - ay, len = Math.hypot(dx, dy) || 1, nx = -dy / len, ny = dx / len;
    const pts = [];
    for (let i = 0; i <= 16; i++) { const t = i / 16, b = 4 * t * (1 - t) * off; pts.push([ax + dx * t + nx * b, ay + dy * t + ny * b]); }
    return pts;
  });
}

// drawLanesUp: bamboo stalks (edges on the ground written as heaps), a
// stalk a column of segments; a click chops a segment and those above.
function drawLanesUp(g) {
  const cv = $("board"), lanes = syncLanes(g), segs = segments(lanes);
  const tall = Math.max(1, ...lanes.map((l) => l.cells.length));
  if (tall > 60 || lanes.length > 16) { cv.hidden = true; g.things = []; publishThings(g); say("The stalks are too tall to draw; play with the moves below."); return; }
  cv.hidden = false;
  const W = boardCSSWidth(), segH = onPhone() ? TOUCH : Math.max(14, Math.min(32, Math.floor(300 / tall))), colW = Math.max(TOUCH, Math.min(80, Math.floor((W - 8) / Math.max(1, lanes.length))));
  const groundY = tall * segH + 24, H = groundY + 16, ctx = sizeCanvas(cv, W, H);
  cv.style.width = W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = "#6b4f2a"; ctx.fillRect(4, groundY, W - 8, 4);
  const byHeaps = movesBy(g, (m) => heapKey(ints(lastOf(m.to))));
  g.things = [];
  segs.forEach((seg, k) => {
    for (let j = 0; j < seg.h; j++) {
      const x = 4 + seg.lane * colW + colW / 2, y = groundY - (seg.a + j + 0.5) * segH;
      g.things.push({ id: `L${seg.lane + 1}.${seg.a + j + 1}`, label: `stalk ${seg.lane + 1}, segment ${seg.a + j + 1} from the ground`, lane: seg.lane, col: seg.a + j, x, y, w: Math.min(colW, TOUCH), h: segH,
        move: byHeaps.get(knockKey(segs, k, j, seg.h - j)), knock: { k, s: j, r: seg.h - j, seg }, stop: true });
    }
  });
  const cur = (playable(g) || blocking(g)) ? cursorThing(g) : null, hto = hintTo(g);
  lanes.forEach((l, lane) => {
    const x = 4 + lane * colW + colW / 2;
    l.cells.forEach((c, i) => {
      const y1 = groundY - i * segH, y0 = y1 - segH + 3, t = g.things.find((q) => q.lane === lane && q.col === i);
      const taking = cur && cur.move && cur.lane === lane && i >= cur.col;
      ctx.lineCap = "round";
      if (c === 1) { ctx.strokeStyle = taking ? "#c25e00" : t && t.move && playable(g) ? "#2e8b3d" : "#777"; ctx.lineWidth = 7; }
      else if (c === 2) { ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]); }
      else return;
      ctx.beginPath(); ctx.moveTo(x, y1 - 2); ctx.lineTo(x, y0); ctx.stroke(); ctx.setLineDash([]);
      if (hto && t && t.move && t.move.to === hto) { ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([4, 2]); ctx.strokeRect(x - 12, y0 - 2, 24, segH); ctx.setLineDash([]); }
    });
    ctx.lineCap = "butt";
    ctx.fillStyle = "#333"; ctx.font = "11px system-ui"; ctx.textAlign = "center"; ctx.textBaseline = "top";
    ctx.fillText(String(l.cells.filter((c) => c === 1).length), x, groundY + 5);
  });
  if (cur) ring(ctx, cur.x - Math.min(colW, TOUCH) / 2, cur.y - segH / 2, Math.min(colW, TOUCH), segH);
  publishThings(g);
  describeThing(g);
}

// -- squares: a bar of squares (Chomp) and a board to cover with dominoes
// (Cram). A square is a thing S<row>.<column>, both from 1: rows of the
// bar from the bottom up, as its position writes them; rows of the board
// of dominoes from the top down, as its picture does.

function squareBoard(kind) { return kind === "bar" || kind === "dominoes"; }

// squareSize is the side of a square on a board of cols columns: up to
// 48 px, 44 or more wherever the board fits at that size (a phone's 390 px
// fits 8 columns: WCAG 2.2's enhanced target size), and no less than 24 px
// (its minimum target size), the board scrolling across beyond.
const SQUARE_MAX = 48, SQUARE_MIN = 24;
function squareSize(cols) { return Math.max(SQUARE_MIN, Math.min(SQUARE_MAX, Math.floor((boardCSSWidth() - 4) / Math.max(1, cols)))); }

// barRows reads a bar: its row lengths from the bottom up.
function barRows(text) { return ints(text).filter((v) => v > 0); }
function barKey(rows) { return rows.filter((v) => v > 0).join(","); }

// A picture: rows from the top of . (empty, true) and # (covered, false).
function isPicture(text) { return /^[.#]+(\/[.#]+)*$/.test(String(text).trim()); }
function pictureOf(text) { return String(text).trim().split("/").map((r) => [...r].map((ch) => ch === ".")); }
function pictureKey(rows) { return rows.map((r) => r.map((e) => (e ? "." : "#")).join("")).join("/"); }

function squareThing(g, r, c) { return (g.things || []).find((t) => t.row === r && t.col === c); }
function thingById(g, id) { return (g.things || []).find((t) => t.id === id); }

// hoverThing is the square under the mouse (or under a finger that drags).
function hoverThing(g) { return g.hover ? thingById(g, g.hover) : null; }

function boardLabel(text) { if ($("board").getAttribute("aria-label") !== text) $("board").setAttribute("aria-label", text); }

function squaresTooLarge(g, why) {
  $("board").dataset.preview = "[]";
  $("board").hidden = true; g.things = []; publishThings(g);
  if ($("board-tools")) $("board-tools").textContent = "";
  say(why + " Play with the moves below.");
}

function frameSquare(ctx, x, y, cs, color, width, dash) {
  ctx.strokeStyle = color; ctx.lineWidth = width; ctx.setLineDash(dash || []);
  ctx.strokeRect(x + width / 2 + 1, y + width / 2 + 1, cs - width - 2, cs - width - 2);
  ctx.setLineDash([]);
}

// drawBar: the bar of squares left, the squares eaten drawn faint within
// the start's rectangle, the poisoned square at the bottom left crossed;
// the squares a click (or Enter) would take are shown under the mouse or
// the cursor, the squares the last move took dashed.
function drawBar(g) {
  const cv = $("board"), st = g.state, rows = barRows(st.written || lastOf(g.pos));
  const from = g.last ? barRows(g.last.from) : [], start = barRows(g.start);
  const box = g.box = {
    rows: Math.max((g.box && g.box.rows) || 0, rows.length, from.length, start.length, 1),
    cols: Math.max((g.box && g.box.cols) || 0, rows[0] || 0, from[0] || 0, start[0] || 0, 1),
  };
  if ($("board-tools")) $("board-tools").textContent = "";
  if (box.rows > MAX_BOARD || box.cols > MAX_BOARD) return squaresTooLarge(g, `A bar of ${box.rows}×${box.cols} squares is too large to draw; bars are drawn up to ${MAX_BOARD} a side.`);
  cv.hidden = false;
  boardLabel("bar of squares, rows from the bottom up: arrow keys move the cursor, Enter or Space takes the square under it and every square above it and to its right");
  const cs = squareSize(box.cols), W = box.cols * cs + 4, H = box.rows * cs + 4;
  const ctx = sizeCanvas(cv, W, H);
  cv.style.width = W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, W, H);
  const at = (r, c) => [2 + (c - 1) * cs, 2 + (box.rows - r) * cs];
  const byKey = movesBy(g, (m) => barKey(barRows(lastOf(m.to))));
  g.things = [];
  for (let r = rows.length; r >= 1; r--) for (let c = 1; c <= rows[r - 1]; c++) {
    const left = rows.map((n, k) => (k + 1 >= r ? Math.min(n, c - 1) : n));
    const takes = rows.reduce((s, n, k) => s + (k + 1 >= r ? Math.max(0, n - c + 1) : 0), 0);
    const [x, y] = at(r, c), poison = r === 1 && c === 1;
    g.things.push({ id: `S${r}.${c}`, label: `row ${r}, column ${c}${poison ? ", the poisoned square" : ""}`, row: r, col: c, poison, takes,
      x: x + cs / 2, y: y + cs / 2, w: cs, h: cs, move: byKey.get(barKey(left)), stop: true });
  }
  const live = playable(g), cur = live ? cursorThing(g) : null, hov = live ? hoverThing(g) : null;
  const shown = hov || cur; // what the mouse is over, else the cursor
  const taking = (r, c) => shown && shown.move && r >= shown.row && c >= shown.col;
  const hinted = g.things.find((t) => t.move && t.move.to === hintTo(g));
  for (let r = 1; r <= box.rows; r++) for (let c = 1; c <= box.cols; c++) {
    const [x, y] = at(r, c), here = c <= (rows[r - 1] || 0), was = c <= (from[r - 1] || 0);
    if (!here) {
      ctx.fillStyle = "#f5f1ec"; ctx.fillRect(x, y, cs, cs);
      ctx.strokeStyle = "#ddd3c8"; ctx.lineWidth = 1; ctx.strokeRect(x + 0.5, y + 0.5, cs - 1, cs - 1);
      if (was) frameSquare(ctx, x, y, cs, LAST, 2, [4, 3]); // the last move took it
      continue;
    }
    const take = taking(r, c);
    ctx.fillStyle = take ? "#f2b46d" : "#7b4a26"; ctx.fillRect(x, y, cs, cs);
    if (take) hatch(ctx, x, y, cs, cs, "rgba(122,51,0,0.55)");
    ctx.strokeStyle = "#3d2410"; ctx.lineWidth = 1; ctx.strokeRect(x + 0.5, y + 0.5, cs - 1, cs - 1);
    if (r === 1 && c === 1) { // the poisoned square: a white disc crossed in red
      const cx = x + cs / 2, cy = y + cs / 2, q = cs * 0.3;
      ctx.fillStyle = "#fff"; ctx.beginPath(); ctx.arc(cx, cy, q + 3, 0, 2 * Math.PI); ctx.fill();
      ctx.strokeStyle = "#b01616"; ctx.lineWidth = 3; ctx.beginPath();
      ctx.moveTo(cx - q * 0.7, cy - q * 0.7); ctx.lineTo(cx + q * 0.7, cy + q * 0.7); ctx.moveTo(cx + q * 0.7, cy - q * 0.7); ctx.lineTo(cx - q * 0.7, cy + q * 0.7); ctx.stroke();
    }
  }
  if (hinted) frameSquare(ctx, hinted.x - cs / 2, hinted.y - cs / 2, cs, "#ffd88a", 3, [4, 2]);
  if (cur) ring(ctx, cur.x - cs / 2, cur.y - cs / 2, cs, cs);
  if (hov && hov !== cur) frameSquare(ctx, hov.x - cs / 2, hov.y - cs / 2, cs, "#1f5cb0", 2);
  if (!rows.length) { ctx.fillStyle = "#555"; ctx.font = "13px system-ui"; ctx.textAlign = "center"; ctx.fillText("nothing left", W / 2, H / 2); }
  cv.dataset.preview = JSON.stringify(g.things.filter((t) => taking(t.row, t.col)).map((t) => t.id));
  publishThings(g);
  describeThing(g);
}

// dominoAt is the domino the keyboard places from a square: with the
// square on its right (across) or below it (down), else on its left or
// above it at the board's edge or against a covered square.
function dominoAt(g, t) {
  if (!t || !t.partners) return null;
  const [first, second] = g.dir === "v" ? [[t.row + 1, t.col], [t.row - 1, t.col]] : [[t.row, t.col + 1], [t.row, t.col - 1]];
  for (const [r, c] of [first, second]) {
    const p = t.partners.find((q) => q.row === r && q.col === c);
    if (p) return { a: t, b: squareThing(g, r, c), move: p.move };
  }
  return { a: t, b: null, move: null };
}

// the pick of a square (the first of a domino's two), while the position lasts
function pickOf(g) { return g.pick && g.pick.pos === g.pos && g.pick.id ? g.pick : null; }

// drawDominoes: the board's squares, the covered ones filled; the square
// picked by a click and the squares next to it a domino may take marked;
// the domino a release there (or Enter at the cursor) places previewed;
// the last domino placed dashed.
function drawDominoes(g) {
  const cv = $("board"), text = g.state.written || lastOf(g.pos);
  if (!isPicture(text)) return squaresTooLarge(g, `The position ${lastOf(g.pos)} cannot be drawn.`);
  const pic = pictureOf(text), R = pic.length, C = Math.max(...pic.map((r) => r.length));
  if (R > MAX_BOARD || C > MAX_BOARD) return squaresTooLarge(g, `A board of ${R}×${C} squares is too large to draw; boards are drawn up to ${MAX_BOARD} a side.`);
  cv.hidden = false;
  boardLabel("board of squares, rows from the top down: arrow keys move the cursor, R turns the domino across or down, Enter or Space places it; or click an empty square and then one next to it");
  if (g.dir !== "v") g.dir = "h";
  const cs = squareSize(C), W = C * cs + 4, H = R * cs + 4;
  const ctx = sizeCanvas(cv, W, H);
  cv.style.width = W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, W, H);
  const at = (r, c) => [2 + (c - 1) * cs, 2 + (r - 1) * cs];
  const empty = (r, c) => r >= 1 && r <= R && c >= 1 && !!pic[r - 1][c - 1];
  const byKey = movesBy(g, (m) => (isPicture(lastOf(m.to)) ? pictureKey(pictureOf(lastOf(m.to))) : ""));
  const place = (r1, c1, r2, c2) => { const p = pic.map((row) => row.slice()); p[r1 - 1][c1 - 1] = false; p[r2 - 1][c2 - 1] = false; return byKey.get(pictureKey(p)); };
  g.things = [];
  for (let r = 1; r <= R; r++) for (let c = 1; c <= C; c++) {
    const [x, y] = at(r, c), e = empty(r, c), partners = [];
    if (e) for (const [dr, dc] of [[0, 1], [1, 0], [0, -1], [-1, 0]]) {
      if (!empty(r + dr, c + dc)) continue;
      const move = place(r, c, r + dr, c + dc);
      if (move) partners.push({ id: `S${r + dr}.${c + dc}`, row: r + dr, col: c + dc, move });
    }
    g.things.push({ id: `S${r}.${c}`, label: `row ${r}, column ${c}, ${e ? "empty" : "covered"}`, row: r, col: c, empty: e, partners,
      x: x + cs / 2, y: y + cs / 2, w: cs, h: cs, stop: true });
  }
  const live = playable(g), pick = live ? pickOf(g) : null;
  if (!pick) g.pick = null;
  const picked = pick && thingById(g, pick.id), cur = live ? cursorThing(g) : null, hov = live ? hoverThing(g) : null;
  // the domino shown: the picked square's with the square under the mouse,
  // else the keyboard's at the cursor, once the keyboard is in use
  let shown = null;
  if (picked && hov) { const p = picked.partners.find((q) => q.id === hov.id); if (p) shown = [picked, hov]; }
  if (!shown && !picked && cur && (g.keyed || cv.matches(":focus-visible"))) { const d = dominoAt(g, cur); if (d && d.b) shown = [d.a, d.b]; }
  const inShown = (r, c) => shown && shown.some((t) => t.row === r && t.col === c);
  const before = g.last && isPicture(g.last.from) ? pictureOf(g.last.from) : null;
  const hto = hintTo(g), hint = hto && isPicture(hto) ? pictureOf(hto) : null;
  for (let r = 1; r <= R; r++) for (let c = 1; c <= C; c++) {
    const [x, y] = at(r, c), e = empty(r, c);
    ctx.fillStyle = !e ? "#33415c" : inShown(r, c) ? "#f2b46d" : "#f3e9d2"; ctx.fillRect(x, y, cs, cs);
    if (e && inShown(r, c)) hatch(ctx, x, y, cs, cs, "rgba(122,51,0,0.45)");
    ctx.strokeStyle = "#6d6455"; ctx.lineWidth = 1; ctx.strokeRect(x + 0.5, y + 0.5, cs - 1, cs - 1);
    if (!e && before && before[r - 1] && before[r - 1][c - 1]) frameSquare(ctx, x, y, cs, "#ffb25e", 3, [5, 3]); // covered by the last move
    if (e && hint && hint[r - 1] && !hint[r - 1][c - 1]) frameSquare(ctx, x, y, cs, "#7a3300", 2, [4, 2]);
  }
  if (!picked && hov && hov.partners.length) frameSquare(ctx, hov.x - cs / 2, hov.y - cs / 2, cs, "#1f5cb0", 2); // a square the mouse may pick
  // the picked square, and the squares next to it a domino may take
  if (picked) {
    frameSquare(ctx, picked.x - cs / 2, picked.y - cs / 2, cs, "#1f5cb0", 4);
    for (const p of picked.partners) {
      const [x, y] = at(p.row, p.col);
      ctx.fillStyle = "#1f5cb0"; ctx.beginPath(); ctx.arc(x + cs / 2, y + cs / 2, Math.max(4, cs * 0.14), 0, 2 * Math.PI); ctx.fill();
    }
  }
  if (shown) { // the domino's outline over its two squares
    const xs = shown.map((t) => t.x), ys = shown.map((t) => t.y);
    ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([]);
    ctx.strokeRect(Math.min(...xs) - cs / 2 + 5, Math.min(...ys) - cs / 2 + 5, Math.max(...xs) - Math.min(...xs) + cs - 10, Math.max(...ys) - Math.min(...ys) + cs - 10);
  }
  if (cur) ring(ctx, cur.x - cs / 2, cur.y - cs / 2, cs, cs);
  renderDominoTools(g, picked);
  cv.dataset.preview = JSON.stringify(shown ? shown.map((t) => t.id) : []);
  publishThings(g);
  describeThing(g);
}

function renderDominoTools(g, picked) {
  const el = tools();
  el.textContent = "";
  if (!playable(g)) return;
  const b = toolButton(g.dir === "v" ? "Keyboard domino: down (R turns it)" : "Keyboard domino: across (R turns it)", () => {
    turnDomino(g);
    const again = $("domino-dir");
    if (again) again.focus();
  }, g.dir === "v");
  b.id = "domino-dir";
  if (picked) toolButton(`cancel the pick of ${picked.label.replace(/, empty$/, "")}`, () => { g.pick = null; renderBoard(g); $("board").focus(); });
}

function turnDomino(g) { g.dir = g.dir === "v" ? "h" : "v"; renderBoard(g); }

// clickDomino: a click on an empty square picks it; a click on a square
// next to the one picked places the domino on the two (a click on the
// picked square again drops it).
function clickDomino(g, t) {
  const p = pickOf(g), picked = p && thingById(g, p.id);
  if (picked) {
    if (picked.id === t.id) { g.pick = null; renderBoard(g); say(`Dropped ${t.label}: click an empty square to begin a domino.`); return; }
    const q = picked.partners.find((x) => x.id === t.id);
    if (q) { g.pick = null; return humanMove(g, q.move); }
  }
  if (!t.partners.length) { g.pick = null; renderBoard(g); say(`${cap(t.label)}: ${t.empty ? "no domino fits on it" : "a domino covers it"}.`); return; }
  g.pick = { pos: g.pos, id: t.id };
  renderBoard(g);
  say(`Picked ${t.label}: click a marked square next to it to place the domino on both, or this square again to drop it.`);
}

// keyDomino: Enter places the keyboard's domino at the cursor, or, with a
// square picked, the domino of that square and the cursor's.
function keyDomino(g, t) {
  const p = pickOf(g), picked = p && thingById(g, p.id);
  if (picked) {
    const q = picked.partners.find((x) => x.id === t.id);
    if (q) { g.pick = null; return humanMove(g, q.move); }
    if (picked.id === t.id) { g.pick = null; renderBoard(g); return; }
  }
  const d = dominoAt(g, t);
  if (d && d.move) { g.pick = null; return humanMove(g, d.move); }
  say(`${cap(t.label)}: no domino ${g.dir === "v" ? "down" : "across"} fits there${t.partners.length ? "; press R to turn it" : ""}.`);
}

// Dragging on the board of dominoes: from an empty square to one next to
// it places the domino there; the click that follows the release is not a
// pick. The mouse over a bar or a board previews what a click plays.
function onBoardPointerDown(ev) {
  const g = game;
  if (g) g.keyed = false;
  if (!g || !playable(g) || playKind(g.cfg) !== "dominoes") return;
  const hit = boardHit(ev), t = hit && thingById(g, hit.id);
  g.drag = t && t.partners && t.partners.length ? { id: t.id, moved: false } : null;
}

function onBoardPointerMove(ev) {
  const g = game;
  if (!g || !g.state || !squareBoard(playKind(g.cfg))) return;
  const hit = boardHit(ev), id = hit ? hit.id : null;
  if (g.drag && id && id !== g.drag.id) {
    if (!g.drag.moved) { g.drag.moved = true; if (!pickOf(g) || g.pick.id !== g.drag.id) g.pick = { pos: g.pos, id: g.drag.id }; }
  }
  if ((ev.pointerType === "mouse" || g.drag) && id !== (g.hover || null)) { g.hover = id; drawBoard(g); }
}

function onBoardPointerUp(ev) {
  const g = game, d = g && g.drag;
  if (!d) return;
  g.drag = null;
  if (ev.pointerType !== "mouse") g.hover = null;
  if (!d.moved) return; // a tap or a click: the click plays
  g.dragged = performance.now();
  const hit = boardHit(ev), a = thingById(g, d.id), q = hit && a && a.partners.find((x) => x.id === hit.id);
  if (q && playable(g)) { g.pick = null; g.cursor = { id: hit.id }; $("board").focus({ preventScroll: true }); humanMove(g, q.move); return; } // a finger's drag does not focus the board as a click does
  drawBoard(g);
}

function onBoardPointerLeave(ev) {
  const g = game;
  if (!g || !g.hover || (ev.pointerType !== "mouse" && g.drag)) return;
  g.hover = null;
  if (g.state) drawBoard(g);
}

// stepSquare moves the cursor to the square next to it: on a bar, Up
// goes to the row above (its last square when shorter); on the board of
// dominoes the cursor visits every square.
function stepSquare(g, d) {
  const cur = cursorThing(g);
  if (!cur) return;
  const bar = playKind(g.cfg) === "bar", r = cur.row + (bar ? d[1] : -d[1]), c = cur.col + d[0];
  let next = squareThing(g, r, c);
  if (!next && bar && d[1]) {
    const row = g.things.filter((t) => t.row === r);
    if (row.length) next = row.reduce((a, b) => (b.col > a.col ? b : a));
  }
  if (next) g.cursor = { id: next.id };
}

// -- the cursor's line, read aloud (#board-info is a live region)

function describeThing(g) {
  const kind = playKind(g.cfg), t = cursorThing(g), at = lastOf(g.pos);
  let legend = "";
  if (kind === "heaps") legend = "Click a token to take it and every token after it in its heap; arrows move the cursor, Enter takes.";
  else if (kind === "pins") legend = g.knock === 0 ? "Click a pin to split its row just after it; arrows move the cursor, Enter splits." :
    "Click a pin to knock it, with the pins after it the choice above asks for (none: the row splits after it); Shift-click knocks one more; arrows move the cursor, digits choose how many pins, Enter knocks.";
  else if (kind === "heap-last-move") legend = "Click a token to take it and every token after it; dashed tokens are the last move; grey tokens cannot be taken now.";
  else if (kind === "coins") legend = "Click a head to turn it (the highest coin of your move); if several moves turn it, click the lowest coin to turn with it, then any between. Dashed rings: the last move.";
  else if (kind === "graph") legend = "Click a vertex or an edge to play it (blue: legal); dashed orange: what the last move took.";
  else if (kind === "ground") legend = "Click an edge to chop it; what no longer reaches the ground falls. Dashed orange: what the last move took.";
  else if (kind === "bar") legend = "Click or tap a square to take it and every square above it and to its right (shown hatched under the mouse or the cursor); the bottom-left square, crossed in red, is poisoned. Arrows move the cursor, Enter or Space takes. Dashed orange: what the last move took.";
  else if (kind === "dominoes") legend = "Click or tap an empty square, then a marked square next to it, to place a domino on both (or drag from one to the other); dark squares are covered. Arrows move the cursor, R turns the keyboard's domino across or down, Enter or Space places it, Escape drops a pick. Dashed orange: the last domino.";
  setLegend(legend);
  if (!t || !(playable(g) || blocking(g))) { say(`Position ${at}.` + (g.last ? ` Last move: ${g.last.from} → ${g.last.to}.` : "")); return; }
  if (kind === "bar") {
    say(`Position ${at}. Cursor on ${t.label}` + (t.move ? `: takes ${t.takes} square${t.takes === 1 ? "" : "s"}, leaving ${lastOf(t.move.to)} — press Enter.` : t.poison ? ": not a move." : ": not a legal move."));
    return;
  }
  if (kind === "dominoes") {
    const p = pickOf(g), picked = p && thingById(g, p.id), d = dominoAt(g, t), short = (x) => x.label.replace(/, (empty|covered)$/, "");
    let line;
    if (picked) line = `Picked ${short(picked)}. Cursor on ${t.label}` + (picked.partners.some((q) => q.id === t.id) ? ": press Enter to place the domino on both." : picked === t ? ": press Enter to drop the pick." : ".");
    else if (d && d.move) line = `Cursor on ${t.label}: the domino ${g.dir === "v" ? "down" : "across"} on it and ${short(d.b)} — press Enter.`;
    else line = `Cursor on ${t.label}` + (!t.empty ? "." : t.partners.length ? `: no domino ${g.dir === "v" ? "down" : "across"} fits; press R to turn it.` : ": no domino fits on it.");
    say(`Position ${at}. ${line}`);
    return;
  }
  const after = t.move ? `: moves to ${lastOf(t.move.to)} — press Enter.` : kind === "coins" && g.pick ? ` — press Enter to choose it with coin ${g.pick.high}.` :
    kind === "coins" && t.tops && t.tops.length > 1 ? `: ${t.tops.length} moves turn it — press Enter to choose.` : ": not a legal move.";
  say(`Position ${at}. Cursor on ${t.label}${after}`);
}

// thingBoard says whether the board is one of things to click.
function thingBoard(kind) { return !["queen", "record"].includes(kind); }

function boardHit(ev) {
  const g = game;
  if (!g || !g.state) return null;
  const cv = $("board"), r = cv.getBoundingClientRect(), x = ev.clientX - r.left, y = ev.clientY - r.top, kind = playKind(g.cfg);
  if (thingBoard(kind)) { const t = thingAt(g, x, y); return t ? { id: t.id } : null; }
  if (kind === "queen") {
    const side = g.side, lab = 18, cs = (r.width - lab) / side;
    const i = Math.floor((x - lab) / cs), j = side - 1 - Math.floor(y / cs);
    return i < 0 || j < 0 || i >= side || j >= side ? null : { x: i, y: j };
  }
  if (kind === "record") {
    const st = g.state, tall = Math.max(g.side - 1, ...st.piles, 1), th = Math.max(3, Math.min(18, Math.floor(300 / tall))), colW = 90, top = 34;
    for (const pile of [0, 1]) {
      const x0 = 30 + pile * (colW + 50);
      if (x < x0 - 4 || x > x0 + colW + 4) continue;
      const k = tall - Math.floor((y - top) / th);
      if (k >= 1 && k <= st.piles[pile]) return { pile, left: k - 1 };
    }
  }
  return null;
}

function moveAtCursor(g) {
  const kind = playKind(g.cfg), c = g.cursor;
  if (!c) return null;
  if (thingBoard(kind)) { const t = cursorThing(g); return t && t.move; }
  if (kind === "queen") return (g.state.moves || []).find((m) => m.at[0] === c.x && m.at[1] === c.y && !m.blocked && !g.blocked.some((b) => b[0] === c.x && b[1] === c.y));
  if (kind === "record") return tokenMove(g, c.pile, c.left);
  return null;
}

// blockAtCursor is the computer's blockable move under the cursor, in the
// phase where the human blocks.
function blockAtCursor(g) {
  const c = g.cursor;
  if (!c || playKind(g.cfg) !== "queen") return null;
  return (g.state.moves || []).find((m) => m.blockable && m.at[0] === c.x && m.at[1] === c.y) || null;
}

// playThing plays what the thing under the cursor means: its move, or,
// for a coin that several moves turn, the next step of the choice; on the
// board of dominoes, a click picks a square (or places the domino of the
// square picked), Enter the keyboard's domino.
function playThing(g, byPointer) {
  const t = cursorThing(g);
  if (!t) return;
  if (t.coin !== undefined) return clickCoin(g, t);
  if (t.partners) return byPointer ? clickDomino(g, t) : keyDomino(g, t);
  if (t.move) return humanMove(g, t.move, t.knock);
  describeThing(g);
}

function onBoardClick(ev) {
  const g = game, hit = boardHit(ev);
  if (g && g.dragged && performance.now() - g.dragged < 800) { g.dragged = 0; return; } // the release of a drag
  if (g && hit && blocking(g)) {
    g.cursor = hit;
    const m = blockAtCursor(g);
    if (m) toggleBlock(g, m);
    else renderBoard(g);
    return;
  }
  if (!g || !hit || !playable(g)) return;
  g.cursor = hit;
  if (thingBoard(playKind(g.cfg))) {
    if (ev.shiftKey && playKind(g.cfg) === "pins") { // one pin more than the choice
      const more = knockChoices(g).find((r) => r > (g.knock || 0));
      if (more !== undefined) { g.knock = more; renderBoard(g); }
    }
    return playThing(g, true);
  }
  const m = moveAtCursor(g);
  if (m) humanMove(g, m);
  else renderBoard(g);
}

function knockChoices(g) { return [...document.querySelectorAll("#board-tools button[data-knock]")].map((b) => +b.dataset.knock); }

// stepThing moves the cursor among the things: Left and Right along a row,
// Up and Down to the nearest thing of the row above or below.
function stepThing(g, d) {
  const all = stops(g), cur = cursorThing(g);
  if (!all.length || !cur) return;
  const i = all.indexOf(cur);
  let next = cur;
  if (d[0]) next = all[Math.max(0, Math.min(all.length - 1, i + d[0]))];
  else {
    const rows = [...new Set(all.map((t) => Math.round(t.y)))].sort((a, b) => a - b);
    const r = rows.indexOf(Math.round(cur.y)) - d[1];
    if (r >= 0 && r < rows.length) {
      const row = all.filter((t) => Math.round(t.y) === rows[r]);
      next = row.reduce((a, b) => (Math.abs(b.x - cur.x) < Math.abs(a.x - cur.x) ? b : a));
    }
  }
  g.cursor = { id: next.id };
}

function onBoardKey(ev) {
  const g = game;
  if (!g || !g.state || !(playable(g) || blocking(g))) return;
  g.keyed = true;
  const kind = playKind(g.cfg), st = g.state;
  if (ev.key === "Enter" || ev.key === " ") {
    ev.preventDefault();
    if (blocking(g)) { toggleBlock(g, blockAtCursor(g)); return; }
    if (thingBoard(kind)) return playThing(g);
    const m = moveAtCursor(g);
    if (m) humanMove(g, m);
    return;
  }
  if (ev.key === "Escape" && g.pick) { g.pick = null; renderBoard(g); return; }
  if (kind === "dominoes" && (ev.key === "r" || ev.key === "R") && !ev.ctrlKey && !ev.metaKey && !ev.altKey) { ev.preventDefault(); turnDomino(g); return; }
  if (kind === "pins" && /^[0-9]$/.test(ev.key) && knockChoices(g).includes(+ev.key)) { g.knock = +ev.key; renderBoard(g); ev.preventDefault(); return; }
  const d = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] }[ev.key];
  if (!d) return;
  ev.preventDefault();
  if (squareBoard(kind)) stepSquare(g, d);
  else if (thingBoard(kind)) stepThing(g, d);
  else if (kind === "queen") {
    const c = g.cursor || { x: st.piles[0], y: st.piles[1] };
    g.cursor = { x: Math.max(0, Math.min(g.side - 1, c.x + d[0])), y: Math.max(0, Math.min(g.side - 1, c.y + d[1])) };
  } else if (kind === "record") {
    let { pile, left } = g.cursor || { pile: 0, left: 0 };
    if (d[0]) { pile = Math.max(0, Math.min(1, pile + d[0])); left = Math.min(left, Math.max(0, st.piles[pile] - 1)); }
    else left = Math.max(0, Math.min(Math.max(0, st.piles[pile] - 1), left + d[1]));
    g.cursor = { pile, left };
  }
  renderBoard(g);
}

// ---- the URL read back --------------------------------------------------------------

async function loadFromURL(replace) {
  const q = new URLSearchParams(location.search);
  const spec = q.get("game");
  setPalette(q.get("palette"));
  if (spec) {
    $("spec").value = spec;
    $("alter").value = alterText([...q.getAll("alter-p").map((v) => ["alter-p", v]), ...q.getAll("alter-n").map((v) => ["alter-n", v])]);
    $("misere").checked = q.get("misere") === "1";
    const p = presets.find((p) => p.spec === spec && (p.alter || "") === $("alter").value);
    $("start-pos").value = q.get("start") || (p ? p.start : "");
  } else if (presets.length) {
    const p = presets[0];
    $("spec").value = p.spec; $("alter").value = p.alter || ""; $("misere").checked = false; $("start-pos").value = p.start;
  }
  const num = (name, def) => { const v = parseInt(q.get(name), 10); return Number.isFinite(v) && v >= 0 ? v : def; };
  const wantView = q.get("view");
  const pos = q.get("pos");
  readRoom(q);
  // read everything again, once the server has described the game
  if (!(await apply({ keepView: true, noURL: true, noLoad: true, force: true }))) return;
  ui.w = num("size", defaultSize(viewKind(ui.cfg))); ui.x0 = num("x0", 0); ui.y0 = num("y0", 0);
  ui.view = wantView || defaultView();
  fillViewKinds();
  const cap = viewCap();
  ui.w = Math.max(4, Math.min(cap, ui.w)); ui.x0 = Math.min(ui.x0, cap - ui.w); ui.y0 = Math.min(ui.y0, cap - ui.w);
  $("view-kind").value = ui.view;
  if (pos && ui.ok) {
    const start = q.get("start") || (isPicture(pos) ? pos : pos.split("/")[0]);
    if (!game || game.key !== ui.key || game.pos !== pos) {
      discardGame();
      game = newGame(start, q.get("players") === "2" ? "two" : q.get("first") === "computer" ? "computer" : "you");
      game.pos = pos;
      game.blocked = (q.get("blocked") || "").split("/").filter((s) => s).map((s) => s.split(",").map(Number));
      game.resumed = true;
      game.quiet = true; // the link's own entry of history is the game's first
      if (game.mode === "two") {
        const made = String(pos).split("/").length - 1;
        game.player = playKind(game.cfg) === "record" ? 1 + made % 2 : q.get("next") === "2" ? 2 : 1;
      } else game.resumeMover = moverAt(game, q.get("mover"));
      log(game, `Resumed at ${lastOf(pos)}.`);
      begin(game, game.resumeMover === "computer");
    }
  } else if (game && !pos) {
    ui.parked = game; // Forward brings it back, with its log
    discardGame();
  }
  if (replace) writeURL(false);
  loadView();
}

function onPopState(ev) {
  const s = ev.state, g = game || ui.parked;
  if (s && g && s.game === g.id && s.key === ui.key && g.key === ui.key && s.at >= 0 && s.at < g.stack.length) {
    if (g !== game) { game = g; ui.parked = null; }
    goTo(g, s.at, null);
    return;
  }
  loadFromURL(false);
}

// loadFamilies fills the menu of games from /api/families: the presets of
// the families played on each board, then the sums; it retries until the
// server answers.
async function loadFamilies() {
  let r;
  for (let wait = 250; ; wait = Math.min(4000, wait * 2)) {
    try { r = await api(null, "families", {}); break; } catch (e) {
      $("spec-error").textContent = "error: the list of games did not load (" + e.message + "); retrying…";
      await new Promise((ok) => setTimeout(ok, wait));
    }
  }
  $("spec-error").textContent = "";
  const groups = [["queen", "Two piles: the queen's board"], ["record", "Games with memory"], ["heaps", "Heaps of tokens"], ["pins", "Rows of pins"],
    ["heap-last-move", "One heap, the last move shown"], ["coins", "Rows of coins"], ["graph", "Graphs"], ["ground", "Edges standing on the ground"],
    ["bar", "A bar of squares to eat"], ["dominoes", "Squares to cover with dominoes"]];
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

// ---- wiring -----------------------------------------------------------------------------

async function init() {
  await loadFamilies();
  api(null, "version", {}).then((v) => { $("version").textContent = v.version + (v.revision ? " " + v.revision.slice(0, 12) : ""); }, () => {}); // mex version
  const o = document.createElement("option"); o.textContent = CUSTOM; $("preset").appendChild(o);
  $("preset").onchange = choosePreset;
  $("show").onclick = () => apply({ reload: true });
  for (const id of ["spec", "alter"]) {
    $(id).addEventListener("change", () => apply());
    $(id).addEventListener("keydown", (ev) => { if (ev.key === "Enter") apply(); });
  }
  $("misere").onchange = () => apply();
  $("start").onclick = startGame;
  $("prove").onclick = runProof;
  $("start-pos").addEventListener("keydown", (ev) => { if (ev.key === "Enter") startGame(); });
  $("undo").onclick = undo;
  $("hint").onclick = () => nextHint(game);
  $("coach").onchange = () => setCoach($("coach").checked);
  $("level").onchange = () => setLevel($("level").value);
  $("reveal").onclick = reveal;
  for (const id of ["first", "second", "two"]) $(id).addEventListener("change", () => { if (!game) writeURL(false); });
  $("redo").onclick = redo;
  $("view-kind").onchange = () => { ui.view = $("view-kind").value; writeURL(false); setWindow(ui.x0, ui.y0, ui.w, false); };
  $("palette").onchange = () => {
    setPalette($("palette").value);
    writeURL(false);
    if (ui.ok && ui.data && !["loading", "error"].includes(document.body.dataset.view)) draw();
    if (game && game.state) renderBoard(game);
  };
  $("zoom-in").onclick = () => zoom(1 / 1.5);
  $("zoom-out").onclick = () => zoom(1.5);
  $("pan-left").onclick = () => pan(-1, 0);
  $("pan-right").onclick = () => pan(1, 0);
  $("pan-up").onclick = () => pan(0, 1);
  $("pan-down").onclick = () => pan(0, -1);
  $("pan-home").onclick = () => setWindow(0, 0, ui.w, true);
  const grid = $("grid");
  grid.addEventListener("pointerdown", onPointerDown);
  grid.addEventListener("pointermove", onPointerMove);
  grid.addEventListener("pointerup", onPointerUp);
  grid.addEventListener("pointercancel", () => { drag = null; });
  grid.addEventListener("pointerleave", (ev) => { if (!drag && ev.pointerType === "mouse") showInfo(ui.sel, false); });
  grid.addEventListener("keydown", onGridKey);
  $("board").addEventListener("click", onBoardClick);
  $("board").addEventListener("pointerdown", onBoardPointerDown);
  $("board").addEventListener("pointermove", onBoardPointerMove);
  $("board").addEventListener("pointerup", onBoardPointerUp);
  $("board").addEventListener("pointercancel", () => { if (game) { game.drag = null; game.hover = null; } });
  $("board").addEventListener("pointerleave", onBoardPointerLeave);
  for (const e of ["focus", "blur"]) $("board").addEventListener(e, () => { if (game && game.state && playKind(game.cfg) === "dominoes") drawBoard(game); }); // the keyboard's domino shows with the focus
  $("board").addEventListener("keydown", onBoardKey);
  document.addEventListener("keydown", (ev) => {
    if (!(ev.ctrlKey || ev.metaKey) || ["INPUT", "SELECT"].includes(document.activeElement.tagName)) return;
    if (ev.key === "z") { undo(); ev.preventDefault(); }
    if (ev.key === "y") { redo(); ev.preventDefault(); }
  });
  window.addEventListener("popstate", onPopState);
  window.addEventListener("unhandledrejection", () => { document.body.dataset.rejections = (+document.body.dataset.rejections || 0) + 1; });
  let resizeTimer = 0;
  window.addEventListener("resize", () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(() => { if (ui.data && ui.ok) setWindow(ui.x0, ui.y0, ui.w, false); if (game) renderBoard(game); }, 100); });
  loadFromURL(true);
}

init();
