package census

import (
	"encoding/csv"
	"fmt"
	"io"
	"strconv"
	"strings"
)

// Equivalence says that code Code plays like code Of shifted by Shift:
// G_Code(n) = G_Of(n + Shift) for all n >= max(0, -Shift) (Shift 0: the
// same sequence; -1: OEIS's "has values a(n-1)").
type Equivalence struct {
	Code  string `json:"code"`
	Of    string `json:"of"`
	Shift int    `json:"shift"`
	// Proven is set when both codes are proven periodic and the values
	// compared reach past both preperiods by a common period, which
	// settles it for every n; otherwise the sequences were seen to agree
	// on Checked values.
	Proven  bool `json:"proven"`
	Checked int  `json:"checked"`
}

// Equivalences finds, for each code, the first code before it in the
// list whose sequence it repeats up to a shift of at most MaxShift
// either way (no shift preferred, then forward shifts, then backward),
// comparing the fingerprints of the first values.
func Equivalences(results []Result) []Equivalence {
	first := make([]map[string]int, MaxShift+1) // fingerprint at shift s -> first index
	for s := range first {
		first[s] = map[string]int{}
	}
	var out []Equivalence
	for i, r := range results {
		if len(r.Fingerprints) != MaxShift+1 {
			continue
		}
		found := false
		for s := 0; s <= MaxShift && !found; s++ { // G_r(n) = G_a(n+s)
			if j, ok := first[s][r.Fingerprints[0]]; ok && results[j].FingerprintLen == r.FingerprintLen {
				out, found = append(out, equivalence(results[j], r, s)), true
			}
		}
		for s := 1; s <= MaxShift && !found; s++ { // G_r(n+s) = G_a(n)
			if j, ok := first[0][r.Fingerprints[s]]; ok && results[j].FingerprintLen == r.FingerprintLen {
				out, found = append(out, equivalence(results[j], r, -s)), true
			}
		}
		for s := 0; s <= MaxShift; s++ {
			if _, ok := first[s][r.Fingerprints[s]]; !ok {
				first[s][r.Fingerprints[s]] = i
			}
		}
	}
	return out
}

// equivalence records G_b(n) = G_a(n+s).
func equivalence(a, b Result, s int) Equivalence {
	e := Equivalence{Code: b.Code, Of: a.Code, Shift: s, Checked: b.FingerprintLen}
	if a.Status == "periodic" && b.Status == "periodic" {
		need := max(a.Preperiod-s, b.Preperiod, 0) + lcm(a.Period, b.Period) + max(-s, 0)
		e.Proven = need <= b.FingerprintLen
	}
	return e
}

func gcd(a, b int) int {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

func lcm(a, b int) int { return a / gcd(a, b) * b }

func sameAs(eq map[string]Equivalence, code string) string {
	e, ok := eq[code]
	if !ok {
		return ""
	}
	s := e.Of
	if e.Shift != 0 {
		s += fmt.Sprintf(" shifted by %+d", e.Shift)
	}
	if !e.Proven {
		s += fmt.Sprintf(" (first %d values)", e.Checked)
	}
	return s
}

// Markdown writes the census as two tables in the layout of the published
// octal tables (Winning Ways, ch. 4; Flammenkamp): the periodic codes with
// preperiod, period and saltus, and the open codes with how far they were
// computed and their sparse-space statistics, each with the code it plays
// like.
func Markdown(w io.Writer, results []Result) error {
	eq := map[string]Equivalence{}
	for _, e := range Equivalences(results) {
		eq[e.Code] = e
	}
	var periodic, open []Result
	for _, r := range results {
		if r.Status == "periodic" {
			periodic = append(periodic, r)
		} else {
			open = append(open, r)
		}
	}
	var b strings.Builder
	fmt.Fprintf(&b, "%d codes: %d periodic (proven), %d open.\n\n", len(results), len(periodic), len(open))
	b.WriteString("### Periodic\n\n| code | preperiod | period | saltus | largest value | values used | plays like |\n| --- | ---: | ---: | ---: | ---: | ---: | --- |\n")
	for _, r := range periodic {
		fmt.Fprintf(&b, "| %s | %d | %d | %d | %d | %d | %s |\n", r.Code, r.Preperiod, r.Period, r.Saltus, r.Largest, r.Values, sameAs(eq, r.Code))
	}
	b.WriteString("\n### Open\n\n| code | values computed | largest value (at n) | mask | rare values | last rare | plays like |\n| --- | ---: | ---: | --- | ---: | ---: | --- |\n")
	for _, r := range open {
		mask := fmt.Sprintf("%#x", r.Mask)
		if r.PosBit {
			mask += " +pos"
		}
		fmt.Fprintf(&b, "| %s | %d | %d (%d) | %s | %d | %d | %s |\n", r.Code, r.Values, r.Largest, r.LargestAt, mask, r.RareCount, r.LastRare, sameAs(eq, r.Code))
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// CSV writes one row per code with every column.
func CSV(w io.Writer, results []Result) error {
	eq := map[string]Equivalence{}
	for _, e := range Equivalences(results) {
		eq[e.Code] = e
	}
	cw := csv.NewWriter(w)
	cw.Write([]string{"code", "status", "preperiod", "period", "saltus", "values", "largest", "largest_at", "mask", "position_bit", "rare_count", "last_rare", "plays_like", "shift", "equivalence_proven", "engine", "seconds"})
	for _, r := range results {
		e, ok := eq[r.Code]
		like, shift, proven := "", "", ""
		if ok {
			like, shift, proven = e.Of, strconv.Itoa(e.Shift), strconv.FormatBool(e.Proven)
		}
		cw.Write([]string{r.Code, r.Status, strconv.Itoa(r.Preperiod), strconv.Itoa(r.Period), strconv.Itoa(r.Saltus),
			strconv.Itoa(r.Values), strconv.Itoa(r.Largest), strconv.Itoa(r.LargestAt), fmt.Sprintf("%#x", r.Mask),
			strconv.FormatBool(r.PosBit), strconv.Itoa(r.RareCount), strconv.Itoa(r.LastRare), like, shift, proven, r.Engine,
			strconv.FormatFloat(r.Seconds, 'f', 3, 64)})
	}
	cw.Flush()
	return cw.Error()
}
