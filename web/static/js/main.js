// The page's entry (index.html loads it as a module): reads the link,
// wires the controls, and answers the browser's history.
import "./hook.js";
import { boardOf } from "../boards/index.js";
import { api } from "./api.js";
import { onBoardClick, onBoardKey, onBoardPointerDown, onBoardPointerLeave, onBoardPointerMove, onBoardPointerUp } from "./board-input.js";
import { drawBoard, renderBoard } from "./board.js";
import { cancelDrag, drag, onGridKey, onPointerDown, onPointerMove, onPointerUp, pan, setWindow, showInfo, zoom } from "./cells.js";
import { CUSTOM, apply, choosePreset, defaultSize, defaultView, loadFamilies, presets, viewKind } from "./config.js";
import { fillViewKinds, loadView, viewCap } from "./explorer.js";
import { nextHint } from "./hints.js";
import { draw, setPalette } from "./picture.js";
import { begin, discardGame, game, goTo, moverAt, newGame, redo, setGame, startGame, undo } from "./play.js";
import { runProof } from "./proof.js";
import { readRoom, reveal, setCoach, setLevel } from "./room.js";
import { lab } from "./state.js";
import { log } from "./status.js";
import { ui } from "./store.js";
import { alterText, readLink, setStart, writeURL } from "./url.js";
import { $, cap, lastOf } from "./util.js";

// ---- the URL read back --------------------------------------------------------------

export async function loadFromURL(replace) {
  const link = readLink(location.search), c = link.cfg;
  setPalette(link.palette);
  if (c) {
    $("spec").value = c.spec;
    $("alter").value = alterText(c.alter);
    $("misere").checked = c.misere;
    const p = presets.find((p) => p.spec === c.spec && (p.alter || "") === $("alter").value);
    // a link to a position starts there unless it says its start
    setStart(link.start || (p ? p.start : ""));
  } else if (presets.length) {
    const p = presets[0];
    $("spec").value = p.spec; $("alter").value = p.alter || ""; $("misere").checked = false; setStart(p.start);
  }
  const pos = link.pos;
  readRoom(link);
  // read everything again, once the server has described the game
  if (!(await apply({ keepView: true, noURL: true, noLoad: true, force: true }))) return;
  ui.w = link.size ?? defaultSize(viewKind(ui.cfg)); ui.x0 = link.x0 ?? 0; ui.y0 = link.y0 ?? 0;
  ui.view = link.view || defaultView();
  fillViewKinds();
  const cap = viewCap();
  ui.w = Math.max(4, Math.min(cap, ui.w)); ui.x0 = Math.min(ui.x0, cap - ui.w); ui.y0 = Math.min(ui.y0, cap - ui.w);
  $("view-kind").value = ui.view;
  if (pos && ui.ok) {
    if (!game || game.key !== ui.key || game.pos !== pos) {
      discardGame();
      setGame(newGame(link.start, link.players));
      game.pos = pos;
      game.blocked = link.blocked;
      game.resumed = true;
      game.quiet = true; // the link's own entry of history is the game's first
      if (game.mode === "two") {
        const made = String(pos).split("/").length - 1;
        game.player = boardOf(game.cfg).record ? 1 + made % 2 : link.next;
      } else game.resumeMover = moverAt(game, link.mover);
      log(game, `Resumed at ${lastOf(pos)}.`);
      begin(game, game.resumeMover === "computer");
    }
  } else if (game && !pos) {
    ui.parked = game; // Forward brings it back, with its log
    discardGame();
  }
  if (replace) writeURL(false);
  loadView();
}

export function onPopState(ev) {
  const s = ev.state, g = game || ui.parked;
  if (s && g && s.game === g.id && s.key === ui.key && g.key === ui.key && s.at >= 0 && s.at < g.stack.length) {
    if (g !== game) { setGame(g); ui.parked = null; }
    goTo(g, s.at, null);
    return;
  }
  loadFromURL(false);
}

// ---- wiring -----------------------------------------------------------------------------

