// The research desk: the commands of mex on the game chosen in the page.
//
// The desk reads the page's game from the URL (game=, misere=, alter-p=,
// alter-n=) and follows it while it is open (popstate, hashchange, and a
// cheap look at location.search twice a second, since the page moves with
// history.pushState); it depends on nothing of app.js. It learns what a
// game has from /api/describe and the families from /api/families, and
// names no family itself. Every error of the API is shown as it comes.
(() => {
  "use strict";

  const $ = (id) => document.getElementById(id);
  // MAX_TABLE bounds the value table the desk lays out (cells of the DOM);
  // the server answers /api/grundy up to describe's values_upto.
  const MAX_TABLE = 20000;
  const MAX_LISTED = 20; // heaps listed by a search

  const desk = {
    open: false,
    search: null, // the location.search the desk last read
    cfg: null, // { game, misere, alter: [[key, value]…], pos }
    desc: null, // /api/describe of cfg
    families: null,
    sumPresets: [],
    gen: 0, // bumped when the game changes: older answers are dropped
    table: null, // { values, upto, period, stats }
    timer: 0,
  };

  // ---- the API ----------------------------------------------------------

  // parseJSON keeps integers beyond 2^53 exact, as strings of digits.
  let sourceText = false;
  try {
    JSON.parse("1", (k, v, c) => { sourceText = !!(c && typeof c.source === "string"); return v; });
  } catch (e) { sourceText = false; }
  function parseJSON(text) {
    if (sourceText) {
      return JSON.parse(text, (k, v, c) => (typeof v === "number" && !Number.isSafeInteger(v) && c && /^-?\d+$/.test(c.source) ? c.source : v));
    }
    return JSON.parse(text.replace(/([[:,]\s*)(-?\d{16,})(?=\s*[,\]}])/g, '$1"$2"'));
  }

  // api asks /api/command and returns its JSON, or throws the API's error.
  async function api(command, params) {
    let res, text;
    try {
      res = await fetch(`/api/${command}?${params}`);
      text = await res.text();
    } catch (e) {
      throw new Error(`the lab did not answer (${e.message})`);
    }
    let body;
    try {
      body = parseJSON(text);
    } catch (e) {
      throw new Error(`${res.status} ${res.statusText}: ${text.slice(0, 200)}`);
    }
    if (!res.ok || (body && typeof body.error === "string")) throw new Error(body && body.error ? body.error : `${res.status} ${res.statusText}`);
    return body;
  }

  // params are the game's parameters (misere overrides the page's
  // convention when not undefined) and more.
  function params(cfg, more, misere) {
    const q = new URLSearchParams();
    q.set("game", cfg.game);
    for (const [k, v] of cfg.alter) q.append(k, v);
    if (misere === undefined ? cfg.misere : misere) q.set("misere", "1");
    for (const [k, v] of Object.entries(more || {})) if (v !== undefined && v !== "") q.set(k, v);
    return q;
  }

  // ---- small helpers of the DOM -----------------------------------------

  function el(tag, attrs, ...children) {
    const e = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (v === undefined || v === null || v === false) continue;
      if (k === "class") e.className = v;
      else if (k === "text") e.textContent = v;
      else e.setAttribute(k, v === true ? "" : v);
    }
    for (const c of children) if (c !== null && c !== undefined) e.append(c);
    return e;
  }

  // answers fills a <dl> with rows: answers(dl, [[key, label]…]) makes the
  // rows, each waiting; set(key, text, error) fills one.
  function answers(dl, rows) {
    dl.textContent = "";
    dl.dataset.state = "busy";
    const dds = {};
    for (const [key, label] of rows) {
      const dd = el("dd", { id: `${dl.id}-${key}`, "data-state": "busy", text: "…" });
      dl.append(el("div", { class: "desk-answer" }, el("dt", { text: label }), dd));
      dds[key] = dd;
    }
    let left = rows.length;
    return function set(key, content, error) {
      const dd = dds[key];
      if (!dd || dd.dataset.state !== "busy") return;
      dd.textContent = "";
      dd.append(content);
      dd.dataset.state = error ? "error" : "done";
      dd.classList.toggle("desk-error", !!error);
      if (--left === 0) dl.dataset.state = "done";
    };
  }

  // ask runs one request for one row of answers.
  function ask(set, key, promise, show) {
    promise.then((v) => set(key, show(v)), (e) => set(key, e.message, true));
  }

  // posText writes a position of the API's JSON as the command line does:
  // coordinates joined by commas, a sum's components by " + ".
  function posText(m) {
    if (typeof m === "string") return m;
    if (Array.isArray(m)) {
      // a big coordinate is a string of digits (parseJSON); a component is an array or a text
      if (m.some((x) => Array.isArray(x) || (typeof x === "string" && !/^-?\d+$/.test(x)))) return m.map(posText).join(" + ");
      return m.join(",");
    }
    return String(m);
  }

  function outcomeText(o) {
    return { P: "P: the player to move loses", N: "N: the player to move wins" }[o] || String(o);
  }

  function movesText(r) {
    const w = r.winning || [];
    if (!w.length) return "none: no move to a P-position";
    return w.map(posText).join("; ");
  }

  // ---- the game of the page ---------------------------------------------

  function readURL() {
    const q = new URLSearchParams(location.search);
    const alter = [...q.getAll("alter-p").map((v) => ["alter-p", v]), ...q.getAll("alter-n").map((v) => ["alter-n", v])];
    return { game: q.get("game") || "", misere: q.get("misere") === "1", alter, pos: q.get("pos") || q.get("start") || "" };
  }

  function sameGame(a, b) {
    return !!a && !!b && a.game === b.game && a.misere === b.misere && JSON.stringify(a.alter) === JSON.stringify(b.alter);
  }

  // follow reads the URL again and, when the game changed, describes it.
  async function follow() {
    if (!desk.open || location.search === desk.search) return;
    desk.search = location.search;
    const cfg = readURL();
    const pos = $("desk-pos");
    if (!pos.value || (desk.cfg && pos.value === desk.cfg.pos)) pos.value = cfg.pos;
    if (sameGame(cfg, desk.cfg)) {
      desk.cfg = cfg;
      return;
    }
    desk.cfg = cfg;
    const gen = ++desk.gen;
    clearResults();
    const said = $("desk-game");
    if (!cfg.game) {
      said.textContent = "Choose a game above: the desk works on the game of the page.";
      return;
    }
    said.textContent = `Working on ${gameTitle(cfg)}…`;
    try {
      const d = await api("describe", params(cfg));
      if (gen !== desk.gen) return;
      desk.desc = d;
      said.textContent = `The desk works on ${gameTitle(cfg)}.`;
      said.dataset.game = cfg.game;
    } catch (e) {
      if (gen !== desk.gen) return;
      desk.desc = null;
      said.textContent = `${gameTitle(cfg)}: ${e.message}`;
    }
    showParts();
  }

  function gameTitle(cfg) {
    let t = cfg.game;
    if (cfg.misere) t += ", misère play";
    if (cfg.alter.length) t += ", altered at " + cfg.alter.map(([k, v]) => (k === "alter-p" ? "P " : "N ") + v).join("; ");
    return t;
  }

  // showParts shows what the game has: the value table for one heap.
  function showParts() {
    const d = desk.desc;
    const oneHeap = !!d && d.view === "oneheap" && d.has_values;
    $("desk-values-body").hidden = !oneHeap;
    $("desk-values-none").hidden = oneHeap;
    const upto = $("desk-upto");
    upto.max = String(Math.min(MAX_TABLE, d && d.values_upto > 0 ? d.values_upto : MAX_TABLE));
    moreParts();
  }

  function clearResults() {
    desk.table = null;
    for (const id of ["desk-analysis", "desk-quotient", "desk-table", "desk-freq", "desk-genus", "desk-ppos-out", "desk-plot-out", "desk-prove-out", "desk-stats-out"]) {
      $(id).textContent = "";
      delete $(id).dataset.state;
    }
    for (const id of ["desk-period", "desk-found", "desk-rare", "desk-genus-said"]) $(id).textContent = "";
  }

  // ---- 1. the analyser ---------------------------------------------------

  function analyse() {
    const cfg = desk.cfg;
    const dl = $("desk-analysis");
    const pos = $("desk-pos").value.trim();
    if (!cfg || !cfg.game) {
      dl.textContent = "";
      dl.append(el("div", { class: "desk-error", text: "Choose a game above first." }));
      return;
    }
    if (!pos) {
      dl.textContent = "";
      dl.append(el("div", { class: "desk-error", text: "Type a position." }));
      return;
    }
    const gen = desk.gen;
    const play = cfg.misere ? "misère play" : "normal play";
    const rows = [
      ["outcome", "Outcome, normal play"],
      ["misere", "Outcome, misère play"],
      ["value", cfg.misere ? "Misère Grundy value" : "Sprague-Grundy value"],
      ["moves", `Winning moves (${play})`],
      ["form", "Misère simplest form"],
    ];
    if (desk.desc && desk.desc.memory) rows.push(["class", "Classification"]);
    const set0 = answers(dl, rows);
    const set = (k, v, e) => { if (gen === desk.gen) set0(k, v, e); };
    dl.dataset.pos = pos;
    ask(set, "outcome", api("outcome", params(cfg, { pos }, false)), (r) => outcomeText(r.outcome));
    ask(set, "misere", api("outcome", params(cfg, { pos }, true)), (r) => outcomeText(r.outcome));
    ask(set, "value", api("grundy", params(cfg, { pos })), (r) => String(r.grundy));
    ask(set, "moves", api("moves", params(cfg, { pos })), movesText);
    ask(set, "form", api("form", params(cfg, { pos })), formView);
    if (desk.desc && desk.desc.memory) {
      ask(set, "class", api("classify", params(cfg, { pos })), (r) => {
        const h = r.histories ? Object.entries(r.histories).map(([k, v]) => `${k} ${v}`).join(", ") : "";
        return `${r.class}; ${r.stability}` + (h ? ` (histories: ${h}; starts up to ${r.starts_up_to})` : "");
      });
    }
  }

  function formView(r) {
    const box = el("div", {});
    const genus = r.genus ? genusText(r.genus) : "";
    box.append(el("p", { class: "desk-form-name", text: `${r.form}${r.nimber ? " (a nim-heap)" : ""}` }));
    if (r.definitions && r.definitions.length) {
      const shown = r.definitions.slice(-12);
      const list = el("ul", { class: "desk-defs" });
      if (shown.length < r.definitions.length) list.append(el("li", { text: `… ${r.definitions.length - shown.length} more` }));
      for (const d of shown) list.append(el("li", { text: `${d.name} = {${d.options.join(", ")}}` }));
      box.append(list);
    }
    box.append(el("p", { text: `birthday ${r.birthday}; G⁺ = ${r.normal_grundy}, G⁻ = ${r.misere_grundy}, genus ${genus}; ${r.forms} distinct forms below it` }));
    return box;
  }

  function genusText(g) {
    return `${g.g}^${(g.gamma || []).join("")}`;
  }

  // ---- 2. the value table --------------------------------------------------

  async function showTable() {
    const cfg = desk.cfg;
    if (!cfg || !cfg.game) return;
    const gen = desk.gen;
    const said = $("desk-period");
    const upto = Math.max(1, Math.min(+$("desk-upto").max || MAX_TABLE, parseInt($("desk-upto").value, 10) || 200));
    $("desk-upto").value = upto;
    said.textContent = "Computing…";
    $("desk-table").dataset.state = "busy";
    const [values, period, stats] = await Promise.all([
      api("grundy", params(cfg, { upto })).then((r) => r.values, (e) => e),
      api("period", params(cfg)).then((r) => r, (e) => e),
      api("stats", params(cfg, { upto })).then((r) => r, (e) => e),
    ]);
    if (gen !== desk.gen) return;
    if (values instanceof Error) {
      said.textContent = values.message;
      said.className = "desk-error";
      $("desk-table").textContent = "";
      $("desk-table").dataset.state = "error";
      return;
    }
    said.className = "";
    desk.table = { values, upto, period: period instanceof Error ? null : period, periodErr: period instanceof Error ? period.message : "", stats: stats instanceof Error ? null : stats, statsErr: stats instanceof Error ? stats.message : "" };
    layOut();
  }

  // layOut writes the values in rows of the period's width, the columns
  // lined up so that the row of the preperiod starts a row.
  function layOut() {
    const t = desk.table;
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
      const none = t.period ? `none found in G(0..${t.period.checked - 1})${t.period.stopped_by ? `, stopped by ${t.period.stopped_by}` : ""}; mex period GAME --upto N --time D looks further.` : t.periodErr.replace(/\.?$/, ".");
      said.textContent = `No period: ${none} Rows of ${w} values.`;
      said.removeAttribute("title");
    }
    const rare = new Set(t.stats && t.stats.stats && t.stats.stats.rare_positions ? t.stats.stats.rare_positions.map((r) => r.n) : []);
    const table = $("desk-table");
    table.textContent = "";
    table.append(el("caption", { text: `G(n) for n = 0 to ${n - 1}, ${w} to a row` }));
    // the first row starts at the preperiod less a multiple of the width,
    // so the column of a heap is its residue: n ≡ preperiod + j (mod width)
    let start = e % w === 0 ? 0 : (e % w) - w;
    const head = el("tr", {}, el("th", { scope: "col", text: `n, n mod ${w}` }));
    for (let j = 0; j < w; j++) head.append(el("th", { scope: "col", title: `n ≡ ${(((start + j) % w) + w) % w} (mod ${w})`, text: String((((start + j) % w) + w) % w) }));
    table.append(el("thead", {}, head));
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
    table.append(body);
    table.dataset.width = w;
    table.dataset.state = "done";
    showStats();
  }

  // showStats lists the rare values and the frequencies of the values.
  function showStats() {
    const t = desk.table;
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
    const table = $("desk-freq");
    table.textContent = "";
    table.append(el("caption", { text: `How often each value occurs in G(0..${t.values.length - 1})` }));
    const hv = el("tr", {}, el("th", { scope: "row", text: "value" }));
    const hc = el("tr", {}, el("th", { scope: "row", text: "heaps" }));
    freq.forEach((c, v) => {
      if (!c) return;
      hv.append(el("th", { scope: "col", text: String(v) }));
      hc.append(el("td", { "data-value": v, text: String(c) }));
    });
    table.append(el("tbody", {}, hv, hc));
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
    const t = desk.table;
    const n = Number(text);
    if (t && text.length < 16 && n < t.values.length) {
      mark([n]);
      found.textContent = `G(${n}) = ${t.values[n]}`;
      return;
    }
    const gen = desk.gen;
    found.textContent = `G(${text}): asking the lab…`;
    try {
      const r = await api("grundy", params(desk.cfg, { pos: text }));
      if (gen === desk.gen) found.textContent = `G(${text}) = ${r.grundy}${t ? " (beyond the table)" : ""}`;
    } catch (e) {
      if (gen === desk.gen) found.textContent = `G(${text}): ${e.message}`;
    }
  }

  function searchValue() {
    const found = $("desk-found");
    const t = desk.table;
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

  // ---- 3. the genus table and the misère quotient -------------------------

  async function genus() {
    const cfg = desk.cfg;
    if (!cfg || !cfg.game) return;
    const gen = desk.gen;
    const said = $("desk-genus-said");
    const table = $("desk-genus");
    const upto = $("desk-genus-upto").value.trim();
    said.textContent = "Computing…";
    said.className = "";
    table.textContent = "";
    table.dataset.state = "busy";
    try {
      const r = await api("genus", params(cfg, { upto }));
      if (gen !== desk.gen) return;
      said.textContent = `Genus of ${r.game}, heaps 0 to ${r.heaps.length - 1}: g^γ0γ1…, g = G⁺, γk = G⁻ with k copies of *2 added.`;
      table.append(el("caption", { text: `Genus of ${r.game}` }));
      table.append(el("thead", {}, el("tr", {}, ...["heap", "G⁺ (normal)", "G⁻ (misère)", "genus", "tame or wild"].map((h) => el("th", { scope: "col", text: h })))));
      const body = el("tbody", {});
      for (const h of r.heaps) {
        let m = "wild";
        if (h.tame) m = "tame";
        else if (tameGenus(h.genus)) m = "tame genus, wild option";
        else if (h.restive) m = "restive genus";
        else if (h.restless) m = "restless genus";
        body.append(el("tr", { "data-heap": h.heap }, el("th", { scope: "row", text: String(h.heap) }), el("td", { text: String(h.genus.g) }),
          el("td", { text: String((h.genus.gamma || [])[0]) }), el("td", { class: "desk-genus", text: h.text }), el("td", { text: m })));
      }
      table.append(body);
      table.dataset.state = "done";
    } catch (e) {
      if (gen !== desk.gen) return;
      said.textContent = e.message;
      said.className = "desk-error";
      table.dataset.state = "error";
    }
  }

  // tameGenus reports whether a genus is that of a Nim position (0^120,
  // 1^031, 0^02, 1^13, or g^{g, g xor 2} for g >= 2), as misere.Genus.Tame.
  function tameGenus(x) {
    const digit = (y, i) => (i < y.gamma.length ? y.gamma[i] : y.gamma[y.gamma.length - 2 + ((y.gamma.length ^ i) & 1)]);
    const equal = (y) => {
      for (let i = 0; i < Math.max(x.gamma.length, y.gamma.length) + 2; i++) if (digit(x, i) !== digit(y, i)) return false;
      return true;
    };
    const g = x.g;
    if (!x.gamma || x.gamma.length < 2) return false;
    if (g >= 2) return equal({ gamma: [g, g ^ 2] });
    return equal({ gamma: [g ^ 1, g ^ 2, g] }) || equal({ gamma: [g, g ^ 2] });
  }

  async function quotient() {
    const cfg = desk.cfg;
    if (!cfg || !cfg.game) return;
    const gen = desk.gen;
    const dl = $("desk-quotient");
    const maxheap = $("desk-maxheap").value.trim();
    const sum = $("desk-qsum").value.trim();
    const rows = [["order", "Order"], ["gens", "Generators"], ["rels", "Relations"], ["ppos", "P-portion"], ["pretend", "Pretending function"],
      ["orders", "Orders of Q₁, Q₂, …"], ["tame", "Tame"]];
    if (sum) rows.push(["sum", `Sum ${sum}`]);
    const set = answers(dl, rows);
    try {
      const r = await api("quotient", params(cfg, { maxheap, sum }));
      if (gen !== desk.gen) return;
      set("order", `${r.order} (Q_${r.maxheap}: sums of heaps up to ${r.maxheap}; stable from heap ${r.stable_from})`);
      set("gens", (r.generators || []).map((g) => `${g.name} = heap ${g.heap}`).join(", ") || "none");
      set("rels", (r.relations || []).map((x) => `${x.left} = ${x.right}`).join(", ") || "none");
      set("ppos", `{${(r.p_portion || []).join(", ")}} of {${(r.elements || []).join(", ")}}`);
      const pt = el("table", { class: "desk-pretend" }, el("caption", { class: "desk-sr", text: "the element each heap pretends to be" }));
      const hh = el("tr", {}, el("th", { scope: "row", text: "heap" }));
      const he = el("tr", {}, el("th", { scope: "row", text: "element" }));
      (r.pretending || []).forEach((w, h) => { hh.append(el("th", { scope: "col", text: String(h) })); he.append(el("td", { text: w })); });
      pt.append(el("tbody", {}, hh, he));
      set("pretend", el("div", { class: "desk-scroll" }, pt));
      set("orders", (r.orders || []).join(" "));
      set("tame", r.tame === null || r.tame === undefined ? "not decided" : r.tame ? "yes: the quotient of misère Nim" : "no: some heap is wild");
      if (sum) set("sum", `${outcomeText(r.outcome)}; it pretends to be ${r.element}`);
    } catch (e) {
      if (gen !== desk.gen) return;
      for (const [k] of rows) set(k, e.message, true);
    }
  }

  // ---- 4. the sum builder -------------------------------------------------

  // familyParts splits a family's syntax "name:S" or "name[:p=P]" into the
  // parameters' hint ("" when it takes none) and whether they are optional.
  function familyParts(f) {
    const rest = f.syntax.slice(f.name.length);
    if (!rest) return { hint: "", optional: true };
    const optional = rest.startsWith("[");
    return { hint: rest.replace(/^\[?:?/, "").replace(/\]$/, ""), optional };
  }

  async function loadFamilies() {
    if (desk.families) return desk.families;
    try {
      const r = await api("families", "");
      desk.families = r.families || [];
      desk.sumPresets = r.sum_presets || [];
    } catch (e) {
      $("desk-parts").textContent = `The families: ${e.message}`;
      return null;
    }
    return desk.families;
  }

  let partCount = 0;
  // addPart adds a component, of game spec at position pos when given.
  async function addPart(spec, pos) {
    const fams = await loadFamilies();
    if (!fams) return;
    const k = ++partCount;
    const select = el("select", { id: `desk-part-${k}-family`, class: "desk-part-family" });
    for (const f of fams) select.append(el("option", { value: f.name, text: `${f.name}: ${f.summary}` }));
    const paramsIn = el("input", { id: `desk-part-${k}-params`, class: "desk-part-params", spellcheck: "false", autocomplete: "off", autocapitalize: "off" });
    const posIn = el("input", { id: `desk-part-${k}-pos`, class: "desk-part-pos", spellcheck: "false", autocomplete: "off", autocapitalize: "off", size: "10" });
    const remove = el("button", { type: "button", class: "desk-part-remove", text: "Remove" });
    const fieldset = el("fieldset", { class: "desk-part" }, el("legend", { text: "Component" }),
      el("label", {}, "Game ", select), el("label", {}, "Parameters ", paramsIn), el("label", {}, "Position ", posIn), remove);
    const hints = () => {
      const f = fams.find((x) => x.name === select.value);
      if (!f) return;
      const { hint, optional } = familyParts(f);
      paramsIn.disabled = !hint;
      paramsIn.placeholder = hint ? (optional ? `optional: ${hint}` : hint) : "none";
      const ex = f.example.slice(f.example.indexOf(" ") + 1);
      posIn.placeholder = f.example.includes(" ") ? ex : "";
      select.title = f.rules || f.summary;
    };
    select.addEventListener("change", hints);
    if (typeof spec === "string") {
      const colon = spec.indexOf(":");
      const name = colon < 0 ? spec : spec.slice(0, colon);
      if (fams.some((f) => f.name === name)) {
        select.value = name;
        paramsIn.value = colon < 0 ? "" : spec.slice(colon + 1);
        posIn.value = pos || "";
      }
    }
    hints();
    remove.addEventListener("click", () => { fieldset.remove(); legends(); });
    $("desk-parts").append(fieldset);
    legends();
  }

  function legends() {
    const parts = [...document.querySelectorAll("#desk-parts .desk-part")];
    parts.forEach((p, i) => {
      p.querySelector("legend").textContent = `Component ${i + 1}`;
      p.querySelector(".desk-part-remove").disabled = parts.length === 1;
    });
  }

  // firstParts starts the builder with the first sum of the menu (two
  // empty components if there is none).
  async function firstParts() {
    if (!(await loadFamilies())) return;
    const preset = desk.sumPresets[0];
    const games = preset ? preset.game.split(" + ") : [];
    const positions = preset ? preset.start.split(" + ") : [];
    if (games.length < 2 || games.length !== positions.length) {
      await addPart();
      await addPart();
      return;
    }
    for (let i = 0; i < games.length; i++) await addPart(games[i], positions[i]);
  }

  // sumSpec writes the sum as the command line reads it.
  function sumSpec() {
    const games = [];
    const positions = [];
    for (const p of document.querySelectorAll("#desk-parts .desk-part")) {
      const name = p.querySelector(".desk-part-family").value;
      let par = p.querySelector(".desk-part-params");
      par = par.disabled ? "" : par.value.trim();
      if (par.startsWith(name + ":")) par = par.slice(name.length + 1);
      games.push(par ? `${name}:${par}` : name);
      positions.push(p.querySelector(".desk-part-pos").value.trim());
    }
    return { game: games.join(" + "), pos: positions.join(" + ") };
  }

  function askSum() {
    const { game, pos } = sumSpec();
    const dl = $("desk-sum-answer");
    const cfg = { game, misere: $("desk-sum-misere").checked, alter: [] };
    const set = answers(dl, [["sum", "The sum"], ["outcome", "Outcome"], ["value", cfg.misere ? "Misère Grundy value" : "Sprague-Grundy value"], ["moves", "Winning moves"]]);
    const link = el("a", { href: "?" + params(cfg, { start: pos }), text: `${game} at ${pos}` });
    set("sum", el("span", {}, link, el("code", { class: "desk-cli", text: ` mex moves "${game}" "${pos}"${cfg.misere ? " --misere" : ""}` })));
    ask(set, "outcome", api("outcome", params(cfg, { pos })), (r) => outcomeText(r.outcome));
    ask(set, "value", api("grundy", params(cfg, { pos })), (r) => String(r.grundy));
    ask(set, "moves", api("moves", params(cfg, { pos })), movesText);
  }

  // ---- 5. the rest of mex: P-positions, pictures, the papers' experiments --
  //
  // Built here (the page's HTML holds the desk's first four parts): every
  // command of the command line that a page can answer has a control on
  // the desk (docs/LAB.md lists them).

  // field is a labelled input.
  function field(label, id, attrs) {
    return el("label", {}, label + " ", el("input", Object.assign({ id, spellcheck: "false", autocomplete: "off", autocapitalize: "off" }, attrs || {})));
  }

  // choice is a labelled select of [value, text] options.
  function choice(label, id, options) {
    const s = el("select", { id });
    for (const [v, t] of options) s.append(el("option", { value: v, text: t }));
    return el("label", {}, label + " ", s);
  }

  function section(id, title, ...children) {
    return el("section", { id, "aria-labelledby": `${id}-title` }, el("h3", { id: `${id}-title`, text: title }), ...children);
  }

  function form(id, button, ...fields) {
    return el("form", { id, class: "desk-bar" }, ...fields, el("button", { type: "submit", id: `${id}-go`, text: button }));
  }

  // cli writes a command line of mex, quoting what the shell would split.
  function cli(...args) {
    const q = (s) => (/^[A-Za-z0-9_.:,=\/^+-]+$/.test(s) ? s : `'${String(s).replace(/'/g, "'\\''")}'`);
    return el("code", { class: "desk-cli", text: "mex " + args.filter((a) => a !== "").map(q).join(" ") });
  }

  function gameFlags(cfg) {
    const out = [];
    for (const [k, v] of cfg.alter) out.push(`--${k}`, v);
    if (cfg.misere) out.push("--misere");
    return out;
  }

  // busy marks an output box as waiting; done and failed fill it.
  function busy(box) {
    box.textContent = "";
    box.className = "";
    box.dataset.state = "busy";
    box.append(el("p", { text: "Computing…" }));
  }
  function done(box, ...content) {
    box.textContent = "";
    box.append(...content);
    box.dataset.state = "done";
  }
  function failed(box, e) {
    box.textContent = "";
    box.append(el("p", { class: "desk-error", text: e.message }));
    box.dataset.state = "error";
  }

  // run asks for one box: f returns the content, or throws the API's error.
  async function run(box, f) {
    const gen = desk.gen;
    busy(box);
    try {
      const content = await f();
      if (gen === desk.gen) done(box, ...content);
    } catch (e) {
      if (gen === desk.gen) failed(box, e);
    }
  }

  function needGame(box) {
    if (desk.cfg && desk.cfg.game) return true;
    failed(box, new Error("Choose a game above first."));
    return false;
  }

  function buildMore() {
    const grid = document.querySelector("#desk .desk-grid");
    grid.append(
      section("desk-ppos", "P-positions",
        el("p", { class: "desk-hint", text: "mex ppos: every P-position with coordinates up to N, or, for games whose P-positions are indexed pairs (a_i, b_i), K pairs from index I (of any size)." }),
        form("desk-ppos-form", "List",
          choice("List", "desk-ppos-mode", [["size", "in the box 0..N"], ["count", "by index"]]),
          field("N", "desk-ppos-size", { type: "number", min: "0", value: "30", inputmode: "numeric" }),
          field("from index", "desk-ppos-from", { value: "0", inputmode: "numeric", size: "12" }),
          field("count", "desk-ppos-count", { type: "number", min: "1", value: "10", inputmode: "numeric" })),
        el("div", { id: "desk-ppos-out", "aria-live": "polite" })),
      section("desk-plot", "Picture",
        el("p", { class: "desk-hint", text: "mex plot: the command line's own picture of the game (or of two bitstrings), as PNG or SVG." }),
        form("desk-plot-form", "Draw",
          choice("Kind", "desk-plot-kind", []),
          field("Size", "desk-plot-size", { type: "number", min: "1", placeholder: "by kind", inputmode: "numeric" }),
          choice("Overlay", "desk-plot-overlay", [["", "none"]]),
          field("P-position", "desk-plot-pos", { placeholder: "strategy: X,Y", size: "8" }),
          field("Mask", "desk-plot-mask", { type: "number", min: "0", placeholder: "sequence", inputmode: "numeric" }),
          field("Bitstrings", "desk-plot-strings", { placeholder: "S,T", value: "00100111,11001100", size: "18" }),
          field("Steps", "desk-plot-steps", { type: "number", min: "1", value: "3", inputmode: "numeric" }),
          choice("Format", "desk-plot-format", [["svg", "SVG"], ["png", "PNG"]])),
        el("div", { id: "desk-plot-out", class: "desk-scroll", "aria-live": "polite" })),
      section("desk-stats", "Sparse-space statistics",
        el("p", { class: "desk-hint", text: "mex stats GAME --upto N: the rare class of the values (Gangolli and Plambeck's sparse space), how often each value occurs and the largest, to any N up to 2^20, with the period when the run proves one." }),
        el("p", { id: "desk-stats-none", class: "desk-hint", hidden: true, text: "Statistics are of one-heap value sequences; this game has none." }),
        form("desk-stats-form", "Statistics",
          field("Heaps 0 to", "desk-stats-upto", { value: "2^16", size: "8" })),
        el("dl", { id: "desk-stats-out", class: "desk-answers", "aria-live": "polite" })),
      section("desk-prove", "Proof with options",
        el("p", { class: "desk-hint", text: "mex prove GAME with its options: automata of at most N states, learnt from boxes up to N×N, in the numeration systems given (the Prove button above uses the defaults)." }),
        el("p", { id: "desk-prove-none", class: "desk-hint", hidden: true, text: "The prover takes two-pile games whose moves are a formula over (ℕ,+), without blocking; this game is not one." }),
        form("desk-prove-form", "Prove",
          field("states", "desk-prove-states", { type: "number", min: "1", placeholder: "64", inputmode: "numeric" }),
          field("box", "desk-prove-box", { type: "number", min: "1", placeholder: "256", inputmode: "numeric" }),
          field("numeration", "desk-prove-numeration", { placeholder: "the game's own, then msd_fib,msd_2,…", size: "20" })),
        el("dl", { id: "desk-prove-out", class: "desk-answers", "aria-live": "polite" })),
      section("desk-papers", "Experiments of the papers",
        el("p", { class: "desk-hint", text: "These take no game of the page: the offset of an alteration, the adjoin question, the defects and learning experiments, and a census of octal codes." }),
        el("h4", { text: "Offset of an alteration (mex offset)" }),
        form("desk-offset-form", "Offset",
          field("Alterations", "desk-offset-alter", { placeholder: "P 3,4; N 0,0", size: "16" }),
          field("Measure within radii", "desk-offset-measure", { placeholder: "optional: 100,1000", size: "12" })),
        el("div", { id: "desk-offset-out", "aria-live": "polite" }),
        el("h4", { text: "Adjoin a move (mex adjoin)" }),
        form("desk-adjoin-form", "Adjoin",
          field("Move I,J", "desk-adjoin-move", { placeholder: "3,5", size: "14" }),
          field("or the matrix to N", "desk-adjoin-size", { type: "number", min: "0", inputmode: "numeric" })),
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
        el("div", { id: "desk-walnut-out", class: "desk-scroll", "aria-live": "polite" })));
    const submit = (id, f) => $(id).addEventListener("submit", (ev) => { ev.preventDefault(); Promise.resolve(f()).catch(() => {}); });
    submit("desk-ppos-form", listPpos);
    submit("desk-plot-form", drawPlot);
    submit("desk-prove-form", proveWith);
    submit("desk-stats-form", statsTo);
    submit("desk-offset-form", offset);
    submit("desk-adjoin-form", adjoin);
    submit("desk-defects-form", defects);
    submit("desk-learn-form", learn);
    submit("desk-census-form", census);
    submit("desk-walnut-form", walnut);
    $("desk-ppos-mode").addEventListener("change", pposFields);
    $("desk-plot-kind").addEventListener("change", plotFields);
    moreParts();
  }

  // PLOT_KINDS are the kinds of mex plot --kind, by the name the command
  // line gives them, with what a game needs for each (its description d,
  // null when none): the server draws no sum.
  const PLOT_KINDS = {
    ppos: { text: "P-positions", has: (d) => !!d && (d.view === "twopile" || d.view === "record") && d.shape !== "sum" },
    grundy: { text: "Grundy values", has: (d) => !!d && d.view === "twopile" && d.has_values && d.shape !== "sum" },
    sequence: { text: "value sequence", has: (d) => !!d && d.view === "oneheap" },
    strategy: { text: "strategy", has: (d) => !!d && d.strategy },
    strings: { text: "bitstrings (no game)", has: () => true },
  };

  // moreParts fits the controls to the game described.
  function moreParts() {
    const d = desk.desc;
    const mode = $("desk-ppos-mode");
    mode.options[1].disabled = !(d && d.indexed_pairs);
    mode.value = d && d.indexed_pairs ? "count" : "size";
    pposFields();
    const kind = $("desk-plot-kind");
    kind.textContent = "";
    for (const [v, k] of Object.entries(PLOT_KINDS)) if (k.has(d)) kind.append(el("option", { value: v, text: k.text }));
    const overlay = $("desk-plot-overlay");
    overlay.textContent = "";
    overlay.append(el("option", { value: "", text: "none" }));
    if (d && d.offset_overlay) overlay.append(el("option", { value: "offset", text: "the unaltered game, translated by the offset" }));
    if (d && d.misere && d.view === "twopile") overlay.append(el("option", { value: "normal", text: "the P-positions of normal play" }));
    plotFields();
    const seq = !!(d && d.view === "oneheap" && d.has_values);
    $("desk-stats-none").hidden = seq;
    $("desk-stats-form").hidden = !seq;
    $("desk-stats-form").style.display = seq ? "" : "none";
    const provable = !!(d && d.provable);
    $("desk-prove-none").hidden = provable;
    $("desk-prove-form").hidden = !provable;
    $("desk-prove-form").style.display = provable ? "" : "none"; // .desk-bar's display would show it
    $("desk-offset-alter").value = desk.cfg ? desk.cfg.alter.map(([k, v]) => (k === "alter-p" ? "P " : "N ") + v).join("; ") : "";
  }

  function shown(id, on) { $(id).closest("label").hidden = !on; }

  function pposFields() {
    const byIndex = $("desk-ppos-mode").value === "count";
    shown("desk-ppos-size", !byIndex);
    shown("desk-ppos-from", byIndex);
    shown("desk-ppos-count", byIndex);
  }

  function plotFields() {
    const k = $("desk-plot-kind").value;
    shown("desk-plot-size", k !== "strings");
    shown("desk-plot-overlay", k === "ppos" && $("desk-plot-overlay").options.length > 1);
    shown("desk-plot-pos", k === "strategy");
    shown("desk-plot-mask", k === "sequence");
    shown("desk-plot-strings", k === "strings");
    shown("desk-plot-steps", k === "strings");
  }

  function listPpos() {
    const box = $("desk-ppos-out");
    if (!needGame(box)) return;
    const cfg = desk.cfg;
    const byIndex = $("desk-ppos-mode").value === "count";
    const more = byIndex ? { count: $("desk-ppos-count").value.trim(), from: $("desk-ppos-from").value.trim() } : { size: $("desk-ppos-size").value.trim() };
    return run(box, async () => {
      const r = await api("ppos", params(cfg, more));
      const ps = r.positions || [];
      const list = el("ol", { id: "desk-ppos-list", class: "desk-inline", start: byIndex && /^\d{1,15}$/.test(more.from) ? String(Number(more.from) + 1) : undefined });
      for (const p of ps) list.append(el("li", { text: `(${posText(p)})` }));
      const flags = byIndex ? ["--count", more.count, "--from", more.from || "0"] : ["--size", more.size];
      // the downloads of mex ppos --format bfile (each side of the pairs) or csv
      const name = cfg.game.replace(/[^A-Za-z0-9.,=_-]+/g, "-");
      const files = byIndex
        ? ["a", "b"].map((seq) => [`b-file of ${seq}_i`, params(cfg, { format: "bfile", seq, ...more }), `b-${name}-${seq}.txt`])
        : [["CSV", params(cfg, { format: "csv", what: "ppos", ...more }), `${name}-ppos-${more.size}.csv`]];
      const links = el("p", { class: "desk-downloads" }, "Download: ");
      for (const [label, q, file] of files) links.append(el("a", { href: `/api/export?${q}`, download: file, "data-format": label, text: label }), " ");
      return [el("p", { text: `${ps.length} P-position${ps.length === 1 ? "" : "s"}${byIndex ? ` from index ${more.from || 0}` : ` with coordinates up to ${more.size}`}:` }), list, links, cli("ppos", cfg.game, ...flags, ...gameFlags(cfg))];
    });
  }

  function statsTo() {
    const cfg = desk.cfg;
    const dl = $("desk-stats-out");
    if (!cfg || !cfg.game) return;
    const gen = desk.gen;
    const upto = $("desk-stats-upto").value.trim();
    const rows = [["rare", "Rare values"], ["largest", "Largest value"], ["period", "Period"], ["freq", "Frequencies"], ["engine", "The run"], ["cli", "Command line"]];
    const set0 = answers(dl, rows);
    const set = (k, v, e) => { if (gen === desk.gen) set0(k, v, e); };
    set("cli", cli("stats", cfg.game, "--upto", upto, ...gameFlags(cfg)));
    api("stats", params(cfg, { upto })).then((r) => {
      const st = r.stats;
      set("rare", `${st.rare_count} of ${st.values} (mask ${st.mask}${st.position_bit ? " with the position bit" : ""}, split parity ${st.split_parity}); the last at n = ${st.last_rare}`);
      set("largest", `${st.largest} at n = ${st.largest_at}`);
      const p = r.period;
      set("period", p ? `${p.period}, preperiod ${p.preperiod}${p.saltus ? `, saltus ${p.saltus}` : ""} (proven by the run)` : "none proven by the run");
      const t = el("table", { class: "desk-stats-freq" }, el("caption", { class: "desk-sr", text: "how many heaps have each value" }));
      const hv = el("tr", {}, el("th", { scope: "row", text: "value" }));
      const hc = el("tr", {}, el("th", { scope: "row", text: "heaps" }));
      (st.frequencies || []).forEach((c, v) => { if (c) { hv.append(el("th", { scope: "col", text: String(v) })); hc.append(el("td", { "data-value": v, text: String(c) })); } });
      t.append(el("tbody", {}, hv, hc));
      set("freq", el("div", { class: "desk-scroll" }, t));
      set("engine", st.splits_scanned !== undefined ? `${st.splits_scanned} splits scanned, ${st.mask_changes} changes of the mask, ${st.scans_to_end} scans to the end (the longest ${st.longest_scan})` : "computed densely");
    }, (e) => { for (const [k] of rows) if (k !== "cli") set(k, e.message, true); });
  }

  function proveWith() {
    const cfg = desk.cfg;
    const dl = $("desk-prove-out");
    if (!cfg || !cfg.game) return;
    const gen = desk.gen;
    const more = { states: $("desk-prove-states").value.trim(), box: $("desk-prove-box").value.trim(), numeration: $("desk-prove-numeration").value.replace(/\s+/g, "") };
    const rows = [["verdict", "Verdict"], ["statement", "Statement"], ["automaton", "Automaton"], ["checks", "Walnut's checks"], ["tried", "Numerations tried"], ["cli", "Command line"]];
    const set0 = answers(dl, rows);
    const set = (k, v, e) => { if (gen === desk.gen) set0(k, v, e); };
    const flags = [];
    for (const k of ["states", "box", "numeration"]) if (more[k]) flags.push(`--${k}`, more[k]);
    set("cli", cli("prove", cfg.game, ...flags, ...gameFlags(cfg)));
    api("prove", params(cfg, more)).then((r) => {
      const ce = r.counterexample ? `; the smallest counterexample is (${posText(r.counterexample.position)}): ${r.counterexample.text}` : "";
      set("verdict", `${r.proved ? "proved" : r.counterexample ? "refuted" : "not proved"}${ce}`);
      set("statement", r.statement || "none");
      set("automaton", r.numeration ? `${r.states} states in ${r.numeration}, learnt from the box to ${r.box}` : "none found");
      set("checks", (r.checks || []).map((c) => `${c.name}: ${c.verdict ? "TRUE" : "FALSE"}`).join("; ") || "none");
      set("tried", (r.tried || []).join(", ") || "none");
    }, (e) => { for (const [k] of rows) if (k !== "cli") set(k, e.message, true); });
  }

  let plotURL = "";
  function drawPlot() {
    const box = $("desk-plot-out");
    const kind = $("desk-plot-kind").value;
    if (kind !== "strings" && !needGame(box)) return;
    const format = $("desk-plot-format").value;
    const v = (id) => (shownField(id) ? $(id).value.trim() : "");
    const more = { kind, format, size: v("desk-plot-size"), overlay: v("desk-plot-overlay"), pos: v("desk-plot-pos"), mask: v("desk-plot-mask"), strings: v("desk-plot-strings"), steps: v("desk-plot-steps") };
    const q = kind === "strings" ? new URLSearchParams(Object.entries(more).filter(([, x]) => x !== "")) : params(desk.cfg, more);
    return run(box, async () => {
      let res;
      try {
        res = await fetch(`/api/plot?${q}`);
      } catch (e) {
        throw new Error(`the lab did not answer (${e.message})`);
      }
      if (!res.ok) {
        const text = await res.text();
        let msg = `${res.status} ${res.statusText}`;
        try { msg = JSON.parse(text).error || msg; } catch (e) { /* not JSON */ }
        throw new Error(msg);
      }
      const blob = await res.blob();
      if (plotURL) URL.revokeObjectURL(plotURL);
      plotURL = URL.createObjectURL(blob);
      const name = `${kind === "strings" ? "strings" : desk.cfg.game.replace(/[^A-Za-z0-9.,=_-]+/g, "-")}-${kind}.${format}`;
      const flags = [];
      for (const k of ["kind", "size", "overlay", "pos", "mask", "strings", "steps"]) if (more[k]) flags.push(`--${k}`, more[k]);
      const args = kind === "strings" ? ["plot", ...flags] : ["plot", desk.cfg.game, ...flags, ...gameFlags(desk.cfg)];
      return [el("img", { id: "desk-plot-img", src: plotURL, alt: `the picture of mex plot, kind ${kind}`, "data-bytes": blob.size }),
        el("p", {}, el("a", { id: "desk-plot-link", href: plotURL, download: name, text: `Download ${name}` })), cli(...args, "-o", name)];
    });
  }

  function shownField(id) { return !$(id).closest("label").hidden; }

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
      const q = new URLSearchParams();
      for (const [k, v] of alter) q.append(k, v);
      for (const r of $("desk-offset-measure").value.split(/[\s,;]+/).filter(Boolean)) q.append("measure", r);
      const r = await api("offset", q);
      const out = [el("p", { id: "desk-offset-said", text: `Offset (dx, dy) = (${r.offset[0]}, ${r.offset[1]}): the altered P-positions are those of the unaltered game moved by it, far from the origin.` })];
      if (r.measured && r.measured.length) out.push(measuredTable("Disagreement with the translated unaltered game", r.measured));
      const flags = [];
      for (const [k, v] of alter) flags.push(`--${k}`, v);
      for (const m of q.getAll("measure")) flags.push("--measure", m);
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
        const r = await api("adjoin", new URLSearchParams({ move }));
        return [el("p", { id: "desk-adjoin-said", text: r.adjoinable ? `Adjoining the move (${move}) keeps the P-positions (W = 0).` : `Adjoining the move (${move}) changes the P-positions (W = 1).` }), cli("adjoin", move)];
      }
      const r = await api("adjoin", new URLSearchParams({ size }));
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
      const q = new URLSearchParams();
      const rules = $("desk-defects-rules").value.trim();
      if (rules) for (const r of rules.split(";").map((s) => s.trim()).filter(Boolean)) q.append("rules", r);
      for (const r of $("desk-defects-radius").value.split(/[\s,;]+/).filter(Boolean)) q.append("radius", r);
      const r = await api("defects", q);
      const t = el("table", { id: "desk-defects-table" }, el("caption", { text: "Best translation and fraction of differing P-positions by radius" }),
        el("thead", {}, el("tr", {}, ...["rule set", "alteration", "by radius", "converges"].map((h) => el("th", { scope: "col", text: h })))));
      const body = el("tbody", {});
      for (const x of r.experiments || []) {
        body.append(el("tr", {}, el("th", { scope: "row", text: x.rules }), el("td", { text: x.alteration }),
          el("td", { text: x.measured.map((d) => `R=${d.radius}: (${d.best_dx},${d.best_dy}) ${d.fraction.toFixed(3)}`).join("; ") }), el("td", { text: x.converges ? "yes" : "no" })));
      }
      t.append(body);
      const flags = [];
      for (const x of q.getAll("rules")) flags.push("--rules", x);
      for (const x of q.getAll("radius")) flags.push("--radius", x);
      return [t, cli("defects", ...flags)];
    });
  }

  function learn() {
    const box = $("desk-learn-out");
    return run(box, async () => {
      const q = new URLSearchParams();
      const flags = [];
      for (const k of ["p", "m", "games", "start", "seed"]) {
        const v = $(`desk-learn-${k}`).value.trim();
        if (v) { q.set(k, v); flags.push(`--${k}`, v); }
      }
      const r = await api("learn", q);
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
    return run(box, async () => {
      const text = $("desk-walnut-text").value;
      const q = new URLSearchParams({ text });
      const states = $("desk-walnut-states").value.trim();
      if (states) q.set("max-states", states);
      const r = await api("statements", q);
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
      const q = new URLSearchParams({ digits: $("desk-census-digits").value.trim(), upto: $("desk-census-upto").value.trim(), ...(hex ? { hex: "1" } : {}) });
      const r = await api("census", q);
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
        cli("census", "--digits", q.get("digits"), "--upto", q.get("upto"), ...(hex ? ["--hex"] : []))];
    });
  }

  // ---- opening, closing and following the page ------------------------------

  function setOpen(open) {
    desk.open = open;
    $("desk").hidden = !open;
    $("desk-toggle").setAttribute("aria-expanded", String(open));
    document.body.dataset.desk = open ? "open" : "closed";
    clearInterval(desk.timer);
    if (!open) return;
    desk.timer = setInterval(() => { follow().catch(() => {}); }, 500);
    follow().catch(() => {});
    if (!document.querySelector("#desk-parts .desk-part")) firstParts().catch(() => {});
  }

  function init() {
    buildMore();
    $("desk-toggle").addEventListener("click", () => {
      setOpen(!desk.open);
      if (desk.open) $("desk-title").focus(); // and the page scrolls to it
    });
    const submit = (id, f) => $(id).addEventListener("submit", (ev) => { ev.preventDefault(); Promise.resolve(f()).catch(() => {}); });
    submit("desk-analyse-form", analyse);
    submit("desk-table-form", showTable);
    submit("desk-goto-form", goTo);
    submit("desk-search-form", searchValue);
    submit("desk-genus-form", genus);
    submit("desk-quotient-form", quotient);
    $("desk-add-part").addEventListener("click", () => { addPart().catch(() => {}); });
    $("desk-sum-ask").addEventListener("click", askSum);
    $("desk-parts").addEventListener("keydown", (ev) => { if (ev.key === "Enter" && ev.target.tagName === "INPUT") askSum(); });
    $("desk-width").addEventListener("change", () => { if (desk.table) layOut(); });
    const onMove = () => {
      if (location.hash === "#desk" && !desk.open) setOpen(true);
      follow().catch(() => {});
    };
    window.addEventListener("popstate", onMove);
    window.addEventListener("hashchange", onMove);
    if (location.hash === "#desk") setOpen(true);
  }

  init();
})();
