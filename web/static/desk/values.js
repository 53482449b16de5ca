// The value table of a one-heap game: G(0..N) in rows of the period's
// width, the period said (or how far the values were computed when none
// is proven), the rare values and the frequencies, go-to and search.
import { $, desk, api, el, claim, hasGame, onSubmit } from "./common.js";

// MAX_TABLE bounds the value table the desk lays out (cells of the DOM);
// the server answers /api/grundy up to describe's values_upto.
const MAX_TABLE = 20000;
const MAX_LISTED = 20; // heaps listed by a search
// FAR_TIME bounds the values computed to say how far a game without a
// period goes: within the lab's deadline (20 s) with room to answer.
const FAR_TIME = "15s";

let table = null; // { values, upto, period, periodErr, stats, statsErr, far }

export function clearTable() { table = null; }

// showValues shows the table's part when the game has one heap values.
export function showValues() {
  const d = desk.desc;
  const oneHeap = hasValueTable();
  $("desk-values-body").hidden = !oneHeap;
  $("desk-values-none").hidden = oneHeap;
  $("desk-upto").max = String(Math.min(MAX_TABLE, d && d.values_upto > 0 ? d.values_upto : MAX_TABLE));
}

export function hasValueTable() {
  const d = desk.desc;
  return !!d && d.view === "oneheap" && d.has_values;
}

export async function showTable() {
  const cfg = desk.cfg;
  if (!hasGame()) return;
  const mine = claim($("desk-table"));
  const said = $("desk-period");
  const upto = Math.max(1, Math.min(+$("desk-upto").max || MAX_TABLE, parseInt($("desk-upto").value, 10) || 200));
  $("desk-upto").value = upto;
  said.textContent = "Computing…";
  $("desk-table").dataset.state = "busy";
  const settle = (p) => p.then((r) => r, (e) => e);
  const opts = { signal: mine.signal };
  const [values, period, stats] = await Promise.all([
    settle(api(cfg, "grundy", { upto }, opts).then((r) => r.values)),
    settle(api(cfg, "period", {}, opts)),
    settle(api(cfg, "stats", { upto }, opts)),
  ]);
  if (!mine()) return;
  if (values instanceof Error) {
    said.textContent = values.message;
    said.className = "desk-error";
    $("desk-table").textContent = "";
    $("desk-table").dataset.state = "error";
    return;
  }
  said.className = "";
  const err = (x) => (x instanceof Error ? x.message : "");
  const ok = (x) => (x instanceof Error ? null : x);
  table = { values, upto, period: ok(period), periodErr: err(period), stats: ok(stats), statsErr: err(stats), far: null };
  layOut();
  // No period proven and none searched (Grundy's game): say how far the
  // lab computes the values instead, from the statistics of all of them
  // (seconds: the table does not wait for them), as far as FAR_TIME
  // takes them (a slow machine's WebAssembly does not reach G(2^20)
  // within the lab's deadline).
  const far = period instanceof Error && desk.desc && desk.desc.values_upto > 0 ? desk.desc.values_upto : 0;
  if (!far) return;
  const t = table;
  said.textContent = `${noPeriod()} Computing the values to G(${far})…`;
  settle(api(cfg, "stats", { upto: far, time: FAR_TIME }, opts)).then((r) => {
    if (!mine()) return;
    t.far = r;
    layOut();
  });
}

// noPeriod says why there is no period, without the command line's
// pointer that ends the lab's reason: the desk says how far instead.
function noPeriod() {
  const t = table;
  if (t.period) return `No period: none found in G(0..${t.period.checked - 1})${t.period.stopped_by ? `, stopped by ${t.period.stopped_by}` : ""}; mex period GAME --upto N --time D looks further.`;
  return `No period: ${t.periodErr.replace(/; mex .*$/, "").replace(/\.?$/, ".")}`;
}

