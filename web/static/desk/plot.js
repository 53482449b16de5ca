// Pictures (mex plot): the command line's own picture of the game, or of
// two bitstrings, as PNG or SVG, shown and offered for download.
import { $, desk, request, el, cli, gameFlags, field, choice, section, form, onSubmit, shown, shownField, run, needGame } from "./common.js";
import { readJSON } from "../js/api.js";

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

export function plotSection() {
  return section("desk-plot", "Picture",
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
    el("div", { id: "desk-plot-out", class: "desk-scroll", "aria-live": "polite" }));
}

// fitPlot offers the kinds and overlays the game described has.
export function fitPlot() {
  const d = desk.desc;
  const kind = $("desk-plot-kind");
  kind.textContent = "";
  for (const [v, k] of Object.entries(PLOT_KINDS)) if (k.has(d)) kind.append(el("option", { value: v, text: k.text }));
  const overlay = $("desk-plot-overlay");
  overlay.textContent = "";
  overlay.append(el("option", { value: "", text: "none" }));
  if (d && d.offset_overlay) overlay.append(el("option", { value: "offset", text: "the unaltered game, translated by the offset" }));
  if (d && d.misere && d.view === "twopile") overlay.append(el("option", { value: "normal", text: "the P-positions of normal play" }));
  plotFields();
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

let plotURL = "";
export function drawPlot() {
  const box = $("desk-plot-out");
  const kind = $("desk-plot-kind").value;
  if (kind !== "strings" && !needGame(box)) return;
  const cfg = desk.cfg;
  const format = $("desk-plot-format").value;
  const v = (id) => (shownField(id) ? $(id).value.trim() : "");
  const more = { kind, format, size: v("desk-plot-size"), overlay: v("desk-plot-overlay"), pos: v("desk-plot-pos"), mask: v("desk-plot-mask"), strings: v("desk-plot-strings"), steps: v("desk-plot-steps") };
  let url = "";
  return run(box, async () => {
    const res = await request(kind === "strings" ? null : cfg, "plot", more);
    if (!res.ok) await readJSON(res); // throws the API's error
    const blob = await res.blob();
    url = URL.createObjectURL(blob);
    const name = `${kind === "strings" ? "strings" : cfg.spec.replace(/[^A-Za-z0-9.,=_-]+/g, "-")}-${kind}.${format}`;
    const flags = [];
    for (const k of ["kind", "size", "overlay", "pos", "mask", "strings", "steps"]) if (more[k]) flags.push(`--${k}`, more[k]);
    const args = kind === "strings" ? ["plot", ...flags] : ["plot", cfg.spec, ...flags, ...gameFlags(cfg)];
    return [el("img", { id: "desk-plot-img", src: url, alt: `the picture of mex plot, kind ${kind}`, "data-bytes": blob.size }),
      el("p", {}, el("a", { id: "desk-plot-link", href: url, download: name, text: `Download ${name}` })), cli(...args, "-o", name)];
  }).then(() => {
    // the picture shown keeps its URL; the one it replaced, or one asked
    // for a picture that a later one overtook, lets its blob go
    if (!url) return;
    const img = $("desk-plot-img");
    if (img && img.getAttribute("src") === url) {
      if (plotURL) URL.revokeObjectURL(plotURL);
      plotURL = url;
    } else {
      URL.revokeObjectURL(url);
    }
  });
}

export function initPlot() {
  onSubmit("desk-plot-form", drawPlot);
  $("desk-plot-kind").addEventListener("change", plotFields);
}
