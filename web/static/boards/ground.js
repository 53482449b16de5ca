// The board of edges on the ground (Green Hackenbush), and its bamboo
// stalks (heaps of segments) drawn as columns.
import { blocking, boardCSSWidth, playable } from "../js/board.js";
import { draw, legend } from "../js/picture.js";
import { cursorThing, describeThing, heapKey, hintTo, movesBy, publishThings, say } from "../js/things.js";
import { $, LAST, TOUCH, ints, lastOf, onPhone, ring, sizeCanvas } from "../js/util.js";
import { thingBoard } from "./lib/base.js";
import { drawGraph } from "./lib/graphs.js";
import { knockKey, segments, syncLanes } from "./lib/lanes.js";

// drawLanesUp: bamboo stalks (edges on the ground written as heaps), a
// stalk a column of segments; a click chops a segment and those above.
export function drawLanesUp(g) {
  const cv = $("board"), lanes = syncLanes(g), segs = segments(lanes);
  const tall = Math.max(1, ...lanes.map((l) => l.cells.length));
  if (tall > 60 || lanes.length > 16) { cv.hidden = true; g.things = []; publishThings(g); say("The stalks are too tall to draw; play with the moves below."); return; }
  cv.hidden = false;
  const W = boardCSSWidth(), segH = onPhone() ? TOUCH : Math.max(14, Math.min(32, Math.floor(300 / tall))), colW = Math.max(TOUCH, Math.min(80, Math.floor((W - 8) / Math.max(1, lanes.length))));
  const groundY = tall * segH + 24, H = groundY + 16, ctx = sizeCanvas(cv, W, H);
  cv.style.width = W + "px";
  ctx.fillStyle = "#fff"; ctx.fillRect(0, 0, W, H);
  ctx.fillStyle = "#6b4f2a"; ctx.fillRect(4, groundY, W - 8, 4);
  const byHeaps = movesBy(g, (m) => heapKey(ints(lastOf(m.to))));
  g.things = [];
  segs.forEach((seg, k) => {
    for (let j = 0; j < seg.h; j++) {
      const x = 4 + seg.lane * colW + colW / 2, y = groundY - (seg.a + j + 0.5) * segH;
      g.things.push({ id: `L${seg.lane + 1}.${seg.a + j + 1}`, label: `stalk ${seg.lane + 1}, segment ${seg.a + j + 1} from the ground`, lane: seg.lane, col: seg.a + j, x, y, w: Math.min(colW, TOUCH), h: segH,
        move: byHeaps.get(knockKey(segs, k, j, seg.h - j)), knock: { k, s: j, r: seg.h - j, seg }, stop: true });
    }
  });
  const cur = (playable(g) || blocking(g)) ? cursorThing(g) : null, hto = hintTo(g);
  lanes.forEach((l, lane) => {
    const x = 4 + lane * colW + colW / 2;
    l.cells.forEach((c, i) => {
      const y1 = groundY - i * segH, y0 = y1 - segH + 3, t = g.things.find((q) => q.lane === lane && q.col === i);
      const taking = cur && cur.move && cur.lane === lane && i >= cur.col;
      ctx.lineCap = "round";
      if (c === 1) { ctx.strokeStyle = taking ? "#c25e00" : t && t.move && playable(g) ? "#2e8b3d" : "#777"; ctx.lineWidth = 7; }
      else if (c === 2) { ctx.strokeStyle = LAST; ctx.lineWidth = 2; ctx.setLineDash([4, 3]); }
      else return;
      ctx.beginPath(); ctx.moveTo(x, y1 - 2); ctx.lineTo(x, y0); ctx.stroke(); ctx.setLineDash([]);
      if (hto && t && t.move && t.move.to === hto) { ctx.strokeStyle = "#7a3300"; ctx.lineWidth = 2; ctx.setLineDash([4, 2]); ctx.strokeRect(x - 12, y0 - 2, 24, segH); ctx.setLineDash([]); }
    });
    ctx.lineCap = "butt";
    ctx.fillStyle = "#333"; ctx.font = "11px system-ui"; ctx.textAlign = "center"; ctx.textBaseline = "top";
    ctx.fillText(String(l.cells.filter((c) => c === 1).length), x, groundY + 5);
  });
  if (cur) ring(ctx, cur.x - Math.min(colW, TOUCH) / 2, cur.y - segH / 2, Math.min(colW, TOUCH), segH);
  publishThings(g);
  describeThing(g);
}

// Edges standing on the ground (Green Hackenbush): a graph whose vertex 0
// is the ground, or bamboo stalks written as heaps (drawn as stalks,
// drawLanesUp); a click chops an edge, and whatever no longer reaches the
// ground falls.
export default thingBoard({
  title: "Edges standing on the ground",
  draw: (g) => (g.state.piles ? drawLanesUp(g) : drawGraph(g, true)),
  keepsLanes: (g) => !!g.state.piles,
  legend: () => "Click an edge to chop it; what no longer reaches the ground falls. Dashed orange: what the last move took.",
});
