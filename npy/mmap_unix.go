//go:build unix

package npy

import (
	"os"

	"golang.org/x/sys/unix"
)

const canMap = true

// mmap maps the first n bytes of f read-only.
func mmap(f *os.File, n int) ([]byte, error) {
	return unix.Mmap(int(f.Fd()), 0, n, unix.PROT_READ, unix.MAP_SHARED)
}

func munmap(b []byte) error { return unix.Munmap(b) }
