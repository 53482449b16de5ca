// Misère play of heap games: Conway's genus of each heap and the misère
// quotient of Plambeck and Siegel.
import { $, desk, api, el, answers, claim, hasGame, outcomeText, onSubmit } from "./common.js";

// heapGame tells whether the game is one the genus and the quotient take:
// a game of heaps with one-heap values (octal games and their kin).
export function heapGame() {
  const d = desk.desc;
  return !!d && d.view === "oneheap" && d.has_values && d.shape !== "sum";
}

export async function genus() {
  const cfg = desk.cfg;
  if (!hasGame()) return;
  const said = $("desk-genus-said");
  const table = $("desk-genus");
  const mine = claim(table);
  const upto = $("desk-genus-upto").value.trim();
  said.textContent = "Computing…";
  said.className = "";
  table.textContent = "";
  table.dataset.state = "busy";
  try {
    const r = await api(cfg, "genus", { upto });
    if (!mine()) return;
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
    if (!mine()) return;
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

export async function quotient() {
  const cfg = desk.cfg;
  if (!hasGame()) return;
  const dl = $("desk-quotient");
  const maxheap = $("desk-maxheap").value.trim();
  const sum = $("desk-qsum").value.trim();
  const rows = [["order", "Order"], ["gens", "Generators"], ["rels", "Relations"], ["ppos", "P-portion"], ["pretend", "Pretending function"],
    ["orders", "Orders of Q₁, Q₂, …"], ["tame", "Tame"]];
  if (sum) rows.push(["sum", `Sum ${sum}`]);
  const set = answers(dl, rows); // drops the answers of an older game
  try {
    const r = await api(cfg, "quotient", { maxheap, sum });
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
    for (const [k] of rows) set(k, e.message, "error");
  }
}

export function clearMisere() {
  for (const id of ["desk-genus", "desk-quotient"]) {
    $(id).textContent = "";
    delete $(id).dataset.state;
  }
  $("desk-genus-said").textContent = "";
}

export function initMisere() {
  onSubmit("desk-genus-form", genus);
  onSubmit("desk-quotient-form", quotient);
}
