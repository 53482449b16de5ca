"use strict";
// The mex web lab: plain JavaScript over the JSON API (/api/COMMAND).

const presets = [
  { name: "Wythoff — Corner the Queen", spec: "wythoff", start: "3,5" },
  { name: "(2,1)-Wythoff with blocking", spec: "wythoff:p=2,m=1", start: "4,6" },
  { name: "(2,3)-Wythoff", spec: "wythoff:p=2,m=3", start: "5,9" },
  { name: "(2,1)-Imitation Nim", spec: "imitation:p=2,m=1", start: "2,2" },
  { name: "Imitation Nim (Limitation Nim)", spec: "imitation", start: "3,5" },
  { name: "Misère Wythoff (an alteration)", spec: "wythoff", alter: "P 0,1; P 1,0; N 0,0", start: "4,6" },
  { name: "Linear Nimhoff (1,0),(0,1),(1,1),(1,2)", spec: "nimhoff:1,0/0,1/1,1/1,2", start: "5,7" },
  { name: "D_2 (diagonal moves by even amounts)", spec: "dr:r=2", start: "6,6" },
  { name: "Nim, three heaps", spec: "nim", start: "3,4,5" },
  { name: "Subtraction game {1,2,5}", spec: "subtraction:1,2,5", start: "17" },
  { name: "Kayles", spec: "kayles", start: "9" },
  { name: "Sum: S{1,2} + S{1,3}", spec: "subtraction:1,2 + subtraction:1,3", start: "5 + 6" },
];

const $ = (id) => document.getElementById(id);
const lab = { spec: "wythoff", alter: [], kind: "twopile", size: 20, ppos: new Set(), grundy: null, values: null };
const game = { pos: "", blocked: [], state: null, active: false };

function kindOf(spec) {
  const family = spec.split(":")[0].trim().toLowerCase();
  if (spec.includes("+")) return "heaps";
  if (family === "imitation") return "record";
  if (["wythoff", "nimhoff", "dr"].includes(family)) return "twopile";
  if (["subtraction", "kayles", "dawson", "octal", "grundy"].includes(family)) return "oneheap";
  return "heaps";
}

function parseAlter(text) {
  const out = [];
  for (const part of text.split(";")) {
    const m = part.trim().match(/^([PN])\s*(\d+\s*,\s*\d+)$/i);
    if (m) out.push([m[1].toUpperCase() === "P" ? "alter-p" : "alter-n", m[2].replace(/\s/g, "")]);
    else if (part.trim() !== "") throw new Error(`alteration "${part.trim()}": write P x,y or N x,y, separated by ;`);
  }
  return out;
}

async function api(command, params) {
  const q = new URLSearchParams();
  q.set("game", lab.spec);
  for (const [k, v] of Object.entries(params)) q.set(k, v);
  for (const [k, v] of lab.alter) q.append(k, v);
  const res = await fetch(`/api/${command}?${q}`);
  const body = await res.json();
  if (!res.ok) throw new Error(body.error || res.statusText);
  return body;
}

function setStatus(text, cls) {
  $("status").textContent = text;
  $("status").className = cls || "";
}

function log(text, who) {
  const li = document.createElement("li");
  li.textContent = text;
  if (who) li.className = who;
  $("log").appendChild(li);
}

// ---- the view on the left -------------------------------------------------

