//go:build race

package tensor

import "github.com/fixedrank/tensor/internal/par"

// Under the race detector (make test runs it with -short) every grain is
// divided by par.Grain, so that the tests' small inputs take the parallel
// paths and the detector watches the workers. The NumPy golden tests and
// the single-goroutine fuzz and differential tests are built without the
// race tag only (//go:build !race): their inputs are far below the grain,
// so under the detector they ran on one goroutine and only doubled the
// build; the other runs of make test check their values.
func init() { par.SetTestGrain(par.Grain) }