// howFar says how far the values were computed, from mex stats of them all.
function howFar() {
  const f = table.far;
  if (!f) return "";
  if (f instanceof Error) return ` Its values to G(${desk.desc.values_upto}): ${f.message}`;
  const st = f.stats;
  const within = f.stopped_by ? ` in the ${FAR_TIME} the lab gives them (not to G(${f.upto}))` : "";
  return ` Its values are computed to G(${st.values - 1}) here${within}: the largest value ${st.largest} at n = ${st.largest_at}; ${st.rare_count} rare values, the last at n = ${st.last_rare}.`;
}

// layOut writes the values in rows of the period's width, the columns
// lined up so that the row of the preperiod starts a row.
function layOut() {
  const t = table;
  // a period search that found none answers period 0, not proven
  const p = t.period && t.period.period > 0 ? t.period : null;
  const width = parseInt($("desk-width").value, 10) || (p && p.period > 0 ? p.period : 10);
  const w = Math.max(1, Math.min(1000, width));
  const e = p ? p.preperiod : 0;
  const n = t.values.length;
  const said = $("desk-period");
  if (p) {
    const s = p.saltus ? `; arithmetic-periodic with saltus ${p.saltus}: G(n + ${p.period}) = G(n) + ${p.saltus} for n ≥ ${e}` : `: G(n + ${p.period}) = G(n) for n ≥ ${e}`;
    said.textContent = `Period ${p.period}, preperiod ${e}${s} (${p.proven ? "proven" : "not proven"}). Rows of ${w} values; the row of heap ${e} starts the period.`;
    if (p.proof) said.title = p.proof;
  } else {
    said.textContent = `${noPeriod()}${howFar()} Rows of ${w} values.`;
    said.removeAttribute("title");
  }
  const rare = new Set(t.stats && t.stats.stats && t.stats.stats.rare_positions ? t.stats.stats.rare_positions.map((r) => r.n) : []);
  const tab = $("desk-table");
  tab.textContent = "";
  tab.append(el("caption", { text: `G(n) for n = 0 to ${n - 1}, ${w} to a row` }));
  // the first row starts at the preperiod less a multiple of the width,
  // so the column of a heap is its residue: n ≡ preperiod + j (mod width)
  let start = e % w === 0 ? 0 : (e % w) - w;
  const head = el("tr", {}, el("th", { scope: "col", text: `n, n mod ${w}` }));
  for (let j = 0; j < w; j++) head.append(el("th", { scope: "col", title: `n ≡ ${(((start + j) % w) + w) % w} (mod ${w})`, text: String((((start + j) % w) + w) % w) }));
  tab.append(el("thead", {}, head));
  const body = el("tbody", {});
  for (; start < n; start += w) {
    const row = el("tr", { "data-start": start });
    if (p && start === e) row.className = "desk-period-start";
    const first = Math.max(0, start);
    row.append(el("th", { scope: "row", title: `G(${first}) to G(${Math.min(n, start + w) - 1})`, text: String(first) }));
    for (let j = 0; j < w; j++) {
      const k = start + j;
      if (k < 0 || k >= n) {
        row.append(el("td", { class: "desk-empty" }));
        continue;
      }
      const cls = [p && k < e ? "desk-pre" : "", rare.has(k) ? "desk-rare" : ""].filter(Boolean).join(" ");
      row.append(el("td", { "data-n": k, class: cls || undefined, title: `G(${k}) = ${t.values[k]}`, text: String(t.values[k]) }));
    }
    body.append(row);
  }
  tab.append(body);
  tab.dataset.width = w;
  tab.dataset.state = "done";
  showStats();
}

