// Sparse-space statistics (mex stats GAME --upto N) of a one-heap game:
// the rare values, how often each value occurs, the largest, and the
// period when the run proves one, to any N the lab takes.
import { $, desk, api, el, answers, cli, gameFlags, field, section, form, onSubmit, hasGame } from "./common.js";

export function statsSection() {
  return section("desk-stats", "Sparse-space statistics",
    el("p", { class: "desk-hint", text: "mex stats GAME --upto N: the rare class of the values (Gangolli and Plambeck's sparse space), how often each value occurs and the largest, to any N up to 2^20, with the period when the run proves one." }),
    el("p", { id: "desk-stats-none", class: "desk-hint", hidden: true, text: "Statistics are of one-heap value sequences; this game has none." }),
    form("desk-stats-form", "Statistics",
      field("Heaps 0 to", "desk-stats-upto", { value: "2^16", size: "8" })),
    el("dl", { id: "desk-stats-out", class: "desk-answers", "aria-live": "polite" }));
}

export function hasStats() {
  const d = desk.desc;
  return !!(d && d.view === "oneheap" && d.has_values);
}

export function fitStats() {
  const seq = hasStats();
  $("desk-stats-none").hidden = seq;
  $("desk-stats-form").hidden = !seq;
  $("desk-stats-form").style.display = seq ? "" : "none"; // .desk-bar's display would show it
}

export function statsTo() {
  const cfg = desk.cfg;
  const dl = $("desk-stats-out");
  if (!hasGame()) return;
  const upto = $("desk-stats-upto").value.trim();
  const rows = [["rare", "Rare values"], ["largest", "Largest value"], ["period", "Period"], ["freq", "Frequencies"], ["engine", "The run"], ["cli", "Command line"]];
  const set = answers(dl, rows);
  set("cli", cli("stats", cfg.spec, "--upto", upto, ...gameFlags(cfg)));
  return api(cfg, "stats", { upto }).then((r) => {
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
  }, (e) => { for (const [k] of rows) if (k !== "cli") set(k, e.message, "error"); });
}

export function initStats() {
  onSubmit("desk-stats-form", statsTo);
}
