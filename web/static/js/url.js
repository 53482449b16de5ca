// The URL and the configuration, both ways: the alterations as text, the
// link of the page's state (urlParams, writeURL). js/main.js reads a link
// back (loadFromURL).
import { boardOf } from "../boards/index.js";
import { defaultView } from "./config.js";
import { game } from "./play.js";
import { roomParams } from "./room.js";
import { ui } from "./store.js";
import { $, blockedParam } from "./util.js";

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

// ---- URL -------------------------------------------------------------------

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
