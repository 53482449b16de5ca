// The explorer: what the view of the game chosen needs from the lab (the
// P-positions, the heatmap's tiles, a sequence of values and its period),
// loaded for the window shown.
import { APIError, api, isAbort, readJSON, request } from "./api.js";
import { drawBoard } from "./board.js";
import { desc, hasOffset, hasValues, isSparse, valuesUpto, viewKind } from "./config.js";
import { clearView, draw, gridGeom } from "./picture.js";
import { game } from "./play.js";
import { bitmap, ui } from "./store.js";
import { $, MAX_SIZE, MAX_STARTS, MAX_UPTO, STATS_UPTO } from "./util.js";

// ---- the explorer -----------------------------------------------------------

export function viewCap() {
  const k = viewKind(ui.cfg), upto = valuesUpto(ui.cfg);
  return k === "oneheap" ? (upto >= 0 ? Math.min(MAX_UPTO, upto) : MAX_UPTO) : k === "record" ? MAX_STARTS : MAX_SIZE;
}

export function fillViewKinds() {
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

export function boxNeeded() { return Math.min(viewCap(), Math.max(ui.x0, ui.y0) + ui.w); }

// Rounded up so that small pans do not refetch.
export function boxFetch(n) { return Math.min(viewCap(), Math.ceil((n + 1) / 20) * 20); }

export async function loadView() {
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
export function wantTiles() {
  return viewKind(ui.cfg) === "twopile" && hasValues(ui.cfg) && valuesUpto(ui.cfg) >= 0 && (ui.view === "grundy" || boxNeeded() <= 300);
}

// tileStep is the step of the heatmap's cells: about one a device pixel.
export function tileStep() {
  if (ui.view !== "grundy") return 1;
  const dpr = window.devicePixelRatio || 1;
  return Math.max(1, Math.min(64, Math.round((ui.w + 1) / (gridGeom().side * dpr))));
}

// tilesNeeded lists the tiles of step s over the window, the farthest
// first. A tile is T×T samples on a grid of T·s cells, T by the window's
// size (a small window computes a small table: some games' tables cost
// far more than their cells).
export function tilesNeeded(s) {
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

export function tilesLoaded() { return !wantTiles() || tilesNeeded(tileStep()).every((t) => ui.data.tiles.has(t.key)); }

// fetchTile asks one tile and keeps it, decoded: a header of 24 bytes
// ("MEXT", version, bytes a cell, step, x0, y0, w, h), then the cells,
// x-major; all ones is a cell that is not a position.
export async function fetchTile(c, t, signal, store) {
  const res = await request(c, "tile", { x0: t.x0, y0: t.y0, w: t.w, h: t.h, step: t.step }, { signal });
  if (!res.ok) await readJSON(res); // throws the API's error
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
export async function inTurn(items, k, f) {
  let next = 0;
  const worker = async () => { while (next < items.length) await f(items[next++]); };
  await Promise.all(Array.from({ length: Math.min(k, items.length) }, worker));
}

// tileValue is G(x, y) from a tile that holds the cell (-1: not a
// position), or null.
export function tileValue(x, y) {
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
