package service

import (
	"context"
	"fmt"
	"strings"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/misere"
	"github.com/mex-cgt/mex/render"
	"github.com/mex-cgt/mex/spec"
)

// GenusResult is the answer of `mex genus GAME --upto N`: Conway's genus
// of each heap.
type GenusResult struct {
	Game  string             `json:"game"`
	Heaps []misere.HeapGenus `json:"heaps"`
}

// Text prints one heap per line: G⁺, G⁻, the genus and its mark.
func (r GenusResult) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "genus of %s, heaps 0..%d (g^γ0γ1…: g = G⁺, γk = G⁻ with k copies of *2 added):", r.Game, len(r.Heaps)-1)
	fmt.Fprintf(&b, "\n%6s %4s %4s  %-14s %s", "heap", "G⁺", "G⁻", "genus", "")
	for _, h := range r.Heaps {
		mark := "wild"
		switch {
		case h.Tame:
			mark = "tame"
		case h.Genus.Tame():
			mark = "tame genus, wild option"
		case h.Restive:
			mark = "restive genus"
		case h.Restless:
			mark = "restless genus"
		}
		fmt.Fprintf(&b, "\n%6d %4d %4d  %-14s %s", h.Heap, h.Genus.G, h.Genus.MisereValue(), h.Genus, mark)
	}
	return b.String()
}

// Genus computes the genus of heaps 0..upto of a heap game (octal,
// subtraction or Grundy's game).
func (svc *Service) Genus(ctx context.Context, s *spec.Spec, upto int) (GenusResult, error) {
	r := GenusResult{Game: s.Text}
	if err := heapGame(s); err != nil {
		return r, err
	}
	var err error
	r.Heaps, err = misere.Genera(ctx, s.Game, upto)
	return r, inputOr(ctx, err)
}

// QuotientResult is the answer of `mex quotient GAME --maxheap N`.
type QuotientResult struct {
	*misere.Quotient
	// Sum and Outcome answer --sum: the misère outcome of a sum of heaps
	// by monoid arithmetic, and the element it pretends to be.
	Sum     string `json:"sum,omitempty"`
	Element string `json:"element,omitempty"`
	Outcome string `json:"outcome,omitempty"`
}

// Text prints the quotient as the papers do: order, presentation,
// P-portion, pretending function, and whether it stabilised.
func (r QuotientResult) Text() string {
	q := r.Quotient
	var b strings.Builder
	fmt.Fprintf(&b, "misère quotient Q_%d of %s (sums of heaps <= %d): order %d, |P| = %d", q.MaxHeap, q.Game, q.MaxHeap, q.Order, len(q.PPortion))
	var gens []string
	for _, g := range q.Generators {
		gens = append(gens, fmt.Sprintf("%s = heap %d", g.Name, g.Heap))
	}
	fmt.Fprintf(&b, "\ngenerators: %s", orNone(strings.Join(gens, ", ")))
	var rels []string
	for _, rel := range q.Relations {
		rels = append(rels, rel.Left+" = "+rel.Right)
	}
	fmt.Fprintf(&b, "\nrelations: %s", orNone(strings.Join(rels, ", ")))
	fmt.Fprintf(&b, "\nP-portion: {%s}", strings.Join(q.PPortion, ", "))
	b.WriteString("\npretending function (heap: element):")
	for n, w := range q.Pretending {
		if n%8 == 0 {
			fmt.Fprintf(&b, "\n ")
		}
		fmt.Fprintf(&b, " %d:%s", n, w)
	}
	switch {
	case q.Tame == nil:
		b.WriteString("\ntame: not decided (genus not computed this far)")
	case *q.Tame:
		b.WriteString("\ntame: yes, every heap is tame (the quotient of misère Nim)")
	default:
		b.WriteString("\ntame: no, some heap is wild")
	}
	fmt.Fprintf(&b, "\norders of Q_1..Q_%d: %s", q.MaxHeap, joinInts(q.Orders))
	fmt.Fprintf(&b, "\nstable: Q_n has order %d for %d <= n <= %d; this proves nothing about larger heaps", q.Order, q.StableFrom, q.MaxHeap)
	fmt.Fprintf(&b, "\nproof: no P class has an option in a P class, and every reachable pair (class of a sum, classes of its options) of an N class has one (%d pairs, those with larger option sets pruned)", q.ProofStates)
	if r.Sum != "" {
		fmt.Fprintf(&b, "\n%s: %s, pretends to be %s", r.Sum, r.Outcome, r.Element)
	}
	return b.String()
}

