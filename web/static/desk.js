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
  }

  function clearResults() {
    desk.table = null;
    for (const id of ["desk-analysis", "desk-quotient", "desk-table", "desk-freq", "desk-genus"]) {
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
    const p = t.period;
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
      said.textContent = `No period: ${t.periodErr.replace(/\.?$/, ".")} Rows of ${w} values.`;
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
    const p = t.period;
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
