// The nim-sum in binary, for Nim and for every sum of games whose value is
// the nim-sum of its parts' (a position of heaps: each heap a part; a sum
// of games: each game a part): each part's Sprague-Grundy value in binary,
// the parity of each column, and the move that makes every column even.
// Coach mode keeps the values and the move until asked, position by
// position.
import { api, isAbort } from "./api.js";
import { desc } from "./config.js";
import { game } from "./play.js";
import { answersShown } from "./room.js";
import { $, cap, lastOf } from "./util.js";

const values = new Map(); // "spec|pos" -> Promise of a value (a Number or a BigInt)
const winning = new Map(); // "key|pos" -> Promise of the winning moves' texts
let gen = 0;

// parts lists the parts of a position: [{ label, cfg, pos }], or null when
// the game's value is not the nim-sum of parts the page can name.
function parts(g) {
  const d = desc(g.cfg), pos = lastOf(g.pos);
  if (!d.has_values || d.misere || d.altered || d.blocking > 0) return null;
  if (d.shape === "sum") {
    const ps = pos.split(/\s*\+\s*/);
    if (ps.length !== d.rules.length) return null;
    return ps.map((p, i) => ({ label: `${d.rules[i].game} at ${p}`, cfg: { spec: d.rules[i].game, alter: [], misere: false }, pos: p }));
  }
  if (d.shape !== "heaps" || !/^\d+(,\d+)*$/.test(pos)) return null;
  const hs = pos.split(",");
  if (hs.length < 2 || hs.length > 16) return null;
  return hs.map((h) => ({ label: h, cfg: { spec: g.cfg.spec, alter: [], misere: false }, pos: h }));
}

function valueOf(p) {
  const k = `${p.cfg.spec}|${p.pos}`;
  if (!values.has(k)) values.set(k, api(p.cfg, "grundy", { pos: p.pos }).then((r) => BigInt(r.grundy)).catch((e) => { values.delete(k); throw e; }));
  return values.get(k);
}

function winningOf(g) {
  const pos = lastOf(g.pos), k = `${g.key}|${pos}`;
  if (!winning.has(k)) {
    winning.set(k, api(g.cfg, "moves", { pos }).then((r) => r.winning.map((m) => (!Array.isArray(m) ? String(m) : Array.isArray(m[0]) ? m.map((q) => q.join(",")).join(" + ") : m.join(","))))
      .catch((e) => { winning.delete(k); throw e; }));
  }
  return winning.get(k);
}

// renderNimSum shows the panel for the game in play (hidden when none).
export async function renderNimSum(g) {
  const el = $("nimsum"), ps = g && g.state ? parts(g) : null;
  const my = ++gen, pos = g ? lastOf(g.pos) : "";
  if (!ps) { el.hidden = true; el.textContent = ""; delete el.dataset.pos; return; }
  const asked = answersShown() || g.nimsumAsked === pos;
  const sig = `${g.key}|${pos}|${asked}`;
  if (el.dataset.sig === sig && !el.hidden) return;
  el.hidden = false;
  const head = document.createElement("h3");
  head.id = "nimsum-title";
  head.textContent = "The nim-sum in binary";
  const how = document.createElement("p");
  how.className = "hint";
  how.textContent = "A position is lost for the player to move exactly when every column of its parts' values, written in binary, has an even number of 1s (Sprague-Grundy: the value of a sum is the nim-sum, the exclusive or, of its parts' values).";
  if (!asked) {
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.show = "1";
    b.textContent = "Work out the nim-sum";
    b.onclick = () => { g.nimsumAsked = pos; delete el.dataset.sig; renderNimSum(g); };
    const wait = document.createElement("p");
    wait.className = "hint";
    wait.textContent = "Coach mode keeps the parts' values in binary, and what they say about this position, until you ask.";
    el.replaceChildren(head, wait, b); // the rule itself (how) is an answer too
    el.dataset.sig = sig;
    return;
  }
  let vs, wins;
  try {
    [vs, wins] = await Promise.all([Promise.all(ps.map(valueOf)), winningOf(g)]);
  } catch (e) {
    if (isAbort(e) || my !== gen) return;
    el.replaceChildren(head, Object.assign(document.createElement("p"), { className: "error", textContent: "error: " + e.message }));
    return;
  }
  if (my !== gen || g !== game) return;
  const S = vs.reduce((a, b) => a ^ b, 0n);
  const width = Math.max(1, ...vs.map((v) => v.toString(2).length), S.toString(2).length);
  const bin = (v) => v.toString(2).padStart(width, "0");
  const table = document.createElement("table");
  const cap = document.createElement("caption");
  cap.textContent = `The values of the parts of ${pos}, in binary, and the parity of each column.`;
  const head2 = document.createElement("tr");
  for (const h of ["", "value", "in binary"]) { const th = document.createElement("th"); th.scope = "col"; th.textContent = h; head2.append(th); }
  table.append(cap, head2);
  const row = (h, cells, attrs = {}) => {
    const tr = document.createElement("tr"), th = document.createElement("th");
    th.scope = "row"; th.textContent = h;
    tr.append(th);
    for (const c of cells) { const td = document.createElement("td"); td.textContent = c; tr.append(td); }
    Object.assign(tr.dataset, attrs);
    table.append(tr);
  };
  ps.forEach((p, i) => row(`part ${i + 1}: ${p.label}`, [String(vs[i]), bin(vs[i])], { part: i + 1 }));
  row("parity (nim-sum)", [String(S), bin(S)], { sum: "1" });
  const said = document.createElement("p");
  if (S === 0n) said.textContent = `Every column is even: the nim-sum is 0, so ${pos} is lost for the player to move; every move makes a column odd.`;
  else {
    const i = vs.findIndex((v) => (v ^ S) < v), t = vs[i] ^ S;
    const alike = wins.find((w) => w.split(/\s*[+,]\s*/).filter((x, k) => x !== (pos.split(/\s*[+,]\s*/)[k])).length === 1) || wins[0];
    said.textContent = `Odd columns: ${bin(S).split("").map((c, k) => (c === "1" ? width - k - 1 : -1)).filter((k) => k >= 0).map((k) => "2^" + k).join(", ")}. ` +
      `Change part ${i + 1} (${ps[i].label}) from value ${vs[i]} to ${vs[i]} ⊕ ${S} = ${t}, which makes every column even` + (alike ? `: move to ${alike}.` : ".");
    said.dataset.move = alike || "";
  }
  el.replaceChildren(head, how, table, said);
  el.dataset.sig = sig;
}
