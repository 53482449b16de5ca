package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
	"runtime/debug"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/mex-cgt/mex/grammar"
	"github.com/mex-cgt/mex/web"
)

// serveInfo is what mex serve --json prints when it is listening.
type serveInfo struct {
	URL            string `json:"url"`
	Addr           string `json:"addr"`
	EveryInterface bool   `json:"every_interface"`
}

func (s serveInfo) Text() string { return s.URL }

func newServeCmd(io *IO) *cobra.Command {
	var addr, memory, total string
	var asJSON bool
	var allowed []string
	var deadline time.Duration
	cmd := &cobra.Command{
		Use: "serve [--addr 127.0.0.1:8080]",
		Long: `serve runs the web lab until Ctrl-C, its normal end (exit status 0). It listens
on the loopback interface unless --addr names another; an address without a host
(:8080) listens on every interface, and says so.`,
		Args: exactArgs(0, "flags only"),
		RunE: func(_ *cobra.Command, _ []string) error {
			host, _, err := net.SplitHostPort(addr)
			if err != nil {
				return badf("--addr %s: want HOST:PORT such as 127.0.0.1:8080", grammar.Quote(addr))
			}
			perRequest, err := parseBytes("--memory", memory)
			if err != nil {
				return err
			}
			all, err := parseBytes("--total-memory", total)
			if err != nil {
				return err
			}
			if deadline < time.Second || deadline > time.Hour {
				return badf("--deadline %s: want 1s..1h", deadline)
			}
			listener, err := net.Listen("tcp", addr)
			if err != nil {
				return badf("cannot listen on %s: %w", addr, err)
			}
			server := web.New()
			server.SetMemory(perRequest, all)
			// a backstop, not the mechanism: the garbage collector works
			// harder as the heap nears the total the accounts enforce
			debug.SetMemoryLimit(all + all/10)
			server.Deadline = deadline
			for _, h := range allowed {
				server.AllowedHosts = append(server.AllowedHosts, strings.ToLower(strings.TrimSpace(h)))
			}
			srv := server.HTTPServer(addr)
			url := fmt.Sprintf("http://%s/", listener.Addr())
			everywhere := host == "" || host == "0.0.0.0" || host == "::"
			if asJSON {
				if err := io.print(serveInfo{URL: url, Addr: listener.Addr().String(), EveryInterface: everywhere}, true); err != nil {
					return err
				}
			} else {
				note := ""
				if everywhere {
					note = " on every interface"
				}
				fmt.Fprintf(io.Out, "mex web lab: %s%s  (Ctrl-C stops it)\n", url, note)
			}
			ctx := io.context()
			io.stopsGracefully()
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
			if !asJSON {
				fmt.Fprintln(io.Out, "stopped")
			}
			return nil
		},
	}
	cmd.Flags().StringVar(&addr, "addr", "127.0.0.1:8080", "address to listen on (loopback by default)")
	cmd.Flags().StringArrayVar(&allowed, "allow-host", nil, "a host name the lab answers under besides localhost and IP addresses (repeatable)")
	cmd.Flags().StringVar(&memory, "memory", "512MiB", "memory one request may use while it runs (its estimate is refused beyond it, and its work stopped)")
	cmd.Flags().StringVar(&total, "total-memory", "2GiB", "memory all requests together may use while they run")
	cmd.Flags().DurationVar(&deadline, "deadline", web.Deadline, "time one computation may take before it is stopped with 503")
	addJSON(cmd, &asJSON)
	return cmd
}

// parseBytes reads a size of memory: a whole number of bytes or one with
// KiB, MiB or GiB, from 1 MiB to 1 TiB.
func parseBytes(flag, text string) (int64, error) {
	t := strings.TrimSpace(text)
	unit := int64(1)
	for _, u := range []struct {
		suffix string
		size   int64
	}{{"KiB", 1 << 10}, {"MiB", 1 << 20}, {"GiB", 1 << 30}} {
		if strings.HasSuffix(t, u.suffix) {
			t, unit = strings.TrimSpace(strings.TrimSuffix(t, u.suffix)), u.size
			break
		}
	}
	n, err := strconv.ParseInt(t, 10, 64)
	if err != nil || n < 1 || n > (1<<40)/unit || n*unit < 1<<20 {
		return 0, badf("%s %s: want a size from 1MiB to 1024GiB, such as 512MiB or 2GiB", flag, grammar.Quote(text))
	}
	return n * unit, nil
}
