package cram

import _ "embed"

// doc describes the family of the package (see game.ReadFamily).
//
//go:embed families.md
var doc string