async function show() {
  try {
    lab.spec = $("spec").value.trim();
    lab.alter = parseAlter($("alter").value);
    lab.kind = kindOf(lab.spec);
    lab.ppos = new Set(); lab.grundy = null; lab.values = null;
    $("about").textContent = "";
    const canvas = $("grid");
    canvas.style.display = "none";
    $("heaps-view").textContent = "";
    if (lab.kind === "twopile" || lab.kind === "record") {
      const r = await api("ppos", { size: lab.size });
      for (const p of r.positions) lab.ppos.add(p[0] + "," + p[1]);
      if (lab.kind === "twopile") {
        try { lab.grundy = (await api("grundy", { size: lab.size })).table; } catch (e) { lab.grundy = null; }
      }
      canvas.style.display = "block";
      $("view-title").textContent = `P-positions with x, y ≤ ${lab.size}` + (lab.kind === "record" ? " (starting positions)" : "");
      $("view-hint").textContent = "Blue cells are P-positions: the player to move loses; (0,0) is at the bottom left. Hover for the outcome" +
        (lab.grundy ? " and Grundy value" : "") + "; click a cell to play from it.";
      drawGrid();
    } else if (lab.kind === "oneheap") {
      lab.values = (await api("grundy", { upto: lab.size * 2 })).values;
      canvas.style.display = "block";
      $("view-title").textContent = `Grundy values G(0..${lab.size * 2})`;
      $("view-hint").textContent = "Black bars are P-positions (G = 0). Hover for G(n); click a bar to play from that heap.";
      drawBars();
    } else {
      $("view-title").textContent = "";
      $("view-hint").textContent = "Type a position (heaps joined by commas; a sum's parts joined by +) and press Start.";
      const g = await api("grundy", { pos: $("start-pos").value || "3,4,5" }).catch(() => null);
      if (g) $("heaps-view").textContent = `G(${$("start-pos").value}) = ${g.grundy}`;
    }
  } catch (e) {
    $("about").textContent = "error: " + e.message;
  }
}

function cellSize() { return Math.max(2, Math.floor(520 / (lab.size + 1))); }

function drawGrid() {
  const c = $("grid"), ctx = c.getContext("2d"), s = cellSize(), n = lab.size + 1;
  c.width = c.height = s * n;
  ctx.fillStyle = "#fcfcfc"; ctx.fillRect(0, 0, c.width, c.height);
  for (let x = 0; x < n; x++) for (let y = 0; y < n; y++) {
    const px = x * s, py = (n - 1 - y) * s;
    if (lab.ppos.has(x + "," + y)) { ctx.fillStyle = "#1f5cb0"; ctx.fillRect(px, py, s, s); }
    else if (s >= 6) { ctx.strokeStyle = "#e8e8e8"; ctx.strokeRect(px + 0.5, py + 0.5, s - 1, s - 1); }
  }
}

function drawBars() {
  const c = $("grid"), ctx = c.getContext("2d"), v = lab.values;
  const w = Math.max(3, Math.floor(520 / v.length)), top = Math.max(1, ...v), h = 300;
  c.width = w * v.length; c.height = h + 10;
  ctx.fillStyle = "#fcfcfc"; ctx.fillRect(0, 0, c.width, c.height);
  v.forEach((g, i) => {
    ctx.fillStyle = g === 0 ? "#111" : "#1f5cb0";
    const bh = g === 0 ? 4 : Math.round(g / top * h);
    ctx.fillRect(i * w, h - bh, w - 1, bh);
  });
}

function cellAt(ev) {
  const c = $("grid"), r = c.getBoundingClientRect();
  const px = ev.clientX - r.left, py = ev.clientY - r.top;
  if (lab.kind === "oneheap") {
    const w = c.width / lab.values.length;
    return { n: Math.floor(px / w) };
  }
  const s = cellSize(), n = lab.size + 1;
  return { x: Math.floor(px / s), y: n - 1 - Math.floor(py / s) };
}

function hover(ev) {
  const tip = $("tip"), cell = cellAt(ev);
  let text;
  if (lab.kind === "oneheap") {
    if (cell.n < 0 || cell.n >= lab.values.length) { tip.style.display = "none"; return; }
    text = `heap ${cell.n}: G = ${lab.values[cell.n]} (${lab.values[cell.n] === 0 ? "P" : "N"})`;
  } else {
    if (cell.x < 0 || cell.y < 0 || cell.x > lab.size || cell.y > lab.size) { tip.style.display = "none"; return; }
    const p = lab.ppos.has(cell.x + "," + cell.y);
    text = `(${cell.x},${cell.y}): ${p ? "P — the player to move loses" : "N — the player to move wins"}`;
    if (lab.grundy) text += `, G = ${lab.grundy[cell.x][cell.y]}`;
  }
  tip.textContent = text;
  tip.style.display = "block";
  tip.style.left = (ev.offsetX + 14) + "px";
  tip.style.top = (ev.offsetY + 10) + "px";
}

