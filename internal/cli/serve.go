package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/web"
)

func newServeCmd(io *IO) *cobra.Command {
	var addr string
	cmd := &cobra.Command{
		Use:   "serve [--addr 127.0.0.1:8080]",
		Short: "run the web lab: explore every game in the browser and play against the computer",
		Args:  exactArgs(0, "flags only"),
		RunE: func(_ *cobra.Command, _ []string) error {
			listener, err := net.Listen("tcp", addr)
			if err != nil {
				return usageError{fmt.Errorf("cannot listen on %s: %w", addr, err)}
			}
			srv := web.New().HTTPServer(addr)
			fmt.Fprintf(io.Out, "mex web lab: http://%s/  (Ctrl-C stops it)\n", listener.Addr())
			ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			errs := make(chan error, 1)
			go func() { errs <- srv.Serve(listener) }()
			select {
			case err := <-errs:
				return err
			case <-ctx.Done():
			}
			shutdown, cancel := context.WithTimeout(context.Background(), 5*time.Second)
			defer cancel()
			if err := srv.Shutdown(shutdown); err != nil && !errors.Is(err, http.ErrServerClosed) {
				return err
			}
			fmt.Fprintln(io.Out, "stopped")
			return nil
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on (loopback by default)")
	return cmd
}
