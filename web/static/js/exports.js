// Downloads of what the explorer shows, and the same from the command
// line.
import { apiPath } from "./api.js";
import { isSum, viewKind } from "./config.js";
import { boxNeeded, viewCap } from "./explorer.js";
import { ui } from "./store.js";
import { $, MAX_SIZE, cap } from "./util.js";

// ---- exports ------------------------------------------------------------------

export function cliAlter() {
  return ui.cfg.alter.map(([k, v]) => ` --${k} ${v}`).join("") + (ui.cfg.misere ? " --misere" : "");
}
export function shq(s) { return /^[A-Za-z0-9_.:,=\/-]+$/.test(s) ? s : `'${s.replace(/'/g, "'\\''")}'`; }

// renderExports offers what is shown for download. A window at the origin
// is the command line's box 0..N: mex's own picture (mex plot), JSON, CSV
// and b-file, byte for byte. A window panned away from it is what the
// command line prints for the box to the window's far corner, restricted
// to the window (/api/export with x0, y0, w, h), and the picture as drawn.
export function renderExports() {
  const el = $("exports"), c = ui.cfg, k = viewKind(c), name = c.spec.replace(/[^A-Za-z0-9.,=_-]+/g, "-");
  el.textContent = "";
  for (const u of exportURLs.splice(0)) URL.revokeObjectURL(u);
  const links = [], cli = [];
  const add = (label, href, file) => links.push([label, href, file]);
  let what = "";
  if (k === "twopile" || k === "record") {
    const cap = viewCap(), x1 = Math.min(cap, ui.x0 + ui.w), y1 = Math.min(cap, ui.y0 + ui.w), n = boxNeeded();
    const kind = ui.view === "grundy" ? "grundy" : "ppos";
    if (ui.x0 === 0 && ui.y0 === 0) {
      what = ` (0 ≤ x, y ≤ ${n})`;
      if (k === "twopile" && !isSum(c)) { // the server draws no picture of a sum
        const overlay = ui.view === "offset" ? "offset" : "";
        add("PNG", apiPath(c, "plot", { kind, size: n, overlay }), `${name}-${kind}-${n}.png`);
        if (kind !== "grundy" || n <= 500) add("SVG", apiPath(c, "plot", { kind, size: n, overlay, format: "svg" }), `${name}-${kind}-${n}.svg`);
        cli.push(`mex plot ${shq(c.spec)} --kind ${kind} --size ${n}${overlay ? " --overlay offset" : ""}${cliAlter()} -o ${name}-${kind}-${n}.png`);
      } else links.push(["PNG", null, `${name}-${kind}-${n}.png`]);
      add("CSV", apiPath(c, "export", { format: "csv", what: kind, size: n }), `${name}-${kind}-${n}.csv`);
      add("JSON", apiPath(c, kind, { size: n }), `${name}-${kind}-${n}.json`);
      cli.push(`mex ${kind} ${shq(c.spec)} --size ${n}${cliAlter()} --json`);
    } else {
      what = ` (${ui.x0} ≤ x ≤ ${x1}, ${ui.y0} ≤ y ≤ ${y1})`;
      const file = `${name}-${kind}-${ui.x0}-${ui.y0}-${x1}-${y1}`;
      links.push(["PNG", null, file + ".png"]);
      add("CSV", apiPath(c, "export", { format: "csv", what: kind, x0: ui.x0, y0: ui.y0, w: x1 - ui.x0 + 1, h: y1 - ui.y0 + 1 }), file + ".csv");
      cli.push(`mex ${kind} ${shq(c.spec)} --size ${Math.max(x1, y1)}${cliAlter()} --format csv   # ${kind === "grundy" ? `rows x = ${ui.x0}..${x1}, columns y = ${ui.y0}..${y1}` : `the rows with ${ui.x0} ≤ x ≤ ${x1}, ${ui.y0} ≤ y ≤ ${y1}`}`);
    }
  } else if (k === "oneheap") {
    const n = ui.x0 + ui.w, st = ui.data.stats, mask = st && !st.position_bit ? st.mask : 0; // --mask draws the class without the position bit
    if (ui.x0 === 0) {
      what = ` (0 ≤ n ≤ ${n})`;
      if (n <= MAX_SIZE) { // the server draws pictures up to size 2000
        add("PNG", apiPath(c, "plot", { kind: "sequence", size: n, mask: mask || "" }), `${name}-sequence-${n}.png`);
        add("SVG", apiPath(c, "plot", { kind: "sequence", size: n, mask: mask || "", format: "svg" }), `${name}-sequence-${n}.svg`);
      } else links.push(["PNG", null, `${name}-sequence-${n}.png`]);
      add("CSV", apiPath(c, "export", { format: "csv", upto: n }), `${name}-grundy-${n}.csv`);
      add("JSON", apiPath(c, "grundy", { upto: n }), `${name}-grundy-${n}.json`);
      add("b-file", apiPath(c, "export", { format: "bfile", upto: n }), `b-${name}-${n}.txt`);
      if (n <= MAX_SIZE) cli.push(`mex plot ${shq(c.spec)} --kind sequence --size ${n}${mask ? " --mask " + mask : ""}${cliAlter()} -o ${name}-sequence-${n}.png`);
      cli.push(`mex grundy ${shq(c.spec)} --upto ${n}${cliAlter()} --format bfile`);
    } else {
      what = ` (${ui.x0} ≤ n ≤ ${n})`;
      links.push(["PNG", null, `${name}-sequence-${ui.x0}-${n}.png`]);
      add("CSV", apiPath(c, "export", { format: "csv", x0: ui.x0, w: ui.w + 1 }), `${name}-grundy-${ui.x0}-${n}.csv`);
      add("b-file", apiPath(c, "export", { format: "bfile", x0: ui.x0, w: ui.w + 1 }), `b-${name}-${ui.x0}-${n}.txt`);
      cli.push(`mex grundy ${shq(c.spec)} --upto ${n}${cliAlter()} --format bfile   # the lines of n = ${ui.x0}..${n}`);
    }
  } else return;
  el.append(`Download what is shown${what}: `);
  for (const [label, href, file] of links) el.appendChild(href ? downloadLink(label, href, file) : pictureLink(file));
  const code = document.createElement("code");
  code.textContent = "the same from the command line:\n" + cli.join("\n");
  el.appendChild(code);
}

export const exportURLs = [];

export function downloadLink(label, href, file) {
  const a = document.createElement("a");
  a.textContent = label; a.href = href; a.download = file; a.dataset.format = label.toLowerCase();
  return a;
}

// pictureLink downloads the picture as drawn (the canvas), made when
// asked for.
export function pictureLink(file) {
  const a = downloadLink("PNG", "#", file);
  a.dataset.drawn = "1";
  a.onclick = (ev) => {
    if (a.dataset.ready) return; // the second click: the picture is made
    ev.preventDefault();
    $("grid").toBlob((blob) => {
      const u = URL.createObjectURL(blob);
      exportURLs.push(u);
      a.href = u; a.dataset.ready = "1";
      a.click();
    }, "image/png");
  };
  return a;
}