// showStats lists the rare values and the frequencies of the values.
function showStats() {
  const t = table;
  const rare = $("desk-rare");
  rare.textContent = "";
  const st = t.stats && t.stats.stats;
  let freq = st && st.frequencies;
  if (st) {
    rare.append(el("h4", { text: "Rare values" }));
    rare.append(el("p", { text: `Sparse space: mask ${st.mask}${st.position_bit ? " with the position bit" : ""}, split parity ${st.split_parity}; ${st.rare_count} rare positions up to ${st.values - 1}, the last at n = ${st.last_rare}; largest value ${st.largest} at n = ${st.largest_at}.` }));
    const list = el("ul", { id: "desk-rare-list", class: "desk-inline" });
    for (const r of st.rare_positions || []) list.append(el("li", { "data-n": r.n, text: `G(${r.n}) = ${r.value}` }));
    if ((st.rare_positions || []).length < st.rare_count) list.append(el("li", { text: "…" }));
    rare.append(list);
  } else if (t.statsErr) {
    rare.append(el("p", { class: "desk-hint", text: `Rare values: ${t.statsErr}` }));
  }
  if (!freq) {
    freq = [];
    for (const v of t.values) freq[v] = (freq[v] || 0) + 1;
  }
  const tab = $("desk-freq");
  tab.textContent = "";
  tab.append(el("caption", { text: `How often each value occurs in G(0..${t.values.length - 1})` }));
  const hv = el("tr", {}, el("th", { scope: "row", text: "value" }));
  const hc = el("tr", {}, el("th", { scope: "row", text: "heaps" }));
  freq.forEach((c, v) => {
    if (!c) return;
    hv.append(el("th", { scope: "col", text: String(v) }));
    hc.append(el("td", { "data-value": v, text: String(c) }));
  });
  tab.append(el("tbody", {}, hv, hc));
}

function mark(ns) {
  for (const c of document.querySelectorAll("#desk-table td.desk-hit")) c.classList.remove("desk-hit");
  let first = null;
  for (const n of ns) {
    const c = document.querySelector(`#desk-table td[data-n="${n}"]`);
    if (c) {
      c.classList.add("desk-hit");
      first = first || c;
    }
  }
  if (first) first.scrollIntoView({ block: "nearest", inline: "nearest" });
}

async function goTo() {
  const found = $("desk-found");
  const text = $("desk-goto").value.trim();
  if (!/^\d+$/.test(text)) {
    found.textContent = "Go to: type a heap, a whole number.";
    return;
  }
  const t = table;
  const n = Number(text);
  if (t && text.length < 16 && n < t.values.length) {
    mark([n]);
    found.textContent = `G(${n}) = ${t.values[n]}`;
    return;
  }
  const mine = claim(found);
  found.textContent = `G(${text}): asking the lab…`;
  try {
    const r = await api(desk.cfg, "grundy", { pos: text });
    if (mine()) found.textContent = `G(${text}) = ${String(r.grundy)}${t ? " (beyond the table)" : ""}`;
  } catch (e) {
    if (mine()) found.textContent = `G(${text}): ${e.message}`;
  }
}

function searchValue() {
  const found = $("desk-found");
  const t = table;
  const v = parseInt($("desk-search").value, 10);
  if (!t) {
    found.textContent = "Show the table first.";
    return;
  }
  if (!(v >= 0)) {
    found.textContent = "Search: type a value, a whole number.";
    return;
  }
  const at = [];
  let count = 0;
  t.values.forEach((x, n) => {
    if (x === v) {
      count++;
      if (at.length < MAX_LISTED) at.push(n);
    }
  });
  mark(at);
  const last = t.values.length - 1;
  let s = count ? `G(n) = ${v} at n = ${at.join(", ")}${count > at.length ? ", …" : ""} (${count} heaps up to ${last})` : `No heap up to ${last} has value ${v}.`;
  const p = t.period && t.period.period > 0 ? t.period : null;
  if (p && p.proven && !p.saltus && p.preperiod + p.period <= t.values.length) {
    const res = [];
    for (let n = p.preperiod; n < p.preperiod + p.period; n++) if (t.values[n] === v) res.push(n % p.period);
    s += res.length ? ` From n = ${p.preperiod} on, exactly at n ≡ ${res.sort((a, b) => a - b).join(", ")} (mod ${p.period}).` : ` None from n = ${p.preperiod} on: the period never takes it.`;
  }
  found.textContent = s;
  found.dataset.first = at.join(",");
}

export function initValues() {
  onSubmit("desk-table-form", showTable);
  onSubmit("desk-goto-form", goTo);
  onSubmit("desk-search-form", searchValue);
  $("desk-width").addEventListener("change", () => { if (table) layOut(); });
}
