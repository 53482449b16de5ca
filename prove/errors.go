package prove

import (
	"fmt"
	"unicode/utf8"
)

// An Error is a bad statement: a syntax error, an unknown name, a wrong
// number of arguments, a type error. Line and Col (1-based, Col counted in
// characters) locate it in the source.
type Error struct {
	Line, Col int
	Msg       string
}

func (e *Error) Error() string { return fmt.Sprintf("line %d:%d: %s", e.Line, e.Col, e.Msg) }

// A LimitError reports a statement stopped because an automaton it was
// building reached the state limit.
type LimitError struct {
	Line   int    // the statement's line
	Name   string // the statement's name
	Op     string // the operation that stopped, as "Project"
	States int    // the states built when it stopped
	Limit  int    // the limit in force
}

func (e *LimitError) Error() string {
	return fmt.Sprintf("line %d: %s: %s reached %d states (limit %d); raise --max-states or simplify the statement",
		e.Line, e.Name, e.Op, e.States, e.Limit)
}

// source locates byte offsets of a text as line:column.
type source struct{ text string }

// errorAt returns an *Error at byte offset off.
func (s source) errorAt(off int, format string, args ...any) *Error {
	line, col := s.position(off)
	return &Error{Line: line, Col: col, Msg: fmt.Sprintf(format, args...)}
}

// position returns the 1-based line and character column of offset off.
func (s source) position(off int) (line, col int) {
	off = min(max(off, 0), len(s.text))
	line, start := 1, 0
	for i := 0; i < off; i++ {
		if s.text[i] == '\n' {
			line++
			start = i + 1
		}
	}
	return line, utf8.RuneCountInString(s.text[start:off]) + 1
}
