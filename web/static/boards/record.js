// The board of a game with memory (Imitation Nim): two piles of tokens and
// the imitations remembered.
import { boardCSSWidth, playable, setLegend } from "../js/board.js";
import { describe } from "../js/config.js";
import { draw } from "../js/picture.js";
import { record } from "../js/play.js";
import { $, CURSOR, LAST, TOUCH, hatch, ints, onPhone, sizeCanvas } from "../js/util.js";
import { ownBoard } from "./lib/base.js";

// tokenHeight is the height of a token on piles tall tokens high.
// On a phone a token is a touch target of 44 px (the frame pans along tall piles).
function tokenHeight(tall) { return onPhone() ? TOUCH : Math.max(3, Math.min(18, Math.floor(300 / tall))); }

export function tokenMove(g, pile, left) {
  const st = g.state;
  const at = [...st.piles]; at[pile] = left;
  return (st.moves || []).find((m) => m.at && m.at[0] === at[0] && m.at[1] === at[1]);
}

export function inWindow(st, pile, left) {
  const taken = st.piles[pile] - left;
  return st.window_pile === pile && taken >= st.window_low && taken <= st.window_high;
}

// A game with memory: two piles of tokens. Taking a token takes those above it.
// Striped tokens imitate the last move; crossed ones would be a forbidden
// imitation.
export function drawTokens(g) {
  const cv = $("board"), st = g.state, tall = Math.max(g.side - 1, ...st.piles, 1);
  if (tall > (onPhone() ? 300 : 400)) {
    cv.hidden = true;
    $("board-info").textContent = `Piles of ${st.piles.join(" and ")} tokens are too tall to draw; play with the moves below.`;
    return;
  }
  cv.hidden = false;
  const W = Math.min(boardCSSWidth(), 320), th = tokenHeight(tall), colW = 90, top = 34;
  const H = top + tall * th + 26;
  const ctx = sizeCanvas(cv, W, H);
  cv.style.width = W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, W, H);
  // the imitation counter
  ctx.fillStyle = "#222"; ctx.font = "12px system-ui"; ctx.textAlign = "left"; ctx.textBaseline = "top";
  ctx.fillText(`your imitations in a row: ${st.mover_run || 0} of at most ${st.max_run}`, 4, 4);
  for (let k = 0; k < (st.mover_run || 0); k++) { ctx.fillRect(4 + k * 14, 19, 11, 11); }
  if (!g.cursor) g.cursor = { pile: st.piles[0] > 0 ? 0 : 1, left: Math.max(0, st.piles[st.piles[0] > 0 ? 0 : 1] - 1) };
  const c = g.cursor;
  let forbidden = 0;
  const targets = [], before = g.last ? ints(g.last.from) : [];
  st.piles.forEach((size, pile) => {
    const x = 30 + pile * (colW + 50);
    // the tokens the last move took, dashed
    for (let k = size + 1; k <= Math.min(tall, before[pile] || 0); k++) {
      ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]);
      ctx.strokeRect(x + 1, top + (tall - k) * th + 2, colW - 2, th - 4);
      ctx.setLineDash([]);
    }
    for (let k = 1; k <= size; k++) {
      const y = top + (tall - k) * th, left = k - 1, m = tokenMove(g, pile, left);
      if (m) targets.push({ id: `P${pile + 1}.${k}`, label: `pile ${pile + 1}, token ${k}`, x: x + colW / 2, y: y + th / 2, w: colW, h: th, to: m.to });
      ctx.fillStyle = m ? (m.imitation ? "#3fae5a" : "#4a7fd0") : inWindow(st, pile, left) ? "#efc640" : "#bbb";
      ctx.fillRect(x, y + 1, colW, th - 2);
      if (m && m.imitation) hatch(ctx, x, y + 1, colW, th - 2, "rgba(0,60,0,0.6)");
      if (!m && inWindow(st, pile, left)) {
        forbidden++;
        ctx.strokeStyle = "#6b5200"; ctx.lineWidth = 1.5;
        ctx.beginPath(); ctx.moveTo(x + colW / 2 - 5, y + 2); ctx.lineTo(x + colW / 2 + 5, y + th - 2); ctx.moveTo(x + colW / 2 + 5, y + 2); ctx.lineTo(x + colW / 2 - 5, y + th - 2); ctx.stroke();
      }
      if (g.hintStep >= 2 && g.hint && playable(g) && tokenMove(g, pile, left) && g.hint.to === tokenMove(g, pile, left).to) {
        ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([4, 2]); ctx.strokeRect(x - 6, y - 2, colW + 12, th + 4); ctx.setLineDash([]);
      }
      if (playable(g) && c.pile === pile && c.left === left) {
        ctx.strokeStyle = CURSOR; ctx.lineWidth = 3; ctx.strokeRect(x - 3, y - 1, colW + 6, th + 2);
      }
    }
    ctx.fillStyle = "#333"; ctx.textAlign = "center"; ctx.textBaseline = "top"; ctx.font = "12px system-ui";
    ctx.fillText(`pile ${pile + 1}: ${size}`, x + colW / 2, top + tall * th + 6);
  });
  document.body.dataset.cursor = `${c.pile},${c.left}`;
  document.body.dataset.forbidden = forbidden;
  cv.dataset.targets = JSON.stringify(targets);
  describeRecord(g);
}

function describeRecord(g) {
  const st = g.state;
  if (!st || !g.cursor) return;
  const { pile, left } = g.cursor, m = tokenMove(g, pile, left);
  $("board-info").textContent = `Piles ${st.piles.join(" and ")}. Cursor: leave ${left} in pile ${pile + 1}: ` +
    (m ? (m.imitation ? "a legal move that imitates (striped)" : "a legal move") + " — press Enter." : inWindow(st, pile, left) ? "a forbidden imitation (crossed)." : "not a legal move.");
  setLegend("Left and Right choose the pile, Up and Down how many tokens to leave.");
}

// The record's board: a game with memory, its two piles of tokens and the
// imitations it remembers; the position is the record of the moves
// (4,6/4,2); the cursor is {pile, left}: leave left tokens in the pile.
export default ownBoard({
  title: "Games with memory",
  record: true,
  draw: drawTokens,
  describe: describeRecord,
  hit(g, x, y) {
    const st = g.state, tall = Math.max(g.side - 1, ...st.piles, 1), th = tokenHeight(tall), colW = 90, top = 34;
    for (const pile of [0, 1]) {
      const x0 = 30 + pile * (colW + 50);
      if (x < x0 - 4 || x > x0 + colW + 4) continue;
      const k = tall - Math.floor((y - top) / th);
      if (k >= 1 && k <= st.piles[pile]) return { pile, left: k - 1 };
    }
    return null;
  },
  moveAtCursor(g) { const c = g.cursor; return c ? tokenMove(g, c.pile, c.left) || null : null; },
  step(g, d) {
    const st = g.state;
    let { pile, left } = g.cursor || { pile: 0, left: 0 };
    if (d[0]) { pile = Math.max(0, Math.min(1, pile + d[0])); left = Math.min(left, Math.max(0, st.piles[pile] - 1)); }
    else left = Math.max(0, Math.min(Math.max(0, st.piles[pile] - 1), left + d[1]));
    g.cursor = { pile, left };
  },
  pointCursor(g, at) {
    const piles = g.state.piles || [];
    if (at && piles.length === 2) { const pile = at[0] !== piles[0] ? 0 : 1; g.cursor = { pile, left: at[pile] }; }
  },
});
