package game

import (
	"errors"
	"fmt"
	"strings"
)

// ReadFamily returns the family name as the families document doc
// describes it, with parse to build its games. It reads the whole
// document, so that an error anywhere in it is reported, with its line.
//
// A families document describes the families of one package in Markdown;
// the package embeds it (//go:embed) and reads it with MustFamily. Text
// before the first "## " heading is free: a title, an introduction. Each
// family is then a section:
//
//	## NAME
//
//	- syntax: `SYNTAX`
//	- example: `GAME POSITION`
//	- summary: one line for help
//	- preset: LABEL: `GAME` from `START`
//	- preset: LABEL: `GAME` altered by `ALTER` from `START`
//
//	The rules, as a student reads them: one or more paragraphs.
//
// The heading holds the family's name alone. Blank lines may follow it;
// then come the fields, one "- key: value" line each and no blank line
// between them: syntax, example and summary once each, syntax and example
// as one code span; preset any number of times, in the order the lab
// offers them, its label free text without backquotes, then its game, its
// alteration if any (the positions it declares P or N, as the lab writes
// them) and its start, each a code span. A blank line ends the fields, and
// the rest of the section, up to the next "## " heading, is the rules
// text, its lines kept as they are (Family.Rules; RulesParagraph joins
// them), blank lines at its ends dropped. No other line in a section may
// begin with "#".
func ReadFamily(doc, name string, parse func(params string, hasParams bool) (Game, error)) (Family, error) {
	if parse == nil {
		return Family{}, fmt.Errorf("family %s: no parse function", name)
	}
	families, err := readFamilies(doc)
	if err != nil {
		return Family{}, err
	}
	for _, f := range families {
		if f.Name == name {
			f.Parse = parse
			return f, nil
		}
	}
	return Family{}, fmt.Errorf("families document: no section ## %s", name)
}

// MustFamily is ReadFamily for a package's embedded document, which is
// constant: it panics if the document is malformed, at the package's
// initialization, so that any test of the package fails.
func MustFamily(doc, name string, parse func(params string, hasParams bool) (Game, error)) Family {
	f, err := ReadFamily(doc, name, parse)
	if err != nil {
		panic("game: family " + name + ": " + err.Error())
	}
	return f
}

// docLine is a line of a families document, its number and the family
// whose section it is in.
type docLine struct {
	n            int
	text, family string
}

func (l docLine) errorf(format string, args ...any) error {
	where := fmt.Sprintf("families document, line %d: ", l.n)
	if l.family != "" {
		where += "family " + l.family + ": "
	}
	return errors.New(where + fmt.Sprintf(format, args...))
}

// readFamilies reads every section of doc.
func readFamilies(doc string) ([]Family, error) {
	var sections [][]docLine
	for i, text := range strings.Split(doc, "\n") {
		l := docLine{n: i + 1, text: strings.TrimSuffix(text, "\r")}
		if sections != nil {
			l.family = sections[len(sections)-1][0].family
		}
		switch {
		case strings.HasPrefix(l.text, "## "):
			l.family = strings.TrimPrefix(l.text, "## ")
			sections = append(sections, []docLine{l})
		case sections == nil:
			// the document's title and introduction
		case strings.HasPrefix(l.text, "#"):
			return nil, l.errorf("%q: no line in a section but its heading begins with #", l.text)
		default:
			sections[len(sections)-1] = append(sections[len(sections)-1], l)
		}
	}
	if sections == nil {
		return nil, errors.New("families document: no section (## NAME)")
	}
	var families []Family
	seen := map[string]bool{}
	for _, s := range sections {
		f, err := readSection(s)
		if err != nil {
			return nil, err
		}
		if seen[f.Name] {
			return nil, s[0].errorf("a second section of that name")
		}
		seen[f.Name] = true
		families = append(families, f)
	}
	return families, nil
}

