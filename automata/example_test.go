package automata_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"

	"github.com/mex-cgt/mex/automata"
)

// Decide "for all x there is y with y = x + x" in base 2: identify the
// addition automaton's first two tracks, quantify y out, and check the
// result accepts every valid x.
func Example() {
	base2 := automata.Base(2)
	double, _ := base2.Addition().Identify(0, 1) // (x, y): x + x = y
	someY, _ := double.Project(context.Background(), 1, 1<<16)
	holds, _ := someY.IsUniversal(base2.Valid())
	fmt.Println(holds)
	// Output: true
}

func ExampleNumeration() {
	fib := automata.Fibonacci()
	fmt.Println(fib.Name(), fib.Encode(big.NewInt(12)), fib.Decode([]int{1, 0, 1, 0, 1}))
	add := fib.Addition()
	fmt.Println(add.States(), add.AcceptsUint64(fib, 4, 8, 12), add.AcceptsUint64(fib, 4, 8, 13))
	// Output:
	// msd_fib [1 0 1 0 1] 12
	// 17 true false
}

func ExampleDFA_ShortestTuple() {
	// Some x < y with x + y = 10 in base 3: the shortest accepted word,
	// least in its letters (tuples of digits, track 0 most significant).
	base3 := automata.Base(3)
	bases := []int{3, 3, 3}
	sum, _ := base3.Addition().Reindex(bases, []int{0, 1, 2})
	less, _ := base3.LessThan().Reindex(bases, []int{0, 1})
	ten, _ := base3.Constant(big.NewInt(10)).Reindex(bases, []int{2})
	tuple, ok := sum.Intersect(less).Intersect(ten).ShortestTuple(automata.Systems(base3, 3))
	fmt.Println(tuple, ok)
	// Output: [2 8 10] true
}

func ExampleDFA_Project() {
	// ∃y: x = y + y, the even numbers, in base 10.
	base10 := automata.Base(10)
	double, _ := base10.Addition().Identify(0, 1) // (y, x): y + y = x
	even, _ := double.Project(context.Background(), 0, 1000)
	even = even.Minimize()
	fmt.Println(even.States(), even.AcceptsUint64(base10, 1234), even.AcceptsUint64(base10, 1235))
	// Output: 2 true false
}

func ExampleDFA_Complement() {
	// The complement of a relation is taken within the valid tuples.
	fib := automata.Fibonacci()
	notLess := fib.LessThan().Complement().Intersect(automata.ValidTuples(fib, fib))
	fmt.Println(notLess.AcceptsUint64(fib, 5, 3), notLess.AcceptsUint64(fib, 3, 5))
	fmt.Println(notLess.AcceptsDigits([]int{1, 1}, []int{0})) // 11 is not a Zeckendorf word
	// Output:
	// true false
	// false
}

func ExampleDFA_Minimize() {
	fib := automata.Fibonacci()
	// x + y = z and y + x = z accept the same language: their minimal
	// automata are identical.
	swapped, _ := fib.Addition().Permute([]int{1, 0, 2})
	fmt.Println(swapped.Minimize().States(), swapped.Equal(fib.Addition()))
	// Output: 17 true
}

func ExampleStateLimitError() {
	// Multiplying by 1000 in Fibonacci numeration under a small state bound.
	_, err := automata.MulConst(context.Background(), automata.Fibonacci(), 1000, 50)
	var limit *automata.StateLimitError
	fmt.Println(errors.As(err, &limit), limit.Limit)
	// Output: true 50
}

func ExampleExplore() {
	// The base-2 words with an even number of 1s, from a state function.
	even, _ := automata.Explore(context.Background(), []int{2}, false,
		func(odd bool, digits []int) (bool, bool) { return odd != (digits[0] == 1), true },
		func(odd bool) bool { return !odd }, 0)
	fmt.Println(even.States(), even.AcceptsUint64(automata.Base(2), 5), even.AcceptsUint64(automata.Base(2), 7))
	// Output: 2 true false
}