func orNone(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

func joinInts(v []int) string {
	parts := make([]string, len(v))
	for i, x := range v {
		parts[i] = fmt.Sprint(x)
	}
	return strings.Join(parts, " ")
}

// Quotient computes the misère quotient Q_maxheap of a heap game and, if
// sum is not empty (heaps joined by commas), the misère outcome of that
// sum by multiplying in the quotient.
func (svc *Service) Quotient(ctx context.Context, s *spec.Spec, maxheap int, sum string) (QuotientResult, error) {
	return svc.QuotientProgress(ctx, s, maxheap, sum, nil)
}

// QuotientProgress is Quotient calling progress, if not nil, after each
// heap with the order of Q_heap.
func (svc *Service) QuotientProgress(ctx context.Context, s *spec.Spec, maxheap int, sum string, progress func(heap, order int)) (QuotientResult, error) {
	var err error
	if err := heapGame(s); err != nil {
		return QuotientResult{}, err
	}
	var heaps []int
	if strings.TrimSpace(sum) != "" {
		if heaps, err = grammar.ParseInts(sum, "heap"); err != nil {
			return QuotientResult{}, Bad(err)
		}
		for _, h := range heaps {
			if h < 0 || h > maxheap {
				return QuotientResult{}, BadParameter("sum", h, "want heaps 0..%d (the largest heap of the quotient)", maxheap)
			}
		}
	}
	q, err := misere.QuotientWith(ctx, s.Game, maxheap, misere.QuotientOptions{Progress: progress})
	if err != nil {
		return QuotientResult{}, inputOr(ctx, err)
	}
	r := QuotientResult{Quotient: q}
	if heaps != nil {
		o, _ := q.OutcomeOf(heaps)
		r.Sum, r.Outcome = strings.TrimSpace(sum), o.String()
		r.Element, _ = q.Word(heaps)
	}
	return r, nil
}

// heapGame rejects games that are not one heap game.
func heapGame(s *spec.Spec) error {
	if hr, ok := s.Game.(game.HeapRuler); ok && s.Alteration.Empty() {
		if _, ok := hr.HeapRules(); ok {
			return nil
		}
		return Badf("%s has moves that leave more than two heaps: genus and quotients are computed for games whose moves leave at most two", s.Text)
	}
	return Badf("%s is not a heap game: want an octal, subtraction or take-and-break game", s.Text)
}

// inputOr returns a cancellation as is and any other error of the misère
// package (a size refused up front, a search past its bounds) as an input
// error: the request asked for too much.
func inputOr(ctx context.Context, err error) error {
	if err == nil || ctx.Err() != nil {
		return err
	}
	return Bad(err)
}

// Rows returns the genus table as rows for render.GenusTable.
func (r GenusResult) Rows() []render.GenusRow {
	rows := make([]render.GenusRow, len(r.Heaps))
	for i, h := range r.Heaps {
		rows[i] = render.GenusRow{Heap: h.Heap, Normal: h.Genus.G, Misere: h.Genus.MisereValue(), Genus: h.Genus.String(),
			Tame: h.Tame, TameGenusOnly: !h.Tame && h.Genus.Tame()}
	}
	return rows
}

// FormResult is the answer of `mex form GAME POS`: the misère simplest
// form of a position (Conway 1976, ch. 12), written as named forms.
type FormResult struct {
	Game     string `json:"game"`
	Position string `json:"position"`
	// Form names the simplest form: 0, *, *2, … for a nim-heap, else the
	// last of Definitions.
	Form        string              `json:"form"`
	Definitions []misere.Definition `json:"definitions,omitempty"`
	// Named counts the forms below the position that are not nim-heaps;
	// when it exceeds MaxFormLines, Definitions holds only the form's own.
	Named    int          `json:"named"`
	Nimber   bool         `json:"nimber"`
	Birthday int          `json:"birthday"`
	Normal   int          `json:"normal_grundy"`
	Misere   int          `json:"misere_grundy"`
	Genus    misere.Genus `json:"genus"`
	Outcome  string       `json:"misere_outcome"`
	Forms    int          `json:"forms"` // distinct simplest forms below the position, itself included
}

// MaxFormLines is the most definitions a form is written out with; beyond
// it only the form's own definition is (its options' names stay those of
// the whole numbering).
const MaxFormLines = 300

// Text prints the form, its definitions and its invariants.
func (r FormResult) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "misère simplest form of %s at %s: %s", r.Game, r.Position, r.Form)
	if r.Named > len(r.Definitions) {
		fmt.Fprintf(&b, "\n  (g1 … g%d, the other %d forms below it that are not nim-heaps, are too many to write out)", r.Named-1, r.Named-1)
	}
	for _, d := range r.Definitions {
		fmt.Fprintf(&b, "\n  %s = {%s}", d.Name, strings.Join(d.Options, ", "))
	}
	kind := "not a nim-heap"
	if r.Nimber {
		kind = "a nim-heap"
	}
	fmt.Fprintf(&b, "\n%s; birthday %d; G⁺ = %d, G⁻ = %d, genus %s; misère outcome %s; %d distinct forms below it",
		kind, r.Birthday, r.Normal, r.Misere, r.Genus, r.Outcome, r.Forms)
	return b.String()
}

