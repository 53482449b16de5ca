package service_test

import (
	"context"
	"slices"
	"strings"
	"testing"

	"github.com/mex-cgt/mex/service"
	"github.com/mex-cgt/mex/spec"
)

func TestGenusCommand(t *testing.T) {
	l := &service.Service{}
	r, err := l.Genus(context.Background(), mustGame(t, "kayles"), 5)
	if err != nil {
		t.Fatal(err)
	}
	// CGSuite: Kayles heap 5 has genus 4^146.
	if got := r.Heaps[5].Genus.String(); got != "4^146" {
		t.Errorf("kayles heap 5: %s; want 4^146", got)
	}
	if !strings.Contains(r.Text(), "4^146") || len(r.Rows()) != 6 {
		t.Errorf("text or rows incomplete:\n%s", r.Text())
	}
	for _, bad := range []string{"nim", "wythoff", "kayles + kayles", "bogus"} {
		err := refused(bad, spec.Options{}, func(g *spec.Spec) error { _, err := l.Genus(context.Background(), g, 3); return err })
		if !service.IsInputError(err) {
			t.Errorf("genus %s: want an input error, got %v", bad, err)
		}
	}
	if _, err := l.Genus(context.Background(), mustGame(t, "kayles"), 100000); !service.IsInputError(err) {
		t.Errorf("genus of kayles to 100000: want a refusal, got %v", err)
	}
}

func TestQuotientCommand(t *testing.T) {
	l := &service.Service{}
	r, err := l.Quotient(context.Background(), mustGame(t, "octal:0.75"), 12, "4,7,10")
	if err != nil {
		t.Fatal(err)
	}
	if r.Order != 8 || r.Outcome != "N" || r.Element != "a b^2" {
		t.Errorf("0.75 Q_12: order %d, 4+7+10 %s as %s; want 8, N as a b^2", r.Order, r.Outcome, r.Element)
	}
	if !strings.Contains(r.Text(), "b c = a b") {
		t.Errorf("text lacks the relation bc = ab:\n%s", r.Text())
	}
	if _, err := l.Quotient(context.Background(), mustGame(t, "dawson"), 5, "6"); !service.IsInputError(err) {
		t.Errorf("--sum heap beyond --maxheap: want an input error, got %v", err)
	}
}

// Take-and-break codes are heap games like any other: takebreak:4!.0 is
// Grundy's game, under misère play too, and a code whose moves leave three
// heaps has genera.
func TestMisereServesTakeBreakCodes(t *testing.T) {
	l := &service.Service{}
	misere := spec.Options{Misere: true}
	code, err := l.GrundyUpto(mustGame(t, "takebreak:4!.0", misere), 30)
	if err != nil {
		t.Fatal(err)
	}
	named, err := l.GrundyUpto(mustGame(t, "grundy", misere), 30)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(code.Values, named.Values) {
		t.Errorf("misère takebreak:4!.0 = %v; misère grundy = %v", code.Values, named.Values)
	}
	if _, err := (&service.Service{}).Genus(context.Background(), mustGame(t, "takebreak:0.3F"), 20); err != nil {
		t.Errorf("genus takebreak:0.3F: %v", err)
	}
}

// mex stats serves every heap game: take-and-break codes beyond octal,
// hexadecimal games and subtraction games get the statistics of their
// values (the rare class tied to the values), and a proven period.
func TestStatsServesEveryHeapGame(t *testing.T) {
	for _, text := range []string{"takebreak:0.3F", "hex:0.3F", "subtraction:1,2,5", "subtraction:all-but:1"} {
		spec := mustGame(t, text)
		r, err := (&service.Service{}).Stats(spec, service.SequenceOptions{Upto: 200})
		if err != nil {
			t.Errorf("stats %s: %v", text, err)
			continue
		}
		values, err := (&service.Service{}).GrundyUpto(spec, 200)
		if err != nil {
			t.Fatal(err)
		}
		if r.Stats.Values != 201 || int(r.Stats.Largest) != slices.Max(values.Values) {
			t.Errorf("stats %s: %d values, largest %d; the sequence has 201, largest %d", text, r.Stats.Values, r.Stats.Largest, slices.Max(values.Values))
		}
		class, rare := r.Stats.Class(), 0
		for n, v := range values.Values {
			if class.Rare(n, v) {
				rare++
			}
		}
		if rare != r.Stats.RareCount {
			t.Errorf("stats %s: %d rare positions; the class marks %d", text, r.Stats.RareCount, rare)
		}
	}
	r, err := (&service.Service{}).Stats(mustGame(t, "subtraction:1,2,5"), service.SequenceOptions{Upto: 200})
	if err != nil || r.Period == nil || r.Period.Period != 3 {
		t.Errorf("stats subtraction:1,2,5: period %+v, %v; want the proven period 3", r.Period, err)
	}
}
