package web

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"slices"
	"strings"
)

// ownPages refuses what is not a request from the lab's own page or the
// user's own tools, so that no other web page can drive the server on a
// student's machine:
//   - a Host that is not an IP address, localhost (or a name under
//     .localhost) or a name in allowed is refused (403): a DNS-rebinding
//     page reaches the server under its own domain name;
//   - an API request from another origin is refused (403): its Origin
//     names another host, or the browser marks it cross-site or same-site
//     (Sec-Fetch-Site), as a fetch, an image or a form of another page would.
//
// Vite's development server made the same protection its default in 2025
// after a DNS-rebinding advisory.
func ownPages(next http.Handler, allowed []string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		host := hostName(r.Host)
		if !localName(host) && !slices.Contains(allowed, host) {
			writeError(w, http.StatusForbidden, fmt.Errorf("host %q is not this server's: the lab answers localhost and IP addresses (mex serve --allow-host NAME adds a name)", shortHost(host)))
			return
		}
		if strings.HasPrefix(r.URL.Path, "/api/") {
			if origin := r.Header.Get("Origin"); origin != "" && origin != "null" {
				u, err := url.Parse(origin)
				if err != nil || hostName(u.Host) != host {
					writeError(w, http.StatusForbidden, fmt.Errorf("a request from another origin (%s): the API answers the lab's own page", shortHost(origin)))
					return
				}
			}
			if site := r.Header.Get("Sec-Fetch-Site"); site == "cross-site" || site == "same-site" {
				writeError(w, http.StatusForbidden, fmt.Errorf("a %s request: the API answers the lab's own page", site))
				return
			}
		}
		next.ServeHTTP(w, r)
	})
}

// hostName strips the port and brackets from a Host header, lowercased.
func hostName(hostport string) string {
	host := hostport
	if h, _, err := net.SplitHostPort(hostport); err == nil {
		host = h
	}
	return strings.ToLower(strings.Trim(host, "[]"))
}

// localName reports whether host names this machine or is an address: a
// page of another domain cannot make a browser send it.
func localName(host string) bool {
	return host == "localhost" || strings.HasSuffix(host, ".localhost") || net.ParseIP(host) != nil
}

func shortHost(s string) string {
	if len(s) > 60 {
		return s[:60] + "…"
	}
	return s
}
