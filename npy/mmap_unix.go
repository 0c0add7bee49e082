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

// mmapRW maps the first n bytes of f for reading and writing, shared with
// the file.
func mmapRW(f *os.File, n int) ([]byte, error) {
	return unix.Mmap(int(f.Fd()), 0, n, unix.PROT_READ|unix.PROT_WRITE, unix.MAP_SHARED)
}

// msync writes the mapping's dirty pages to the file.
func msync(b []byte) error { return unix.Msync(b, unix.MS_SYNC) }
