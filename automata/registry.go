package automata

import "sync"

// registry keeps one value a key, made on first use: the numeration
// systems are built once a process (their automata are built lazily and
// shared by every formula that names them).
type registry[K comparable, V any] struct {
	mu sync.Mutex
	m  map[K]V
}

// get returns the value of key, made by build the first time.
func (r *registry[K, V]) get(key K, build func() V) V {
	r.mu.Lock()
	defer r.mu.Unlock()
	if v, ok := r.m[key]; ok {
		return v
	}
	if r.m == nil {
		r.m = map[K]V{}
	}
	v := build()
	r.m[key] = v
	return v
}