function clickCell(ev) {
  const cell = cellAt(ev);
  $("start-pos").value = lab.kind === "oneheap" ? String(cell.n) : `${cell.x},${cell.y}`;
  start();
}

// ---- playing --------------------------------------------------------------

function setTurn(turn) { document.body.dataset.turn = turn; }

async function start() {
  game.pos = $("start-pos").value.trim();
  game.blocked = [];
  game.active = true;
  $("log").textContent = "";
  document.body.dataset.winner = "";
  if (lab.spec !== $("spec").value.trim()) await show();
  try {
    if ($("second").checked) {
      log(`Start at ${game.pos}; the computer moves first.`);
      await computerMove();
    } else {
      log(`Start at ${game.pos}; you move first.`);
      await refresh();
    }
  } catch (e) {
    setStatus("error: " + e.message, "lose");
    game.active = false;
  }
}

function blockedParam() { return game.blocked.map((b) => b.join(",")).join("/"); }

async function refresh() {
  const st = await api("play", { pos: game.pos, blocked: blockedParam() });
  game.state = st;
  document.body.dataset.position = lastOf(game.pos);
  document.body.dataset.record = game.pos;
  render(st);
  if (st.over) return finish("computer");
  setTurn("you");
  setStatus(`Your move from ${lastOf(game.pos)}` + (st.outcome === "N" ? " — there is a winning move." : " — every move loses against perfect play."));
}

async function humanMove(m) {
  if (!game.active || document.body.dataset.turn !== "you") return;
  setTurn("busy");
  log(`You move to ${lastOf(m.to)}` + (m.imitation ? " (an imitation)" : "") + ".", "you");
  game.pos = m.to;
  game.blocked = [];
  const st = await api("play", { pos: game.pos });
  if (st.over) {
    game.state = st;
    document.body.dataset.position = lastOf(game.pos);
    document.body.dataset.record = game.pos;
    render(st);
    return finish("you");
  }
  await computerMove();
}

async function computerMove() {
  setTurn("computer");
  setStatus("The computer is thinking…");
  const r = await api("reply", { pos: game.pos, blocked: blockedParam() });
  game.pos = r.move.to;
  game.blocked = r.blocks || [];
  let text = `Computer moves to ${lastOf(r.move.to)}. ${r.explanation}`;
  if (game.blocked.length) text += ` It blocks ${game.blocked.map((b) => "(" + b.join(",") + ")").join(" and ")} for your next move.`;
  log(text);
  await refresh();
}

function finish(winner) {
  game.active = false;
  setTurn("over");
  document.body.dataset.winner = winner;
  setStatus(winner === "you" ? "You win! The computer has no move left." : "The computer wins: you have no move left.", winner === "you" ? "win" : "lose");
}

function lastOf(record) { const parts = record.split("/"); return parts[parts.length - 1]; }

function render(st) {
  const board = $("board"), moves = $("moves");
  board.textContent = ""; moves.textContent = "";
  board.style.display = "none";
  if (lab.kind === "twopile") return renderQueen(st);
  if (lab.kind === "record") return renderTokens(st);
  // Heaps: one row of tokens a heap, and a button for each move.
  board.style.display = "block";
  board.style.background = "none"; board.style.border = "none";
  st.piles.forEach((size, i) => {
    const row = document.createElement("div");
    row.className = "heap";
    row.dataset.heap = i;
    row.innerHTML = `<span class="heap-label">heap ${i + 1}: ${size}</span>` + '<span class="heap-token"></span>'.repeat(Math.min(size, 60)) + (size > 60 ? " …" : "");
    board.appendChild(row);
  });
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = "Move to:";
  moves.appendChild(hint);
  for (const m of st.moves.slice(0, 300)) {
    const b = document.createElement("button");
    b.textContent = lastOf(m.to);
    b.dataset.to = m.to;
    b.onclick = () => humanMove(m);
    moves.appendChild(b);
  }
}

