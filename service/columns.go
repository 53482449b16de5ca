package service

import "github.com/mex-cgt/mex/games/nimhoff"

// MaxColumns bounds the columns the column algorithm runs for one request.
const MaxColumns = nimhoff.MaxColumns
