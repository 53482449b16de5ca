// Graphs for the graph and ground boards: read from the position text,
// laid out once a game, drawn with the vertices and edges as things.
import { blocking, boardCSSWidth, playable } from "../../js/board.js";
import { cursorThing, describeThing, hintTo, movesBy, publishThings, say } from "../../js/things.js";
import { $, CURSOR, LAST, TOUCH, lastOf, onPhone, ring, sizeCanvas } from "../../js/util.js";

// -- graphs, read from the position as the server writes it (PlayState's
// written, the moves' to): an edge list, edges:1-2,2-3,4 with a vertex alone
// written alone, or empty.

export function parseGraph(text) {
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

export const edgeText = ([u, v]) => (u <= v ? `${u}-${v}` : `${v}-${u}`);
export function graphKey(G) { return [...G.vs].sort((a, b) => a - b).join(",") + "|" + G.es.map(edgeText).sort().join(","); }
export function edgesKey(es) { return es.map(edgeText).sort().join(","); }

// without removes vertices and the edges on them.
export function without(G, gone) {
  const vs = new Set([...G.vs].filter((v) => !gone.has(v)));
  return { vs, es: G.es.filter(([u, v]) => vs.has(u) && vs.has(v)) };
}

// standing keeps the edges that reach the ground (vertex 0) by a path.
export function standing(es) {
  const reached = new Set([0]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [u, v] of es) if (reached.has(u) !== reached.has(v)) { reached.add(u); reached.add(v); grew = true; }
  }
  return es.filter(([u]) => reached.has(u));
}

export function neighbours(G, v) {
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
export function forceLayout(vs, es) {
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
export function springLayout(list, es) {
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
export function componentsOf(list, es) {
  const up = new Map(list.map((v) => [v, v]));
  const root = (v) => { while (up.get(v) !== v) { up.set(v, up.get(up.get(v))); v = up.get(v); } return v; };
  for (const [u, v] of es) if (up.has(u) && up.has(v)) up.set(root(u), root(v));
  const out = new Map();
  for (const v of list) { const r = root(v); if (!out.has(r)) out.set(r, []); out.get(r).push(v); }
  return [...out.values()];
}

// groundLayout stands the vertices in levels above the ground, a level by
// the edges between it and the ground, each under its neighbours below.
export function groundLayout(vs, es) {
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

// -- graphs and edges on the ground

export function boardGraph(g, ground) {
  const G = parseGraph(g.state.written || lastOf(g.pos)); // the server writes a named graph (path:12) as its edges
  if (!G) return null;
  if (ground) { G.vs = new Set([0]); for (const [u, v] of G.es) { G.vs.add(u); G.vs.add(v); } }
  return G;
}

// drawGraph draws a graph (a click on a vertex removes it with its
// neighbours, on an edge its two ends) or, ground, edges standing on the
// ground (a click chops an edge).
export function drawGraph(g, ground) {
  const cv = $("board");
  if ($("board-tools")) $("board-tools").textContent = "";
  const G = boardGraph(g, ground);
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
export function loopDirs(layout, es) {
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

export function levelsOf(layout) { const ys = new Set([...layout.values()].map((p) => p[1].toFixed(4))); return Math.max(1, ys.size - 1); }

export function strokePath(ctx, p) { ctx.beginPath(); ctx.moveTo(p[0][0], p[0][1]); for (const [x, y] of p.slice(1)) ctx.lineTo(x, y); ctx.stroke(); }

// edgePaths draws each edge as a polyline: parallel edges bowed apart,
// a loop as a circle above its vertex (on a graph board, loopDir given: a
// small circle touching its vertex on the side loopDir(u) points to, the
// path carrying its centre and radius), an edge to the ground down to its
// own foot.
export function edgePaths(es, at, groundY, loopDir) {
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
