package service

import (
	"fmt"
	"strings"
)

// Elision limits of a message: a run without a space longer than
// MaxEchoedToken bytes (an echoed spec, number or list) is cut to its start
// and its length, and the whole message to MaxMessage bytes.
const (
	MaxEchoedToken = 80
	MaxMessage     = 600
)

// Elide shortens a one-line message for a person: every run of more than
// MaxEchoedToken bytes without a space becomes its first 48 bytes and
// "…(N characters)", and a message still longer than MaxMessage bytes is
// cut there and ends in "…". Cuts fall on UTF-8 boundaries. The command
// line prints every error through Elide, and the web server writes every
// error body through it, so that a request echoing 5000 digits answers
// with a line, not with the digits.
func Elide(line string) string {
	words := strings.Split(line, " ")
	for i, w := range words {
		if len(w) > MaxEchoedToken {
			words[i] = fmt.Sprintf("%s…(%d characters)", w[:runeStart(w, 48)], len(w))
		}
	}
	line = strings.Join(words, " ")
	if len(line) > MaxMessage {
		line = line[:runeStart(line, MaxMessage)] + "…"
	}
	return line
}

// runeStart is the largest i <= cut at which a UTF-8 character of s starts.
func runeStart(s string, cut int) int {
	for cut > 0 && s[cut]&0xC0 == 0x80 {
		cut--
	}
	return cut
}
