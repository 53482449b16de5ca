// The explorer's picture: the grid of pairs (P-positions, Grundy heatmap,
// offset) or the sequence of heap values, its palettes, legend and facts.
import { boardOf } from "../boards/index.js";
import { desc, hasValues, viewKind } from "./config.js";
import { tileStep, tileValue, tilesNeeded } from "./explorer.js";
import { renderExports } from "./exports.js";
import { game } from "./play.js";
import { isP, isTrans, ui } from "./store.js";
import { gridTable } from "./tables.js";
import { $, CURSOR, ints, lastOf, niceStep, ring, sizeCanvas } from "./util.js";

export function clearView() {
  const cv = $("grid");
  cv.getContext("2d").clearRect(0, 0, cv.width, cv.height);
  cv.style.display = "none";
  $("legend").textContent = ""; $("facts").textContent = ""; $("exports").textContent = ""; $("cell-info").textContent = "";
  $("view-caption").textContent = "";
}

// frameWithTicks draws a plot's frame at (left, top) of width × height and,
// below it, a tick and a label at each multiple of step in [from, to),
// centre(v) giving a value's x, and the axis's name under them.
export function frameWithTicks(ctx, left, top, width, height, from, to, step, centre, name) {
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

// Two palettes, chosen in the page (palette=cb in the link): the
// standard one, and one safe for colour-blind readers, cividis for values
// and Okabe and Ito's colours for kinds. In both, each kind is at least
// 3:1 against the white of N-positions (WCAG 2.1 AA for graphics), and
// P-positions carry a white dot and rare values a triangle: shape, not
// colour alone.
export const VIRIDIS = [[68, 1, 84], [59, 82, 139], [33, 145, 140], [94, 201, 98], [253, 231, 37]];
export const CIVIDIS = [[0, 32, 77], [64, 77, 107], [124, 123, 120], [188, 175, 111], [255, 234, 70]];
export const PALETTES = {
  standard: { heat: VIRIDIS, P: [31, 92, 176], N: [251, 251, 251], none: [200, 200, 200], trans: [200, 100, 0], both: [106, 61, 154], rare: [200, 30, 30] },
  cb: { heat: CIVIDIS, P: [0, 114, 178], N: [251, 251, 251], none: [200, 200, 200], trans: [213, 94, 0], both: [51, 34, 136], rare: [213, 94, 0] },
};
export let COL = PALETTES.standard;
export function heat(v, max) {
  const H = COL.heat, t = max > 0 ? Math.min(1, v / max) : 0, s = t * (H.length - 1), i = Math.min(H.length - 2, Math.floor(s)), f = s - i;
  return H[i].map((a, j) => Math.round(a + (H[i + 1][j] - a) * f));
}
export function rgb(c) { return `rgb(${c.join(",")})`; }

export function setPalette(name) {
  ui.palette = PALETTES[name] ? name : "standard";
  COL = PALETTES[ui.palette];
  $("palette").value = ui.palette;
  document.body.dataset.palette = ui.palette;
}
export const M = { left: 46, right: 10, top: 10, bottom: 34 };

// geometry of the grid view
export function gridGeom() {
  const cssW = Math.min(560, $("grid-wrap").clientWidth || 520);
  const n = ui.w + 1, side = Math.max(60, cssW - M.left - M.right), cs = side / n;
  return { cssW, cssH: side + M.top + M.bottom, n, side, cs };
}

export function draw() {
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

export function cellState(x, y) {
  return { p: isP(x, y), t: isTrans(x, y), g: ui.data.tiles.size ? tileValue(x, y) : null };
}

export function drawGrid() {
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
  if (game && game.key === ui.key && boardOf(ui.cfg).onPicture) {
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
  if (game && game.key === ui.key && boardOf(ui.cfg).onPicture) items.push(["queen", "the queen of the game in play"]);
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

export function legend(items) {
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

export function addFact(text, cls) {
  const p = document.createElement("p");
  p.textContent = text;
  if (cls) p.className = cls;
  $("facts").appendChild(p);
  return p;
}

export function popcount(v) { let c = 0; while (v) { c += v & 1; v >>>= 1; } return c; }
// The sparse-space class of mex stats (game.RareClass): heap n with value
// v is rare when parity(v & mask) is 0, or, with the position bit, equals
// the parity of n - split_parity.
export function isRare(n, v) {
  const st = ui.data.stats;
  if (!st || !st.mask) return false;
  const q = st.position_bit ? ((n - (st.split_parity || 0)) & 1) : 0;
  return popcount(v & st.mask) % 2 === q;
}

export function seqGeom() {
  const cssW = Math.min(560, $("grid-wrap").clientWidth || 520);
  const pw = Math.max(60, cssW - M.left - M.right), ph = Math.round(Math.min(300, pw * 0.6));
  return { cssW, cssH: ph + M.top + M.bottom, pw, ph, n: ui.w + 1, bw: pw / (ui.w + 1) };
}

export function drawSequence() {
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
