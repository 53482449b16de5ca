package misere_test

import (
	"context"
	"errors"
	"testing"

	"github.com/mex-cgt/mex/budget"
	"github.com/mex-cgt/mex/game"
	"github.com/mex-cgt/mex/games/octal"
	"github.com/mex-cgt/mex/misere"
)

// The forms table draws what it holds from the memory account it is
// given as it grows: Kayles' simplest forms up to heap 40 stop with the
// account's error under 16 KiB, and are computed under 64 MiB, which gets
// everything back when the meter is closed.
func TestFormsDrawOnTheAccount(t *testing.T) {
	kayles, _ := octal.Parse("0.77")
	formOf := func(account *budget.Account) error {
		forms := misere.NewForms()
		forms.Memory = budget.NewMeter(budget.WithAccount(context.Background(), account))
		defer forms.Memory.Close()
		_, err := forms.FormOf(context.Background(), kayles, game.Position{40}, 1_000_000)
		if err == nil && forms.Memory.Used() < int64(forms.Len())*100 {
			t.Errorf("%d forms drew %d bytes", forms.Len(), forms.Memory.Used())
		}
		return err
	}
	var over *budget.ExceededError
	if err := formOf(budget.New("a small account", 16<<10)); !errors.As(err, &over) {
		t.Errorf("under 16 KiB: %v; want the account's *budget.ExceededError", err)
	}
	large := budget.New("a large account", 64<<20)
	if err := formOf(large); err != nil {
		t.Errorf("under 64 MiB: %v", err)
	}
	if large.Used() != 0 {
		t.Errorf("%d bytes still drawn", large.Used())
	}
}
