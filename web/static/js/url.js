// The URL and the configuration, both ways: a link read (readLink) into
// the configuration, the position in play, the explorer's window and the
// classroom's settings, and the page's state written as its link
// (urlParams, writeURL); the alterations as the picker writes them.
// js/main.js applies a link read (loadFromURL).
import { boardOf } from "../boards/index.js";
import { defaultView } from "./config.js";
import { game } from "./play.js";
import { roomParams } from "./room.js";
import { lab } from "./state.js";
import { ui } from "./store.js";
import { $, blockedParam, isPicture } from "./util.js";

export function parseAlter(text) {
  const out = [];
  for (const part of text.split(";")) {
    const m = part.trim().match(/^([PN])\s*\(?\s*(\d+)\s*,\s*(\d+)\s*\)?$/i);
    if (m) out.push([m[1].toUpperCase() === "P" ? "alter-p" : "alter-n", m[2] + "," + m[3]]);
    else if (part.trim() !== "") throw new Error(`alteration "${part.trim()}": write P x,y or N x,y, separated by ;`);
  }
  return out;
}

export function alterText(alter) { return alter.map(([k, v]) => (k === "alter-p" ? "P " : "N ") + v).join("; "); }

// startOf is the start of the game a position linked belongs to: the
// first position of a record (4,6/4,2), else the position itself.
export function startOf(pos) { return isPicture(pos) ? String(pos) : String(pos).split("/")[0]; }

// readLink reads a link's query: cfg, the configuration ({spec, alter,
// misere}, null when the link names no game); pos, the position in play
// (a record for a game with memory) and start, the start it came from
// (the position itself when the link says none); the explorer's view,
// size, x0, y0 (null when not said) and palette; the classroom's coach,
// level and seed; who plays (players: "you", "computer" first or "two"),
// whose turn (next, mover) and the moves blocked.
export function readLink(search) {
  const q = new URLSearchParams(search);
  const num = (name) => { const v = parseInt(q.get(name), 10); return Number.isFinite(v) && v >= 0 ? v : null; };
  const spec = q.get("game"), pos = q.get("pos") || null;
  const alter = [...q.getAll("alter-p").map((v) => ["alter-p", v]), ...q.getAll("alter-n").map((v) => ["alter-n", v])];
  return {
    cfg: spec ? { spec, alter, misere: q.get("misere") === "1" } : null,
    pos, start: q.get("start") || (pos ? startOf(pos) : null),
    view: q.get("view"), size: num("size"), x0: num("x0"), y0: num("y0"), palette: q.get("palette"),
    coach: q.get("coach") === "1", level: q.get("level"), seed: num("seed"),
    players: q.get("players") === "2" ? "two" : q.get("first") === "computer" ? "computer" : "you",
    next: q.get("next") === "2" ? 2 : 1, mover: q.get("mover"),
    blocked: (q.get("blocked") || "").split("/").filter((s) => s).map((s) => s.split(",").map(Number)),
  };
}

// ---- the page's state as its link -------------------------------------------

export function urlParams() {
  const q = new URLSearchParams();
  if (!ui.cfg) return q;
  q.set("game", ui.cfg.spec);
  for (const [k, v] of ui.cfg.alter) q.append(k, v);
  if (ui.cfg.misere) q.set("misere", "1");
  if (ui.view !== defaultView()) q.set("view", ui.view);
  q.set("size", ui.w);
  if (ui.palette === "cb") q.set("palette", "cb");
  if (ui.x0) q.set("x0", ui.x0);
  if (ui.y0) q.set("y0", ui.y0);
  const start = $("start-pos").value.trim();
  if (start) q.set("start", start);
  roomParams(q);
  if (game && game.key === ui.key) {
    if (game.first === "computer") q.set("first", "computer");
    q.set("pos", game.pos);
    if (game.mode === "two") q.set("next", game.player);
    if (game.turn === "over" && game.mover === "computer" && !boardOf(game.cfg).record) q.set("mover", "computer");
    if (game.blocked.length) q.set("blocked", blockedParam(game.blocked));
  }
  return q;
}

export function writeURL(push) {
  const url = "?" + urlParams().toString();
  const state = { key: ui.key, game: game ? game.id : 0, at: game ? game.at : -1 };
  if (url === location.search && !push) return history.replaceState(state, "", url);
  if (push) history.pushState(state, "", url);
  else history.replaceState(state, "", url);
}

// setStart fills "Start at" and announces it (lab "start": the desk
// analyses it before a game is in play).
export function setStart(start) {
  $("start-pos").value = start;
  lab.setStart(start);
}
