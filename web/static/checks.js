"use strict";
// The checks page: reads /api/checks (NDJSON, one report a line as each
// check finishes) and shows each report as it comes.

const $ = (id) => document.getElementById(id);
const groups = ["core", "nim", "subtraction", "octal", "sums", "wythoff", "imitation", "altered", "extensions"];
let run = 0;

// verdict of a report: "error" when the check could not compute (its
// claim neither confirmed nor refuted), "fail", "errata", "proved" (decided
// for all positions by automata) or "ok" (checked up to a bound).
function verdict(c) { return c.error ? "error" : !c.ok ? "fail" : !c.holds ? "errata" : c.proved ? "proved" : "ok"; }

function report(c) {
  const div = document.createElement("article");
  const v = verdict(c);
  const mark = { error: "ERROR", fail: "FAIL", errata: "erratum confirmed", proved: "PROVED", ok: "ok" }[v];
  div.className = "report" + (v === "ok" ? "" : " " + v);
  if (v === "proved") div.title = "proved for all positions by a decision procedure"; // not up to a bound
  div.dataset.name = c.name;
  div.dataset.ok = c.ok;
  div.dataset.verdict = v;
  const h = document.createElement("h3");
  const m = document.createElement("span");
  m.className = "mark";
  m.textContent = mark;
  h.append(m, `${c.group} · ${c.name}`);
  div.appendChild(h);
  const line = (label, text) => {
    if (!text) return;
    const p = document.createElement("p");
    const l = document.createElement("span");
    l.className = "label";
    l.textContent = label + ": ";
    p.append(l, text);
    div.appendChild(p);
  };
  line("claim", c.claim);
  line("source", c.source);
  line("checked", c.checked);
  line("proved (for all positions)", c.statement);
  line("counterexample", c.counterexample);
  line("erratum", c.note);
  line("error (the check could not compute its verdict)", c.error);
  return div;
}

async function start() {
  const me = ++run, name = $("which").value;
  $("reports").textContent = ""; $("error").textContent = ""; $("summary").textContent = "";
  $("progress").textContent = "running…";
  document.body.dataset.state = "running";
  const counts = { proved: 0, ok: 0, fail: 0, errata: 0, error: 0 };
  try {
    const res = await fetch("/api/checks" + (name ? "?name=" + encodeURIComponent(name) : ""));
    if (!res.ok) {
      const body = await res.json().catch(() => ({}));
      throw new Error(body.error || res.statusText);
    }
    const reader = res.body.getReader(), dec = new TextDecoder();
    let buf = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (me !== run) { reader.cancel(); return; }
      buf += dec.decode(value || new Uint8Array(), { stream: !done });
      let nl;
      while ((nl = buf.indexOf("\n")) >= 0) {
        const line = buf.slice(0, nl).trim();
        buf = buf.slice(nl + 1);
        if (!line) continue;
        const { done: k, total, check } = JSON.parse(line);
        $("reports").appendChild(report(check));
        counts[verdict(check)]++;
        $("progress").textContent = `${k} of ${total} checks done`;
      }
      if (done) break;
    }
    $("summary").textContent = (counts.proved ? `${counts.proved} claims proved for all positions, ` : "") + `${counts.ok} claims hold, ${counts.errata} errata of the papers confirmed, ${counts.fail} failed` + (counts.error ? `, ${counts.error} could not be computed.` : ".");
    document.body.dataset.state = "done";
  } catch (e) {
    if (me !== run) return;
    $("error").textContent = "error: " + e.message;
    $("progress").textContent = "";
    document.body.dataset.state = "error";
  }
}

function init() {
  for (const g of groups) {
    const o = document.createElement("option");
    o.value = g; o.textContent = g;
    $("which").appendChild(o);
  }
  const q = new URLSearchParams(location.search);
  if (q.get("name")) {
    if (![...$("which").options].some((o) => o.value === q.get("name"))) {
      const o = document.createElement("option");
      o.value = o.textContent = q.get("name");
      $("which").appendChild(o);
    }
    $("which").value = q.get("name");
  }
  $("run").onclick = () => {
    const u = new URL(location.href);
    if ($("which").value) u.searchParams.set("name", $("which").value); else u.searchParams.delete("name");
    history.replaceState(null, "", u);
    start();
  };
  start();
}

init();