// Corner the Queen: the queen stands at (x, y); a move goes left, down or
// (for Wythoff) diagonally down-left, to a highlighted cell.
function renderQueen(st) {
  const board = $("board"), [qx, qy] = st.piles, n = Math.max(qx, qy) + 1;
  board.style.display = "inline-grid";
  board.style.gridTemplateColumns = `repeat(${n}, 26px)`;
  const targets = new Map(st.moves.map((m) => [m.at[0] + "," + m.at[1], m]));
  const blocked = new Set(game.blocked.map((b) => b.join(",")));
  for (let y = n - 1; y >= 0; y--) for (let x = 0; x < n; x++) {
    const cell = document.createElement("div");
    cell.className = "cell" + ((x + y) % 2 ? " dark" : "");
    cell.dataset.x = x; cell.dataset.y = y;
    if (x === 0 && y === 0) cell.classList.add("corner");
    const key = x + "," + y, m = targets.get(key);
    if (x === qx && y === qy) { cell.classList.add("queen"); cell.textContent = "♛"; }
    else if (m && (m.blocked || blocked.has(key))) { cell.classList.add("blocked"); cell.title = "blocked by the computer"; }
    else if (m && game.active) { cell.classList.add("target"); cell.onclick = () => humanMove(m); }
    board.appendChild(cell);
  }
}

// Imitation Nim as two piles of tokens: clicking a token removes it and
// those above. Green tokens imitate the last move; yellow ones would be a
// forbidden imitation.
function renderTokens(st) {
  const board = $("board");
  board.style.display = "block";
  board.style.background = "none"; board.style.border = "none";
  const counter = document.createElement("div");
  counter.className = "counter";
  counter.innerHTML = `your imitations in a row: ${"<i></i>".repeat(st.mover_run || 0)} ${st.mover_run || 0} of at most ${st.max_run}`;
  board.appendChild(counter);
  const piles = document.createElement("div");
  piles.className = "piles";
  const byPiles = new Map(st.moves.map((m) => [m.at[0] + "," + m.at[1], m]));
  st.piles.forEach((size, pile) => {
    const col = document.createElement("div");
    col.className = "pile";
    for (let k = 1; k <= size; k++) {
      const t = document.createElement("div");
      t.className = "token";
      t.dataset.pile = pile; t.dataset.height = k;
      const at = [...st.piles]; at[pile] = k - 1;
      const m = byPiles.get(at[0] + "," + at[1]);
      const inWindow = st.window_pile === pile && size - (k - 1) >= st.window_low && size - (k - 1) <= st.window_high;
      if (!m) { t.classList.add(inWindow ? "yellow" : "dead"); t.title = inWindow ? "a forbidden imitation" : ""; }
      else {
        if (m.imitation) t.classList.add("green");
        if (game.active) t.onclick = () => humanMove(m);
      }
      col.appendChild(t);
    }
    const label = document.createElement("div");
    label.className = "pile-label"; label.textContent = `pile ${pile + 1}: ${size}`;
    const wrap = document.createElement("div");
    wrap.appendChild(col); wrap.appendChild(label);
    piles.appendChild(wrap);
  });
  board.appendChild(piles);
}

// ---- wiring ---------------------------------------------------------------

function choosePreset() {
  const p = presets[$("preset").selectedIndex];
  $("spec").value = p.spec;
  $("alter").value = p.alter || "";
  $("start-pos").value = p.start;
  show();
}

function init() {
  presets.forEach((p) => { const o = document.createElement("option"); o.textContent = p.name; $("preset").appendChild(o); });
  $("preset").onchange = choosePreset;
  $("show").onclick = show;
  $("start").onclick = start;
  $("zoom-in").onclick = () => { lab.size = Math.max(8, Math.round(lab.size / 1.5)); show(); };
  $("zoom-out").onclick = () => { lab.size = Math.min(120, Math.round(lab.size * 1.5)); show(); };
  $("grid").onmousemove = hover;
  $("grid").onmouseleave = () => { $("tip").style.display = "none"; };
  $("grid").onclick = clickCell;
  const params = new URLSearchParams(location.search);
  const i = presets.findIndex((p) => p.spec === params.get("game"));
  $("preset").selectedIndex = Math.max(0, i);
  choosePreset();
  if (params.get("game") && i < 0) { $("spec").value = params.get("game"); show(); }
  setTurn("idle");
}

init();