export async function init() {
  await loadFamilies();
  api(null, "version", {}).then((v) => { $("version").textContent = v.version + (v.revision ? " " + v.revision.slice(0, 12) : ""); }, () => {}); // mex version
  const o = document.createElement("option"); o.textContent = CUSTOM; $("preset").appendChild(o);
  $("preset").onchange = choosePreset;
  $("show").onclick = () => apply({ reload: true });
  for (const id of ["spec", "alter"]) {
    $(id).addEventListener("change", () => apply());
    $(id).addEventListener("keydown", (ev) => { if (ev.key === "Enter") apply(); });
  }
  $("misere").onchange = () => apply();
  $("start").onclick = startGame;
  $("prove").onclick = runProof;
  $("start-pos").addEventListener("keydown", (ev) => { if (ev.key === "Enter") startGame(); });
  $("start-pos").addEventListener("input", () => lab.setStart($("start-pos").value));
  $("undo").onclick = undo;
  $("hint").onclick = () => nextHint(game);
  $("coach").onchange = () => setCoach($("coach").checked);
  $("level").onchange = () => setLevel($("level").value);
  $("reveal").onclick = reveal;
  for (const id of ["first", "second", "two"]) $(id).addEventListener("change", () => { if (!game) writeURL(false); });
  $("redo").onclick = redo;
  $("view-kind").onchange = () => { ui.view = $("view-kind").value; writeURL(false); setWindow(ui.x0, ui.y0, ui.w, false); };
  $("palette").onchange = () => {
    setPalette($("palette").value);
    writeURL(false);
    if (ui.ok && ui.data && !["loading", "error"].includes(document.body.dataset.view)) draw();
    if (game && game.state) renderBoard(game);
  };
  $("zoom-in").onclick = () => zoom(1 / 1.5);
  $("zoom-out").onclick = () => zoom(1.5);
  $("pan-left").onclick = () => pan(-1, 0);
  $("pan-right").onclick = () => pan(1, 0);
  $("pan-up").onclick = () => pan(0, 1);
  $("pan-down").onclick = () => pan(0, -1);
  $("pan-home").onclick = () => setWindow(0, 0, ui.w, true);
  const grid = $("grid");
  grid.addEventListener("pointerdown", onPointerDown);
  grid.addEventListener("pointermove", onPointerMove);
  grid.addEventListener("pointerup", onPointerUp);
  grid.addEventListener("pointercancel", cancelDrag);
  grid.addEventListener("pointerleave", (ev) => { if (!drag && ev.pointerType === "mouse") showInfo(ui.sel, false); });
  grid.addEventListener("keydown", onGridKey);
  $("board").addEventListener("click", onBoardClick);
  $("board").addEventListener("pointerdown", onBoardPointerDown);
  $("board").addEventListener("pointermove", onBoardPointerMove);
  $("board").addEventListener("pointerup", onBoardPointerUp);
  $("board").addEventListener("pointercancel", () => { if (game) { game.drag = null; game.hover = null; } });
  $("board").addEventListener("pointerleave", onBoardPointerLeave);
  for (const e of ["focus", "blur"]) $("board").addEventListener(e, () => { if (game && game.state && boardOf(game.cfg).focusRedraw) drawBoard(game); }); // the keyboard's domino shows with the focus
  $("board").addEventListener("keydown", onBoardKey);
  document.addEventListener("keydown", (ev) => {
    if (!(ev.ctrlKey || ev.metaKey) || ["INPUT", "SELECT"].includes(document.activeElement.tagName)) return;
    if (ev.key === "z") { undo(); ev.preventDefault(); }
    if (ev.key === "y") { redo(); ev.preventDefault(); }
  });
  window.addEventListener("popstate", onPopState);
  window.addEventListener("unhandledrejection", () => { document.body.dataset.rejections = (+document.body.dataset.rejections || 0) + 1; });
  let resizeTimer = 0;
  window.addEventListener("resize", () => { clearTimeout(resizeTimer); resizeTimer = setTimeout(() => { if (ui.data && ui.ok) setWindow(ui.x0, ui.y0, ui.w, false); if (game) renderBoard(game); }, 100); });
  loadFromURL(true);
}

init();
