package theorem

import (
	"context"
	_ "embed"
	"errors"
	"fmt"
	"strings"
)

// claimsDoc is the claims document, claims.md: the claim in words, the
// source and any erratum of every check registered with claim.
//
//go:embed claims.md
var claimsDoc string

// documented is the claims document as read; it is constant, so a
// malformed document panics at the package's initialization and any test
// of the package fails.
var documented = mustReadClaims(claimsDoc)

// The checks of the claims document, in its order, each by the key of its
// section and the function that tests it. A check whose claim is in Go is
// registered as a Check literal instead (proved_blocking.go).
func init() {
	register(
		claim("altered/bitstrings", checkBitstrings),
		claim("altered/box-offset", checkBoxOffsets),
		claim("altered/columns", checkColumns),
		claim("altered/lemma3", checkLemma3),
		claim("altered/misere", checkMisere),
		claim("altered/offset", checkOffsets),
		claim("core/kernel", checkKernel),
		claim("extensions/adjoin", checkAdjoin),
		claim("extensions/adjoin-proved", checkAdjoinProved),
		claim("extensions/differences", checkDifferences),
		claim("extensions/ho-variants", checkHoVariants),
		claim("extensions/no-redundant-move", checkNoRedundantMove),
		claim("extensions/no-redundant-move-proved", checkNoRedundantProved),
		claim("imitation/corollary1", checkCorollary1),
		claim("imitation/proposition0", checkProposition0),
		claim("imitation/stability", checkStability),
		claim("imitation/theorem1", checkTheorem1),
		claim("misere/bouton-misere", checkBoutonMisere),
		claim("misere/genus-kayles", checkGenusKayles),
		claim("misere/misere-wythoff", checkMisereWythoff),
		claim("misere/misere-wythoff-proved", checkMisereWythoffProved),
		claim("misere/quotient-075", checkQuotient075),
		claim("misere/simplest-forms", checkSimplestForms),
		claim("nim/bouton", checkBouton),
		claim("nim/hackenbush", checkHackenbush),
		claim("nim/nim-xor-proved", checkNimXorProved),
		claim("nim/nimble", checkNimble),
		claim("octal/octal-periods", checkOctalPeriods),
		claim("octal/octal-rules", checkOctalRules),
		claim("octal/sparse-space", checkSparseSpace),
		claim("subtraction/subtraction-notes", checkNotesSubtraction),
		claim("subtraction/subtraction-period", checkSubtractionPeriod),
		claim("sums/sprague-grundy", checkSpragueGrundy),
		claim("wythoff/closed-forms", checkClosedForms),
		claim("wythoff/d2", checkD2),
		claim("wythoff/grundy-fast", checkGrundyFast),
		claim("wythoff/grundy-kernel", checkGrundyKernel),
		claim("wythoff/grundy-table", checkPaperGrundyTable),
		claim("wythoff/hadad-bounds", checkHadadAsStated),
		claim("wythoff/hadad-floored", checkHadadFloored),
		claim("wythoff/hegarty", checkHegarty),
		claim("wythoff/limit-ratio", checkLimitRatio),
		claim("wythoff/paper-examples", checkPaperExamples),
		claim("wythoff/prop1-a", checkProp1a),
		claim("wythoff/prop1-bcd", checkProp1bcd),
		claim("wythoff/wythoff-forms", checkWythoffForms),
		claim("wythoff/wythoff-proved", checkWythoffProved),
		claim("wythoff/wythoff-rules", checkWythoffRules),
	)
}

// claim returns the check the claims document describes under key,
// "group/name", with run to test it: the registration form of a
// documented check. A key the document does not hold panics, at the
// package's initialization.
func claim(key string, run func(ctx context.Context, full bool) (Report, error)) Check {
	c, err := documented.check(key)
	if err != nil {
		panic("theorem: " + err.Error())
	}
	c.Run = run
	return c
}

// claimsDocument is a claims document as read: its checks, without Run,
// in the document's order.
type claimsDocument []Check

// check returns the check documented under key, "group/name".
func (d claimsDocument) check(key string) (Check, error) {
	for _, c := range d {
		if c.Group+"/"+c.Name == key {
			return c, nil
		}
	}
	return Check{}, fmt.Errorf("check %s: claims document: no section ## %s", key, key)
}

func mustReadClaims(doc string) claimsDocument {
	d, err := readClaims(doc)
	if err != nil {
		panic("theorem: " + err.Error())
	}
	return d
}

