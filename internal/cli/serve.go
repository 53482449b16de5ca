package cli

import (
	"context"
	"errors"
	"fmt"
	"net"
	"net/http"
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
	var addr string
	var asJSON bool
	var allowed []string
	cmd := &cobra.Command{
		Use:   "serve [--addr 127.0.0.1:8080]",
		Short: "run the web lab: explore every game in the browser and play against the computer",
		Long: `serve runs the web lab until Ctrl-C, its normal end (exit status 0). It listens
on the loopback interface unless --addr names another; an address without a host
(:8080) listens on every interface, and says so.`,
		Args: exactArgs(0, "flags only"),
		RunE: func(_ *cobra.Command, _ []string) error {
			host, _, err := net.SplitHostPort(addr)
			if err != nil {
				return badf("--addr %s: want HOST:PORT such as 127.0.0.1:8080", grammar.Quote(addr))
			}
			listener, err := net.Listen("tcp", addr)
			if err != nil {
				return badf("cannot listen on %s: %w", addr, err)
			}
			server := web.New()
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
	addJSON(cmd, &asJSON)
	return cmd
}