// Form computes the misère simplest form of a position of a game whose
// play ends when no move is left (every game but alterations and the
// imitation games, whose ends are declared).
func (svc *Service) Form(s *spec.Spec, pos string) (FormResult, error) {
	r := FormResult{Game: s.Text, Position: strings.TrimSpace(pos)}
	g := s.Game
	if s.MiserePlay { // under --misere, the game inside the convention: a form is misère by definition
		g = game.Unwrap(g)
	}
	if _, ends := g.(game.OutcomeRule); ends || s.Shape == game.Record {
		return r, Badf("%s ends by its own rule, not when no move is left: its positions are not plain game trees, so they have no misère simplest form", s.Text)
	}
	p, err := parsePosition(s, pos, true)
	if err != nil {
		return r, err
	}
	if err := g.Check(p); err != nil {
		return r, Bad(err)
	}
	if _, heaps := g.(game.HeapRuler); !heaps { // heap games bound their sums of heaps themselves
		if err := svc.admit("the misère form of "+shorten(r.Position), game.SolverCostOf(g, p)); err != nil {
			return r, err
		}
	}
	forms := misere.NewForms()
	forms.MaxEntries = int(min(svc.limits().MaxBytes/16, 1<<40))
	forms.Memory = budget.NewMeter(svc.context())
	defer forms.Memory.Close()
	f, err := forms.FormOf(svc.context(), g, p, svc.limits().MaxPositions)
	if err != nil {
		return r, inputOr(svc.context(), err)
	}
	r.Forms = forms.Len()
	n, nimber := forms.NimberValue(f)
	r.Nimber = nimber
	if nimber {
		r.Form = forms.Name(forms.Nimber(n))
	} else {
		r.Form, r.Definitions, r.Named = forms.Definitions(f, MaxFormLines)
	}
	r.Birthday, r.Normal, r.Misere = forms.Birthday(f), forms.NormalGrundy(f), forms.MisereGrundy(f)
	r.Genus, r.Outcome = forms.Genus(f), forms.Outcome(f).String()
	return r, nil
}
