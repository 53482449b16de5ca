package budget

import (
	"context"
	"errors"
	"strings"
	"sync"
	"testing"
	"time"
)

func TestNestedAccounts(t *testing.T) {
	server := New("the server", 100)
	first := server.Child("the request", 60)
	second := server.Child("the request", 60)
	if err := first.Reserve(50); err != nil {
		t.Fatal(err)
	}
	// second fits its own limit but not what the server has left
	err := second.Reserve(60)
	var ex *ExceededError
	if !errors.As(err, &ex) || ex.Whose != "the server" || ex.Used != 50 || ex.Asked != 60 {
		t.Fatalf("second.Reserve(60) = %v; want the server's budget spent at 50 used", err)
	}
	if second.Used() != 0 || server.Used() != 50 {
		t.Fatalf("a refused reservation kept bytes: second %d, server %d", second.Used(), server.Used())
	}
	// first passes its own limit before the server's
	if err := first.Reserve(20); !errors.As(err, &ex) || ex.Whose != "the request" {
		t.Fatalf("first.Reserve(20) = %v; want the request's budget spent", err)
	}
	first.Release(50)
	if err := second.Reserve(60); err != nil || server.Used() != 60 {
		t.Fatalf("after release: %v, server %d", err, server.Used())
	}
}

func TestConcurrentReservationsStayWithinTheLimit(t *testing.T) {
	a := New("the server", 1000)
	var wg sync.WaitGroup
	var mu sync.Mutex
	granted := int64(0)
	for range 8 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range 1000 {
				if a.Reserve(7) == nil {
					mu.Lock()
					granted += 7
					mu.Unlock()
				}
			}
		}()
	}
	wg.Wait()
	if granted > 1000 || granted != a.Used() || granted < 1000-7 {
		t.Fatalf("granted %d, used %d; want at most 1000 and all but the last 7", granted, a.Used())
	}
}

func TestMeterReservesInChunksAndGivesBack(t *testing.T) {
	a := New("this command", 3*DefaultChunk)
	ctx := WithAccount(context.Background(), a)
	m := NewMeter(ctx)
	for range 1000 {
		if err := m.Add(1000); err != nil {
			t.Fatal(err)
		}
	}
	if a.Used() != DefaultChunk {
		t.Fatalf("1000 kB in 1 MiB chunks reserved %d; want one chunk", a.Used())
	}
	var ex *ExceededError
	err := m.Add(4 * DefaultChunk)
	if !errors.As(err, &ex) || !strings.Contains(err.Error(), "3.0 MiB") && !strings.Contains(err.Error(), "3 MiB") {
		t.Fatalf("Add beyond the account: %v", err)
	}
	if m.Used() != 1_000_000 {
		t.Fatalf("a refused Add was counted: %d", m.Used())
	}
	m.Close()
	if a.Used() != 0 {
		t.Fatalf("Close left %d reserved", a.Used())
	}
}

func TestMeterWithoutAccountAndItsCap(t *testing.T) {
	m := NewMeter(context.Background())
	if err := m.Add(1 << 40); err != nil {
		t.Fatalf("no account, no fallback: %v", err)
	}
	m = NewMeter(WithAccount(context.Background(), New("this command", 1<<30)))
	m.Cap = 100
	if err := m.Add(60); err != nil {
		t.Fatal(err)
	}
	if err := m.Add(60); err == nil {
		t.Fatal("a cap of 100 bytes let 120 through under a budget of 1 GiB")
	}
}

func TestEnsureKeepsTheAccountGiven(t *testing.T) {
	a := New("the request", 10)
	ctx := WithAccount(context.Background(), a)
	if From(Ensure(ctx, "this command", 99)) != a {
		t.Fatal("Ensure replaced the account the context had")
	}
	if b := From(Ensure(context.Background(), "this command", 99)); b == nil || b.Limit() != 99 {
		t.Fatalf("Ensure on a bare context: %v", b)
	}
}

func TestCloseGivesBackToTheParent(t *testing.T) {
	server := New("the server", 100)
	request := server.Child("the request", 80)
	if err := request.Reserve(70); err != nil {
		t.Fatal(err)
	}
	request.Close()
	if server.Used() != 0 {
		t.Fatalf("after Close the server holds %d", server.Used())
	}
	request.Release(70) // a meter closing late gives back nothing twice
	if server.Used() != 0 {
		t.Fatalf("a Release after Close reached the server: %d", server.Used())
	}
	if err := request.Reserve(1); err == nil {
		t.Fatal("a closed account took a reservation")
	}
}

// Err sees a deadline that has passed though the context's timer has not
// fired (as under js/wasm, where a running computation keeps the timer
// from running): a context whose deadline is past but not yet reported.
func TestErrSeesThePassedDeadline(t *testing.T) {
	ctx := lateContext{context.Background(), time.Now().Add(-time.Second)}
	if ctx.Err() != nil {
		t.Fatal("the test's context reports its own deadline")
	}
	if err := Err(ctx); !errors.Is(err, context.DeadlineExceeded) {
		t.Fatalf("Err = %v; want context.DeadlineExceeded", err)
	}
	if err := Err(lateContext{context.Background(), time.Now().Add(time.Hour)}); err != nil {
		t.Fatalf("Err before the deadline = %v; want nil", err)
	}
	cancelled, cancel := context.WithCancel(context.Background())
	cancel()
	if err := Err(cancelled); !errors.Is(err, context.Canceled) {
		t.Fatalf("Err of a cancelled context = %v; want context.Canceled", err)
	}
}

// lateContext has a deadline it never enforces, as a context whose timer
// cannot run.
type lateContext struct {
	context.Context
	deadline time.Time
}

func (c lateContext) Deadline() (time.Time, bool) { return c.deadline, true }