// readClaims reads a claims document: the checks it describes, each with
// its name, group, claim, source, erratum and expected counterexample, and
// whether it is a proof; Run is left nil. It reads the whole document, so
// that an error anywhere in it is reported, with its line.
//
// A claims document is Markdown. Text before the first "## " heading is
// free: a title, an introduction. Each check is then a section:
//
//	## GROUP/NAME
//
//	- source: where the claim comes from: paper (authors and year) and section
//	- proof: yes
//	- erratum: why the paper's claim as printed is expected to fail
//	- expected: the counterexample that confirms the erratum, exactly
//
//	The claim in words: one paragraph, which may run over several lines.
//
// The heading holds the check's group and name, separated by a slash, and
// nothing else; no two sections have the same name, in any group. Blank
// lines may follow the heading; then come the fields, one "- key: value"
// line each and no blank line between them, each key at most once: source
// always (Check.Source); proof, whose value is "yes", only for a check
// that decides its claim for all positions (Check.Proof); erratum and
// expected together, only for a known misprint of the paper
// (Check.Erratum, Check.Expected), and never with proof. A value is the
// rest of its line after "- key: ", exactly: not empty, no space at its
// ends. A blank line ends the fields, and the claim follows, up to the
// next "## " heading, blank lines at its ends dropped: one paragraph (no
// blank line within it), whose lines are joined with single spaces into
// Check.Claim. A line of the claim has no space at its ends, and none
// begins with "- ", which would read as a field or a list. No other line
// in a section may begin with "#".
func readClaims(doc string) (claimsDocument, error) {
	lines := strings.Split(strings.ReplaceAll(doc, "\r\n", "\n"), "\n")
	var d claimsDocument
	names := map[string]bool{}
	heading := -1 // the index of the heading of the section read; -1 in the introduction
	for i := 0; i <= len(lines); i++ {
		if i < len(lines) && !strings.HasPrefix(lines[i], "#") {
			continue
		}
		section := i < len(lines) && strings.HasPrefix(lines[i], "## ")
		if i < len(lines) && !section && heading >= 0 {
			return nil, claimError(i, lines[heading], "%q: no line in a section but its heading begins with #", lines[i])
		}
		if heading >= 0 && (section || i == len(lines)) {
			c, err := readClaimSection(lines[heading:i], heading)
			if err != nil {
				return nil, err
			}
			if names[c.Name] {
				return nil, claimError(heading, lines[heading], "a second check named %s", c.Name)
			}
			names[c.Name] = true
			d = append(d, c)
		}
		if section {
			heading = i
		}
	}
	if len(d) == 0 {
		return nil, errors.New("claims document: no section (## GROUP/NAME)")
	}
	return d, nil
}

// claimError is an error at the line of index i, in the section whose
// heading is given.
func claimError(i int, heading, format string, args ...any) error {
	key := strings.TrimPrefix(heading, "## ")
	return fmt.Errorf("claims document, line %d: check %s: %s", i+1, key, fmt.Sprintf(format, args...))
}

// blank reports whether a line is empty or white space.
func blank(line string) bool { return strings.TrimSpace(line) == "" }

// readClaimSection reads the section s, its heading at the index first:
// the check's name and group, its fields and its claim.
func readClaimSection(s []string, first int) (Check, error) {
	fail := func(j int, format string, args ...any) (Check, error) {
		return Check{}, claimError(first+j, s[0], format, args...)
	}
	key := strings.TrimPrefix(s[0], "## ")
	group, name, _ := strings.Cut(key, "/")
	if group == "" || name == "" || strings.Contains(name, "/") || strings.ContainsAny(key, " \t`") {
		return Check{}, fmt.Errorf("claims document, line %d: heading %q: want ## GROUP/NAME, the check's group and name alone", first+1, s[0])
	}
	c, proof := Check{Name: name, Group: group}, ""
	fields := map[string]*string{"source": &c.Source, "proof": &proof, "erratum": &c.Erratum, "expected": &c.Expected}
	given := map[string]bool{}
	j := 1
	for j < len(s) && blank(s[j]) {
		j++
	}
	for ; j < len(s) && !blank(s[j]); j++ {
		field, isField := strings.CutPrefix(s[j], "- ")
		k, value, hasValue := strings.Cut(field, ": ")
		dest := fields[k]
		switch {
		case !isField || !hasValue:
			return fail(j, "%q: want a field - key: value, or a blank line before the claim", s[j])
		case dest == nil:
			return fail(j, "unknown field %q: want source, proof, erratum or expected", k)
		case given[k]:
			return fail(j, "field %q given twice", k)
		case value == "" || strings.TrimSpace(value) != value:
			return fail(j, "field %q: %q: want a value with no space at its ends", k, value)
		}
		given[k], *dest = true, value
	}
	switch {
	case !given["source"]:
		return fail(0, `no field "source" (- source: …)`)
	case given["proof"] && proof != "yes":
		return fail(0, "proof: %q: want yes, or no proof line for a check that is not a proof", proof)
	case given["erratum"] != given["expected"]:
		return fail(0, "an erratum needs the counterexample that confirms it: give both - erratum: and - expected:, or neither")
	case given["proof"] && given["erratum"]:
		return fail(0, "a proof with an erratum: a check that decides its claim for all positions cannot expect it to fail")
	}
	c.Proof = given["proof"]
	end := len(s)
	for j < end && blank(s[j]) {
		j++
	}
	for end > j && blank(s[end-1]) {
		end--
	}
	if j == end {
		return fail(0, "no claim: a paragraph after its fields and a blank line")
	}
	for i := j; i < end; i++ {
		switch line := s[i]; {
		case blank(line):
			return fail(i, "a blank line within the claim: the claim is one paragraph")
		case strings.TrimSpace(line) != line:
			return fail(i, "%q: a line of the claim has no space at its ends", line)
		case strings.HasPrefix(line, "- "):
			return fail(i, "%q: a line of the claim may not begin with \"- \" (fields come before the blank line)", line)
		}
	}
	c.Claim = strings.Join(s[j:end], " ")
	return c, nil
}
