package grammar

import (
	"errors"
	"fmt"
	"math"
	"sort"
	"strings"
)

// Params parses "k=v,k=v" into integers, accepting only the given keys,
// each at most once; missing keys keep their defaults. Values are numbers
// as ParseNumber reads them (p=2, p=2^10).
func Params(text string, defaults map[string]int) (map[string]int, error) {
	out := map[string]int{}
	for k, v := range defaults {
		out[k] = v
	}
	if strings.TrimSpace(text) == "" {
		return nil, fmt.Errorf("empty parameter list: want %s", paramHelp(defaults))
	}
	given := map[string]string{}
	for _, item := range strings.Split(text, ",") {
		key, value, ok := strings.Cut(strings.TrimSpace(item), "=")
		key = strings.TrimSpace(key)
		if _, known := defaults[key]; !ok || !known {
			return nil, fmt.Errorf("parameter %s: want %s", Quote(item), paramHelp(defaults))
		}
		if first, twice := given[key]; twice {
			return nil, fmt.Errorf("parameter %s given twice (%s=%s and %s=%s): give it once", key, key, Elide(first), key, Elide(strings.TrimSpace(value)))
		}
		given[key] = strings.TrimSpace(value)
		v, err := ParseInt(value, "parameter "+key+"=", math.MinInt, math.MaxInt)
		if err != nil {
			return nil, err
		}
		out[key] = v
	}
	return out, nil
}

func paramHelp(defaults map[string]int) string {
	var keys []string
	for k := range defaults {
		keys = append(keys, k+"=N")
	}
	sort.Strings(keys)
	return strings.Join(keys, ",")
}

// ParseInts parses a comma-separated list of integers that fit in an int
// (each as ParseNumber reads it); what names the items in errors
// ("subtraction move").
func ParseInts(text, what string) ([]int, error) {
	var out []int
	for _, tok := range strings.Split(text, ",") {
		if strings.TrimSpace(tok) == "" {
			return nil, fmt.Errorf("empty %s in %s: want integers joined by commas", what, Quote(text))
		}
		v, err := ParseInt(tok, what, math.MinInt, math.MaxInt)
		if err != nil {
			return nil, err
		}
		out = append(out, v)
	}
	return out, nil
}

// Required returns the parameters of a family that needs them (the text
// after the colon, trimmed), or an error that says so: need reads like
// "octal needs a code: want octal:CODE, e.g. octal:0.77".
func Required(params string, hasParams bool, need string) (string, error) {
	params = strings.TrimSpace(params)
	if !hasParams || params == "" {
		return "", errors.New(need)
	}
	return params, nil
}

// Optional reads the k=v parameters of a family whose parameters all have
// defaults: the defaults when the spec has no colon, else Params.
func Optional(params string, hasParams bool, defaults map[string]int) (map[string]int, error) {
	if !hasParams {
		out := make(map[string]int, len(defaults))
		for k, v := range defaults {
			out[k] = v
		}
		return out, nil
	}
	return Params(params, defaults)
}
