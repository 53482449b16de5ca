// The board of play: drawn by the module of its kind (boards/index.js),
// the move buttons under it, the blocks of the Muller twist.
import { boardOf } from "../boards/index.js";
import { boardLabel } from "../boards/lib/squares.js";
import { desc } from "./config.js";
import { hinted } from "./hints.js";
import { renderNimSum } from "./nimsum.js";
import { game, humanMove, letComputerMove, opponentOf, toggleBlock } from "./play.js";
import { toMove } from "./room.js";
import { boardTable } from "./tables.js";
import { $, MAX_BUTTONS, cap, lastOf } from "./util.js";

export function renderBoard(g) {
  if (g !== game) return;
  renderMoves(g);
  drawBoard(g);
  renderNimSum(g);
}

// drawBoard draws the board alone (the move buttons stay as they are, so
// that a redraw for the view's P-positions takes no button from under a
// finger or the focus).
export function drawBoard(g) {
  if (g !== game) return;
  const b = boardOf(g.cfg);
  if (!g.state) { $("board").hidden = true; $("board-table-box").hidden = true; return; }
  if (!b.things) {
    if ($("board-tools")) $("board-tools").textContent = "";
    $("board").dataset.last = g.last ? g.last.to : "";
    $("board").dataset.lastFrom = g.last ? g.last.from : "";
  }
  boardTable(g);
  if (!b.ownLabel) { boardLabel(BOARD_LABEL); $("board").dataset.preview = "[]"; }
  b.draw(g);
}

export function playable(g) { return g === game && g.turn === "you"; }
export function blocking(g) { return g === game && g.turn === "block"; }

export function renderMoves(g) {
  const el = $("moves");
  el.textContent = "";
  const st = g.state;
  if (!st || g.turn === "over") return;
  if (g.turn === "block") return renderBlocks(g);
  const moves = st.moves || [];
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = g.turn === "you" ? `${g.mode === "two" ? cap(toMove(g)) + "'s" : "Your"} ${moves.length} move(s) — move to:` : "Moves:";
  el.appendChild(hint);
  const label = (m) => {
    let t = lastOf(m.to);
    if (m.imitation) t += " (imitates)";
    if (m.blocked) t += " (blocked)";
    return t;
  };
  if (moves.length <= MAX_BUTTONS) {
    for (const m of moves) {
      const b = document.createElement("button");
      b.textContent = label(m);
      b.dataset.to = m.to;
      if (m.at) b.dataset.at = m.at.join(",");
      if (m.imitation) b.classList.add("imitation");
      if (m.blocked) b.classList.add("blocked");
      if (hinted(g, m)) { b.classList.add("hinted"); b.setAttribute("aria-describedby", "hint-text"); }
      b.disabled = !playable(g) || m.blocked;
      b.onclick = () => humanMove(g, m);
      el.appendChild(b);
    }
    return;
  }
  const sel = document.createElement("select");
  sel.id = "move-menu";
  sel.setAttribute("aria-label", "your move");
  moves.forEach((m, i) => { const o = document.createElement("option"); o.value = i; o.textContent = label(m); o.disabled = !!m.blocked; sel.appendChild(o); });
  const b = document.createElement("button");
  b.textContent = "Move";
  b.disabled = !playable(g);
  b.onclick = () => humanMove(g, moves[+sel.value]);
  el.append(sel, b);
}

// renderBlocks lists the computer's blockable moves as toggles, and the
// button that lets the computer move.
export function renderBlocks(g) {
  const el = $("moves"), limit = desc(g.cfg).blocking;
  const blockable = (g.state.moves || []).filter((m) => m.blockable);
  const isBlocked = (m) => g.blocked.some((b) => b[0] === m.at[0] && b[1] === m.at[1]);
  const hint = document.createElement("p");
  hint.className = "hint";
  hint.textContent = `Block up to ${limit} of ${opponentOf(g)}'s ${blockable.length} blockable move(s) — blocked: ${g.blocked.length ? g.blocked.map((b) => b.join(",")).join(" and ") : "none"}:`;
  el.appendChild(hint);
  if (blockable.length <= MAX_BUTTONS) {
    for (const m of blockable) {
      const b = document.createElement("button");
      b.textContent = (isBlocked(m) ? "unblock " : "block ") + lastOf(m.to);
      b.dataset.block = m.to;
      b.setAttribute("aria-pressed", isBlocked(m) ? "true" : "false");
      if (isBlocked(m)) b.classList.add("blocked");
      b.onclick = () => toggleBlock(g, m);
      el.appendChild(b);
    }
  } else {
    const sel = document.createElement("select");
    sel.id = "block-menu";
    sel.setAttribute("aria-label", "a move of the computer to block");
    blockable.forEach((m, i) => { const o = document.createElement("option"); o.value = i; o.textContent = (isBlocked(m) ? "unblock " : "block ") + lastOf(m.to); sel.appendChild(o); });
    const b = document.createElement("button");
    b.textContent = "Block / unblock";
    b.onclick = () => toggleBlock(g, blockable[+sel.value]);
    el.append(sel, b);
  }
  const go = document.createElement("button");
  go.id = "let-computer-move";
  go.textContent = g.mode === "two" ? `Hand the move to ${opponentOf(g)}` : "Let the computer move";
  go.onclick = () => letComputerMove(g);
  el.append(document.createElement("br"), go);
}

// BOARD_LABEL is the board's name for assistive technology, as the page
// gives it; the bar and the board of dominoes name their own keys.
export const BOARD_LABEL = "game board: arrow keys move the cursor, Enter or Space plays the move";

export function boardCSSWidth() { return Math.min(520, $("board-wrap").clientWidth || 360); }

// Squares of the queen's board: up to 40 px, 48 on a phone (touch targets of 44 px or more).
export function squareCap() { return window.innerWidth <= 600 ? 48 : 40; }

// The legend of the board is read with the board (aria-describedby), not
// announced at each key as the cursor's line is.
export function setLegend(text) { if ($("board-legend").textContent !== text) $("board-legend").textContent = text; }
