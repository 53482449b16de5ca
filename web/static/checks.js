// The checks page: reads /api/checks (NDJSON, one report a line as each
// check finishes) and shows each report as it comes; its menu lists the
// groups the lab has (/api/checks?groups=1). Readers of the same checks
// at once share the lab's one run: a page opened while it goes on gets
// the reports so far, then the rest.
import { api, request, readJSON, isAbort } from "./js/api.js";

const $ = (id) => document.getElementById(id);
let run = 0;
let reading = null; // the AbortController of the stream being read

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
  if (reading) reading.abort();
  const ctrl = (reading = new AbortController());
  $("reports").textContent = ""; $("error").textContent = ""; $("summary").textContent = "";
  $("progress").textContent = "running…";
  document.body.dataset.state = "running";
  const counts = { proved: 0, ok: 0, fail: 0, errata: 0, error: 0 };
  try {
    const res = await request(null, "checks", { name }, { signal: ctrl.signal });
    if (!res.ok) await readJSON(res); // throws the API's error
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
    if (me !== run || isAbort(e)) return;
    $("error").textContent = "error: " + e.message;
    $("progress").textContent = "";
    document.body.dataset.state = "error";
  }
}

// option adds a choice to the menu unless it is there.
function option(value, text) {
  if ([...$("which").options].some((o) => o.value === value)) return;
  const o = document.createElement("option");
  o.value = value; o.textContent = text;
  $("which").appendChild(o);
}

async function init() {
  const asked = new URLSearchParams(location.search).get("name") || "";
  $("run").onclick = () => {
    const u = new URL(location.href);
    if ($("which").value) u.searchParams.set("name", $("which").value); else u.searchParams.delete("name");
    history.replaceState(null, "", u);
    start();
  };
  try {
    const { groups } = await api(null, "checks", { groups: 1 });
    for (const g of groups) option(g.name, `${g.name} (${g.checks} check${g.checks === 1 ? "" : "s"})`);
  } catch (e) {
    $("error").textContent = "error: the groups of checks: " + e.message; // the run below may still answer
  }
  if (asked) {
    option(asked, asked); // a check's own name
    $("which").value = asked;
  }
  start();
}

init();