// readSection reads one family: its heading, its fields and its rules.
func readSection(s []docLine) (Family, error) {
	head := s[0]
	f := Family{Name: head.family}
	if f.Name == "" || strings.ContainsAny(f.Name, " \t`") {
		head.family = ""
		return Family{}, head.errorf("heading %q: want ## NAME, the family's name alone", head.text)
	}
	rest := s[1:]
	for len(rest) > 0 && strings.TrimSpace(rest[0].text) == "" {
		rest = rest[1:]
	}
	given := map[string]bool{}
	for ; len(rest) > 0 && strings.TrimSpace(rest[0].text) != ""; rest = rest[1:] {
		if err := readField(&f, given, rest[0]); err != nil {
			return Family{}, err
		}
	}
	for _, key := range []string{"syntax", "example", "summary"} {
		if !given[key] {
			return Family{}, head.errorf("no field %q (- %s: …)", key, key)
		}
	}
	var lines []string
	for _, l := range rest {
		lines = append(lines, l.text)
	}
	f.Rules = strings.Trim(strings.Join(lines, "\n"), "\n")
	if strings.TrimSpace(f.Rules) == "" {
		return Family{}, head.errorf("no rules: a paragraph after its fields and a blank line")
	}
	return f, nil
}

// readField reads one "- key: value" line into f; given records the keys
// read, each of which but preset may be given once.
func readField(f *Family, given map[string]bool, l docLine) error {
	key, value, ok := strings.Cut(strings.TrimPrefix(l.text, "- "), ": ")
	if !strings.HasPrefix(l.text, "- ") || !ok {
		return l.errorf("%q: want a field - key: value, or a blank line before the rules", l.text)
	}
	if given[key] && key != "preset" {
		return l.errorf("field %q given twice", key)
	}
	given[key] = true
	var err error
	switch key {
	case "syntax":
		f.Syntax, err = codeSpanAlone(l, value)
	case "example":
		f.Example, err = codeSpanAlone(l, value)
	case "summary":
		f.Summary = strings.TrimSpace(value)
		if f.Summary == "" {
			err = l.errorf("empty summary")
		}
	case "preset":
		var p Preset
		p, err = readPreset(l, value)
		f.Presets = append(f.Presets, p)
	default:
		err = l.errorf("unknown field %q: want syntax, example, summary or preset", key)
	}
	return err
}

// readPreset reads LABEL: `GAME` [altered by `ALTER`] from `START`.
func readPreset(l docLine, value string) (Preset, error) {
	const want = "want - preset: LABEL: `GAME` from `START`, or LABEL: `GAME` altered by `ALTER` from `START`"
	label, rest, ok := strings.Cut(value, ": `")
	if !ok || strings.TrimSpace(label) == "" || strings.Contains(label, "`") {
		return Preset{}, l.errorf("preset %q: %s", value, want)
	}
	p := Preset{Label: strings.TrimSpace(label)}
	rest = "`" + rest
	var err error
	if p.Game, rest, err = codeSpan(rest); err != nil {
		return Preset{}, l.errorf("preset %q: game: %v; %s", value, err, want)
	}
	if after, ok := strings.CutPrefix(rest, " altered by "); ok {
		if p.Alter, rest, err = codeSpan(after); err != nil {
			return Preset{}, l.errorf("preset %q: alteration: %v; %s", value, err, want)
		}
	}
	after, ok := strings.CutPrefix(rest, " from ")
	if !ok {
		return Preset{}, l.errorf("preset %q: no start; %s", value, want)
	}
	if p.Start, rest, err = codeSpan(after); err != nil {
		return Preset{}, l.errorf("preset %q: start: %v; %s", value, err, want)
	}
	if strings.TrimSpace(rest) != "" {
		return Preset{}, l.errorf("preset %q: %q after the start; %s", value, rest, want)
	}
	return p, nil
}

// codeSpanAlone reads a value that is one code span and nothing else.
func codeSpanAlone(l docLine, value string) (string, error) {
	text, rest, err := codeSpan(strings.TrimSpace(value))
	if err == nil && rest != "" {
		err = fmt.Errorf("%q after it", rest)
	}
	if err != nil {
		return "", l.errorf("%q: want one code span `…`: %v", value, err)
	}
	return text, nil
}

// codeSpan reads the code span `text` at the start of s and returns its
// text and what follows it.
func codeSpan(s string) (text, rest string, err error) {
	body, ok := strings.CutPrefix(s, "`")
	if !ok {
		return "", "", errors.New("no code span `…`")
	}
	text, rest, ok = strings.Cut(body, "`")
	switch {
	case !ok:
		return "", "", errors.New("unclosed code span")
	case strings.TrimSpace(text) != text || text == "":
		return "", "", fmt.Errorf("code span `%s`: empty or with spaces at its ends", text)
	}
	return text, rest, nil
}
