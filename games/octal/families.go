package octal

import _ "embed"

// doc describes the families of the package (see game.ReadFamily).
//
//go:embed families.md
var doc string
