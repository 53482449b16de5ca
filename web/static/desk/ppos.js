// P-positions (mex ppos): every P-position with coordinates up to N, or,
// for games whose P-positions are indexed pairs (a_i, b_i), K pairs from
// index I (of any size), with their downloads.
import { $, desk, api, el, cli, gameFlags, field, choice, section, form, onSubmit, shown, run, needGame, posText } from "./common.js";
import { query } from "../js/api.js";

export function pposSection() {
  return section("desk-ppos", "P-positions",
    el("p", { class: "desk-hint", text: "mex ppos: every P-position with coordinates up to N, or, for games whose P-positions are indexed pairs (a_i, b_i), K pairs from index I (of any size)." }),
    form("desk-ppos-form", "List",
      choice("List", "desk-ppos-mode", [["size", "in the box 0..N"], ["count", "by index"]]),
      field("N", "desk-ppos-size", { type: "number", min: "0", value: "30", inputmode: "numeric" }),
      field("from index", "desk-ppos-from", { value: "0", inputmode: "numeric", size: "12" }),
      field("count", "desk-ppos-count", { type: "number", min: "1", value: "10", inputmode: "numeric" })),
    el("div", { id: "desk-ppos-out", "aria-live": "polite" }));
}

// hasPpos tells whether the game has P-positions to list: one of two
// piles or of pairs (and one-heap games, as pairs of heaps).
export function hasPpos() {
  const d = desk.desc;
  return !!d && (d.view === "twopile" || d.view === "record" || (d.view === "oneheap" && d.has_values));
}

// fitPpos fits the controls to the game described.
export function fitPpos() {
  const d = desk.desc;
  const mode = $("desk-ppos-mode");
  mode.options[1].disabled = !(d && d.indexed_pairs);
  mode.value = d && d.indexed_pairs ? "count" : "size";
  pposFields();
}

function pposFields() {
  const byIndex = $("desk-ppos-mode").value === "count";
  shown("desk-ppos-size", !byIndex);
  shown("desk-ppos-from", byIndex);
  shown("desk-ppos-count", byIndex);
}

export function listPpos() {
  const box = $("desk-ppos-out");
  if (!needGame(box)) return;
  const cfg = desk.cfg;
  const byIndex = $("desk-ppos-mode").value === "count";
  const more = byIndex ? { count: $("desk-ppos-count").value.trim(), from: $("desk-ppos-from").value.trim() } : { size: $("desk-ppos-size").value.trim() };
  return run(box, async () => {
    const r = await api(cfg, "ppos", more);
    const ps = r.positions || [];
    const list = el("ol", { id: "desk-ppos-list", class: "desk-inline", start: byIndex && /^\d{1,15}$/.test(more.from) ? String(Number(more.from) + 1) : undefined });
    for (const p of ps) list.append(el("li", { text: `(${posText(p)})` }));
    const flags = byIndex ? ["--count", more.count, "--from", more.from || "0"] : ["--size", more.size];
    // the downloads of mex ppos --format bfile (each side of the pairs) or csv
    const name = cfg.spec.replace(/[^A-Za-z0-9.,=_-]+/g, "-");
    const files = byIndex
      ? ["a", "b"].map((seq) => [`b-file of ${seq}_i`, query(cfg, { format: "bfile", seq, ...more }), `b-${name}-${seq}.txt`])
      : [["CSV", query(cfg, { format: "csv", what: "ppos", ...more }), `${name}-ppos-${more.size}.csv`]];
    const links = el("p", { class: "desk-downloads" }, "Download: ");
    for (const [label, q, file] of files) links.append(el("a", { href: `/api/export?${q}`, download: file, "data-format": label, text: label }), " ");
    return [el("p", { text: `${ps.length} P-position${ps.length === 1 ? "" : "s"}${byIndex ? ` from index ${more.from || 0}` : ` with coordinates up to ${more.size}`}:` }), list, links, cli("ppos", cfg.spec, ...flags, ...gameFlags(cfg))];
  });
}

export function initPpos() {
  onSubmit("desk-ppos-form", listPpos);
  $("desk-ppos-mode").addEventListener("change", pposFields);
}
